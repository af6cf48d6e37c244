; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_enlarge, pad4_relu
; z3 rlimit used: 6031
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun relu (T) T)
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
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) (p4 Int) (p5 Int) (p6 Int) (p7 Int) )(! (let ((?x107 (pad4 p0 p1 p2 p3 p4 p5 p6 p7 (relu X))))
 (let ((?x105 (relu (pad4 p0 p1 p2 p3 p4 p5 p6 p7 X))))
 (let (($x108 (= ?x105 ?x107)))
 (let (($x27 (>= p7 0)))
 (let (($x29 (>= p6 0)))
 (let (($x30 (>= p5 0)))
 (let (($x28 (>= p4 0)))
 (let (($x35 (>= p1 0)))
 (let (($x38 (>= p0 0)))
 (let (($x103 (and $x38 $x35 (>= p2 0) (>= p3 0) $x28 $x30 $x29 $x27 (= (rank X) 4))))
 (=> $x103 $x108))))))))))) :pattern ( (relu (pad4 p0 p1 p2 p3 p4 p5 p6 p7 X)) ) :pattern ( (pad4 p0 p1 p2 p3 p4 p5 p6 p7 (relu X)) ) :qid pad4_relu))
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
 (let ((?x144 (dim in_u1 2)))
 (= 1 ?x144)))
(assert
 (let ((?x146 (dim in_u1 3)))
 (= 1 ?x146)))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x148 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x148 0) sym_c)))
(assert
 (let ((?x148 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x148 1) sym_c)))
(assert
 (let ((?x148 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x155 (dim ?x148 2)))
 (= 3 ?x155))))
(assert
 (let ((?x148 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x157 (dim ?x148 3)))
 (= 3 ?x157))))
(assert
 (let ((?x148 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x159 (relu ?x148)))
 (= (rank ?x159) 4))))
(assert
 (let ((?x148 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x159 (relu ?x148)))
 (= (dim ?x159 0) sym_c))))
(assert
 (let ((?x148 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x159 (relu ?x148)))
 (= (dim ?x159 1) sym_c))))
(assert
 (let ((?x148 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x159 (relu ?x148)))
 (let ((?x166 (dim ?x159 2)))
 (= 3 ?x166)))))
(assert
 (let ((?x148 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x159 (relu ?x148)))
 (let ((?x168 (dim ?x159 3)))
 (= 3 ?x168)))))
(assert
 (let ((?x148 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x159 (relu ?x148)))
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x159)))
 (= (rank ?x170) 4)))))
(assert
 (let ((?x148 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x159 (relu ?x148)))
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x159)))
 (= (dim ?x170 0) sym_n)))))
(assert
 (let ((?x148 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x159 (relu ?x148)))
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x159)))
 (= (dim ?x170 1) sym_c)))))
(assert
 (let ((?x179 (div (+ (- 1) sym_h) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x148 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x159 (relu ?x148)))
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x159)))
 (let ((?x177 (dim ?x170 2)))
 (= ?x177 ?x180))))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_w) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x148 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x159 (relu ?x148)))
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x159)))
 (let ((?x182 (dim ?x170 3)))
 (= ?x182 ?x185))))))))
(assert
 (let ((?x179 (div (+ (- 1) sym_h) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (>= ?x180 0))))
(assert
 (let ((?x184 (div (+ (- 1) sym_w) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (>= ?x185 0))))
(assert
 (= (rank (relu in_u1)) 4))
(assert
 (= (dim (relu in_u1) 0) sym_c))
(assert
 (= (dim (relu in_u1) 1) sym_c))
(assert
 (let ((?x189 (relu in_u1)))
 (let ((?x196 (dim ?x189 2)))
 (= 1 ?x196))))
(assert
 (let ((?x189 (relu in_u1)))
 (let ((?x198 (dim ?x189 3)))
 (= 1 ?x198))))
(assert
 (let ((?x189 (relu in_u1)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x189)))
 (= (rank ?x200) 4))))
(assert
 (let ((?x189 (relu in_u1)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x189)))
 (= (dim ?x200 0) sym_n))))
(assert
 (let ((?x189 (relu in_u1)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x189)))
 (= (dim ?x200 1) sym_c))))
(assert
 (let ((?x179 (div (+ (- 1) sym_h) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x189 (relu in_u1)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x189)))
 (let ((?x207 (dim ?x200 2)))
 (= ?x207 ?x180)))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_w) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x189 (relu in_u1)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x189)))
 (let ((?x209 (dim ?x200 3)))
 (= ?x209 ?x185)))))))
(assert
 (let ((?x189 (relu in_u1)))
(let ((?x200 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x189)))
(let ((?x148 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x159 (relu ?x148)))
(let ((?x170 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x159)))
(and (distinct ?x170 ?x200) true)))))))
(check-sat)
