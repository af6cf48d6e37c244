; verified_opt proof obligation: unsat means the rule holds
; axioms used: div_one_recip
; z3 rlimit used: 1206
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun divideb (T T) T)
(declare-fun fill0 (Real) T)
(declare-fun recip (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (a Real) )(! (let ((?x11 (divideb (fill0 a) X)))
 (let (($x13 (= ?x11 (recip X))))
 (=> (and (= 1.0 a)) $x13))) :pattern ( (divideb (fill0 a) X) ) :qid div_one_recip))
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
 (= (rank (fill0 1.0)) 0))
(assert
 (= (rank (divideb (fill0 1.0) in_X)) 4))
(assert
 (= (dim (divideb (fill0 1.0) in_X) 0) sym_n))
(assert
 (= (dim (divideb (fill0 1.0) in_X) 1) sym_c))
(assert
 (= (dim (divideb (fill0 1.0) in_X) 2) sym_h))
(assert
 (= (dim (divideb (fill0 1.0) in_X) 3) sym_w))
(assert
 (= (rank (recip in_X)) 4))
(assert
 (= (dim (recip in_X) 0) sym_n))
(assert
 (= (dim (recip in_X) 1) sym_c))
(assert
 (= (dim (recip in_X) 2) sym_h))
(assert
 (= (dim (recip in_X) 3) sym_w))
(assert
 (let ((?x75 (recip in_X)))
(let ((?x61 (fill0 1.0)))
(let ((?x64 (divideb ?x61 in_X)))
(and (distinct ?x64 ?x75) true)))))
(check-sat)
