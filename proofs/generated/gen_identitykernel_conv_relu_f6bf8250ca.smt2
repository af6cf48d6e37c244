; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 52801
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x68 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x65 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x69 (= ?x65 ?x68)))
 (=> (and (< 1 (* sh sw))) $x69)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x86 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x84 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x87 (= ?x84 ?x86)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x87)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x121 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x119 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x122 (= ?x119 ?x121)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x122)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x160 (dim in_u1 2)))
 (= 1 ?x160)))
(assert
 (let ((?x162 (dim in_u1 3)))
 (= 1 ?x162)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x171 (dim ?x164 2)))
 (= 3 ?x171))))
(assert
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x173 (dim ?x164 3)))
 (= 3 ?x173))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x182 (dim ?x175 2)))
 (= 1 ?x182))))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x184 (dim ?x175 3)))
 (= 1 ?x184))))
(assert
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x186) 4)))
(assert
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x186 0) sym_n)))
(assert
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x186 1) sym_c)))
(assert
 (let ((?x195 (div (+ (- 1) sym_h) 2)))
 (let ((?x196 (+ 1 ?x195)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (dim ?x186 2)))
 (= ?x193 ?x196))))))
(assert
 (let ((?x200 (div (+ (- 1) sym_w) 2)))
 (let ((?x201 (+ 1 ?x200)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x198 (dim ?x186 3)))
 (= ?x198 ?x201))))))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x203 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x175)))
 (= (rank ?x203) 4))))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x203 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x175)))
 (= (dim ?x203 0) sym_n))))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x203 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x175)))
 (= (dim ?x203 1) sym_c))))
(assert
 (let ((?x195 (div (+ (- 1) sym_h) 2)))
 (let ((?x196 (+ 1 ?x195)))
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x203 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x175)))
 (let ((?x210 (dim ?x203 2)))
 (= ?x210 ?x196)))))))
(assert
 (let ((?x200 (div (+ (- 1) sym_w) 2)))
 (let ((?x201 (+ 1 ?x200)))
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x203 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x175)))
 (let ((?x212 (dim ?x203 3)))
 (= ?x212 ?x201)))))))
(assert
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x186)))
 (= (rank ?x214) 4))))
(assert
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x186)))
 (= (dim ?x214 0) sym_n))))
(assert
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x186)))
 (= (dim ?x214 1) sym_c))))
(assert
 (let ((?x195 (div (+ (- 1) sym_h) 2)))
 (let ((?x196 (+ 1 ?x195)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x186)))
 (let ((?x221 (dim ?x214 2)))
 (= ?x221 ?x196)))))))
(assert
 (let ((?x200 (div (+ (- 1) sym_w) 2)))
 (let ((?x201 (+ 1 ?x200)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x186)))
 (let ((?x223 (dim ?x214 3)))
 (= ?x223 ?x201)))))))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x203 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x175)))
 (let ((?x225 (relu ?x203)))
 (= (rank ?x225) 4)))))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x203 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x175)))
 (let ((?x225 (relu ?x203)))
 (= (dim ?x225 0) sym_n)))))
(assert
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x203 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x175)))
 (let ((?x225 (relu ?x203)))
 (= (dim ?x225 1) sym_c)))))
(assert
 (let ((?x195 (div (+ (- 1) sym_h) 2)))
 (let ((?x196 (+ 1 ?x195)))
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x203 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x175)))
 (let ((?x225 (relu ?x203)))
 (let ((?x232 (dim ?x225 2)))
 (= ?x232 ?x196))))))))
(assert
 (let ((?x200 (div (+ (- 1) sym_w) 2)))
 (let ((?x201 (+ 1 ?x200)))
 (let ((?x175 (idkernel4 sym_c 1 1)))
 (let ((?x203 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x175)))
 (let ((?x225 (relu ?x203)))
 (let ((?x234 (dim ?x225 3)))
 (= ?x234 ?x201))))))))
(assert
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x186)))
 (let ((?x236 (conv 2 2 1 1 1 1 1 1 1 ?x214 ?x164)))
 (= (rank ?x236) 4))))))
(assert
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x186)))
 (let ((?x236 (conv 2 2 1 1 1 1 1 1 1 ?x214 ?x164)))
 (= (dim ?x236 0) sym_n))))))
(assert
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x186)))
 (let ((?x236 (conv 2 2 1 1 1 1 1 1 1 ?x214 ?x164)))
 (= (dim ?x236 1) sym_c))))))
(assert
 (let ((?x195 (div (+ (- 1) sym_h) 2)))
 (let ((?x244 (div ?x195 2)))
 (let ((?x245 (+ 1 ?x244)))
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x186)))
 (let ((?x236 (conv 2 2 1 1 1 1 1 1 1 ?x214 ?x164)))
 (let ((?x243 (dim ?x236 2)))
 (= ?x243 ?x245))))))))))
(assert
 (let ((?x200 (div (+ (- 1) sym_w) 2)))
 (let ((?x248 (div ?x200 2)))
 (let ((?x249 (+ 1 ?x248)))
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x186)))
 (let ((?x236 (conv 2 2 1 1 1 1 1 1 1 ?x214 ?x164)))
 (let ((?x247 (dim ?x236 3)))
 (= ?x247 ?x249))))))))))
(assert
 (let ((?x195 (div (+ (- 1) sym_h) 2)))
 (let ((?x196 (+ 1 ?x195)))
 (>= ?x196 0))))
(assert
 (let ((?x200 (div (+ (- 1) sym_w) 2)))
 (let ((?x201 (+ 1 ?x200)))
 (>= ?x201 0))))
