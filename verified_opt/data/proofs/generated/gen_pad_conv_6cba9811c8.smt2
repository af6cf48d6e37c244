; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_enlarge
; z3 rlimit used: 74212
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
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
 (let ((?x122 (dim in_u1 2)))
 (= 1 ?x122)))
(assert
 (let ((?x124 (dim in_u1 3)))
 (= 1 ?x124)))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x126 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x126 0) sym_c)))
(assert
 (let ((?x126 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x126 1) sym_c)))
(assert
 (let ((?x126 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x133 (dim ?x126 2)))
 (= 3 ?x133))))
(assert
 (let ((?x126 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x135 (dim ?x126 3)))
 (= 3 ?x135))))
(assert
 (let ((?x126 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x137 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x126)))
 (= (rank ?x137) 4))))
(assert
 (let ((?x126 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x137 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x126)))
 (= (dim ?x137 0) sym_n))))
(assert
 (let ((?x126 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x137 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x126)))
 (= (dim ?x137 1) sym_c))))
(assert
 (let ((?x146 (div (+ (- 1) sym_h) 2)))
 (let ((?x147 (+ 1 ?x146)))
 (let ((?x126 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x137 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x126)))
 (let ((?x144 (dim ?x137 2)))
 (= ?x144 ?x147)))))))
(assert
 (let ((?x151 (div (+ (- 1) sym_w) 2)))
 (let ((?x152 (+ 1 ?x151)))
 (let ((?x126 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x137 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x126)))
 (let ((?x149 (dim ?x137 3)))
 (= ?x149 ?x152)))))))
(assert
 (let ((?x146 (div (+ (- 1) sym_h) 2)))
 (let ((?x147 (+ 1 ?x146)))
 (>= ?x147 0))))
(assert
 (let ((?x151 (div (+ (- 1) sym_w) 2)))
 (let ((?x152 (+ 1 ?x151)))
 (>= ?x152 0))))
(assert
 (let ((?x156 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x156) 4)))
(assert
 (let ((?x156 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x156 0) sym_n)))
(assert
 (let ((?x156 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x156 1) sym_c)))
(assert
 (let ((?x146 (div (+ (- 1) sym_h) 2)))
 (let ((?x147 (+ 1 ?x146)))
 (let ((?x156 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x163 (dim ?x156 2)))
 (= ?x163 ?x147))))))
(assert
 (let ((?x151 (div (+ (- 1) sym_w) 2)))
 (let ((?x152 (+ 1 ?x151)))
 (let ((?x156 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x165 (dim ?x156 3)))
 (= ?x165 ?x152))))))
(assert
 (let ((?x156 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x126 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x137 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x126)))
(and (distinct ?x137 ?x156) true)))))
(check-sat)
