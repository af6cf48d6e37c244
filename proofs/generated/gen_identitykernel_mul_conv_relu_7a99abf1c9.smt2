; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_w, conv_smul_x, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 52029
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
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
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x65 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x66 (smul ?x65 S)))
 (let ((?x64 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (= ?x64 ?x66)))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x65 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x66 (smul ?x65 S)))
 (let ((?x72 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (= ?x72 ?x66)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x81 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x65 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x82 (= ?x65 ?x81)))
 (=> (and (< 1 (* sh sw))) $x82)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x100 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x98 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x101 (= ?x98 ?x100)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x101)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (= (rank in_s1) 0))
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
 (= (rank (smul in_u1 in_s1)) 4))
(assert
 (= (dim (smul in_u1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_u1 in_s1) 1) sym_c))
(assert
 (let ((?x157 (smul in_u1 in_s1)))
 (let ((?x164 (dim ?x157 2)))
 (= 1 ?x164))))
(assert
 (let ((?x157 (smul in_u1 in_s1)))
 (let ((?x166 (dim ?x157 3)))
 (= 1 ?x166))))
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
 (let ((?x157 (smul in_u1 in_s1)))
 (let ((?x146 (idkernel4 sym_c 1 1)))
 (let ((?x168 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x146)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 ?x168 ?x157)))
 (= (rank ?x197) 4))))))
(assert
 (let ((?x157 (smul in_u1 in_s1)))
 (let ((?x146 (idkernel4 sym_c 1 1)))
 (let ((?x168 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x146)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 ?x168 ?x157)))
 (= (dim ?x197 0) sym_n))))))
(assert
 (let ((?x157 (smul in_u1 in_s1)))
 (let ((?x146 (idkernel4 sym_c 1 1)))
 (let ((?x168 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x146)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 ?x168 ?x157)))
 (= (dim ?x197 1) sym_c))))))
(assert
 (let ((?x178 (div (+ (- 1) sym_h) 2)))
 (let ((?x179 (+ 1 ?x178)))
 (let ((?x157 (smul in_u1 in_s1)))
 (let ((?x146 (idkernel4 sym_c 1 1)))
 (let ((?x168 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x146)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 ?x168 ?x157)))
 (let ((?x204 (dim ?x197 2)))
 (= ?x204 ?x179)))))))))
(assert
 (let ((?x183 (div (+ (- 1) sym_w) 2)))
 (let ((?x184 (+ 1 ?x183)))
 (let ((?x157 (smul in_u1 in_s1)))
 (let ((?x146 (idkernel4 sym_c 1 1)))
 (let ((?x168 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x146)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 ?x168 ?x157)))
 (let ((?x206 (dim ?x197 3)))
 (= ?x206 ?x184)))))))))
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
 (= (rank (smul in_i1 in_s1)) 4))
(assert
 (= (dim (smul in_i1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_i1 in_s1) 1) sym_c))
(assert
 (= (dim (smul in_i1 in_s1) 2) sym_h))
(assert
 (= (dim (smul in_i1 in_s1) 3) sym_w))
(assert
 (let ((?x210 (idkernel4 sym_c 3 3)))
 (let ((?x232 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x210)))
 (= (rank ?x232) 4))))
(assert
 (let ((?x210 (idkernel4 sym_c 3 3)))
 (let ((?x232 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x210)))
 (= (dim ?x232 0) sym_n))))
(assert
 (let ((?x210 (idkernel4 sym_c 3 3)))
 (let ((?x232 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x210)))
 (= (dim ?x232 1) sym_c))))
(assert
 (let ((?x178 (div (+ (- 1) sym_h) 2)))
 (let ((?x179 (+ 1 ?x178)))
 (let ((?x210 (idkernel4 sym_c 3 3)))
 (let ((?x232 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x210)))
 (let ((?x239 (dim ?x232 2)))
 (= ?x239 ?x179)))))))
