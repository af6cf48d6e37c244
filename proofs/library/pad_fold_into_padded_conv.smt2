; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_pad
; z3 rlimit used: 41429
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
 (let ((?x3842 (dim in_W 2)))
 (= 3 ?x3842)))
(assert
 (let ((?x2127 (dim in_W 3)))
 (= 3 ?x2127)))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_X)) 4))
(assert
 (let ((?x3224 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (= (dim ?x3224 0) sym_n)))
(assert
 (let ((?x3224 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (= (dim ?x3224 1) sym_c)))
(assert
 (let ((?x2722 (+ 2 sym_h)))
 (let ((?x3224 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x2738 (dim ?x3224 2)))
 (= ?x2738 ?x2722)))))
(assert
 (let ((?x3278 (+ 2 sym_w)))
 (let ((?x3224 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x3663 (dim ?x3224 3)))
 (= ?x3663 ?x3278)))))
(assert
 (let ((?x3224 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x3063 (conv 2 2 1 1 1 1 1 1 1 ?x3224 in_W)))
 (= (rank ?x3063) 4))))
(assert
 (let ((?x3224 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x3063 (conv 2 2 1 1 1 1 1 1 1 ?x3224 in_W)))
 (= (dim ?x3063 0) sym_n))))
(assert
 (let ((?x3224 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x3063 (conv 2 2 1 1 1 1 1 1 1 ?x3224 in_W)))
 (= (dim ?x3063 1) sym_m))))
(assert
 (let ((?x4120 (div (+ 1 sym_h) 2)))
 (let ((?x3779 (+ 1 ?x4120)))
 (let ((?x3224 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x3063 (conv 2 2 1 1 1 1 1 1 1 ?x3224 in_W)))
 (let ((?x3599 (dim ?x3063 2)))
 (= ?x3599 ?x3779)))))))
(assert
 (let ((?x3075 (div (+ 1 sym_w) 2)))
 (let ((?x3007 (+ 1 ?x3075)))
 (let ((?x3224 (pad4 0 0 1 1 0 0 1 1 in_X)))
 (let ((?x3063 (conv 2 2 1 1 1 1 1 1 1 ?x3224 in_W)))
 (let ((?x2768 (dim ?x3063 3)))
 (= ?x2768 ?x3007)))))))
(assert
 (let ((?x2722 (+ 2 sym_h)))
 (>= ?x2722 0)))
(assert
 (let ((?x3278 (+ 2 sym_w)))
 (>= ?x3278 0)))
(assert
 (let ((?x4120 (div (+ 1 sym_h) 2)))
 (let ((?x3779 (+ 1 ?x4120)))
 (>= ?x3779 0))))
(assert
 (let ((?x3075 (div (+ 1 sym_w) 2)))
 (let ((?x3007 (+ 1 ?x3075)))
 (>= ?x3007 0))))
(assert
 (let ((?x3576 (conv 2 2 2 2 2 2 1 1 1 in_X in_W)))
 (= (rank ?x3576) 4)))
(assert
 (let ((?x3576 (conv 2 2 2 2 2 2 1 1 1 in_X in_W)))
 (= (dim ?x3576 0) sym_n)))
(assert
 (let ((?x3576 (conv 2 2 2 2 2 2 1 1 1 in_X in_W)))
 (= (dim ?x3576 1) sym_m)))
(assert
 (let ((?x4120 (div (+ 1 sym_h) 2)))
 (let ((?x3779 (+ 1 ?x4120)))
 (let ((?x3576 (conv 2 2 2 2 2 2 1 1 1 in_X in_W)))
 (let ((?x3176 (dim ?x3576 2)))
 (= ?x3176 ?x3779))))))
(assert
 (let ((?x3075 (div (+ 1 sym_w) 2)))
 (let ((?x3007 (+ 1 ?x3075)))
 (let ((?x3576 (conv 2 2 2 2 2 2 1 1 1 in_X in_W)))
 (let ((?x4695 (dim ?x3576 3)))
 (= ?x4695 ?x3007))))))
(assert
 (let ((?x3576 (conv 2 2 2 2 2 2 1 1 1 in_X in_W)))
(let ((?x3224 (pad4 0 0 1 1 0 0 1 1 in_X)))
(let ((?x3063 (conv 2 2 1 1 1 1 1 1 1 ?x3224 in_W)))
(and (distinct ?x3063 ?x3576) true)))))
(check-sat)
