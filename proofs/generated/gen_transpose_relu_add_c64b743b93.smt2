; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose4_add, transpose4_relu
; z3 rlimit used: 48735
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x14 (transpose4 p0 p1 p2 p3 Y)))
 (let ((?x15 (add (transpose4 p0 p1 p2 p3 X) ?x14)))
 (let ((?x12 (transpose4 p0 p1 p2 p3 (add X Y))))
 (= ?x12 ?x15)))) :pattern ( (transpose4 p0 p1 p2 p3 (add X Y)) ) :pattern ( (add (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_add))
 )
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x14 (transpose4 p0 p1 p2 p3 X)))
 (let ((?x39 (relu ?x14)))
 (let ((?x38 (transpose4 p0 p1 p2 p3 (relu X))))
 (= ?x38 ?x39)))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
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
 (let ((?x68 (transpose4 0 1 3 2 in_i1)))
 (let ((?x79 (relu ?x68)))
 (let ((?x90 (add ?x68 ?x79)))
 (= (rank ?x90) 4)))))
(assert
 (let ((?x68 (transpose4 0 1 3 2 in_i1)))
 (let ((?x79 (relu ?x68)))
 (let ((?x90 (add ?x68 ?x79)))
 (= (dim ?x90 0) sym_n)))))
(assert
 (let ((?x68 (transpose4 0 1 3 2 in_i1)))
 (let ((?x79 (relu ?x68)))
 (let ((?x90 (add ?x68 ?x79)))
 (= (dim ?x90 1) sym_c)))))
(assert
 (let ((?x68 (transpose4 0 1 3 2 in_i1)))
 (let ((?x79 (relu ?x68)))
 (let ((?x90 (add ?x68 ?x79)))
 (= (dim ?x90 2) sym_w)))))
(assert
 (let ((?x68 (transpose4 0 1 3 2 in_i1)))
 (let ((?x79 (relu ?x68)))
 (let ((?x90 (add ?x68 ?x79)))
 (= (dim ?x90 3) sym_h)))))
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
 (= (rank (add in_i1 (relu in_i1))) 4))
(assert
 (= (dim (add in_i1 (relu in_i1)) 0) sym_n))
(assert
 (= (dim (add in_i1 (relu in_i1)) 1) sym_c))
(assert
 (= (dim (add in_i1 (relu in_i1)) 2) sym_h))
(assert
 (= (dim (add in_i1 (relu in_i1)) 3) sym_w))
(assert
 (let ((?x101 (relu in_i1)))
 (let ((?x112 (add in_i1 ?x101)))
 (let ((?x123 (transpose4 0 1 3 2 ?x112)))
 (= (rank ?x123) 4)))))
(assert
 (let ((?x101 (relu in_i1)))
 (let ((?x112 (add in_i1 ?x101)))
 (let ((?x123 (transpose4 0 1 3 2 ?x112)))
 (= (dim ?x123 0) sym_n)))))
(assert
 (let ((?x101 (relu in_i1)))
 (let ((?x112 (add in_i1 ?x101)))
 (let ((?x123 (transpose4 0 1 3 2 ?x112)))
 (= (dim ?x123 1) sym_c)))))
(assert
 (let ((?x101 (relu in_i1)))
 (let ((?x112 (add in_i1 ?x101)))
 (let ((?x123 (transpose4 0 1 3 2 ?x112)))
 (= (dim ?x123 2) sym_w)))))
(assert
 (let ((?x101 (relu in_i1)))
 (let ((?x112 (add in_i1 ?x101)))
 (let ((?x123 (transpose4 0 1 3 2 ?x112)))
 (= (dim ?x123 3) sym_h)))))
(assert
 (let ((?x101 (relu in_i1)))
(let ((?x112 (add in_i1 ?x101)))
(let ((?x123 (transpose4 0 1 3 2 ?x112)))
(let ((?x68 (transpose4 0 1 3 2 in_i1)))
(let ((?x79 (relu ?x68)))
(let ((?x90 (add ?x68 ?x79)))
(and (distinct ?x90 ?x123) true))))))))
(check-sat)
