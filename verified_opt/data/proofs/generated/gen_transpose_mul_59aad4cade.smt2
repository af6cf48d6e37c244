; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose4_mul
; z3 rlimit used: 74111
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_i2 () T)
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x21 (mul (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y))))
 (let ((?x18 (transpose4 p0 p1 p2 p3 (mul X Y))))
 (let (($x22 (= ?x18 ?x21)))
 (let (($x14 (and (>= p0 0) (>= p1 0) (>= p2 0) (>= p3 0))))
 (=> $x14 $x22))))) :pattern ( (transpose4 p0 p1 p2 p3 (mul X Y)) ) :pattern ( (mul (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_mul))
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
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n))
(assert
 (= (dim in_i2 1) sym_c))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
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
 (= (rank (transpose4 0 1 3 2 in_i2)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_i2) 0) sym_n))
(assert
 (= (dim (transpose4 0 1 3 2 in_i2) 1) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_i2) 2) sym_w))
(assert
 (= (dim (transpose4 0 1 3 2 in_i2) 3) sym_h))
(assert
 (let ((?x92 (transpose4 0 1 3 2 in_i2)))
 (let ((?x81 (transpose4 0 1 3 2 in_i1)))
 (let ((?x103 (mul ?x81 ?x92)))
 (= (rank ?x103) 4)))))
(assert
 (let ((?x92 (transpose4 0 1 3 2 in_i2)))
 (let ((?x81 (transpose4 0 1 3 2 in_i1)))
 (let ((?x103 (mul ?x81 ?x92)))
 (= (dim ?x103 0) sym_n)))))
(assert
 (let ((?x92 (transpose4 0 1 3 2 in_i2)))
 (let ((?x81 (transpose4 0 1 3 2 in_i1)))
 (let ((?x103 (mul ?x81 ?x92)))
 (= (dim ?x103 1) sym_c)))))
(assert
 (let ((?x92 (transpose4 0 1 3 2 in_i2)))
 (let ((?x81 (transpose4 0 1 3 2 in_i1)))
 (let ((?x103 (mul ?x81 ?x92)))
 (= (dim ?x103 2) sym_w)))))
(assert
 (let ((?x92 (transpose4 0 1 3 2 in_i2)))
 (let ((?x81 (transpose4 0 1 3 2 in_i1)))
 (let ((?x103 (mul ?x81 ?x92)))
 (= (dim ?x103 3) sym_h)))))
(assert
 (= (rank (mul in_i1 in_i2)) 4))
(assert
 (= (dim (mul in_i1 in_i2) 0) sym_n))
(assert
 (= (dim (mul in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (mul in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (mul in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (transpose4 0 1 3 2 (mul in_i1 in_i2))) 4))
(assert
 (= (dim (transpose4 0 1 3 2 (mul in_i1 in_i2)) 0) sym_n))
(assert
 (= (dim (transpose4 0 1 3 2 (mul in_i1 in_i2)) 1) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 (mul in_i1 in_i2)) 2) sym_w))
(assert
 (= (dim (transpose4 0 1 3 2 (mul in_i1 in_i2)) 3) sym_h))
(assert
 (let ((?x114 (mul in_i1 in_i2)))
(let ((?x125 (transpose4 0 1 3 2 ?x114)))
(let ((?x92 (transpose4 0 1 3 2 in_i2)))
(let ((?x81 (transpose4 0 1 3 2 in_i1)))
(let ((?x103 (mul ?x81 ?x92)))
(and (distinct ?x103 ?x125) true)))))))
(check-sat)
