; verified_opt proof obligation: unsat means the rule holds
; axioms used: slice_concat_second
; z3 rlimit used: 40775
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_m () Int)
(declare-fun sym_a () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun in_Y () T)
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (e2 Int) (s Int) (s2 Int) )(! (let ((?x250 (slice ax s2 e2 B)))
 (let ((?x259 (concat ax A B)))
 (let ((?x246 (slice ax s e ?x259)))
 (let (($x263 (= ?x246 ?x250)))
 (let (($x174 (<= s2 e2)))
 (let (($x260 (and (= s (+ (dim A ax) s2)) (= e (+ (dim A ax) e2)) $x174)))
 (=> $x260 $x263))))))) :pattern ( (slice ax s e (concat ax A B)) (slice ax s2 e2 B) ) :qid slice_concat_second))
 )
(assert
 (>= sym_m 1))
(assert
 (>= sym_a 1))
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
 (let ((?x3209 (dim in_Y 1)))
 (= 4 ?x3209)))
(assert
 (= (rank (concat 1 in_X in_Y)) 2))
(assert
 (= (dim (concat 1 in_X in_Y) 0) sym_m))
(assert
 (let ((?x3680 (+ 4 sym_a)))
 (let ((?x2905 (concat 1 in_X in_Y)))
 (let ((?x3347 (dim ?x2905 1)))
 (= ?x3347 ?x3680)))))
(assert
 (let ((?x2905 (concat 1 in_X in_Y)))
 (let ((?x3432 (slice 1 (+ 1 sym_a) (+ 3 sym_a) ?x2905)))
 (= (rank ?x3432) 2))))
(assert
 (let ((?x2905 (concat 1 in_X in_Y)))
 (let ((?x3432 (slice 1 (+ 1 sym_a) (+ 3 sym_a) ?x2905)))
 (= (dim ?x3432 0) sym_m))))
(assert
 (let ((?x2905 (concat 1 in_X in_Y)))
 (let ((?x3432 (slice 1 (+ 1 sym_a) (+ 3 sym_a) ?x2905)))
 (let ((?x2804 (dim ?x3432 1)))
 (= 2 ?x2804)))))
(assert
 (let ((?x3680 (+ 4 sym_a)))
 (>= ?x3680 0)))
(assert
 (= (rank (slice 1 1 3 in_Y)) 2))
(assert
 (= (dim (slice 1 1 3 in_Y) 0) sym_m))
(assert
 (let ((?x3158 (slice 1 1 3 in_Y)))
 (let ((?x3200 (dim ?x3158 1)))
 (= 2 ?x3200))))
(assert
 (let ((?x3158 (slice 1 1 3 in_Y)))
(let ((?x2905 (concat 1 in_X in_Y)))
(let ((?x3432 (slice 1 (+ 1 sym_a) (+ 3 sym_a) ?x2905)))
(and (distinct ?x3432 ?x3158) true)))))
(check-sat)
