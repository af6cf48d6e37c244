; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_enlarge, pad4_relu
; z3 rlimit used: 48958
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
 (let ((?x118 (dim in_u1 2)))
 (= 1 ?x118)))
(assert
 (let ((?x120 (dim in_u1 3)))
 (= 1 ?x120)))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x122 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x122 0) sym_c)))
(assert
 (let ((?x122 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x122 1) sym_c)))
(assert
 (let ((?x122 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x129 (dim ?x122 2)))
 (= 3 ?x129))))
(assert
 (let ((?x122 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x131 (dim ?x122 3)))
 (= 3 ?x131))))
(assert
 (let ((?x122 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x133 (relu ?x122)))
 (= (rank ?x133) 4))))
(assert
 (let ((?x122 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x133 (relu ?x122)))
 (= (dim ?x133 0) sym_c))))
(assert
 (let ((?x122 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x133 (relu ?x122)))
 (= (dim ?x133 1) sym_c))))
(assert
 (let ((?x122 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x133 (relu ?x122)))
 (let ((?x140 (dim ?x133 2)))
 (= 3 ?x140)))))
(assert
 (let ((?x122 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x133 (relu ?x122)))
 (let ((?x142 (dim ?x133 3)))
 (= 3 ?x142)))))
(assert
 (let ((?x122 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x133 (relu ?x122)))
 (let ((?x144 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x133)))
 (= (rank ?x144) 4)))))
(assert
 (let ((?x122 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x133 (relu ?x122)))
 (let ((?x144 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x133)))
 (= (dim ?x144 0) sym_n)))))
(assert
 (let ((?x122 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x133 (relu ?x122)))
 (let ((?x144 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x133)))
 (= (dim ?x144 1) sym_c)))))
(assert
 (let ((?x153 (div (+ (- 1) sym_h) 2)))
 (let ((?x154 (+ 1 ?x153)))
 (let ((?x122 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x133 (relu ?x122)))
 (let ((?x144 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x133)))
 (let ((?x151 (dim ?x144 2)))
 (= ?x151 ?x154))))))))
(assert
 (let ((?x158 (div (+ (- 1) sym_w) 2)))
 (let ((?x159 (+ 1 ?x158)))
 (let ((?x122 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x133 (relu ?x122)))
 (let ((?x144 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x133)))
 (let ((?x156 (dim ?x144 3)))
 (= ?x156 ?x159))))))))
(assert
 (let ((?x153 (div (+ (- 1) sym_h) 2)))
 (let ((?x154 (+ 1 ?x153)))
 (>= ?x154 0))))
(assert
 (let ((?x158 (div (+ (- 1) sym_w) 2)))
 (let ((?x159 (+ 1 ?x158)))
 (>= ?x159 0))))
(assert
 (= (rank (relu in_u1)) 4))
(assert
 (= (dim (relu in_u1) 0) sym_c))
(assert
 (= (dim (relu in_u1) 1) sym_c))
(assert
 (let ((?x163 (relu in_u1)))
 (let ((?x170 (dim ?x163 2)))
 (= 1 ?x170))))
(assert
 (let ((?x163 (relu in_u1)))
 (let ((?x172 (dim ?x163 3)))
 (= 1 ?x172))))
(assert
 (let ((?x163 (relu in_u1)))
 (let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x163)))
 (= (rank ?x174) 4))))
(assert
 (let ((?x163 (relu in_u1)))
 (let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x163)))
 (= (dim ?x174 0) sym_n))))
(assert
 (let ((?x163 (relu in_u1)))
 (let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x163)))
 (= (dim ?x174 1) sym_c))))
(assert
 (let ((?x153 (div (+ (- 1) sym_h) 2)))
 (let ((?x154 (+ 1 ?x153)))
 (let ((?x163 (relu in_u1)))
 (let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x163)))
 (let ((?x181 (dim ?x174 2)))
 (= ?x181 ?x154)))))))
(assert
 (let ((?x158 (div (+ (- 1) sym_w) 2)))
 (let ((?x159 (+ 1 ?x158)))
 (let ((?x163 (relu in_u1)))
 (let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x163)))
 (let ((?x183 (dim ?x174 3)))
 (= ?x183 ?x159)))))))
(assert
 (let ((?x163 (relu in_u1)))
(let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x163)))
(let ((?x122 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x133 (relu ?x122)))
(let ((?x144 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x133)))
(and (distinct ?x144 ?x174) true)))))))
(check-sat)
