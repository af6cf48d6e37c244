; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 43606
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
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
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
 (>= sym_c2 1))
(assert
 (>= sym_c3 1))
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
 (let ((?x138 (dim in_u1 2)))
 (= 1 ?x138)))
(assert
 (let ((?x140 (dim in_u1 3)))
 (= 1 ?x140)))
(assert
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c3))
(assert
 (= (dim in_u2 1) sym_c2))
(assert
 (let ((?x149 (dim in_u2 2)))
 (= 1 ?x149)))
(assert
 (let ((?x151 (dim in_u2 3)))
 (= 1 ?x151)))
(assert
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x153) 4)))
(assert
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x153 0) sym_n)))
(assert
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x153 1) sym_c2)))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x160 (dim ?x153 2)))
 (= ?x160 ?x163))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x165 (dim ?x153 3)))
 (= ?x165 ?x168))))))
(assert
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x170 (relu ?x153)))
 (= (rank ?x170) 4))))
(assert
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x170 (relu ?x153)))
 (= (dim ?x170 0) sym_n))))
(assert
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x170 (relu ?x153)))
 (= (dim ?x170 1) sym_c2))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x170 (relu ?x153)))
 (let ((?x177 (dim ?x170 2)))
 (= ?x177 ?x163)))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x170 (relu ?x153)))
 (let ((?x179 (dim ?x170 3)))
 (= ?x179 ?x168)))))))
(assert
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u2)))
 (= (rank ?x181) 4))))
(assert
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u2)))
 (= (dim ?x181 0) sym_n))))
(assert
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u2)))
 (= (dim ?x181 1) sym_c3))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u2)))
 (let ((?x188 (dim ?x181 2)))
 (= ?x188 ?x163)))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u2)))
 (let ((?x190 (dim ?x181 3)))
 (= ?x190 ?x168)))))))
(assert
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x170 (relu ?x153)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 ?x170 in_u2)))
 (= (rank ?x192) 4)))))
(assert
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x170 (relu ?x153)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 ?x170 in_u2)))
 (= (dim ?x192 0) sym_n)))))
(assert
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x170 (relu ?x153)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 ?x170 in_u2)))
 (= (dim ?x192 1) sym_c3)))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x170 (relu ?x153)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 ?x170 in_u2)))
 (let ((?x199 (dim ?x192 2)))
 (= ?x199 ?x163))))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x170 (relu ?x153)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 ?x170 in_u2)))
 (let ((?x201 (dim ?x192 3)))
 (= ?x201 ?x168))))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (>= ?x163 0))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (>= ?x168 0))))
(assert
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x205) 4)))
(assert
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x205 0) sym_n)))
(assert
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x205 1) sym_c2)))
(assert
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x205 2) sym_h)))
(assert
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x205 3) sym_w)))
(assert
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x216 (relu ?x205)))
 (= (rank ?x216) 4))))
(assert
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x216 (relu ?x205)))
 (= (dim ?x216 0) sym_n))))
(assert
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x216 (relu ?x205)))
 (= (dim ?x216 1) sym_c2))))
(assert
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x216 (relu ?x205)))
 (= (dim ?x216 2) sym_h))))
(assert
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x216 (relu ?x205)))
 (= (dim ?x216 3) sym_w))))
(assert
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x205 in_u2)))
 (= (rank ?x227) 4))))
(assert
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x205 in_u2)))
 (= (dim ?x227 0) sym_n))))
(assert
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x205 in_u2)))
 (= (dim ?x227 1) sym_c3))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x205 in_u2)))
 (let ((?x234 (dim ?x227 2)))
 (= ?x234 ?x163)))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x205 in_u2)))
 (let ((?x236 (dim ?x227 3)))
 (= ?x236 ?x168)))))))
(assert
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x216 (relu ?x205)))
 (let ((?x238 (conv 2 2 0 0 0 0 1 1 1 ?x216 in_u2)))
 (= (rank ?x238) 4)))))
(assert
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x216 (relu ?x205)))
 (let ((?x238 (conv 2 2 0 0 0 0 1 1 1 ?x216 in_u2)))
 (= (dim ?x238 0) sym_n)))))
(assert
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x216 (relu ?x205)))
 (let ((?x238 (conv 2 2 0 0 0 0 1 1 1 ?x216 in_u2)))
 (= (dim ?x238 1) sym_c3)))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x216 (relu ?x205)))
 (let ((?x238 (conv 2 2 0 0 0 0 1 1 1 ?x216 in_u2)))
 (let ((?x245 (dim ?x238 2)))
 (= ?x245 ?x163))))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x216 (relu ?x205)))
 (let ((?x238 (conv 2 2 0 0 0 0 1 1 1 ?x216 in_u2)))
 (let ((?x247 (dim ?x238 3)))
 (= ?x247 ?x168))))))))
(assert
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x216 (relu ?x205)))
(let ((?x238 (conv 2 2 0 0 0 0 1 1 1 ?x216 in_u2)))
(let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x170 (relu ?x153)))
(let ((?x192 (conv 1 1 0 0 0 0 1 1 1 ?x170 in_u2)))
(let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x205 in_u2)))
(let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u2)))
(or (and (distinct ?x181 ?x227) true) (and (distinct ?x192 ?x238) true)))))))))))
(check-sat)
