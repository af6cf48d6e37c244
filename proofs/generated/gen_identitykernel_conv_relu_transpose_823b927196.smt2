; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_transpose_spatial, conv_idkernel, conv_strided_subsample, maxpool_relu, transpose4_relu
; z3 rlimit used: 50619
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
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x120 (relu (transpose4 p0 p1 p2 p3 X))))
 (let ((?x131 (transpose4 p0 p1 p2 p3 (relu X))))
 (= ?x131 ?x120))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
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
 (let ((?x168 (dim in_u1 2)))
 (= 1 ?x168)))
(assert
 (let ((?x170 (dim in_u1 3)))
 (= 1 ?x170)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x172 (idkernel4 sym_c 3 3)))
 (let ((?x179 (dim ?x172 2)))
 (= 3 ?x179))))
(assert
 (let ((?x172 (idkernel4 sym_c 3 3)))
 (let ((?x181 (dim ?x172 3)))
 (= 3 ?x181))))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x183) 4)))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x183 0) sym_n)))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x183 1) sym_c)))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x183 2) sym_h)))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x183 3) sym_w)))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x194 (relu ?x183)))
 (= (rank ?x194) 4))))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x194 (relu ?x183)))
 (= (dim ?x194 0) sym_n))))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x194 (relu ?x183)))
 (= (dim ?x194 1) sym_c))))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x194 (relu ?x183)))
 (= (dim ?x194 2) sym_h))))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x194 (relu ?x183)))
 (= (dim ?x194 3) sym_w))))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x194 (relu ?x183)))
 (let ((?x205 (transpose4 0 1 3 2 ?x194)))
 (= (rank ?x205) 4)))))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x194 (relu ?x183)))
 (let ((?x205 (transpose4 0 1 3 2 ?x194)))
 (= (dim ?x205 0) sym_n)))))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x194 (relu ?x183)))
 (let ((?x205 (transpose4 0 1 3 2 ?x194)))
 (= (dim ?x205 1) sym_c)))))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x194 (relu ?x183)))
 (let ((?x205 (transpose4 0 1 3 2 ?x194)))
 (= (dim ?x205 2) sym_w)))))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x194 (relu ?x183)))
 (let ((?x205 (transpose4 0 1 3 2 ?x194)))
 (= (dim ?x205 3) sym_h)))))
(assert
 (let ((?x172 (idkernel4 sym_c 3 3)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x194 (relu ?x183)))
 (let ((?x205 (transpose4 0 1 3 2 ?x194)))
 (let ((?x216 (conv 2 2 1 1 1 1 1 1 1 ?x205 ?x172)))
 (= (rank ?x216) 4)))))))
(assert
 (let ((?x172 (idkernel4 sym_c 3 3)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x194 (relu ?x183)))
 (let ((?x205 (transpose4 0 1 3 2 ?x194)))
 (let ((?x216 (conv 2 2 1 1 1 1 1 1 1 ?x205 ?x172)))
 (= (dim ?x216 0) sym_n)))))))
(assert
 (let ((?x172 (idkernel4 sym_c 3 3)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x194 (relu ?x183)))
 (let ((?x205 (transpose4 0 1 3 2 ?x194)))
 (let ((?x216 (conv 2 2 1 1 1 1 1 1 1 ?x205 ?x172)))
 (= (dim ?x216 1) sym_c)))))))
(assert
 (let ((?x225 (div (+ (- 1) sym_w) 2)))
 (let ((?x226 (+ 1 ?x225)))
 (let ((?x172 (idkernel4 sym_c 3 3)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x194 (relu ?x183)))
 (let ((?x205 (transpose4 0 1 3 2 ?x194)))
 (let ((?x216 (conv 2 2 1 1 1 1 1 1 1 ?x205 ?x172)))
 (let ((?x223 (dim ?x216 2)))
 (= ?x223 ?x226))))))))))
