; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_w, conv_smul_x, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 52128
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
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x146 (idkernel4 sym_c 3 3)))
 (let ((?x153 (dim ?x146 2)))
 (= 3 ?x153))))
(assert
 (let ((?x146 (idkernel4 sym_c 3 3)))
 (let ((?x155 (dim ?x146 3)))
 (= 3 ?x155))))
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
 (let ((?x146 (idkernel4 sym_c 3 3)))
 (let ((?x157 (smul in_i1 in_s1)))
 (let ((?x168 (conv 2 2 1 1 1 1 1 1 1 ?x157 ?x146)))
 (= (rank ?x168) 4)))))
(assert
 (let ((?x146 (idkernel4 sym_c 3 3)))
 (let ((?x157 (smul in_i1 in_s1)))
 (let ((?x168 (conv 2 2 1 1 1 1 1 1 1 ?x157 ?x146)))
 (= (dim ?x168 0) sym_n)))))
(assert
 (let ((?x146 (idkernel4 sym_c 3 3)))
 (let ((?x157 (smul in_i1 in_s1)))
 (let ((?x168 (conv 2 2 1 1 1 1 1 1 1 ?x157 ?x146)))
 (= (dim ?x168 1) sym_c)))))
(assert
 (let ((?x178 (div (+ (- 1) sym_h) 2)))
 (let ((?x179 (+ 1 ?x178)))
 (let ((?x146 (idkernel4 sym_c 3 3)))
 (let ((?x157 (smul in_i1 in_s1)))
 (let ((?x168 (conv 2 2 1 1 1 1 1 1 1 ?x157 ?x146)))
 (let ((?x175 (dim ?x168 2)))
 (= ?x175 ?x179))))))))
(assert
 (let ((?x183 (div (+ (- 1) sym_w) 2)))
 (let ((?x184 (+ 1 ?x183)))
 (let ((?x146 (idkernel4 sym_c 3 3)))
 (let ((?x157 (smul in_i1 in_s1)))
 (let ((?x168 (conv 2 2 1 1 1 1 1 1 1 ?x157 ?x146)))
 (let ((?x181 (dim ?x168 3)))
 (= ?x181 ?x184))))))))
(assert
 (let ((?x146 (idkernel4 sym_c 3 3)))
 (let ((?x157 (smul in_i1 in_s1)))
 (let ((?x168 (conv 2 2 1 1 1 1 1 1 1 ?x157 ?x146)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 ?x168 in_u1)))
 (= (rank ?x186) 4))))))
(assert
 (let ((?x146 (idkernel4 sym_c 3 3)))
 (let ((?x157 (smul in_i1 in_s1)))
 (let ((?x168 (conv 2 2 1 1 1 1 1 1 1 ?x157 ?x146)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 ?x168 in_u1)))
 (= (dim ?x186 0) sym_n))))))
(assert
 (let ((?x146 (idkernel4 sym_c 3 3)))
 (let ((?x157 (smul in_i1 in_s1)))
 (let ((?x168 (conv 2 2 1 1 1 1 1 1 1 ?x157 ?x146)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 ?x168 in_u1)))
 (= (dim ?x186 1) sym_c))))))
(assert
 (let ((?x178 (div (+ (- 1) sym_h) 2)))
 (let ((?x194 (div ?x178 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x146 (idkernel4 sym_c 3 3)))
 (let ((?x157 (smul in_i1 in_s1)))
 (let ((?x168 (conv 2 2 1 1 1 1 1 1 1 ?x157 ?x146)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 ?x168 in_u1)))
 (let ((?x193 (dim ?x186 2)))
 (= ?x193 ?x195))))))))))
(assert
 (let ((?x183 (div (+ (- 1) sym_w) 2)))
 (let ((?x198 (div ?x183 2)))
 (let ((?x199 (+ 1 ?x198)))
 (let ((?x146 (idkernel4 sym_c 3 3)))
 (let ((?x157 (smul in_i1 in_s1)))
 (let ((?x168 (conv 2 2 1 1 1 1 1 1 1 ?x157 ?x146)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 ?x168 in_u1)))
 (let ((?x197 (dim ?x186 3)))
 (= ?x197 ?x199))))))))))
(assert
 (let ((?x178 (div (+ (- 1) sym_h) 2)))
 (let ((?x179 (+ 1 ?x178)))
 (>= ?x179 0))))
