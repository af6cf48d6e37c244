; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_assoc, matmul_dist_left, matmul_dist_right, matmul_idkernel_left, matmul_idkernel_right
; z3 rlimit used: 75677
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun sym_c () Int)
(declare-fun rank (T) Int)
(declare-fun in_w1 () T)
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
 (forall ((A T) (B T) (C T) )(! (let ((?x53 (matmul B C)))
 (let ((?x54 (matmul A ?x53)))
 (let ((?x50 (matmul A B)))
 (let ((?x52 (matmul ?x50 C)))
 (= ?x52 ?x54))))) :pattern ( (matmul (matmul A B) C) ) :pattern ( (matmul A (matmul B C)) ) :qid matmul_assoc))
 )
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x61 (matmul A C)))
 (let ((?x50 (matmul A B)))
 (let ((?x62 (add ?x50 ?x61)))
 (let ((?x60 (matmul A (add B C))))
 (= ?x60 ?x62))))) :pattern ( (matmul A (add B C)) ) :pattern ( (add (matmul A B) (matmul A C)) ) :qid matmul_dist_right))
 )
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x53 (matmul B C)))
 (let ((?x61 (matmul A C)))
 (let ((?x69 (add ?x61 ?x53)))
 (let ((?x68 (matmul (add A B) C)))
 (= ?x68 ?x69))))) :pattern ( (matmul (add A B) C) ) :pattern ( (add (matmul A C) (matmul B C)) ) :qid matmul_dist_left))
 )
(assert
 (>= sym_c 1))
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
 (= (rank (add in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (add in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (= (dim (add in_w1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (= (rank (matmul in_w1 (add in_w1 (idkernel2 sym_c)))) 2))
(assert
 (= (dim (matmul in_w1 (add in_w1 (idkernel2 sym_c))) 0) sym_c))
(assert
 (= (dim (matmul in_w1 (add in_w1 (idkernel2 sym_c))) 1) sym_c))
(assert
 (let ((?x84 (idkernel2 sym_c)))
 (let ((?x91 (add in_w1 ?x84)))
 (let ((?x98 (matmul in_w1 ?x91)))
 (let ((?x105 (matmul ?x91 ?x98)))
 (= (rank ?x105) 2))))))
(assert
 (let ((?x84 (idkernel2 sym_c)))
 (let ((?x91 (add in_w1 ?x84)))
 (let ((?x98 (matmul in_w1 ?x91)))
 (let ((?x105 (matmul ?x91 ?x98)))
 (= (dim ?x105 0) sym_c))))))
(assert
 (let ((?x84 (idkernel2 sym_c)))
 (let ((?x91 (add in_w1 ?x84)))
 (let ((?x98 (matmul in_w1 ?x91)))
 (let ((?x105 (matmul ?x91 ?x98)))
 (= (dim ?x105 1) sym_c))))))
(assert
 (let ((?x84 (idkernel2 sym_c)))
 (let ((?x91 (add in_w1 ?x84)))
 (let ((?x98 (matmul in_w1 ?x91)))
 (let ((?x112 (matmul ?x98 ?x91)))
 (= (rank ?x112) 2))))))
(assert
 (let ((?x84 (idkernel2 sym_c)))
 (let ((?x91 (add in_w1 ?x84)))
 (let ((?x98 (matmul in_w1 ?x91)))
 (let ((?x112 (matmul ?x98 ?x91)))
 (= (dim ?x112 0) sym_c))))))
(assert
 (let ((?x84 (idkernel2 sym_c)))
 (let ((?x91 (add in_w1 ?x84)))
 (let ((?x98 (matmul in_w1 ?x91)))
 (let ((?x112 (matmul ?x98 ?x91)))
 (= (dim ?x112 1) sym_c))))))
(assert
 (let ((?x84 (idkernel2 sym_c)))
(let ((?x91 (add in_w1 ?x84)))
(let ((?x98 (matmul in_w1 ?x91)))
(let ((?x112 (matmul ?x98 ?x91)))
(let ((?x105 (matmul ?x91 ?x98)))
(and (distinct ?x105 ?x112) true)))))))
(check-sat)
