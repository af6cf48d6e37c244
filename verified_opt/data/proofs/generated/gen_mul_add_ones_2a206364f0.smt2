; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, mul_dist_add, mul_ones2
; z3 rlimit used: 16569
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun ones2 (Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
(assert
 (forall ((X T) (a Int) (b Int) )(! (let ((?x19 (mul X (ones2 a b))))
 (let (($x20 (= ?x19 X)))
 (let (($x17 (and (= (dim X 0) a) (= (dim X 1) b) (= (rank X) 2))))
 (=> $x17 $x20)))) :pattern ( (mul X (ones2 a b)) ) :qid mul_ones2))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x94 (add Y X)))
 (let ((?x93 (add X Y)))
 (let (($x95 (= ?x93 ?x94)))
 (let (($x91 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x84 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x77 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x70 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x64 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x58 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let (($x92 (and (= (- (- (rank Y) 0) 0) (- (- (rank X) 0) 0)) $x58 $x64 $x70 $x77 $x84 $x91)))
 (=> $x92 $x95))))))))))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((X T) (Y T) (Z T) )(! (let ((?x179 (add (mul X Y) (mul X Z))))
 (let ((?x93 (add Y Z)))
 (let ((?x176 (mul X ?x93)))
 (let (($x180 (= ?x176 ?x179)))
 (let ((?x108 (- (- (rank X) 0) 0)))
 (let (($x158 (> ?x108 5)))
 (let (($x154 (> ?x108 4)))
 (let (($x150 (> ?x108 3)))
 (let (($x146 (> ?x108 2)))
 (let (($x142 (> ?x108 1)))
 (let (($x132 (> ?x108 0)))
 (let (($x175 (and (= (- (- (rank Y) 0) 0) ?x108) (=> $x132 (= (dim X (+ 0 0)) (dim Y (+ 0 0)))) (=> $x142 (= (dim X (+ 0 1)) (dim Y (+ 0 1)))) (=> $x146 (= (dim X (+ 0 2)) (dim Y (+ 0 2)))) (=> $x150 (= (dim X (+ 0 3)) (dim Y (+ 0 3)))) (=> $x154 (= (dim X (+ 0 4)) (dim Y (+ 0 4)))) (=> $x158 (= (dim X (+ 0 5)) (dim Y (+ 0 5)))) (= (- (- (rank Z) 0) 0) ?x108) (=> $x132 (= (dim X (+ 0 0)) (dim Z (+ 0 0)))) (=> $x142 (= (dim X (+ 0 1)) (dim Z (+ 0 1)))) (=> $x146 (= (dim X (+ 0 2)) (dim Z (+ 0 2)))) (=> $x150 (= (dim X (+ 0 3)) (dim Z (+ 0 3)))) (=> $x154 (= (dim X (+ 0 4)) (dim Z (+ 0 4)))) (=> $x158 (= (dim X (+ 0 5)) (dim Z (+ 0 5)))))))
 (=> $x175 $x180))))))))))))) :pattern ( (mul X (add Y Z)) ) :pattern ( (add (mul X Y) (mul X Z)) ) :qid mul_dist_add))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank in_x2) 2))
(assert
 (= (dim in_x2 0) sym_n))
(assert
 (= (dim in_x2 1) sym_c))
(assert
 (= (rank (mul in_x1 in_x2)) 2))
(assert
 (= (dim (mul in_x1 in_x2) 0) sym_n))
(assert
 (= (dim (mul in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (add in_x1 (mul in_x1 in_x2))) 2))
(assert
 (= (dim (add in_x1 (mul in_x1 in_x2)) 0) sym_n))
(assert
 (= (dim (add in_x1 (mul in_x1 in_x2)) 1) sym_c))
(assert
 (= (rank (add (mul in_x1 in_x2) (add in_x1 (mul in_x1 in_x2)))) 2))
(assert
 (let ((?x243 (mul in_x1 in_x2)))
 (let ((?x250 (add in_x1 ?x243)))
 (let ((?x257 (add ?x243 ?x250)))
 (= (dim ?x257 0) sym_n)))))
(assert
 (let ((?x243 (mul in_x1 in_x2)))
 (let ((?x250 (add in_x1 ?x243)))
 (let ((?x257 (add ?x243 ?x250)))
 (= (dim ?x257 1) sym_c)))))
(assert
 (= (rank (ones2 sym_n sym_c)) 2))
(assert
 (= (dim (ones2 sym_n sym_c) 0) sym_n))
(assert
 (= (dim (ones2 sym_n sym_c) 1) sym_c))
(assert
 (= (rank (add in_x2 (ones2 sym_n sym_c))) 2))
(assert
 (= (dim (add in_x2 (ones2 sym_n sym_c)) 0) sym_n))
(assert
 (= (dim (add in_x2 (ones2 sym_n sym_c)) 1) sym_c))
(assert
 (= (rank (add in_x2 (add in_x2 (ones2 sym_n sym_c)))) 2))
(assert
 (= (dim (add in_x2 (add in_x2 (ones2 sym_n sym_c))) 0) sym_n))
(assert
 (= (dim (add in_x2 (add in_x2 (ones2 sym_n sym_c))) 1) sym_c))
(assert
 (let ((?x264 (ones2 sym_n sym_c)))
 (let ((?x271 (add in_x2 ?x264)))
 (let ((?x278 (add in_x2 ?x271)))
 (let ((?x285 (mul in_x1 ?x278)))
 (= (rank ?x285) 2))))))
(assert
 (let ((?x264 (ones2 sym_n sym_c)))
 (let ((?x271 (add in_x2 ?x264)))
 (let ((?x278 (add in_x2 ?x271)))
 (let ((?x285 (mul in_x1 ?x278)))
 (= (dim ?x285 0) sym_n))))))
(assert
 (let ((?x264 (ones2 sym_n sym_c)))
 (let ((?x271 (add in_x2 ?x264)))
 (let ((?x278 (add in_x2 ?x271)))
 (let ((?x285 (mul in_x1 ?x278)))
 (= (dim ?x285 1) sym_c))))))
(assert
 (let ((?x264 (ones2 sym_n sym_c)))
(let ((?x271 (add in_x2 ?x264)))
(let ((?x278 (add in_x2 ?x271)))
(let ((?x285 (mul in_x1 ?x278)))
(let ((?x243 (mul in_x1 in_x2)))
(let ((?x250 (add in_x1 ?x243)))
(let ((?x257 (add ?x243 ?x250)))
(and (distinct ?x257 ?x285) true)))))))))
(check-sat)
