; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_slice
; z3 rlimit used: 9185
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun slice (Int Int Int T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun sym_a () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun in_X () T)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) (ax Int) (e Int) (s Int) )(! (let ((?x108 (add (slice ax s e X) (slice ax s e Y))))
 (let ((?x105 (slice ax s e (add X Y))))
 (let (($x109 (= ?x105 ?x108)))
 (let (($x101 (= (dim X (+ (+ 1 ax) 5)) (dim Y (+ (+ 1 ax) 5)))))
 (let (($x95 (= (dim X (+ (+ 1 ax) 4)) (dim Y (+ (+ 1 ax) 4)))))
 (let (($x89 (= (dim X (+ (+ 1 ax) 3)) (dim Y (+ (+ 1 ax) 3)))))
 (let (($x83 (= (dim X (+ (+ 1 ax) 2)) (dim Y (+ (+ 1 ax) 2)))))
 (let (($x77 (= (dim X (+ (+ 1 ax) 1)) (dim Y (+ (+ 1 ax) 1)))))
 (let (($x71 (= (dim X (+ (+ 1 ax) 0)) (dim Y (+ (+ 1 ax) 0)))))
 (let (($x64 (=> (> ax 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x57 (=> (> ax 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x50 (=> (> ax 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x43 (=> (> ax 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x36 (=> (> ax 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x30 (=> (> ax 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let (($x13 (>= ax 0)))
 (let (($x11 (>= e 1)))
 (let (($x9 (>= s 0)))
 (let (($x103 (and (<= s e) $x9 $x11 $x13 (>= (- (- (rank X) 1) ax) 0) $x13 (>= (- (- (rank Y) 1) ax) 0) (= ax ax) $x30 $x36 $x43 $x50 $x57 $x64 (= (- (- (rank Y) 1) ax) (- (- (rank X) 1) ax)) (=> (> (- (- (rank X) 1) ax) 0) $x71) (=> (> (- (- (rank X) 1) ax) 1) $x77) (=> (> (- (- (rank X) 1) ax) 2) $x83) (=> (> (- (- (rank X) 1) ax) 3) $x89) (=> (> (- (- (rank X) 1) ax) 4) $x95) (=> (> (- (- (rank X) 1) ax) 5) $x101))))
 (=> $x103 $x109)))))))))))))))))))) :pattern ( (slice ax s e (add X Y)) ) :pattern ( (add (slice ax s e X) (slice ax s e Y)) ) :qid add_slice))
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
 (let ((?x258 (* (- 1) sym_a)))
 (let ((?x259 (+ sym_n ?x258)))
 (let ((?x198 (add in_X in_Y)))
 (let ((?x252 (slice 1 sym_a sym_n ?x198)))
 (let ((?x257 (dim ?x252 1)))
 (= ?x257 ?x259)))))))
(assert
 (let ((?x258 (* (- 1) sym_a)))
 (let ((?x259 (+ sym_n ?x258)))
 (>= ?x259 0))))
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
 (let ((?x258 (* (- 1) sym_a)))
 (let ((?x259 (+ sym_n ?x258)))
 (let ((?x269 (slice 1 sym_a sym_n in_X)))
 (let ((?x274 (dim ?x269 1)))
 (= ?x274 ?x259))))))
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
 (let ((?x258 (* (- 1) sym_a)))
 (let ((?x259 (+ sym_n ?x258)))
 (let ((?x283 (slice 1 sym_a sym_n in_Y)))
 (let ((?x288 (dim ?x283 1)))
 (= ?x288 ?x259))))))
(assert
 (let ((?x276 (slice 1 0 sym_a in_Y)))
 (let ((?x262 (slice 1 0 sym_a in_X)))
 (let ((?x290 (add ?x262 ?x276)))
 (= (rank ?x290) 2)))))
(assert
 (let ((?x276 (slice 1 0 sym_a in_Y)))
 (let ((?x262 (slice 1 0 sym_a in_X)))
 (let ((?x290 (add ?x262 ?x276)))
 (= (dim ?x290 0) sym_m)))))
(assert
 (let ((?x276 (slice 1 0 sym_a in_Y)))
 (let ((?x262 (slice 1 0 sym_a in_X)))
 (let ((?x290 (add ?x262 ?x276)))
 (= (dim ?x290 1) sym_a)))))
(assert
 (let ((?x283 (slice 1 sym_a sym_n in_Y)))
 (let ((?x269 (slice 1 sym_a sym_n in_X)))
 (let ((?x297 (add ?x269 ?x283)))
 (= (rank ?x297) 2)))))
(assert
 (let ((?x283 (slice 1 sym_a sym_n in_Y)))
 (let ((?x269 (slice 1 sym_a sym_n in_X)))
 (let ((?x297 (add ?x269 ?x283)))
 (= (dim ?x297 0) sym_m)))))
(assert
 (let ((?x258 (* (- 1) sym_a)))
 (let ((?x259 (+ sym_n ?x258)))
 (let ((?x283 (slice 1 sym_a sym_n in_Y)))
 (let ((?x269 (slice 1 sym_a sym_n in_X)))
 (let ((?x297 (add ?x269 ?x283)))
 (let ((?x302 (dim ?x297 1)))
 (= ?x302 ?x259))))))))
(assert
 (let ((?x283 (slice 1 sym_a sym_n in_Y)))
(let ((?x269 (slice 1 sym_a sym_n in_X)))
(let ((?x297 (add ?x269 ?x283)))
(let ((?x198 (add in_X in_Y)))
(let ((?x252 (slice 1 sym_a sym_n ?x198)))
(let ((?x276 (slice 1 0 sym_a in_Y)))
(let ((?x262 (slice 1 0 sym_a in_X)))
(let ((?x290 (add ?x262 ?x276)))
(let ((?x192 (slice 1 0 sym_a ?x198)))
(or (and (distinct ?x192 ?x290) true) (and (distinct ?x252 ?x297) true))))))))))))
(check-sat)
