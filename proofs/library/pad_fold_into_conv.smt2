; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_pad
; z3 rlimit used: 41064
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
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x542 (+ pb yb)))
 (let ((?x543 (+ pl xl)))
 (let ((?x554 (+ pt yt)))
 (let ((?x560 (conv sh sw ?x554 ?x543 ?x542 (+ pr xr) dh dw g X W)))
 (let ((?x548 (conv sh sw pt pl pb pr dh dw g (pad4 0 0 yt xl 0 0 yb xr X) W)))
 (= ?x548 ?x560)))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (pad4 0 0 yt xl 0 0 yb xr X) W) ) :qid conv_pad))
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
 (let ((?x3163 (dim in_W 2)))
 (= 3 ?x3163)))
(assert
 (let ((?x3735 (dim in_W 3)))
 (= 3 ?x3735)))
(assert
 (= (rank (pad4 0 0 1 2 0 0 1 0 in_X)) 4))
(assert
 (let ((?x3693 (pad4 0 0 1 2 0 0 1 0 in_X)))
 (= (dim ?x3693 0) sym_n)))
(assert
 (let ((?x3693 (pad4 0 0 1 2 0 0 1 0 in_X)))
 (= (dim ?x3693 1) sym_c)))
(assert
 (let ((?x2740 (+ 2 sym_h)))
 (let ((?x3693 (pad4 0 0 1 2 0 0 1 0 in_X)))
 (let ((?x3688 (dim ?x3693 2)))
 (= ?x3688 ?x2740)))))
(assert
 (let ((?x3614 (+ 2 sym_w)))
 (let ((?x3693 (pad4 0 0 1 2 0 0 1 0 in_X)))
 (let ((?x3618 (dim ?x3693 3)))
 (= ?x3618 ?x3614)))))
(assert
 (let ((?x3693 (pad4 0 0 1 2 0 0 1 0 in_X)))
 (let ((?x3440 (conv 1 1 0 0 0 0 1 1 1 ?x3693 in_W)))
 (= (rank ?x3440) 4))))
(assert
 (let ((?x3693 (pad4 0 0 1 2 0 0 1 0 in_X)))
 (let ((?x3440 (conv 1 1 0 0 0 0 1 1 1 ?x3693 in_W)))
 (= (dim ?x3440 0) sym_n))))
(assert
 (let ((?x3693 (pad4 0 0 1 2 0 0 1 0 in_X)))
 (let ((?x3440 (conv 1 1 0 0 0 0 1 1 1 ?x3693 in_W)))
 (= (dim ?x3440 1) sym_m))))
(assert
 (let ((?x3693 (pad4 0 0 1 2 0 0 1 0 in_X)))
 (let ((?x3440 (conv 1 1 0 0 0 0 1 1 1 ?x3693 in_W)))
 (= (dim ?x3440 2) sym_h))))
(assert
 (let ((?x3693 (pad4 0 0 1 2 0 0 1 0 in_X)))
 (let ((?x3440 (conv 1 1 0 0 0 0 1 1 1 ?x3693 in_W)))
 (= (dim ?x3440 3) sym_w))))
(assert
 (let ((?x2740 (+ 2 sym_h)))
 (>= ?x2740 0)))
(assert
 (let ((?x3614 (+ 2 sym_w)))
 (>= ?x3614 0)))
(assert
 (let ((?x2904 (conv 1 1 1 2 1 0 1 1 1 in_X in_W)))
 (= (rank ?x2904) 4)))
(assert
 (let ((?x2904 (conv 1 1 1 2 1 0 1 1 1 in_X in_W)))
 (= (dim ?x2904 0) sym_n)))
(assert
 (let ((?x2904 (conv 1 1 1 2 1 0 1 1 1 in_X in_W)))
 (= (dim ?x2904 1) sym_m)))
(assert
 (let ((?x2904 (conv 1 1 1 2 1 0 1 1 1 in_X in_W)))
 (= (dim ?x2904 2) sym_h)))
(assert
 (let ((?x2904 (conv 1 1 1 2 1 0 1 1 1 in_X in_W)))
 (= (dim ?x2904 3) sym_w)))
(assert
 (let ((?x2904 (conv 1 1 1 2 1 0 1 1 1 in_X in_W)))
(let ((?x3693 (pad4 0 0 1 2 0 0 1 0 in_X)))
(let ((?x3440 (conv 1 1 0 0 0 0 1 1 1 ?x3693 in_W)))
(and (distinct ?x3440 ?x2904) true)))))
(check-sat)
