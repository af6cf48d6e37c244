; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_transpose_spatial, conv_strided_subsample, maxpool_relu, maxpool_transpose_spatial, subsample_conv1x1, transpose4_relu
; z3 rlimit used: 51007
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
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
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
 (let ((?x171 (dim in_u1 2)))
 (= 1 ?x171)))
(assert
 (let ((?x173 (dim in_u1 3)))
 (= 1 ?x173)))
(assert
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x175) 4)))
(assert
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x175 0) sym_n)))
(assert
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x175 1) sym_c)))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x182 (dim ?x175 2)))
 (= ?x182 ?x185))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x187 (dim ?x175 3)))
 (= ?x187 ?x190))))))
(assert
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x192 (relu ?x175)))
 (= (rank ?x192) 4))))
(assert
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x192 (relu ?x175)))
 (= (dim ?x192 0) sym_n))))
(assert
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x192 (relu ?x175)))
 (= (dim ?x192 1) sym_c))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x192 (relu ?x175)))
 (let ((?x199 (dim ?x192 2)))
 (= ?x199 ?x185)))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x192 (relu ?x175)))
 (let ((?x201 (dim ?x192 3)))
 (= ?x201 ?x190)))))))
(assert
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x192 (relu ?x175)))
 (let ((?x203 (transpose4 0 1 3 2 ?x192)))
 (= (rank ?x203) 4)))))
(assert
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x192 (relu ?x175)))
 (let ((?x203 (transpose4 0 1 3 2 ?x192)))
 (= (dim ?x203 0) sym_n)))))
(assert
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x192 (relu ?x175)))
 (let ((?x203 (transpose4 0 1 3 2 ?x192)))
 (= (dim ?x203 1) sym_c)))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x192 (relu ?x175)))
 (let ((?x203 (transpose4 0 1 3 2 ?x192)))
 (let ((?x210 (dim ?x203 2)))
 (= ?x210 ?x190))))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x192 (relu ?x175)))
 (let ((?x203 (transpose4 0 1 3 2 ?x192)))
 (let ((?x212 (dim ?x203 3)))
 (= ?x212 ?x185))))))))
(assert
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x192 (relu ?x175)))
 (let ((?x203 (transpose4 0 1 3 2 ?x192)))
 (let ((?x214 (conv 1 1 0 0 0 0 1 1 1 ?x203 in_u1)))
 (= (rank ?x214) 4))))))
(assert
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x192 (relu ?x175)))
 (let ((?x203 (transpose4 0 1 3 2 ?x192)))
 (let ((?x214 (conv 1 1 0 0 0 0 1 1 1 ?x203 in_u1)))
 (= (dim ?x214 0) sym_n))))))
(assert
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x192 (relu ?x175)))
 (let ((?x203 (transpose4 0 1 3 2 ?x192)))
 (let ((?x214 (conv 1 1 0 0 0 0 1 1 1 ?x203 in_u1)))
 (= (dim ?x214 1) sym_c))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x192 (relu ?x175)))
 (let ((?x203 (transpose4 0 1 3 2 ?x192)))
 (let ((?x214 (conv 1 1 0 0 0 0 1 1 1 ?x203 in_u1)))
 (let ((?x221 (dim ?x214 2)))
 (= ?x221 ?x190)))))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x192 (relu ?x175)))
 (let ((?x203 (transpose4 0 1 3 2 ?x192)))
 (let ((?x214 (conv 1 1 0 0 0 0 1 1 1 ?x203 in_u1)))
 (let ((?x223 (dim ?x214 3)))
 (= ?x223 ?x185)))))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (>= ?x185 0))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (>= ?x190 0))))
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
 (let ((?x227 (transpose4 0 1 3 2 in_i1)))
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 ?x227 in_u1)))
 (= (rank ?x238) 4))))
(assert
 (let ((?x227 (transpose4 0 1 3 2 in_i1)))
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 ?x227 in_u1)))
 (= (dim ?x238 0) sym_n))))
