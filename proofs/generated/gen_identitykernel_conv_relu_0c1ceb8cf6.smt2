; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 46075
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
(declare-fun sym_c2 () Int)
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
 (>= sym_c2 1))
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
 (let ((?x162 (dim in_u1 2)))
 (= 1 ?x162)))
(assert
 (let ((?x164 (dim in_u1 3)))
 (= 1 ?x164)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x166 (idkernel4 sym_c2 3 3)))
 (let ((?x173 (dim ?x166 2)))
 (= 3 ?x173))))
(assert
 (let ((?x166 (idkernel4 sym_c2 3 3)))
 (let ((?x175 (dim ?x166 3)))
 (= 3 ?x175))))
(assert
 (= (rank (idkernel4 sym_c2 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 1) sym_c2))
(assert
 (let ((?x177 (idkernel4 sym_c2 1 1)))
 (let ((?x184 (dim ?x177 2)))
 (= 1 ?x184))))
(assert
 (let ((?x177 (idkernel4 sym_c2 1 1)))
 (let ((?x186 (dim ?x177 3)))
 (= 1 ?x186))))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x188) 4)))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x188 0) sym_n)))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x188 1) sym_c2)))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x188 2) sym_h)))
(assert
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x188 3) sym_w)))
(assert
 (let ((?x166 (idkernel4 sym_c2 3 3)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (conv 2 2 1 1 1 1 1 1 1 ?x188 ?x166)))
 (= (rank ?x199) 4)))))
(assert
 (let ((?x166 (idkernel4 sym_c2 3 3)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (conv 2 2 1 1 1 1 1 1 1 ?x188 ?x166)))
 (= (dim ?x199 0) sym_n)))))
(assert
 (let ((?x166 (idkernel4 sym_c2 3 3)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (conv 2 2 1 1 1 1 1 1 1 ?x188 ?x166)))
 (= (dim ?x199 1) sym_c2)))))
(assert
 (let ((?x208 (div (+ (- 1) sym_h) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (let ((?x166 (idkernel4 sym_c2 3 3)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (conv 2 2 1 1 1 1 1 1 1 ?x188 ?x166)))
 (let ((?x206 (dim ?x199 2)))
 (= ?x206 ?x209))))))))
(assert
 (let ((?x213 (div (+ (- 1) sym_w) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (let ((?x166 (idkernel4 sym_c2 3 3)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (conv 2 2 1 1 1 1 1 1 1 ?x188 ?x166)))
 (let ((?x211 (dim ?x199 3)))
 (= ?x211 ?x214))))))))
(assert
 (let ((?x166 (idkernel4 sym_c2 3 3)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (conv 2 2 1 1 1 1 1 1 1 ?x188 ?x166)))
 (let ((?x216 (relu ?x199)))
 (= (rank ?x216) 4))))))
(assert
 (let ((?x166 (idkernel4 sym_c2 3 3)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (conv 2 2 1 1 1 1 1 1 1 ?x188 ?x166)))
 (let ((?x216 (relu ?x199)))
 (= (dim ?x216 0) sym_n))))))
(assert
 (let ((?x166 (idkernel4 sym_c2 3 3)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (conv 2 2 1 1 1 1 1 1 1 ?x188 ?x166)))
 (let ((?x216 (relu ?x199)))
 (= (dim ?x216 1) sym_c2))))))
(assert
 (let ((?x208 (div (+ (- 1) sym_h) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (let ((?x166 (idkernel4 sym_c2 3 3)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (conv 2 2 1 1 1 1 1 1 1 ?x188 ?x166)))
 (let ((?x216 (relu ?x199)))
 (let ((?x223 (dim ?x216 2)))
 (= ?x223 ?x209)))))))))
(assert
 (let ((?x213 (div (+ (- 1) sym_w) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (let ((?x166 (idkernel4 sym_c2 3 3)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (conv 2 2 1 1 1 1 1 1 1 ?x188 ?x166)))
 (let ((?x216 (relu ?x199)))
 (let ((?x225 (dim ?x216 3)))
 (= ?x225 ?x214)))))))))
(assert
 (let ((?x177 (idkernel4 sym_c2 1 1)))
 (let ((?x166 (idkernel4 sym_c2 3 3)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (conv 2 2 1 1 1 1 1 1 1 ?x188 ?x166)))
 (let ((?x216 (relu ?x199)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x177)))
 (= (rank ?x227) 4))))))))
