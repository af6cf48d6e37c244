; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_slice
; z3 rlimit used: 42167
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
 (forall ((X T) (Y T) (ax Int) (e Int) (s Int) )(! (let ((?x69 (slice ax s e Y)))
 (let ((?x252 (slice ax s e X)))
 (let ((?x407 (add ?x252 ?x69)))
 (let ((?x403 (add X Y)))
 (let ((?x404 (slice ax s e ?x403)))
 (let (($x410 (= ?x404 ?x407)))
 (let (($x79 (<= s e)))
 (let (($x81 (and $x79)))
 (=> $x81 $x410))))))))) :pattern ( (slice ax s e (add X Y)) ) :pattern ( (add (slice ax s e X) (slice ax s e Y)) ) :qid add_slice))
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
 (let ((?x2041 (* (- 1) sym_a)))
 (let ((?x3228 (+ sym_n ?x2041)))
 (let ((?x3325 (add in_X in_Y)))
 (let ((?x2909 (slice 1 sym_a sym_n ?x3325)))
 (let ((?x2052 (dim ?x2909 1)))
 (= ?x2052 ?x3228)))))))
(assert
 (let ((?x2041 (* (- 1) sym_a)))
 (let ((?x3228 (+ sym_n ?x2041)))
 (>= ?x3228 0))))
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
 (let ((?x2041 (* (- 1) sym_a)))
 (let ((?x3228 (+ sym_n ?x2041)))
 (let ((?x2070 (slice 1 sym_a sym_n in_X)))
 (let ((?x2064 (dim ?x2070 1)))
 (= ?x2064 ?x3228))))))
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
 (let ((?x2041 (* (- 1) sym_a)))
 (let ((?x3228 (+ sym_n ?x2041)))
 (let ((?x2048 (slice 1 sym_a sym_n in_Y)))
 (let ((?x3214 (dim ?x2048 1)))
 (= ?x3214 ?x3228))))))
(assert
 (let ((?x2042 (slice 1 0 sym_a in_Y)))
 (let ((?x2561 (slice 1 0 sym_a in_X)))
 (let ((?x3222 (add ?x2561 ?x2042)))
 (= (rank ?x3222) 2)))))
(assert
 (let ((?x2042 (slice 1 0 sym_a in_Y)))
 (let ((?x2561 (slice 1 0 sym_a in_X)))
 (let ((?x3222 (add ?x2561 ?x2042)))
 (= (dim ?x3222 0) sym_m)))))
(assert
 (let ((?x2042 (slice 1 0 sym_a in_Y)))
 (let ((?x2561 (slice 1 0 sym_a in_X)))
 (let ((?x3222 (add ?x2561 ?x2042)))
 (= (dim ?x3222 1) sym_a)))))
(assert
 (let ((?x2048 (slice 1 sym_a sym_n in_Y)))
 (let ((?x2070 (slice 1 sym_a sym_n in_X)))
 (let ((?x3517 (add ?x2070 ?x2048)))
 (= (rank ?x3517) 2)))))
(assert
 (let ((?x2048 (slice 1 sym_a sym_n in_Y)))
 (let ((?x2070 (slice 1 sym_a sym_n in_X)))
 (let ((?x3517 (add ?x2070 ?x2048)))
 (= (dim ?x3517 0) sym_m)))))
(assert
 (let ((?x2041 (* (- 1) sym_a)))
 (let ((?x3228 (+ sym_n ?x2041)))
 (let ((?x2048 (slice 1 sym_a sym_n in_Y)))
 (let ((?x2070 (slice 1 sym_a sym_n in_X)))
 (let ((?x3517 (add ?x2070 ?x2048)))
 (let ((?x3212 (dim ?x3517 1)))
 (= ?x3212 ?x3228))))))))
(assert
 (let ((?x2048 (slice 1 sym_a sym_n in_Y)))
(let ((?x2070 (slice 1 sym_a sym_n in_X)))
(let ((?x3517 (add ?x2070 ?x2048)))
(let ((?x3325 (add in_X in_Y)))
(let ((?x2909 (slice 1 sym_a sym_n ?x3325)))
(let ((?x2042 (slice 1 0 sym_a in_Y)))
(let ((?x2561 (slice 1 0 sym_a in_X)))
(let ((?x3222 (add ?x2561 ?x2042)))
(let ((?x3520 (slice 1 0 sym_a ?x3325)))
(or (and (distinct ?x3520 ?x3222) true) (and (distinct ?x2909 ?x3517) true))))))))))))
(check-sat)
