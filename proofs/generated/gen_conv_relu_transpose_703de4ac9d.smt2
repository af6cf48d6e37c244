; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_transpose_spatial, conv_strided_subsample, maxpool_relu, maxpool_transpose_spatial, subsample_conv1x1, transpose4_relu
; z3 rlimit used: 51291
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
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
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x28 (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W))))
 (let ((?x26 (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W)))
 (let (($x29 (= ?x26 ?x28)))
 (=> (and (= 1 (dim W 2)) (= 1 (dim W 3))) $x29)))) :pattern ( (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W) ) :pattern ( (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W)) ) :qid conv1x1_transpose_spatial))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x62 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x60 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x63 (= ?x60 ?x62)))
 (=> (and (< 1 (* sh sw))) $x63)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x80 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x78 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x81 (= ?x78 ?x80)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x81)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x105 (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X))))
 (let ((?x99 (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X))))
 (= ?x99 ?x105))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X)) ) :pattern ( (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X)) ) :qid maxpool_transpose_spatial))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x123 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x121 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x124 (= ?x121 ?x123)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x124)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
 )
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x139 (relu (transpose4 p0 p1 p2 p3 X))))
 (let ((?x137 (transpose4 p0 p1 p2 p3 (relu X))))
 (= ?x137 ?x139))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
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
 (let ((?x175 (dim in_u1 2)))
 (= 1 ?x175)))
(assert
 (let ((?x177 (dim in_u1 3)))
 (= 1 ?x177)))
(assert
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c3))
(assert
 (= (dim in_u2 1) sym_c2))
(assert
 (let ((?x186 (dim in_u2 2)))
 (= 1 ?x186)))
(assert
 (let ((?x188 (dim in_u2 3)))
 (= 1 ?x188)))
(assert
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x190) 4)))
(assert
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x190 0) sym_n)))
(assert
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x190 1) sym_c2)))
(assert
 (let ((?x199 (div (+ (- 1) sym_h) 2)))
 (let ((?x200 (+ 1 ?x199)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (dim ?x190 2)))
 (= ?x197 ?x200))))))
(assert
 (let ((?x204 (div (+ (- 1) sym_w) 2)))
 (let ((?x205 (+ 1 ?x204)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x202 (dim ?x190 3)))
 (= ?x202 ?x205))))))
(assert
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x207 (relu ?x190)))
 (= (rank ?x207) 4))))
(assert
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x207 (relu ?x190)))
 (= (dim ?x207 0) sym_n))))
(assert
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x207 (relu ?x190)))
 (= (dim ?x207 1) sym_c2))))
(assert
 (let ((?x199 (div (+ (- 1) sym_h) 2)))
 (let ((?x200 (+ 1 ?x199)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x207 (relu ?x190)))
 (let ((?x214 (dim ?x207 2)))
 (= ?x214 ?x200)))))))
(assert
 (let ((?x204 (div (+ (- 1) sym_w) 2)))
 (let ((?x205 (+ 1 ?x204)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x207 (relu ?x190)))
 (let ((?x216 (dim ?x207 3)))
 (= ?x216 ?x205)))))))
(assert
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x207 (relu ?x190)))
 (let ((?x218 (transpose4 0 1 3 2 ?x207)))
 (= (rank ?x218) 4)))))
(assert
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x207 (relu ?x190)))
 (let ((?x218 (transpose4 0 1 3 2 ?x207)))
 (= (dim ?x218 0) sym_n)))))
(assert
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x207 (relu ?x190)))
 (let ((?x218 (transpose4 0 1 3 2 ?x207)))
 (= (dim ?x218 1) sym_c2)))))
(assert
 (let ((?x204 (div (+ (- 1) sym_w) 2)))
 (let ((?x205 (+ 1 ?x204)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x207 (relu ?x190)))
 (let ((?x218 (transpose4 0 1 3 2 ?x207)))
 (let ((?x225 (dim ?x218 2)))
 (= ?x225 ?x205))))))))
