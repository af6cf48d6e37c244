; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_enlarge
; z3 rlimit used: 44224
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
(declare-fun sym_c2 () Int)
(declare-fun sym_constant () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_u1 () T)
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
 (>= sym_c2 1))
(assert
 (>= sym_constant 1))
(assert
 (= (rank in_i1) 4))
(assert
 (= (dim in_i1 0) sym_n))
(assert
 (= (dim in_i1 1) sym_c))
(assert
 (= (dim in_i1 2) sym_h))
(assert
 (= (dim in_i1 3) sym_w))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x113 (dim in_u1 2)))
 (= 1 ?x113)))
(assert
 (let ((?x115 (dim in_u1 3)))
 (= 1 ?x115)))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x117 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x117 0) sym_c2)))
(assert
 (let ((?x117 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x117 1) sym_c)))
(assert
 (let ((?x117 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x124 (dim ?x117 2)))
 (= 3 ?x124))))
(assert
 (let ((?x117 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x126 (dim ?x117 3)))
 (= 3 ?x126))))
(assert
 (let ((?x117 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x128 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x117)))
 (= (rank ?x128) 4))))
(assert
 (let ((?x117 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x128 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x117)))
 (= (dim ?x128 0) sym_n))))
(assert
 (let ((?x117 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x128 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x117)))
 (= (dim ?x128 1) sym_c2))))
(assert
 (let ((?x117 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x128 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x117)))
 (= (dim ?x128 2) sym_h))))
(assert
 (let ((?x117 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x128 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x117)))
 (= (dim ?x128 3) sym_w))))
(assert
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x139) 4)))
(assert
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x139 0) sym_n)))
(assert
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x139 1) sym_c2)))
(assert
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x139 2) sym_h)))
(assert
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x139 3) sym_w)))
(assert
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x117 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x128 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x117)))
(and (distinct ?x128 ?x139) true)))))
(check-sat)
