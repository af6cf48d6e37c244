; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_slices, slice_full
; z3 rlimit used: 110051
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun concat (Int T T) T)
(declare-fun sym_a () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun in_X () T)
(assert
 (forall ((X T) (ax Int) (n Int) )(! (let ((?x15 (slice ax 0 n X)))
 (let (($x16 (= ?x15 X)))
 (let (($x13 (and (= (dim X ax) n) (>= (rank X) 1))))
 (=> $x13 $x16)))) :pattern ( (slice ax 0 n X) ) :qid slice_full))
 )
(assert
 (forall ((X T) (ax Int) (e Int) (m Int) (s Int) )(! (let ((?x55 (concat ax (slice ax s m X) (slice ax m e X))))
 (let (($x57 (= ?x55 (slice ax s e X))))
 (let (($x51 (>= (rank X) 1)))
 (let (($x49 (>= e 1)))
 (let (($x48 (>= m 1)))
 (let (($x47 (>= s 0)))
 (let (($x52 (and (<= s m) (<= m e) (<= e (dim X ax)) $x47 $x48 $x49 $x51)))
 (=> $x52 $x57)))))))) :pattern ( (concat ax (slice ax s m X) (slice ax m e X)) ) :qid concat_slices))
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
 (let ((?x102 (* (- 1) sym_a)))
 (let ((?x103 (+ sym_n ?x102)))
 (let ((?x96 (slice 1 sym_a sym_n in_X)))
 (let ((?x101 (dim ?x96 1)))
 (= ?x101 ?x103))))))
(assert
 (let ((?x96 (slice 1 sym_a sym_n in_X)))
 (let ((?x89 (slice 1 0 sym_a in_X)))
 (let ((?x105 (concat 1 ?x89 ?x96)))
 (= (rank ?x105) 2)))))
(assert
 (let ((?x96 (slice 1 sym_a sym_n in_X)))
 (let ((?x89 (slice 1 0 sym_a in_X)))
 (let ((?x105 (concat 1 ?x89 ?x96)))
 (= (dim ?x105 0) sym_m)))))
(assert
 (let ((?x96 (slice 1 sym_a sym_n in_X)))
 (let ((?x89 (slice 1 0 sym_a in_X)))
 (let ((?x105 (concat 1 ?x89 ?x96)))
 (= (dim ?x105 1) sym_n)))))
(assert
 (let ((?x102 (* (- 1) sym_a)))
 (let ((?x103 (+ sym_n ?x102)))
 (>= ?x103 0))))
(assert
 (let ((?x96 (slice 1 sym_a sym_n in_X)))
(let ((?x89 (slice 1 0 sym_a in_X)))
(let ((?x105 (concat 1 ?x89 ?x96)))
(and (distinct ?x105 in_X) true)))))
(check-sat)
