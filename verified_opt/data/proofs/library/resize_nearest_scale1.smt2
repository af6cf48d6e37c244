; verified_opt proof obligation: unsat means the rule holds
; axioms used: upnn_one
; z3 rlimit used: 913
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun upnn (Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) )(! (let ((?x11 (upnn 1 1 X)))
 (let (($x12 (= ?x11 X)))
 (=> (and (= (rank X) 4)) $x12))) :pattern ( (upnn 1 1 X) ) :qid upnn_one))
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
 (= (rank in_X) 4))
(assert
 (= (dim in_X 0) sym_n))
(assert
 (= (dim in_X 1) sym_c))
(assert
 (= (dim in_X 2) sym_h))
(assert
 (= (dim in_X 3) sym_w))
(assert
 (= (rank (upnn 1 1 in_X)) 4))
(assert
 (= (dim (upnn 1 1 in_X) 0) sym_n))
(assert
 (= (dim (upnn 1 1 in_X) 1) sym_c))
(assert
 (= (dim (upnn 1 1 in_X) 2) sym_h))
(assert
 (= (dim (upnn 1 1 in_X) 3) sym_w))
(assert
 (let ((?x58 (upnn 1 1 in_X)))
(and (distinct ?x58 in_X) true)))
(check-sat)
