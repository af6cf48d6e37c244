; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_dist_add
; z3 rlimit used: 74465
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun mul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_i2 () T)
(declare-fun in_i3 () T)
(assert
 (forall ((X T) (Y T) (Z T) )(! (let ((?x12 (add (mul X Y) (mul X Z))))
 (let ((?x9 (mul X (add Y Z))))
 (= ?x9 ?x12))) :pattern ( (mul X (add Y Z)) ) :pattern ( (add (mul X Y) (mul X Z)) ) :qid mul_dist_add))
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
 (= (rank in_i3) 4))
(assert
 (= (dim in_i3 0) sym_n))
(assert
 (= (dim in_i3 1) sym_c))
(assert
 (= (dim in_i3 2) sym_h))
(assert
 (= (dim in_i3 3) sym_w))
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
 (= (rank (mul in_i1 in_i3)) 4))
(assert
 (= (dim (mul in_i1 in_i3) 0) sym_n))
(assert
 (= (dim (mul in_i1 in_i3) 1) sym_c))
(assert
 (= (dim (mul in_i1 in_i3) 2) sym_h))
(assert
 (= (dim (mul in_i1 in_i3) 3) sym_w))
(assert
 (= (rank (add (mul in_i1 in_i2) (mul in_i1 in_i3))) 4))
(assert
 (= (dim (add (mul in_i1 in_i2) (mul in_i1 in_i3)) 0) sym_n))
(assert
 (= (dim (add (mul in_i1 in_i2) (mul in_i1 in_i3)) 1) sym_c))
(assert
 (= (dim (add (mul in_i1 in_i2) (mul in_i1 in_i3)) 2) sym_h))
(assert
 (= (dim (add (mul in_i1 in_i2) (mul in_i1 in_i3)) 3) sym_w))
(assert
 (= (rank (add in_i2 in_i3)) 4))
(assert
 (= (dim (add in_i2 in_i3) 0) sym_n))
(assert
 (= (dim (add in_i2 in_i3) 1) sym_c))
(assert
 (= (dim (add in_i2 in_i3) 2) sym_h))
(assert
 (= (dim (add in_i2 in_i3) 3) sym_w))
(assert
 (= (rank (mul in_i1 (add in_i2 in_i3))) 4))
(assert
 (= (dim (mul in_i1 (add in_i2 in_i3)) 0) sym_n))
(assert
 (= (dim (mul in_i1 (add in_i2 in_i3)) 1) sym_c))
(assert
 (= (dim (mul in_i1 (add in_i2 in_i3)) 2) sym_h))
(assert
 (= (dim (mul in_i1 (add in_i2 in_i3)) 3) sym_w))
(assert
 (let ((?x113 (add in_i2 in_i3)))
(let ((?x124 (mul in_i1 ?x113)))
(let ((?x91 (mul in_i1 in_i3)))
(let ((?x80 (mul in_i1 in_i2)))
(let ((?x102 (add ?x80 ?x91)))
(and (distinct ?x102 ?x124) true)))))))
(check-sat)
