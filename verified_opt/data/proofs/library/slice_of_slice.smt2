; verified_opt proof obligation: unsat means the rule holds
; axioms used: slice_slice
; z3 rlimit used: 1977
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_m () Int)
(declare-fun in_X () T)
(assert
 (forall ((X T) (ax Int) (e Int) (e2 Int) (s Int) (s2 Int) (t Int) (u Int) )(! (let ((?x37 (slice ax t u X)))
 (let ((?x36 (slice ax s2 e2 (slice ax s e X))))
 (let (($x38 (= ?x36 ?x37)))
 (let (($x29 (>= ax 0)))
 (let (($x28 (>= e2 1)))
 (let (($x27 (>= s2 0)))
 (let (($x26 (>= e 1)))
 (let (($x24 (>= s 0)))
 (let (($x34 (and (<= s e) (<= e (dim X ax)) (<= s2 e2) (<= e2 (- e s)) (= t (+ s s2)) (= u (+ s e2)) $x24 $x26 $x27 $x28 $x29 (>= (- (- (rank X) 1) ax) 0))))
 (=> $x34 $x38)))))))))) :pattern ( (slice ax s2 e2 (slice ax s e X)) (slice ax t u X) ) :qid slice_slice))
 )
(assert
 (>= sym_m 1))
(assert
 (= (rank in_X) 2))
(assert
 (= (dim in_X 0) sym_m))
(assert
 (let ((?x93 (dim in_X 1)))
 (= 8 ?x93)))
(assert
 (= (rank (slice 1 1 5 in_X)) 2))
(assert
 (= (dim (slice 1 1 5 in_X) 0) sym_m))
(assert
 (let ((?x96 (slice 1 1 5 in_X)))
 (let ((?x102 (dim ?x96 1)))
 (= 4 ?x102))))
(assert
 (= (rank (slice 1 1 3 (slice 1 1 5 in_X))) 2))
(assert
 (let ((?x96 (slice 1 1 5 in_X)))
 (let ((?x105 (slice 1 1 3 ?x96)))
 (= (dim ?x105 0) sym_m))))
(assert
 (let ((?x96 (slice 1 1 5 in_X)))
 (let ((?x105 (slice 1 1 3 ?x96)))
 (let ((?x110 (dim ?x105 1)))
 (= 2 ?x110)))))
(assert
 (= (rank (slice 1 2 4 in_X)) 2))
(assert
 (= (dim (slice 1 2 4 in_X) 0) sym_m))
(assert
 (let ((?x112 (slice 1 2 4 in_X)))
 (let ((?x117 (dim ?x112 1)))
 (= 2 ?x117))))
(assert
 (let ((?x112 (slice 1 2 4 in_X)))
(let ((?x96 (slice 1 1 5 in_X)))
(let ((?x105 (slice 1 1 3 ?x96)))
(and (distinct ?x105 ?x112) true)))))
(check-sat)
