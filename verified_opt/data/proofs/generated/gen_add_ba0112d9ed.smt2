; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_assoc, add_comm
; z3 rlimit used: 74213
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_x2 () T)
(declare-fun in_x3 () T)
(assert
 (forall ((X T) (Y T) )(! (let ((?x8 (add Y X)))
 (let ((?x7 (add X Y)))
 (= ?x7 ?x8))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((X T) (Y T) (Z T) )(! (let ((?x7 (add Y Z)))
 (let ((?x33 (add X ?x7)))
 (let ((?x32 (add (add X Y) Z)))
 (= ?x32 ?x33)))) :pattern ( (add (add X Y) Z) ) :pattern ( (add X (add Y Z)) ) :qid add_assoc))
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
 (= (rank in_x3) 2))
(assert
 (= (dim in_x3 0) sym_n))
(assert
 (= (dim in_x3 1) sym_c))
(assert
 (= (rank (add in_x1 in_x2)) 2))
(assert
 (= (dim (add in_x1 in_x2) 0) sym_n))
(assert
 (= (dim (add in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (add in_x3 (add in_x1 in_x2))) 2))
(assert
 (= (dim (add in_x3 (add in_x1 in_x2)) 0) sym_n))
(assert
 (= (dim (add in_x3 (add in_x1 in_x2)) 1) sym_c))
(assert
 (= (rank (add in_x1 in_x3)) 2))
(assert
 (= (dim (add in_x1 in_x3) 0) sym_n))
(assert
 (= (dim (add in_x1 in_x3) 1) sym_c))
(assert
 (= (rank (add in_x2 (add in_x1 in_x3))) 2))
(assert
 (= (dim (add in_x2 (add in_x1 in_x3)) 0) sym_n))
(assert
 (= (dim (add in_x2 (add in_x1 in_x3)) 1) sym_c))
(assert
 (let ((?x80 (add in_x1 in_x3)))
(let ((?x87 (add in_x2 ?x80)))
(let ((?x66 (add in_x1 in_x2)))
(let ((?x73 (add in_x3 ?x66)))
(and (distinct ?x73 ?x87) true))))))
(check-sat)
