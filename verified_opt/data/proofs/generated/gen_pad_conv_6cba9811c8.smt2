; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_enlarge
; z3 rlimit used: 4278
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
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
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x126 (dim in_u1 2)))
 (= 1 ?x126)))
(assert
 (let ((?x128 (dim in_u1 3)))
 (= 1 ?x128)))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x130 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x130 0) sym_c)))
(assert
 (let ((?x130 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x130 1) sym_c)))
(assert
 (let ((?x130 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x137 (dim ?x130 2)))
 (= 3 ?x137))))
(assert
 (let ((?x130 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x139 (dim ?x130 3)))
 (= 3 ?x139))))
(assert
 (let ((?x130 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x141 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x130)))
 (= (rank ?x141) 4))))
(assert
 (let ((?x130 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x141 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x130)))
 (= (dim ?x141 0) sym_n))))
(assert
 (let ((?x130 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x141 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x130)))
 (= (dim ?x141 1) sym_c))))
(assert
 (let ((?x150 (div (+ (- 1) sym_h) 2)))
 (let ((?x151 (+ 1 ?x150)))
 (let ((?x130 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x141 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x130)))
 (let ((?x148 (dim ?x141 2)))
 (= ?x148 ?x151)))))))
(assert
 (let ((?x155 (div (+ (- 1) sym_w) 2)))
 (let ((?x156 (+ 1 ?x155)))
 (let ((?x130 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x141 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x130)))
 (let ((?x153 (dim ?x141 3)))
 (= ?x153 ?x156)))))))
(assert
 (let ((?x150 (div (+ (- 1) sym_h) 2)))
 (let ((?x151 (+ 1 ?x150)))
 (>= ?x151 0))))
(assert
 (let ((?x155 (div (+ (- 1) sym_w) 2)))
 (let ((?x156 (+ 1 ?x155)))
 (>= ?x156 0))))
(assert
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x160) 4)))
(assert
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x160 0) sym_n)))
(assert
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x160 1) sym_c)))
(assert
 (let ((?x150 (div (+ (- 1) sym_h) 2)))
 (let ((?x151 (+ 1 ?x150)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x167 (dim ?x160 2)))
 (= ?x167 ?x151))))))
(assert
 (let ((?x155 (div (+ (- 1) sym_w) 2)))
 (let ((?x156 (+ 1 ?x155)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (dim ?x160 3)))
 (= ?x169 ?x156))))))
(assert
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x130 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x141 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x130)))
(and (distinct ?x141 ?x160) true)))))
(check-sat)