(assert
 (let ((?x199 (div (+ (- 1) sym_h) 2)))
 (let ((?x200 (+ 1 ?x199)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x207 (relu ?x190)))
 (let ((?x218 (transpose4 0 1 3 2 ?x207)))
 (let ((?x227 (dim ?x218 3)))
 (= ?x227 ?x200))))))))
(assert
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x207 (relu ?x190)))
 (let ((?x218 (transpose4 0 1 3 2 ?x207)))
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 ?x218 in_u2)))
 (= (rank ?x229) 4))))))
(assert
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x207 (relu ?x190)))
 (let ((?x218 (transpose4 0 1 3 2 ?x207)))
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 ?x218 in_u2)))
 (= (dim ?x229 0) sym_n))))))
(assert
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x207 (relu ?x190)))
 (let ((?x218 (transpose4 0 1 3 2 ?x207)))
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 ?x218 in_u2)))
 (= (dim ?x229 1) sym_c3))))))
(assert
 (let ((?x204 (div (+ (- 1) sym_w) 2)))
 (let ((?x205 (+ 1 ?x204)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x207 (relu ?x190)))
 (let ((?x218 (transpose4 0 1 3 2 ?x207)))
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 ?x218 in_u2)))
 (let ((?x236 (dim ?x229 2)))
 (= ?x236 ?x205)))))))))
(assert
 (let ((?x199 (div (+ (- 1) sym_h) 2)))
 (let ((?x200 (+ 1 ?x199)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x207 (relu ?x190)))
 (let ((?x218 (transpose4 0 1 3 2 ?x207)))
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 ?x218 in_u2)))
 (let ((?x238 (dim ?x229 3)))
 (= ?x238 ?x200)))))))))
(assert
 (let ((?x199 (div (+ (- 1) sym_h) 2)))
 (let ((?x200 (+ 1 ?x199)))
 (>= ?x200 0))))
(assert
 (let ((?x204 (div (+ (- 1) sym_w) 2)))
 (let ((?x205 (+ 1 ?x204)))
 (>= ?x205 0))))
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
 (let ((?x242 (transpose4 0 1 3 2 in_i1)))
 (let ((?x253 (conv 1 1 0 0 0 0 1 1 1 ?x242 in_u1)))
 (= (rank ?x253) 4))))
(assert
 (let ((?x242 (transpose4 0 1 3 2 in_i1)))
 (let ((?x253 (conv 1 1 0 0 0 0 1 1 1 ?x242 in_u1)))
 (= (dim ?x253 0) sym_n))))
(assert
 (let ((?x242 (transpose4 0 1 3 2 in_i1)))
 (let ((?x253 (conv 1 1 0 0 0 0 1 1 1 ?x242 in_u1)))
 (= (dim ?x253 1) sym_c2))))
(assert
 (let ((?x242 (transpose4 0 1 3 2 in_i1)))
 (let ((?x253 (conv 1 1 0 0 0 0 1 1 1 ?x242 in_u1)))
 (= (dim ?x253 2) sym_w))))
(assert
 (let ((?x242 (transpose4 0 1 3 2 in_i1)))
 (let ((?x253 (conv 1 1 0 0 0 0 1 1 1 ?x242 in_u1)))
 (= (dim ?x253 3) sym_h))))
(assert
 (let ((?x242 (transpose4 0 1 3 2 in_i1)))
 (let ((?x253 (conv 1 1 0 0 0 0 1 1 1 ?x242 in_u1)))
 (let ((?x264 (relu ?x253)))
 (= (rank ?x264) 4)))))
(assert
 (let ((?x242 (transpose4 0 1 3 2 in_i1)))
 (let ((?x253 (conv 1 1 0 0 0 0 1 1 1 ?x242 in_u1)))
 (let ((?x264 (relu ?x253)))
 (= (dim ?x264 0) sym_n)))))
