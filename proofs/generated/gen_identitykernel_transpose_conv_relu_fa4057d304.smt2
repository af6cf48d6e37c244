; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_transpose_spatial, conv_idkernel, conv_strided_subsample, maxpool_transpose_spatial, relu_conv_idkernel, subsample_conv1x1, transpose4_relu
; z3 rlimit used: 53335
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
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
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x60 (idkernel4 c k k)))
 (let ((?x63 (relu X)))
 (let ((?x64 (conv s s p p p p 1 1 1 ?x63 ?x60)))
 (let ((?x62 (relu (conv s s p p p p 1 1 1 X ?x60))))
 (let (($x65 (= ?x62 ?x64)))
 (=> (and (= (dim X 1) c)) $x65)))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x89 (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W))))
 (let ((?x87 (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W)))
 (let (($x90 (= ?x87 ?x89)))
 (=> (and (= 1 (dim W 2)) (= 1 (dim W 3))) $x90)))) :pattern ( (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W) ) :pattern ( (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W)) ) :qid conv1x1_transpose_spatial))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x106 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x104 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x107 (= ?x104 ?x106)))
 (=> (and (< 1 (* sh sw))) $x107)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x119 (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X))))
 (let ((?x117 (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X))))
 (= ?x117 ?x119))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X)) ) :pattern ( (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X)) ) :qid maxpool_transpose_spatial))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x133 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x131 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x134 (= ?x131 ?x133)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x134)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
 )
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x147 (relu (transpose4 p0 p1 p2 p3 X))))
 (let ((?x63 (relu X)))
 (let ((?x145 (transpose4 p0 p1 p2 p3 ?x63)))
 (= ?x145 ?x147)))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
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
 (let ((?x179 (dim in_u1 2)))
 (= 1 ?x179)))
(assert
 (let ((?x181 (dim in_u1 3)))
 (= 1 ?x181)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x190 (dim ?x183 2)))
 (= 3 ?x190))))
(assert
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x192 (dim ?x183 3)))
 (= 3 ?x192))))
(assert
 (= (rank (transpose4 0 1 3 2 in_i1)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 0) sym_n))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 1) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 2) sym_w))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 3) sym_h))
(assert
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x194 (transpose4 0 1 3 2 in_i1)))
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 ?x194 ?x183)))
 (= (rank ?x205) 4)))))
(assert
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x194 (transpose4 0 1 3 2 in_i1)))
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 ?x194 ?x183)))
 (= (dim ?x205 0) sym_n)))))
(assert
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x194 (transpose4 0 1 3 2 in_i1)))
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 ?x194 ?x183)))
 (= (dim ?x205 1) sym_c)))))
(assert
 (let ((?x215 (div (+ (- 1) sym_w) 2)))
 (let ((?x216 (+ 1 ?x215)))
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x194 (transpose4 0 1 3 2 in_i1)))
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 ?x194 ?x183)))
 (let ((?x212 (dim ?x205 2)))
 (= ?x212 ?x216))))))))
(assert
 (let ((?x220 (div (+ (- 1) sym_h) 2)))
 (let ((?x221 (+ 1 ?x220)))
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x194 (transpose4 0 1 3 2 in_i1)))
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 ?x194 ?x183)))
 (let ((?x218 (dim ?x205 3)))
 (= ?x218 ?x221))))))))
(assert
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x194 (transpose4 0 1 3 2 in_i1)))
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 ?x194 ?x183)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x205 in_u1)))
 (= (rank ?x223) 4))))))
(assert
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x194 (transpose4 0 1 3 2 in_i1)))
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 ?x194 ?x183)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x205 in_u1)))
 (= (dim ?x223 0) sym_n))))))
(assert
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x194 (transpose4 0 1 3 2 in_i1)))
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 ?x194 ?x183)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x205 in_u1)))
 (= (dim ?x223 1) sym_c))))))
(assert
 (let ((?x215 (div (+ (- 1) sym_w) 2)))
 (let ((?x231 (div ?x215 2)))
 (let ((?x232 (+ 1 ?x231)))
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x194 (transpose4 0 1 3 2 in_i1)))
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 ?x194 ?x183)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x205 in_u1)))
 (let ((?x230 (dim ?x223 2)))
 (= ?x230 ?x232))))))))))
(assert
 (let ((?x220 (div (+ (- 1) sym_h) 2)))
 (let ((?x235 (div ?x220 2)))
 (let ((?x236 (+ 1 ?x235)))
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x194 (transpose4 0 1 3 2 in_i1)))
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 ?x194 ?x183)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x205 in_u1)))
 (let ((?x234 (dim ?x223 3)))
 (= ?x234 ?x236))))))))))
