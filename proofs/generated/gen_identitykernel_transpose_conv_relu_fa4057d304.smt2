; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_transpose_spatial, conv_idkernel, conv_strided_subsample, maxpool_relu, maxpool_transpose_spatial, subsample_conv1x1, transpose4_relu
; z3 rlimit used: 47654
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun transpose4 (Int Int Int Int T) T)
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
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x72 (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W))))
 (let ((?x70 (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W)))
 (let (($x73 (= ?x70 ?x72)))
 (=> (and (= 1 (dim W 2)) (= 1 (dim W 3))) $x73)))) :pattern ( (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W) ) :pattern ( (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W)) ) :qid conv1x1_transpose_spatial))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x89 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x87 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x90 (= ?x87 ?x89)))
 (=> (and (< 1 (* sh sw))) $x90)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x107 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x105 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x108 (= ?x105 ?x107)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x108)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x132 (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X))))
 (let ((?x126 (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X))))
 (= ?x126 ?x132))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X)) ) :pattern ( (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X)) ) :qid maxpool_transpose_spatial))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x149 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x147 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x150 (= ?x147 ?x149)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x150)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
 )
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x165 (relu (transpose4 p0 p1 p2 p3 X))))
 (let ((?x163 (transpose4 p0 p1 p2 p3 (relu X))))
 (= ?x163 ?x165))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
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
 (let ((?x197 (dim in_u1 2)))
 (= 1 ?x197)))
(assert
 (let ((?x199 (dim in_u1 3)))
 (= 1 ?x199)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x201 (idkernel4 sym_c 3 3)))
 (let ((?x208 (dim ?x201 2)))
 (= 3 ?x208))))
(assert
 (let ((?x201 (idkernel4 sym_c 3 3)))
 (let ((?x210 (dim ?x201 3)))
 (= 3 ?x210))))
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
 (let ((?x201 (idkernel4 sym_c 3 3)))
 (let ((?x212 (transpose4 0 1 3 2 in_i1)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 ?x212 ?x201)))
 (= (rank ?x223) 4)))))
(assert
 (let ((?x201 (idkernel4 sym_c 3 3)))
 (let ((?x212 (transpose4 0 1 3 2 in_i1)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 ?x212 ?x201)))
 (= (dim ?x223 0) sym_n)))))
(assert
 (let ((?x201 (idkernel4 sym_c 3 3)))
 (let ((?x212 (transpose4 0 1 3 2 in_i1)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 ?x212 ?x201)))
 (= (dim ?x223 1) sym_c)))))
(assert
 (let ((?x232 (div (+ (- 1) sym_w) 2)))
 (let ((?x233 (+ 1 ?x232)))
 (let ((?x201 (idkernel4 sym_c 3 3)))
 (let ((?x212 (transpose4 0 1 3 2 in_i1)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 ?x212 ?x201)))
 (let ((?x230 (dim ?x223 2)))
 (= ?x230 ?x233))))))))
(assert
 (let ((?x237 (div (+ (- 1) sym_h) 2)))
 (let ((?x238 (+ 1 ?x237)))
 (let ((?x201 (idkernel4 sym_c 3 3)))
 (let ((?x212 (transpose4 0 1 3 2 in_i1)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 ?x212 ?x201)))
 (let ((?x235 (dim ?x223 3)))
 (= ?x235 ?x238))))))))
(assert
 (let ((?x201 (idkernel4 sym_c 3 3)))
 (let ((?x212 (transpose4 0 1 3 2 in_i1)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 ?x212 ?x201)))
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 ?x223 in_u1)))
 (= (rank ?x240) 4))))))
(assert
 (let ((?x201 (idkernel4 sym_c 3 3)))
 (let ((?x212 (transpose4 0 1 3 2 in_i1)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 ?x212 ?x201)))
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 ?x223 in_u1)))
 (= (dim ?x240 0) sym_n))))))
(assert
 (let ((?x201 (idkernel4 sym_c 3 3)))
 (let ((?x212 (transpose4 0 1 3 2 in_i1)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 ?x212 ?x201)))
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 ?x223 in_u1)))
 (= (dim ?x240 1) sym_c))))))
(assert
 (let ((?x232 (div (+ (- 1) sym_w) 2)))
 (let ((?x248 (div ?x232 2)))
 (let ((?x249 (+ 1 ?x248)))
 (let ((?x201 (idkernel4 sym_c 3 3)))
 (let ((?x212 (transpose4 0 1 3 2 in_i1)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 ?x212 ?x201)))
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 ?x223 in_u1)))
 (let ((?x247 (dim ?x240 2)))
 (= ?x247 ?x249))))))))))
(assert
 (let ((?x237 (div (+ (- 1) sym_h) 2)))
 (let ((?x252 (div ?x237 2)))
 (let ((?x253 (+ 1 ?x252)))
 (let ((?x201 (idkernel4 sym_c 3 3)))
 (let ((?x212 (transpose4 0 1 3 2 in_i1)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 ?x212 ?x201)))
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 ?x223 in_u1)))
 (let ((?x251 (dim ?x240 3)))
 (= ?x251 ?x253))))))))))
