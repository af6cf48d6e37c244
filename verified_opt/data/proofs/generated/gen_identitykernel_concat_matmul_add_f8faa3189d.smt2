; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, matmul_concat_inner, matmul_idkernel_left, matmul_idkernel_right
; z3 rlimit used: 113448
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun in_w1 () T)
(declare-fun in_w2 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x14 (idkernel2 c)))
 (let ((?x15 (matmul A ?x14)))
 (let (($x16 (= ?x15 A)))
 (let ((?x10 (rank A)))
 (let (($x12 (= ?x10 2)))
 (let (($x13 (and (= (dim A 1) c) $x12)))
 (=> $x13 $x16))))))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((A T) (c Int) )(! (let ((?x14 (idkernel2 c)))
 (let ((?x44 (matmul ?x14 A)))
 (let (($x45 (= ?x44 A)))
 (let ((?x10 (rank A)))
 (let (($x12 (= ?x10 2)))
 (let (($x43 (and (= (dim A 0) c) $x12)))
 (=> $x43 $x45))))))) :pattern ( (matmul (idkernel2 c) A) ) :qid matmul_idkernel_left))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x90 (add Y X)))
 (let ((?x89 (add X Y)))
 (let (($x91 (= ?x89 ?x90)))
 (let (($x86 (= (dim X 5) (dim Y 5))))
 (let (($x80 (= (dim X 4) (dim Y 4))))
 (let (($x74 (= (dim X 3) (dim Y 3))))
 (let (($x68 (= (dim X 2) (dim Y 2))))
 (let ((?x7 (dim X 1)))
 (let (($x63 (= ?x7 (dim Y 1))))
 (let ((?x41 (dim X 0)))
 (let (($x59 (= ?x41 (dim Y 0))))
 (let (($x88 (and (= (- (rank Y) 0) (- (rank X) 0)) (=> (> (- (rank X) 0) 0) $x59) (=> (> (- (rank X) 0) 1) $x63) (=> (> (- (rank X) 0) 2) $x68) (=> (> (- (rank X) 0) 3) $x74) (=> (> (- (rank X) 0) 4) $x80) (=> (> (- (rank X) 0) 5) $x86))))
 (=> $x88 $x91))))))))))))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((A1 T) (A2 T) (B1 T) (B2 T) (ax Int) (_t0 Int) )(! (let ((?x210 (matmul (concat ax A1 A2) (concat _t0 B1 B2))))
 (let (($x214 (= ?x210 (add (matmul A1 B1) (matmul A2 B2)))))
 (let ((?x162 (dim A1 5)))
 (let (($x204 (= ?x162 (dim B2 5))))
 (let ((?x110 (rank A1)))
 (let ((?x134 (- ?x110 2)))
 (let (($x161 (> ?x134 5)))
 (let ((?x131 (rank B2)))
 (let (($x132 (>= ?x131 2)))
 (let ((?x128 (rank B1)))
 (let (($x129 (>= ?x128 2)))
 (let ((?x126 (rank A2)))
 (let (($x127 (>= ?x126 2)))
 (let (($x124 (>= ?x110 2)))
 (let (($x123 (>= ax 1)))
 (let (($x207 (and (= ax (- ?x110 1)) (= (dim A1 ax) (dim B1 (- ax 1))) $x123 $x124 $x127 $x129 $x132 (= (- ?x126 2) ?x134) (=> (> ?x134 0) (= (dim A1 0) (dim A2 0))) (=> (> ?x134 1) (= (dim A1 1) (dim A2 1))) (=> (> ?x134 2) (= (dim A1 2) (dim A2 2))) (=> (> ?x134 3) (= (dim A1 3) (dim A2 3))) (=> (> ?x134 4) (= (dim A1 4) (dim A2 4))) (=> $x161 (= ?x162 (dim A2 5))) (= (- ?x128 2) ?x134) (=> (> ?x134 0) (= (dim A1 0) (dim B1 0))) (=> (> ?x134 1) (= (dim A1 1) (dim B1 1))) (=> (> ?x134 2) (= (dim A1 2) (dim B1 2))) (=> (> ?x134 3) (= (dim A1 3) (dim B1 3))) (=> (> ?x134 4) (= (dim A1 4) (dim B1 4))) (=> $x161 (= ?x162 (dim B1 5))) (= (- ?x131 2) ?x134) (=> (> ?x134 0) (= (dim A1 0) (dim B2 0))) (=> (> ?x134 1) (= (dim A1 1) (dim B2 1))) (=> (> ?x134 2) (= (dim A1 2) (dim B2 2))) (=> (> ?x134 3) (= (dim A1 3) (dim B2 3))) (=> (> ?x134 4) (= (dim A1 4) (dim B2 4))) (=> $x161 $x204) (= _t0 (- ax 1)))))
 (=> $x207 $x214))))))))))))))))) :pattern ( (matmul (concat ax A1 A2) (concat _t0 B1 B2)) ) :qid matmul_concat_inner))
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
 (= (rank (concat 0 (idkernel2 sym_c) in_w2)) 2))
(assert
 (let ((?x253 (* 2 sym_c)))
 (let ((?x243 (idkernel2 sym_c)))
 (let ((?x271 (concat 0 ?x243 in_w2)))
 (let ((?x239 (dim ?x271 0)))
 (= ?x239 ?x253))))))
(assert
 (= (dim (concat 0 (idkernel2 sym_c) in_w2) 1) sym_c))
(assert
 (= (rank (concat 1 in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (concat 1 in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (let ((?x253 (* 2 sym_c)))
 (let ((?x243 (idkernel2 sym_c)))
 (let ((?x233 (concat 1 in_w1 ?x243)))
 (let ((?x303 (dim ?x233 1)))
 (= ?x303 ?x253))))))
(assert
 (let ((?x243 (idkernel2 sym_c)))
 (let ((?x271 (concat 0 ?x243 in_w2)))
 (let ((?x233 (concat 1 in_w1 ?x243)))
 (let ((?x305 (matmul ?x233 ?x271)))
 (= (rank ?x305) 2))))))
(assert
 (let ((?x243 (idkernel2 sym_c)))
 (let ((?x271 (concat 0 ?x243 in_w2)))
 (let ((?x233 (concat 1 in_w1 ?x243)))
 (let ((?x305 (matmul ?x233 ?x271)))
 (= (dim ?x305 0) sym_c))))))
(assert
 (let ((?x243 (idkernel2 sym_c)))
 (let ((?x271 (concat 0 ?x243 in_w2)))
 (let ((?x233 (concat 1 in_w1 ?x243)))
 (let ((?x305 (matmul ?x233 ?x271)))
 (= (dim ?x305 1) sym_c))))))
(assert
 (let ((?x253 (* 2 sym_c)))
 (>= ?x253 0)))
(assert
 (= (rank (add in_w2 in_w1)) 2))
(assert
 (= (dim (add in_w2 in_w1) 0) sym_c))
(assert
 (= (dim (add in_w2 in_w1) 1) sym_c))
(assert
 (let ((?x313 (add in_w2 in_w1)))
(let ((?x243 (idkernel2 sym_c)))
(let ((?x271 (concat 0 ?x243 in_w2)))
(let ((?x233 (concat 1 in_w1 ?x243)))
(let ((?x305 (matmul ?x233 ?x271)))
(and (distinct ?x305 ?x313) true)))))))
(check-sat)
