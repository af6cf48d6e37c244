; verified_opt proof obligation: unsat means the rule holds
; axioms used: mulb_expand4
; z3 rlimit used: 9557
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mulb (T T) T)
(declare-fun expand4 (Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_b () Int)
(declare-fun sym_h () Int)
(declare-fun sym_s () Int)
(declare-fun sym_t () Int)
(declare-fun in_X () T)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) (a Int) (b Int) (c Int) (d Int) )(! (let ((?x44 (mulb (expand4 a b c d X) Y)))
 (let (($x46 (= ?x44 (mulb X Y))))
 (let (($x40 (= (rank Y) 4)))
 (let (($x37 (>= d 1)))
 (let (($x36 (>= c 1)))
 (let (($x35 (>= b 1)))
 (let (($x34 (>= a 1)))
 (let (($x41 (and (= 0 (* (- a 1) (- a (dim Y 0)))) (= 0 (* (- b 1) (- b (dim Y 1)))) (= 0 (* (- c 1) (- c (dim Y 2)))) (= 0 (* (- d 1) (- d (dim Y 3)))) $x34 $x35 $x36 $x37 $x40)))
 (=> $x41 $x46))))))))) :pattern ( (mulb (expand4 a b c d X) Y) ) :qid mulb_expand4))
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
 (let ((?x102 (dim in_X 1)))
 (= 1 ?x102)))
(assert
 (let ((?x84 (dim in_X 2)))
 (= 1 ?x84)))
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
 (let ((?x100 (expand4 sym_b 1 sym_t sym_s in_X)))
 (let ((?x121 (dim ?x100 1)))
 (= 1 ?x121))))
(assert
 (= (dim (expand4 sym_b 1 sym_t sym_s in_X) 2) sym_t))
(assert
 (= (dim (expand4 sym_b 1 sym_t sym_s in_X) 3) sym_s))
(assert
 (= (rank (mulb (expand4 sym_b 1 sym_t sym_s in_X) in_Y)) 4))
(assert
 (let ((?x100 (expand4 sym_b 1 sym_t sym_s in_X)))
 (let ((?x137 (mulb ?x100 in_Y)))
 (= (dim ?x137 0) sym_b))))
(assert
 (let ((?x100 (expand4 sym_b 1 sym_t sym_s in_X)))
 (let ((?x137 (mulb ?x100 in_Y)))
 (= (dim ?x137 1) sym_h))))
(assert
 (let ((?x100 (expand4 sym_b 1 sym_t sym_s in_X)))
 (let ((?x137 (mulb ?x100 in_Y)))
 (= (dim ?x137 2) sym_t))))
(assert
 (let ((?x100 (expand4 sym_b 1 sym_t sym_s in_X)))
 (let ((?x137 (mulb ?x100 in_Y)))
 (= (dim ?x137 3) sym_s))))
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
 (let ((?x148 (mulb in_X in_Y)))
(let ((?x100 (expand4 sym_b 1 sym_t sym_s in_X)))
(let ((?x137 (mulb ?x100 in_Y)))
(and (distinct ?x137 ?x148) true)))))
(check-sat)
