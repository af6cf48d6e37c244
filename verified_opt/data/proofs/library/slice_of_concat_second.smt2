; verified_opt proof obligation: unsat means the rule holds
; axioms used: slice_concat_second
; z3 rlimit used: 73481
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_a () Int)
(declare-fun sym_m () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun in_Y () T)
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (e2 Int) (s Int) (s2 Int) )(! (let ((?x27 (slice ax s2 e2 B)))
 (let ((?x26 (slice ax s e (concat ax A B))))
 (let (($x28 (= ?x26 ?x27)))
 (let (($x22 (>= e2 0)))
 (let (($x21 (>= s2 0)))
 (let (($x19 (>= e 1)))
 (let (($x18 (>= s 1)))
 (let (($x23 (and (= s (+ (dim A ax) s2)) (= e (+ (dim A ax) e2)) (<= s2 e2) $x18 $x19 $x21 $x22)))
 (=> $x23 $x28))))))))) :pattern ( (slice ax s e (concat ax A B)) (slice ax s2 e2 B) ) :qid slice_concat_second))
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
 (let ((?x82 (dim in_Y 1)))
 (= 4 ?x82)))
(assert
 (= (rank (concat 1 in_X in_Y)) 2))
(assert
 (= (dim (concat 1 in_X in_Y) 0) sym_m))
(assert
 (let ((?x90 (+ 4 sym_a)))
 (let ((?x84 (concat 1 in_X in_Y)))
 (let ((?x89 (dim ?x84 1)))
 (= ?x89 ?x90)))))
(assert
 (let ((?x84 (concat 1 in_X in_Y)))
 (let ((?x95 (slice 1 (+ 1 sym_a) (+ 3 sym_a) ?x84)))
 (= (rank ?x95) 2))))
(assert
 (let ((?x84 (concat 1 in_X in_Y)))
 (let ((?x95 (slice 1 (+ 1 sym_a) (+ 3 sym_a) ?x84)))
 (= (dim ?x95 0) sym_m))))
(assert
 (let ((?x84 (concat 1 in_X in_Y)))
 (let ((?x95 (slice 1 (+ 1 sym_a) (+ 3 sym_a) ?x84)))
 (let ((?x100 (dim ?x95 1)))
 (= 2 ?x100)))))
(assert
 (let ((?x90 (+ 4 sym_a)))
 (>= ?x90 0)))
(assert
 (= (rank (slice 1 1 3 in_Y)) 2))
(assert
 (= (dim (slice 1 1 3 in_Y) 0) sym_m))
(assert
 (let ((?x103 (slice 1 1 3 in_Y)))
 (let ((?x108 (dim ?x103 1)))
 (= 2 ?x108))))
(assert
 (let ((?x103 (slice 1 1 3 in_Y)))
(let ((?x84 (concat 1 in_X in_Y)))
(let ((?x95 (slice 1 (+ 1 sym_a) (+ 3 sym_a) ?x84)))
(and (distinct ?x95 ?x103) true)))))
(check-sat)
