; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 50448
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun relu (T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(declare-fun in_u1 () T)
(declare-fun in_u2 () T)
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x23 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x20 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x24 (= ?x20 ?x23)))
 (=> (and (< 1 (* sh sw))) $x24)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x58 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x56 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x59 (= ?x56 ?x58)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x59)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x95 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x93 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x96 (= ?x93 ?x95)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x96)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x134 (dim in_k1 2)))
 (= 3 ?x134)))
(assert
 (let ((?x136 (dim in_k1 3)))
 (= 3 ?x136)))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x145 (dim in_u1 2)))
 (= 1 ?x145)))
(assert
 (let ((?x147 (dim in_u1 3)))
 (= 1 ?x147)))
(assert
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c))
(assert
 (= (dim in_u2 1) sym_c))
(assert
 (let ((?x156 (dim in_u2 2)))
 (= 1 ?x156)))
(assert
 (let ((?x158 (dim in_u2 3)))
 (= 1 ?x158)))
(assert
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x160) 4)))
(assert
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x160 0) sym_n)))
(assert
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x160 1) sym_c)))
(assert
 (let ((?x170 (div (+ (- 3) sym_h) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (dim ?x160 2)))
 (= ?x167 ?x171))))))
(assert
 (let ((?x175 (div (+ (- 3) sym_w) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x173 (dim ?x160 3)))
 (= ?x173 ?x176))))))
(assert
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x178 (relu ?x160)))
 (= (rank ?x178) 4))))
(assert
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x178 (relu ?x160)))
 (= (dim ?x178 0) sym_n))))
(assert
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x178 (relu ?x160)))
 (= (dim ?x178 1) sym_c))))
(assert
 (let ((?x170 (div (+ (- 3) sym_h) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x178 (relu ?x160)))
 (let ((?x185 (dim ?x178 2)))
 (= ?x185 ?x171)))))))
(assert
 (let ((?x175 (div (+ (- 3) sym_w) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x178 (relu ?x160)))
 (let ((?x187 (dim ?x178 3)))
 (= ?x187 ?x176)))))))
(assert
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x178 (relu ?x160)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 ?x178 in_u1)))
 (= (rank ?x189) 4)))))
(assert
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x178 (relu ?x160)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 ?x178 in_u1)))
 (= (dim ?x189 0) sym_n)))))
(assert
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x178 (relu ?x160)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 ?x178 in_u1)))
 (= (dim ?x189 1) sym_c)))))
(assert
 (let ((?x170 (div (+ (- 3) sym_h) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x178 (relu ?x160)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 ?x178 in_u1)))
 (let ((?x196 (dim ?x189 2)))
 (= ?x196 ?x171))))))))
(assert
 (let ((?x175 (div (+ (- 3) sym_w) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x178 (relu ?x160)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 ?x178 in_u1)))
 (let ((?x198 (dim ?x189 3)))
 (= ?x198 ?x176))))))))
(assert
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x178 (relu ?x160)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 ?x178 in_u1)))
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 ?x189 in_u2)))
 (= (rank ?x200) 4))))))
(assert
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x178 (relu ?x160)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 ?x178 in_u1)))
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 ?x189 in_u2)))
 (= (dim ?x200 0) sym_n))))))
(assert
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x178 (relu ?x160)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 ?x178 in_u1)))
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 ?x189 in_u2)))
 (= (dim ?x200 1) sym_c))))))
(assert
 (let ((?x170 (div (+ (- 3) sym_h) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x178 (relu ?x160)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 ?x178 in_u1)))
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 ?x189 in_u2)))
 (let ((?x207 (dim ?x200 2)))
 (= ?x207 ?x171)))))))))
(assert
 (let ((?x175 (div (+ (- 3) sym_w) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x178 (relu ?x160)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 ?x178 in_u1)))
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 ?x189 in_u2)))
 (let ((?x209 (dim ?x200 3)))
 (= ?x209 ?x176)))))))))
(assert
 (let ((?x170 (div (+ (- 3) sym_h) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (>= ?x171 0))))
(assert
 (let ((?x175 (div (+ (- 3) sym_w) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (>= ?x176 0))))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x213) 4)))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x213 0) sym_n)))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x213 1) sym_c)))
(assert
 (let ((?x222 (+ (- 2) sym_h)))
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x220 (dim ?x213 2)))
 (= ?x220 ?x222)))))
(assert
 (let ((?x225 (+ (- 2) sym_w)))
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x224 (dim ?x213 3)))
 (= ?x224 ?x225)))))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x227 (relu ?x213)))
 (= (rank ?x227) 4))))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x227 (relu ?x213)))
 (= (dim ?x227 0) sym_n))))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x227 (relu ?x213)))
 (= (dim ?x227 1) sym_c))))
(assert
 (let ((?x222 (+ (- 2) sym_h)))
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x227 (relu ?x213)))
 (let ((?x234 (dim ?x227 2)))
 (= ?x234 ?x222))))))
(assert
 (let ((?x225 (+ (- 2) sym_w)))
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x227 (relu ?x213)))
 (let ((?x236 (dim ?x227 3)))
 (= ?x236 ?x225))))))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x227 (relu ?x213)))
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 ?x227 in_u1)))
 (= (rank ?x238) 4)))))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x227 (relu ?x213)))
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 ?x227 in_u1)))
 (= (dim ?x238 0) sym_n)))))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x227 (relu ?x213)))
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 ?x227 in_u1)))
 (= (dim ?x238 1) sym_c)))))
(assert
 (let ((?x222 (+ (- 2) sym_h)))
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x227 (relu ?x213)))
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 ?x227 in_u1)))
 (let ((?x245 (dim ?x238 2)))
 (= ?x245 ?x222)))))))
(assert
 (let ((?x225 (+ (- 2) sym_w)))
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x227 (relu ?x213)))
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 ?x227 in_u1)))
 (let ((?x247 (dim ?x238 3)))
 (= ?x247 ?x225)))))))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x227 (relu ?x213)))
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 ?x227 in_u1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x238 in_u2)))
 (= (rank ?x249) 4))))))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x227 (relu ?x213)))
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 ?x227 in_u1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x238 in_u2)))
 (= (dim ?x249 0) sym_n))))))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x227 (relu ?x213)))
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 ?x227 in_u1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x238 in_u2)))
 (= (dim ?x249 1) sym_c))))))
(assert
 (let ((?x170 (div (+ (- 3) sym_h) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x227 (relu ?x213)))
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 ?x227 in_u1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x238 in_u2)))
 (let ((?x256 (dim ?x249 2)))
 (= ?x256 ?x171)))))))))
(assert
 (let ((?x175 (div (+ (- 3) sym_w) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x227 (relu ?x213)))
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 ?x227 in_u1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x238 in_u2)))
 (let ((?x258 (dim ?x249 3)))
 (= ?x258 ?x176)))))))))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x227 (relu ?x213)))
(let ((?x238 (conv 1 1 0 0 0 0 1 1 1 ?x227 in_u1)))
(let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x238 in_u2)))
(let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x178 (relu ?x160)))
(let ((?x189 (conv 1 1 0 0 0 0 1 1 1 ?x178 in_u1)))
(let ((?x200 (conv 1 1 0 0 0 0 1 1 1 ?x189 in_u2)))
(and (distinct ?x200 ?x249) true))))))))))
(check-sat)