(assert
 (let ((?x177 (idkernel4 sym_c2 1 1)))
 (let ((?x166 (idkernel4 sym_c2 3 3)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (conv 2 2 1 1 1 1 1 1 1 ?x188 ?x166)))
 (let ((?x216 (relu ?x199)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x177)))
 (= (dim ?x227 0) sym_n))))))))
(assert
 (let ((?x177 (idkernel4 sym_c2 1 1)))
 (let ((?x166 (idkernel4 sym_c2 3 3)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (conv 2 2 1 1 1 1 1 1 1 ?x188 ?x166)))
 (let ((?x216 (relu ?x199)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x177)))
 (= (dim ?x227 1) sym_c2))))))))
(assert
 (let ((?x208 (div (+ (- 1) sym_h) 2)))
 (let ((?x235 (div ?x208 2)))
 (let ((?x236 (+ 1 ?x235)))
 (let ((?x177 (idkernel4 sym_c2 1 1)))
 (let ((?x166 (idkernel4 sym_c2 3 3)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (conv 2 2 1 1 1 1 1 1 1 ?x188 ?x166)))
 (let ((?x216 (relu ?x199)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x177)))
 (let ((?x234 (dim ?x227 2)))
 (= ?x234 ?x236))))))))))))
(assert
 (let ((?x213 (div (+ (- 1) sym_w) 2)))
 (let ((?x239 (div ?x213 2)))
 (let ((?x240 (+ 1 ?x239)))
 (let ((?x177 (idkernel4 sym_c2 1 1)))
 (let ((?x166 (idkernel4 sym_c2 3 3)))
 (let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x199 (conv 2 2 1 1 1 1 1 1 1 ?x188 ?x166)))
 (let ((?x216 (relu ?x199)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x177)))
 (let ((?x238 (dim ?x227 3)))
 (= ?x238 ?x240))))))))))))
(assert
 (let ((?x208 (div (+ (- 1) sym_h) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (>= ?x209 0))))
(assert
 (let ((?x213 (div (+ (- 1) sym_w) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (>= ?x214 0))))
(assert
 (let ((?x208 (div (+ (- 1) sym_h) 2)))
 (let ((?x235 (div ?x208 2)))
 (let ((?x236 (+ 1 ?x235)))
 (>= ?x236 0)))))
(assert
 (let ((?x213 (div (+ (- 1) sym_w) 2)))
 (let ((?x239 (div ?x213 2)))
 (let ((?x240 (+ 1 ?x239)))
 (>= ?x240 0)))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x246 (idkernel4 sym_c 3 3)))
 (let ((?x253 (dim ?x246 2)))
 (= 3 ?x253))))
(assert
 (let ((?x246 (idkernel4 sym_c 3 3)))
 (let ((?x255 (dim ?x246 3)))
 (= 3 ?x255))))
(assert
 (let ((?x246 (idkernel4 sym_c 3 3)))
 (let ((?x257 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x246)))
 (= (rank ?x257) 4))))
(assert
 (let ((?x246 (idkernel4 sym_c 3 3)))
 (let ((?x257 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x246)))
 (= (dim ?x257 0) sym_n))))
(assert
 (let ((?x246 (idkernel4 sym_c 3 3)))
 (let ((?x257 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x246)))
 (= (dim ?x257 1) sym_c))))
(assert
 (let ((?x208 (div (+ (- 1) sym_h) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (let ((?x246 (idkernel4 sym_c 3 3)))
 (let ((?x257 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x246)))
 (let ((?x264 (dim ?x257 2)))
 (= ?x264 ?x209)))))))
(assert
 (let ((?x213 (div (+ (- 1) sym_w) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (let ((?x246 (idkernel4 sym_c 3 3)))
 (let ((?x257 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x246)))
 (let ((?x266 (dim ?x257 3)))
 (= ?x266 ?x214)))))))
(assert
 (let ((?x246 (idkernel4 sym_c 3 3)))
 (let ((?x257 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x246)))
 (let ((?x268 (conv 2 2 0 0 0 0 1 1 1 ?x257 in_u1)))
 (= (rank ?x268) 4)))))
(assert
 (let ((?x246 (idkernel4 sym_c 3 3)))
 (let ((?x257 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x246)))
 (let ((?x268 (conv 2 2 0 0 0 0 1 1 1 ?x257 in_u1)))
 (= (dim ?x268 0) sym_n)))))
