; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_inner, matmul_diagonals, mul_idkernel2_idem, transpose2_concat1, transpose_idkernel2
; z3 rlimit used: 31977
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun idkernel2 (Int) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun mul (T T) T)
(declare-fun matmul (T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun concat (Int T T) T)
(declare-fun add (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun in_x1 () T)
(assert
 (forall ((c Int) )(! (let ((?x10 (idkernel2 c)))
 (let ((?x11 (transpose2 1 0 ?x10)))
 (let (($x12 (= ?x11 ?x10)))
 (let (($x7 (>= c 1)))
 (let (($x8 (and $x7)))
 (=> $x8 $x12)))))) :pattern ( (transpose2 1 0 (idkernel2 c)) ) :pattern ( (idkernel2 c) ) :qid transpose_idkernel2))
 )
(assert
 (forall ((c Int) )(! (let ((?x10 (idkernel2 c)))
 (let ((?x37 (mul ?x10 ?x10)))
 (let (($x38 (= ?x37 ?x10)))
 (let (($x7 (>= c 1)))
 (let (($x8 (and $x7)))
 (=> $x8 $x38)))))) :pattern ( (mul (idkernel2 c) (idkernel2 c)) ) :pattern ( (idkernel2 c) ) :qid mul_idkernel2_idem))
 )
(assert
 (forall ((X T) (Y T) (c Int) )(! (let ((?x10 (idkernel2 c)))
 (let ((?x64 (mul (mul X Y) ?x10)))
 (let ((?x62 (matmul (mul X ?x10) (mul Y ?x10))))
 (let (($x65 (= ?x62 ?x64)))
 (let ((?x54 (rank X)))
 (let (($x56 (= ?x54 2)))
 (let (($x59 (and (= (dim X 0) c) (= (dim X 1) c) (= (dim Y 0) c) (= (dim Y 1) c) $x56 (= (rank Y) 2))))
 (=> $x59 $x65)))))))) :pattern ( (matmul (mul X (idkernel2 c)) (mul Y (idkernel2 c))) ) :pattern ( (mul (mul X Y) (idkernel2 c)) ) :qid matmul_diagonals))
 )
(assert
 (forall ((A1 T) (A2 T) (B1 T) (B2 T) (ax Int) (_t0 Int) )(! (let ((?x180 (concat _t0 B1 B2)))
 (let ((?x181 (matmul (concat ax A1 A2) ?x180)))
 (let (($x185 (= ?x181 (add (matmul A1 B1) (matmul A2 B2)))))
 (let ((?x85 (- (- (rank A1) 2) 0)))
 (let (($x133 (> ?x85 5)))
 (let (($x126 (> ?x85 4)))
 (let (($x119 (> ?x85 3)))
 (let (($x112 (> ?x85 2)))
 (let (($x106 (> ?x85 1)))
 (let (($x100 (> ?x85 0)))
 (let (($x83 (>= ax 1)))
 (let (($x178 (and (= ax (- (rank A1) 1)) (= (dim A1 ax) (dim B1 (- ax 1))) $x83 (>= ?x85 0) (>= (- (- (rank A2) 2) 0) 0) (>= (- (- (rank B1) 2) 0) 0) (>= (- (- (rank B2) 2) 0) 0) (= (- (- (rank A2) 2) 0) ?x85) (=> $x100 (= (dim A1 (+ 0 0)) (dim A2 (+ 0 0)))) (=> $x106 (= (dim A1 (+ 0 1)) (dim A2 (+ 0 1)))) (=> $x112 (= (dim A1 (+ 0 2)) (dim A2 (+ 0 2)))) (=> $x119 (= (dim A1 (+ 0 3)) (dim A2 (+ 0 3)))) (=> $x126 (= (dim A1 (+ 0 4)) (dim A2 (+ 0 4)))) (=> $x133 (= (dim A1 (+ 0 5)) (dim A2 (+ 0 5)))) (= (- (- (rank B1) 2) 0) ?x85) (=> $x100 (= (dim A1 (+ 0 0)) (dim B1 (+ 0 0)))) (=> $x106 (= (dim A1 (+ 0 1)) (dim B1 (+ 0 1)))) (=> $x112 (= (dim A1 (+ 0 2)) (dim B1 (+ 0 2)))) (=> $x119 (= (dim A1 (+ 0 3)) (dim B1 (+ 0 3)))) (=> $x126 (= (dim A1 (+ 0 4)) (dim B1 (+ 0 4)))) (=> $x133 (= (dim A1 (+ 0 5)) (dim B1 (+ 0 5)))) (= (- (- (rank B2) 2) 0) ?x85) (=> $x100 (= (dim A1 (+ 0 0)) (dim B2 (+ 0 0)))) (=> $x106 (= (dim A1 (+ 0 1)) (dim B2 (+ 0 1)))) (=> $x112 (= (dim A1 (+ 0 2)) (dim B2 (+ 0 2)))) (=> $x119 (= (dim A1 (+ 0 3)) (dim B2 (+ 0 3)))) (=> $x126 (= (dim A1 (+ 0 4)) (dim B2 (+ 0 4)))) (=> $x133 (= (dim A1 (+ 0 5)) (dim B2 (+ 0 5)))) (= _t0 (- ax 1)))))
 (=> $x178 $x185))))))))))))) :pattern ( (matmul (concat ax A1 A2) (concat _t0 B1 B2)) ) :qid matmul_concat_inner))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x249 (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x180 (concat p1 X Y)))
 (let ((?x258 (transpose2 p0 p1 ?x180)))
 (let (($x250 (= ?x258 ?x249)))
 (let ((?x54 (rank Y)))
 (let (($x56 (= ?x54 2)))
 (let (($x203 (and (>= p0 0) (>= p1 0) (= (rank X) 2) $x56)))
 (=> $x203 $x250)))))))) :pattern ( (transpose2 p0 p1 (concat p1 X Y)) ) :pattern ( (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat1))
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
 (let ((?x315 (transpose2 1 0 in_x1)))
 (let ((?x322 (matmul ?x315 in_x1)))
 (let ((?x244 (idkernel2 sym_c)))
 (let ((?x329 (add ?x244 ?x322)))
 (= (rank ?x329) 2))))))
