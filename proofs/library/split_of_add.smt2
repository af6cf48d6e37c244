; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_slice
; z3 rlimit used: 51634
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun slice (Int Int Int T) T)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun sym_a () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) (ax Int) (e Int) (s Int) )(! (let ((?x16 (add (slice ax s e X) (slice ax s e Y))))
 (let ((?x13 (slice ax s e (add X Y))))
 (let (($x17 (= ?x13 ?x16)))
 (=> (and (<= s e)) $x17)))) :pattern ( (slice ax s e (add X Y)) ) :pattern ( (add (slice ax s e X) (slice ax s e Y)) ) :qid add_slice))
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
 (= (rank in_Y) 2))
(assert
 (= (dim in_Y 0) sym_m))
(assert
 (= (dim in_Y 1) sym_n))
(assert
 (= (rank (add in_X in_Y)) 2))
(assert
 (= (dim (add in_X in_Y) 0) sym_m))
(assert
 (= (dim (add in_X in_Y) 1) sym_n))
(assert
 (= (rank (slice 1 0 sym_a (add in_X in_Y))) 2))
(assert
 (= (dim (slice 1 0 sym_a (add in_X in_Y)) 0) sym_m))
(assert
 (= (dim (slice 1 0 sym_a (add in_X in_Y)) 1) sym_a))
(assert
 (= (rank (slice 1 sym_a sym_n (add in_X in_Y))) 2))
(assert
 (= (dim (slice 1 sym_a sym_n (add in_X in_Y)) 0) sym_m))
(assert
 (let ((?x89 (* (- 1) sym_a)))
 (let ((?x90 (+ sym_n ?x89)))
 (let ((?x69 (add in_X in_Y)))
 (let ((?x83 (slice 1 sym_a sym_n ?x69)))
 (let ((?x88 (dim ?x83 1)))
 (= ?x88 ?x90)))))))
(assert
 (let ((?x89 (* (- 1) sym_a)))
 (let ((?x90 (+ sym_n ?x89)))
 (>= ?x90 0))))
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
 (let ((?x89 (* (- 1) sym_a)))
 (let ((?x90 (+ sym_n ?x89)))
 (let ((?x100 (slice 1 sym_a sym_n in_X)))
 (let ((?x105 (dim ?x100 1)))
 (= ?x105 ?x90))))))
(assert
 (= (rank (slice 1 0 sym_a in_Y)) 2))
(assert
 (= (dim (slice 1 0 sym_a in_Y) 0) sym_m))
(assert
 (= (dim (slice 1 0 sym_a in_Y) 1) sym_a))
(assert
 (= (rank (slice 1 sym_a sym_n in_Y)) 2))
(assert
 (= (dim (slice 1 sym_a sym_n in_Y) 0) sym_m))
(assert
 (let ((?x89 (* (- 1) sym_a)))
 (let ((?x90 (+ sym_n ?x89)))
 (let ((?x114 (slice 1 sym_a sym_n in_Y)))
 (let ((?x119 (dim ?x114 1)))
 (= ?x119 ?x90))))))
(assert
 (let ((?x107 (slice 1 0 sym_a in_Y)))
 (let ((?x93 (slice 1 0 sym_a in_X)))
 (let ((?x121 (add ?x93 ?x107)))
 (= (rank ?x121) 2)))))
(assert
 (let ((?x107 (slice 1 0 sym_a in_Y)))
 (let ((?x93 (slice 1 0 sym_a in_X)))
 (let ((?x121 (add ?x93 ?x107)))
 (= (dim ?x121 0) sym_m)))))
(assert
 (let ((?x107 (slice 1 0 sym_a in_Y)))
 (let ((?x93 (slice 1 0 sym_a in_X)))
 (let ((?x121 (add ?x93 ?x107)))
 (= (dim ?x121 1) sym_a)))))
(assert
 (let ((?x114 (slice 1 sym_a sym_n in_Y)))
 (let ((?x100 (slice 1 sym_a sym_n in_X)))
 (let ((?x128 (add ?x100 ?x114)))
 (= (rank ?x128) 2)))))
(assert
 (let ((?x114 (slice 1 sym_a sym_n in_Y)))
 (let ((?x100 (slice 1 sym_a sym_n in_X)))
 (let ((?x128 (add ?x100 ?x114)))
 (= (dim ?x128 0) sym_m)))))
(assert
 (let ((?x89 (* (- 1) sym_a)))
 (let ((?x90 (+ sym_n ?x89)))
 (let ((?x114 (slice 1 sym_a sym_n in_Y)))
 (let ((?x100 (slice 1 sym_a sym_n in_X)))
 (let ((?x128 (add ?x100 ?x114)))
 (let ((?x133 (dim ?x128 1)))
 (= ?x133 ?x90))))))))
(assert
 (let ((?x114 (slice 1 sym_a sym_n in_Y)))
(let ((?x100 (slice 1 sym_a sym_n in_X)))
(let ((?x128 (add ?x100 ?x114)))
(let ((?x69 (add in_X in_Y)))
(let ((?x83 (slice 1 sym_a sym_n ?x69)))
(let ((?x107 (slice 1 0 sym_a in_Y)))
(let ((?x93 (slice 1 0 sym_a in_X)))
(let ((?x121 (add ?x93 ?x107)))
(let ((?x76 (slice 1 0 sym_a ?x69)))
(or (and (distinct ?x76 ?x121) true) (and (distinct ?x83 ?x128) true))))))))))))
(check-sat)
