; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, relu_conv_idkernel, subsample_conv1x1
; z3 rlimit used: 77002
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
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
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x66 (idkernel4 c k k)))
 (let ((?x70 (conv s s p p p p 1 1 1 (relu X) ?x66)))
 (let ((?x68 (relu (conv s s p p p p 1 1 1 X ?x66))))
 (let (($x71 (= ?x68 ?x70)))
 (let (($x21 (>= k 1)))
 (let (($x18 (>= p 0)))
 (let (($x61 (>= s 1)))
 (let (($x65 (and $x61 $x18 $x21 (= (dim X 1) c))))
 (=> $x65 $x71))))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x98 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x96 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x99 (= ?x96 ?x98)))
 (let (($x92 (>= dw 1)))
 (let (($x90 (>= dh 1)))
 (let (($x88 (>= pr 0)))
 (let (($x87 (>= pb 0)))
 (let (($x85 (>= pl 0)))
 (let (($x84 (>= pt 0)))
 (let (($x61 (>= sw 1)))
 (let (($x83 (>= sh 1)))
 (let (($x82 (>= g 1)))
 (let (($x93 (and (< 1 (* sh sw)) $x82 $x83 $x61 $x84 $x85 $x87 $x88 $x90 $x92)))
 (=> $x93 $x99)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x119 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x117 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x120 (= ?x117 ?x119)))
 (let (($x88 (>= pr 0)))
 (let (($x87 (>= pb 0)))
 (let (($x85 (>= pl 0)))
 (let (($x84 (>= pt 0)))
 (let (($x61 (>= sw 1)))
 (let (($x83 (>= sh 1)))
 (let (($x82 (>= kw 1)))
 (let (($x92 (>= kh 1)))
 (let (($x114 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x92 $x82 $x83 $x61 $x84 $x85 $x87 $x88)))
 (=> $x114 $x120))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x149 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x147 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x150 (= ?x147 ?x149)))
 (let (($x20 (>= dw 1)))
 (let (($x125 (>= dh 1)))
 (let (($x61 (>= sw 1)))
 (let (($x83 (>= sh 1)))
 (let (($x21 (>= g 1)))
 (let (($x145 (and $x21 $x83 $x61 $x125 $x20 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x145 $x150)))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
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
 (let ((?x190 (dim in_u1 2)))
 (= 1 ?x190)))
(assert
 (let ((?x192 (dim in_u1 3)))
 (= 1 ?x192)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x201 (dim ?x194 2)))
 (= 3 ?x201))))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x203 (dim ?x194 3)))
 (= 3 ?x203))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x205 (idkernel4 sym_c 1 1)))
 (let ((?x212 (dim ?x205 2)))
 (= 1 ?x212))))
(assert
 (let ((?x205 (idkernel4 sym_c 1 1)))
 (let ((?x214 (dim ?x205 3)))
 (= 1 ?x214))))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x194)))
 (= (rank ?x216) 4))))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x194)))
 (= (dim ?x216 0) sym_n))))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x194)))
 (= (dim ?x216 1) sym_c))))
(assert
 (let ((?x224 (+ (- 2) sym_h)))
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x194)))
 (let ((?x223 (dim ?x216 2)))
 (= ?x223 ?x224))))))
(assert
 (let ((?x227 (+ (- 2) sym_w)))
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x194)))
 (let ((?x226 (dim ?x216 3)))
 (= ?x226 ?x227))))))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x194)))
 (let ((?x229 (relu ?x216)))
 (= (rank ?x229) 4)))))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x194)))
 (let ((?x229 (relu ?x216)))
 (= (dim ?x229 0) sym_n)))))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x194)))
 (let ((?x229 (relu ?x216)))
 (= (dim ?x229 1) sym_c)))))
(assert
 (let ((?x224 (+ (- 2) sym_h)))
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x194)))
 (let ((?x229 (relu ?x216)))
 (let ((?x236 (dim ?x229 2)))
 (= ?x236 ?x224)))))))
(assert
 (let ((?x227 (+ (- 2) sym_w)))
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x194)))
 (let ((?x229 (relu ?x216)))
 (let ((?x238 (dim ?x229 3)))
 (= ?x238 ?x227)))))))