(assert
 (let ((?x230 (div (+ (- 1) sym_h) 2)))
 (let ((?x231 (+ 1 ?x230)))
 (let ((?x172 (idkernel4 sym_c 3 3)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x194 (relu ?x183)))
 (let ((?x205 (transpose4 0 1 3 2 ?x194)))
 (let ((?x216 (conv 2 2 1 1 1 1 1 1 1 ?x205 ?x172)))
 (let ((?x228 (dim ?x216 3)))
 (= ?x228 ?x231))))))))))
(assert
 (let ((?x225 (div (+ (- 1) sym_w) 2)))
 (let ((?x226 (+ 1 ?x225)))
 (>= ?x226 0))))
(assert
 (let ((?x230 (div (+ (- 1) sym_h) 2)))
 (let ((?x231 (+ 1 ?x230)))
 (>= ?x231 0))))
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
 (let ((?x235 (transpose4 0 1 3 2 in_i1)))
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 ?x235 in_u1)))
 (= (rank ?x246) 4))))
(assert
 (let ((?x235 (transpose4 0 1 3 2 in_i1)))
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 ?x235 in_u1)))
 (= (dim ?x246 0) sym_n))))
(assert
 (let ((?x235 (transpose4 0 1 3 2 in_i1)))
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 ?x235 in_u1)))
 (= (dim ?x246 1) sym_c))))
(assert
 (let ((?x225 (div (+ (- 1) sym_w) 2)))
 (let ((?x226 (+ 1 ?x225)))
 (let ((?x235 (transpose4 0 1 3 2 in_i1)))
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 ?x235 in_u1)))
 (let ((?x253 (dim ?x246 2)))
 (= ?x253 ?x226)))))))
(assert
 (let ((?x230 (div (+ (- 1) sym_h) 2)))
 (let ((?x231 (+ 1 ?x230)))
 (let ((?x235 (transpose4 0 1 3 2 in_i1)))
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 ?x235 in_u1)))
 (let ((?x255 (dim ?x246 3)))
 (= ?x255 ?x231)))))))
(assert
 (let ((?x235 (transpose4 0 1 3 2 in_i1)))
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 ?x235 in_u1)))
 (let ((?x257 (relu ?x246)))
 (= (rank ?x257) 4)))))
(assert
 (let ((?x235 (transpose4 0 1 3 2 in_i1)))
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 ?x235 in_u1)))
 (let ((?x257 (relu ?x246)))
 (= (dim ?x257 0) sym_n)))))
(assert
 (let ((?x235 (transpose4 0 1 3 2 in_i1)))
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 ?x235 in_u1)))
 (let ((?x257 (relu ?x246)))
 (= (dim ?x257 1) sym_c)))))
(assert
 (let ((?x225 (div (+ (- 1) sym_w) 2)))
 (let ((?x226 (+ 1 ?x225)))
 (let ((?x235 (transpose4 0 1 3 2 in_i1)))
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 ?x235 in_u1)))
 (let ((?x257 (relu ?x246)))
 (let ((?x264 (dim ?x257 2)))
 (= ?x264 ?x226))))))))
(assert
 (let ((?x230 (div (+ (- 1) sym_h) 2)))
 (let ((?x231 (+ 1 ?x230)))
 (let ((?x235 (transpose4 0 1 3 2 in_i1)))
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 ?x235 in_u1)))
 (let ((?x257 (relu ?x246)))
 (let ((?x266 (dim ?x257 3)))
 (= ?x266 ?x231))))))))
(assert
 (let ((?x235 (transpose4 0 1 3 2 in_i1)))
(let ((?x246 (conv 2 2 0 0 0 0 1 1 1 ?x235 in_u1)))
(let ((?x257 (relu ?x246)))
(let ((?x172 (idkernel4 sym_c 3 3)))
(let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x194 (relu ?x183)))
(let ((?x205 (transpose4 0 1 3 2 ?x194)))
(let ((?x216 (conv 2 2 1 1 1 1 1 1 1 ?x205 ?x172)))
(and (distinct ?x216 ?x257) true))))))))))
(check-sat)
