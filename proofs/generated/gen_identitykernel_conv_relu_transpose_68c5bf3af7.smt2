; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, maxpool_transpose_spatial, transpose4_relu
; z3 rlimit used: 50345
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
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
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x99 (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X))))
 (let ((?x110 (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X))))
 (= ?x110 ?x99))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X)) ) :pattern ( (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X)) ) :qid maxpool_transpose_spatial))
 )
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x124 (relu (transpose4 p0 p1 p2 p3 X))))
 (let ((?x122 (transpose4 p0 p1 p2 p3 (relu X))))
 (= ?x122 ?x124))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x158 (dim in_k1 2)))
 (= 3 ?x158)))
(assert
 (let ((?x160 (dim in_k1 3)))
 (= 3 ?x160)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x169 (dim ?x162 2)))
 (= 3 ?x169))))
(assert
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x171 (dim ?x162 3)))
 (= 3 ?x171))))
(assert
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x173) 4)))
(assert
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x173 0) sym_n)))
(assert
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x173 1) sym_c2)))
(assert
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x173 2) sym_h)))
(assert
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x173 3) sym_w)))
(assert
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (relu ?x173)))
 (= (rank ?x184) 4))))
(assert
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (relu ?x173)))
 (= (dim ?x184 0) sym_n))))
(assert
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (relu ?x173)))
 (= (dim ?x184 1) sym_c2))))
(assert
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (relu ?x173)))
 (= (dim ?x184 2) sym_h))))
(assert
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (relu ?x173)))
 (= (dim ?x184 3) sym_w))))
(assert
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (relu ?x173)))
 (let ((?x195 (transpose4 0 1 3 2 ?x184)))
 (= (rank ?x195) 4)))))
(assert
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (relu ?x173)))
 (let ((?x195 (transpose4 0 1 3 2 ?x184)))
 (= (dim ?x195 0) sym_n)))))
(assert
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (relu ?x173)))
 (let ((?x195 (transpose4 0 1 3 2 ?x184)))
 (= (dim ?x195 1) sym_c2)))))
(assert
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (relu ?x173)))
 (let ((?x195 (transpose4 0 1 3 2 ?x184)))
 (= (dim ?x195 2) sym_w)))))
(assert
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (relu ?x173)))
 (let ((?x195 (transpose4 0 1 3 2 ?x184)))
 (= (dim ?x195 3) sym_h)))))
(assert
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (relu ?x173)))
 (let ((?x195 (transpose4 0 1 3 2 ?x184)))
 (let ((?x206 (conv 2 2 1 1 1 1 1 1 1 ?x195 ?x162)))
 (= (rank ?x206) 4)))))))
(assert
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (relu ?x173)))
 (let ((?x195 (transpose4 0 1 3 2 ?x184)))
 (let ((?x206 (conv 2 2 1 1 1 1 1 1 1 ?x195 ?x162)))
 (= (dim ?x206 0) sym_n)))))))
(assert
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (relu ?x173)))
 (let ((?x195 (transpose4 0 1 3 2 ?x184)))
 (let ((?x206 (conv 2 2 1 1 1 1 1 1 1 ?x195 ?x162)))
 (= (dim ?x206 1) sym_c2)))))))
(assert
 (let ((?x215 (div (+ (- 1) sym_w) 2)))
 (let ((?x216 (+ 1 ?x215)))
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (relu ?x173)))
 (let ((?x195 (transpose4 0 1 3 2 ?x184)))
 (let ((?x206 (conv 2 2 1 1 1 1 1 1 1 ?x195 ?x162)))
 (let ((?x213 (dim ?x206 2)))
 (= ?x213 ?x216))))))))))
(assert
 (let ((?x220 (div (+ (- 1) sym_h) 2)))
 (let ((?x221 (+ 1 ?x220)))
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (relu ?x173)))
 (let ((?x195 (transpose4 0 1 3 2 ?x184)))
 (let ((?x206 (conv 2 2 1 1 1 1 1 1 1 ?x195 ?x162)))
 (let ((?x218 (dim ?x206 3)))
 (= ?x218 ?x221))))))))))