(assert
 (let ((?x205 (idkernel4 sym_c 1 1)))
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x205)))
 (= (rank ?x240) 4))))
(assert
 (let ((?x205 (idkernel4 sym_c 1 1)))
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x205)))
 (= (dim ?x240 0) sym_n))))
(assert
 (let ((?x205 (idkernel4 sym_c 1 1)))
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x205)))
 (= (dim ?x240 1) sym_c))))
(assert
 (let ((?x249 (div (+ (- 1) sym_h) 2)))
 (let ((?x250 (+ 1 ?x249)))
 (let ((?x205 (idkernel4 sym_c 1 1)))
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x205)))
 (let ((?x247 (dim ?x240 2)))
 (= ?x247 ?x250)))))))
(assert
 (let ((?x254 (div (+ (- 1) sym_w) 2)))
 (let ((?x255 (+ 1 ?x254)))
 (let ((?x205 (idkernel4 sym_c 1 1)))
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x205)))
 (let ((?x252 (dim ?x240 3)))
 (= ?x252 ?x255)))))))
(assert
 (let ((?x205 (idkernel4 sym_c 1 1)))
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x205)))
 (let ((?x257 (relu ?x240)))
 (= (rank ?x257) 4)))))
(assert
 (let ((?x205 (idkernel4 sym_c 1 1)))
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x205)))
 (let ((?x257 (relu ?x240)))
 (= (dim ?x257 0) sym_n)))))
(assert
 (let ((?x205 (idkernel4 sym_c 1 1)))
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x205)))
 (let ((?x257 (relu ?x240)))
 (= (dim ?x257 1) sym_c)))))
(assert
 (let ((?x249 (div (+ (- 1) sym_h) 2)))
 (let ((?x250 (+ 1 ?x249)))
 (let ((?x205 (idkernel4 sym_c 1 1)))
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x205)))
 (let ((?x257 (relu ?x240)))
 (let ((?x264 (dim ?x257 2)))
 (= ?x264 ?x250))))))))
(assert
 (let ((?x254 (div (+ (- 1) sym_w) 2)))
 (let ((?x255 (+ 1 ?x254)))
 (let ((?x205 (idkernel4 sym_c 1 1)))
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x205)))
 (let ((?x257 (relu ?x240)))
 (let ((?x266 (dim ?x257 3)))
 (= ?x266 ?x255))))))))
(assert
 (let ((?x205 (idkernel4 sym_c 1 1)))
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x205)))
 (let ((?x257 (relu ?x240)))
 (let ((?x268 (conv 1 1 0 0 0 0 1 1 1 ?x257 in_u1)))
 (= (rank ?x268) 4))))))
(assert
 (let ((?x205 (idkernel4 sym_c 1 1)))
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x205)))
 (let ((?x257 (relu ?x240)))
 (let ((?x268 (conv 1 1 0 0 0 0 1 1 1 ?x257 in_u1)))
 (= (dim ?x268 0) sym_n))))))
(assert
 (let ((?x205 (idkernel4 sym_c 1 1)))
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x205)))
 (let ((?x257 (relu ?x240)))
 (let ((?x268 (conv 1 1 0 0 0 0 1 1 1 ?x257 in_u1)))
 (= (dim ?x268 1) sym_c2))))))
(assert
 (let ((?x249 (div (+ (- 1) sym_h) 2)))
 (let ((?x250 (+ 1 ?x249)))
 (let ((?x205 (idkernel4 sym_c 1 1)))
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x205)))
 (let ((?x257 (relu ?x240)))
 (let ((?x268 (conv 1 1 0 0 0 0 1 1 1 ?x257 in_u1)))
 (let ((?x275 (dim ?x268 2)))
 (= ?x275 ?x250)))))))))
(assert
 (let ((?x254 (div (+ (- 1) sym_w) 2)))
 (let ((?x255 (+ 1 ?x254)))
 (let ((?x205 (idkernel4 sym_c 1 1)))
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x205)))
 (let ((?x257 (relu ?x240)))
 (let ((?x268 (conv 1 1 0 0 0 0 1 1 1 ?x257 in_u1)))
 (let ((?x277 (dim ?x268 3)))
 (= ?x277 ?x255)))))))))
