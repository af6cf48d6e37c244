; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 77226
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(declare-fun in_u2 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x28 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x29 (= ?x28 X)))
 (let (($x25 (= (dim X 1) c)))
 (let (($x21 (>= kw 1)))
 (let (($x20 (>= kh 1)))
 (let (($x19 (>= pw 0)))
 (let (($x18 (>= ph 0)))
 (let (($x26 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x18 $x19 $x20 $x21 $x25)))
 (=> $x26 $x29))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x81 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x79 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x82 (= ?x79 ?x81)))
 (let (($x75 (>= dw 1)))
 (let (($x73 (>= dh 1)))
 (let (($x71 (>= pr 0)))
 (let (($x70 (>= pb 0)))
 (let (($x68 (>= pl 0)))
 (let (($x67 (>= pt 0)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x64 (>= g 1)))
 (let (($x76 (and (< 1 (* sh sw)) $x64 $x65 $x66 $x67 $x68 $x70 $x71 $x73 $x75)))
 (=> $x76 $x82)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x102 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x100 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x103 (= ?x100 ?x102)))
 (let (($x71 (>= pr 0)))
 (let (($x70 (>= pb 0)))
 (let (($x68 (>= pl 0)))
 (let (($x67 (>= pt 0)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x64 (>= kw 1)))
 (let (($x75 (>= kh 1)))
 (let (($x97 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x75 $x64 $x65 $x66 $x67 $x68 $x70 $x71)))
 (=> $x97 $x103))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x132 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x130 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x133 (= ?x130 ?x132)))
 (let (($x20 (>= dw 1)))
 (let (($x108 (>= dh 1)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x21 (>= g 1)))
 (let (($x128 (and $x21 $x65 $x66 $x108 $x20 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x128 $x133)))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_c3 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
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
 (= (rank (idkernel4 sym_c2 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 1) sym_c2))
(assert
 (let ((?x190 (idkernel4 sym_c2 1 1)))
 (let ((?x197 (dim ?x190 2)))
 (= 1 ?x197))))
(assert
 (let ((?x190 (idkernel4 sym_c2 1 1)))
 (let ((?x199 (dim ?x190 3)))
 (= 1 ?x199))))
(assert
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x201) 4)))
(assert
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x201 0) sym_n)))
(assert
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x201 1) sym_c2)))
(assert
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x201 2) sym_h)))
(assert
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x201 3) sym_w)))
(assert
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x212 (relu ?x201)))
 (= (rank ?x212) 4))))
(assert
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x212 (relu ?x201)))
 (= (dim ?x212 0) sym_n))))
(assert
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x212 (relu ?x201)))
 (= (dim ?x212 1) sym_c2))))
(assert
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x212 (relu ?x201)))
 (= (dim ?x212 2) sym_h))))
(assert
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x212 (relu ?x201)))
 (= (dim ?x212 3) sym_w))))
(assert
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x201 in_u2)))
 (= (rank ?x223) 4))))
(assert
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x201 in_u2)))
 (= (dim ?x223 0) sym_n))))
(assert
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x201 in_u2)))
 (= (dim ?x223 1) sym_c3))))
(assert
 (let ((?x232 (div (+ (- 1) sym_h) 2)))
 (let ((?x233 (+ 1 ?x232)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x201 in_u2)))
 (let ((?x230 (dim ?x223 2)))
 (= ?x230 ?x233)))))))
(assert
 (let ((?x237 (div (+ (- 1) sym_w) 2)))
 (let ((?x238 (+ 1 ?x237)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x201 in_u2)))
 (let ((?x235 (dim ?x223 3)))
 (= ?x235 ?x238)))))))
(assert
 (let ((?x190 (idkernel4 sym_c2 1 1)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x212 (relu ?x201)))
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 ?x212 ?x190)))
 (= (rank ?x240) 4))))))
(assert
 (let ((?x190 (idkernel4 sym_c2 1 1)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x212 (relu ?x201)))
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 ?x212 ?x190)))
 (= (dim ?x240 0) sym_n))))))
(assert
 (let ((?x190 (idkernel4 sym_c2 1 1)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x212 (relu ?x201)))
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 ?x212 ?x190)))
 (= (dim ?x240 1) sym_c2))))))
