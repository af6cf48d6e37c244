; verified_opt proof obligation: unsat means the rule holds
; axioms used: pad4_zero
; z3 rlimit used: 1177
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) )(! (let ((?x11 (pad4 0 0 0 0 0 0 0 0 X)))
 (let (($x12 (= ?x11 X)))
 (=> (and (= (rank X) 4)) $x12))) :pattern ( (pad4 0 0 0 0 0 0 0 0 X) ) :qid pad4_zero))
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
 (= (rank (pad4 0 0 0 0 0 0 0 0 in_X)) 4))
(assert
 (let ((?x58 (pad4 0 0 0 0 0 0 0 0 in_X)))
 (= (dim ?x58 0) sym_n)))
(assert
 (let ((?x58 (pad4 0 0 0 0 0 0 0 0 in_X)))
 (= (dim ?x58 1) sym_c)))
(assert
 (let ((?x58 (pad4 0 0 0 0 0 0 0 0 in_X)))
 (= (dim ?x58 2) sym_h)))
(assert
 (let ((?x58 (pad4 0 0 0 0 0 0 0 0 in_X)))
 (= (dim ?x58 3) sym_w)))
(assert
 (let ((?x58 (pad4 0 0 0 0 0 0 0 0 in_X)))
(and (distinct ?x58 in_X) true)))
(check-sat)