(assert
 (let ((?x315 (transpose2 1 0 in_x1)))
 (let ((?x322 (matmul ?x315 in_x1)))
 (let ((?x244 (idkernel2 sym_c)))
 (let ((?x329 (add ?x244 ?x322)))
 (= (dim ?x329 0) sym_c))))))
(assert
 (let ((?x315 (transpose2 1 0 in_x1)))
 (let ((?x322 (matmul ?x315 in_x1)))
 (let ((?x244 (idkernel2 sym_c)))
 (let ((?x329 (add ?x244 ?x322)))
 (= (dim ?x329 1) sym_c))))))
(assert
 (= (rank (concat 0 (idkernel2 sym_c) in_x1)) 2))
(assert
 (let ((?x340 (+ sym_c sym_n)))
 (let ((?x244 (idkernel2 sym_c)))
 (let ((?x336 (concat 0 ?x244 in_x1)))
 (let ((?x339 (dim ?x336 0)))
 (= ?x339 ?x340))))))
(assert
 (= (dim (concat 0 (idkernel2 sym_c) in_x1) 1) sym_c))
(assert
 (let ((?x244 (idkernel2 sym_c)))
 (let ((?x336 (concat 0 ?x244 in_x1)))
 (let ((?x344 (transpose2 1 0 ?x336)))
 (= (rank ?x344) 2)))))
(assert
 (let ((?x244 (idkernel2 sym_c)))
 (let ((?x336 (concat 0 ?x244 in_x1)))
 (let ((?x344 (transpose2 1 0 ?x336)))
 (= (dim ?x344 0) sym_c)))))
(assert
 (let ((?x340 (+ sym_c sym_n)))
 (let ((?x244 (idkernel2 sym_c)))
 (let ((?x336 (concat 0 ?x244 in_x1)))
 (let ((?x344 (transpose2 1 0 ?x336)))
 (let ((?x349 (dim ?x344 1)))
 (= ?x349 ?x340)))))))
(assert
 (let ((?x244 (idkernel2 sym_c)))
 (let ((?x336 (concat 0 ?x244 in_x1)))
 (let ((?x344 (transpose2 1 0 ?x336)))
 (let ((?x351 (matmul ?x344 ?x336)))
 (= (rank ?x351) 2))))))
(assert
 (let ((?x244 (idkernel2 sym_c)))
 (let ((?x336 (concat 0 ?x244 in_x1)))
 (let ((?x344 (transpose2 1 0 ?x336)))
 (let ((?x351 (matmul ?x344 ?x336)))
 (= (dim ?x351 0) sym_c))))))
(assert
 (let ((?x244 (idkernel2 sym_c)))
 (let ((?x336 (concat 0 ?x244 in_x1)))
 (let ((?x344 (transpose2 1 0 ?x336)))
 (let ((?x351 (matmul ?x344 ?x336)))
 (= (dim ?x351 1) sym_c))))))
(assert
 (let ((?x244 (idkernel2 sym_c)))
(let ((?x336 (concat 0 ?x244 in_x1)))
(let ((?x344 (transpose2 1 0 ?x336)))
(let ((?x351 (matmul ?x344 ?x336)))
(let ((?x315 (transpose2 1 0 in_x1)))
(let ((?x322 (matmul ?x315 in_x1)))
(let ((?x329 (add ?x244 ?x322)))
(and (distinct ?x329 ?x351) true)))))))))
(check-sat)
