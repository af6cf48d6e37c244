; verified_opt proof obligation: unsat means the rule holds
; axioms used: slice_slice
; z3 rlimit used: 40612
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
 (forall ((X T) (ax Int) (e Int) (e2 Int) (s Int) (s2 Int) (t Int) (u Int) )(! (let ((?x311 (slice ax t u X)))
 (let ((?x242 (slice ax s2 e2 (slice ax s e X))))
 (let (($x21 (= ?x242 ?x311)))
 (let (($x303 (and (<= s e) (<= e (dim X ax)) (<= s2 e2) (<= e2 (- e s)) (= t (+ s s2)) (= u (+ s e2)))))
 (=> $x303 $x21))))) :pattern ( (slice ax s2 e2 (slice ax s e X)) (slice ax t u X) ) :qid slice_slice))
 )
(assert
 (>= sym_m 1))
(assert
 (= (rank in_X) 2))
(assert
 (= (dim in_X 0) sym_m))
(assert
 (let ((?x2873 (dim in_X 1)))
 (= 8 ?x2873)))
(assert
 (= (rank (slice 1 1 5 in_X)) 2))
(assert
 (= (dim (slice 1 1 5 in_X) 0) sym_m))
(assert
 (let ((?x2844 (slice 1 1 5 in_X)))
 (let ((?x3441 (dim ?x2844 1)))
 (= 4 ?x3441))))
(assert
 (= (rank (slice 1 1 3 (slice 1 1 5 in_X))) 2))
(assert
 (let ((?x2844 (slice 1 1 5 in_X)))
 (let ((?x3468 (slice 1 1 3 ?x2844)))
 (= (dim ?x3468 0) sym_m))))
(assert
 (let ((?x2844 (slice 1 1 5 in_X)))
 (let ((?x3468 (slice 1 1 3 ?x2844)))
 (let ((?x2053 (dim ?x3468 1)))
 (= 2 ?x2053)))))
(assert
 (= (rank (slice 1 2 4 in_X)) 2))
(assert
 (= (dim (slice 1 2 4 in_X) 0) sym_m))
(assert
 (let ((?x3692 (slice 1 2 4 in_X)))
 (let ((?x2910 (dim ?x3692 1)))
 (= 2 ?x2910))))
(assert
 (let ((?x3692 (slice 1 2 4 in_X)))
(let ((?x2844 (slice 1 1 5 in_X)))
(let ((?x3468 (slice 1 1 3 ?x2844)))
(and (distinct ?x3468 ?x3692) true)))))
(check-sat)
