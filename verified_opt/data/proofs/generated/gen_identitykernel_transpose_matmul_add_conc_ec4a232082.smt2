; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, matmul_concat_inner, matmul_diagonals, mul_idkernel2_idem, transpose2_concat1, transpose_idkernel2
; z3 rlimit used: 31940
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
(declare-fun add (T T) T)
(declare-fun concat (Int T T) T)
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
 (forall ((X T) (Y T) )(! (let ((?x121 (add Y X)))
 (let ((?x120 (add X Y)))
 (let (($x122 (= ?x120 ?x121)))
 (let (($x118 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x111 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x104 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x97 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x91 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x85 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let (($x119 (and (= (- (- (rank Y) 0) 0) (- (- (rank X) 0) 0)) $x85 $x91 $x97 $x104 $x111 $x118)))
 (=> $x119 $x122))))))))))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((A1 T) (A2 T) (B1 T) (B2 T) (ax Int) (_t0 Int) )(! (let ((?x258 (concat _t0 B1 B2)))
 (let ((?x259 (matmul (concat ax A1 A2) ?x258)))
 (let (($x263 (= ?x259 (add (matmul A1 B1) (matmul A2 B2)))))
 (let ((?x172 (- (- (rank A1) 2) 0)))
 (let (($x212 (> ?x172 5)))
 (let (($x207 (> ?x172 4)))
 (let (($x202 (> ?x172 3)))
 (let (($x197 (> ?x172 2)))
 (let (($x192 (> ?x172 1)))
 (let (($x187 (> ?x172 0)))
 (let (($x170 (>= ax 1)))
 (let (($x256 (and (= ax (- (rank A1) 1)) (= (dim A1 ax) (dim B1 (- ax 1))) $x170 (>= ?x172 0) (>= (- (- (rank A2) 2) 0) 0) (>= (- (- (rank B1) 2) 0) 0) (>= (- (- (rank B2) 2) 0) 0) (= (- (- (rank A2) 2) 0) ?x172) (=> $x187 (= (dim A1 (+ 0 0)) (dim A2 (+ 0 0)))) (=> $x192 (= (dim A1 (+ 0 1)) (dim A2 (+ 0 1)))) (=> $x197 (= (dim A1 (+ 0 2)) (dim A2 (+ 0 2)))) (=> $x202 (= (dim A1 (+ 0 3)) (dim A2 (+ 0 3)))) (=> $x207 (= (dim A1 (+ 0 4)) (dim A2 (+ 0 4)))) (=> $x212 (= (dim A1 (+ 0 5)) (dim A2 (+ 0 5)))) (= (- (- (rank B1) 2) 0) ?x172) (=> $x187 (= (dim A1 (+ 0 0)) (dim B1 (+ 0 0)))) (=> $x192 (= (dim A1 (+ 0 1)) (dim B1 (+ 0 1)))) (=> $x197 (= (dim A1 (+ 0 2)) (dim B1 (+ 0 2)))) (=> $x202 (= (dim A1 (+ 0 3)) (dim B1 (+ 0 3)))) (=> $x207 (= (dim A1 (+ 0 4)) (dim B1 (+ 0 4)))) (=> $x212 (= (dim A1 (+ 0 5)) (dim B1 (+ 0 5)))) (= (- (- (rank B2) 2) 0) ?x172) (=> $x187 (= (dim A1 (+ 0 0)) (dim B2 (+ 0 0)))) (=> $x192 (= (dim A1 (+ 0 1)) (dim B2 (+ 0 1)))) (=> $x197 (= (dim A1 (+ 0 2)) (dim B2 (+ 0 2)))) (=> $x202 (= (dim A1 (+ 0 3)) (dim B2 (+ 0 3)))) (=> $x207 (= (dim A1 (+ 0 4)) (dim B2 (+ 0 4)))) (=> $x212 (= (dim A1 (+ 0 5)) (dim B2 (+ 0 5)))) (= _t0 (- ax 1)))))
 (=> $x256 $x263))))))))))))) :pattern ( (matmul (concat ax A1 A2) (concat _t0 B1 B2)) ) :qid matmul_concat_inner))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x327 (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x258 (concat p1 X Y)))
 (let ((?x336 (transpose2 p0 p1 ?x258)))
 (let (($x328 (= ?x336 ?x327)))
 (let ((?x54 (rank Y)))
 (let (($x56 (= ?x54 2)))
 (let (($x281 (and (>= p0 0) (>= p1 0) (= (rank X) 2) $x56)))
 (=> $x281 $x328)))))))) :pattern ( (transpose2 p0 p1 (concat p1 X Y)) ) :pattern ( (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat1))
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
 (let ((?x393 (transpose2 1 0 in_x1)))
 (let ((?x400 (matmul ?x393 in_x1)))
 (let ((?x322 (idkernel2 sym_c)))
 (let ((?x407 (add ?x322 ?x400)))
 (= (rank ?x407) 2))))))
