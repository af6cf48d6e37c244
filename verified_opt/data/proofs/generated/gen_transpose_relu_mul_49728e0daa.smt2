; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose4_mul, transpose4_relu
; z3 rlimit used: 6446
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x25 (transpose4 p0 p1 p2 p3 Y)))
 (let ((?x26 (mul (transpose4 p0 p1 p2 p3 X) ?x25)))
 (let ((?x23 (transpose4 p0 p1 p2 p3 (mul X Y))))
 (let (($x27 (= ?x23 ?x26)))
 (let (($x20 (= (rank Y) 4)))
 (let (($x13 (>= p3 0)))
 (let (($x11 (>= p2 0)))
 (let (($x9 (>= p1 0)))
 (let (($x7 (>= p0 0)))
 (let (($x21 (and $x7 $x9 $x11 $x13 (= (rank X) 4) $x20)))
 (=> $x21 $x27))))))))))) :pattern ( (transpose4 p0 p1 p2 p3 (mul X Y)) ) :pattern ( (mul (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_mul))
 )
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x25 (transpose4 p0 p1 p2 p3 X)))
 (let ((?x55 (relu ?x25)))
 (let ((?x54 (transpose4 p0 p1 p2 p3 (relu X))))
 (let (($x56 (= ?x54 ?x55)))
 (let (($x20 (= (rank X) 4)))
 (let (($x13 (>= p3 0)))
 (let (($x11 (>= p2 0)))
 (let (($x9 (>= p1 0)))
 (let (($x7 (>= p0 0)))
 (let (($x52 (and $x7 $x9 $x11 $x13 $x20)))
 (=> $x52 $x56))))))))))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_i1) 4))
(assert
 (= (dim in_i1 0) sym_n))
(assert
 (= (dim in_i1 1) sym_c))
(assert
 (= (dim in_i1 2) sym_h))
(assert
 (= (dim in_i1 3) sym_w))
(assert
 (= (rank (transpose4 0 1 3 2 in_i1)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 0) sym_n))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 1) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 2) sym_w))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 3) sym_h))
(assert
 (= (rank (relu (transpose4 0 1 3 2 in_i1))) 4))
(assert
 (= (dim (relu (transpose4 0 1 3 2 in_i1)) 0) sym_n))
(assert
 (= (dim (relu (transpose4 0 1 3 2 in_i1)) 1) sym_c))
(assert
 (= (dim (relu (transpose4 0 1 3 2 in_i1)) 2) sym_w))
(assert
 (= (dim (relu (transpose4 0 1 3 2 in_i1)) 3) sym_h))
(assert
 (let ((?x86 (transpose4 0 1 3 2 in_i1)))
 (let ((?x97 (relu ?x86)))
 (let ((?x108 (mul ?x86 ?x97)))
 (= (rank ?x108) 4)))))
(assert
 (let ((?x86 (transpose4 0 1 3 2 in_i1)))
 (let ((?x97 (relu ?x86)))
 (let ((?x108 (mul ?x86 ?x97)))
 (= (dim ?x108 0) sym_n)))))
(assert
 (let ((?x86 (transpose4 0 1 3 2 in_i1)))
 (let ((?x97 (relu ?x86)))
 (let ((?x108 (mul ?x86 ?x97)))
 (= (dim ?x108 1) sym_c)))))
(assert
 (let ((?x86 (transpose4 0 1 3 2 in_i1)))
 (let ((?x97 (relu ?x86)))
 (let ((?x108 (mul ?x86 ?x97)))
 (= (dim ?x108 2) sym_w)))))
(assert
 (let ((?x86 (transpose4 0 1 3 2 in_i1)))
 (let ((?x97 (relu ?x86)))
 (let ((?x108 (mul ?x86 ?x97)))
 (= (dim ?x108 3) sym_h)))))
(assert
 (= (rank (relu in_i1)) 4))
(assert
 (= (dim (relu in_i1) 0) sym_n))
(assert
 (= (dim (relu in_i1) 1) sym_c))
(assert
 (= (dim (relu in_i1) 2) sym_h))
(assert
 (= (dim (relu in_i1) 3) sym_w))
(assert
 (= (rank (mul in_i1 (relu in_i1))) 4))
(assert
 (= (dim (mul in_i1 (relu in_i1)) 0) sym_n))
(assert
 (= (dim (mul in_i1 (relu in_i1)) 1) sym_c))
(assert
 (= (dim (mul in_i1 (relu in_i1)) 2) sym_h))
(assert
 (= (dim (mul in_i1 (relu in_i1)) 3) sym_w))
(assert
 (let ((?x119 (relu in_i1)))
 (let ((?x130 (mul in_i1 ?x119)))
 (let ((?x141 (transpose4 0 1 3 2 ?x130)))
 (= (rank ?x141) 4)))))
(assert
 (let ((?x119 (relu in_i1)))
 (let ((?x130 (mul in_i1 ?x119)))
 (let ((?x141 (transpose4 0 1 3 2 ?x130)))
 (= (dim ?x141 0) sym_n)))))
(assert
 (let ((?x119 (relu in_i1)))
 (let ((?x130 (mul in_i1 ?x119)))
 (let ((?x141 (transpose4 0 1 3 2 ?x130)))
 (= (dim ?x141 1) sym_c)))))
(assert
 (let ((?x119 (relu in_i1)))
 (let ((?x130 (mul in_i1 ?x119)))
 (let ((?x141 (transpose4 0 1 3 2 ?x130)))
 (= (dim ?x141 2) sym_w)))))
(assert
 (let ((?x119 (relu in_i1)))
 (let ((?x130 (mul in_i1 ?x119)))
 (let ((?x141 (transpose4 0 1 3 2 ?x130)))
 (= (dim ?x141 3) sym_h)))))
(assert
 (let ((?x119 (relu in_i1)))
(let ((?x130 (mul in_i1 ?x119)))
(let ((?x141 (transpose4 0 1 3 2 ?x130)))
(let ((?x86 (transpose4 0 1 3 2 in_i1)))
(let ((?x97 (relu ?x86)))
(let ((?x108 (mul ?x86 ?x97)))
(and (distinct ?x108 ?x141) true))))))))
(check-sat)
