; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_add_x
; z3 rlimit used: 51328
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_m () Int)
(declare-fun rank (T) Int)
(declare-fun in_X1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_X2 () T)
(declare-fun in_W () T)
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x21 (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x18 (conv sh sw pt pl pb pr dh dw g (add X1 X2) W)))
 (= ?x18 ?x21))) :pattern ( (conv sh sw pt pl pb pr dh dw g (add X1 X2) W) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_add_x))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_w 1))
(assert
 (>= sym_m 1))
(assert
 (= (rank in_X1) 4))
(assert
 (= (dim in_X1 0) sym_n))
(assert
 (= (dim in_X1 1) sym_c))
(assert
 (= (dim in_X1 2) sym_h))
(assert
 (= (dim in_X1 3) sym_w))
(assert
 (= (rank in_X2) 4))
(assert
 (= (dim in_X2 0) sym_n))
(assert
 (= (dim in_X2 1) sym_c))
(assert
 (= (dim in_X2 2) sym_h))
(assert
 (= (dim in_X2 3) sym_w))
(assert
 (= (rank in_W) 4))
(assert
 (= (dim in_W 0) sym_m))
(assert
 (= (dim in_W 1) sym_c))
(assert
 (let ((?x87 (dim in_W 2)))
 (= 3 ?x87)))
(assert
 (let ((?x89 (dim in_W 3)))
 (= 3 ?x89)))
(assert
 (let ((?x91 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (= (rank ?x91) 4)))
(assert
 (let ((?x91 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (= (dim ?x91 0) sym_n)))
(assert
 (let ((?x91 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (= (dim ?x91 1) sym_m)))
(assert
 (let ((?x91 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (= (dim ?x91 2) sym_h)))
(assert
 (let ((?x91 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (= (dim ?x91 3) sym_w)))
(assert
 (let ((?x102 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (= (rank ?x102) 4)))
(assert
 (let ((?x102 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (= (dim ?x102 0) sym_n)))
(assert
 (let ((?x102 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (= (dim ?x102 1) sym_m)))
(assert
 (let ((?x102 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (= (dim ?x102 2) sym_h)))
(assert
 (let ((?x102 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (= (dim ?x102 3) sym_w)))
(assert
 (let ((?x102 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (let ((?x91 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (let ((?x113 (add ?x91 ?x102)))
 (= (rank ?x113) 4)))))
(assert
 (let ((?x102 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (let ((?x91 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (let ((?x113 (add ?x91 ?x102)))
 (= (dim ?x113 0) sym_n)))))
(assert
 (let ((?x102 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (let ((?x91 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (let ((?x113 (add ?x91 ?x102)))
 (= (dim ?x113 1) sym_m)))))
(assert
 (let ((?x102 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (let ((?x91 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (let ((?x113 (add ?x91 ?x102)))
 (= (dim ?x113 2) sym_h)))))
(assert
 (let ((?x102 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (let ((?x91 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (let ((?x113 (add ?x91 ?x102)))
 (= (dim ?x113 3) sym_w)))))
(assert
 (= (rank (add in_X1 in_X2)) 4))
(assert
 (= (dim (add in_X1 in_X2) 0) sym_n))
(assert
 (= (dim (add in_X1 in_X2) 1) sym_c))
(assert
 (= (dim (add in_X1 in_X2) 2) sym_h))
(assert
 (= (dim (add in_X1 in_X2) 3) sym_w))
(assert
 (let ((?x124 (add in_X1 in_X2)))
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 ?x124 in_W)))
 (= (rank ?x135) 4))))
(assert
 (let ((?x124 (add in_X1 in_X2)))
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 ?x124 in_W)))
 (= (dim ?x135 0) sym_n))))
(assert
 (let ((?x124 (add in_X1 in_X2)))
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 ?x124 in_W)))
 (= (dim ?x135 1) sym_m))))
(assert
 (let ((?x124 (add in_X1 in_X2)))
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 ?x124 in_W)))
 (= (dim ?x135 2) sym_h))))
(assert
 (let ((?x124 (add in_X1 in_X2)))
 (let ((?x135 (conv 1 1 1 1 1 1 1 1 1 ?x124 in_W)))
 (= (dim ?x135 3) sym_w))))
(assert
 (let ((?x124 (add in_X1 in_X2)))
(let ((?x135 (conv 1 1 1 1 1 1 1 1 1 ?x124 in_W)))
(let ((?x102 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
(let ((?x91 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
(let ((?x113 (add ?x91 ?x102)))
(and (distinct ?x113 ?x135) true)))))))
(check-sat)
