; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 50278
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
 (let ((?x160 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x160) 4)))
(assert
 (let ((?x160 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x160 0) sym_n)))
(assert
 (let ((?x160 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x160 1) sym_c)))
(assert
 (let ((?x169 (div (+ (- 1) sym_h) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x160 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x167 (dim ?x160 2)))
 (= ?x167 ?x170))))))
(assert
 (let ((?x174 (div (+ (- 1) sym_w) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x160 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x172 (dim ?x160 3)))
 (= ?x172 ?x175))))))
(assert
 (let ((?x160 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x177 (relu ?x160)))
 (= (rank ?x177) 4))))
(assert
 (let ((?x160 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x177 (relu ?x160)))
 (= (dim ?x177 0) sym_n))))
(assert
 (let ((?x160 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x177 (relu ?x160)))
 (= (dim ?x177 1) sym_c))))
(assert
 (let ((?x169 (div (+ (- 1) sym_h) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x160 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x177 (relu ?x160)))
 (let ((?x184 (dim ?x177 2)))
 (= ?x184 ?x170)))))))
(assert
 (let ((?x174 (div (+ (- 1) sym_w) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x160 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x177 (relu ?x160)))
 (let ((?x186 (dim ?x177 3)))
 (= ?x186 ?x175)))))))
(assert
 (let ((?x160 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x177 (relu ?x160)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 ?x177 in_u1)))
 (= (rank ?x188) 4)))))
(assert
 (let ((?x160 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x177 (relu ?x160)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 ?x177 in_u1)))
 (= (dim ?x188 0) sym_n)))))
(assert
 (let ((?x160 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x177 (relu ?x160)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 ?x177 in_u1)))
 (= (dim ?x188 1) sym_c)))))
(assert
 (let ((?x169 (div (+ (- 1) sym_h) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x160 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x177 (relu ?x160)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 ?x177 in_u1)))
 (let ((?x195 (dim ?x188 2)))
 (= ?x195 ?x170))))))))
(assert
 (let ((?x174 (div (+ (- 1) sym_w) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x160 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x177 (relu ?x160)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 ?x177 in_u1)))
 (let ((?x197 (dim ?x188 3)))
 (= ?x197 ?x175))))))))
(assert
 (let ((?x160 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x177 (relu ?x160)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 ?x177 in_u2)))
 (= (rank ?x199) 4)))))
(assert
 (let ((?x160 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x177 (relu ?x160)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 ?x177 in_u2)))
 (= (dim ?x199 0) sym_n)))))
(assert
 (let ((?x160 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x177 (relu ?x160)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 ?x177 in_u2)))
 (= (dim ?x199 1) sym_c)))))
(assert
 (let ((?x169 (div (+ (- 1) sym_h) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x160 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x177 (relu ?x160)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 ?x177 in_u2)))
 (let ((?x206 (dim ?x199 2)))
 (= ?x206 ?x170))))))))
(assert
 (let ((?x174 (div (+ (- 1) sym_w) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x160 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x177 (relu ?x160)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 ?x177 in_u2)))
 (let ((?x208 (dim ?x199 3)))
 (= ?x208 ?x175))))))))
(assert
 (let ((?x169 (div (+ (- 1) sym_h) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (>= ?x170 0))))
(assert
 (let ((?x174 (div (+ (- 1) sym_w) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (>= ?x175 0))))
(assert
 (let ((?x212 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x212) 4)))
(assert
 (let ((?x212 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x212 0) sym_n)))
(assert
 (let ((?x212 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x212 1) sym_c)))
(assert
 (let ((?x212 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x212 2) sym_h)))
(assert
 (let ((?x212 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x212 3) sym_w)))
(assert
 (let ((?x212 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x223 (relu ?x212)))
 (= (rank ?x223) 4))))
(assert
 (let ((?x212 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x223 (relu ?x212)))
 (= (dim ?x223 0) sym_n))))
(assert
 (let ((?x212 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x223 (relu ?x212)))
 (= (dim ?x223 1) sym_c))))
(assert
 (let ((?x212 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x223 (relu ?x212)))
 (= (dim ?x223 2) sym_h))))
(assert
 (let ((?x212 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x223 (relu ?x212)))
 (= (dim ?x223 3) sym_w))))
(assert
 (let ((?x212 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x223 (relu ?x212)))
 (let ((?x234 (conv 2 2 0 0 0 0 1 1 1 ?x223 in_u1)))
 (= (rank ?x234) 4)))))
(assert
 (let ((?x212 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x223 (relu ?x212)))
 (let ((?x234 (conv 2 2 0 0 0 0 1 1 1 ?x223 in_u1)))
 (= (dim ?x234 0) sym_n)))))
(assert
 (let ((?x212 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x223 (relu ?x212)))
 (let ((?x234 (conv 2 2 0 0 0 0 1 1 1 ?x223 in_u1)))
 (= (dim ?x234 1) sym_c)))))
(assert
 (let ((?x169 (div (+ (- 1) sym_h) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x212 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x223 (relu ?x212)))
 (let ((?x234 (conv 2 2 0 0 0 0 1 1 1 ?x223 in_u1)))
 (let ((?x241 (dim ?x234 2)))
 (= ?x241 ?x170))))))))
(assert
 (let ((?x174 (div (+ (- 1) sym_w) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x212 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x223 (relu ?x212)))
 (let ((?x234 (conv 2 2 0 0 0 0 1 1 1 ?x223 in_u1)))
 (let ((?x243 (dim ?x234 3)))
 (= ?x243 ?x175))))))))
(assert
 (let ((?x212 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x223 (relu ?x212)))
 (let ((?x245 (conv 2 2 0 0 0 0 1 1 1 ?x223 in_u2)))
 (= (rank ?x245) 4)))))
(assert
 (let ((?x212 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x223 (relu ?x212)))
 (let ((?x245 (conv 2 2 0 0 0 0 1 1 1 ?x223 in_u2)))
 (= (dim ?x245 0) sym_n)))))
(assert
 (let ((?x212 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x223 (relu ?x212)))
 (let ((?x245 (conv 2 2 0 0 0 0 1 1 1 ?x223 in_u2)))
 (= (dim ?x245 1) sym_c)))))
(assert
 (let ((?x169 (div (+ (- 1) sym_h) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x212 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x223 (relu ?x212)))
 (let ((?x245 (conv 2 2 0 0 0 0 1 1 1 ?x223 in_u2)))
 (let ((?x252 (dim ?x245 2)))
 (= ?x252 ?x170))))))))
(assert
 (let ((?x174 (div (+ (- 1) sym_w) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x212 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x223 (relu ?x212)))
 (let ((?x245 (conv 2 2 0 0 0 0 1 1 1 ?x223 in_u2)))
 (let ((?x254 (dim ?x245 3)))
 (= ?x254 ?x175))))))))
(assert
 (let ((?x212 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x223 (relu ?x212)))
(let ((?x245 (conv 2 2 0 0 0 0 1 1 1 ?x223 in_u2)))
(let ((?x160 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x177 (relu ?x160)))
(let ((?x199 (conv 1 1 0 0 0 0 1 1 1 ?x177 in_u2)))
(let ((?x234 (conv 2 2 0 0 0 0 1 1 1 ?x223 in_u1)))
(let ((?x188 (conv 1 1 0 0 0 0 1 1 1 ?x177 in_u1)))
(or (and (distinct ?x188 ?x234) true) (and (distinct ?x199 ?x245) true)))))))))))
(check-sat)
