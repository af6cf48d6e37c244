; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_smul_right, smul_mul
; z3 rlimit used: 73650
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
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
 (forall ((S T) (X T) (Y T) )(! (let ((?x11 (mul X (smul Y S))))
 (let ((?x9 (smul (mul X Y) S)))
 (= ?x9 ?x11))) :pattern ( (smul (mul X Y) S) ) :pattern ( (mul X (smul Y S)) ) :qid smul_mul))
 )
(assert
 (forall ((A T) (B T) (S T) )(! (let ((?x36 (smul (matmul A B) S)))
 (let ((?x34 (matmul A (smul B S))))
 (= ?x34 ?x36))) :pattern ( (matmul A (smul B S)) ) :pattern ( (smul (matmul A B) S) ) :qid matmul_smul_right))
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
 (= (rank (smul in_w1 in_s1)) 2))
(assert
 (= (dim (smul in_w1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_w1 in_s1) 1) sym_c))
(assert
 (= (rank (matmul in_x1 (smul in_w1 in_s1))) 2))
(assert
 (= (dim (matmul in_x1 (smul in_w1 in_s1)) 0) sym_n))
(assert
 (= (dim (matmul in_x1 (smul in_w1 in_s1)) 1) sym_c))
(assert
 (= (rank (mul in_x1 (matmul in_x1 (smul in_w1 in_s1)))) 2))
(assert
 (= (dim (mul in_x1 (matmul in_x1 (smul in_w1 in_s1))) 0) sym_n))
(assert
 (= (dim (mul in_x1 (matmul in_x1 (smul in_w1 in_s1))) 1) sym_c))
(assert
 (= (rank (matmul in_x1 in_w1)) 2))
(assert
 (= (dim (matmul in_x1 in_w1) 0) sym_n))
(assert
 (= (dim (matmul in_x1 in_w1) 1) sym_c))
(assert
 (= (rank (mul in_x1 (matmul in_x1 in_w1))) 2))
(assert
 (= (dim (mul in_x1 (matmul in_x1 in_w1)) 0) sym_n))
(assert
 (= (dim (mul in_x1 (matmul in_x1 in_w1)) 1) sym_c))
(assert
 (= (rank (smul (mul in_x1 (matmul in_x1 in_w1)) in_s1)) 2))
(assert
 (= (dim (smul (mul in_x1 (matmul in_x1 in_w1)) in_s1) 0) sym_n))
(assert
 (= (dim (smul (mul in_x1 (matmul in_x1 in_w1)) in_s1) 1) sym_c))
(assert
 (let ((?x86 (matmul in_x1 in_w1)))
(let ((?x93 (mul in_x1 ?x86)))
(let ((?x100 (smul ?x93 in_s1)))
(let ((?x65 (smul in_w1 in_s1)))
(let ((?x72 (matmul in_x1 ?x65)))
(let ((?x79 (mul in_x1 ?x72)))
(and (distinct ?x79 ?x100) true))))))))
(check-sat)