(assert
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x194 (transpose4 0 1 3 2 in_i1)))
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 ?x194 ?x183)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x205 in_u1)))
 (let ((?x238 (relu ?x223)))
 (= (rank ?x238) 4)))))))
(assert
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x194 (transpose4 0 1 3 2 in_i1)))
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 ?x194 ?x183)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x205 in_u1)))
 (let ((?x238 (relu ?x223)))
 (= (dim ?x238 0) sym_n)))))))
(assert
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x194 (transpose4 0 1 3 2 in_i1)))
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 ?x194 ?x183)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x205 in_u1)))
 (let ((?x238 (relu ?x223)))
 (= (dim ?x238 1) sym_c)))))))
(assert
 (let ((?x215 (div (+ (- 1) sym_w) 2)))
 (let ((?x231 (div ?x215 2)))
 (let ((?x232 (+ 1 ?x231)))
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x194 (transpose4 0 1 3 2 in_i1)))
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 ?x194 ?x183)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x205 in_u1)))
 (let ((?x238 (relu ?x223)))
 (let ((?x245 (dim ?x238 2)))
 (= ?x245 ?x232)))))))))))
(assert
 (let ((?x220 (div (+ (- 1) sym_h) 2)))
 (let ((?x235 (div ?x220 2)))
 (let ((?x236 (+ 1 ?x235)))
 (let ((?x183 (idkernel4 sym_c 3 3)))
 (let ((?x194 (transpose4 0 1 3 2 in_i1)))
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 ?x194 ?x183)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x205 in_u1)))
 (let ((?x238 (relu ?x223)))
 (let ((?x247 (dim ?x238 3)))
 (= ?x247 ?x236)))))))))))
(assert
 (let ((?x215 (div (+ (- 1) sym_w) 2)))
 (let ((?x216 (+ 1 ?x215)))
 (>= ?x216 0))))
(assert
 (let ((?x220 (div (+ (- 1) sym_h) 2)))
 (let ((?x221 (+ 1 ?x220)))
 (>= ?x221 0))))
(assert
 (let ((?x215 (div (+ (- 1) sym_w) 2)))
 (let ((?x231 (div ?x215 2)))
 (let ((?x232 (+ 1 ?x231)))
 (>= ?x232 0)))))
(assert
 (let ((?x220 (div (+ (- 1) sym_h) 2)))
 (let ((?x235 (div ?x220 2)))
 (let ((?x236 (+ 1 ?x235)))
 (>= ?x236 0)))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x253 (idkernel4 sym_c 1 1)))
 (let ((?x260 (dim ?x253 2)))
 (= 1 ?x260))))
(assert
 (let ((?x253 (idkernel4 sym_c 1 1)))
 (let ((?x262 (dim ?x253 3)))
 (= 1 ?x262))))
(assert
 (let ((?x264 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x264) 4)))
(assert
 (let ((?x264 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x264 0) sym_n)))
(assert
 (let ((?x264 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x264 1) sym_c)))
(assert
 (let ((?x220 (div (+ (- 1) sym_h) 2)))
 (let ((?x221 (+ 1 ?x220)))
 (let ((?x264 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x271 (dim ?x264 2)))
 (= ?x271 ?x221))))))
(assert
 (let ((?x215 (div (+ (- 1) sym_w) 2)))
 (let ((?x216 (+ 1 ?x215)))
 (let ((?x264 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x273 (dim ?x264 3)))
 (= ?x273 ?x216))))))
(assert
 (let ((?x264 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x275 (relu ?x264)))
 (= (rank ?x275) 4))))
(assert
 (let ((?x264 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x275 (relu ?x264)))
 (= (dim ?x275 0) sym_n))))
(assert
 (let ((?x264 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x275 (relu ?x264)))
 (= (dim ?x275 1) sym_c))))
(assert
 (let ((?x220 (div (+ (- 1) sym_h) 2)))
 (let ((?x221 (+ 1 ?x220)))
 (let ((?x264 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x275 (relu ?x264)))
 (let ((?x282 (dim ?x275 2)))
 (= ?x282 ?x221)))))))
(assert
 (let ((?x215 (div (+ (- 1) sym_w) 2)))
 (let ((?x216 (+ 1 ?x215)))
 (let ((?x264 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x275 (relu ?x264)))
 (let ((?x284 (dim ?x275 3)))
 (= ?x284 ?x216)))))))
(assert
 (let ((?x253 (idkernel4 sym_c 1 1)))
 (let ((?x264 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x275 (relu ?x264)))
 (let ((?x286 (conv 2 2 0 0 0 0 1 1 1 ?x275 ?x253)))
 (= (rank ?x286) 4))))))
