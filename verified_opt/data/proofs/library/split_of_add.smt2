; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_slice
; z3 rlimit used: 9247
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
 (forall ((X T) (Y T) (ax Int) (e Int) (s Int) )(! (let ((?x111 (add (slice ax s e X) (slice ax s e Y))))
 (let ((?x108 (slice ax s e (add X Y))))
 (let (($x112 (= ?x108 ?x111)))
 (let (($x104 (= (dim X (+ (+ 1 ax) 5)) (dim Y (+ (+ 1 ax) 5)))))
 (let (($x98 (= (dim X (+ (+ 1 ax) 4)) (dim Y (+ (+ 1 ax) 4)))))
 (let (($x92 (= (dim X (+ (+ 1 ax) 3)) (dim Y (+ (+ 1 ax) 3)))))
 (let (($x86 (= (dim X (+ (+ 1 ax) 2)) (dim Y (+ (+ 1 ax) 2)))))
 (let (($x80 (= (dim X (+ (+ 1 ax) 1)) (dim Y (+ (+ 1 ax) 1)))))
 (let (($x74 (= (dim X (+ (+ 1 ax) 0)) (dim Y (+ (+ 1 ax) 0)))))
 (let (($x67 (=> (> ax 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x60 (=> (> ax 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x53 (=> (> ax 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x46 (=> (> ax 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x39 (=> (> ax 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x33 (=> (> ax 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let (($x18 (>= ax 0)))
 (let (($x17 (>= e 1)))
 (let (($x15 (>= s 0)))
 (let (($x13 (= (dim X ax) (dim Y ax))))
 (let (($x106 (and (<= s e) $x13 $x15 $x17 $x18 (>= (- (- (rank X) 1) ax) 0) $x18 (>= (- (- (rank Y) 1) ax) 0) (= ax ax) $x33 $x39 $x46 $x53 $x60 $x67 (= (- (- (rank Y) 1) ax) (- (- (rank X) 1) ax)) (=> (> (- (- (rank X) 1) ax) 0) $x74) (=> (> (- (- (rank X) 1) ax) 1) $x80) (=> (> (- (- (rank X) 1) ax) 2) $x86) (=> (> (- (- (rank X) 1) ax) 3) $x92) (=> (> (- (- (rank X) 1) ax) 4) $x98) (=> (> (- (- (rank X) 1) ax) 5) $x104))))
 (=> $x106 $x112))))))))))))))))))))) :pattern ( (slice ax s e (add X Y)) ) :pattern ( (add (slice ax s e X) (slice ax s e Y)) ) :qid add_slice))
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
 (let ((?x261 (* (- 1) sym_a)))
 (let ((?x262 (+ sym_n ?x261)))
 (let ((?x201 (add in_X in_Y)))
 (let ((?x255 (slice 1 sym_a sym_n ?x201)))
 (let ((?x260 (dim ?x255 1)))
 (= ?x260 ?x262)))))))
(assert
 (let ((?x261 (* (- 1) sym_a)))
 (let ((?x262 (+ sym_n ?x261)))
 (>= ?x262 0))))
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
 (let ((?x261 (* (- 1) sym_a)))
 (let ((?x262 (+ sym_n ?x261)))
 (let ((?x272 (slice 1 sym_a sym_n in_X)))
 (let ((?x277 (dim ?x272 1)))
 (= ?x277 ?x262))))))
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
 (let ((?x261 (* (- 1) sym_a)))
 (let ((?x262 (+ sym_n ?x261)))
 (let ((?x286 (slice 1 sym_a sym_n in_Y)))
 (let ((?x291 (dim ?x286 1)))
 (= ?x291 ?x262))))))
(assert
 (let ((?x279 (slice 1 0 sym_a in_Y)))
 (let ((?x265 (slice 1 0 sym_a in_X)))
 (let ((?x293 (add ?x265 ?x279)))
 (= (rank ?x293) 2)))))
(assert
 (let ((?x279 (slice 1 0 sym_a in_Y)))
 (let ((?x265 (slice 1 0 sym_a in_X)))
 (let ((?x293 (add ?x265 ?x279)))
 (= (dim ?x293 0) sym_m)))))
(assert
 (let ((?x279 (slice 1 0 sym_a in_Y)))
 (let ((?x265 (slice 1 0 sym_a in_X)))
 (let ((?x293 (add ?x265 ?x279)))
 (= (dim ?x293 1) sym_a)))))
(assert
 (let ((?x286 (slice 1 sym_a sym_n in_Y)))
 (let ((?x272 (slice 1 sym_a sym_n in_X)))
 (let ((?x300 (add ?x272 ?x286)))
 (= (rank ?x300) 2)))))
(assert
 (let ((?x286 (slice 1 sym_a sym_n in_Y)))
 (let ((?x272 (slice 1 sym_a sym_n in_X)))
 (let ((?x300 (add ?x272 ?x286)))
 (= (dim ?x300 0) sym_m)))))
(assert
 (let ((?x261 (* (- 1) sym_a)))
 (let ((?x262 (+ sym_n ?x261)))
 (let ((?x286 (slice 1 sym_a sym_n in_Y)))
 (let ((?x272 (slice 1 sym_a sym_n in_X)))
 (let ((?x300 (add ?x272 ?x286)))
 (let ((?x305 (dim ?x300 1)))
 (= ?x305 ?x262))))))))
(assert
 (let ((?x286 (slice 1 sym_a sym_n in_Y)))
(let ((?x272 (slice 1 sym_a sym_n in_X)))
(let ((?x300 (add ?x272 ?x286)))
(let ((?x201 (add in_X in_Y)))
(let ((?x255 (slice 1 sym_a sym_n ?x201)))
(let ((?x279 (slice 1 0 sym_a in_Y)))
(let ((?x265 (slice 1 0 sym_a in_X)))
(let ((?x293 (add ?x265 ?x279)))
(let ((?x195 (slice 1 0 sym_a ?x201)))
(or (and (distinct ?x195 ?x293) true) (and (distinct ?x255 ?x300) true))))))))))))
(check-sat)
