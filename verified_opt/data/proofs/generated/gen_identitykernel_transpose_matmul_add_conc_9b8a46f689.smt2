; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, matmul_concat_inner, matmul_idkernel_right, transpose2_concat0, transpose_idkernel2
; z3 rlimit used: 113973
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun transpose2 (Int Int T) T)
(declare-fun add (T T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun in_w1 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x14 (idkernel2 c)))
 (let ((?x15 (matmul A ?x14)))
 (let (($x16 (= ?x15 A)))
 (let (($x13 (and (= (dim A 1) c) (= (rank A) 2))))
 (=> $x13 $x16))))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((c Int) )(! (let ((?x14 (idkernel2 c)))
 (let ((?x43 (transpose2 1 0 ?x14)))
 (let (($x44 (= ?x43 ?x14)))
 (=> (and (>= c 1)) $x44)))) :pattern ( (transpose2 1 0 (idkernel2 c)) ) :pattern ( (idkernel2 c) ) :qid transpose_idkernel2))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x91 (add Y X)))
 (let ((?x90 (add X Y)))
 (let (($x92 (= ?x90 ?x91)))
 (let (($x87 (= (dim X 5) (dim Y 5))))
 (let (($x81 (= (dim X 4) (dim Y 4))))
 (let (($x75 (= (dim X 3) (dim Y 3))))
 (let (($x69 (= (dim X 2) (dim Y 2))))
 (let ((?x7 (dim X 1)))
 (let (($x64 (= ?x7 (dim Y 1))))
 (let (($x60 (= (dim X 0) (dim Y 0))))
 (let (($x89 (and (= (- (rank Y) 0) (- (rank X) 0)) (=> (> (- (rank X) 0) 0) $x60) (=> (> (- (rank X) 0) 1) $x64) (=> (> (- (rank X) 0) 2) $x69) (=> (> (- (rank X) 0) 3) $x75) (=> (> (- (rank X) 0) 4) $x81) (=> (> (- (rank X) 0) 5) $x87))))
 (=> $x89 $x92)))))))))))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((A1 T) (A2 T) (B1 T) (B2 T) (ax Int) (_t0 Int) )(! (let ((?x211 (matmul (concat ax A1 A2) (concat _t0 B1 B2))))
 (let (($x215 (= ?x211 (add (matmul A1 B1) (matmul A2 B2)))))
 (let ((?x163 (dim A1 5)))
 (let (($x205 (= ?x163 (dim B2 5))))
 (let ((?x99 (rank A1)))
 (let ((?x135 (- ?x99 2)))
 (let (($x162 (> ?x135 5)))
 (let ((?x132 (rank B2)))
 (let (($x133 (>= ?x132 2)))
 (let ((?x129 (rank B1)))
 (let (($x130 (>= ?x129 2)))
 (let ((?x127 (rank A2)))
 (let (($x128 (>= ?x127 2)))
 (let (($x125 (>= ?x99 2)))
 (let (($x124 (>= ax 1)))
 (let (($x208 (and (= ax (- ?x99 1)) (= (dim A1 ax) (dim B1 (- ax 1))) $x124 $x125 $x128 $x130 $x133 (= (- ?x127 2) ?x135) (=> (> ?x135 0) (= (dim A1 0) (dim A2 0))) (=> (> ?x135 1) (= (dim A1 1) (dim A2 1))) (=> (> ?x135 2) (= (dim A1 2) (dim A2 2))) (=> (> ?x135 3) (= (dim A1 3) (dim A2 3))) (=> (> ?x135 4) (= (dim A1 4) (dim A2 4))) (=> $x162 (= ?x163 (dim A2 5))) (= (- ?x129 2) ?x135) (=> (> ?x135 0) (= (dim A1 0) (dim B1 0))) (=> (> ?x135 1) (= (dim A1 1) (dim B1 1))) (=> (> ?x135 2) (= (dim A1 2) (dim B1 2))) (=> (> ?x135 3) (= (dim A1 3) (dim B1 3))) (=> (> ?x135 4) (= (dim A1 4) (dim B1 4))) (=> $x162 (= ?x163 (dim B1 5))) (= (- ?x132 2) ?x135) (=> (> ?x135 0) (= (dim A1 0) (dim B2 0))) (=> (> ?x135 1) (= (dim A1 1) (dim B2 1))) (=> (> ?x135 2) (= (dim A1 2) (dim B2 2))) (=> (> ?x135 3) (= (dim A1 3) (dim B2 3))) (=> (> ?x135 4) (= (dim A1 4) (dim B2 4))) (=> $x162 $x205) (= _t0 (- ax 1)))))
 (=> $x208 $x215))))))))))))))))) :pattern ( (matmul (concat ax A1 A2) (concat _t0 B1 B2)) ) :qid matmul_concat_inner))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x249 (concat 0 (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x259 (transpose2 p0 p1 (concat p0 X Y))))
 (let (($x250 (= ?x259 ?x249)))
 (let (($x266 (and (>= p0 0) (>= p1 0) (= (rank X) 2) (= (rank Y) 2))))
 (=> $x266 $x250))))) :pattern ( (transpose2 p0 p1 (concat p0 X Y)) ) :pattern ( (concat 0 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat0))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c2))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (transpose2 1 0 in_w1)) 2))
