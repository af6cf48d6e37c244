; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_inner, matmul_idkernel_right, transpose2_concat1, transpose_idkernel2
; z3 rlimit used: 140582
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun transpose2 (Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun add (T T) T)
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
 (forall ((A1 T) (A2 T) (B1 T) (B2 T) (ax Int) (_t0 Int) )(! (let ((?x161 (concat _t0 B1 B2)))
 (let ((?x162 (matmul (concat ax A1 A2) ?x161)))
 (let (($x166 (= ?x162 (add (matmul A1 B1) (matmul A2 B2)))))
 (let ((?x64 (- (- (rank A1) 2) 0)))
 (let (($x114 (> ?x64 5)))
 (let (($x107 (> ?x64 4)))
 (let (($x100 (> ?x64 3)))
 (let (($x93 (> ?x64 2)))
 (let (($x87 (> ?x64 1)))
 (let (($x81 (> ?x64 0)))
 (let (($x62 (>= ax 1)))
 (let (($x159 (and (= ax (- (rank A1) 1)) (= (dim A1 ax) (dim B1 (- ax 1))) $x62 (>= ?x64 0) (>= (- (- (rank A2) 2) 0) 0) (>= (- (- (rank B1) 2) 0) 0) (>= (- (- (rank B2) 2) 0) 0) (= (- (- (rank A2) 2) 0) ?x64) (=> $x81 (= (dim A1 (+ 0 0)) (dim A2 (+ 0 0)))) (=> $x87 (= (dim A1 (+ 0 1)) (dim A2 (+ 0 1)))) (=> $x93 (= (dim A1 (+ 0 2)) (dim A2 (+ 0 2)))) (=> $x100 (= (dim A1 (+ 0 3)) (dim A2 (+ 0 3)))) (=> $x107 (= (dim A1 (+ 0 4)) (dim A2 (+ 0 4)))) (=> $x114 (= (dim A1 (+ 0 5)) (dim A2 (+ 0 5)))) (= (- (- (rank B1) 2) 0) ?x64) (=> $x81 (= (dim A1 (+ 0 0)) (dim B1 (+ 0 0)))) (=> $x87 (= (dim A1 (+ 0 1)) (dim B1 (+ 0 1)))) (=> $x93 (= (dim A1 (+ 0 2)) (dim B1 (+ 0 2)))) (=> $x100 (= (dim A1 (+ 0 3)) (dim B1 (+ 0 3)))) (=> $x107 (= (dim A1 (+ 0 4)) (dim B1 (+ 0 4)))) (=> $x114 (= (dim A1 (+ 0 5)) (dim B1 (+ 0 5)))) (= (- (- (rank B2) 2) 0) ?x64) (=> $x81 (= (dim A1 (+ 0 0)) (dim B2 (+ 0 0)))) (=> $x87 (= (dim A1 (+ 0 1)) (dim B2 (+ 0 1)))) (=> $x93 (= (dim A1 (+ 0 2)) (dim B2 (+ 0 2)))) (=> $x100 (= (dim A1 (+ 0 3)) (dim B2 (+ 0 3)))) (=> $x107 (= (dim A1 (+ 0 4)) (dim B2 (+ 0 4)))) (=> $x114 (= (dim A1 (+ 0 5)) (dim B2 (+ 0 5)))) (= _t0 (- ax 1)))))
 (=> $x159 $x166))))))))))))) :pattern ( (matmul (concat ax A1 A2) (concat _t0 B1 B2)) ) :qid matmul_concat_inner))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x231 (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x161 (concat p1 X Y)))
 (let ((?x240 (transpose2 p0 p1 ?x161)))
 (let (($x209 (= ?x240 ?x231)))
 (let (($x239 (and (>= p0 0) (>= p1 0) (= (rank X) 2) (= (rank Y) 2))))
 (=> $x239 $x209)))))) :pattern ( (transpose2 p0 p1 (concat p1 X Y)) ) :pattern ( (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat1))
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
 (let ((?x300 (transpose2 1 0 in_x1)))
 (let ((?x307 (matmul ?x300 in_x1)))
 (let ((?x222 (idkernel2 sym_c)))
 (let ((?x314 (add ?x222 ?x307)))
 (= (rank ?x314) 2))))))
(assert
 (let ((?x300 (transpose2 1 0 in_x1)))
 (let ((?x307 (matmul ?x300 in_x1)))
 (let ((?x222 (idkernel2 sym_c)))
 (let ((?x314 (add ?x222 ?x307)))
 (= (dim ?x314 0) sym_c))))))
(assert
 (let ((?x300 (transpose2 1 0 in_x1)))
 (let ((?x307 (matmul ?x300 in_x1)))
 (let ((?x222 (idkernel2 sym_c)))
 (let ((?x314 (add ?x222 ?x307)))
 (= (dim ?x314 1) sym_c))))))
(assert
 (= (rank (concat 0 (idkernel2 sym_c) in_x1)) 2))
(assert
 (let ((?x325 (+ sym_c sym_n)))
 (let ((?x222 (idkernel2 sym_c)))
 (let ((?x321 (concat 0 ?x222 in_x1)))
 (let ((?x324 (dim ?x321 0)))
 (= ?x324 ?x325))))))
(assert
 (= (dim (concat 0 (idkernel2 sym_c) in_x1) 1) sym_c))
(assert
 (let ((?x222 (idkernel2 sym_c)))
 (let ((?x321 (concat 0 ?x222 in_x1)))
 (let ((?x329 (transpose2 1 0 ?x321)))
 (= (rank ?x329) 2)))))
(assert
 (let ((?x222 (idkernel2 sym_c)))
 (let ((?x321 (concat 0 ?x222 in_x1)))
 (let ((?x329 (transpose2 1 0 ?x321)))
 (= (dim ?x329 0) sym_c)))))
(assert
 (let ((?x325 (+ sym_c sym_n)))
 (let ((?x222 (idkernel2 sym_c)))
 (let ((?x321 (concat 0 ?x222 in_x1)))
 (let ((?x329 (transpose2 1 0 ?x321)))
 (let ((?x334 (dim ?x329 1)))
 (= ?x334 ?x325)))))))
(assert
 (let ((?x222 (idkernel2 sym_c)))
 (let ((?x321 (concat 0 ?x222 in_x1)))
 (let ((?x329 (transpose2 1 0 ?x321)))
 (let ((?x336 (matmul ?x329 ?x321)))
 (= (rank ?x336) 2))))))
(assert
 (let ((?x222 (idkernel2 sym_c)))
 (let ((?x321 (concat 0 ?x222 in_x1)))
 (let ((?x329 (transpose2 1 0 ?x321)))
 (let ((?x336 (matmul ?x329 ?x321)))
 (= (dim ?x336 0) sym_c))))))
(assert
 (let ((?x222 (idkernel2 sym_c)))
 (let ((?x321 (concat 0 ?x222 in_x1)))
 (let ((?x329 (transpose2 1 0 ?x321)))
 (let ((?x336 (matmul ?x329 ?x321)))
 (= (dim ?x336 1) sym_c))))))
(assert
 (let ((?x222 (idkernel2 sym_c)))
(let ((?x321 (concat 0 ?x222 in_x1)))
(let ((?x329 (transpose2 1 0 ?x321)))
(let ((?x336 (matmul ?x329 ?x321)))
(let ((?x300 (transpose2 1 0 in_x1)))
(let ((?x307 (matmul ?x300 in_x1)))
(let ((?x314 (add ?x222 ?x307)))
(and (distinct ?x314 ?x336) true)))))))))
(check-sat)