(assert
 (let ((?x242 (transpose4 0 1 3 2 in_i1)))
 (let ((?x253 (conv 1 1 0 0 0 0 1 1 1 ?x242 in_u1)))
 (let ((?x264 (relu ?x253)))
 (= (dim ?x264 1) sym_c2)))))
(assert
 (let ((?x242 (transpose4 0 1 3 2 in_i1)))
 (let ((?x253 (conv 1 1 0 0 0 0 1 1 1 ?x242 in_u1)))
 (let ((?x264 (relu ?x253)))
 (= (dim ?x264 2) sym_w)))))
(assert
 (let ((?x242 (transpose4 0 1 3 2 in_i1)))
 (let ((?x253 (conv 1 1 0 0 0 0 1 1 1 ?x242 in_u1)))
 (let ((?x264 (relu ?x253)))
 (= (dim ?x264 3) sym_h)))))
(assert
 (let ((?x242 (transpose4 0 1 3 2 in_i1)))
 (let ((?x253 (conv 1 1 0 0 0 0 1 1 1 ?x242 in_u1)))
 (let ((?x264 (relu ?x253)))
 (let ((?x275 (conv 2 2 0 0 0 0 1 1 1 ?x264 in_u2)))
 (= (rank ?x275) 4))))))
(assert
 (let ((?x242 (transpose4 0 1 3 2 in_i1)))
 (let ((?x253 (conv 1 1 0 0 0 0 1 1 1 ?x242 in_u1)))
 (let ((?x264 (relu ?x253)))
 (let ((?x275 (conv 2 2 0 0 0 0 1 1 1 ?x264 in_u2)))
 (= (dim ?x275 0) sym_n))))))
(assert
 (let ((?x242 (transpose4 0 1 3 2 in_i1)))
 (let ((?x253 (conv 1 1 0 0 0 0 1 1 1 ?x242 in_u1)))
 (let ((?x264 (relu ?x253)))
 (let ((?x275 (conv 2 2 0 0 0 0 1 1 1 ?x264 in_u2)))
 (= (dim ?x275 1) sym_c3))))))
(assert
 (let ((?x204 (div (+ (- 1) sym_w) 2)))
 (let ((?x205 (+ 1 ?x204)))
 (let ((?x242 (transpose4 0 1 3 2 in_i1)))
 (let ((?x253 (conv 1 1 0 0 0 0 1 1 1 ?x242 in_u1)))
 (let ((?x264 (relu ?x253)))
 (let ((?x275 (conv 2 2 0 0 0 0 1 1 1 ?x264 in_u2)))
 (let ((?x282 (dim ?x275 2)))
 (= ?x282 ?x205)))))))))
(assert
 (let ((?x199 (div (+ (- 1) sym_h) 2)))
 (let ((?x200 (+ 1 ?x199)))
 (let ((?x242 (transpose4 0 1 3 2 in_i1)))
 (let ((?x253 (conv 1 1 0 0 0 0 1 1 1 ?x242 in_u1)))
 (let ((?x264 (relu ?x253)))
 (let ((?x275 (conv 2 2 0 0 0 0 1 1 1 ?x264 in_u2)))
 (let ((?x284 (dim ?x275 3)))
 (= ?x284 ?x200)))))))))
(assert
 (let ((?x242 (transpose4 0 1 3 2 in_i1)))
(let ((?x253 (conv 1 1 0 0 0 0 1 1 1 ?x242 in_u1)))
(let ((?x264 (relu ?x253)))
(let ((?x275 (conv 2 2 0 0 0 0 1 1 1 ?x264 in_u2)))
(let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x207 (relu ?x190)))
(let ((?x218 (transpose4 0 1 3 2 ?x207)))
(let ((?x229 (conv 1 1 0 0 0 0 1 1 1 ?x218 in_u2)))
(and (distinct ?x229 ?x275) true))))))))))
(check-sat)
