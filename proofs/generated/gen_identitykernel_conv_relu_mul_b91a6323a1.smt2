; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_w, conv_smul_x, conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 45280
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
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
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x99 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x97 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x100 (= ?x97 ?x99)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x100)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x134 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x132 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x135 (= ?x132 ?x134)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x135)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x176 (dim in_u1 2)))
 (= 1 ?x176)))
(assert
 (let ((?x178 (dim in_u1 3)))
 (= 1 ?x178)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x180 (idkernel4 sym_c 3 3)))
 (let ((?x187 (dim ?x180 2)))
 (= 3 ?x187))))
(assert
 (let ((?x180 (idkernel4 sym_c 3 3)))
 (let ((?x189 (dim ?x180 3)))
 (= 3 ?x189))))
(assert
 (let ((?x180 (idkernel4 sym_c 3 3)))
 (let ((?x191 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x180)))
 (= (rank ?x191) 4))))
(assert
 (let ((?x180 (idkernel4 sym_c 3 3)))
 (let ((?x191 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x180)))
 (= (dim ?x191 0) sym_n))))
(assert
 (let ((?x180 (idkernel4 sym_c 3 3)))
 (let ((?x191 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x180)))
 (= (dim ?x191 1) sym_c))))
(assert
 (let ((?x200 (div (+ (- 1) sym_h) 2)))
 (let ((?x201 (+ 1 ?x200)))
 (let ((?x180 (idkernel4 sym_c 3 3)))
 (let ((?x191 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x180)))
 (let ((?x198 (dim ?x191 2)))
 (= ?x198 ?x201)))))))
(assert
 (let ((?x205 (div (+ (- 1) sym_w) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x180 (idkernel4 sym_c 3 3)))
 (let ((?x191 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x180)))
 (let ((?x203 (dim ?x191 3)))
 (= ?x203 ?x206)))))))
(assert
 (let ((?x180 (idkernel4 sym_c 3 3)))
 (let ((?x191 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x180)))
 (let ((?x208 (relu ?x191)))
 (= (rank ?x208) 4)))))
(assert
 (let ((?x180 (idkernel4 sym_c 3 3)))
 (let ((?x191 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x180)))
 (let ((?x208 (relu ?x191)))
 (= (dim ?x208 0) sym_n)))))
(assert
 (let ((?x180 (idkernel4 sym_c 3 3)))
 (let ((?x191 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x180)))
 (let ((?x208 (relu ?x191)))
 (= (dim ?x208 1) sym_c)))))
(assert
 (let ((?x200 (div (+ (- 1) sym_h) 2)))
 (let ((?x201 (+ 1 ?x200)))
 (let ((?x180 (idkernel4 sym_c 3 3)))
 (let ((?x191 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x180)))
 (let ((?x208 (relu ?x191)))
 (let ((?x215 (dim ?x208 2)))
 (= ?x215 ?x201))))))))
(assert
 (let ((?x205 (div (+ (- 1) sym_w) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x180 (idkernel4 sym_c 3 3)))
 (let ((?x191 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x180)))
 (let ((?x208 (relu ?x191)))
 (let ((?x217 (dim ?x208 3)))
 (= ?x217 ?x206))))))))
(assert
 (let ((?x180 (idkernel4 sym_c 3 3)))
 (let ((?x191 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x180)))
 (let ((?x208 (relu ?x191)))
 (let ((?x219 (smul ?x208 in_s1)))
 (= (rank ?x219) 4))))))
(assert
 (let ((?x180 (idkernel4 sym_c 3 3)))
 (let ((?x191 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x180)))
 (let ((?x208 (relu ?x191)))
 (let ((?x219 (smul ?x208 in_s1)))
 (= (dim ?x219 0) sym_n))))))
(assert
 (let ((?x180 (idkernel4 sym_c 3 3)))
 (let ((?x191 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x180)))
 (let ((?x208 (relu ?x191)))
 (let ((?x219 (smul ?x208 in_s1)))
 (= (dim ?x219 1) sym_c))))))
(assert
 (let ((?x200 (div (+ (- 1) sym_h) 2)))
 (let ((?x201 (+ 1 ?x200)))
 (let ((?x180 (idkernel4 sym_c 3 3)))
 (let ((?x191 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x180)))
 (let ((?x208 (relu ?x191)))
 (let ((?x219 (smul ?x208 in_s1)))
 (let ((?x226 (dim ?x219 2)))
 (= ?x226 ?x201)))))))))
(assert
 (let ((?x205 (div (+ (- 1) sym_w) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x180 (idkernel4 sym_c 3 3)))
 (let ((?x191 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x180)))
 (let ((?x208 (relu ?x191)))
 (let ((?x219 (smul ?x208 in_s1)))
 (let ((?x228 (dim ?x219 3)))
 (= ?x228 ?x206)))))))))
(assert
 (let ((?x180 (idkernel4 sym_c 3 3)))
 (let ((?x191 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x180)))
 (let ((?x208 (relu ?x191)))
 (let ((?x219 (smul ?x208 in_s1)))
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 ?x219 in_u1)))
 (= (rank ?x230) 4)))))))