(assert
 (let ((?x195 (div (+ (- 1) sym_h) 2)))
 (let ((?x244 (div ?x195 2)))
 (let ((?x245 (+ 1 ?x244)))
 (>= ?x245 0)))))
(assert
 (let ((?x200 (div (+ (- 1) sym_w) 2)))
 (let ((?x248 (div ?x200 2)))
 (let ((?x249 (+ 1 ?x248)))
 (>= ?x249 0)))))
(assert
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x255 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (= (rank ?x255) 4))))
(assert
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x255 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (= (dim ?x255 0) sym_n))))
(assert
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x255 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (= (dim ?x255 1) sym_c))))
(assert
 (let ((?x195 (div (+ (- 1) sym_h) 2)))
 (let ((?x196 (+ 1 ?x195)))
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x255 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (let ((?x262 (dim ?x255 2)))
 (= ?x262 ?x196)))))))
(assert
 (let ((?x200 (div (+ (- 1) sym_w) 2)))
 (let ((?x201 (+ 1 ?x200)))
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x255 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (let ((?x264 (dim ?x255 3)))
 (= ?x264 ?x201)))))))
(assert
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x255 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (let ((?x266 (relu ?x255)))
 (= (rank ?x266) 4)))))
(assert
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x255 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (let ((?x266 (relu ?x255)))
 (= (dim ?x266 0) sym_n)))))
(assert
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x255 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (let ((?x266 (relu ?x255)))
 (= (dim ?x266 1) sym_c)))))
(assert
 (let ((?x195 (div (+ (- 1) sym_h) 2)))
 (let ((?x196 (+ 1 ?x195)))
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x255 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (let ((?x266 (relu ?x255)))
 (let ((?x273 (dim ?x266 2)))
 (= ?x273 ?x196))))))))
(assert
 (let ((?x200 (div (+ (- 1) sym_w) 2)))
 (let ((?x201 (+ 1 ?x200)))
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x255 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (let ((?x266 (relu ?x255)))
 (let ((?x275 (dim ?x266 3)))
 (= ?x275 ?x201))))))))
(assert
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x255 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (let ((?x277 (conv 2 2 0 0 0 0 1 1 1 ?x255 in_u1)))
 (= (rank ?x277) 4)))))
(assert
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x255 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (let ((?x277 (conv 2 2 0 0 0 0 1 1 1 ?x255 in_u1)))
 (= (dim ?x277 0) sym_n)))))
(assert
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x255 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (let ((?x277 (conv 2 2 0 0 0 0 1 1 1 ?x255 in_u1)))
 (= (dim ?x277 1) sym_c)))))
(assert
 (let ((?x195 (div (+ (- 1) sym_h) 2)))
 (let ((?x244 (div ?x195 2)))
 (let ((?x245 (+ 1 ?x244)))
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x255 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (let ((?x277 (conv 2 2 0 0 0 0 1 1 1 ?x255 in_u1)))
 (let ((?x284 (dim ?x277 2)))
 (= ?x284 ?x245)))))))))
(assert
 (let ((?x200 (div (+ (- 1) sym_w) 2)))
 (let ((?x248 (div ?x200 2)))
 (let ((?x249 (+ 1 ?x248)))
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x255 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (let ((?x277 (conv 2 2 0 0 0 0 1 1 1 ?x255 in_u1)))
 (let ((?x286 (dim ?x277 3)))
 (= ?x286 ?x249)))))))))
(assert
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x255 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (let ((?x277 (conv 2 2 0 0 0 0 1 1 1 ?x255 in_u1)))
 (let ((?x288 (relu ?x277)))
 (= (rank ?x288) 4))))))
(assert
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x255 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (let ((?x277 (conv 2 2 0 0 0 0 1 1 1 ?x255 in_u1)))
 (let ((?x288 (relu ?x277)))
 (= (dim ?x288 0) sym_n))))))
(assert
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x255 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (let ((?x277 (conv 2 2 0 0 0 0 1 1 1 ?x255 in_u1)))
 (let ((?x288 (relu ?x277)))
 (= (dim ?x288 1) sym_c))))))
(assert
 (let ((?x195 (div (+ (- 1) sym_h) 2)))
 (let ((?x244 (div ?x195 2)))
 (let ((?x245 (+ 1 ?x244)))
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x255 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (let ((?x277 (conv 2 2 0 0 0 0 1 1 1 ?x255 in_u1)))
 (let ((?x288 (relu ?x277)))
 (let ((?x295 (dim ?x288 2)))
 (= ?x295 ?x245))))))))))
(assert
 (let ((?x200 (div (+ (- 1) sym_w) 2)))
 (let ((?x248 (div ?x200 2)))
 (let ((?x249 (+ 1 ?x248)))
 (let ((?x164 (idkernel4 sym_c 3 3)))
 (let ((?x255 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
 (let ((?x277 (conv 2 2 0 0 0 0 1 1 1 ?x255 in_u1)))
 (let ((?x288 (relu ?x277)))
 (let ((?x297 (dim ?x288 3)))
 (= ?x297 ?x249))))))))))
(assert
 (let ((?x164 (idkernel4 sym_c 3 3)))
(let ((?x255 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x164)))
(let ((?x277 (conv 2 2 0 0 0 0 1 1 1 ?x255 in_u1)))
(let ((?x288 (relu ?x277)))
(let ((?x186 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x214 (relu ?x186)))
(let ((?x236 (conv 2 2 1 1 1 1 1 1 1 ?x214 ?x164)))
(let ((?x266 (relu ?x255)))
(let ((?x175 (idkernel4 sym_c 1 1)))
(let ((?x203 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x175)))
(let ((?x225 (relu ?x203)))
(or (and (distinct ?x225 ?x266) true) (and (distinct ?x236 ?x288) true))))))))))))))
(check-sat)
