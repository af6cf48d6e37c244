; verified_opt proof obligation: unsat means the rule holds
; axioms used: slice_slice
; z3 rlimit used: 109999
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
 (forall ((X T) (ax Int) (e Int) (e2 Int) (s Int) (s2 Int) (t Int) (u Int) )(! (let ((?x34 (slice ax t u X)))
 (let ((?x33 (slice ax s2 e2 (slice ax s e X))))
 (let (($x35 (= ?x33 ?x34)))
 (let (($x30 (>= (rank X) 1)))
 (let (($x28 (>= e2 1)))
 (let (($x27 (>= s2 0)))
 (let (($x26 (>= e 1)))
 (let (($x24 (>= s 0)))
 (let (($x31 (and (<= s e) (<= e (dim X ax)) (<= s2 e2) (<= e2 (- e s)) (= t (+ s s2)) (= u (+ s e2)) $x24 $x26 $x27 $x28 $x30)))
 (=> $x31 $x35)))))))))) :pattern ( (slice ax s2 e2 (slice ax s e X)) (slice ax t u X) ) :qid slice_slice))
 )
(assert
 (>= sym_m 1))
(assert
 (= (rank in_X) 2))
(assert
 (= (dim in_X 0) sym_m))
(assert
 (let ((?x87 (dim in_X 1)))
 (= 8 ?x87)))
(assert
 (= (rank (slice 1 1 5 in_X)) 2))
(assert
 (= (dim (slice 1 1 5 in_X) 0) sym_m))
(assert
 (let ((?x90 (slice 1 1 5 in_X)))
 (let ((?x96 (dim ?x90 1)))
 (= 4 ?x96))))
(assert
 (= (rank (slice 1 1 3 (slice 1 1 5 in_X))) 2))
(assert
 (let ((?x90 (slice 1 1 5 in_X)))
 (let ((?x99 (slice 1 1 3 ?x90)))
 (= (dim ?x99 0) sym_m))))
(assert
 (let ((?x90 (slice 1 1 5 in_X)))
 (let ((?x99 (slice 1 1 3 ?x90)))
 (let ((?x104 (dim ?x99 1)))
 (= 2 ?x104)))))
(assert
 (= (rank (slice 1 2 4 in_X)) 2))
(assert
 (= (dim (slice 1 2 4 in_X) 0) sym_m))
(assert
 (let ((?x106 (slice 1 2 4 in_X)))
 (let ((?x111 (dim ?x106 1)))
 (= 2 ?x111))))
(assert
 (let ((?x106 (slice 1 2 4 in_X)))
(let ((?x90 (slice 1 1 5 in_X)))
(let ((?x99 (slice 1 1 3 ?x90)))
(and (distinct ?x99 ?x106) true)))))
(check-sat)
