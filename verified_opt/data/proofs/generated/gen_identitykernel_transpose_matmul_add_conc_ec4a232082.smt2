; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, matmul_concat_inner, matmul_idkernel_right, transpose2_concat1, transpose_idkernel2
; z3 rlimit used: 113967
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
(declare-fun sym_n () Int)
(declare-fun in_x1 () T)
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
 (forall ((A1 T) (A2 T) (B1 T) (B2 T) (ax Int) (_t0 Int) )(! (let ((?x210 (concat _t0 B1 B2)))
 (let ((?x211 (matmul (concat ax A1 A2) ?x210)))
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
 (=> $x208 $x215)))))))))))))))))) :pattern ( (matmul (concat ax A1 A2) (concat _t0 B1 B2)) ) :qid matmul_concat_inner))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x252 (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x210 (concat p1 X Y)))
 (let ((?x263 (transpose2 p0 p1 ?x210)))
 (let (($x249 (= ?x263 ?x252)))
 (let (($x266 (and (>= p0 0) (>= p1 0) (= (rank X) 2) (= (rank Y) 2))))
 (=> $x266 $x249)))))) :pattern ( (transpose2 p0 p1 (concat p1 X Y)) ) :pattern ( (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat1))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (transpose2 1 0 in_x1)) 2))
(assert
 (= (dim (transpose2 1 0 in_x1) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 in_x1) 1) sym_n))
(assert
 (= (rank (matmul (transpose2 1 0 in_x1) in_x1)) 2))
(assert
 (= (dim (matmul (transpose2 1 0 in_x1) in_x1) 0) sym_c))
(assert
 (= (dim (matmul (transpose2 1 0 in_x1) in_x1) 1) sym_c))
(assert
 (let ((?x302 (transpose2 1 0 in_x1)))
 (let ((?x309 (matmul ?x302 in_x1)))
 (let ((?x255 (idkernel2 sym_c)))
 (let ((?x316 (add ?x255 ?x309)))
 (= (rank ?x316) 2))))))
(assert
 (let ((?x302 (transpose2 1 0 in_x1)))
 (let ((?x309 (matmul ?x302 in_x1)))
 (let ((?x255 (idkernel2 sym_c)))
 (let ((?x316 (add ?x255 ?x309)))
 (= (dim ?x316 0) sym_c))))))
(assert
 (let ((?x302 (transpose2 1 0 in_x1)))
 (let ((?x309 (matmul ?x302 in_x1)))
 (let ((?x255 (idkernel2 sym_c)))
 (let ((?x316 (add ?x255 ?x309)))
 (= (dim ?x316 1) sym_c))))))
(assert
 (= (rank (concat 0 in_x1 (idkernel2 sym_c))) 2))
(assert
 (let ((?x327 (+ sym_n sym_c)))
 (let ((?x255 (idkernel2 sym_c)))
 (let ((?x323 (concat 0 in_x1 ?x255)))
 (let ((?x326 (dim ?x323 0)))
 (= ?x326 ?x327))))))
(assert
 (= (dim (concat 0 in_x1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (let ((?x255 (idkernel2 sym_c)))
 (let ((?x323 (concat 0 in_x1 ?x255)))
 (let ((?x331 (transpose2 1 0 ?x323)))
 (= (rank ?x331) 2)))))
(assert
 (let ((?x255 (idkernel2 sym_c)))
 (let ((?x323 (concat 0 in_x1 ?x255)))
 (let ((?x331 (transpose2 1 0 ?x323)))
 (= (dim ?x331 0) sym_c)))))
(assert
 (let ((?x327 (+ sym_n sym_c)))
 (let ((?x255 (idkernel2 sym_c)))
 (let ((?x323 (concat 0 in_x1 ?x255)))
 (let ((?x331 (transpose2 1 0 ?x323)))
 (let ((?x336 (dim ?x331 1)))
 (= ?x336 ?x327)))))))
(assert
 (let ((?x255 (idkernel2 sym_c)))
 (let ((?x323 (concat 0 in_x1 ?x255)))
 (let ((?x331 (transpose2 1 0 ?x323)))
 (let ((?x338 (matmul ?x331 ?x323)))
 (= (rank ?x338) 2))))))
(assert
 (let ((?x255 (idkernel2 sym_c)))
 (let ((?x323 (concat 0 in_x1 ?x255)))
 (let ((?x331 (transpose2 1 0 ?x323)))
 (let ((?x338 (matmul ?x331 ?x323)))
 (= (dim ?x338 0) sym_c))))))
(assert
 (let ((?x255 (idkernel2 sym_c)))
 (let ((?x323 (concat 0 in_x1 ?x255)))
 (let ((?x331 (transpose2 1 0 ?x323)))
 (let ((?x338 (matmul ?x331 ?x323)))
 (= (dim ?x338 1) sym_c))))))
(assert
 (let ((?x255 (idkernel2 sym_c)))
(let ((?x323 (concat 0 in_x1 ?x255)))
(let ((?x331 (transpose2 1 0 ?x323)))
(let ((?x338 (matmul ?x331 ?x323)))
(let ((?x302 (transpose2 1 0 in_x1)))
(let ((?x309 (matmul ?x302 in_x1)))
(let ((?x316 (add ?x255 ?x309)))
(and (distinct ?x316 ?x338) true)))))))))
(check-sat)
