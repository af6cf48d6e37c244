; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc, transpose2_concat1, transpose_idkernel2
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
(declare-fun sym_n () Int)
(declare-fun in_x1 () T)
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x144 (concat ax A (concat ax B C))))
 (let ((?x141 (concat ax A B)))
 (let ((?x142 (concat ax ?x141 C)))
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
 (=> $x140 $x145)))))))))))))))))))))))) :pattern ( (concat ax (concat ax A B) C) ) :pattern ( (concat ax A (concat ax B C)) ) :qid concat_assoc))
 )
(assert
 (forall ((c Int) )(! (let ((?x168 (idkernel2 c)))
 (let ((?x169 (transpose2 1 0 ?x168)))
 (let (($x204 (= ?x169 ?x168)))
 (=> (and (>= c 1)) $x204)))) :pattern ( (transpose2 1 0 (idkernel2 c)) ) :pattern ( (idkernel2 c) ) :qid transpose_idkernel2))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x250 (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x141 (concat p1 X Y)))
 (let ((?x269 (transpose2 p0 p1 ?x141)))
 (let (($x247 (= ?x269 ?x250)))
 (let (($x7 (>= p1 0)))
 (let (($x177 (and (>= p0 0) $x7 (= (rank X) 2) (= (rank Y) 2))))
 (=> $x177 $x247))))))) :pattern ( (transpose2 p0 p1 (concat p1 X Y)) ) :pattern ( (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat1))
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
 (let ((?x339 (transpose2 1 0 in_x1)))
 (let ((?x332 (idkernel2 sym_c)))
 (let ((?x346 (concat 1 ?x332 ?x339)))
 (= (rank ?x346) 2)))))
(assert
 (let ((?x339 (transpose2 1 0 in_x1)))
 (let ((?x332 (idkernel2 sym_c)))
 (let ((?x346 (concat 1 ?x332 ?x339)))
 (= (dim ?x346 0) sym_c)))))
(assert
 (let ((?x352 (+ sym_c sym_n)))
 (let ((?x339 (transpose2 1 0 in_x1)))
 (let ((?x332 (idkernel2 sym_c)))
 (let ((?x346 (concat 1 ?x332 ?x339)))
 (let ((?x351 (dim ?x346 1)))
 (= ?x351 ?x352)))))))
(assert
 (let ((?x339 (transpose2 1 0 in_x1)))
 (let ((?x332 (idkernel2 sym_c)))
 (let ((?x346 (concat 1 ?x332 ?x339)))
 (let ((?x354 (concat 1 ?x339 ?x346)))
 (= (rank ?x354) 2))))))
(assert
 (let ((?x339 (transpose2 1 0 in_x1)))
 (let ((?x332 (idkernel2 sym_c)))
 (let ((?x346 (concat 1 ?x332 ?x339)))
 (let ((?x354 (concat 1 ?x339 ?x346)))
 (= (dim ?x354 0) sym_c))))))
(assert
 (let ((?x360 (* 2 sym_n)))
 (let ((?x361 (+ ?x360 sym_c)))
 (let ((?x339 (transpose2 1 0 in_x1)))
 (let ((?x332 (idkernel2 sym_c)))
 (let ((?x346 (concat 1 ?x332 ?x339)))
 (let ((?x354 (concat 1 ?x339 ?x346)))
 (let ((?x359 (dim ?x354 1)))
 (= ?x359 ?x361)))))))))
(assert
 (let ((?x352 (+ sym_c sym_n)))
 (>= ?x352 0)))
(assert
 (let ((?x360 (* 2 sym_n)))
 (let ((?x361 (+ ?x360 sym_c)))
 (>= ?x361 0))))
(assert
 (= (rank (concat 0 in_x1 (idkernel2 sym_c))) 2))
(assert
 (let ((?x332 (idkernel2 sym_c)))
 (let ((?x365 (concat 0 in_x1 ?x332)))
 (let ((?x368 (dim ?x365 0)))
 (= ?x368 (+ sym_n sym_c))))))
(assert
 (= (dim (concat 0 in_x1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (let ((?x332 (idkernel2 sym_c)))
 (let ((?x365 (concat 0 in_x1 ?x332)))
 (let ((?x373 (concat 0 ?x365 in_x1)))
 (= (rank ?x373) 2)))))
(assert
 (let ((?x360 (* 2 sym_n)))
 (let ((?x361 (+ ?x360 sym_c)))
 (let ((?x332 (idkernel2 sym_c)))
 (let ((?x365 (concat 0 in_x1 ?x332)))
 (let ((?x373 (concat 0 ?x365 in_x1)))
 (let ((?x376 (dim ?x373 0)))
 (= ?x376 ?x361))))))))
(assert
 (let ((?x332 (idkernel2 sym_c)))
 (let ((?x365 (concat 0 in_x1 ?x332)))
 (let ((?x373 (concat 0 ?x365 in_x1)))
 (= (dim ?x373 1) sym_c)))))
(assert
 (let ((?x332 (idkernel2 sym_c)))
 (let ((?x365 (concat 0 in_x1 ?x332)))
 (let ((?x373 (concat 0 ?x365 in_x1)))
 (let ((?x380 (transpose2 1 0 ?x373)))
 (= (rank ?x380) 2))))))
(assert
 (let ((?x332 (idkernel2 sym_c)))
 (let ((?x365 (concat 0 in_x1 ?x332)))
 (let ((?x373 (concat 0 ?x365 in_x1)))
 (let ((?x380 (transpose2 1 0 ?x373)))
 (= (dim ?x380 0) sym_c))))))
(assert
 (let ((?x360 (* 2 sym_n)))
 (let ((?x361 (+ ?x360 sym_c)))
 (let ((?x332 (idkernel2 sym_c)))
 (let ((?x365 (concat 0 in_x1 ?x332)))
 (let ((?x373 (concat 0 ?x365 in_x1)))
 (let ((?x380 (transpose2 1 0 ?x373)))
 (let ((?x385 (dim ?x380 1)))
 (= ?x385 ?x361)))))))))
(assert
 (let ((?x332 (idkernel2 sym_c)))
(let ((?x365 (concat 0 in_x1 ?x332)))
(let ((?x373 (concat 0 ?x365 in_x1)))
(let ((?x380 (transpose2 1 0 ?x373)))
(let ((?x339 (transpose2 1 0 in_x1)))
(let ((?x346 (concat 1 ?x332 ?x339)))
(let ((?x354 (concat 1 ?x339 ?x346)))
(and (distinct ?x354 ?x380) true)))))))))
(check-sat)
