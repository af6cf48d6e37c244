; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_idkernel_left, matmul_slice_rows, slice_concat_left
; z3 rlimit used: 49848
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun in_w1 () T)
(declare-fun in_x1 () T)
(assert
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x103 (slice ax 0 n1 (concat ax A B))))
 (let (($x104 (= ?x103 A)))
 (let (($x99 (= (dim A (+ (+ 1 ax) 5)) (dim B (+ (+ 1 ax) 5)))))
 (let (($x93 (= (dim A (+ (+ 1 ax) 4)) (dim B (+ (+ 1 ax) 4)))))
 (let (($x87 (= (dim A (+ (+ 1 ax) 3)) (dim B (+ (+ 1 ax) 3)))))
 (let (($x81 (= (dim A (+ (+ 1 ax) 2)) (dim B (+ (+ 1 ax) 2)))))
 (let (($x75 (= (dim A (+ (+ 1 ax) 1)) (dim B (+ (+ 1 ax) 1)))))
 (let (($x69 (= (dim A (+ (+ 1 ax) 0)) (dim B (+ (+ 1 ax) 0)))))
 (let (($x62 (=> (> ax 5) (= (dim A (+ 0 5)) (dim B (+ 0 5))))))
 (let (($x55 (=> (> ax 4) (= (dim A (+ 0 4)) (dim B (+ 0 4))))))
 (let (($x48 (=> (> ax 3) (= (dim A (+ 0 3)) (dim B (+ 0 3))))))
 (let (($x41 (=> (> ax 2) (= (dim A (+ 0 2)) (dim B (+ 0 2))))))
 (let (($x34 (=> (> ax 1) (= (dim A (+ 0 1)) (dim B (+ 0 1))))))
 (let (($x28 (=> (> ax 0) (= (dim A (+ 0 0)) (dim B (+ 0 0))))))
 (let (($x11 (>= ax 0)))
 (let (($x9 (= (dim A ax) n1)))
 (let (($x101 (and $x9 $x11 (>= (- (- (rank A) 1) ax) 0) $x11 (>= (- (- (rank B) 1) ax) 0) (= ax ax) $x28 $x34 $x41 $x48 $x55 $x62 (= (- (- (rank B) 1) ax) (- (- (rank A) 1) ax)) (=> (> (- (- (rank A) 1) ax) 0) $x69) (=> (> (- (- (rank A) 1) ax) 1) $x75) (=> (> (- (- (rank A) 1) ax) 2) $x81) (=> (> (- (- (rank A) 1) ax) 3) $x87) (=> (> (- (- (rank A) 1) ax) 4) $x93) (=> (> (- (- (rank A) 1) ax) 5) $x99))))
 (=> $x101 $x104)))))))))))))))))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (c Int) )(! (let ((?x126 (matmul (idkernel2 c) A)))
 (let (($x127 (= ?x126 A)))
 (let (($x199 (and (= (dim A 0) c) (= (rank A) 2))))
 (=> $x199 $x127)))) :pattern ( (matmul (idkernel2 c) A) ) :qid matmul_idkernel_left))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (s Int) )(! (let ((?x267 (matmul (slice ax s e A) B)))
 (let ((?x265 (slice ax s e (matmul A B))))
 (let (($x268 (= ?x265 ?x267)))
 (let (($x262 (=> (> (- (- (rank A) 2) 0) 5) (= (dim A (+ 0 5)) (dim B (+ 0 5))))))
 (let (($x258 (=> (> (- (- (rank A) 2) 0) 4) (= (dim A (+ 0 4)) (dim B (+ 0 4))))))
 (let (($x254 (=> (> (- (- (rank A) 2) 0) 3) (= (dim A (+ 0 3)) (dim B (+ 0 3))))))
 (let (($x250 (=> (> (- (- (rank A) 2) 0) 2) (= (dim A (+ 0 2)) (dim B (+ 0 2))))))
 (let (($x246 (=> (> (- (- (rank A) 2) 0) 1) (= (dim A (+ 0 1)) (dim B (+ 0 1))))))
 (let (($x161 (=> (> (- (- (rank A) 2) 0) 0) (= (dim A (+ 0 0)) (dim B (+ 0 0))))))
 (let (($x212 (>= e 1)))
 (let (($x149 (>= s 0)))
 (let (($x173 (>= ax 0)))
 (let (($x263 (and (= ax (- (rank A) 2)) (<= s e) $x173 $x149 $x212 (>= (- (- (rank A) 2) 0) 0) (>= (- (- (rank B) 2) 0) 0) (= (- (- (rank B) 2) 0) (- (- (rank A) 2) 0)) $x161 $x246 $x250 $x254 $x258 $x262)))
 (=> $x263 $x268)))))))))))))) :pattern ( (slice ax s e (matmul A B)) ) :pattern ( (matmul (slice ax s e A) B) ) :qid matmul_slice_rows))
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
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (concat 0 (idkernel2 sym_c) in_x1)) 2))
(assert
 (let ((?x343 (+ sym_c sym_n)))
 (let ((?x312 (idkernel2 sym_c)))
 (let ((?x339 (concat 0 ?x312 in_x1)))
 (let ((?x342 (dim ?x339 0)))
 (= ?x342 ?x343))))))
