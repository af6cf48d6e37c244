; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc, transpose2_concat0, transpose_idkernel2
; z3 rlimit used: 30370
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun idkernel2 (Int) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun in_w1 () T)
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x144 (concat ax A (concat ax B C))))
 (let ((?x142 (concat ax (concat ax A B) C)))
 (let (($x145 (= ?x142 ?x144)))
 (let ((?x85 (+ 1 ax)))
 (let ((?x116 (+ ?x85 5)))
 (let ((?x117 (dim A ?x116)))
 (let ((?x12 (- (- (rank A) 1) ax)))
 (let (($x115 (> ?x12 5)))
 (let (($x109 (> ?x12 4)))
 (let (($x103 (> ?x12 3)))
 (let (($x97 (> ?x12 2)))
 (let (($x91 (> ?x12 1)))
 (let (($x84 (> ?x12 0)))
 (let (($x59 (> ax 5)))
 (let (($x52 (> ax 4)))
 (let (($x45 (> ax 3)))
 (let (($x38 (> ax 2)))
 (let (($x31 (> ax 1)))
 (let (($x25 (> ax 0)))
 (let (($x24 (= ax ax)))
 (let (($x7 (>= ax 0)))
 (let (($x140 (and $x7 (>= ?x12 0) $x7 (>= (- (- (rank B) 1) ax) 0) $x7 (>= (- (- (rank C) 1) ax) 0) $x24 (=> $x25 (= (dim A (+ 0 0)) (dim B (+ 0 0)))) (=> $x31 (= (dim A (+ 0 1)) (dim B (+ 0 1)))) (=> $x38 (= (dim A (+ 0 2)) (dim B (+ 0 2)))) (=> $x45 (= (dim A (+ 0 3)) (dim B (+ 0 3)))) (=> $x52 (= (dim A (+ 0 4)) (dim B (+ 0 4)))) (=> $x59 (= (dim A (+ 0 5)) (dim B (+ 0 5)))) $x24 (=> $x25 (= (dim A (+ 0 0)) (dim C (+ 0 0)))) (=> $x31 (= (dim A (+ 0 1)) (dim C (+ 0 1)))) (=> $x38 (= (dim A (+ 0 2)) (dim C (+ 0 2)))) (=> $x45 (= (dim A (+ 0 3)) (dim C (+ 0 3)))) (=> $x52 (= (dim A (+ 0 4)) (dim C (+ 0 4)))) (=> $x59 (= (dim A (+ 0 5)) (dim C (+ 0 5)))) (= (- (- (rank B) 1) ax) ?x12) (=> $x84 (= (dim A (+ ?x85 0)) (dim B (+ ?x85 0)))) (=> $x91 (= (dim A (+ ?x85 1)) (dim B (+ ?x85 1)))) (=> $x97 (= (dim A (+ ?x85 2)) (dim B (+ ?x85 2)))) (=> $x103 (= (dim A (+ ?x85 3)) (dim B (+ ?x85 3)))) (=> $x109 (= (dim A (+ ?x85 4)) (dim B (+ ?x85 4)))) (=> $x115 (= ?x117 (dim B ?x116))) (= (- (- (rank C) 1) ax) ?x12) (=> $x84 (= (dim A (+ ?x85 0)) (dim C (+ ?x85 0)))) (=> $x91 (= (dim A (+ ?x85 1)) (dim C (+ ?x85 1)))) (=> $x97 (= (dim A (+ ?x85 2)) (dim C (+ ?x85 2)))) (=> $x103 (= (dim A (+ ?x85 3)) (dim C (+ ?x85 3)))) (=> $x109 (= (dim A (+ ?x85 4)) (dim C (+ ?x85 4)))) (=> $x115 (= ?x117 (dim C ?x116))))))
 (=> $x140 $x145))))))))))))))))))))))) :pattern ( (concat ax (concat ax A B) C) ) :pattern ( (concat ax A (concat ax B C)) ) :qid concat_assoc))
 )
(assert
 (forall ((c Int) )(! (let ((?x168 (idkernel2 c)))
 (let ((?x169 (transpose2 1 0 ?x168)))
 (let (($x204 (= ?x169 ?x168)))
 (=> (and (>= c 1)) $x204)))) :pattern ( (transpose2 1 0 (idkernel2 c)) ) :pattern ( (idkernel2 c) ) :qid transpose_idkernel2))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x247 (concat 0 (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x265 (transpose2 p0 p1 (concat p0 X Y))))
 (let (($x248 (= ?x265 ?x247)))
 (let (($x7 (>= p1 0)))
 (let (($x177 (and (>= p0 0) $x7 (= (rank X) 2) (= (rank Y) 2))))
 (=> $x177 $x248)))))) :pattern ( (transpose2 p0 p1 (concat p0 X Y)) ) :pattern ( (concat 0 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat0))
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
 (let ((?x340 (transpose2 1 0 in_w1)))
 (let ((?x333 (idkernel2 sym_c)))
 (let ((?x347 (concat 0 ?x333 ?x340)))
 (= (rank ?x347) 2)))))
