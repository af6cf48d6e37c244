; verified_opt proof obligation: unsat means the rule holds
; axioms used: mulb_recip_div
; z3 rlimit used: 1327
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun divideb (T T) T)
(declare-fun mulb (T T) T)
(declare-fun recip (T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) )(! (let ((?x20 (divideb X Y)))
 (let ((?x19 (mulb X (recip Y))))
 (let (($x21 (= ?x19 ?x20)))
 (let (($x17 (and (>= (- (- (rank X) 1) 0) 0) (>= (- (- (rank Y) 1) 0) 0))))
 (=> $x17 $x21))))) :pattern ( (mulb X (recip Y)) ) :pattern ( (divideb X Y) ) :qid mulb_recip_div))
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
 (= (rank in_Y) 3))
(assert
 (= (dim in_Y 0) sym_c))
(assert
 (let ((?x76 (dim in_Y 1)))
 (= 1 ?x76)))
(assert
 (let ((?x78 (dim in_Y 2)))
 (= 1 ?x78)))
(assert
 (= (rank (divideb in_X in_Y)) 4))
(assert
 (= (dim (divideb in_X in_Y) 0) sym_n))
(assert
 (= (dim (divideb in_X in_Y) 1) sym_c))
(assert
 (= (dim (divideb in_X in_Y) 2) sym_h))
(assert
 (= (dim (divideb in_X in_Y) 3) sym_w))
(assert
 (= (rank (recip in_Y)) 3))
(assert
 (= (dim (recip in_Y) 0) sym_c))
(assert
 (let ((?x91 (recip in_Y)))
 (let ((?x96 (dim ?x91 1)))
 (= 1 ?x96))))
(assert
 (let ((?x91 (recip in_Y)))
 (let ((?x98 (dim ?x91 2)))
 (= 1 ?x98))))
(assert
 (= (rank (mulb in_X (recip in_Y))) 4))
(assert
 (= (dim (mulb in_X (recip in_Y)) 0) sym_n))
(assert
 (= (dim (mulb in_X (recip in_Y)) 1) sym_c))
(assert
 (= (dim (mulb in_X (recip in_Y)) 2) sym_h))
(assert
 (= (dim (mulb in_X (recip in_Y)) 3) sym_w))
(assert
 (let ((?x91 (recip in_Y)))
(let ((?x100 (mulb in_X ?x91)))
(let ((?x80 (divideb in_X in_Y)))
(and (distinct ?x80 ?x100) true)))))
(check-sat)
