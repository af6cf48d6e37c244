; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, matmul_concat_inner, matmul_idkernel_left, matmul_idkernel_right
; typing used: matmul
; z3 rlimit used: 92818
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
 (forall ((X T) (Y T) )(! (let ((?x100 (add Y X)))
 (let ((?x99 (add X Y)))
 (let (($x101 (= ?x99 ?x100)))
 (let (($x97 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x90 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x83 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x76 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x70 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x64 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let (($x98 (and (= (- (- (rank Y) 0) 0) (- (- (rank X) 0) 0)) $x64 $x70 $x76 $x83 $x90 $x97)))
 (=> $x98 $x101))))))))))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((A1 T) (A2 T) (B1 T) (B2 T) (ax Int) (_t0 Int) )(! (let ((?x240 (matmul (concat ax A1 A2) (concat _t0 B1 B2))))
 (let (($x244 (= ?x240 (add (matmul A1 B1) (matmul A2 B2)))))
 (let ((?x151 (- (- (rank A1) 2) 0)))
 (let (($x193 (> ?x151 5)))
 (let (($x188 (> ?x151 4)))
 (let (($x183 (> ?x151 3)))
 (let (($x178 (> ?x151 2)))
 (let (($x173 (> ?x151 1)))
 (let (($x168 (> ?x151 0)))
 (let (($x149 (>= ax 1)))
 (let (($x237 (and (= ax (- (rank A1) 1)) (= (dim A1 ax) (dim B1 (- ax 1))) $x149 (>= ?x151 0) (>= (- (- (rank A2) 2) 0) 0) (>= (- (- (rank B1) 2) 0) 0) (>= (- (- (rank B2) 2) 0) 0) (= (- (- (rank A2) 2) 0) ?x151) (=> $x168 (= (dim A1 (+ 0 0)) (dim A2 (+ 0 0)))) (=> $x173 (= (dim A1 (+ 0 1)) (dim A2 (+ 0 1)))) (=> $x178 (= (dim A1 (+ 0 2)) (dim A2 (+ 0 2)))) (=> $x183 (= (dim A1 (+ 0 3)) (dim A2 (+ 0 3)))) (=> $x188 (= (dim A1 (+ 0 4)) (dim A2 (+ 0 4)))) (=> $x193 (= (dim A1 (+ 0 5)) (dim A2 (+ 0 5)))) (= (- (- (rank B1) 2) 0) ?x151) (=> $x168 (= (dim A1 (+ 0 0)) (dim B1 (+ 0 0)))) (=> $x173 (= (dim A1 (+ 0 1)) (dim B1 (+ 0 1)))) (=> $x178 (= (dim A1 (+ 0 2)) (dim B1 (+ 0 2)))) (=> $x183 (= (dim A1 (+ 0 3)) (dim B1 (+ 0 3)))) (=> $x188 (= (dim A1 (+ 0 4)) (dim B1 (+ 0 4)))) (=> $x193 (= (dim A1 (+ 0 5)) (dim B1 (+ 0 5)))) (= (- (- (rank B2) 2) 0) ?x151) (=> $x168 (= (dim A1 (+ 0 0)) (dim B2 (+ 0 0)))) (=> $x173 (= (dim A1 (+ 0 1)) (dim B2 (+ 0 1)))) (=> $x178 (= (dim A1 (+ 0 2)) (dim B2 (+ 0 2)))) (=> $x183 (= (dim A1 (+ 0 3)) (dim B2 (+ 0 3)))) (=> $x188 (= (dim A1 (+ 0 4)) (dim B2 (+ 0 4)))) (=> $x193 (= (dim A1 (+ 0 5)) (dim B2 (+ 0 5)))) (= _t0 (- ax 1)))))
 (=> $x237 $x244)))))))))))) :pattern ( (matmul (concat ax A1 A2) (concat _t0 B1 B2)) ) :qid matmul_concat_inner))
 )
(assert
 (forall ((t0 T) (t1 T) )(! (let ((?x137 (dim t0 5)))
 (let ((?x138 (dim t1 5)))
 (let ((?x265 (matmul t0 t1)))
 (let ((?x396 (dim ?x265 5)))
 (let (($x400 (=> (> (rank t0) 5) (= ?x396 (ite (= (- (rank t0) 1) 5) ?x138 ?x137)))))
 (let ((?x131 (dim t0 4)))
 (let ((?x132 (dim t1 4)))
 (let ((?x390 (dim ?x265 4)))
 (let (($x394 (=> (> (rank t0) 4) (= ?x390 (ite (= (- (rank t0) 1) 4) ?x132 ?x131)))))
 (let ((?x125 (dim t0 3)))
 (let ((?x126 (dim t1 3)))
 (let ((?x384 (dim ?x265 3)))
 (let (($x388 (=> (> (rank t0) 3) (= ?x384 (ite (= (- (rank t0) 1) 3) ?x126 ?x125)))))
 (let ((?x119 (dim t0 2)))
 (let ((?x120 (dim t1 2)))
 (let ((?x378 (dim ?x265 2)))
 (let (($x382 (=> (> (rank t0) 2) (= ?x378 (ite (= (- (rank t0) 1) 2) ?x120 ?x119)))))
 (let ((?x7 (dim t0 1)))
 (let ((?x114 (dim t1 1)))
 (let ((?x301 (dim ?x265 1)))
 (let (($x376 (=> (> (rank t0) 1) (= ?x301 (ite (= (- (rank t0) 1) 1) ?x114 ?x7)))))
 (let ((?x41 (dim t0 0)))
 (let ((?x109 (dim t1 0)))
 (let ((?x267 (dim ?x265 0)))
 (let (($x303 (=> (> (rank t0) 0) (= ?x267 (ite (= (- (rank t0) 1) 0) ?x109 ?x41)))))
 (let ((?x10 (rank t0)))
 (let (($x264 (= (rank ?x265) ?x10)))
 (let ((?x53 (rank t1)))
 (let (($x106 (= ?x53 ?x10)))
 (let (($x261 (>= ?x10 2)))
 (let (($x285 (and $x261 $x106 (= (dim t0 (- ?x10 1)) (dim t1 (- ?x10 2))) (=> (> (- ?x10 2) 0) (= ?x41 ?x109)) (=> (> (- ?x10 2) 1) (= ?x7 ?x114)) (=> (> (- ?x10 2) 2) (= ?x119 ?x120)) (=> (> (- ?x10 2) 3) (= ?x125 ?x126)) (=> (> (- ?x10 2) 4) (= ?x131 ?x132)) (=> (> (- ?x10 2) 5) (= ?x137 ?x138)))))
 (and (=> $x285 (and $x264 $x303 $x376 $x382 $x388 $x394 $x400)))))))))))))))))))))))))))))))))) :pattern ( (matmul t0 t1) ) :qid type!matmul))
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
 (= (rank (concat 0 in_w2 in_w1)) 2))
