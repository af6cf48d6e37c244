; verified_opt proof obligation: unsat means the rule holds
; axioms used: slice_slice
; z3 rlimit used: 50041
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
 (forall ((X T) (ax Int) (e Int) (e2 Int) (s Int) (s2 Int) (t Int) (u Int) )(! (let ((?x26 (slice ax t u X)))
 (let ((?x25 (slice ax s2 e2 (slice ax s e X))))
 (let (($x27 (= ?x25 ?x26)))
 (let (($x23 (and (<= s e) (<= e (dim X ax)) (<= s2 e2) (<= e2 (- e s)) (= t (+ s s2)) (= u (+ s e2)))))
 (=> $x23 $x27))))) :pattern ( (slice ax s2 e2 (slice ax s e X)) (slice ax t u X) ) :qid slice_slice))
 )
(assert
 (>= sym_m 1))
(assert
 (= (rank in_X) 2))
(assert
 (= (dim in_X 0) sym_m))
(assert
 (let ((?x81 (dim in_X 1)))
 (= 8 ?x81)))
(assert
 (= (rank (slice 1 1 5 in_X)) 2))
(assert
 (= (dim (slice 1 1 5 in_X) 0) sym_m))
(assert
 (let ((?x84 (slice 1 1 5 in_X)))
 (let ((?x90 (dim ?x84 1)))
 (= 4 ?x90))))
(assert
 (= (rank (slice 1 1 3 (slice 1 1 5 in_X))) 2))
(assert
 (let ((?x84 (slice 1 1 5 in_X)))
 (let ((?x93 (slice 1 1 3 ?x84)))
 (= (dim ?x93 0) sym_m))))
(assert
 (let ((?x84 (slice 1 1 5 in_X)))
 (let ((?x93 (slice 1 1 3 ?x84)))
 (let ((?x98 (dim ?x93 1)))
 (= 2 ?x98)))))
(assert
 (= (rank (slice 1 2 4 in_X)) 2))
(assert
 (= (dim (slice 1 2 4 in_X) 0) sym_m))
(assert
 (let ((?x100 (slice 1 2 4 in_X)))
 (let ((?x105 (dim ?x100 1)))
 (= 2 ?x105))))
(assert
 (let ((?x100 (slice 1 2 4 in_X)))
(let ((?x84 (slice 1 1 5 in_X)))
(let ((?x93 (slice 1 1 3 ?x84)))
(and (distinct ?x93 ?x100) true)))))
(check-sat)
