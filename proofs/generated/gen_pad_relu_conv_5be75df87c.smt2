; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_enlarge, pad4_relu
; z3 rlimit used: 44627
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
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
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) (p4 Int) (p5 Int) (p6 Int) (p7 Int) )(! (let ((?x83 (pad4 p0 p1 p2 p3 p4 p5 p6 p7 (relu X))))
 (let ((?x81 (relu (pad4 p0 p1 p2 p3 p4 p5 p6 p7 X))))
 (= ?x81 ?x83))) :pattern ( (relu (pad4 p0 p1 p2 p3 p4 p5 p6 p7 X)) ) :pattern ( (pad4 p0 p1 p2 p3 p4 p5 p6 p7 (relu X)) ) :qid pad4_relu))
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
 (let ((?x122 (dim in_u1 2)))
 (= 1 ?x122)))
(assert
 (let ((?x124 (dim in_u1 3)))
 (= 1 ?x124)))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x126 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x126 0) sym_c2)))
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
 (let ((?x137 (relu ?x126)))
 (= (rank ?x137) 4))))
(assert
 (let ((?x126 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x137 (relu ?x126)))
 (= (dim ?x137 0) sym_c2))))
(assert
 (let ((?x126 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x137 (relu ?x126)))
 (= (dim ?x137 1) sym_c))))
(assert
 (let ((?x126 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x137 (relu ?x126)))
 (let ((?x144 (dim ?x137 2)))
 (= 3 ?x144)))))
(assert
 (let ((?x126 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x137 (relu ?x126)))
 (let ((?x146 (dim ?x137 3)))
 (= 3 ?x146)))))
(assert
 (let ((?x126 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x137 (relu ?x126)))
 (let ((?x148 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x137)))
 (= (rank ?x148) 4)))))
(assert
 (let ((?x126 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x137 (relu ?x126)))
 (let ((?x148 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x137)))
 (= (dim ?x148 0) sym_n)))))
(assert
 (let ((?x126 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x137 (relu ?x126)))
 (let ((?x148 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x137)))
 (= (dim ?x148 1) sym_c2)))))
(assert
 (let ((?x126 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x137 (relu ?x126)))
 (let ((?x148 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x137)))
 (= (dim ?x148 2) sym_h)))))
(assert
 (let ((?x126 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x137 (relu ?x126)))
 (let ((?x148 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x137)))
 (= (dim ?x148 3) sym_w)))))
(assert
 (= (rank (relu in_u1)) 4))
(assert
 (= (dim (relu in_u1) 0) sym_c2))
(assert
 (= (dim (relu in_u1) 1) sym_c))
(assert
 (let ((?x159 (relu in_u1)))
 (let ((?x166 (dim ?x159 2)))
 (= 1 ?x166))))
(assert
 (let ((?x159 (relu in_u1)))
 (let ((?x168 (dim ?x159 3)))
 (= 1 ?x168))))
(assert
 (let ((?x159 (relu in_u1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (= (rank ?x170) 4))))
(assert
 (let ((?x159 (relu in_u1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (= (dim ?x170 0) sym_n))))
(assert
 (let ((?x159 (relu in_u1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (= (dim ?x170 1) sym_c2))))
(assert
 (let ((?x159 (relu in_u1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (= (dim ?x170 2) sym_h))))
(assert
 (let ((?x159 (relu in_u1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (= (dim ?x170 3) sym_w))))
(assert
 (let ((?x159 (relu in_u1)))
(let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
(let ((?x126 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x137 (relu ?x126)))
(let ((?x148 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x137)))
(and (distinct ?x148 ?x170) true)))))))
(check-sat)
