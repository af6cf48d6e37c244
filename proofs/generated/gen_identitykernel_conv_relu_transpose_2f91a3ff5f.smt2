; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_transpose_spatial, transpose4_relu
; z3 rlimit used: 53664
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
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
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x82 (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X))))
 (let ((?x80 (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X))))
 (= ?x80 ?x82))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X)) ) :pattern ( (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X)) ) :qid maxpool_transpose_spatial))
 )
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x91 (relu (transpose4 p0 p1 p2 p3 X))))
 (let ((?x89 (transpose4 p0 p1 p2 p3 (relu X))))
 (= ?x89 ?x91))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
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
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n))
(assert
 (= (dim in_i2 1) sym_c))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x127 (idkernel4 sym_c 1 1)))
 (let ((?x134 (dim ?x127 2)))
 (= 1 ?x134))))
(assert
 (let ((?x127 (idkernel4 sym_c 1 1)))
 (let ((?x136 (dim ?x127 3)))
 (= 1 ?x136))))
(assert
 (let ((?x127 (idkernel4 sym_c 1 1)))
 (let ((?x138 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x127)))
 (= (rank ?x138) 4))))
(assert
 (let ((?x127 (idkernel4 sym_c 1 1)))
 (let ((?x138 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x127)))
 (= (dim ?x138 0) sym_n))))
(assert
 (let ((?x127 (idkernel4 sym_c 1 1)))
 (let ((?x138 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x127)))
 (= (dim ?x138 1) sym_c))))
(assert
 (let ((?x148 (div (+ (- 1) sym_h) 2)))
 (let ((?x149 (+ 1 ?x148)))
 (let ((?x127 (idkernel4 sym_c 1 1)))
 (let ((?x138 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x127)))
 (let ((?x145 (dim ?x138 2)))
 (= ?x145 ?x149)))))))
(assert
 (let ((?x153 (div (+ (- 1) sym_w) 2)))
 (let ((?x154 (+ 1 ?x153)))
 (let ((?x127 (idkernel4 sym_c 1 1)))
 (let ((?x138 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x127)))
 (let ((?x151 (dim ?x138 3)))
 (= ?x151 ?x154)))))))
(assert
 (let ((?x127 (idkernel4 sym_c 1 1)))
 (let ((?x156 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x127)))
 (= (rank ?x156) 4))))
(assert
 (let ((?x127 (idkernel4 sym_c 1 1)))
 (let ((?x156 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x127)))
 (= (dim ?x156 0) sym_n))))
(assert
 (let ((?x127 (idkernel4 sym_c 1 1)))
 (let ((?x156 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x127)))
 (= (dim ?x156 1) sym_c))))
(assert
 (let ((?x148 (div (+ (- 1) sym_h) 2)))
 (let ((?x149 (+ 1 ?x148)))
 (let ((?x127 (idkernel4 sym_c 1 1)))
 (let ((?x156 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x127)))
 (let ((?x163 (dim ?x156 2)))
 (= ?x163 ?x149)))))))
(assert
 (let ((?x153 (div (+ (- 1) sym_w) 2)))
 (let ((?x154 (+ 1 ?x153)))
 (let ((?x127 (idkernel4 sym_c 1 1)))
 (let ((?x156 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x127)))
 (let ((?x165 (dim ?x156 3)))
 (= ?x165 ?x154)))))))
(assert
 (let ((?x127 (idkernel4 sym_c 1 1)))
 (let ((?x138 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x127)))
 (let ((?x167 (relu ?x138)))
 (= (rank ?x167) 4)))))
(assert
 (let ((?x127 (idkernel4 sym_c 1 1)))
 (let ((?x138 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x127)))
 (let ((?x167 (relu ?x138)))
 (= (dim ?x167 0) sym_n)))))
(assert
 (let ((?x127 (idkernel4 sym_c 1 1)))
 (let ((?x138 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x127)))
 (let ((?x167 (relu ?x138)))
 (= (dim ?x167 1) sym_c)))))
(assert
 (let ((?x148 (div (+ (- 1) sym_h) 2)))
 (let ((?x149 (+ 1 ?x148)))
 (let ((?x127 (idkernel4 sym_c 1 1)))
 (let ((?x138 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x127)))
 (let ((?x167 (relu ?x138)))
 (let ((?x174 (dim ?x167 2)))
 (= ?x174 ?x149))))))))
(assert
 (let ((?x153 (div (+ (- 1) sym_w) 2)))
 (let ((?x154 (+ 1 ?x153)))
 (let ((?x127 (idkernel4 sym_c 1 1)))
 (let ((?x138 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x127)))
 (let ((?x167 (relu ?x138)))
 (let ((?x176 (dim ?x167 3)))
 (= ?x176 ?x154))))))))
