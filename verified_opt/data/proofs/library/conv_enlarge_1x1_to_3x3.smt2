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
(declare-fun sym_h () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_W () T)
(declare-fun dim (T Int) Int)
(declare-fun in_X () T)
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
 (>= sym_h 1))
(assert
 (>= sym_m 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_W) 4))
(assert
 (= (dim in_W 0) sym_m))
(assert
 (= (dim in_W 1) sym_c))
(assert
 (let ((?x116 (dim in_W 2)))
 (= 1 ?x116)))
(assert
 (let ((?x119 (dim in_W 3)))
 (= 1 ?x119)))
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
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_X in_W)))
 (= (rank ?x132) 4)))
(assert
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_X in_W)))
 (= (dim ?x132 0) sym_n)))
(assert
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_X in_W)))
 (= (dim ?x132 1) sym_m)))
(assert
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_X in_W)))
 (= (dim ?x132 2) sym_h)))
(assert
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_X in_W)))
 (= (dim ?x132 3) sym_w)))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_W)) 4))
(assert
 (let ((?x143 (pad4 0 0 1 1 0 0 1 1 in_W)))
 (= (dim ?x143 0) sym_m)))
(assert
 (let ((?x143 (pad4 0 0 1 1 0 0 1 1 in_W)))
 (= (dim ?x143 1) sym_c)))
(assert
 (let ((?x143 (pad4 0 0 1 1 0 0 1 1 in_W)))
 (let ((?x150 (dim ?x143 2)))
 (= 3 ?x150))))
(assert
 (let ((?x143 (pad4 0 0 1 1 0 0 1 1 in_W)))
 (let ((?x152 (dim ?x143 3)))
 (= 3 ?x152))))
(assert
 (let ((?x143 (pad4 0 0 1 1 0 0 1 1 in_W)))
 (let ((?x154 (conv 1 1 1 1 1 1 1 1 1 in_X ?x143)))
 (= (rank ?x154) 4))))
(assert
 (let ((?x143 (pad4 0 0 1 1 0 0 1 1 in_W)))
 (let ((?x154 (conv 1 1 1 1 1 1 1 1 1 in_X ?x143)))
 (= (dim ?x154 0) sym_n))))
(assert
 (let ((?x143 (pad4 0 0 1 1 0 0 1 1 in_W)))
 (let ((?x154 (conv 1 1 1 1 1 1 1 1 1 in_X ?x143)))
 (= (dim ?x154 1) sym_m))))
(assert
 (let ((?x143 (pad4 0 0 1 1 0 0 1 1 in_W)))
 (let ((?x154 (conv 1 1 1 1 1 1 1 1 1 in_X ?x143)))
 (= (dim ?x154 2) sym_h))))
(assert
 (let ((?x143 (pad4 0 0 1 1 0 0 1 1 in_W)))
 (let ((?x154 (conv 1 1 1 1 1 1 1 1 1 in_X ?x143)))
 (= (dim ?x154 3) sym_w))))
(assert
 (let ((?x143 (pad4 0 0 1 1 0 0 1 1 in_W)))
(let ((?x154 (conv 1 1 1 1 1 1 1 1 1 in_X ?x143)))
(let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_X in_W)))
(and (distinct ?x132 ?x154) true)))))
(check-sat)