(assert
 (= (dim (transpose2 1 0 in_w1) 0) sym_c2))
(assert
 (= (dim (transpose2 1 0 in_w1) 1) sym_c))
(assert
 (= (rank (matmul in_w1 (transpose2 1 0 in_w1))) 2))
(assert
 (= (dim (matmul in_w1 (transpose2 1 0 in_w1)) 0) sym_c))
(assert
 (= (dim (matmul in_w1 (transpose2 1 0 in_w1)) 1) sym_c))
(assert
 (let ((?x303 (transpose2 1 0 in_w1)))
 (let ((?x310 (matmul in_w1 ?x303)))
 (let ((?x283 (idkernel2 sym_c)))
 (let ((?x317 (add ?x283 ?x310)))
 (= (rank ?x317) 2))))))
(assert
 (let ((?x303 (transpose2 1 0 in_w1)))
 (let ((?x310 (matmul in_w1 ?x303)))
 (let ((?x283 (idkernel2 sym_c)))
 (let ((?x317 (add ?x283 ?x310)))
 (= (dim ?x317 0) sym_c))))))
(assert
 (let ((?x303 (transpose2 1 0 in_w1)))
 (let ((?x310 (matmul in_w1 ?x303)))
 (let ((?x283 (idkernel2 sym_c)))
 (let ((?x317 (add ?x283 ?x310)))
 (= (dim ?x317 1) sym_c))))))
(assert
 (= (rank (concat 1 in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (concat 1 in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (let ((?x330 (+ sym_c2 sym_c)))
 (let ((?x283 (idkernel2 sym_c)))
 (let ((?x324 (concat 1 in_w1 ?x283)))
 (let ((?x329 (dim ?x324 1)))
 (= ?x329 ?x330))))))
(assert
 (let ((?x283 (idkernel2 sym_c)))
 (let ((?x324 (concat 1 in_w1 ?x283)))
 (let ((?x332 (transpose2 1 0 ?x324)))
 (= (rank ?x332) 2)))))
(assert
 (let ((?x330 (+ sym_c2 sym_c)))
 (let ((?x283 (idkernel2 sym_c)))
 (let ((?x324 (concat 1 in_w1 ?x283)))
 (let ((?x332 (transpose2 1 0 ?x324)))
 (let ((?x335 (dim ?x332 0)))
 (= ?x335 ?x330)))))))
(assert
 (let ((?x283 (idkernel2 sym_c)))
 (let ((?x324 (concat 1 in_w1 ?x283)))
 (let ((?x332 (transpose2 1 0 ?x324)))
 (= (dim ?x332 1) sym_c)))))
(assert
 (let ((?x283 (idkernel2 sym_c)))
 (let ((?x324 (concat 1 in_w1 ?x283)))
 (let ((?x332 (transpose2 1 0 ?x324)))
 (let ((?x339 (matmul ?x324 ?x332)))
 (= (rank ?x339) 2))))))
(assert
 (let ((?x283 (idkernel2 sym_c)))
 (let ((?x324 (concat 1 in_w1 ?x283)))
 (let ((?x332 (transpose2 1 0 ?x324)))
 (let ((?x339 (matmul ?x324 ?x332)))
 (= (dim ?x339 0) sym_c))))))
(assert
 (let ((?x283 (idkernel2 sym_c)))
 (let ((?x324 (concat 1 in_w1 ?x283)))
 (let ((?x332 (transpose2 1 0 ?x324)))
 (let ((?x339 (matmul ?x324 ?x332)))
 (= (dim ?x339 1) sym_c))))))
(assert
 (let ((?x283 (idkernel2 sym_c)))
(let ((?x324 (concat 1 in_w1 ?x283)))
(let ((?x332 (transpose2 1 0 ?x324)))
(let ((?x339 (matmul ?x324 ?x332)))
(let ((?x303 (transpose2 1 0 in_w1)))
(let ((?x310 (matmul in_w1 ?x303)))
(let ((?x317 (add ?x283 ?x310)))
(and (distinct ?x317 ?x339) true)))))))))
(check-sat)
