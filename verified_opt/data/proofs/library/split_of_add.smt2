; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_slice
; z3 rlimit used: 112637
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun slice (Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun sym_a () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) (ax Int) (e Int) (s Int) )(! (let ((?x24 (add (slice ax s e X) (slice ax s e Y))))
 (let ((?x21 (slice ax s e (add X Y))))
 (let (($x25 (= ?x21 ?x24)))
 (let (($x17 (>= (rank Y) 1)))
 (let (($x14 (>= (rank X) 1)))
 (let (($x11 (>= e 1)))
 (let (($x9 (>= s 0)))
 (=> (and (<= s e) $x9 $x11 $x14 $x17) $x25)))))))) :pattern ( (slice ax s e (add X Y)) ) :pattern ( (add (slice ax s e X) (slice ax s e Y)) ) :qid add_slice))
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
 (let ((?x96 (* (- 1) sym_a)))
 (let ((?x97 (+ sym_n ?x96)))
 (let ((?x76 (add in_X in_Y)))
 (let ((?x90 (slice 1 sym_a sym_n ?x76)))
 (let ((?x95 (dim ?x90 1)))
 (= ?x95 ?x97)))))))
(assert
 (let ((?x96 (* (- 1) sym_a)))
 (let ((?x97 (+ sym_n ?x96)))
 (>= ?x97 0))))
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
 (let ((?x96 (* (- 1) sym_a)))
 (let ((?x97 (+ sym_n ?x96)))
 (let ((?x107 (slice 1 sym_a sym_n in_X)))
 (let ((?x112 (dim ?x107 1)))
 (= ?x112 ?x97))))))
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
 (let ((?x96 (* (- 1) sym_a)))
 (let ((?x97 (+ sym_n ?x96)))
 (let ((?x121 (slice 1 sym_a sym_n in_Y)))
 (let ((?x126 (dim ?x121 1)))
 (= ?x126 ?x97))))))
(assert
 (let ((?x114 (slice 1 0 sym_a in_Y)))
 (let ((?x100 (slice 1 0 sym_a in_X)))
 (let ((?x128 (add ?x100 ?x114)))
 (= (rank ?x128) 2)))))
(assert
 (let ((?x114 (slice 1 0 sym_a in_Y)))
 (let ((?x100 (slice 1 0 sym_a in_X)))
 (let ((?x128 (add ?x100 ?x114)))
 (= (dim ?x128 0) sym_m)))))
(assert
 (let ((?x114 (slice 1 0 sym_a in_Y)))
 (let ((?x100 (slice 1 0 sym_a in_X)))
 (let ((?x128 (add ?x100 ?x114)))
 (= (dim ?x128 1) sym_a)))))
(assert
 (let ((?x121 (slice 1 sym_a sym_n in_Y)))
 (let ((?x107 (slice 1 sym_a sym_n in_X)))
 (let ((?x135 (add ?x107 ?x121)))
 (= (rank ?x135) 2)))))
(assert
 (let ((?x121 (slice 1 sym_a sym_n in_Y)))
 (let ((?x107 (slice 1 sym_a sym_n in_X)))
 (let ((?x135 (add ?x107 ?x121)))
 (= (dim ?x135 0) sym_m)))))
(assert
 (let ((?x96 (* (- 1) sym_a)))
 (let ((?x97 (+ sym_n ?x96)))
 (let ((?x121 (slice 1 sym_a sym_n in_Y)))
 (let ((?x107 (slice 1 sym_a sym_n in_X)))
 (let ((?x135 (add ?x107 ?x121)))
 (let ((?x140 (dim ?x135 1)))
 (= ?x140 ?x97))))))))
(assert
 (let ((?x121 (slice 1 sym_a sym_n in_Y)))
(let ((?x107 (slice 1 sym_a sym_n in_X)))
(let ((?x135 (add ?x107 ?x121)))
(let ((?x76 (add in_X in_Y)))
(let ((?x90 (slice 1 sym_a sym_n ?x76)))
(let ((?x114 (slice 1 0 sym_a in_Y)))
(let ((?x100 (slice 1 0 sym_a in_X)))
(let ((?x128 (add ?x100 ?x114)))
(let ((?x83 (slice 1 0 sym_a ?x76)))
(or (and (distinct ?x83 ?x128) true) (and (distinct ?x90 ?x135) true))))))))))))
(check-sat)