(assert
 (let ((?x227 (transpose4 0 1 3 2 in_i1)))
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 ?x227 in_u1)))
 (= (dim ?x238 1) sym_c))))
(assert
 (let ((?x227 (transpose4 0 1 3 2 in_i1)))
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 ?x227 in_u1)))
 (= (dim ?x238 2) sym_w))))
(assert
 (let ((?x227 (transpose4 0 1 3 2 in_i1)))
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 ?x227 in_u1)))
 (= (dim ?x238 3) sym_h))))
(assert
 (let ((?x227 (transpose4 0 1 3 2 in_i1)))
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 ?x227 in_u1)))
 (let ((?x249 (relu ?x238)))
 (= (rank ?x249) 4)))))
(assert
 (let ((?x227 (transpose4 0 1 3 2 in_i1)))
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 ?x227 in_u1)))
 (let ((?x249 (relu ?x238)))
 (= (dim ?x249 0) sym_n)))))
(assert
 (let ((?x227 (transpose4 0 1 3 2 in_i1)))
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 ?x227 in_u1)))
 (let ((?x249 (relu ?x238)))
 (= (dim ?x249 1) sym_c)))))
(assert
 (let ((?x227 (transpose4 0 1 3 2 in_i1)))
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 ?x227 in_u1)))
 (let ((?x249 (relu ?x238)))
 (= (dim ?x249 2) sym_w)))))
(assert
 (let ((?x227 (transpose4 0 1 3 2 in_i1)))
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 ?x227 in_u1)))
 (let ((?x249 (relu ?x238)))
 (= (dim ?x249 3) sym_h)))))
(assert
 (let ((?x227 (transpose4 0 1 3 2 in_i1)))
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 ?x227 in_u1)))
 (let ((?x249 (relu ?x238)))
 (let ((?x260 (conv 2 2 0 0 0 0 1 1 1 ?x249 in_u1)))
 (= (rank ?x260) 4))))))
(assert
 (let ((?x227 (transpose4 0 1 3 2 in_i1)))
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 ?x227 in_u1)))
 (let ((?x249 (relu ?x238)))
 (let ((?x260 (conv 2 2 0 0 0 0 1 1 1 ?x249 in_u1)))
 (= (dim ?x260 0) sym_n))))))
(assert
 (let ((?x227 (transpose4 0 1 3 2 in_i1)))
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 ?x227 in_u1)))
 (let ((?x249 (relu ?x238)))
 (let ((?x260 (conv 2 2 0 0 0 0 1 1 1 ?x249 in_u1)))
 (= (dim ?x260 1) sym_c))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x227 (transpose4 0 1 3 2 in_i1)))
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 ?x227 in_u1)))
 (let ((?x249 (relu ?x238)))
 (let ((?x260 (conv 2 2 0 0 0 0 1 1 1 ?x249 in_u1)))
 (let ((?x267 (dim ?x260 2)))
 (= ?x267 ?x190)))))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x227 (transpose4 0 1 3 2 in_i1)))
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 ?x227 in_u1)))
 (let ((?x249 (relu ?x238)))
 (let ((?x260 (conv 2 2 0 0 0 0 1 1 1 ?x249 in_u1)))
 (let ((?x269 (dim ?x260 3)))
 (= ?x269 ?x185)))))))))
(assert
 (let ((?x227 (transpose4 0 1 3 2 in_i1)))
(let ((?x238 (conv 1 1 0 0 0 0 1 1 1 ?x227 in_u1)))
(let ((?x249 (relu ?x238)))
(let ((?x260 (conv 2 2 0 0 0 0 1 1 1 ?x249 in_u1)))
(let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x192 (relu ?x175)))
(let ((?x203 (transpose4 0 1 3 2 ?x192)))
(let ((?x214 (conv 1 1 0 0 0 0 1 1 1 ?x203 in_u1)))
(and (distinct ?x214 ?x260) true))))))))))
(check-sat)