(assert
 (let ((?x127 (idkernel4 sym_c 1 1)))
 (let ((?x156 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x127)))
 (let ((?x178 (relu ?x156)))
 (= (rank ?x178) 4)))))
(assert
 (let ((?x127 (idkernel4 sym_c 1 1)))
 (let ((?x156 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x127)))
 (let ((?x178 (relu ?x156)))
 (= (dim ?x178 0) sym_n)))))
(assert
 (let ((?x127 (idkernel4 sym_c 1 1)))
 (let ((?x156 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x127)))
 (let ((?x178 (relu ?x156)))
 (= (dim ?x178 1) sym_c)))))
(assert
 (let ((?x148 (div (+ (- 1) sym_h) 2)))
 (let ((?x149 (+ 1 ?x148)))
 (let ((?x127 (idkernel4 sym_c 1 1)))
 (let ((?x156 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x127)))
 (let ((?x178 (relu ?x156)))
 (let ((?x185 (dim ?x178 2)))
 (= ?x185 ?x149))))))))
(assert
 (let ((?x153 (div (+ (- 1) sym_w) 2)))
 (let ((?x154 (+ 1 ?x153)))
 (let ((?x127 (idkernel4 sym_c 1 1)))
 (let ((?x156 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x127)))
 (let ((?x178 (relu ?x156)))
 (let ((?x187 (dim ?x178 3)))
 (= ?x187 ?x154))))))))
(assert
 (let ((?x127 (idkernel4 sym_c 1 1)))
 (let ((?x138 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x127)))
 (let ((?x167 (relu ?x138)))
 (let ((?x189 (transpose4 0 1 3 2 ?x167)))
 (= (rank ?x189) 4))))))
(assert
 (let ((?x127 (idkernel4 sym_c 1 1)))
 (let ((?x138 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x127)))
 (let ((?x167 (relu ?x138)))
 (let ((?x189 (transpose4 0 1 3 2 ?x167)))
 (= (dim ?x189 0) sym_n))))))
(assert
 (let ((?x127 (idkernel4 sym_c 1 1)))
 (let ((?x138 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x127)))
 (let ((?x167 (relu ?x138)))
 (let ((?x189 (transpose4 0 1 3 2 ?x167)))
 (= (dim ?x189 1) sym_c))))))
(assert
 (let ((?x153 (div (+ (- 1) sym_w) 2)))
 (let ((?x154 (+ 1 ?x153)))
 (let ((?x127 (idkernel4 sym_c 1 1)))
 (let ((?x138 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x127)))
 (let ((?x167 (relu ?x138)))
 (let ((?x189 (transpose4 0 1 3 2 ?x167)))
 (let ((?x196 (dim ?x189 2)))
 (= ?x196 ?x154)))))))))
(assert
 (let ((?x148 (div (+ (- 1) sym_h) 2)))
 (let ((?x149 (+ 1 ?x148)))
 (let ((?x127 (idkernel4 sym_c 1 1)))
 (let ((?x138 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x127)))
 (let ((?x167 (relu ?x138)))
 (let ((?x189 (transpose4 0 1 3 2 ?x167)))
 (let ((?x198 (dim ?x189 3)))
 (= ?x198 ?x149)))))))))
(assert
 (let ((?x148 (div (+ (- 1) sym_h) 2)))
 (let ((?x149 (+ 1 ?x148)))
 (>= ?x149 0))))
(assert
 (let ((?x153 (div (+ (- 1) sym_w) 2)))
 (let ((?x154 (+ 1 ?x153)))
 (>= ?x154 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x209 (dim ?x202 2)))
 (= 3 ?x209))))
(assert
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x211 (dim ?x202 3)))
 (= 3 ?x211))))
(assert
 (= (rank (transpose4 0 1 3 2 in_i2)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_i2) 0) sym_n))
(assert
 (= (dim (transpose4 0 1 3 2 in_i2) 1) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_i2) 2) sym_w))
(assert
 (= (dim (transpose4 0 1 3 2 in_i2) 3) sym_h))
(assert
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x202)))
 (= (rank ?x224) 4))))
(assert
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x202)))
 (= (dim ?x224 0) sym_n))))
(assert
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x202)))
 (= (dim ?x224 1) sym_c))))
(assert
 (let ((?x148 (div (+ (- 1) sym_h) 2)))
 (let ((?x149 (+ 1 ?x148)))
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x202)))
 (let ((?x231 (dim ?x224 2)))
 (= ?x231 ?x149)))))))
(assert
 (let ((?x153 (div (+ (- 1) sym_w) 2)))
 (let ((?x154 (+ 1 ?x153)))
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x202)))
 (let ((?x233 (dim ?x224 3)))
 (= ?x233 ?x154)))))))
(assert
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x202)))
 (let ((?x235 (relu ?x224)))
 (= (rank ?x235) 4)))))
