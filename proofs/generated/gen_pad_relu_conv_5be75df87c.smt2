; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_enlarge, pad4_relu
; z3 rlimit used: 48435
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
 (let ((?x120 (dim in_u1 2)))
 (= 1 ?x120)))
(assert
 (let ((?x122 (dim in_u1 3)))
 (= 1 ?x122)))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x124 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x124 0) sym_c2)))
(assert
 (let ((?x124 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x124 1) sym_c)))
(assert
 (let ((?x124 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x131 (dim ?x124 2)))
 (= 3 ?x131))))
(assert
 (let ((?x124 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x133 (dim ?x124 3)))
 (= 3 ?x133))))
(assert
 (let ((?x124 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x135 (relu ?x124)))
 (= (rank ?x135) 4))))
(assert
 (let ((?x124 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x135 (relu ?x124)))
 (= (dim ?x135 0) sym_c2))))
(assert
 (let ((?x124 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x135 (relu ?x124)))
 (= (dim ?x135 1) sym_c))))
(assert
 (let ((?x124 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x135 (relu ?x124)))
 (let ((?x142 (dim ?x135 2)))
 (= 3 ?x142)))))
(assert
 (let ((?x124 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x135 (relu ?x124)))
 (let ((?x144 (dim ?x135 3)))
 (= 3 ?x144)))))
(assert
 (let ((?x124 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x135 (relu ?x124)))
 (let ((?x146 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x135)))
 (= (rank ?x146) 4)))))
(assert
 (let ((?x124 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x135 (relu ?x124)))
 (let ((?x146 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x135)))
 (= (dim ?x146 0) sym_n)))))
(assert
 (let ((?x124 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x135 (relu ?x124)))
 (let ((?x146 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x135)))
 (= (dim ?x146 1) sym_c2)))))
(assert
 (let ((?x124 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x135 (relu ?x124)))
 (let ((?x146 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x135)))
 (= (dim ?x146 2) sym_h)))))
(assert
 (let ((?x124 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x135 (relu ?x124)))
 (let ((?x146 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x135)))
 (= (dim ?x146 3) sym_w)))))
(assert
 (= (rank (relu in_u1)) 4))
(assert
 (= (dim (relu in_u1) 0) sym_c2))
(assert
 (= (dim (relu in_u1) 1) sym_c))
(assert
 (let ((?x157 (relu in_u1)))
 (let ((?x164 (dim ?x157 2)))
 (= 1 ?x164))))
(assert
 (let ((?x157 (relu in_u1)))
 (let ((?x166 (dim ?x157 3)))
 (= 1 ?x166))))
(assert
 (let ((?x157 (relu in_u1)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x157)))
 (= (rank ?x168) 4))))
(assert
 (let ((?x157 (relu in_u1)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x157)))
 (= (dim ?x168 0) sym_n))))
(assert
 (let ((?x157 (relu in_u1)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x157)))
 (= (dim ?x168 1) sym_c2))))
(assert
 (let ((?x157 (relu in_u1)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x157)))
 (= (dim ?x168 2) sym_h))))
(assert
 (let ((?x157 (relu in_u1)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x157)))
 (= (dim ?x168 3) sym_w))))
(assert
 (let ((?x157 (relu in_u1)))
(let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x157)))
(let ((?x124 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x135 (relu ?x124)))
(let ((?x146 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x135)))
(and (distinct ?x146 ?x168) true)))))))
(check-sat)
