; verified_opt proof obligation: unsat means the rule holds
; axioms used: slice_concat_second
; z3 rlimit used: 15576
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun sym_a () Int)
(declare-fun sym_m () Int)
(declare-fun in_X () T)
(declare-fun in_Y () T)
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (e2 Int) (s Int) (s2 Int) )(! (let ((?x115 (slice ax s2 e2 B)))
 (let ((?x114 (slice ax s e (concat ax A B))))
 (let (($x116 (= ?x114 ?x115)))
 (let (($x110 (= (dim A (+ (+ 1 ax) 5)) (dim B (+ (+ 1 ax) 5)))))
 (let (($x104 (= (dim A (+ (+ 1 ax) 4)) (dim B (+ (+ 1 ax) 4)))))
 (let (($x98 (= (dim A (+ (+ 1 ax) 3)) (dim B (+ (+ 1 ax) 3)))))
 (let (($x92 (= (dim A (+ (+ 1 ax) 2)) (dim B (+ (+ 1 ax) 2)))))
 (let (($x86 (= (dim A (+ (+ 1 ax) 1)) (dim B (+ (+ 1 ax) 1)))))
 (let (($x80 (= (dim A (+ (+ 1 ax) 0)) (dim B (+ (+ 1 ax) 0)))))
 (let (($x73 (=> (> ax 5) (= (dim A (+ 0 5)) (dim B (+ 0 5))))))
 (let (($x66 (=> (> ax 4) (= (dim A (+ 0 4)) (dim B (+ 0 4))))))
 (let (($x59 (=> (> ax 3) (= (dim A (+ 0 3)) (dim B (+ 0 3))))))
 (let (($x52 (=> (> ax 2) (= (dim A (+ 0 2)) (dim B (+ 0 2))))))
 (let (($x45 (=> (> ax 1) (= (dim A (+ 0 1)) (dim B (+ 0 1))))))
 (let (($x39 (=> (> ax 0) (= (dim A (+ 0 0)) (dim B (+ 0 0))))))
 (let (($x23 (>= ax 0)))
 (let (($x22 (>= e2 0)))
 (let (($x21 (>= s2 0)))
 (let (($x19 (>= e 1)))
 (let (($x18 (>= s 1)))
 (let (($x112 (and (= s (+ (dim A ax) s2)) (= e (+ (dim A ax) e2)) (<= s2 e2) $x18 $x19 $x21 $x22 $x23 (>= (- (- (rank A) 1) ax) 0) $x23 (>= (- (- (rank B) 1) ax) 0) (= ax ax) $x39 $x45 $x52 $x59 $x66 $x73 (= (- (- (rank B) 1) ax) (- (- (rank A) 1) ax)) (=> (> (- (- (rank A) 1) ax) 0) $x80) (=> (> (- (- (rank A) 1) ax) 1) $x86) (=> (> (- (- (rank A) 1) ax) 2) $x92) (=> (> (- (- (rank A) 1) ax) 3) $x98) (=> (> (- (- (rank A) 1) ax) 4) $x104) (=> (> (- (- (rank A) 1) ax) 5) $x110))))
 (=> $x112 $x116)))))))))))))))))))))) :pattern ( (slice ax s e (concat ax A B)) (slice ax s2 e2 B) ) :qid slice_concat_second))
 )
(assert
 (>= sym_a 1))
(assert
 (>= sym_m 1))
(assert
 (= (rank in_X) 2))
(assert
 (= (dim in_X 0) sym_m))
(assert
 (= (dim in_X 1) sym_a))
(assert
 (= (rank in_Y) 2))
(assert
 (= (dim in_Y 0) sym_m))
(assert
 (let ((?x165 (dim in_Y 1)))
 (= 4 ?x165)))
(assert
 (= (rank (concat 1 in_X in_Y)) 2))
(assert
 (= (dim (concat 1 in_X in_Y) 0) sym_m))
(assert
 (let ((?x210 (+ 4 sym_a)))
 (let ((?x250 (concat 1 in_X in_Y)))
 (let ((?x214 (dim ?x250 1)))
 (= ?x214 ?x210)))))
(assert
 (let ((?x250 (concat 1 in_X in_Y)))
 (let ((?x240 (slice 1 (+ 1 sym_a) (+ 3 sym_a) ?x250)))
 (= (rank ?x240) 2))))
(assert
 (let ((?x250 (concat 1 in_X in_Y)))
 (let ((?x240 (slice 1 (+ 1 sym_a) (+ 3 sym_a) ?x250)))
 (= (dim ?x240 0) sym_m))))
(assert
 (let ((?x250 (concat 1 in_X in_Y)))
 (let ((?x240 (slice 1 (+ 1 sym_a) (+ 3 sym_a) ?x250)))
 (let ((?x221 (dim ?x240 1)))
 (= 2 ?x221)))))
(assert
 (let ((?x210 (+ 4 sym_a)))
 (>= ?x210 0)))
(assert
 (= (rank (slice 1 1 3 in_Y)) 2))
(assert
 (= (dim (slice 1 1 3 in_Y) 0) sym_m))
(assert
 (let ((?x267 (slice 1 1 3 in_Y)))
 (let ((?x272 (dim ?x267 1)))
 (= 2 ?x272))))
(assert
 (let ((?x267 (slice 1 1 3 in_Y)))
(let ((?x250 (concat 1 in_X in_Y)))
(let ((?x240 (slice 1 (+ 1 sym_a) (+ 3 sym_a) ?x250)))
(and (distinct ?x240 ?x267) true)))))
(check-sat)
