; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_enlarge
; z3 rlimit used: 48032
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
 (let ((?x111 (dim in_u1 2)))
 (= 1 ?x111)))
(assert
 (let ((?x113 (dim in_u1 3)))
 (= 1 ?x113)))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x115 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x115 0) sym_c2)))
(assert
 (let ((?x115 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x115 1) sym_c)))
(assert
 (let ((?x115 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x122 (dim ?x115 2)))
 (= 3 ?x122))))
(assert
 (let ((?x115 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x124 (dim ?x115 3)))
 (= 3 ?x124))))
(assert
 (let ((?x115 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x126 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x115)))
 (= (rank ?x126) 4))))
(assert
 (let ((?x115 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x126 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x115)))
 (= (dim ?x126 0) sym_n))))
(assert
 (let ((?x115 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x126 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x115)))
 (= (dim ?x126 1) sym_c2))))
(assert
 (let ((?x115 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x126 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x115)))
 (= (dim ?x126 2) sym_h))))
(assert
 (let ((?x115 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x126 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x115)))
 (= (dim ?x126 3) sym_w))))
(assert
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x137) 4)))
(assert
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x137 0) sym_n)))
(assert
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x137 1) sym_c2)))
(assert
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x137 2) sym_h)))
(assert
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x137 3) sym_w)))
(assert
 (let ((?x137 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x115 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x126 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x115)))
(and (distinct ?x126 ?x137) true)))))
(check-sat)
