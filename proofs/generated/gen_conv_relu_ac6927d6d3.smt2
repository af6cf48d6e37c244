; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 50272
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
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x149) 4)))
(assert
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x149 0) sym_n)))
(assert
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x149 1) sym_c)))
(assert
 (let ((?x159 (div (+ (- 3) sym_h) 2)))
 (let ((?x160 (+ 1 ?x159)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x156 (dim ?x149 2)))
 (= ?x156 ?x160))))))
(assert
 (let ((?x164 (div (+ (- 3) sym_w) 2)))
 (let ((?x165 (+ 1 ?x164)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x162 (dim ?x149 3)))
 (= ?x162 ?x165))))))
(assert
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 ?x149 in_u1)))
 (= (rank ?x167) 4))))
(assert
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 ?x149 in_u1)))
 (= (dim ?x167 0) sym_n))))
(assert
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 ?x149 in_u1)))
 (= (dim ?x167 1) sym_c))))
(assert
 (let ((?x159 (div (+ (- 3) sym_h) 2)))
 (let ((?x160 (+ 1 ?x159)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 ?x149 in_u1)))
 (let ((?x174 (dim ?x167 2)))
 (= ?x174 ?x160)))))))
(assert
 (let ((?x164 (div (+ (- 3) sym_w) 2)))
 (let ((?x165 (+ 1 ?x164)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 ?x149 in_u1)))
 (let ((?x176 (dim ?x167 3)))
 (= ?x176 ?x165)))))))
(assert
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 ?x149 in_u1)))
 (let ((?x178 (relu ?x167)))
 (= (rank ?x178) 4)))))
(assert
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 ?x149 in_u1)))
 (let ((?x178 (relu ?x167)))
 (= (dim ?x178 0) sym_n)))))
(assert
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 ?x149 in_u1)))
 (let ((?x178 (relu ?x167)))
 (= (dim ?x178 1) sym_c)))))
(assert
 (let ((?x159 (div (+ (- 3) sym_h) 2)))
 (let ((?x160 (+ 1 ?x159)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 ?x149 in_u1)))
 (let ((?x178 (relu ?x167)))
 (let ((?x185 (dim ?x178 2)))
 (= ?x185 ?x160))))))))
(assert
 (let ((?x164 (div (+ (- 3) sym_w) 2)))
 (let ((?x165 (+ 1 ?x164)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 ?x149 in_u1)))
 (let ((?x178 (relu ?x167)))
 (let ((?x187 (dim ?x178 3)))
 (= ?x187 ?x165))))))))
(assert
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 ?x149 in_u1)))
 (let ((?x178 (relu ?x167)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 ?x178 in_u1)))
 (= (rank ?x189) 4))))))
(assert
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 ?x149 in_u1)))
 (let ((?x178 (relu ?x167)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 ?x178 in_u1)))
 (= (dim ?x189 0) sym_n))))))
(assert
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 ?x149 in_u1)))
 (let ((?x178 (relu ?x167)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 ?x178 in_u1)))
 (= (dim ?x189 1) sym_c))))))
(assert
 (let ((?x159 (div (+ (- 3) sym_h) 2)))
 (let ((?x160 (+ 1 ?x159)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 ?x149 in_u1)))
 (let ((?x178 (relu ?x167)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 ?x178 in_u1)))
 (let ((?x196 (dim ?x189 2)))
 (= ?x196 ?x160)))))))))
(assert
 (let ((?x164 (div (+ (- 3) sym_w) 2)))
 (let ((?x165 (+ 1 ?x164)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 ?x149 in_u1)))
 (let ((?x178 (relu ?x167)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 ?x178 in_u1)))
 (let ((?x198 (dim ?x189 3)))
 (= ?x198 ?x165)))))))))
(assert
 (let ((?x159 (div (+ (- 3) sym_h) 2)))
 (let ((?x160 (+ 1 ?x159)))
 (>= ?x160 0))))
(assert
 (let ((?x164 (div (+ (- 3) sym_w) 2)))
 (let ((?x165 (+ 1 ?x164)))
 (>= ?x165 0))))
