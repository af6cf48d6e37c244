; verified_opt proof obligation: unsat means the rule holds
; axioms used: slice_slice
; z3 rlimit used: 73315
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_m () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(assert
 (forall ((X T) (ax Int) (e Int) (e2 Int) (s Int) (s2 Int) (t Int) (u Int) )(! (let ((?x32 (slice ax t u X)))
 (let ((?x31 (slice ax s2 e2 (slice ax s e X))))
 (let (($x33 (= ?x31 ?x32)))
 (let (($x28 (>= e2 1)))
 (let (($x27 (>= s2 0)))
 (let (($x26 (>= e 1)))
 (let (($x24 (>= s 0)))
 (let (($x29 (and (<= s e) (<= e (dim X ax)) (<= s2 e2) (<= e2 (- e s)) (= t (+ s s2)) (= u (+ s e2)) $x24 $x26 $x27 $x28)))
 (=> $x29 $x33))))))))) :pattern ( (slice ax s2 e2 (slice ax s e X)) (slice ax t u X) ) :qid slice_slice))
 )
(assert
 (>= sym_m 1))
(assert
 (= (rank in_X) 2))
(assert
 (= (dim in_X 0) sym_m))
(assert
 (let ((?x85 (dim in_X 1)))
 (= 8 ?x85)))
(assert
 (= (rank (slice 1 1 5 in_X)) 2))
(assert
 (= (dim (slice 1 1 5 in_X) 0) sym_m))
(assert
 (let ((?x88 (slice 1 1 5 in_X)))
 (let ((?x94 (dim ?x88 1)))
 (= 4 ?x94))))
(assert
 (= (rank (slice 1 1 3 (slice 1 1 5 in_X))) 2))
(assert
 (let ((?x88 (slice 1 1 5 in_X)))
 (let ((?x97 (slice 1 1 3 ?x88)))
 (= (dim ?x97 0) sym_m))))
(assert
 (let ((?x88 (slice 1 1 5 in_X)))
 (let ((?x97 (slice 1 1 3 ?x88)))
 (let ((?x102 (dim ?x97 1)))
 (= 2 ?x102)))))
(assert
 (= (rank (slice 1 2 4 in_X)) 2))
(assert
 (= (dim (slice 1 2 4 in_X) 0) sym_m))
(assert
 (let ((?x104 (slice 1 2 4 in_X)))
 (let ((?x109 (dim ?x104 1)))
 (= 2 ?x109))))
(assert
 (let ((?x104 (slice 1 2 4 in_X)))
(let ((?x88 (slice 1 1 5 in_X)))
(let ((?x97 (slice 1 1 3 ?x88)))
(and (distinct ?x97 ?x104) true)))))
(check-sat)
