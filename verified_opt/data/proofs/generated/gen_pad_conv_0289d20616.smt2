; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_enlarge
; z3 rlimit used: 3912
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_u1 () T)
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x55 (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W))))
 (let ((?x53 (conv sh sw (- pt (* yt dh)) (- pl (* xl dw)) (- pb (* yb dh)) (- pr (* xr dw)) dh dw g X W)))
 (let (($x47 (= (rank W) 4)))
 (let (($x44 (= (rank X) 4)))
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
 (let (($x48 (and (>= pt (* yt dh)) (>= pl (* xl dw)) (>= pb (* yb dh)) (>= pr (* xr dw)) $x25 $x27 $x28 $x29 $x30 $x32 $x34 $x35 $x36 $x37 $x38 $x39 $x40 $x44 $x47)))
 (=> $x48 (= ?x53 ?x55)))))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W)) ) :qid conv_enlarge))
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
 (let ((?x128 (dim in_u1 2)))
 (= 1 ?x128)))
(assert
 (let ((?x130 (dim in_u1 3)))
 (= 1 ?x130)))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x132 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x132 0) sym_c2)))
(assert
 (let ((?x132 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x132 1) sym_c)))
(assert
 (let ((?x132 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x139 (dim ?x132 2)))
 (= 3 ?x139))))
(assert
 (let ((?x132 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x141 (dim ?x132 3)))
 (= 3 ?x141))))
(assert
 (let ((?x132 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x132)))
 (= (rank ?x143) 4))))
(assert
 (let ((?x132 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x132)))
 (= (dim ?x143 0) sym_n))))
(assert
 (let ((?x132 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x132)))
 (= (dim ?x143 1) sym_c2))))
(assert
 (let ((?x132 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x132)))
 (= (dim ?x143 2) sym_h))))
(assert
 (let ((?x132 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x132)))
 (= (dim ?x143 3) sym_w))))
(assert
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x154) 4)))
(assert
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x154 0) sym_n)))
(assert
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x154 1) sym_c2)))
(assert
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x154 2) sym_h)))
(assert
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x154 3) sym_w)))
(assert
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x132 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x132)))
(and (distinct ?x143 ?x154) true)))))
(check-sat)