(assert
 (let ((?x201 (idkernel4 sym_c 3 3)))
 (let ((?x212 (transpose4 0 1 3 2 in_i1)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 ?x212 ?x201)))
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 ?x223 in_u1)))
 (let ((?x255 (relu ?x240)))
 (= (rank ?x255) 4)))))))
(assert
 (let ((?x201 (idkernel4 sym_c 3 3)))
 (let ((?x212 (transpose4 0 1 3 2 in_i1)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 ?x212 ?x201)))
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 ?x223 in_u1)))
 (let ((?x255 (relu ?x240)))
 (= (dim ?x255 0) sym_n)))))))
(assert
 (let ((?x201 (idkernel4 sym_c 3 3)))
 (let ((?x212 (transpose4 0 1 3 2 in_i1)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 ?x212 ?x201)))
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 ?x223 in_u1)))
 (let ((?x255 (relu ?x240)))
 (= (dim ?x255 1) sym_c)))))))
(assert
 (let ((?x232 (div (+ (- 1) sym_w) 2)))
 (let ((?x248 (div ?x232 2)))
 (let ((?x249 (+ 1 ?x248)))
 (let ((?x201 (idkernel4 sym_c 3 3)))
 (let ((?x212 (transpose4 0 1 3 2 in_i1)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 ?x212 ?x201)))
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 ?x223 in_u1)))
 (let ((?x255 (relu ?x240)))
 (let ((?x262 (dim ?x255 2)))
 (= ?x262 ?x249)))))))))))
(assert
 (let ((?x237 (div (+ (- 1) sym_h) 2)))
 (let ((?x252 (div ?x237 2)))
 (let ((?x253 (+ 1 ?x252)))
 (let ((?x201 (idkernel4 sym_c 3 3)))
 (let ((?x212 (transpose4 0 1 3 2 in_i1)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 ?x212 ?x201)))
 (let ((?x240 (conv 2 2 0 0 0 0 1 1 1 ?x223 in_u1)))
 (let ((?x255 (relu ?x240)))
 (let ((?x264 (dim ?x255 3)))
 (= ?x264 ?x253)))))))))))
(assert
 (let ((?x232 (div (+ (- 1) sym_w) 2)))
 (let ((?x233 (+ 1 ?x232)))
 (>= ?x233 0))))
(assert
 (let ((?x237 (div (+ (- 1) sym_h) 2)))
 (let ((?x238 (+ 1 ?x237)))
 (>= ?x238 0))))
(assert
 (let ((?x232 (div (+ (- 1) sym_w) 2)))
 (let ((?x248 (div ?x232 2)))
 (let ((?x249 (+ 1 ?x248)))
 (>= ?x249 0)))))
(assert
 (let ((?x237 (div (+ (- 1) sym_h) 2)))
 (let ((?x252 (div ?x237 2)))
 (let ((?x253 (+ 1 ?x252)))
 (>= ?x253 0)))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x270 (idkernel4 sym_c 1 1)))
 (let ((?x277 (dim ?x270 2)))
 (= 1 ?x277))))
(assert
 (let ((?x270 (idkernel4 sym_c 1 1)))
 (let ((?x279 (dim ?x270 3)))
 (= 1 ?x279))))
(assert
 (let ((?x281 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x281) 4)))
(assert
 (let ((?x281 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x281 0) sym_n)))
(assert
 (let ((?x281 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x281 1) sym_c)))
(assert
 (let ((?x237 (div (+ (- 1) sym_h) 2)))
 (let ((?x238 (+ 1 ?x237)))
 (let ((?x281 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x288 (dim ?x281 2)))
 (= ?x288 ?x238))))))
(assert
 (let ((?x232 (div (+ (- 1) sym_w) 2)))
 (let ((?x233 (+ 1 ?x232)))
 (let ((?x281 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x290 (dim ?x281 3)))
 (= ?x290 ?x233))))))
(assert
 (let ((?x281 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x292 (relu ?x281)))
 (= (rank ?x292) 4))))
(assert
 (let ((?x281 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x292 (relu ?x281)))
 (= (dim ?x292 0) sym_n))))
(assert
 (let ((?x281 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x292 (relu ?x281)))
 (= (dim ?x292 1) sym_c))))
(assert
 (let ((?x237 (div (+ (- 1) sym_h) 2)))
 (let ((?x238 (+ 1 ?x237)))
 (let ((?x281 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x292 (relu ?x281)))
 (let ((?x299 (dim ?x292 2)))
 (= ?x299 ?x238)))))))
(assert
 (let ((?x232 (div (+ (- 1) sym_w) 2)))
 (let ((?x233 (+ 1 ?x232)))
 (let ((?x281 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x292 (relu ?x281)))
 (let ((?x301 (dim ?x292 3)))
 (= ?x301 ?x233)))))))
