; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_enlarge
; z3 rlimit used: 73850
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_W () T)
(declare-fun dim (T Int) Int)
(declare-fun in_X () T)
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
 (let ((?x112 (dim in_W 2)))
 (= 1 ?x112)))
(assert
 (let ((?x115 (dim in_W 3)))
 (= 1 ?x115)))
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
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 in_X in_W)))
 (= (rank ?x128) 4)))
(assert
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 in_X in_W)))
 (= (dim ?x128 0) sym_n)))
(assert
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 in_X in_W)))
 (= (dim ?x128 1) sym_m)))
(assert
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 in_X in_W)))
 (= (dim ?x128 2) sym_h)))
(assert
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 in_X in_W)))
 (= (dim ?x128 3) sym_w)))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_W)) 4))
(assert
 (let ((?x139 (pad4 0 0 1 1 0 0 1 1 in_W)))
 (= (dim ?x139 0) sym_m)))
(assert
 (let ((?x139 (pad4 0 0 1 1 0 0 1 1 in_W)))
 (= (dim ?x139 1) sym_c)))
(assert
 (let ((?x139 (pad4 0 0 1 1 0 0 1 1 in_W)))
 (let ((?x146 (dim ?x139 2)))
 (= 3 ?x146))))
(assert
 (let ((?x139 (pad4 0 0 1 1 0 0 1 1 in_W)))
 (let ((?x148 (dim ?x139 3)))
 (= 3 ?x148))))
(assert
 (let ((?x139 (pad4 0 0 1 1 0 0 1 1 in_W)))
 (let ((?x150 (conv 1 1 1 1 1 1 1 1 1 in_X ?x139)))
 (= (rank ?x150) 4))))
(assert
 (let ((?x139 (pad4 0 0 1 1 0 0 1 1 in_W)))
 (let ((?x150 (conv 1 1 1 1 1 1 1 1 1 in_X ?x139)))
 (= (dim ?x150 0) sym_n))))
(assert
 (let ((?x139 (pad4 0 0 1 1 0 0 1 1 in_W)))
 (let ((?x150 (conv 1 1 1 1 1 1 1 1 1 in_X ?x139)))
 (= (dim ?x150 1) sym_m))))
(assert
 (let ((?x139 (pad4 0 0 1 1 0 0 1 1 in_W)))
 (let ((?x150 (conv 1 1 1 1 1 1 1 1 1 in_X ?x139)))
 (= (dim ?x150 2) sym_h))))
(assert
 (let ((?x139 (pad4 0 0 1 1 0 0 1 1 in_W)))
 (let ((?x150 (conv 1 1 1 1 1 1 1 1 1 in_X ?x139)))
 (= (dim ?x150 3) sym_w))))
(assert
 (let ((?x139 (pad4 0 0 1 1 0 0 1 1 in_W)))
(let ((?x150 (conv 1 1 1 1 1 1 1 1 1 in_X ?x139)))
(let ((?x128 (conv 1 1 0 0 0 0 1 1 1 in_X in_W)))
(and (distinct ?x128 ?x150) true)))))
(check-sat)
