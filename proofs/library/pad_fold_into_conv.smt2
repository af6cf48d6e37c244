; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_pad
; z3 rlimit used: 50484
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_m () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(declare-fun in_W () T)
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x27 (conv sh sw (+ pt yt) (+ pl xl) (+ pb yb) (+ pr xr) dh dw g X W)))
 (let ((?x22 (conv sh sw pt pl pb pr dh dw g (pad4 0 0 yt xl 0 0 yb xr X) W)))
 (= ?x22 ?x27))) :pattern ( (conv sh sw pt pl pb pr dh dw g (pad4 0 0 yt xl 0 0 yb xr X) W) ) :qid conv_pad))
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
 (= (rank in_W) 4))
(assert
 (= (dim in_W 0) sym_m))
(assert
 (= (dim in_W 1) sym_c))
(assert
 (let ((?x80 (dim in_W 2)))
 (= 3 ?x80)))
(assert
 (let ((?x82 (dim in_W 3)))
 (= 3 ?x82)))
(assert
 (= (rank (pad4 0 0 1 2 0 0 1 0 in_X)) 4))
(assert
 (let ((?x84 (pad4 0 0 1 2 0 0 1 0 in_X)))
 (= (dim ?x84 0) sym_n)))
(assert
 (let ((?x84 (pad4 0 0 1 2 0 0 1 0 in_X)))
 (= (dim ?x84 1) sym_c)))
(assert
 (let ((?x92 (+ 2 sym_h)))
 (let ((?x84 (pad4 0 0 1 2 0 0 1 0 in_X)))
 (let ((?x91 (dim ?x84 2)))
 (= ?x91 ?x92)))))
(assert
 (let ((?x95 (+ 2 sym_w)))
 (let ((?x84 (pad4 0 0 1 2 0 0 1 0 in_X)))
 (let ((?x94 (dim ?x84 3)))
 (= ?x94 ?x95)))))
(assert
 (let ((?x84 (pad4 0 0 1 2 0 0 1 0 in_X)))
 (let ((?x97 (conv 1 1 0 0 0 0 1 1 1 ?x84 in_W)))
 (= (rank ?x97) 4))))
(assert
 (let ((?x84 (pad4 0 0 1 2 0 0 1 0 in_X)))
 (let ((?x97 (conv 1 1 0 0 0 0 1 1 1 ?x84 in_W)))
 (= (dim ?x97 0) sym_n))))
(assert
 (let ((?x84 (pad4 0 0 1 2 0 0 1 0 in_X)))
 (let ((?x97 (conv 1 1 0 0 0 0 1 1 1 ?x84 in_W)))
 (= (dim ?x97 1) sym_m))))
(assert
 (let ((?x84 (pad4 0 0 1 2 0 0 1 0 in_X)))
 (let ((?x97 (conv 1 1 0 0 0 0 1 1 1 ?x84 in_W)))
 (= (dim ?x97 2) sym_h))))
(assert
 (let ((?x84 (pad4 0 0 1 2 0 0 1 0 in_X)))
 (let ((?x97 (conv 1 1 0 0 0 0 1 1 1 ?x84 in_W)))
 (= (dim ?x97 3) sym_w))))
(assert
 (let ((?x92 (+ 2 sym_h)))
 (>= ?x92 0)))
(assert
 (let ((?x95 (+ 2 sym_w)))
 (>= ?x95 0)))
(assert
 (let ((?x110 (conv 1 1 1 2 1 0 1 1 1 in_X in_W)))
 (= (rank ?x110) 4)))
(assert
 (let ((?x110 (conv 1 1 1 2 1 0 1 1 1 in_X in_W)))
 (= (dim ?x110 0) sym_n)))
(assert
 (let ((?x110 (conv 1 1 1 2 1 0 1 1 1 in_X in_W)))
 (= (dim ?x110 1) sym_m)))
(assert
 (let ((?x110 (conv 1 1 1 2 1 0 1 1 1 in_X in_W)))
 (= (dim ?x110 2) sym_h)))
(assert
 (let ((?x110 (conv 1 1 1 2 1 0 1 1 1 in_X in_W)))
 (= (dim ?x110 3) sym_w)))
(assert
 (let ((?x110 (conv 1 1 1 2 1 0 1 1 1 in_X in_W)))
(let ((?x84 (pad4 0 0 1 2 0 0 1 0 in_X)))
(let ((?x97 (conv 1 1 0 0 0 0 1 1 1 ?x84 in_W)))
(and (distinct ?x97 ?x110) true)))))
(check-sat)
