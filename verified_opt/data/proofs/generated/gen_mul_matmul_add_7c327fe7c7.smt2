; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_smul_left, smul_dist_add
; z3 rlimit used: 74077
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun smul (T T) T)
(declare-fun matmul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_x1 () T)
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x12 (add (smul X S) (smul Y S))))
 (let ((?x9 (smul (add X Y) S)))
 (= ?x9 ?x12))) :pattern ( (smul (add X Y) S) ) :pattern ( (add (smul X S) (smul Y S)) ) :qid smul_dist_add))
 )
(assert
 (forall ((A T) (B T) (S T) )(! (let ((?x37 (smul (matmul A B) S)))
 (let ((?x35 (matmul (smul A S) B)))
 (= ?x35 ?x37))) :pattern ( (matmul (smul A S) B) ) :pattern ( (smul (matmul A B) S) ) :qid matmul_smul_left))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank (smul in_x1 in_s1)) 2))
(assert
 (= (dim (smul in_x1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_x1 in_s1) 1) sym_c))
(assert
 (= (rank (matmul (smul in_x1 in_s1) in_w1)) 2))
(assert
 (= (dim (matmul (smul in_x1 in_s1) in_w1) 0) sym_n))
(assert
 (= (dim (matmul (smul in_x1 in_s1) in_w1) 1) sym_c))
(assert
 (let ((?x66 (smul in_x1 in_s1)))
 (let ((?x73 (matmul ?x66 in_w1)))
 (let ((?x80 (add ?x66 ?x73)))
 (= (rank ?x80) 2)))))
(assert
 (let ((?x66 (smul in_x1 in_s1)))
 (let ((?x73 (matmul ?x66 in_w1)))
 (let ((?x80 (add ?x66 ?x73)))
 (= (dim ?x80 0) sym_n)))))
(assert
 (let ((?x66 (smul in_x1 in_s1)))
 (let ((?x73 (matmul ?x66 in_w1)))
 (let ((?x80 (add ?x66 ?x73)))
 (= (dim ?x80 1) sym_c)))))
(assert
 (= (rank (matmul in_x1 in_w1)) 2))
(assert
 (= (dim (matmul in_x1 in_w1) 0) sym_n))
(assert
 (= (dim (matmul in_x1 in_w1) 1) sym_c))
(assert
 (= (rank (add in_x1 (matmul in_x1 in_w1))) 2))
(assert
 (= (dim (add in_x1 (matmul in_x1 in_w1)) 0) sym_n))
(assert
 (= (dim (add in_x1 (matmul in_x1 in_w1)) 1) sym_c))
(assert
 (= (rank (smul (add in_x1 (matmul in_x1 in_w1)) in_s1)) 2))
(assert
 (= (dim (smul (add in_x1 (matmul in_x1 in_w1)) in_s1) 0) sym_n))
(assert
 (= (dim (smul (add in_x1 (matmul in_x1 in_w1)) in_s1) 1) sym_c))
(assert
 (let ((?x87 (matmul in_x1 in_w1)))
(let ((?x94 (add in_x1 ?x87)))
(let ((?x101 (smul ?x94 in_s1)))
(let ((?x66 (smul in_x1 in_s1)))
(let ((?x73 (matmul ?x66 in_w1)))
(let ((?x80 (add ?x66 ?x73)))
(and (distinct ?x80 ?x101) true))))))))
(check-sat)
