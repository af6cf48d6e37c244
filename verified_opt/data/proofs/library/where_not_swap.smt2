; verified_opt proof obligation: unsat means the rule holds
; axioms used: where_not
; z3 rlimit used: 1811
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun where (T T T) T)
(declare-fun lnot (T) T)
(declare-fun sym_b () Int)
(declare-fun sym_h () Int)
(declare-fun sym_s () Int)
(declare-fun sym_t () Int)
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
 (>= sym_b 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_s 1))
(assert
 (>= sym_t 1))
(assert
 (= (rank in_C) 4))
(assert
 (= (dim in_C 0) sym_b))
(assert
 (let ((?x47 (dim in_C 1)))
 (= 1 ?x47)))
(assert
 (let ((?x50 (dim in_C 2)))
 (= 1 ?x50)))
(assert
 (= (dim in_C 3) sym_s))
(assert
 (= (rank in_X) 0))
(assert
 (= (rank in_Y) 4))
(assert
 (= (dim in_Y 0) sym_b))
(assert
 (= (dim in_Y 1) sym_h))
(assert
 (= (dim in_Y 2) sym_t))
(assert
 (= (dim in_Y 3) sym_s))
(assert
 (= (rank (lnot in_C)) 4))
(assert
 (= (dim (lnot in_C) 0) sym_b))
(assert
 (let ((?x69 (lnot in_C)))
 (let ((?x74 (dim ?x69 1)))
 (= 1 ?x74))))
(assert
 (let ((?x69 (lnot in_C)))
 (let ((?x76 (dim ?x69 2)))
 (= 1 ?x76))))
(assert
 (= (dim (lnot in_C) 3) sym_s))
(assert
 (= (rank (where (lnot in_C) in_X in_Y)) 4))
(assert
 (= (dim (where (lnot in_C) in_X in_Y) 0) sym_b))
(assert
 (= (dim (where (lnot in_C) in_X in_Y) 1) sym_h))
(assert
 (= (dim (where (lnot in_C) in_X in_Y) 2) sym_t))
(assert
 (= (dim (where (lnot in_C) in_X in_Y) 3) sym_s))
(assert
 (= (rank (where in_C in_Y in_X)) 4))
(assert
 (= (dim (where in_C in_Y in_X) 0) sym_b))
(assert
 (= (dim (where in_C in_Y in_X) 1) sym_h))
(assert
 (= (dim (where in_C in_Y in_X) 2) sym_t))
(assert
 (= (dim (where in_C in_Y in_X) 3) sym_s))
(assert
 (let ((?x91 (where in_C in_Y in_X)))
(let ((?x69 (lnot in_C)))
(let ((?x80 (where ?x69 in_X in_Y)))
(and (distinct ?x80 ?x91) true)))))
(check-sat)