(assert
 (= (dim (concat 0 (idkernel2 sym_c) in_x1) 1) sym_c))
(assert
 (= (rank (matmul (concat 0 (idkernel2 sym_c) in_x1) in_w1)) 2))
(assert
 (let ((?x343 (+ sym_c sym_n)))
 (let ((?x312 (idkernel2 sym_c)))
 (let ((?x339 (concat 0 ?x312 in_x1)))
 (let ((?x347 (matmul ?x339 in_w1)))
 (let ((?x350 (dim ?x347 0)))
 (= ?x350 ?x343)))))))
(assert
 (= (dim (matmul (concat 0 (idkernel2 sym_c) in_x1) in_w1) 1) sym_c2))
(assert
 (let ((?x312 (idkernel2 sym_c)))
 (let ((?x339 (concat 0 ?x312 in_x1)))
 (let ((?x347 (matmul ?x339 in_w1)))
 (let ((?x354 (slice 0 0 sym_c ?x347)))
 (= (rank ?x354) 2))))))
(assert
 (let ((?x312 (idkernel2 sym_c)))
 (let ((?x339 (concat 0 ?x312 in_x1)))
 (let ((?x347 (matmul ?x339 in_w1)))
 (let ((?x354 (slice 0 0 sym_c ?x347)))
 (= (dim ?x354 0) sym_c))))))
(assert
 (let ((?x312 (idkernel2 sym_c)))
 (let ((?x339 (concat 0 ?x312 in_x1)))
 (let ((?x347 (matmul ?x339 in_w1)))
 (let ((?x354 (slice 0 0 sym_c ?x347)))
 (= (dim ?x354 1) sym_c2))))))
(assert
 (let ((?x312 (idkernel2 sym_c)))
 (let ((?x339 (concat 0 ?x312 in_x1)))
 (let ((?x347 (matmul ?x339 in_w1)))
 (let ((?x343 (+ sym_c sym_n)))
 (let ((?x361 (slice 0 sym_c ?x343 ?x347)))
 (= (rank ?x361) 2)))))))
(assert
 (let ((?x312 (idkernel2 sym_c)))
 (let ((?x339 (concat 0 ?x312 in_x1)))
 (let ((?x347 (matmul ?x339 in_w1)))
 (let ((?x343 (+ sym_c sym_n)))
 (let ((?x361 (slice 0 sym_c ?x343 ?x347)))
 (= (dim ?x361 0) sym_n)))))))
(assert
 (let ((?x312 (idkernel2 sym_c)))
 (let ((?x339 (concat 0 ?x312 in_x1)))
 (let ((?x347 (matmul ?x339 in_w1)))
 (let ((?x343 (+ sym_c sym_n)))
 (let ((?x361 (slice 0 sym_c ?x343 ?x347)))
 (= (dim ?x361 1) sym_c2)))))))
(assert
 (let ((?x343 (+ sym_c sym_n)))
 (>= ?x343 0)))
(assert
 (let ((?x312 (idkernel2 sym_c)))
(let ((?x339 (concat 0 ?x312 in_x1)))
(let ((?x347 (matmul ?x339 in_w1)))
(let ((?x354 (slice 0 0 sym_c ?x347)))
(and (distinct ?x354 in_w1) true))))))
(check-sat)