(assert
 (let ((?x215 (div (+ (- 1) sym_w) 2)))
 (let ((?x216 (+ 1 ?x215)))
 (>= ?x216 0))))
(assert
 (let ((?x220 (div (+ (- 1) sym_h) 2)))
 (let ((?x221 (+ 1 ?x220)))
 (>= ?x221 0))))
(assert
 (let ((?x225 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x225) 4)))
(assert
 (let ((?x225 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x225 0) sym_n)))
(assert
 (let ((?x225 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x225 1) sym_c2)))
(assert
 (let ((?x220 (div (+ (- 1) sym_h) 2)))
 (let ((?x221 (+ 1 ?x220)))
 (let ((?x225 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x232 (dim ?x225 2)))
 (= ?x232 ?x221))))))
(assert
 (let ((?x215 (div (+ (- 1) sym_w) 2)))
 (let ((?x216 (+ 1 ?x215)))
 (let ((?x225 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x234 (dim ?x225 3)))
 (= ?x234 ?x216))))))
(assert
 (let ((?x225 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x236 (relu ?x225)))
 (= (rank ?x236) 4))))
(assert
 (let ((?x225 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x236 (relu ?x225)))
 (= (dim ?x236 0) sym_n))))
(assert
 (let ((?x225 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x236 (relu ?x225)))
 (= (dim ?x236 1) sym_c2))))
(assert
 (let ((?x220 (div (+ (- 1) sym_h) 2)))
 (let ((?x221 (+ 1 ?x220)))
 (let ((?x225 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x236 (relu ?x225)))
 (let ((?x243 (dim ?x236 2)))
 (= ?x243 ?x221)))))))
(assert
 (let ((?x215 (div (+ (- 1) sym_w) 2)))
 (let ((?x216 (+ 1 ?x215)))
 (let ((?x225 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x236 (relu ?x225)))
 (let ((?x245 (dim ?x236 3)))
 (= ?x245 ?x216)))))))
(assert
 (let ((?x225 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x236 (relu ?x225)))
 (let ((?x247 (transpose4 0 1 3 2 ?x236)))
 (= (rank ?x247) 4)))))
(assert
 (let ((?x225 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x236 (relu ?x225)))
 (let ((?x247 (transpose4 0 1 3 2 ?x236)))
 (= (dim ?x247 0) sym_n)))))
(assert
 (let ((?x225 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x236 (relu ?x225)))
 (let ((?x247 (transpose4 0 1 3 2 ?x236)))
 (= (dim ?x247 1) sym_c2)))))
(assert
 (let ((?x215 (div (+ (- 1) sym_w) 2)))
 (let ((?x216 (+ 1 ?x215)))
 (let ((?x225 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x236 (relu ?x225)))
 (let ((?x247 (transpose4 0 1 3 2 ?x236)))
 (let ((?x254 (dim ?x247 2)))
 (= ?x254 ?x216))))))))
(assert
 (let ((?x220 (div (+ (- 1) sym_h) 2)))
 (let ((?x221 (+ 1 ?x220)))
 (let ((?x225 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x236 (relu ?x225)))
 (let ((?x247 (transpose4 0 1 3 2 ?x236)))
 (let ((?x256 (dim ?x247 3)))
 (= ?x256 ?x221))))))))
(assert
 (let ((?x225 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x236 (relu ?x225)))
(let ((?x247 (transpose4 0 1 3 2 ?x236)))
(let ((?x162 (idkernel4 sym_c2 3 3)))
(let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x184 (relu ?x173)))
(let ((?x195 (transpose4 0 1 3 2 ?x184)))
(let ((?x206 (conv 2 2 1 1 1 1 1 1 1 ?x195 ?x162)))
(and (distinct ?x206 ?x247) true))))))))))
(check-sat)
