; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_inner, matmul_idkernel_left, matmul_idkernel_right
; z3 rlimit used: 74766
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun dim (T Int) Int)
(declare-fun concat (Int T T) T)
(declare-fun add (T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun in_w1 () T)
(declare-fun in_w2 () T)
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
 (forall ((A1 T) (A2 T) (B1 T) (B2 T) (ax Int) (_t0 Int) )(! (let ((?x66 (matmul (concat ax A1 A2) (concat _t0 B1 B2))))
 (let (($x70 (= ?x66 (add (matmul A1 B1) (matmul A2 B2)))))
 (let (($x59 (>= ax 1)))
 (let (($x61 (and (= ax (- (rank A1) 1)) (= (dim A1 ax) (dim B1 (- ax 1))) $x59 (= _t0 (- ax 1)))))
 (=> $x61 $x70))))) :pattern ( (matmul (concat ax A1 A2) (concat _t0 B1 B2)) ) :qid matmul_concat_inner))
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
 (= (rank in_w2) 2))
(assert
 (= (dim in_w2 0) sym_c))
(assert
 (= (dim in_w2 1) sym_c))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (concat 0 in_w2 (idkernel2 sym_c))) 2))
(assert
 (let ((?x116 (* 2 sym_c)))
 (let ((?x105 (idkernel2 sym_c)))
 (let ((?x112 (concat 0 in_w2 ?x105)))
 (let ((?x115 (dim ?x112 0)))
 (= ?x115 ?x116))))))
(assert
 (= (dim (concat 0 in_w2 (idkernel2 sym_c)) 1) sym_c))
(assert
 (= (rank (concat 1 (idkernel2 sym_c) in_w1)) 2))
(assert
 (= (dim (concat 1 (idkernel2 sym_c) in_w1) 0) sym_c))
(assert
 (let ((?x116 (* 2 sym_c)))
 (let ((?x105 (idkernel2 sym_c)))
 (let ((?x120 (concat 1 ?x105 in_w1)))
 (let ((?x125 (dim ?x120 1)))
 (= ?x125 ?x116))))))
(assert
 (let ((?x105 (idkernel2 sym_c)))
 (let ((?x112 (concat 0 in_w2 ?x105)))
 (let ((?x120 (concat 1 ?x105 in_w1)))
 (let ((?x127 (matmul ?x120 ?x112)))
 (= (rank ?x127) 2))))))
(assert
 (let ((?x105 (idkernel2 sym_c)))
 (let ((?x112 (concat 0 in_w2 ?x105)))
 (let ((?x120 (concat 1 ?x105 in_w1)))
 (let ((?x127 (matmul ?x120 ?x112)))
 (= (dim ?x127 0) sym_c))))))
(assert
 (let ((?x105 (idkernel2 sym_c)))
 (let ((?x112 (concat 0 in_w2 ?x105)))
 (let ((?x120 (concat 1 ?x105 in_w1)))
 (let ((?x127 (matmul ?x120 ?x112)))
 (= (dim ?x127 1) sym_c))))))
(assert
 (let ((?x116 (* 2 sym_c)))
 (>= ?x116 0)))
(assert
 (= (rank (add in_w2 in_w1)) 2))
(assert
 (= (dim (add in_w2 in_w1) 0) sym_c))
(assert
 (= (dim (add in_w2 in_w1) 1) sym_c))
(assert
 (let ((?x135 (add in_w2 in_w1)))
(let ((?x105 (idkernel2 sym_c)))
(let ((?x112 (concat 0 in_w2 ?x105)))
(let ((?x120 (concat 1 ?x105 in_w1)))
(let ((?x127 (matmul ?x120 ?x112)))
(and (distinct ?x127 ?x135) true)))))))
(check-sat)
