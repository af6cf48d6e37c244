; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_smul_right, smul_dist_add
; z3 rlimit used: 74077
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun smul (T T) T)
(declare-fun matmul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_w2 () T)
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x12 (add (smul X S) (smul Y S))))
 (let ((?x9 (smul (add X Y) S)))
 (= ?x9 ?x12))) :pattern ( (smul (add X Y) S) ) :pattern ( (add (smul X S) (smul Y S)) ) :qid smul_dist_add))
 )
(assert
 (forall ((A T) (B T) (S T) )(! (let ((?x37 (smul (matmul A B) S)))
 (let ((?x35 (matmul A (smul B S))))
 (= ?x35 ?x37))) :pattern ( (matmul A (smul B S)) ) :pattern ( (smul (matmul A B) S) ) :qid matmul_smul_right))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c))
(assert
 (= (rank in_w2) 2))
(assert
 (= (dim in_w2 0) sym_c))
(assert
 (= (dim in_w2 1) sym_c2))
(assert
 (= (rank (smul in_w2 in_s1)) 2))
(assert
 (= (dim (smul in_w2 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_w2 in_s1) 1) sym_c2))
(assert
 (= (rank (matmul in_w1 (smul in_w2 in_s1))) 2))
(assert
 (= (dim (matmul in_w1 (smul in_w2 in_s1)) 0) sym_c))
(assert
 (= (dim (matmul in_w1 (smul in_w2 in_s1)) 1) sym_c2))
(assert
 (let ((?x66 (smul in_w2 in_s1)))
 (let ((?x73 (matmul in_w1 ?x66)))
 (let ((?x80 (add ?x66 ?x73)))
 (= (rank ?x80) 2)))))
(assert
 (let ((?x66 (smul in_w2 in_s1)))
 (let ((?x73 (matmul in_w1 ?x66)))
 (let ((?x80 (add ?x66 ?x73)))
 (= (dim ?x80 0) sym_c)))))
(assert
 (let ((?x66 (smul in_w2 in_s1)))
 (let ((?x73 (matmul in_w1 ?x66)))
 (let ((?x80 (add ?x66 ?x73)))
 (= (dim ?x80 1) sym_c2)))))
(assert
 (= (rank (matmul in_w1 in_w2)) 2))
(assert
 (= (dim (matmul in_w1 in_w2) 0) sym_c))
(assert
 (= (dim (matmul in_w1 in_w2) 1) sym_c2))
(assert
 (= (rank (add in_w2 (matmul in_w1 in_w2))) 2))
(assert
 (= (dim (add in_w2 (matmul in_w1 in_w2)) 0) sym_c))
(assert
 (= (dim (add in_w2 (matmul in_w1 in_w2)) 1) sym_c2))
(assert
 (= (rank (smul (add in_w2 (matmul in_w1 in_w2)) in_s1)) 2))
(assert
 (= (dim (smul (add in_w2 (matmul in_w1 in_w2)) in_s1) 0) sym_c))
(assert
 (= (dim (smul (add in_w2 (matmul in_w1 in_w2)) in_s1) 1) sym_c2))
(assert
 (let ((?x87 (matmul in_w1 in_w2)))
(let ((?x94 (add in_w2 ?x87)))
(let ((?x101 (smul ?x94 in_s1)))
(let ((?x66 (smul in_w2 in_s1)))
(let ((?x73 (matmul in_w1 ?x66)))
(let ((?x80 (add ?x66 ?x73)))
(and (distinct ?x80 ?x101) true))))))))
(check-sat)