(assert
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x202) 4)))
(assert
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x202 0) sym_n)))
(assert
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x202 1) sym_c)))
(assert
 (let ((?x211 (+ (- 2) sym_h)))
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x209 (dim ?x202 2)))
 (= ?x209 ?x211)))))
(assert
 (let ((?x214 (+ (- 2) sym_w)))
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x213 (dim ?x202 3)))
 (= ?x213 ?x214)))))
(assert
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 ?x202 in_u1)))
 (= (rank ?x216) 4))))
(assert
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 ?x202 in_u1)))
 (= (dim ?x216 0) sym_n))))
(assert
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 ?x202 in_u1)))
 (= (dim ?x216 1) sym_c))))
(assert
 (let ((?x211 (+ (- 2) sym_h)))
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 ?x202 in_u1)))
 (let ((?x223 (dim ?x216 2)))
 (= ?x223 ?x211))))))
(assert
 (let ((?x214 (+ (- 2) sym_w)))
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 ?x202 in_u1)))
 (let ((?x225 (dim ?x216 3)))
 (= ?x225 ?x214))))))
(assert
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 ?x202 in_u1)))
 (let ((?x227 (relu ?x216)))
 (= (rank ?x227) 4)))))
(assert
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 ?x202 in_u1)))
 (let ((?x227 (relu ?x216)))
 (= (dim ?x227 0) sym_n)))))
(assert
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 ?x202 in_u1)))
 (let ((?x227 (relu ?x216)))
 (= (dim ?x227 1) sym_c)))))
(assert
 (let ((?x211 (+ (- 2) sym_h)))
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 ?x202 in_u1)))
 (let ((?x227 (relu ?x216)))
 (let ((?x234 (dim ?x227 2)))
 (= ?x234 ?x211)))))))
(assert
 (let ((?x214 (+ (- 2) sym_w)))
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 ?x202 in_u1)))
 (let ((?x227 (relu ?x216)))
 (let ((?x236 (dim ?x227 3)))
 (= ?x236 ?x214)))))))
(assert
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 ?x202 in_u1)))
 (let ((?x227 (relu ?x216)))
 (let ((?x238 (conv 2 2 0 0 0 0 1 1 1 ?x227 in_u1)))
 (= (rank ?x238) 4))))))
(assert
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 ?x202 in_u1)))
 (let ((?x227 (relu ?x216)))
 (let ((?x238 (conv 2 2 0 0 0 0 1 1 1 ?x227 in_u1)))
 (= (dim ?x238 0) sym_n))))))
(assert
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 ?x202 in_u1)))
 (let ((?x227 (relu ?x216)))
 (let ((?x238 (conv 2 2 0 0 0 0 1 1 1 ?x227 in_u1)))
 (= (dim ?x238 1) sym_c))))))
(assert
 (let ((?x159 (div (+ (- 3) sym_h) 2)))
 (let ((?x160 (+ 1 ?x159)))
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 ?x202 in_u1)))
 (let ((?x227 (relu ?x216)))
 (let ((?x238 (conv 2 2 0 0 0 0 1 1 1 ?x227 in_u1)))
 (let ((?x245 (dim ?x238 2)))
 (= ?x245 ?x160)))))))))
(assert
 (let ((?x164 (div (+ (- 3) sym_w) 2)))
 (let ((?x165 (+ 1 ?x164)))
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 ?x202 in_u1)))
 (let ((?x227 (relu ?x216)))
 (let ((?x238 (conv 2 2 0 0 0 0 1 1 1 ?x227 in_u1)))
 (let ((?x247 (dim ?x238 3)))
 (= ?x247 ?x165)))))))))
(assert
 (let ((?x202 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x216 (conv 1 1 0 0 0 0 1 1 1 ?x202 in_u1)))
(let ((?x227 (relu ?x216)))
(let ((?x238 (conv 2 2 0 0 0 0 1 1 1 ?x227 in_u1)))
(let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x167 (conv 1 1 0 0 0 0 1 1 1 ?x149 in_u1)))
(let ((?x178 (relu ?x167)))
(let ((?x189 (conv 1 1 0 0 0 0 1 1 1 ?x178 in_u1)))
(and (distinct ?x189 ?x238) true))))))))))
(check-sat)
