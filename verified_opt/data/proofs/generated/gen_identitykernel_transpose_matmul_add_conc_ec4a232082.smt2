; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, matmul_concat_inner, matmul_idkernel_right, transpose2_concat1, transpose_idkernel2
; z3 rlimit used: 140532
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
 (forall ((A1 T) (A2 T) (B1 T) (B2 T) (ax Int) (_t0 Int) )(! (let ((?x240 (concat _t0 B1 B2)))
 (let ((?x241 (matmul (concat ax A1 A2) ?x240)))
 (let (($x245 (= ?x241 (add (matmul A1 B1) (matmul A2 B2)))))
 (let ((?x152 (- (- (rank A1) 2) 0)))
 (let (($x194 (> ?x152 5)))
 (let (($x189 (> ?x152 4)))
 (let (($x184 (> ?x152 3)))
 (let (($x179 (> ?x152 2)))
 (let (($x174 (> ?x152 1)))
 (let (($x169 (> ?x152 0)))
 (let (($x150 (>= ax 1)))
 (let (($x238 (and (= ax (- (rank A1) 1)) (= (dim A1 ax) (dim B1 (- ax 1))) $x150 (>= ?x152 0) (>= (- (- (rank A2) 2) 0) 0) (>= (- (- (rank B1) 2) 0) 0) (>= (- (- (rank B2) 2) 0) 0) (= (- (- (rank A2) 2) 0) ?x152) (=> $x169 (= (dim A1 (+ 0 0)) (dim A2 (+ 0 0)))) (=> $x174 (= (dim A1 (+ 0 1)) (dim A2 (+ 0 1)))) (=> $x179 (= (dim A1 (+ 0 2)) (dim A2 (+ 0 2)))) (=> $x184 (= (dim A1 (+ 0 3)) (dim A2 (+ 0 3)))) (=> $x189 (= (dim A1 (+ 0 4)) (dim A2 (+ 0 4)))) (=> $x194 (= (dim A1 (+ 0 5)) (dim A2 (+ 0 5)))) (= (- (- (rank B1) 2) 0) ?x152) (=> $x169 (= (dim A1 (+ 0 0)) (dim B1 (+ 0 0)))) (=> $x174 (= (dim A1 (+ 0 1)) (dim B1 (+ 0 1)))) (=> $x179 (= (dim A1 (+ 0 2)) (dim B1 (+ 0 2)))) (=> $x184 (= (dim A1 (+ 0 3)) (dim B1 (+ 0 3)))) (=> $x189 (= (dim A1 (+ 0 4)) (dim B1 (+ 0 4)))) (=> $x194 (= (dim A1 (+ 0 5)) (dim B1 (+ 0 5)))) (= (- (- (rank B2) 2) 0) ?x152) (=> $x169 (= (dim A1 (+ 0 0)) (dim B2 (+ 0 0)))) (=> $x174 (= (dim A1 (+ 0 1)) (dim B2 (+ 0 1)))) (=> $x179 (= (dim A1 (+ 0 2)) (dim B2 (+ 0 2)))) (=> $x184 (= (dim A1 (+ 0 3)) (dim B2 (+ 0 3)))) (=> $x189 (= (dim A1 (+ 0 4)) (dim B2 (+ 0 4)))) (=> $x194 (= (dim A1 (+ 0 5)) (dim B2 (+ 0 5)))) (= _t0 (- ax 1)))))
 (=> $x238 $x245))))))))))))) :pattern ( (matmul (concat ax A1 A2) (concat _t0 B1 B2)) ) :qid matmul_concat_inner))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x310 (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x240 (concat p1 X Y)))
 (let ((?x319 (transpose2 p0 p1 ?x240)))
 (let (($x288 (= ?x319 ?x310)))
 (let (($x318 (and (>= p0 0) (>= p1 0) (= (rank X) 2) (= (rank Y) 2))))
 (=> $x318 $x288)))))) :pattern ( (transpose2 p0 p1 (concat p1 X Y)) ) :pattern ( (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat1))
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
 (let ((?x379 (transpose2 1 0 in_x1)))
 (let ((?x386 (matmul ?x379 in_x1)))
 (let ((?x301 (idkernel2 sym_c)))
 (let ((?x393 (add ?x301 ?x386)))
 (= (rank ?x393) 2))))))
(assert
 (let ((?x379 (transpose2 1 0 in_x1)))
 (let ((?x386 (matmul ?x379 in_x1)))
 (let ((?x301 (idkernel2 sym_c)))
 (let ((?x393 (add ?x301 ?x386)))
 (= (dim ?x393 0) sym_c))))))
(assert
 (let ((?x379 (transpose2 1 0 in_x1)))
 (let ((?x386 (matmul ?x379 in_x1)))
 (let ((?x301 (idkernel2 sym_c)))
 (let ((?x393 (add ?x301 ?x386)))
 (= (dim ?x393 1) sym_c))))))
(assert
 (= (rank (concat 0 in_x1 (idkernel2 sym_c))) 2))
(assert
 (let ((?x404 (+ sym_n sym_c)))
 (let ((?x301 (idkernel2 sym_c)))
 (let ((?x400 (concat 0 in_x1 ?x301)))
 (let ((?x403 (dim ?x400 0)))
 (= ?x403 ?x404))))))
(assert
 (= (dim (concat 0 in_x1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (let ((?x301 (idkernel2 sym_c)))
 (let ((?x400 (concat 0 in_x1 ?x301)))
 (let ((?x408 (transpose2 1 0 ?x400)))
 (= (rank ?x408) 2)))))
(assert
 (let ((?x301 (idkernel2 sym_c)))
 (let ((?x400 (concat 0 in_x1 ?x301)))
 (let ((?x408 (transpose2 1 0 ?x400)))
 (= (dim ?x408 0) sym_c)))))
(assert
 (let ((?x404 (+ sym_n sym_c)))
 (let ((?x301 (idkernel2 sym_c)))
 (let ((?x400 (concat 0 in_x1 ?x301)))
 (let ((?x408 (transpose2 1 0 ?x400)))
 (let ((?x413 (dim ?x408 1)))
 (= ?x413 ?x404)))))))
(assert
 (let ((?x301 (idkernel2 sym_c)))
 (let ((?x400 (concat 0 in_x1 ?x301)))
 (let ((?x408 (transpose2 1 0 ?x400)))
 (let ((?x415 (matmul ?x408 ?x400)))
 (= (rank ?x415) 2))))))
(assert
 (let ((?x301 (idkernel2 sym_c)))
 (let ((?x400 (concat 0 in_x1 ?x301)))
 (let ((?x408 (transpose2 1 0 ?x400)))
 (let ((?x415 (matmul ?x408 ?x400)))
 (= (dim ?x415 0) sym_c))))))
(assert
 (let ((?x301 (idkernel2 sym_c)))
 (let ((?x400 (concat 0 in_x1 ?x301)))
 (let ((?x408 (transpose2 1 0 ?x400)))
 (let ((?x415 (matmul ?x408 ?x400)))
 (= (dim ?x415 1) sym_c))))))
(assert
 (let ((?x301 (idkernel2 sym_c)))
(let ((?x400 (concat 0 in_x1 ?x301)))
(let ((?x408 (transpose2 1 0 ?x400)))
(let ((?x415 (matmul ?x408 ?x400)))
(let ((?x379 (transpose2 1 0 in_x1)))
(let ((?x386 (matmul ?x379 in_x1)))
(let ((?x393 (add ?x301 ?x386)))
(and (distinct ?x393 ?x415) true)))))))))
(check-sat)
