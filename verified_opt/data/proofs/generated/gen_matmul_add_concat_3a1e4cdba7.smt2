; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, matmul_concat_inner
; z3 rlimit used: 21344
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
(declare-fun in_w1 () T)
(declare-fun in_w2 () T)
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
 (= (rank (matmul in_w2 in_w1)) 2))
(assert
 (= (dim (matmul in_w2 in_w1) 0) sym_c))
(assert
 (= (dim (matmul in_w2 in_w1) 1) sym_c))
(assert
 (= (rank (matmul in_w1 in_w2)) 2))
(assert
 (= (dim (matmul in_w1 in_w2) 0) sym_c))
(assert
 (= (dim (matmul in_w1 in_w2) 1) sym_c))
(assert
 (= (rank (add (matmul in_w2 in_w1) (matmul in_w1 in_w2))) 2))
(assert
 (= (dim (add (matmul in_w2 in_w1) (matmul in_w1 in_w2)) 0) sym_c))
(assert
 (= (dim (add (matmul in_w2 in_w1) (matmul in_w1 in_w2)) 1) sym_c))
(assert
 (= (rank (concat 0 in_w2 in_w1)) 2))
(assert
 (let ((?x362 (* 2 sym_c)))
 (let ((?x358 (concat 0 in_w2 in_w1)))
 (let ((?x361 (dim ?x358 0)))
 (= ?x361 ?x362)))))
(assert
 (= (dim (concat 0 in_w2 in_w1) 1) sym_c))
(assert
 (= (rank (concat 1 in_w1 in_w2)) 2))
(assert
 (= (dim (concat 1 in_w1 in_w2) 0) sym_c))
(assert
 (let ((?x362 (* 2 sym_c)))
 (let ((?x366 (concat 1 in_w1 in_w2)))
 (let ((?x371 (dim ?x366 1)))
 (= ?x371 ?x362)))))
(assert
 (let ((?x358 (concat 0 in_w2 in_w1)))
 (let ((?x366 (concat 1 in_w1 in_w2)))
 (let ((?x373 (matmul ?x366 ?x358)))
 (= (rank ?x373) 2)))))
(assert
 (let ((?x358 (concat 0 in_w2 in_w1)))
 (let ((?x366 (concat 1 in_w1 in_w2)))
 (let ((?x373 (matmul ?x366 ?x358)))
 (= (dim ?x373 0) sym_c)))))
(assert
 (let ((?x358 (concat 0 in_w2 in_w1)))
 (let ((?x366 (concat 1 in_w1 in_w2)))
 (let ((?x373 (matmul ?x366 ?x358)))
 (= (dim ?x373 1) sym_c)))))
(assert
 (let ((?x358 (concat 0 in_w2 in_w1)))
(let ((?x366 (concat 1 in_w1 in_w2)))
(let ((?x373 (matmul ?x366 ?x358)))
(let ((?x245 (matmul in_w1 in_w2)))
(let ((?x228 (matmul in_w2 in_w1)))
(let ((?x248 (add ?x228 ?x245)))
(and (distinct ?x248 ?x373) true))))))))
(check-sat)
