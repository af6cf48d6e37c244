; verified_opt proof obligation: unsat means the rule holds
; axioms used: mulb_expand4
; z3 rlimit used: 80782
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mulb (T T) T)
(declare-fun expand4 (Int Int Int Int T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_b () Int)
(declare-fun sym_h () Int)
(declare-fun sym_s () Int)
(declare-fun sym_t () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) (a Int) (b Int) (c Int) (d Int) )(! (let ((?x41 (mulb (expand4 a b c d X) Y)))
 (let (($x43 (= ?x41 (mulb X Y))))
 (let (($x37 (>= d 1)))
 (let (($x36 (>= c 1)))
 (let (($x35 (>= b 1)))
 (let (($x34 (>= a 1)))
 (let (($x38 (and (= 0 (* (- a 1) (- a (dim Y 0)))) (= 0 (* (- b 1) (- b (dim Y 1)))) (= 0 (* (- c 1) (- c (dim Y 2)))) (= 0 (* (- d 1) (- d (dim Y 3)))) $x34 $x35 $x36 $x37)))
 (=> $x38 $x43)))))))) :pattern ( (mulb (expand4 a b c d X) Y) ) :qid mulb_expand4))
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
 (= (rank in_X) 4))
(assert
 (= (dim in_X 0) sym_b))
(assert
 (let ((?x82 (dim in_X 1)))
 (= 1 ?x82)))
(assert
 (let ((?x100 (dim in_X 2)))
 (= 1 ?x100)))
(assert
 (= (dim in_X 3) sym_s))
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
 (= (rank (expand4 sym_b 1 sym_t sym_s in_X)) 4))
(assert
 (= (dim (expand4 sym_b 1 sym_t sym_s in_X) 0) sym_b))
(assert
 (let ((?x96 (expand4 sym_b 1 sym_t sym_s in_X)))
 (let ((?x119 (dim ?x96 1)))
 (= 1 ?x119))))
(assert
 (= (dim (expand4 sym_b 1 sym_t sym_s in_X) 2) sym_t))
(assert
 (= (dim (expand4 sym_b 1 sym_t sym_s in_X) 3) sym_s))
(assert
 (= (rank (mulb (expand4 sym_b 1 sym_t sym_s in_X) in_Y)) 4))
(assert
 (let ((?x96 (expand4 sym_b 1 sym_t sym_s in_X)))
 (let ((?x135 (mulb ?x96 in_Y)))
 (= (dim ?x135 0) sym_b))))
(assert
 (let ((?x96 (expand4 sym_b 1 sym_t sym_s in_X)))
 (let ((?x135 (mulb ?x96 in_Y)))
 (= (dim ?x135 1) sym_h))))
(assert
 (let ((?x96 (expand4 sym_b 1 sym_t sym_s in_X)))
 (let ((?x135 (mulb ?x96 in_Y)))
 (= (dim ?x135 2) sym_t))))
(assert
 (let ((?x96 (expand4 sym_b 1 sym_t sym_s in_X)))
 (let ((?x135 (mulb ?x96 in_Y)))
 (= (dim ?x135 3) sym_s))))
(assert
 (= (rank (mulb in_X in_Y)) 4))
(assert
 (= (dim (mulb in_X in_Y) 0) sym_b))
(assert
 (= (dim (mulb in_X in_Y) 1) sym_h))
(assert
 (= (dim (mulb in_X in_Y) 2) sym_t))
(assert
 (= (dim (mulb in_X in_Y) 3) sym_s))
(assert
 (let ((?x146 (mulb in_X in_Y)))
(let ((?x96 (expand4 sym_b 1 sym_t sym_s in_X)))
(let ((?x135 (mulb ?x96 in_Y)))
(and (distinct ?x135 ?x146) true)))))
(check-sat)
