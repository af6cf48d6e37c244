; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_enlarge
; z3 rlimit used: 50448
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
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x36 (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W))))
 (let ((?x33 (conv sh sw (- pt (* yt dh)) (- pl (* xl dw)) (- pb (* yb dh)) (- pr (* xr dw)) dh dw g X W)))
 (let (($x23 (and (>= pt (* yt dh)) (>= pl (* xl dw)) (>= pb (* yb dh)) (>= pr (* xr dw)))))
 (=> $x23 (= ?x33 ?x36))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W)) ) :qid conv_enlarge))
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
 (let ((?x111 (dim in_W 2)))
 (= 1 ?x111)))
(assert
 (let ((?x113 (dim in_W 3)))
 (= 1 ?x113)))
(assert
 (let ((?x115 (conv 1 1 0 0 0 0 1 1 1 in_X in_W)))
 (= (rank ?x115) 4)))
(assert
 (let ((?x115 (conv 1 1 0 0 0 0 1 1 1 in_X in_W)))
 (= (dim ?x115 0) sym_n)))
(assert
 (let ((?x115 (conv 1 1 0 0 0 0 1 1 1 in_X in_W)))
 (= (dim ?x115 1) sym_m)))
(assert
 (let ((?x115 (conv 1 1 0 0 0 0 1 1 1 in_X in_W)))
 (= (dim ?x115 2) sym_h)))
(assert
 (let ((?x115 (conv 1 1 0 0 0 0 1 1 1 in_X in_W)))
 (= (dim ?x115 3) sym_w)))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_W)) 4))
(assert
 (let ((?x126 (pad4 0 0 1 1 0 0 1 1 in_W)))
 (= (dim ?x126 0) sym_m)))
(assert
 (let ((?x126 (pad4 0 0 1 1 0 0 1 1 in_W)))
 (= (dim ?x126 1) sym_c)))
(assert
 (let ((?x126 (pad4 0 0 1 1 0 0 1 1 in_W)))
 (let ((?x133 (dim ?x126 2)))
 (= 3 ?x133))))
(assert
 (let ((?x126 (pad4 0 0 1 1 0 0 1 1 in_W)))
 (let ((?x135 (dim ?x126 3)))
 (= 3 ?x135))))
(assert
 (let ((?x126 (pad4 0 0 1 1 0 0 1 1 in_W)))
 (let ((?x137 (conv 1 1 1 1 1 1 1 1 1 in_X ?x126)))
 (= (rank ?x137) 4))))
(assert
 (let ((?x126 (pad4 0 0 1 1 0 0 1 1 in_W)))
 (let ((?x137 (conv 1 1 1 1 1 1 1 1 1 in_X ?x126)))
 (= (dim ?x137 0) sym_n))))
(assert
 (let ((?x126 (pad4 0 0 1 1 0 0 1 1 in_W)))
 (let ((?x137 (conv 1 1 1 1 1 1 1 1 1 in_X ?x126)))
 (= (dim ?x137 1) sym_m))))
(assert
 (let ((?x126 (pad4 0 0 1 1 0 0 1 1 in_W)))
 (let ((?x137 (conv 1 1 1 1 1 1 1 1 1 in_X ?x126)))
 (= (dim ?x137 2) sym_h))))
(assert
 (let ((?x126 (pad4 0 0 1 1 0 0 1 1 in_W)))
 (let ((?x137 (conv 1 1 1 1 1 1 1 1 1 in_X ?x126)))
 (= (dim ?x137 3) sym_w))))
(assert
 (let ((?x126 (pad4 0 0 1 1 0 0 1 1 in_W)))
(let ((?x137 (conv 1 1 1 1 1 1 1 1 1 in_X ?x126)))
(let ((?x115 (conv 1 1 0 0 0 0 1 1 1 in_X in_W)))
(and (distinct ?x115 ?x137) true)))))
(check-sat)
