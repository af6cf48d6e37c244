; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc, gemmnc_concat_cols, gemmnc_matmul, matmul_idkernel_right
; z3 rlimit used: 33480
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun gemmnc (Int Int Real T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun in_w1 () T)
(declare-fun in_x1 () T)
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
 (forall ((A T) (c Int) )(! (let ((?x204 (matmul A (idkernel2 c))))
 (let (($x279 (= ?x204 A)))
 (let ((?x20 (rank A)))
 (let (($x170 (= ?x20 2)))
 (let (($x168 (and (= (dim A 1) c) $x170)))
 (=> $x168 $x279)))))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((A T) (B T) )(! (let ((?x265 (matmul A B)))
 (let ((?x269 (gemmnc 0 0 1.0 A B)))
 (let (($x266 (= ?x269 ?x265)))
 (let ((?x20 (rank A)))
 (let (($x170 (= ?x20 2)))
 (let (($x178 (and $x170 (= (rank B) 2))))
 (=> $x178 $x266))))))) :pattern ( (gemmnc 0 0 1.0 A B) ) :pattern ( (matmul A B) ) :qid gemmnc_matmul))
 )
(assert
 (forall ((A T) (B1 T) (B2 T) (al Real) (ta Int) )(! (let ((?x296 (concat 1 (gemmnc ta 0 al A B1) (gemmnc ta 0 al A B2))))
 (let ((?x285 (gemmnc ta 0 al A (concat 1 B1 B2))))
 (let (($x330 (= ?x285 ?x296)))
 (let (($x7 (>= ta 0)))
 (let (($x180 (and $x7 (= (rank A) 2) (= (rank B1) 2) (= (rank B2) 2))))
 (=> $x180 $x330)))))) :pattern ( (gemmnc ta 0 al A (concat 1 B1 B2)) ) :pattern ( (concat 1 (gemmnc ta 0 al A B1) (gemmnc ta 0 al A B2)) ) :qid gemmnc_concat_cols))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c2))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank (matmul in_x1 in_w1)) 2))
(assert
 (= (dim (matmul in_x1 in_w1) 0) sym_n))
(assert
 (= (dim (matmul in_x1 in_w1) 1) sym_c2))
(assert
 (= (rank (concat 1 in_x1 (matmul in_x1 in_w1))) 2))
(assert
 (= (dim (concat 1 in_x1 (matmul in_x1 in_w1)) 0) sym_n))
(assert
 (let ((?x371 (+ sym_c sym_c2)))
 (let ((?x358 (matmul in_x1 in_w1)))
 (let ((?x365 (concat 1 in_x1 ?x358)))
 (let ((?x370 (dim ?x365 1)))
 (= ?x370 ?x371))))))
(assert
 (let ((?x358 (matmul in_x1 in_w1)))
 (let ((?x365 (concat 1 in_x1 ?x358)))
 (let ((?x373 (concat 1 ?x358 ?x365)))
 (= (rank ?x373) 2)))))
(assert
 (let ((?x358 (matmul in_x1 in_w1)))
 (let ((?x365 (concat 1 in_x1 ?x358)))
 (let ((?x373 (concat 1 ?x358 ?x365)))
 (= (dim ?x373 0) sym_n)))))
(assert
 (let ((?x379 (* 2 sym_c2)))
 (let ((?x380 (+ ?x379 sym_c)))
 (let ((?x358 (matmul in_x1 in_w1)))
 (let ((?x365 (concat 1 in_x1 ?x358)))
 (let ((?x373 (concat 1 ?x358 ?x365)))
 (let ((?x378 (dim ?x373 1)))
 (= ?x378 ?x380))))))))
(assert
 (let ((?x371 (+ sym_c sym_c2)))
 (>= ?x371 0)))
(assert
 (let ((?x379 (* 2 sym_c2)))
 (let ((?x380 (+ ?x379 sym_c)))
 (>= ?x380 0))))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (concat 1 in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (concat 1 in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (let ((?x384 (idkernel2 sym_c)))
 (let ((?x391 (concat 1 in_w1 ?x384)))
 (let ((?x396 (dim ?x391 1)))
 (= ?x396 (+ sym_c2 sym_c))))))
(assert
 (let ((?x384 (idkernel2 sym_c)))
 (let ((?x391 (concat 1 in_w1 ?x384)))
 (let ((?x399 (concat 1 ?x391 in_w1)))
 (= (rank ?x399) 2)))))
(assert
 (let ((?x384 (idkernel2 sym_c)))
 (let ((?x391 (concat 1 in_w1 ?x384)))
 (let ((?x399 (concat 1 ?x391 in_w1)))
 (= (dim ?x399 0) sym_c)))))
(assert
 (let ((?x379 (* 2 sym_c2)))
 (let ((?x380 (+ ?x379 sym_c)))
 (let ((?x384 (idkernel2 sym_c)))
 (let ((?x391 (concat 1 in_w1 ?x384)))
 (let ((?x399 (concat 1 ?x391 in_w1)))
 (let ((?x404 (dim ?x399 1)))
 (= ?x404 ?x380))))))))
(assert
 (let ((?x384 (idkernel2 sym_c)))
 (let ((?x391 (concat 1 in_w1 ?x384)))
 (let ((?x399 (concat 1 ?x391 in_w1)))
 (let ((?x406 (matmul in_x1 ?x399)))
 (= (rank ?x406) 2))))))
(assert
 (let ((?x384 (idkernel2 sym_c)))
 (let ((?x391 (concat 1 in_w1 ?x384)))
 (let ((?x399 (concat 1 ?x391 in_w1)))
 (let ((?x406 (matmul in_x1 ?x399)))
 (= (dim ?x406 0) sym_n))))))
(assert
 (let ((?x379 (* 2 sym_c2)))
 (let ((?x380 (+ ?x379 sym_c)))
 (let ((?x384 (idkernel2 sym_c)))
 (let ((?x391 (concat 1 in_w1 ?x384)))
 (let ((?x399 (concat 1 ?x391 in_w1)))
 (let ((?x406 (matmul in_x1 ?x399)))
 (let ((?x411 (dim ?x406 1)))
 (= ?x411 ?x380)))))))))
(assert
 (let ((?x384 (idkernel2 sym_c)))
(let ((?x391 (concat 1 in_w1 ?x384)))
(let ((?x399 (concat 1 ?x391 in_w1)))
(let ((?x406 (matmul in_x1 ?x399)))
(let ((?x358 (matmul in_x1 in_w1)))
(let ((?x365 (concat 1 in_x1 ?x358)))
(let ((?x373 (concat 1 ?x358 ?x365)))
(and (distinct ?x373 ?x406) true)))))))))
(check-sat)
