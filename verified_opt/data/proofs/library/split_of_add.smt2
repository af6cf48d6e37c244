; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_slice
; z3 rlimit used: 74840
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun slice (Int Int Int T) T)
(declare-fun sym_a () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) (ax Int) (e Int) (s Int) )(! (let ((?x20 (add (slice ax s e X) (slice ax s e Y))))
 (let ((?x17 (slice ax s e (add X Y))))
 (let (($x21 (= ?x17 ?x20)))
 (=> (and (<= s e) (>= s 0) (>= e 1)) $x21)))) :pattern ( (slice ax s e (add X Y)) ) :pattern ( (add (slice ax s e X) (slice ax s e Y)) ) :qid add_slice))
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
 (let ((?x92 (* (- 1) sym_a)))
 (let ((?x93 (+ sym_n ?x92)))
 (let ((?x72 (add in_X in_Y)))
 (let ((?x86 (slice 1 sym_a sym_n ?x72)))
 (let ((?x91 (dim ?x86 1)))
 (= ?x91 ?x93)))))))
(assert
 (let ((?x92 (* (- 1) sym_a)))
 (let ((?x93 (+ sym_n ?x92)))
 (>= ?x93 0))))
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
 (let ((?x92 (* (- 1) sym_a)))
 (let ((?x93 (+ sym_n ?x92)))
 (let ((?x103 (slice 1 sym_a sym_n in_X)))
 (let ((?x108 (dim ?x103 1)))
 (= ?x108 ?x93))))))
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
 (let ((?x92 (* (- 1) sym_a)))
 (let ((?x93 (+ sym_n ?x92)))
 (let ((?x117 (slice 1 sym_a sym_n in_Y)))
 (let ((?x122 (dim ?x117 1)))
 (= ?x122 ?x93))))))
(assert
 (let ((?x110 (slice 1 0 sym_a in_Y)))
 (let ((?x96 (slice 1 0 sym_a in_X)))
 (let ((?x124 (add ?x96 ?x110)))
 (= (rank ?x124) 2)))))
(assert
 (let ((?x110 (slice 1 0 sym_a in_Y)))
 (let ((?x96 (slice 1 0 sym_a in_X)))
 (let ((?x124 (add ?x96 ?x110)))
 (= (dim ?x124 0) sym_m)))))
(assert
 (let ((?x110 (slice 1 0 sym_a in_Y)))
 (let ((?x96 (slice 1 0 sym_a in_X)))
 (let ((?x124 (add ?x96 ?x110)))
 (= (dim ?x124 1) sym_a)))))
(assert
 (let ((?x117 (slice 1 sym_a sym_n in_Y)))
 (let ((?x103 (slice 1 sym_a sym_n in_X)))
 (let ((?x131 (add ?x103 ?x117)))
 (= (rank ?x131) 2)))))
(assert
 (let ((?x117 (slice 1 sym_a sym_n in_Y)))
 (let ((?x103 (slice 1 sym_a sym_n in_X)))
 (let ((?x131 (add ?x103 ?x117)))
 (= (dim ?x131 0) sym_m)))))
(assert
 (let ((?x92 (* (- 1) sym_a)))
 (let ((?x93 (+ sym_n ?x92)))
 (let ((?x117 (slice 1 sym_a sym_n in_Y)))
 (let ((?x103 (slice 1 sym_a sym_n in_X)))
 (let ((?x131 (add ?x103 ?x117)))
 (let ((?x136 (dim ?x131 1)))
 (= ?x136 ?x93))))))))
(assert
 (let ((?x117 (slice 1 sym_a sym_n in_Y)))
(let ((?x103 (slice 1 sym_a sym_n in_X)))
(let ((?x131 (add ?x103 ?x117)))
(let ((?x72 (add in_X in_Y)))
(let ((?x86 (slice 1 sym_a sym_n ?x72)))
(let ((?x110 (slice 1 0 sym_a in_Y)))
(let ((?x96 (slice 1 0 sym_a in_X)))
(let ((?x124 (add ?x96 ?x110)))
(let ((?x79 (slice 1 0 sym_a ?x72)))
(or (and (distinct ?x79 ?x124) true) (and (distinct ?x86 ?x131) true))))))))))))
(check-sat)
