; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, matmul_concat_inner
; typing used: matmul
; z3 rlimit used: 79338
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun matmul (T T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun in_w1 () T)
(declare-fun in_w2 () T)
(declare-fun in_w3 () T)
(assert
 (forall ((X T) (Y T) )(! (let ((?x58 (add Y X)))
 (let ((?x57 (add X Y)))
 (let (($x59 (= ?x57 ?x58)))
 (let (($x55 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x48 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x41 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x34 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x27 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x20 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let (($x56 (and (= (- (- (rank Y) 0) 0) (- (- (rank X) 0) 0)) $x20 $x27 $x34 $x41 $x48 $x55)))
 (=> $x56 $x59))))))))))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((A1 T) (A2 T) (B1 T) (B2 T) (ax Int) (_t0 Int) )(! (let ((?x218 (matmul (concat ax A1 A2) (concat _t0 B1 B2))))
 (let (($x222 (= ?x218 (add (matmul A1 B1) (matmul A2 B2)))))
 (let ((?x128 (- (- (rank A1) 2) 0)))
 (let (($x170 (> ?x128 5)))
 (let (($x165 (> ?x128 4)))
 (let (($x160 (> ?x128 3)))
 (let (($x155 (> ?x128 2)))
 (let (($x150 (> ?x128 1)))
 (let (($x145 (> ?x128 0)))
 (let (($x126 (>= ax 1)))
 (let (($x215 (and (= ax (- (rank A1) 1)) (= (dim A1 ax) (dim B1 (- ax 1))) $x126 (>= ?x128 0) (>= (- (- (rank A2) 2) 0) 0) (>= (- (- (rank B1) 2) 0) 0) (>= (- (- (rank B2) 2) 0) 0) (= (- (- (rank A2) 2) 0) ?x128) (=> $x145 (= (dim A1 (+ 0 0)) (dim A2 (+ 0 0)))) (=> $x150 (= (dim A1 (+ 0 1)) (dim A2 (+ 0 1)))) (=> $x155 (= (dim A1 (+ 0 2)) (dim A2 (+ 0 2)))) (=> $x160 (= (dim A1 (+ 0 3)) (dim A2 (+ 0 3)))) (=> $x165 (= (dim A1 (+ 0 4)) (dim A2 (+ 0 4)))) (=> $x170 (= (dim A1 (+ 0 5)) (dim A2 (+ 0 5)))) (= (- (- (rank B1) 2) 0) ?x128) (=> $x145 (= (dim A1 (+ 0 0)) (dim B1 (+ 0 0)))) (=> $x150 (= (dim A1 (+ 0 1)) (dim B1 (+ 0 1)))) (=> $x155 (= (dim A1 (+ 0 2)) (dim B1 (+ 0 2)))) (=> $x160 (= (dim A1 (+ 0 3)) (dim B1 (+ 0 3)))) (=> $x165 (= (dim A1 (+ 0 4)) (dim B1 (+ 0 4)))) (=> $x170 (= (dim A1 (+ 0 5)) (dim B1 (+ 0 5)))) (= (- (- (rank B2) 2) 0) ?x128) (=> $x145 (= (dim A1 (+ 0 0)) (dim B2 (+ 0 0)))) (=> $x150 (= (dim A1 (+ 0 1)) (dim B2 (+ 0 1)))) (=> $x155 (= (dim A1 (+ 0 2)) (dim B2 (+ 0 2)))) (=> $x160 (= (dim A1 (+ 0 3)) (dim B2 (+ 0 3)))) (=> $x165 (= (dim A1 (+ 0 4)) (dim B2 (+ 0 4)))) (=> $x170 (= (dim A1 (+ 0 5)) (dim B2 (+ 0 5)))) (= _t0 (- ax 1)))))
 (=> $x215 $x222)))))))))))) :pattern ( (matmul (concat ax A1 A2) (concat _t0 B1 B2)) ) :qid matmul_concat_inner))
 )
(assert
 (forall ((t0 T) (t1 T) )(! (let ((?x114 (dim t0 5)))
 (let ((?x115 (dim t1 5)))
 (let ((?x243 (matmul t0 t1)))
 (let ((?x374 (dim ?x243 5)))
 (let (($x378 (=> (> (rank t0) 5) (= ?x374 (ite (= (- (rank t0) 1) 5) ?x115 ?x114)))))
 (let ((?x108 (dim t0 4)))
 (let ((?x109 (dim t1 4)))
 (let ((?x368 (dim ?x243 4)))
 (let (($x372 (=> (> (rank t0) 4) (= ?x368 (ite (= (- (rank t0) 1) 4) ?x109 ?x108)))))
 (let ((?x102 (dim t0 3)))
 (let ((?x103 (dim t1 3)))
 (let ((?x362 (dim ?x243 3)))
 (let (($x366 (=> (> (rank t0) 3) (= ?x362 (ite (= (- (rank t0) 1) 3) ?x103 ?x102)))))
 (let ((?x96 (dim t0 2)))
 (let ((?x97 (dim t1 2)))
 (let ((?x356 (dim ?x243 2)))
 (let (($x360 (=> (> (rank t0) 2) (= ?x356 (ite (= (- (rank t0) 1) 2) ?x97 ?x96)))))
 (let ((?x90 (dim t0 1)))
 (let ((?x91 (dim t1 1)))
 (let ((?x279 (dim ?x243 1)))
 (let (($x354 (=> (> (rank t0) 1) (= ?x279 (ite (= (- (rank t0) 1) 1) ?x91 ?x90)))))
 (let ((?x84 (dim t0 0)))
 (let ((?x85 (dim t1 0)))
 (let ((?x245 (dim ?x243 0)))
 (let (($x281 (=> (> (rank t0) 0) (= ?x245 (ite (= (- (rank t0) 1) 0) ?x85 ?x84)))))
 (let ((?x11 (rank t0)))
 (let (($x242 (= (rank ?x243) ?x11)))
 (let ((?x6 (rank t1)))
 (let (($x81 (= ?x6 ?x11)))
 (let (($x239 (>= ?x11 2)))
 (let (($x263 (and $x239 $x81 (= (dim t0 (- ?x11 1)) (dim t1 (- ?x11 2))) (=> (> (- ?x11 2) 0) (= ?x84 ?x85)) (=> (> (- ?x11 2) 1) (= ?x90 ?x91)) (=> (> (- ?x11 2) 2) (= ?x96 ?x97)) (=> (> (- ?x11 2) 3) (= ?x102 ?x103)) (=> (> (- ?x11 2) 4) (= ?x108 ?x109)) (=> (> (- ?x11 2) 5) (= ?x114 ?x115)))))
 (and (=> $x263 (and $x242 $x281 $x354 $x360 $x366 $x372 $x378)))))))))))))))))))))))))))))))))) :pattern ( (matmul t0 t1) ) :qid type!matmul))
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
 (= (dim in_w1 1) sym_c))