(assert
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x202)))
 (let ((?x235 (relu ?x224)))
 (= (dim ?x235 0) sym_n)))))
(assert
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x202)))
 (let ((?x235 (relu ?x224)))
 (= (dim ?x235 1) sym_c)))))
(assert
 (let ((?x148 (div (+ (- 1) sym_h) 2)))
 (let ((?x149 (+ 1 ?x148)))
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x202)))
 (let ((?x235 (relu ?x224)))
 (let ((?x242 (dim ?x235 2)))
 (= ?x242 ?x149))))))))
(assert
 (let ((?x153 (div (+ (- 1) sym_w) 2)))
 (let ((?x154 (+ 1 ?x153)))
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x202)))
 (let ((?x235 (relu ?x224)))
 (let ((?x244 (dim ?x235 3)))
 (= ?x244 ?x154))))))))
(assert
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x213 (transpose4 0 1 3 2 in_i2)))
 (let ((?x246 (conv 2 2 1 1 1 1 1 1 1 ?x213 ?x202)))
 (= (rank ?x246) 4)))))
(assert
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x213 (transpose4 0 1 3 2 in_i2)))
 (let ((?x246 (conv 2 2 1 1 1 1 1 1 1 ?x213 ?x202)))
 (= (dim ?x246 0) sym_n)))))
(assert
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x213 (transpose4 0 1 3 2 in_i2)))
 (let ((?x246 (conv 2 2 1 1 1 1 1 1 1 ?x213 ?x202)))
 (= (dim ?x246 1) sym_c)))))
(assert
 (let ((?x153 (div (+ (- 1) sym_w) 2)))
 (let ((?x154 (+ 1 ?x153)))
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x213 (transpose4 0 1 3 2 in_i2)))
 (let ((?x246 (conv 2 2 1 1 1 1 1 1 1 ?x213 ?x202)))
 (let ((?x253 (dim ?x246 2)))
 (= ?x253 ?x154))))))))
(assert
 (let ((?x148 (div (+ (- 1) sym_h) 2)))
 (let ((?x149 (+ 1 ?x148)))
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x213 (transpose4 0 1 3 2 in_i2)))
 (let ((?x246 (conv 2 2 1 1 1 1 1 1 1 ?x213 ?x202)))
 (let ((?x255 (dim ?x246 3)))
 (= ?x255 ?x149))))))))
(assert
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x213 (transpose4 0 1 3 2 in_i2)))
 (let ((?x246 (conv 2 2 1 1 1 1 1 1 1 ?x213 ?x202)))
 (let ((?x257 (relu ?x246)))
 (= (rank ?x257) 4))))))
(assert
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x213 (transpose4 0 1 3 2 in_i2)))
 (let ((?x246 (conv 2 2 1 1 1 1 1 1 1 ?x213 ?x202)))
 (let ((?x257 (relu ?x246)))
 (= (dim ?x257 0) sym_n))))))
(assert
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x213 (transpose4 0 1 3 2 in_i2)))
 (let ((?x246 (conv 2 2 1 1 1 1 1 1 1 ?x213 ?x202)))
 (let ((?x257 (relu ?x246)))
 (= (dim ?x257 1) sym_c))))))
(assert
 (let ((?x153 (div (+ (- 1) sym_w) 2)))
 (let ((?x154 (+ 1 ?x153)))
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x213 (transpose4 0 1 3 2 in_i2)))
 (let ((?x246 (conv 2 2 1 1 1 1 1 1 1 ?x213 ?x202)))
 (let ((?x257 (relu ?x246)))
 (let ((?x264 (dim ?x257 2)))
 (= ?x264 ?x154)))))))))
(assert
 (let ((?x148 (div (+ (- 1) sym_h) 2)))
 (let ((?x149 (+ 1 ?x148)))
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x213 (transpose4 0 1 3 2 in_i2)))
 (let ((?x246 (conv 2 2 1 1 1 1 1 1 1 ?x213 ?x202)))
 (let ((?x257 (relu ?x246)))
 (let ((?x266 (dim ?x257 3)))
 (= ?x266 ?x149)))))))))
(assert
 (let ((?x202 (idkernel4 sym_c 3 3)))
(let ((?x213 (transpose4 0 1 3 2 in_i2)))
(let ((?x246 (conv 2 2 1 1 1 1 1 1 1 ?x213 ?x202)))
(let ((?x257 (relu ?x246)))
(let ((?x127 (idkernel4 sym_c 1 1)))
(let ((?x138 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x127)))
(let ((?x167 (relu ?x138)))
(let ((?x189 (transpose4 0 1 3 2 ?x167)))
(let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x202)))
(let ((?x235 (relu ?x224)))
(let ((?x156 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x127)))
(let ((?x178 (relu ?x156)))
(or (and (distinct ?x178 ?x235) true) (and (distinct ?x189 ?x257) true)))))))))))))))
(check-sat)