(assert
 (let ((?x351 (+ sym_c sym_c2)))
 (let ((?x340 (transpose2 1 0 in_w1)))
 (let ((?x333 (idkernel2 sym_c)))
 (let ((?x347 (concat 0 ?x333 ?x340)))
 (let ((?x350 (dim ?x347 0)))
 (= ?x350 ?x351)))))))
(assert
 (let ((?x340 (transpose2 1 0 in_w1)))
 (let ((?x333 (idkernel2 sym_c)))
 (let ((?x347 (concat 0 ?x333 ?x340)))
 (= (dim ?x347 1) sym_c)))))
(assert
 (let ((?x340 (transpose2 1 0 in_w1)))
 (let ((?x333 (idkernel2 sym_c)))
 (let ((?x347 (concat 0 ?x333 ?x340)))
 (let ((?x355 (concat 0 ?x340 ?x347)))
 (= (rank ?x355) 2))))))
(assert
 (let ((?x359 (* 2 sym_c2)))
 (let ((?x360 (+ ?x359 sym_c)))
 (let ((?x340 (transpose2 1 0 in_w1)))
 (let ((?x333 (idkernel2 sym_c)))
 (let ((?x347 (concat 0 ?x333 ?x340)))
 (let ((?x355 (concat 0 ?x340 ?x347)))
 (let ((?x358 (dim ?x355 0)))
 (= ?x358 ?x360)))))))))
(assert
 (let ((?x340 (transpose2 1 0 in_w1)))
 (let ((?x333 (idkernel2 sym_c)))
 (let ((?x347 (concat 0 ?x333 ?x340)))
 (let ((?x355 (concat 0 ?x340 ?x347)))
 (= (dim ?x355 1) sym_c))))))
(assert
 (let ((?x351 (+ sym_c sym_c2)))
 (>= ?x351 0)))
(assert
 (let ((?x359 (* 2 sym_c2)))
 (let ((?x360 (+ ?x359 sym_c)))
 (>= ?x360 0))))
(assert
 (= (rank (concat 1 in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (concat 1 in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (let ((?x372 (+ sym_c2 sym_c)))
 (let ((?x333 (idkernel2 sym_c)))
 (let ((?x366 (concat 1 in_w1 ?x333)))
 (let ((?x371 (dim ?x366 1)))
 (= ?x371 ?x372))))))
(assert
 (let ((?x333 (idkernel2 sym_c)))
 (let ((?x366 (concat 1 in_w1 ?x333)))
 (let ((?x374 (concat 1 ?x366 in_w1)))
 (= (rank ?x374) 2)))))
(assert
 (let ((?x333 (idkernel2 sym_c)))
 (let ((?x366 (concat 1 in_w1 ?x333)))
 (let ((?x374 (concat 1 ?x366 in_w1)))
 (= (dim ?x374 0) sym_c)))))
(assert
 (let ((?x359 (* 2 sym_c2)))
 (let ((?x360 (+ ?x359 sym_c)))
 (let ((?x333 (idkernel2 sym_c)))
 (let ((?x366 (concat 1 in_w1 ?x333)))
 (let ((?x374 (concat 1 ?x366 in_w1)))
 (let ((?x379 (dim ?x374 1)))
 (= ?x379 ?x360))))))))
(assert
 (let ((?x333 (idkernel2 sym_c)))
 (let ((?x366 (concat 1 in_w1 ?x333)))
 (let ((?x374 (concat 1 ?x366 in_w1)))
 (let ((?x381 (transpose2 1 0 ?x374)))
 (= (rank ?x381) 2))))))
(assert
 (let ((?x359 (* 2 sym_c2)))
 (let ((?x360 (+ ?x359 sym_c)))
 (let ((?x333 (idkernel2 sym_c)))
 (let ((?x366 (concat 1 in_w1 ?x333)))
 (let ((?x374 (concat 1 ?x366 in_w1)))
 (let ((?x381 (transpose2 1 0 ?x374)))
 (let ((?x384 (dim ?x381 0)))
 (= ?x384 ?x360)))))))))
(assert
 (let ((?x333 (idkernel2 sym_c)))
 (let ((?x366 (concat 1 in_w1 ?x333)))
 (let ((?x374 (concat 1 ?x366 in_w1)))
 (let ((?x381 (transpose2 1 0 ?x374)))
 (= (dim ?x381 1) sym_c))))))
(assert
 (let ((?x333 (idkernel2 sym_c)))
(let ((?x366 (concat 1 in_w1 ?x333)))
(let ((?x374 (concat 1 ?x366 in_w1)))
(let ((?x381 (transpose2 1 0 ?x374)))
(let ((?x340 (transpose2 1 0 in_w1)))
(let ((?x347 (concat 0 ?x333 ?x340)))
(let ((?x355 (concat 0 ?x340 ?x347)))
(and (distinct ?x355 ?x381) true)))))))))
(check-sat)