(assert
 (let ((?x393 (transpose2 1 0 in_x1)))
 (let ((?x400 (matmul ?x393 in_x1)))
 (let ((?x322 (idkernel2 sym_c)))
 (let ((?x407 (add ?x322 ?x400)))
 (= (dim ?x407 0) sym_c))))))
(assert
 (let ((?x393 (transpose2 1 0 in_x1)))
 (let ((?x400 (matmul ?x393 in_x1)))
 (let ((?x322 (idkernel2 sym_c)))
 (let ((?x407 (add ?x322 ?x400)))
 (= (dim ?x407 1) sym_c))))))
(assert
 (= (rank (concat 0 in_x1 (idkernel2 sym_c))) 2))
(assert
 (let ((?x418 (+ sym_n sym_c)))
 (let ((?x322 (idkernel2 sym_c)))
 (let ((?x414 (concat 0 in_x1 ?x322)))
 (let ((?x417 (dim ?x414 0)))
 (= ?x417 ?x418))))))
(assert
 (= (dim (concat 0 in_x1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (let ((?x322 (idkernel2 sym_c)))
 (let ((?x414 (concat 0 in_x1 ?x322)))
 (let ((?x422 (transpose2 1 0 ?x414)))
 (= (rank ?x422) 2)))))
(assert
 (let ((?x322 (idkernel2 sym_c)))
 (let ((?x414 (concat 0 in_x1 ?x322)))
 (let ((?x422 (transpose2 1 0 ?x414)))
 (= (dim ?x422 0) sym_c)))))
(assert
 (let ((?x418 (+ sym_n sym_c)))
 (let ((?x322 (idkernel2 sym_c)))
 (let ((?x414 (concat 0 in_x1 ?x322)))
 (let ((?x422 (transpose2 1 0 ?x414)))
 (let ((?x427 (dim ?x422 1)))
 (= ?x427 ?x418)))))))
(assert
 (let ((?x322 (idkernel2 sym_c)))
 (let ((?x414 (concat 0 in_x1 ?x322)))
 (let ((?x422 (transpose2 1 0 ?x414)))
 (let ((?x429 (matmul ?x422 ?x414)))
 (= (rank ?x429) 2))))))
(assert
 (let ((?x322 (idkernel2 sym_c)))
 (let ((?x414 (concat 0 in_x1 ?x322)))
 (let ((?x422 (transpose2 1 0 ?x414)))
 (let ((?x429 (matmul ?x422 ?x414)))
 (= (dim ?x429 0) sym_c))))))
(assert
 (let ((?x322 (idkernel2 sym_c)))
 (let ((?x414 (concat 0 in_x1 ?x322)))
 (let ((?x422 (transpose2 1 0 ?x414)))
 (let ((?x429 (matmul ?x422 ?x414)))
 (= (dim ?x429 1) sym_c))))))
(assert
 (let ((?x322 (idkernel2 sym_c)))
(let ((?x414 (concat 0 in_x1 ?x322)))
(let ((?x422 (transpose2 1 0 ?x414)))
(let ((?x429 (matmul ?x422 ?x414)))
(let ((?x393 (transpose2 1 0 in_x1)))
(let ((?x400 (matmul ?x393 in_x1)))
(let ((?x407 (add ?x322 ?x400)))
(and (distinct ?x407 ?x429) true)))))))))
(check-sat)
