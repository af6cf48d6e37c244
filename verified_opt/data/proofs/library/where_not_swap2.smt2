; verified_opt proof obligation: unsat means the rule holds
; axioms used: where_not
; z3 rlimit used: 1503
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun where (T T T) T)
(declare-fun lnot (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_C () T)
(declare-fun dim (T Int) Int)
(declare-fun in_X () T)
(declare-fun in_Y () T)
(assert
 (forall ((C T) (X T) (Y T) )(! (let ((?x9 (where (lnot C) X Y)))
 (= ?x9 (where C Y X))) :pattern ( (where (lnot C) X Y) ) :qid where_not))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_C) 2))
(assert
 (= (dim in_C 0) sym_n))
(assert
 (= (dim in_C 1) sym_c))
(assert
 (= (rank in_X) 2))
(assert
 (= (dim in_X 0) sym_n))
(assert
 (= (dim in_X 1) sym_c))
(assert
 (= (rank in_Y) 2))
(assert
 (= (dim in_Y 0) sym_n))
(assert
 (= (dim in_Y 1) sym_c))
(assert
 (= (rank (lnot in_C)) 2))
(assert
 (= (dim (lnot in_C) 0) sym_n))
(assert
 (= (dim (lnot in_C) 1) sym_c))
(assert
 (= (rank (where (lnot in_C) in_X in_Y)) 2))
(assert
 (= (dim (where (lnot in_C) in_X in_Y) 0) sym_n))
(assert
 (= (dim (where (lnot in_C) in_X in_Y) 1) sym_c))
(assert
 (= (rank (where in_C in_Y in_X)) 2))
(assert
 (= (dim (where in_C in_Y in_X) 0) sym_n))
(assert
 (= (dim (where in_C in_Y in_X) 1) sym_c))
(assert
 (let ((?x73 (where in_C in_Y in_X)))
(let ((?x59 (lnot in_C)))
(let ((?x66 (where ?x59 in_X in_Y)))
(and (distinct ?x66 ?x73) true)))))
(check-sat)