(assert
 (let ((?x232 (div (+ (- 1) sym_h) 2)))
 (let ((?x233 (+ 1 ?x232)))
 (let ((?x190 (idkernel4 sym_c2 1 1)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x212 (relu ?x201)))
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 ?x212 ?x190)))
 (let ((?x247 (dim ?x240 2)))
 (= ?x247 ?x233)))))))))
(assert
 (let ((?x237 (div (+ (- 1) sym_w) 2)))
 (let ((?x238 (+ 1 ?x237)))
 (let ((?x190 (idkernel4 sym_c2 1 1)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x212 (relu ?x201)))
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 ?x212 ?x190)))
 (let ((?x249 (dim ?x240 3)))
 (= ?x249 ?x238)))))))))
(assert
 (let ((?x232 (div (+ (- 1) sym_h) 2)))
 (let ((?x233 (+ 1 ?x232)))
 (>= ?x233 0))))
(assert
 (let ((?x237 (div (+ (- 1) sym_w) 2)))
 (let ((?x238 (+ 1 ?x237)))
 (>= ?x238 0))))
(assert
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x253) 4)))
(assert
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x253 0) sym_n)))
(assert
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x253 1) sym_c2)))
(assert
 (let ((?x232 (div (+ (- 1) sym_h) 2)))
 (let ((?x233 (+ 1 ?x232)))
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x260 (dim ?x253 2)))
 (= ?x260 ?x233))))))
(assert
 (let ((?x237 (div (+ (- 1) sym_w) 2)))
 (let ((?x238 (+ 1 ?x237)))
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x262 (dim ?x253 3)))
 (= ?x262 ?x238))))))
(assert
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x264 (relu ?x253)))
 (= (rank ?x264) 4))))
(assert
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x264 (relu ?x253)))
 (= (dim ?x264 0) sym_n))))
(assert
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x264 (relu ?x253)))
 (= (dim ?x264 1) sym_c2))))
(assert
 (let ((?x232 (div (+ (- 1) sym_h) 2)))
 (let ((?x233 (+ 1 ?x232)))
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x264 (relu ?x253)))
 (let ((?x271 (dim ?x264 2)))
 (= ?x271 ?x233)))))))
(assert
 (let ((?x237 (div (+ (- 1) sym_w) 2)))
 (let ((?x238 (+ 1 ?x237)))
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x264 (relu ?x253)))
 (let ((?x273 (dim ?x264 3)))
 (= ?x273 ?x238)))))))
(assert
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x275 (conv 1 1 0 0 0 0 1 1 1 ?x253 in_u2)))
 (= (rank ?x275) 4))))
(assert
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x275 (conv 1 1 0 0 0 0 1 1 1 ?x253 in_u2)))
 (= (dim ?x275 0) sym_n))))
(assert
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x275 (conv 1 1 0 0 0 0 1 1 1 ?x253 in_u2)))
 (= (dim ?x275 1) sym_c3))))
(assert
 (let ((?x232 (div (+ (- 1) sym_h) 2)))
 (let ((?x233 (+ 1 ?x232)))
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x275 (conv 1 1 0 0 0 0 1 1 1 ?x253 in_u2)))
 (let ((?x282 (dim ?x275 2)))
 (= ?x282 ?x233)))))))
(assert
 (let ((?x237 (div (+ (- 1) sym_w) 2)))
 (let ((?x238 (+ 1 ?x237)))
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x275 (conv 1 1 0 0 0 0 1 1 1 ?x253 in_u2)))
 (let ((?x284 (dim ?x275 3)))
 (= ?x284 ?x238)))))))
(assert
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x264 (relu ?x253)))
(let ((?x190 (idkernel4 sym_c2 1 1)))
(let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x212 (relu ?x201)))
(let ((?x240 (conv 2 2 0 0 0 0 1 1 1 ?x212 ?x190)))
(let ((?x275 (conv 1 1 0 0 0 0 1 1 1 ?x253 in_u2)))
(let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x201 in_u2)))
(or (and (distinct ?x223 ?x275) true) (and (distinct ?x240 ?x264) true)))))))))))
(check-sat)