(assert
 (let ((?x270 (idkernel4 sym_c 1 1)))
 (let ((?x281 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x292 (relu ?x281)))
 (let ((?x303 (conv 2 2 0 0 0 0 1 1 1 ?x292 ?x270)))
 (= (rank ?x303) 4))))))
(assert
 (let ((?x270 (idkernel4 sym_c 1 1)))
 (let ((?x281 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x292 (relu ?x281)))
 (let ((?x303 (conv 2 2 0 0 0 0 1 1 1 ?x292 ?x270)))
 (= (dim ?x303 0) sym_n))))))
(assert
 (let ((?x270 (idkernel4 sym_c 1 1)))
 (let ((?x281 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x292 (relu ?x281)))
 (let ((?x303 (conv 2 2 0 0 0 0 1 1 1 ?x292 ?x270)))
 (= (dim ?x303 1) sym_c))))))
(assert
 (let ((?x237 (div (+ (- 1) sym_h) 2)))
 (let ((?x252 (div ?x237 2)))
 (let ((?x253 (+ 1 ?x252)))
 (let ((?x270 (idkernel4 sym_c 1 1)))
 (let ((?x281 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x292 (relu ?x281)))
 (let ((?x303 (conv 2 2 0 0 0 0 1 1 1 ?x292 ?x270)))
 (let ((?x310 (dim ?x303 2)))
 (= ?x310 ?x253))))))))))
(assert
 (let ((?x232 (div (+ (- 1) sym_w) 2)))
 (let ((?x248 (div ?x232 2)))
 (let ((?x249 (+ 1 ?x248)))
 (let ((?x270 (idkernel4 sym_c 1 1)))
 (let ((?x281 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x292 (relu ?x281)))
 (let ((?x303 (conv 2 2 0 0 0 0 1 1 1 ?x292 ?x270)))
 (let ((?x312 (dim ?x303 3)))
 (= ?x312 ?x249))))))))))
(assert
 (let ((?x270 (idkernel4 sym_c 1 1)))
 (let ((?x281 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x292 (relu ?x281)))
 (let ((?x303 (conv 2 2 0 0 0 0 1 1 1 ?x292 ?x270)))
 (let ((?x314 (transpose4 0 1 3 2 ?x303)))
 (= (rank ?x314) 4)))))))
(assert
 (let ((?x270 (idkernel4 sym_c 1 1)))
 (let ((?x281 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x292 (relu ?x281)))
 (let ((?x303 (conv 2 2 0 0 0 0 1 1 1 ?x292 ?x270)))
 (let ((?x314 (transpose4 0 1 3 2 ?x303)))
 (= (dim ?x314 0) sym_n)))))))
(assert
 (let ((?x270 (idkernel4 sym_c 1 1)))
 (let ((?x281 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x292 (relu ?x281)))
 (let ((?x303 (conv 2 2 0 0 0 0 1 1 1 ?x292 ?x270)))
 (let ((?x314 (transpose4 0 1 3 2 ?x303)))
 (= (dim ?x314 1) sym_c)))))))
(assert
 (let ((?x232 (div (+ (- 1) sym_w) 2)))
 (let ((?x248 (div ?x232 2)))
 (let ((?x249 (+ 1 ?x248)))
 (let ((?x270 (idkernel4 sym_c 1 1)))
 (let ((?x281 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x292 (relu ?x281)))
 (let ((?x303 (conv 2 2 0 0 0 0 1 1 1 ?x292 ?x270)))
 (let ((?x314 (transpose4 0 1 3 2 ?x303)))
 (let ((?x321 (dim ?x314 2)))
 (= ?x321 ?x249)))))))))))
(assert
 (let ((?x237 (div (+ (- 1) sym_h) 2)))
 (let ((?x252 (div ?x237 2)))
 (let ((?x253 (+ 1 ?x252)))
 (let ((?x270 (idkernel4 sym_c 1 1)))
 (let ((?x281 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x292 (relu ?x281)))
 (let ((?x303 (conv 2 2 0 0 0 0 1 1 1 ?x292 ?x270)))
 (let ((?x314 (transpose4 0 1 3 2 ?x303)))
 (let ((?x323 (dim ?x314 3)))
 (= ?x323 ?x253)))))))))))
(assert
 (let ((?x270 (idkernel4 sym_c 1 1)))
(let ((?x281 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x292 (relu ?x281)))
(let ((?x303 (conv 2 2 0 0 0 0 1 1 1 ?x292 ?x270)))
(let ((?x314 (transpose4 0 1 3 2 ?x303)))
(let ((?x201 (idkernel4 sym_c 3 3)))
(let ((?x212 (transpose4 0 1 3 2 in_i1)))
(let ((?x223 (conv 2 2 1 1 1 1 1 1 1 ?x212 ?x201)))
(let ((?x240 (conv 2 2 0 0 0 0 1 1 1 ?x223 in_u1)))
(let ((?x255 (relu ?x240)))
(and (distinct ?x255 ?x314) true))))))))))))
(check-sat)
