; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_slices, slice_full
; z3 rlimit used: 50119
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun dim (T Int) Int)
(declare-fun concat (Int T T) T)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun sym_a () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(assert
 (forall ((X T) (ax Int) (n Int) )(! (let ((?x12 (slice ax 0 n X)))
 (let (($x13 (= ?x12 X)))
 (=> (and (= (dim X ax) n)) $x13))) :pattern ( (slice ax 0 n X) ) :qid slice_full))
 )
(assert
 (forall ((X T) (ax Int) (e Int) (m Int) (s Int) )(! (let ((?x47 (concat ax (slice ax s m X) (slice ax m e X))))
 (let (($x49 (= ?x47 (slice ax s e X))))
 (=> (and (<= s m) (<= m e) (<= e (dim X ax))) $x49))) :pattern ( (concat ax (slice ax s m X) (slice ax m e X)) ) :qid concat_slices))
 )
(assert
 (>= sym_m 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_a 1))
(assert
 (= (rank in_X) 2))
(assert
 (= (dim in_X 0) sym_m))
(assert
 (= (dim in_X 1) sym_n))
(assert
 (= (rank (slice 1 0 sym_a in_X)) 2))
(assert
 (= (dim (slice 1 0 sym_a in_X) 0) sym_m))
(assert
 (= (dim (slice 1 0 sym_a in_X) 1) sym_a))
(assert
 (= (rank (slice 1 sym_a sym_n in_X)) 2))
(assert
 (= (dim (slice 1 sym_a sym_n in_X) 0) sym_m))
(assert
 (let ((?x95 (* (- 1) sym_a)))
 (let ((?x96 (+ sym_n ?x95)))
 (let ((?x89 (slice 1 sym_a sym_n in_X)))
 (let ((?x94 (dim ?x89 1)))
 (= ?x94 ?x96))))))
(assert
 (let ((?x89 (slice 1 sym_a sym_n in_X)))
 (let ((?x82 (slice 1 0 sym_a in_X)))
 (let ((?x98 (concat 1 ?x82 ?x89)))
 (= (rank ?x98) 2)))))
(assert
 (let ((?x89 (slice 1 sym_a sym_n in_X)))
 (let ((?x82 (slice 1 0 sym_a in_X)))
 (let ((?x98 (concat 1 ?x82 ?x89)))
 (= (dim ?x98 0) sym_m)))))
(assert
 (let ((?x89 (slice 1 sym_a sym_n in_X)))
 (let ((?x82 (slice 1 0 sym_a in_X)))
 (let ((?x98 (concat 1 ?x82 ?x89)))
 (= (dim ?x98 1) sym_n)))))
(assert
 (let ((?x95 (* (- 1) sym_a)))
 (let ((?x96 (+ sym_n ?x95)))
 (>= ?x96 0))))
(assert
 (let ((?x89 (slice 1 sym_a sym_n in_X)))
(let ((?x82 (slice 1 0 sym_a in_X)))
(let ((?x98 (concat 1 ?x82 ?x89)))
(and (distinct ?x98 in_X) true)))))
(check-sat)
