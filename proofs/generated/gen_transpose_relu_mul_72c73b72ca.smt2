; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose2_mul, transpose2_relu
; z3 rlimit used: 47889
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun relu (T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun rank (T) Int)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x12 (transpose2 p0 p1 Y)))
 (let ((?x13 (mul (transpose2 p0 p1 X) ?x12)))
 (let ((?x10 (transpose2 p0 p1 (mul X Y))))
 (= ?x10 ?x13)))) :pattern ( (transpose2 p0 p1 (mul X Y)) ) :pattern ( (mul (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_mul))
 )
(assert
 (forall ((X T) (p0 Int) (p1 Int) )(! (let ((?x12 (transpose2 p0 p1 X)))
 (let ((?x37 (relu ?x12)))
 (let ((?x36 (transpose2 p0 p1 (relu X))))
 (= ?x36 ?x37)))) :pattern ( (transpose2 p0 p1 (relu X)) ) :pattern ( (relu (transpose2 p0 p1 X)) ) :qid transpose2_relu))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c 1))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank (transpose2 1 0 in_x1)) 2))
(assert
 (= (dim (transpose2 1 0 in_x1) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 in_x1) 1) sym_n))
(assert
 (= (rank (relu (transpose2 1 0 in_x1))) 2))
(assert
 (= (dim (relu (transpose2 1 0 in_x1)) 0) sym_c))
(assert
 (= (dim (relu (transpose2 1 0 in_x1)) 1) sym_n))
(assert
 (let ((?x56 (transpose2 1 0 in_x1)))
 (let ((?x63 (relu ?x56)))
 (let ((?x70 (mul ?x56 ?x63)))
 (= (rank ?x70) 2)))))
(assert
 (let ((?x56 (transpose2 1 0 in_x1)))
 (let ((?x63 (relu ?x56)))
 (let ((?x70 (mul ?x56 ?x63)))
 (= (dim ?x70 0) sym_c)))))
(assert
 (let ((?x56 (transpose2 1 0 in_x1)))
 (let ((?x63 (relu ?x56)))
 (let ((?x70 (mul ?x56 ?x63)))
 (= (dim ?x70 1) sym_n)))))
(assert
 (= (rank (relu in_x1)) 2))
(assert
 (= (dim (relu in_x1) 0) sym_n))
(assert
 (= (dim (relu in_x1) 1) sym_c))
(assert
 (= (rank (mul in_x1 (relu in_x1))) 2))
(assert
 (= (dim (mul in_x1 (relu in_x1)) 0) sym_n))
(assert
 (= (dim (mul in_x1 (relu in_x1)) 1) sym_c))
(assert
 (= (rank (transpose2 1 0 (mul in_x1 (relu in_x1)))) 2))
(assert
 (= (dim (transpose2 1 0 (mul in_x1 (relu in_x1))) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 (mul in_x1 (relu in_x1))) 1) sym_n))
(assert
 (let ((?x77 (relu in_x1)))
(let ((?x84 (mul in_x1 ?x77)))
(let ((?x91 (transpose2 1 0 ?x84)))
(let ((?x56 (transpose2 1 0 in_x1)))
(let ((?x63 (relu ?x56)))
(let ((?x70 (mul ?x56 ?x63)))
(and (distinct ?x70 ?x91) true))))))))
(check-sat)
