; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_enlarge
; z3 rlimit used: 73857
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_u1 () T)
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x50 (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W))))
 (let ((?x48 (conv sh sw (- pt (* yt dh)) (- pl (* xl dw)) (- pb (* yb dh)) (- pr (* xr dw)) dh dw g X W)))
 (let (($x40 (>= dw 1)))
 (let (($x39 (>= dh 1)))
 (let (($x38 (>= pr 0)))
 (let (($x37 (>= pb 0)))
 (let (($x36 (>= pl 0)))
 (let (($x35 (>= pt 0)))
 (let (($x34 (>= sw 1)))
 (let (($x32 (>= sh 1)))
 (let (($x30 (>= xr 0)))
 (let (($x29 (>= yb 0)))
 (let (($x28 (>= xl 0)))
 (let (($x27 (>= yt 0)))
 (let (($x25 (>= g 1)))
 (let (($x41 (and (>= pt (* yt dh)) (>= pl (* xl dw)) (>= pb (* yb dh)) (>= pr (* xr dw)) $x25 $x27 $x28 $x29 $x30 $x32 $x34 $x35 $x36 $x37 $x38 $x39 $x40)))
 (=> $x41 (= ?x48 ?x50)))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W)) ) :qid conv_enlarge))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_w 1))
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
 (let ((?x124 (dim in_u1 2)))
 (= 1 ?x124)))
(assert
 (let ((?x126 (dim in_u1 3)))
 (= 1 ?x126)))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x128 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x128 0) sym_c2)))
(assert
 (let ((?x128 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x128 1) sym_c)))
(assert
 (let ((?x128 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x135 (dim ?x128 2)))
 (= 3 ?x135))))
(assert
 (let ((?x128 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x137 (dim ?x128 3)))
 (= 3 ?x137))))
(assert
 (let ((?x128 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x139 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x128)))
 (= (rank ?x139) 4))))
(assert
 (let ((?x128 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x139 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x128)))
 (= (dim ?x139 0) sym_n))))
(assert
 (let ((?x128 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x139 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x128)))
 (= (dim ?x139 1) sym_c2))))
(assert
 (let ((?x128 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x139 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x128)))
 (= (dim ?x139 2) sym_h))))
(assert
 (let ((?x128 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x139 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x128)))
 (= (dim ?x139 3) sym_w))))
(assert
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x150) 4)))
(assert
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x150 0) sym_n)))
(assert
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x150 1) sym_c2)))
(assert
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x150 2) sym_h)))
(assert
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x150 3) sym_w)))
(assert
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x128 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x139 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x128)))
(and (distinct ?x139 ?x150) true)))))
(check-sat)