(assert
 (let ((?x183 (div (+ (- 1) sym_w) 2)))
 (let ((?x184 (+ 1 ?x183)))
 (>= ?x184 0))))
(assert
 (let ((?x178 (div (+ (- 1) sym_h) 2)))
 (let ((?x194 (div ?x178 2)))
 (let ((?x195 (+ 1 ?x194)))
 (>= ?x195 0)))))
(assert
 (let ((?x183 (div (+ (- 1) sym_w) 2)))
 (let ((?x198 (div ?x183 2)))
 (let ((?x199 (+ 1 ?x198)))
 (>= ?x199 0)))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x205 (idkernel4 sym_c 1 1)))
 (let ((?x212 (dim ?x205 2)))
 (= 1 ?x212))))
(assert
 (let ((?x205 (idkernel4 sym_c 1 1)))
 (let ((?x214 (dim ?x205 3)))
 (= 1 ?x214))))
(assert
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x216) 4)))
(assert
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x216 0) sym_n)))
(assert
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x216 1) sym_c)))
(assert
 (let ((?x178 (div (+ (- 1) sym_h) 2)))
 (let ((?x179 (+ 1 ?x178)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x223 (dim ?x216 2)))
 (= ?x223 ?x179))))))
(assert
 (let ((?x183 (div (+ (- 1) sym_w) 2)))
 (let ((?x184 (+ 1 ?x183)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x225 (dim ?x216 3)))
 (= ?x225 ?x184))))))
(assert
 (let ((?x205 (idkernel4 sym_c 1 1)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x205)))
 (= (rank ?x227) 4)))))
(assert
 (let ((?x205 (idkernel4 sym_c 1 1)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x205)))
 (= (dim ?x227 0) sym_n)))))
(assert
 (let ((?x205 (idkernel4 sym_c 1 1)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x205)))
 (= (dim ?x227 1) sym_c)))))
(assert
 (let ((?x178 (div (+ (- 1) sym_h) 2)))
 (let ((?x194 (div ?x178 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x205 (idkernel4 sym_c 1 1)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x205)))
 (let ((?x234 (dim ?x227 2)))
 (= ?x234 ?x195)))))))))
(assert
 (let ((?x183 (div (+ (- 1) sym_w) 2)))
 (let ((?x198 (div ?x183 2)))
 (let ((?x199 (+ 1 ?x198)))
 (let ((?x205 (idkernel4 sym_c 1 1)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x205)))
 (let ((?x236 (dim ?x227 3)))
 (= ?x236 ?x199)))))))))
(assert
 (let ((?x205 (idkernel4 sym_c 1 1)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x205)))
 (let ((?x238 (smul ?x227 in_s1)))
 (= (rank ?x238) 4))))))
(assert
 (let ((?x205 (idkernel4 sym_c 1 1)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x205)))
 (let ((?x238 (smul ?x227 in_s1)))
 (= (dim ?x238 0) sym_n))))))
(assert
 (let ((?x205 (idkernel4 sym_c 1 1)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x205)))
 (let ((?x238 (smul ?x227 in_s1)))
 (= (dim ?x238 1) sym_c))))))
(assert
 (let ((?x178 (div (+ (- 1) sym_h) 2)))
 (let ((?x194 (div ?x178 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x205 (idkernel4 sym_c 1 1)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x205)))
 (let ((?x238 (smul ?x227 in_s1)))
 (let ((?x245 (dim ?x238 2)))
 (= ?x245 ?x195))))))))))
(assert
 (let ((?x183 (div (+ (- 1) sym_w) 2)))
 (let ((?x198 (div ?x183 2)))
 (let ((?x199 (+ 1 ?x198)))
 (let ((?x205 (idkernel4 sym_c 1 1)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x205)))
 (let ((?x238 (smul ?x227 in_s1)))
 (let ((?x247 (dim ?x238 3)))
 (= ?x247 ?x199))))))))))
(assert
 (let ((?x205 (idkernel4 sym_c 1 1)))
(let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x205)))
(let ((?x238 (smul ?x227 in_s1)))
(let ((?x146 (idkernel4 sym_c 3 3)))
(let ((?x157 (smul in_i1 in_s1)))
(let ((?x168 (conv 2 2 1 1 1 1 1 1 1 ?x157 ?x146)))
(let ((?x186 (conv 2 2 0 0 0 0 1 1 1 ?x168 in_u1)))
(and (distinct ?x186 ?x238) true))))))))))
(check-sat)
