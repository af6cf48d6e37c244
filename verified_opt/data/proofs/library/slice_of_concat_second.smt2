; verified_opt proof obligation: unsat means the rule holds
; axioms used: slice_concat_second
; z3 rlimit used: 110214
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_a () Int)
(declare-fun sym_m () Int)
(declare-fun in_X () T)
(declare-fun in_Y () T)
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (e2 Int) (s Int) (s2 Int) )(! (let ((?x31 (slice ax s2 e2 B)))
 (let ((?x30 (slice ax s e (concat ax A B))))
 (let (($x32 (= ?x30 ?x31)))
 (let (($x27 (>= (rank B) 1)))
 (let (($x24 (>= (rank A) 1)))
 (let (($x22 (>= e2 0)))
 (let (($x21 (>= s2 0)))
 (let (($x19 (>= e 1)))
 (let (($x18 (>= s 1)))
 (let (($x28 (and (= s (+ (dim A ax) s2)) (= e (+ (dim A ax) e2)) (<= s2 e2) $x18 $x19 $x21 $x22 $x24 $x27)))
 (=> $x28 $x32))))))))))) :pattern ( (slice ax s e (concat ax A B)) (slice ax s2 e2 B) ) :qid slice_concat_second))
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
 (let ((?x86 (dim in_Y 1)))
 (= 4 ?x86)))
(assert
 (= (rank (concat 1 in_X in_Y)) 2))
(assert
 (= (dim (concat 1 in_X in_Y) 0) sym_m))
(assert
 (let ((?x94 (+ 4 sym_a)))
 (let ((?x88 (concat 1 in_X in_Y)))
 (let ((?x93 (dim ?x88 1)))
 (= ?x93 ?x94)))))
(assert
 (let ((?x88 (concat 1 in_X in_Y)))
 (let ((?x99 (slice 1 (+ 1 sym_a) (+ 3 sym_a) ?x88)))
 (= (rank ?x99) 2))))
(assert
 (let ((?x88 (concat 1 in_X in_Y)))
 (let ((?x99 (slice 1 (+ 1 sym_a) (+ 3 sym_a) ?x88)))
 (= (dim ?x99 0) sym_m))))
(assert
 (let ((?x88 (concat 1 in_X in_Y)))
 (let ((?x99 (slice 1 (+ 1 sym_a) (+ 3 sym_a) ?x88)))
 (let ((?x104 (dim ?x99 1)))
 (= 2 ?x104)))))
(assert
 (let ((?x94 (+ 4 sym_a)))
 (>= ?x94 0)))
(assert
 (= (rank (slice 1 1 3 in_Y)) 2))
(assert
 (= (dim (slice 1 1 3 in_Y) 0) sym_m))
(assert
 (let ((?x107 (slice 1 1 3 in_Y)))
 (let ((?x112 (dim ?x107 1)))
 (= 2 ?x112))))
(assert
 (let ((?x107 (slice 1 1 3 in_Y)))
(let ((?x88 (concat 1 in_X in_Y)))
(let ((?x99 (slice 1 (+ 1 sym_a) (+ 3 sym_a) ?x88)))
(and (distinct ?x99 ?x107) true)))))
(check-sat)
