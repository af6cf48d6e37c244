; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_idkernel1_after_conv, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 51464
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(declare-fun relu (T) T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (m Int) (q Int) (s Int) )(! (let ((?x64 (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1))))
 (let (($x66 (= ?x64 (conv s s q q q q 1 1 1 X W))))
 (=> (and (= (dim W 0) m)) $x66))) :pattern ( (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1)) ) :qid conv_idkernel1_after_conv))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x84 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x82 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x85 (= ?x82 ?x84)))
 (=> (and (< 1 (* sh sw))) $x85)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x103 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x101 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x104 (= ?x101 ?x103)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x104)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x142 (dim in_u1 2)))
 (= 1 ?x142)))
(assert
 (let ((?x144 (dim in_u1 3)))
 (= 1 ?x144)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x146 (idkernel4 sym_c 1 1)))
 (let ((?x153 (dim ?x146 2)))
 (= 1 ?x153))))
(assert
 (let ((?x146 (idkernel4 sym_c 1 1)))
 (let ((?x155 (dim ?x146 3)))
 (= 1 ?x155))))
(assert
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x157) 4)))
(assert
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x157 0) sym_n)))
(assert
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x157 1) sym_c)))
(assert
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x157 2) sym_h)))
(assert
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x157 3) sym_w)))
(assert
 (let ((?x146 (idkernel4 sym_c 1 1)))
 (let ((?x168 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x146)))
 (= (rank ?x168) 4))))
(assert
 (let ((?x146 (idkernel4 sym_c 1 1)))
 (let ((?x168 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x146)))
 (= (dim ?x168 0) sym_n))))
(assert
 (let ((?x146 (idkernel4 sym_c 1 1)))
 (let ((?x168 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x146)))
 (= (dim ?x168 1) sym_c))))
(assert
 (let ((?x178 (div (+ (- 1) sym_h) 2)))
 (let ((?x179 (+ 1 ?x178)))
 (let ((?x146 (idkernel4 sym_c 1 1)))
 (let ((?x168 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x146)))
 (let ((?x175 (dim ?x168 2)))
 (= ?x175 ?x179)))))))
(assert
 (let ((?x183 (div (+ (- 1) sym_w) 2)))
 (let ((?x184 (+ 1 ?x183)))
 (let ((?x146 (idkernel4 sym_c 1 1)))
 (let ((?x168 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x146)))
 (let ((?x181 (dim ?x168 3)))
 (= ?x181 ?x184)))))))
(assert
 (let ((?x146 (idkernel4 sym_c 1 1)))
 (let ((?x168 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x146)))
 (let ((?x186 (relu ?x168)))
 (= (rank ?x186) 4)))))
(assert
 (let ((?x146 (idkernel4 sym_c 1 1)))
 (let ((?x168 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x146)))
 (let ((?x186 (relu ?x168)))
 (= (dim ?x186 0) sym_n)))))
(assert
 (let ((?x146 (idkernel4 sym_c 1 1)))
 (let ((?x168 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x146)))
 (let ((?x186 (relu ?x168)))
 (= (dim ?x186 1) sym_c)))))
(assert
 (let ((?x178 (div (+ (- 1) sym_h) 2)))
 (let ((?x179 (+ 1 ?x178)))
 (let ((?x146 (idkernel4 sym_c 1 1)))
 (let ((?x168 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x146)))
 (let ((?x186 (relu ?x168)))
 (let ((?x193 (dim ?x186 2)))
 (= ?x193 ?x179))))))))
(assert
 (let ((?x183 (div (+ (- 1) sym_w) 2)))
 (let ((?x184 (+ 1 ?x183)))
 (let ((?x146 (idkernel4 sym_c 1 1)))
 (let ((?x168 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x146)))
 (let ((?x186 (relu ?x168)))
 (let ((?x195 (dim ?x186 3)))
 (= ?x195 ?x184))))))))
(assert
 (let ((?x146 (idkernel4 sym_c 1 1)))
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 ?x157 ?x146)))
 (= (rank ?x197) 4)))))
(assert
 (let ((?x146 (idkernel4 sym_c 1 1)))
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 ?x157 ?x146)))
 (= (dim ?x197 0) sym_n)))))
(assert
 (let ((?x146 (idkernel4 sym_c 1 1)))
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 ?x157 ?x146)))
 (= (dim ?x197 1) sym_c)))))
(assert
 (let ((?x178 (div (+ (- 1) sym_h) 2)))
 (let ((?x179 (+ 1 ?x178)))
 (let ((?x146 (idkernel4 sym_c 1 1)))
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 ?x157 ?x146)))
 (let ((?x204 (dim ?x197 2)))
 (= ?x204 ?x179))))))))
(assert
 (let ((?x183 (div (+ (- 1) sym_w) 2)))
 (let ((?x184 (+ 1 ?x183)))
 (let ((?x146 (idkernel4 sym_c 1 1)))
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 ?x157 ?x146)))
 (let ((?x206 (dim ?x197 3)))
 (= ?x206 ?x184))))))))
