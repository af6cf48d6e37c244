; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_enlarge
; z3 rlimit used: 41046
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
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x244 (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W))))
 (let ((?x571 (conv sh sw (- pt (* yt dh)) (- pl (* xl dw)) (- pb (* yb dh)) (- pr (* xr dw)) dh dw g X W)))
 (let (($x573 (and (>= pt (* yt dh)) (>= pl (* xl dw)) (>= pb (* yb dh)) (>= pr (* xr dw)))))
 (=> $x573 (= ?x571 ?x244))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W)) ) :qid conv_enlarge))
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
 (let ((?x3639 (dim in_W 2)))
 (= 1 ?x3639)))
(assert
 (let ((?x3234 (dim in_W 3)))
 (= 1 ?x3234)))
(assert
 (let ((?x3599 (conv 1 1 0 0 0 0 1 1 1 in_X in_W)))
 (= (rank ?x3599) 4)))
(assert
 (let ((?x3599 (conv 1 1 0 0 0 0 1 1 1 in_X in_W)))
 (= (dim ?x3599 0) sym_n)))
(assert
 (let ((?x3599 (conv 1 1 0 0 0 0 1 1 1 in_X in_W)))
 (= (dim ?x3599 1) sym_m)))
(assert
 (let ((?x3599 (conv 1 1 0 0 0 0 1 1 1 in_X in_W)))
 (= (dim ?x3599 2) sym_h)))
(assert
 (let ((?x3599 (conv 1 1 0 0 0 0 1 1 1 in_X in_W)))
 (= (dim ?x3599 3) sym_w)))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_W)) 4))
(assert
 (let ((?x2894 (pad4 0 0 1 1 0 0 1 1 in_W)))
 (= (dim ?x2894 0) sym_m)))
(assert
 (let ((?x2894 (pad4 0 0 1 1 0 0 1 1 in_W)))
 (= (dim ?x2894 1) sym_c)))
(assert
 (let ((?x2894 (pad4 0 0 1 1 0 0 1 1 in_W)))
 (let ((?x2847 (dim ?x2894 2)))
 (= 3 ?x2847))))
(assert
 (let ((?x2894 (pad4 0 0 1 1 0 0 1 1 in_W)))
 (let ((?x3796 (dim ?x2894 3)))
 (= 3 ?x3796))))
(assert
 (let ((?x2894 (pad4 0 0 1 1 0 0 1 1 in_W)))
 (let ((?x2851 (conv 1 1 1 1 1 1 1 1 1 in_X ?x2894)))
 (= (rank ?x2851) 4))))
(assert
 (let ((?x2894 (pad4 0 0 1 1 0 0 1 1 in_W)))
 (let ((?x2851 (conv 1 1 1 1 1 1 1 1 1 in_X ?x2894)))
 (= (dim ?x2851 0) sym_n))))
(assert
 (let ((?x2894 (pad4 0 0 1 1 0 0 1 1 in_W)))
 (let ((?x2851 (conv 1 1 1 1 1 1 1 1 1 in_X ?x2894)))
 (= (dim ?x2851 1) sym_m))))
(assert
 (let ((?x2894 (pad4 0 0 1 1 0 0 1 1 in_W)))
 (let ((?x2851 (conv 1 1 1 1 1 1 1 1 1 in_X ?x2894)))
 (= (dim ?x2851 2) sym_h))))
(assert
 (let ((?x2894 (pad4 0 0 1 1 0 0 1 1 in_W)))
 (let ((?x2851 (conv 1 1 1 1 1 1 1 1 1 in_X ?x2894)))
 (= (dim ?x2851 3) sym_w))))
(assert
 (let ((?x2894 (pad4 0 0 1 1 0 0 1 1 in_W)))
(let ((?x2851 (conv 1 1 1 1 1 1 1 1 1 in_X ?x2894)))
(let ((?x3599 (conv 1 1 0 0 0 0 1 1 1 in_X in_W)))
(and (distinct ?x3599 ?x2851) true)))))
(check-sat)
