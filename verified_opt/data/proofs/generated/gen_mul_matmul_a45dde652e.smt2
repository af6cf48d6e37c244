; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_smul_left, smul_mul
; z3 rlimit used: 73771
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun smul (T T) T)
(declare-fun matmul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x11 (mul X (smul Y S))))
 (let ((?x9 (smul (mul X Y) S)))
 (= ?x9 ?x11))) :pattern ( (smul (mul X Y) S) ) :pattern ( (mul X (smul Y S)) ) :qid smul_mul))
 )
(assert
 (forall ((A T) (B T) (S T) )(! (let ((?x36 (smul (matmul A B) S)))
 (let ((?x34 (matmul (smul A S) B)))
 (= ?x34 ?x36))) :pattern ( (matmul (smul A S) B) ) :pattern ( (smul (matmul A B) S) ) :qid matmul_smul_left))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c2))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank in_x2) 2))
(assert
 (= (dim in_x2 0) sym_n))
(assert
 (= (dim in_x2 1) sym_c2))
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
 (= (dim (matmul (smul in_x1 in_s1) in_w1) 1) sym_c2))
(assert
 (= (rank (mul in_x2 (matmul (smul in_x1 in_s1) in_w1))) 2))
(assert
 (= (dim (mul in_x2 (matmul (smul in_x1 in_s1) in_w1)) 0) sym_n))
(assert
 (= (dim (mul in_x2 (matmul (smul in_x1 in_s1) in_w1)) 1) sym_c2))
(assert
 (= (rank (matmul in_x1 in_w1)) 2))
(assert
 (= (dim (matmul in_x1 in_w1) 0) sym_n))
(assert
 (= (dim (matmul in_x1 in_w1) 1) sym_c2))
(assert
 (= (rank (mul in_x2 (matmul in_x1 in_w1))) 2))
(assert
 (= (dim (mul in_x2 (matmul in_x1 in_w1)) 0) sym_n))
(assert
 (= (dim (mul in_x2 (matmul in_x1 in_w1)) 1) sym_c2))
(assert
 (= (rank (smul (mul in_x2 (matmul in_x1 in_w1)) in_s1)) 2))
(assert
 (= (dim (smul (mul in_x2 (matmul in_x1 in_w1)) in_s1) 0) sym_n))
(assert
 (= (dim (smul (mul in_x2 (matmul in_x1 in_w1)) in_s1) 1) sym_c2))
(assert
 (let ((?x95 (matmul in_x1 in_w1)))
(let ((?x102 (mul in_x2 ?x95)))
(let ((?x109 (smul ?x102 in_s1)))
(let ((?x74 (smul in_x1 in_s1)))
(let ((?x81 (matmul ?x74 in_w1)))
(let ((?x88 (mul in_x2 ?x81)))
(and (distinct ?x88 ?x109) true))))))))
(check-sat)