(assert
 (let ((?x475 (* 2 sym_c)))
 (let ((?x438 (concat 0 in_w2 in_w1)))
 (let ((?x474 (dim ?x438 0)))
 (= ?x474 ?x475)))))
(assert
 (= (dim (concat 0 in_w2 in_w1) 1) sym_c))
(assert
 (= (rank (concat 1 (idkernel2 sym_c) in_w1)) 2))
(assert
 (= (dim (concat 1 (idkernel2 sym_c) in_w1) 0) sym_c))
(assert
 (let ((?x475 (* 2 sym_c)))
 (let ((?x416 (idkernel2 sym_c)))
 (let ((?x479 (concat 1 ?x416 in_w1)))
 (let ((?x484 (dim ?x479 1)))
 (= ?x484 ?x475))))))
(assert
 (let ((?x438 (concat 0 in_w2 in_w1)))
 (let ((?x416 (idkernel2 sym_c)))
 (let ((?x479 (concat 1 ?x416 in_w1)))
 (let ((?x486 (matmul ?x479 ?x438)))
 (= (rank ?x486) 2))))))
(assert
 (let ((?x438 (concat 0 in_w2 in_w1)))
 (let ((?x416 (idkernel2 sym_c)))
 (let ((?x479 (concat 1 ?x416 in_w1)))
 (let ((?x486 (matmul ?x479 ?x438)))
 (= (dim ?x486 0) sym_c))))))
(assert
 (let ((?x438 (concat 0 in_w2 in_w1)))
 (let ((?x416 (idkernel2 sym_c)))
 (let ((?x479 (concat 1 ?x416 in_w1)))
 (let ((?x486 (matmul ?x479 ?x438)))
 (= (dim ?x486 1) sym_c))))))
(assert
 (let ((?x475 (* 2 sym_c)))
 (>= ?x475 0)))
(assert
 (= (rank (concat 0 in_w1 (idkernel2 sym_c))) 2))
(assert
 (let ((?x475 (* 2 sym_c)))
 (let ((?x416 (idkernel2 sym_c)))
 (let ((?x494 (concat 0 in_w1 ?x416)))
 (let ((?x497 (dim ?x494 0)))
 (= ?x497 ?x475))))))
(assert
 (= (dim (concat 0 in_w1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (= (rank (concat 1 in_w1 in_w2)) 2))
(assert
 (= (dim (concat 1 in_w1 in_w2) 0) sym_c))
(assert
 (let ((?x475 (* 2 sym_c)))
 (let ((?x501 (concat 1 in_w1 in_w2)))
 (let ((?x506 (dim ?x501 1)))
 (= ?x506 ?x475)))))
(assert
 (let ((?x416 (idkernel2 sym_c)))
 (let ((?x494 (concat 0 in_w1 ?x416)))
 (let ((?x501 (concat 1 in_w1 in_w2)))
 (let ((?x508 (matmul ?x501 ?x494)))
 (= (rank ?x508) 2))))))
(assert
 (let ((?x416 (idkernel2 sym_c)))
 (let ((?x494 (concat 0 in_w1 ?x416)))
 (let ((?x501 (concat 1 in_w1 in_w2)))
 (let ((?x508 (matmul ?x501 ?x494)))
 (= (dim ?x508 0) sym_c))))))
(assert
 (let ((?x416 (idkernel2 sym_c)))
 (let ((?x494 (concat 0 in_w1 ?x416)))
 (let ((?x501 (concat 1 in_w1 in_w2)))
 (let ((?x508 (matmul ?x501 ?x494)))
 (= (dim ?x508 1) sym_c))))))
(assert
 (let ((?x416 (idkernel2 sym_c)))
(let ((?x494 (concat 0 in_w1 ?x416)))
(let ((?x501 (concat 1 in_w1 in_w2)))
(let ((?x508 (matmul ?x501 ?x494)))
(let ((?x438 (concat 0 in_w2 in_w1)))
(let ((?x479 (concat 1 ?x416 in_w1)))
(let ((?x486 (matmul ?x479 ?x438)))
(and (distinct ?x486 ?x508) true)))))))))
(check-sat)