(assert
 (let ((?x180 (idkernel4 sym_c 3 3)))
 (let ((?x191 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x180)))
 (let ((?x208 (relu ?x191)))
 (let ((?x219 (smul ?x208 in_s1)))
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 ?x219 in_u1)))
 (= (dim ?x230 0) sym_n)))))))
(assert
 (let ((?x180 (idkernel4 sym_c 3 3)))
 (let ((?x191 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x180)))
 (let ((?x208 (relu ?x191)))
 (let ((?x219 (smul ?x208 in_s1)))
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 ?x219 in_u1)))
 (= (dim ?x230 1) sym_c)))))))
(assert
 (let ((?x200 (div (+ (- 1) sym_h) 2)))
 (let ((?x201 (+ 1 ?x200)))
 (let ((?x180 (idkernel4 sym_c 3 3)))
 (let ((?x191 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x180)))
 (let ((?x208 (relu ?x191)))
 (let ((?x219 (smul ?x208 in_s1)))
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 ?x219 in_u1)))
 (let ((?x237 (dim ?x230 2)))
 (= ?x237 ?x201))))))))))
(assert
 (let ((?x205 (div (+ (- 1) sym_w) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x180 (idkernel4 sym_c 3 3)))
 (let ((?x191 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x180)))
 (let ((?x208 (relu ?x191)))
 (let ((?x219 (smul ?x208 in_s1)))
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 ?x219 in_u1)))
 (let ((?x239 (dim ?x230 3)))
 (= ?x239 ?x206))))))))))
(assert
 (let ((?x200 (div (+ (- 1) sym_h) 2)))
 (let ((?x201 (+ 1 ?x200)))
 (>= ?x201 0))))
(assert
 (let ((?x205 (div (+ (- 1) sym_w) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (>= ?x206 0))))
(assert
 (= (rank (smul in_u1 in_s1)) 4))
(assert
 (= (dim (smul in_u1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_u1 in_s1) 1) sym_c))
(assert
 (let ((?x243 (smul in_u1 in_s1)))
 (let ((?x250 (dim ?x243 2)))
 (= 1 ?x250))))
(assert
 (let ((?x243 (smul in_u1 in_s1)))
 (let ((?x252 (dim ?x243 3)))
 (= 1 ?x252))))
(assert
 (= (rank (relu in_i1)) 4))
(assert
 (= (dim (relu in_i1) 0) sym_n))
(assert
 (= (dim (relu in_i1) 1) sym_c))
(assert
 (= (dim (relu in_i1) 2) sym_h))
(assert
 (= (dim (relu in_i1) 3) sym_w))
(assert
 (let ((?x243 (smul in_u1 in_s1)))
 (let ((?x254 (relu in_i1)))
 (let ((?x265 (conv 2 2 0 0 0 0 1 1 1 ?x254 ?x243)))
 (= (rank ?x265) 4)))))
(assert
 (let ((?x243 (smul in_u1 in_s1)))
 (let ((?x254 (relu in_i1)))
 (let ((?x265 (conv 2 2 0 0 0 0 1 1 1 ?x254 ?x243)))
 (= (dim ?x265 0) sym_n)))))
(assert
 (let ((?x243 (smul in_u1 in_s1)))
 (let ((?x254 (relu in_i1)))
 (let ((?x265 (conv 2 2 0 0 0 0 1 1 1 ?x254 ?x243)))
 (= (dim ?x265 1) sym_c)))))
(assert
 (let ((?x200 (div (+ (- 1) sym_h) 2)))
 (let ((?x201 (+ 1 ?x200)))
 (let ((?x243 (smul in_u1 in_s1)))
 (let ((?x254 (relu in_i1)))
 (let ((?x265 (conv 2 2 0 0 0 0 1 1 1 ?x254 ?x243)))
 (let ((?x272 (dim ?x265 2)))
 (= ?x272 ?x201))))))))
(assert
 (let ((?x205 (div (+ (- 1) sym_w) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x243 (smul in_u1 in_s1)))
 (let ((?x254 (relu in_i1)))
 (let ((?x265 (conv 2 2 0 0 0 0 1 1 1 ?x254 ?x243)))
 (let ((?x274 (dim ?x265 3)))
 (= ?x274 ?x206))))))))
(assert
 (let ((?x243 (smul in_u1 in_s1)))
(let ((?x254 (relu in_i1)))
(let ((?x265 (conv 2 2 0 0 0 0 1 1 1 ?x254 ?x243)))
(let ((?x180 (idkernel4 sym_c 3 3)))
(let ((?x191 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x180)))
(let ((?x208 (relu ?x191)))
(let ((?x219 (smul ?x208 in_s1)))
(let ((?x230 (conv 1 1 0 0 0 0 1 1 1 ?x219 in_u1)))
(and (distinct ?x230 ?x265) true))))))))))
(check-sat)