(assert
 (= (rank in_w2) 2))
(assert
 (= (dim in_w2 0) sym_c))
(assert
 (= (dim in_w2 1) sym_c2))
(assert
 (= (rank in_w3) 2))
(assert
 (= (dim in_w3 0) sym_c2))
(assert
 (= (dim in_w3 1) sym_c))
(assert
 (= (rank (concat 0 in_w1 in_w3)) 2))
(assert
 (let ((?x456 (+ sym_c sym_c2)))
 (let ((?x452 (concat 0 in_w1 in_w3)))
 (let ((?x455 (dim ?x452 0)))
 (= ?x455 ?x456)))))
(assert
 (= (dim (concat 0 in_w1 in_w3) 1) sym_c))
(assert
 (= (rank (concat 1 in_w1 in_w2)) 2))
(assert
 (= (dim (concat 1 in_w1 in_w2) 0) sym_c))
(assert
 (let ((?x456 (+ sym_c sym_c2)))
 (let ((?x460 (concat 1 in_w1 in_w2)))
 (let ((?x465 (dim ?x460 1)))
 (= ?x465 ?x456)))))
(assert
 (let ((?x452 (concat 0 in_w1 in_w3)))
 (let ((?x460 (concat 1 in_w1 in_w2)))
 (let ((?x467 (matmul ?x460 ?x452)))
 (= (rank ?x467) 2)))))
(assert
 (let ((?x452 (concat 0 in_w1 in_w3)))
 (let ((?x460 (concat 1 in_w1 in_w2)))
 (let ((?x467 (matmul ?x460 ?x452)))
 (= (dim ?x467 0) sym_c)))))
(assert
 (let ((?x452 (concat 0 in_w1 in_w3)))
 (let ((?x460 (concat 1 in_w1 in_w2)))
 (let ((?x467 (matmul ?x460 ?x452)))
 (= (dim ?x467 1) sym_c)))))
(assert
 (let ((?x456 (+ sym_c sym_c2)))
 (>= ?x456 0)))
(assert
 (= (rank (concat 0 in_w3 in_w1)) 2))
(assert
 (let ((?x479 (+ sym_c2 sym_c)))
 (let ((?x475 (concat 0 in_w3 in_w1)))
 (let ((?x478 (dim ?x475 0)))
 (= ?x478 ?x479)))))
(assert
 (= (dim (concat 0 in_w3 in_w1) 1) sym_c))
(assert
 (= (rank (concat 1 in_w2 in_w1)) 2))
(assert
 (= (dim (concat 1 in_w2 in_w1) 0) sym_c))
(assert
 (let ((?x479 (+ sym_c2 sym_c)))
 (let ((?x483 (concat 1 in_w2 in_w1)))
 (let ((?x488 (dim ?x483 1)))
 (= ?x488 ?x479)))))
(assert
 (let ((?x475 (concat 0 in_w3 in_w1)))
 (let ((?x483 (concat 1 in_w2 in_w1)))
 (let ((?x490 (matmul ?x483 ?x475)))
 (= (rank ?x490) 2)))))
(assert
 (let ((?x475 (concat 0 in_w3 in_w1)))
 (let ((?x483 (concat 1 in_w2 in_w1)))
 (let ((?x490 (matmul ?x483 ?x475)))
 (= (dim ?x490 0) sym_c)))))
(assert
 (let ((?x475 (concat 0 in_w3 in_w1)))
 (let ((?x483 (concat 1 in_w2 in_w1)))
 (let ((?x490 (matmul ?x483 ?x475)))
 (= (dim ?x490 1) sym_c)))))
(assert
 (let ((?x475 (concat 0 in_w3 in_w1)))
(let ((?x483 (concat 1 in_w2 in_w1)))
(let ((?x490 (matmul ?x483 ?x475)))
(let ((?x452 (concat 0 in_w1 in_w3)))
(let ((?x460 (concat 1 in_w1 in_w2)))
(let ((?x467 (matmul ?x460 ?x452)))
(and (distinct ?x467 ?x490) true))))))))
(check-sat)