(assert
 (let ((?x183 (div (+ (- 1) sym_w) 2)))
 (let ((?x184 (+ 1 ?x183)))
 (let ((?x210 (idkernel4 sym_c 3 3)))
 (let ((?x232 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x210)))
 (let ((?x241 (dim ?x232 3)))
 (= ?x241 ?x184)))))))
(assert
 (let ((?x210 (idkernel4 sym_c 3 3)))
 (let ((?x232 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x210)))
 (let ((?x243 (relu ?x232)))
 (= (rank ?x243) 4)))))
(assert
 (let ((?x210 (idkernel4 sym_c 3 3)))
 (let ((?x232 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x210)))
 (let ((?x243 (relu ?x232)))
 (= (dim ?x243 0) sym_n)))))
(assert
 (let ((?x210 (idkernel4 sym_c 3 3)))
 (let ((?x232 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x210)))
 (let ((?x243 (relu ?x232)))
 (= (dim ?x243 1) sym_c)))))
(assert
 (let ((?x178 (div (+ (- 1) sym_h) 2)))
 (let ((?x179 (+ 1 ?x178)))
 (let ((?x210 (idkernel4 sym_c 3 3)))
 (let ((?x232 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x210)))
 (let ((?x243 (relu ?x232)))
 (let ((?x250 (dim ?x243 2)))
 (= ?x250 ?x179))))))))
(assert
 (let ((?x183 (div (+ (- 1) sym_w) 2)))
 (let ((?x184 (+ 1 ?x183)))
 (let ((?x210 (idkernel4 sym_c 3 3)))
 (let ((?x232 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x210)))
 (let ((?x243 (relu ?x232)))
 (let ((?x252 (dim ?x243 3)))
 (= ?x252 ?x184))))))))
(assert
 (let ((?x221 (smul in_i1 in_s1)))
 (let ((?x254 (conv 2 2 0 0 0 0 1 1 1 ?x221 in_u1)))
 (= (rank ?x254) 4))))
(assert
 (let ((?x221 (smul in_i1 in_s1)))
 (let ((?x254 (conv 2 2 0 0 0 0 1 1 1 ?x221 in_u1)))
 (= (dim ?x254 0) sym_n))))
(assert
 (let ((?x221 (smul in_i1 in_s1)))
 (let ((?x254 (conv 2 2 0 0 0 0 1 1 1 ?x221 in_u1)))
 (= (dim ?x254 1) sym_c))))
(assert
 (let ((?x178 (div (+ (- 1) sym_h) 2)))
 (let ((?x179 (+ 1 ?x178)))
 (let ((?x221 (smul in_i1 in_s1)))
 (let ((?x254 (conv 2 2 0 0 0 0 1 1 1 ?x221 in_u1)))
 (let ((?x261 (dim ?x254 2)))
 (= ?x261 ?x179)))))))
(assert
 (let ((?x183 (div (+ (- 1) sym_w) 2)))
 (let ((?x184 (+ 1 ?x183)))
 (let ((?x221 (smul in_i1 in_s1)))
 (let ((?x254 (conv 2 2 0 0 0 0 1 1 1 ?x221 in_u1)))
 (let ((?x263 (dim ?x254 3)))
 (= ?x263 ?x184)))))))
(assert
 (let ((?x221 (smul in_i1 in_s1)))
(let ((?x254 (conv 2 2 0 0 0 0 1 1 1 ?x221 in_u1)))
(let ((?x157 (smul in_u1 in_s1)))
(let ((?x146 (idkernel4 sym_c 1 1)))
(let ((?x168 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x146)))
(let ((?x197 (conv 1 1 0 0 0 0 1 1 1 ?x168 ?x157)))
(let ((?x210 (idkernel4 sym_c 3 3)))
(let ((?x232 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x210)))
(let ((?x243 (relu ?x232)))
(let ((?x186 (relu ?x168)))
(or (and (distinct ?x186 ?x243) true) (and (distinct ?x197 ?x254) true)))))))))))))
(check-sat)
