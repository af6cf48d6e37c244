; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_enlarge, pad4_relu
; z3 rlimit used: 5229
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun relu (T) T)
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
 (let ((?x146 (dim in_u1 2)))
 (= 1 ?x146)))
(assert
 (let ((?x148 (dim in_u1 3)))
 (= 1 ?x148)))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x150 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x150 0) sym_c2)))
(assert
 (let ((?x150 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x150 1) sym_c)))
(assert
 (let ((?x150 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x157 (dim ?x150 2)))
 (= 3 ?x157))))
(assert
 (let ((?x150 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x159 (dim ?x150 3)))
 (= 3 ?x159))))
(assert
 (let ((?x150 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x161 (relu ?x150)))
 (= (rank ?x161) 4))))
(assert
 (let ((?x150 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x161 (relu ?x150)))
 (= (dim ?x161 0) sym_c2))))
(assert
 (let ((?x150 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x161 (relu ?x150)))
 (= (dim ?x161 1) sym_c))))
(assert
 (let ((?x150 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x161 (relu ?x150)))
 (let ((?x168 (dim ?x161 2)))
 (= 3 ?x168)))))
(assert
 (let ((?x150 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x161 (relu ?x150)))
 (let ((?x170 (dim ?x161 3)))
 (= 3 ?x170)))))
(assert
 (let ((?x150 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x161 (relu ?x150)))
 (let ((?x172 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x161)))
 (= (rank ?x172) 4)))))
(assert
 (let ((?x150 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x161 (relu ?x150)))
 (let ((?x172 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x161)))
 (= (dim ?x172 0) sym_n)))))
(assert
 (let ((?x150 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x161 (relu ?x150)))
 (let ((?x172 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x161)))
 (= (dim ?x172 1) sym_c2)))))
(assert
 (let ((?x150 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x161 (relu ?x150)))
 (let ((?x172 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x161)))
 (= (dim ?x172 2) sym_h)))))
(assert
 (let ((?x150 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x161 (relu ?x150)))
 (let ((?x172 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x161)))
 (= (dim ?x172 3) sym_w)))))
(assert
 (= (rank (relu in_u1)) 4))
(assert
 (= (dim (relu in_u1) 0) sym_c2))
(assert
 (= (dim (relu in_u1) 1) sym_c))
(assert
 (let ((?x183 (relu in_u1)))
 (let ((?x190 (dim ?x183 2)))
 (= 1 ?x190))))
(assert
 (let ((?x183 (relu in_u1)))
 (let ((?x192 (dim ?x183 3)))
 (= 1 ?x192))))
(assert
 (let ((?x183 (relu in_u1)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x183)))
 (= (rank ?x194) 4))))
(assert
 (let ((?x183 (relu in_u1)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x183)))
 (= (dim ?x194 0) sym_n))))
(assert
 (let ((?x183 (relu in_u1)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x183)))
 (= (dim ?x194 1) sym_c2))))
(assert
 (let ((?x183 (relu in_u1)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x183)))
 (= (dim ?x194 2) sym_h))))
(assert
 (let ((?x183 (relu in_u1)))
 (let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x183)))
 (= (dim ?x194 3) sym_w))))
(assert
 (let ((?x183 (relu in_u1)))
(let ((?x194 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x183)))
(let ((?x150 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x161 (relu ?x150)))
(let ((?x172 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x161)))
(and (distinct ?x172 ?x194) true)))))))
(check-sat)
