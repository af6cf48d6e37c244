; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_slices, slice_full
; z3 rlimit used: 73357
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun dim (T Int) Int)
(declare-fun concat (Int T T) T)
(declare-fun sym_a () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(assert
 (forall ((X T) (ax Int) (n Int) )(! (let ((?x12 (slice ax 0 n X)))
 (let (($x13 (= ?x12 X)))
 (=> (and (= (dim X ax) n)) $x13))) :pattern ( (slice ax 0 n X) ) :qid slice_full))
 )
(assert
 (forall ((X T) (ax Int) (e Int) (m Int) (s Int) )(! (let ((?x51 (concat ax (slice ax s m X) (slice ax m e X))))
 (let (($x53 (= ?x51 (slice ax s e X))))
 (let (($x47 (>= e 1)))
 (let (($x46 (>= m 1)))
 (let (($x44 (>= s 0)))
 (let (($x48 (and (<= s m) (<= m e) (<= e (dim X ax)) $x44 $x46 $x47)))
 (=> $x48 $x53))))))) :pattern ( (concat ax (slice ax s m X) (slice ax m e X)) ) :qid concat_slices))
 )
(assert
 (>= sym_a 1))
(assert
 (>= sym_m 1))
(assert
 (>= sym_n 1))
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
 (let ((?x98 (* (- 1) sym_a)))
 (let ((?x99 (+ sym_n ?x98)))
 (let ((?x92 (slice 1 sym_a sym_n in_X)))
 (let ((?x97 (dim ?x92 1)))
 (= ?x97 ?x99))))))
(assert
 (let ((?x92 (slice 1 sym_a sym_n in_X)))
 (let ((?x85 (slice 1 0 sym_a in_X)))
 (let ((?x101 (concat 1 ?x85 ?x92)))
 (= (rank ?x101) 2)))))
(assert
 (let ((?x92 (slice 1 sym_a sym_n in_X)))
 (let ((?x85 (slice 1 0 sym_a in_X)))
 (let ((?x101 (concat 1 ?x85 ?x92)))
 (= (dim ?x101 0) sym_m)))))
(assert
 (let ((?x92 (slice 1 sym_a sym_n in_X)))
 (let ((?x85 (slice 1 0 sym_a in_X)))
 (let ((?x101 (concat 1 ?x85 ?x92)))
 (= (dim ?x101 1) sym_n)))))
(assert
 (let ((?x98 (* (- 1) sym_a)))
 (let ((?x99 (+ sym_n ?x98)))
 (>= ?x99 0))))
(assert
 (let ((?x92 (slice 1 sym_a sym_n in_X)))
(let ((?x85 (slice 1 0 sym_a in_X)))
(let ((?x101 (concat 1 ?x85 ?x92)))
(and (distinct ?x101 in_X) true)))))
(check-sat)
