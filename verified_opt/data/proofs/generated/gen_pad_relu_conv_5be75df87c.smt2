; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_enlarge, pad4_relu
; z3 rlimit used: 74330
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
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
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) (p4 Int) (p5 Int) (p6 Int) (p7 Int) )(! (let ((?x100 (pad4 p0 p1 p2 p3 p4 p5 p6 p7 (relu X))))
 (let ((?x98 (relu (pad4 p0 p1 p2 p3 p4 p5 p6 p7 X))))
 (let (($x101 (= ?x98 ?x100)))
 (let (($x27 (>= p7 0)))
 (let (($x29 (>= p6 0)))
 (let (($x30 (>= p5 0)))
 (let (($x28 (>= p4 0)))
 (let (($x35 (>= p1 0)))
 (let (($x38 (>= p0 0)))
 (let (($x95 (and $x38 $x35 (>= p2 0) (>= p3 0) $x28 $x30 $x29 $x27)))
 (=> $x95 $x101))))))))))) :pattern ( (relu (pad4 p0 p1 p2 p3 p4 p5 p6 p7 X)) ) :pattern ( (pad4 p0 p1 p2 p3 p4 p5 p6 p7 (relu X)) ) :qid pad4_relu))
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
 (let ((?x140 (dim in_u1 2)))
 (= 1 ?x140)))
(assert
 (let ((?x142 (dim in_u1 3)))
 (= 1 ?x142)))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x144 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x144 0) sym_c2)))
(assert
 (let ((?x144 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x144 1) sym_c)))
(assert
 (let ((?x144 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x151 (dim ?x144 2)))
 (= 3 ?x151))))
(assert
 (let ((?x144 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x153 (dim ?x144 3)))
 (= 3 ?x153))))
(assert
 (let ((?x144 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x155 (relu ?x144)))
 (= (rank ?x155) 4))))
(assert
 (let ((?x144 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x155 (relu ?x144)))
 (= (dim ?x155 0) sym_c2))))
(assert
 (let ((?x144 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x155 (relu ?x144)))
 (= (dim ?x155 1) sym_c))))
(assert
 (let ((?x144 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x155 (relu ?x144)))
 (let ((?x162 (dim ?x155 2)))
 (= 3 ?x162)))))
(assert
 (let ((?x144 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x155 (relu ?x144)))
 (let ((?x164 (dim ?x155 3)))
 (= 3 ?x164)))))
(assert
 (let ((?x144 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x155 (relu ?x144)))
 (let ((?x166 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x155)))
 (= (rank ?x166) 4)))))
(assert
 (let ((?x144 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x155 (relu ?x144)))
 (let ((?x166 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x155)))
 (= (dim ?x166 0) sym_n)))))
(assert
 (let ((?x144 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x155 (relu ?x144)))
 (let ((?x166 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x155)))
 (= (dim ?x166 1) sym_c2)))))
(assert
 (let ((?x144 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x155 (relu ?x144)))
 (let ((?x166 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x155)))
 (= (dim ?x166 2) sym_h)))))
(assert
 (let ((?x144 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x155 (relu ?x144)))
 (let ((?x166 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x155)))
 (= (dim ?x166 3) sym_w)))))
(assert
 (= (rank (relu in_u1)) 4))
(assert
 (= (dim (relu in_u1) 0) sym_c2))
(assert
 (= (dim (relu in_u1) 1) sym_c))
(assert
 (let ((?x177 (relu in_u1)))
 (let ((?x184 (dim ?x177 2)))
 (= 1 ?x184))))
(assert
 (let ((?x177 (relu in_u1)))
 (let ((?x186 (dim ?x177 3)))
 (= 1 ?x186))))
(assert
 (let ((?x177 (relu in_u1)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x177)))
 (= (rank ?x188) 4))))
(assert
 (let ((?x177 (relu in_u1)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x177)))
 (= (dim ?x188 0) sym_n))))
(assert
 (let ((?x177 (relu in_u1)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x177)))
 (= (dim ?x188 1) sym_c2))))
(assert
 (let ((?x177 (relu in_u1)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x177)))
 (= (dim ?x188 2) sym_h))))
(assert
 (let ((?x177 (relu in_u1)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x177)))
 (= (dim ?x188 3) sym_w))))
(assert
 (let ((?x177 (relu in_u1)))
(let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x177)))
(let ((?x144 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x155 (relu ?x144)))
(let ((?x166 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x155)))
(and (distinct ?x166 ?x188) true)))))))
(check-sat)