(assert
 (let ((?x178 (div (+ (- 1) sym_h) 2)))
 (let ((?x179 (+ 1 ?x178)))
 (>= ?x179 0))))
(assert
 (let ((?x183 (div (+ (- 1) sym_w) 2)))
 (let ((?x184 (+ 1 ?x183)))
 (>= ?x184 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x210 (idkernel4 sym_c 3 3)))
 (let ((?x217 (dim ?x210 2)))
 (= 3 ?x217))))
(assert
 (let ((?x210 (idkernel4 sym_c 3 3)))
 (let ((?x219 (dim ?x210 3)))
 (= 3 ?x219))))
(assert
 (let ((?x210 (idkernel4 sym_c 3 3)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x210)))
 (= (rank ?x221) 4))))
(assert
 (let ((?x210 (idkernel4 sym_c 3 3)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x210)))
 (= (dim ?x221 0) sym_n))))
(assert
 (let ((?x210 (idkernel4 sym_c 3 3)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x210)))
 (= (dim ?x221 1) sym_c))))
(assert
 (let ((?x178 (div (+ (- 1) sym_h) 2)))
 (let ((?x179 (+ 1 ?x178)))
 (let ((?x210 (idkernel4 sym_c 3 3)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x210)))
 (let ((?x228 (dim ?x221 2)))
 (= ?x228 ?x179)))))))
(assert
 (let ((?x183 (div (+ (- 1) sym_w) 2)))
 (let ((?x184 (+ 1 ?x183)))
 (let ((?x210 (idkernel4 sym_c 3 3)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x210)))
 (let ((?x230 (dim ?x221 3)))
 (= ?x230 ?x184)))))))
(assert
 (let ((?x210 (idkernel4 sym_c 3 3)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x210)))
 (let ((?x232 (relu ?x221)))
 (= (rank ?x232) 4)))))
(assert
 (let ((?x210 (idkernel4 sym_c 3 3)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x210)))
 (let ((?x232 (relu ?x221)))
 (= (dim ?x232 0) sym_n)))))
(assert
 (let ((?x210 (idkernel4 sym_c 3 3)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x210)))
 (let ((?x232 (relu ?x221)))
 (= (dim ?x232 1) sym_c)))))
(assert
 (let ((?x178 (div (+ (- 1) sym_h) 2)))
 (let ((?x179 (+ 1 ?x178)))
 (let ((?x210 (idkernel4 sym_c 3 3)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x210)))
 (let ((?x232 (relu ?x221)))
 (let ((?x239 (dim ?x232 2)))
 (= ?x239 ?x179))))))))
(assert
 (let ((?x183 (div (+ (- 1) sym_w) 2)))
 (let ((?x184 (+ 1 ?x183)))
 (let ((?x210 (idkernel4 sym_c 3 3)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x210)))
 (let ((?x232 (relu ?x221)))
 (let ((?x241 (dim ?x232 3)))
 (= ?x241 ?x184))))))))
(assert
 (let ((?x210 (idkernel4 sym_c 3 3)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x210)))
 (let ((?x243 (conv 1 1 0 0 0 0 1 1 1 ?x221 in_u1)))
 (= (rank ?x243) 4)))))
(assert
 (let ((?x210 (idkernel4 sym_c 3 3)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x210)))
 (let ((?x243 (conv 1 1 0 0 0 0 1 1 1 ?x221 in_u1)))
 (= (dim ?x243 0) sym_n)))))
(assert
 (let ((?x210 (idkernel4 sym_c 3 3)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x210)))
 (let ((?x243 (conv 1 1 0 0 0 0 1 1 1 ?x221 in_u1)))
 (= (dim ?x243 1) sym_c)))))
(assert
 (let ((?x178 (div (+ (- 1) sym_h) 2)))
 (let ((?x179 (+ 1 ?x178)))
 (let ((?x210 (idkernel4 sym_c 3 3)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x210)))
 (let ((?x243 (conv 1 1 0 0 0 0 1 1 1 ?x221 in_u1)))
 (let ((?x250 (dim ?x243 2)))
 (= ?x250 ?x179))))))))
(assert
 (let ((?x183 (div (+ (- 1) sym_w) 2)))
 (let ((?x184 (+ 1 ?x183)))
 (let ((?x210 (idkernel4 sym_c 3 3)))
 (let ((?x221 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x210)))
 (let ((?x243 (conv 1 1 0 0 0 0 1 1 1 ?x221 in_u1)))
 (let ((?x252 (dim ?x243 3)))
 (= ?x252 ?x184))))))))
(assert
 (let ((?x210 (idkernel4 sym_c 3 3)))
(let ((?x221 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x210)))
(let ((?x243 (conv 1 1 0 0 0 0 1 1 1 ?x221 in_u1)))
(let ((?x146 (idkernel4 sym_c 1 1)))
(let ((?x157 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x197 (conv 2 2 0 0 0 0 1 1 1 ?x157 ?x146)))
(let ((?x232 (relu ?x221)))
(let ((?x168 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x146)))
(let ((?x186 (relu ?x168)))
(or (and (distinct ?x186 ?x232) true) (and (distinct ?x197 ?x243) true))))))))))))
(check-sat)