(assert
 (let ((?x253 (idkernel4 sym_c 1 1)))
 (let ((?x264 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x275 (relu ?x264)))
 (let ((?x286 (conv 2 2 0 0 0 0 1 1 1 ?x275 ?x253)))
 (= (dim ?x286 0) sym_n))))))
(assert
 (let ((?x253 (idkernel4 sym_c 1 1)))
 (let ((?x264 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x275 (relu ?x264)))
 (let ((?x286 (conv 2 2 0 0 0 0 1 1 1 ?x275 ?x253)))
 (= (dim ?x286 1) sym_c))))))
(assert
 (let ((?x220 (div (+ (- 1) sym_h) 2)))
 (let ((?x235 (div ?x220 2)))
 (let ((?x236 (+ 1 ?x235)))
 (let ((?x253 (idkernel4 sym_c 1 1)))
 (let ((?x264 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x275 (relu ?x264)))
 (let ((?x286 (conv 2 2 0 0 0 0 1 1 1 ?x275 ?x253)))
 (let ((?x293 (dim ?x286 2)))
 (= ?x293 ?x236))))))))))
(assert
 (let ((?x215 (div (+ (- 1) sym_w) 2)))
 (let ((?x231 (div ?x215 2)))
 (let ((?x232 (+ 1 ?x231)))
 (let ((?x253 (idkernel4 sym_c 1 1)))
 (let ((?x264 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x275 (relu ?x264)))
 (let ((?x286 (conv 2 2 0 0 0 0 1 1 1 ?x275 ?x253)))
 (let ((?x295 (dim ?x286 3)))
 (= ?x295 ?x232))))))))))
(assert
 (let ((?x253 (idkernel4 sym_c 1 1)))
 (let ((?x264 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x275 (relu ?x264)))
 (let ((?x286 (conv 2 2 0 0 0 0 1 1 1 ?x275 ?x253)))
 (let ((?x297 (transpose4 0 1 3 2 ?x286)))
 (= (rank ?x297) 4)))))))
(assert
 (let ((?x253 (idkernel4 sym_c 1 1)))
 (let ((?x264 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x275 (relu ?x264)))
 (let ((?x286 (conv 2 2 0 0 0 0 1 1 1 ?x275 ?x253)))
 (let ((?x297 (transpose4 0 1 3 2 ?x286)))
 (= (dim ?x297 0) sym_n)))))))
(assert
 (let ((?x253 (idkernel4 sym_c 1 1)))
 (let ((?x264 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x275 (relu ?x264)))
 (let ((?x286 (conv 2 2 0 0 0 0 1 1 1 ?x275 ?x253)))
 (let ((?x297 (transpose4 0 1 3 2 ?x286)))
 (= (dim ?x297 1) sym_c)))))))
(assert
 (let ((?x215 (div (+ (- 1) sym_w) 2)))
 (let ((?x231 (div ?x215 2)))
 (let ((?x232 (+ 1 ?x231)))
 (let ((?x253 (idkernel4 sym_c 1 1)))
 (let ((?x264 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x275 (relu ?x264)))
 (let ((?x286 (conv 2 2 0 0 0 0 1 1 1 ?x275 ?x253)))
 (let ((?x297 (transpose4 0 1 3 2 ?x286)))
 (let ((?x304 (dim ?x297 2)))
 (= ?x304 ?x232)))))))))))
(assert
 (let ((?x220 (div (+ (- 1) sym_h) 2)))
 (let ((?x235 (div ?x220 2)))
 (let ((?x236 (+ 1 ?x235)))
 (let ((?x253 (idkernel4 sym_c 1 1)))
 (let ((?x264 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x275 (relu ?x264)))
 (let ((?x286 (conv 2 2 0 0 0 0 1 1 1 ?x275 ?x253)))
 (let ((?x297 (transpose4 0 1 3 2 ?x286)))
 (let ((?x306 (dim ?x297 3)))
 (= ?x306 ?x236)))))))))))
(assert
 (let ((?x253 (idkernel4 sym_c 1 1)))
(let ((?x264 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x275 (relu ?x264)))
(let ((?x286 (conv 2 2 0 0 0 0 1 1 1 ?x275 ?x253)))
(let ((?x297 (transpose4 0 1 3 2 ?x286)))
(let ((?x183 (idkernel4 sym_c 3 3)))
(let ((?x194 (transpose4 0 1 3 2 in_i1)))
(let ((?x205 (conv 2 2 1 1 1 1 1 1 1 ?x194 ?x183)))
(let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x205 in_u1)))
(let ((?x238 (relu ?x223)))
(and (distinct ?x238 ?x297) true))))))))))))
(check-sat)
