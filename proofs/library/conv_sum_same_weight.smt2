; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_add_x
; z3 rlimit used: 41907
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
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x446 (conv sh sw pt pl pb pr dh dw g X2 W)))
 (let ((?x454 (conv sh sw pt pl pb pr dh dw g X1 W)))
 (let ((?x430 (add ?x454 ?x446)))
 (let ((?x438 (add X1 X2)))
 (let ((?x450 (conv sh sw pt pl pb pr dh dw g ?x438 W)))
 (= ?x450 ?x430)))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (add X1 X2) W) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_add_x))
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
 (let ((?x2919 (dim in_W 2)))
 (= 3 ?x2919)))
(assert
 (let ((?x2762 (dim in_W 3)))
 (= 3 ?x2762)))
(assert
 (let ((?x3057 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (= (rank ?x3057) 4)))
(assert
 (let ((?x3057 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (= (dim ?x3057 0) sym_n)))
(assert
 (let ((?x3057 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (= (dim ?x3057 1) sym_m)))
(assert
 (let ((?x3057 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (= (dim ?x3057 2) sym_h)))
(assert
 (let ((?x3057 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (= (dim ?x3057 3) sym_w)))
(assert
 (let ((?x2787 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (= (rank ?x2787) 4)))
(assert
 (let ((?x2787 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (= (dim ?x2787 0) sym_n)))
(assert
 (let ((?x2787 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (= (dim ?x2787 1) sym_m)))
(assert
 (let ((?x2787 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (= (dim ?x2787 2) sym_h)))
(assert
 (let ((?x2787 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (= (dim ?x2787 3) sym_w)))
(assert
 (let ((?x2787 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (let ((?x3057 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (let ((?x3538 (add ?x3057 ?x2787)))
 (= (rank ?x3538) 4)))))
(assert
 (let ((?x2787 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (let ((?x3057 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (let ((?x3538 (add ?x3057 ?x2787)))
 (= (dim ?x3538 0) sym_n)))))
(assert
 (let ((?x2787 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (let ((?x3057 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (let ((?x3538 (add ?x3057 ?x2787)))
 (= (dim ?x3538 1) sym_m)))))
(assert
 (let ((?x2787 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (let ((?x3057 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (let ((?x3538 (add ?x3057 ?x2787)))
 (= (dim ?x3538 2) sym_h)))))
(assert
 (let ((?x2787 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (let ((?x3057 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (let ((?x3538 (add ?x3057 ?x2787)))
 (= (dim ?x3538 3) sym_w)))))
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
 (let ((?x2958 (add in_X1 in_X2)))
 (let ((?x3473 (conv 1 1 1 1 1 1 1 1 1 ?x2958 in_W)))
 (= (rank ?x3473) 4))))
(assert
 (let ((?x2958 (add in_X1 in_X2)))
 (let ((?x3473 (conv 1 1 1 1 1 1 1 1 1 ?x2958 in_W)))
 (= (dim ?x3473 0) sym_n))))
(assert
 (let ((?x2958 (add in_X1 in_X2)))
 (let ((?x3473 (conv 1 1 1 1 1 1 1 1 1 ?x2958 in_W)))
 (= (dim ?x3473 1) sym_m))))
(assert
 (let ((?x2958 (add in_X1 in_X2)))
 (let ((?x3473 (conv 1 1 1 1 1 1 1 1 1 ?x2958 in_W)))
 (= (dim ?x3473 2) sym_h))))
(assert
 (let ((?x2958 (add in_X1 in_X2)))
 (let ((?x3473 (conv 1 1 1 1 1 1 1 1 1 ?x2958 in_W)))
 (= (dim ?x3473 3) sym_w))))
(assert
 (let ((?x2958 (add in_X1 in_X2)))
(let ((?x3473 (conv 1 1 1 1 1 1 1 1 1 ?x2958 in_W)))
(let ((?x2787 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
(let ((?x3057 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
(let ((?x3538 (add ?x3057 ?x2787)))
(and (distinct ?x3538 ?x3473) true)))))))
(check-sat)
