; verified_opt proof obligation: unsat means the rule holds
; axioms used: slice_concat_second
; z3 rlimit used: 50196
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
 (forall ((A T) (B T) (ax Int) (e Int) (e2 Int) (s Int) (s2 Int) )(! (let ((?x21 (slice ax s2 e2 B)))
 (let ((?x20 (slice ax s e (concat ax A B))))
 (let (($x22 (= ?x20 ?x21)))
 (let (($x17 (and (= s (+ (dim A ax) s2)) (= e (+ (dim A ax) e2)) (<= s2 e2))))
 (=> $x17 $x22))))) :pattern ( (slice ax s e (concat ax A B)) (slice ax s2 e2 B) ) :qid slice_concat_second))
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
 (let ((?x78 (dim in_Y 1)))
 (= 4 ?x78)))
(assert
 (= (rank (concat 1 in_X in_Y)) 2))
(assert
 (= (dim (concat 1 in_X in_Y) 0) sym_m))
(assert
 (let ((?x86 (+ 4 sym_a)))
 (let ((?x80 (concat 1 in_X in_Y)))
 (let ((?x85 (dim ?x80 1)))
 (= ?x85 ?x86)))))
(assert
 (let ((?x80 (concat 1 in_X in_Y)))
 (let ((?x91 (slice 1 (+ 1 sym_a) (+ 3 sym_a) ?x80)))
 (= (rank ?x91) 2))))
(assert
 (let ((?x80 (concat 1 in_X in_Y)))
 (let ((?x91 (slice 1 (+ 1 sym_a) (+ 3 sym_a) ?x80)))
 (= (dim ?x91 0) sym_m))))
(assert
 (let ((?x80 (concat 1 in_X in_Y)))
 (let ((?x91 (slice 1 (+ 1 sym_a) (+ 3 sym_a) ?x80)))
 (let ((?x96 (dim ?x91 1)))
 (= 2 ?x96)))))
(assert
 (let ((?x86 (+ 4 sym_a)))
 (>= ?x86 0)))
(assert
 (= (rank (slice 1 1 3 in_Y)) 2))
(assert
 (= (dim (slice 1 1 3 in_Y) 0) sym_m))
(assert
 (let ((?x99 (slice 1 1 3 in_Y)))
 (let ((?x104 (dim ?x99 1)))
 (= 2 ?x104))))
(assert
 (let ((?x99 (slice 1 1 3 in_Y)))
(let ((?x80 (concat 1 in_X in_Y)))
(let ((?x91 (slice 1 (+ 1 sym_a) (+ 3 sym_a) ?x80)))
(and (distinct ?x91 ?x99) true)))))
(check-sat)