(assert
 (let ((?x224 (+ (- 2) sym_h)))
 (>= ?x224 0)))
(assert
 (let ((?x227 (+ (- 2) sym_w)))
 (>= ?x227 0)))
(assert
 (let ((?x249 (div (+ (- 1) sym_h) 2)))
 (let ((?x250 (+ 1 ?x249)))
 (>= ?x250 0))))
(assert
 (let ((?x254 (div (+ (- 1) sym_w) 2)))
 (let ((?x255 (+ 1 ?x254)))
 (>= ?x255 0))))
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
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x283 (relu in_i1)))
 (let ((?x294 (conv 1 1 0 0 0 0 1 1 1 ?x283 ?x194)))
 (= (rank ?x294) 4)))))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x283 (relu in_i1)))
 (let ((?x294 (conv 1 1 0 0 0 0 1 1 1 ?x283 ?x194)))
 (= (dim ?x294 0) sym_n)))))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x283 (relu in_i1)))
 (let ((?x294 (conv 1 1 0 0 0 0 1 1 1 ?x283 ?x194)))
 (= (dim ?x294 1) sym_c)))))
(assert
 (let ((?x224 (+ (- 2) sym_h)))
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x283 (relu in_i1)))
 (let ((?x294 (conv 1 1 0 0 0 0 1 1 1 ?x283 ?x194)))
 (let ((?x301 (dim ?x294 2)))
 (= ?x301 ?x224)))))))
(assert
 (let ((?x227 (+ (- 2) sym_w)))
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x283 (relu in_i1)))
 (let ((?x294 (conv 1 1 0 0 0 0 1 1 1 ?x283 ?x194)))
 (let ((?x303 (dim ?x294 3)))
 (= ?x303 ?x227)))))))
(assert
 (let ((?x283 (relu in_i1)))
 (let ((?x305 (conv 2 2 0 0 0 0 1 1 1 ?x283 in_u1)))
 (= (rank ?x305) 4))))
(assert
 (let ((?x283 (relu in_i1)))
 (let ((?x305 (conv 2 2 0 0 0 0 1 1 1 ?x283 in_u1)))
 (= (dim ?x305 0) sym_n))))
(assert
 (let ((?x283 (relu in_i1)))
 (let ((?x305 (conv 2 2 0 0 0 0 1 1 1 ?x283 in_u1)))
 (= (dim ?x305 1) sym_c2))))
(assert
 (let ((?x249 (div (+ (- 1) sym_h) 2)))
 (let ((?x250 (+ 1 ?x249)))
 (let ((?x283 (relu in_i1)))
 (let ((?x305 (conv 2 2 0 0 0 0 1 1 1 ?x283 in_u1)))
 (let ((?x312 (dim ?x305 2)))
 (= ?x312 ?x250)))))))
(assert
 (let ((?x254 (div (+ (- 1) sym_w) 2)))
 (let ((?x255 (+ 1 ?x254)))
 (let ((?x283 (relu in_i1)))
 (let ((?x305 (conv 2 2 0 0 0 0 1 1 1 ?x283 in_u1)))
 (let ((?x314 (dim ?x305 3)))
 (= ?x314 ?x255)))))))
(assert
 (let ((?x283 (relu in_i1)))
(let ((?x305 (conv 2 2 0 0 0 0 1 1 1 ?x283 in_u1)))
(let ((?x205 (idkernel4 sym_c 1 1)))
(let ((?x240 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x205)))
(let ((?x257 (relu ?x240)))
(let ((?x268 (conv 1 1 0 0 0 0 1 1 1 ?x257 in_u1)))
(let ((?x194 (idkernel4 sym_c 3 3)))
(let ((?x294 (conv 1 1 0 0 0 0 1 1 1 ?x283 ?x194)))
(let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x194)))
(let ((?x229 (relu ?x216)))
(or (and (distinct ?x229 ?x294) true) (and (distinct ?x268 ?x305) true)))))))))))))
(check-sat)