(assert
 (let ((?x246 (idkernel4 sym_c 3 3)))
 (let ((?x257 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x246)))
 (let ((?x268 (conv 2 2 0 0 0 0 1 1 1 ?x257 in_u1)))
 (= (dim ?x268 1) sym_c2)))))
(assert
 (let ((?x208 (div (+ (- 1) sym_h) 2)))
 (let ((?x235 (div ?x208 2)))
 (let ((?x236 (+ 1 ?x235)))
 (let ((?x246 (idkernel4 sym_c 3 3)))
 (let ((?x257 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x246)))
 (let ((?x268 (conv 2 2 0 0 0 0 1 1 1 ?x257 in_u1)))
 (let ((?x275 (dim ?x268 2)))
 (= ?x275 ?x236)))))))))
(assert
 (let ((?x213 (div (+ (- 1) sym_w) 2)))
 (let ((?x239 (div ?x213 2)))
 (let ((?x240 (+ 1 ?x239)))
 (let ((?x246 (idkernel4 sym_c 3 3)))
 (let ((?x257 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x246)))
 (let ((?x268 (conv 2 2 0 0 0 0 1 1 1 ?x257 in_u1)))
 (let ((?x277 (dim ?x268 3)))
 (= ?x277 ?x240)))))))))
(assert
 (let ((?x246 (idkernel4 sym_c 3 3)))
 (let ((?x257 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x246)))
 (let ((?x268 (conv 2 2 0 0 0 0 1 1 1 ?x257 in_u1)))
 (let ((?x279 (relu ?x268)))
 (= (rank ?x279) 4))))))
(assert
 (let ((?x246 (idkernel4 sym_c 3 3)))
 (let ((?x257 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x246)))
 (let ((?x268 (conv 2 2 0 0 0 0 1 1 1 ?x257 in_u1)))
 (let ((?x279 (relu ?x268)))
 (= (dim ?x279 0) sym_n))))))
(assert
 (let ((?x246 (idkernel4 sym_c 3 3)))
 (let ((?x257 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x246)))
 (let ((?x268 (conv 2 2 0 0 0 0 1 1 1 ?x257 in_u1)))
 (let ((?x279 (relu ?x268)))
 (= (dim ?x279 1) sym_c2))))))
(assert
 (let ((?x208 (div (+ (- 1) sym_h) 2)))
 (let ((?x235 (div ?x208 2)))
 (let ((?x236 (+ 1 ?x235)))
 (let ((?x246 (idkernel4 sym_c 3 3)))
 (let ((?x257 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x246)))
 (let ((?x268 (conv 2 2 0 0 0 0 1 1 1 ?x257 in_u1)))
 (let ((?x279 (relu ?x268)))
 (let ((?x286 (dim ?x279 2)))
 (= ?x286 ?x236))))))))))
(assert
 (let ((?x213 (div (+ (- 1) sym_w) 2)))
 (let ((?x239 (div ?x213 2)))
 (let ((?x240 (+ 1 ?x239)))
 (let ((?x246 (idkernel4 sym_c 3 3)))
 (let ((?x257 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x246)))
 (let ((?x268 (conv 2 2 0 0 0 0 1 1 1 ?x257 in_u1)))
 (let ((?x279 (relu ?x268)))
 (let ((?x288 (dim ?x279 3)))
 (= ?x288 ?x240))))))))))
(assert
 (let ((?x246 (idkernel4 sym_c 3 3)))
(let ((?x257 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x246)))
(let ((?x268 (conv 2 2 0 0 0 0 1 1 1 ?x257 in_u1)))
(let ((?x279 (relu ?x268)))
(let ((?x177 (idkernel4 sym_c2 1 1)))
(let ((?x166 (idkernel4 sym_c2 3 3)))
(let ((?x188 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x199 (conv 2 2 1 1 1 1 1 1 1 ?x188 ?x166)))
(let ((?x216 (relu ?x199)))
(let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x177)))
(and (distinct ?x227 ?x279) true))))))))))))
(check-sat)
