; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_smul_left, smul_mul
; z3 rlimit used: 73650
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
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
 (= (rank (smul in_w1 in_s1)) 2))
(assert
 (= (dim (smul in_w1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_w1 in_s1) 1) sym_c))
(assert
 (= (rank (matmul (smul in_w1 in_s1) in_w2)) 2))
(assert
 (= (dim (matmul (smul in_w1 in_s1) in_w2) 0) sym_c))
(assert
 (= (dim (matmul (smul in_w1 in_s1) in_w2) 1) sym_c2))
(assert
 (= (rank (mul in_w2 (matmul (smul in_w1 in_s1) in_w2))) 2))
(assert
 (= (dim (mul in_w2 (matmul (smul in_w1 in_s1) in_w2)) 0) sym_c))
(assert
 (= (dim (mul in_w2 (matmul (smul in_w1 in_s1) in_w2)) 1) sym_c2))
(assert
 (= (rank (matmul in_w1 in_w2)) 2))
(assert
 (= (dim (matmul in_w1 in_w2) 0) sym_c))
(assert
 (= (dim (matmul in_w1 in_w2) 1) sym_c2))
(assert
 (= (rank (mul in_w2 (matmul in_w1 in_w2))) 2))
(assert
 (= (dim (mul in_w2 (matmul in_w1 in_w2)) 0) sym_c))
(assert
 (= (dim (mul in_w2 (matmul in_w1 in_w2)) 1) sym_c2))
(assert
 (= (rank (smul (mul in_w2 (matmul in_w1 in_w2)) in_s1)) 2))
(assert
 (= (dim (smul (mul in_w2 (matmul in_w1 in_w2)) in_s1) 0) sym_c))
(assert
 (= (dim (smul (mul in_w2 (matmul in_w1 in_w2)) in_s1) 1) sym_c2))
(assert
 (let ((?x86 (matmul in_w1 in_w2)))
(let ((?x93 (mul in_w2 ?x86)))
(let ((?x100 (smul ?x93 in_s1)))
(let ((?x65 (smul in_w1 in_s1)))
(let ((?x72 (matmul ?x65 in_w2)))
(let ((?x79 (mul in_w2 ?x72)))
(and (distinct ?x79 ?x100) true))))))))
(check-sat)
