; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_idkernel_left, matmul_idkernel_right, matmul_smul_left, matmul_smul_right
; z3 rlimit used: 75170
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun rank (T) Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(declare-fun add (T T) T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x11 (idkernel2 c)))
 (let ((?x12 (matmul A ?x11)))
 (let (($x13 (= ?x12 A)))
 (=> (and (= (dim A 1) c)) $x13)))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((A T) (c Int) )(! (let ((?x11 (idkernel2 c)))
 (let ((?x41 (matmul ?x11 A)))
 (let (($x42 (= ?x41 A)))
 (=> (and (= (dim A 0) c)) $x42)))) :pattern ( (matmul (idkernel2 c) A) ) :qid matmul_idkernel_left))
 )
(assert
 (forall ((A T) (B T) (S T) )(! (let ((?x54 (smul (matmul A B) S)))
 (let ((?x52 (matmul (smul A S) B)))
 (= ?x52 ?x54))) :pattern ( (matmul (smul A S) B) ) :pattern ( (smul (matmul A B) S) ) :qid matmul_smul_left))
 )
(assert
 (forall ((A T) (B T) (S T) )(! (let ((?x54 (smul (matmul A B) S)))
 (let ((?x60 (matmul A (smul B S))))
 (= ?x60 ?x54))) :pattern ( (matmul A (smul B S)) ) :pattern ( (smul (matmul A B) S) ) :qid matmul_smul_right))
 )
(assert
 (>= sym_c 1))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (smul (idkernel2 sym_c) in_s1)) 2))
(assert
 (= (dim (smul (idkernel2 sym_c) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel2 sym_c) in_s1) 1) sym_c))
(assert
 (= (rank (add in_w1 (smul (idkernel2 sym_c) in_s1))) 2))
(assert
 (= (dim (add in_w1 (smul (idkernel2 sym_c) in_s1)) 0) sym_c))
(assert
 (= (dim (add in_w1 (smul (idkernel2 sym_c) in_s1)) 1) sym_c))
(assert
 (let ((?x77 (idkernel2 sym_c)))
 (let ((?x84 (smul ?x77 in_s1)))
 (let ((?x91 (add in_w1 ?x84)))
 (let ((?x98 (matmul ?x91 ?x84)))
 (= (rank ?x98) 2))))))
(assert
 (let ((?x77 (idkernel2 sym_c)))
 (let ((?x84 (smul ?x77 in_s1)))
 (let ((?x91 (add in_w1 ?x84)))
 (let ((?x98 (matmul ?x91 ?x84)))
 (= (dim ?x98 0) sym_c))))))
(assert
 (let ((?x77 (idkernel2 sym_c)))
 (let ((?x84 (smul ?x77 in_s1)))
 (let ((?x91 (add in_w1 ?x84)))
 (let ((?x98 (matmul ?x91 ?x84)))
 (= (dim ?x98 1) sym_c))))))
(assert
 (let ((?x77 (idkernel2 sym_c)))
 (let ((?x84 (smul ?x77 in_s1)))
 (let ((?x91 (add in_w1 ?x84)))
 (let ((?x105 (matmul ?x84 ?x91)))
 (= (rank ?x105) 2))))))
(assert
 (let ((?x77 (idkernel2 sym_c)))
 (let ((?x84 (smul ?x77 in_s1)))
 (let ((?x91 (add in_w1 ?x84)))
 (let ((?x105 (matmul ?x84 ?x91)))
 (= (dim ?x105 0) sym_c))))))
(assert
 (let ((?x77 (idkernel2 sym_c)))
 (let ((?x84 (smul ?x77 in_s1)))
 (let ((?x91 (add in_w1 ?x84)))
 (let ((?x105 (matmul ?x84 ?x91)))
 (= (dim ?x105 1) sym_c))))))
(assert
 (let ((?x77 (idkernel2 sym_c)))
(let ((?x84 (smul ?x77 in_s1)))
(let ((?x91 (add in_w1 ?x84)))
(let ((?x105 (matmul ?x84 ?x91)))
(let ((?x98 (matmul ?x91 ?x84)))
(and (distinct ?x98 ?x105) true)))))))
(check-sat)
