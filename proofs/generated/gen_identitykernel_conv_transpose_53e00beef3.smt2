; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_transpose_spatial, subsample_conv1x1
; z3 rlimit used: 51014
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
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
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x96 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x94 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x97 (= ?x94 ?x96)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x97)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x135 (dim in_u1 2)))
 (= 1 ?x135)))
(assert
 (let ((?x137 (dim in_u1 3)))
 (= 1 ?x137)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x139 (idkernel4 sym_c 1 1)))
 (let ((?x146 (dim ?x139 2)))
 (= 1 ?x146))))
(assert
 (let ((?x139 (idkernel4 sym_c 1 1)))
 (let ((?x148 (dim ?x139 3)))
 (= 1 ?x148))))
(assert
 (let ((?x139 (idkernel4 sym_c 1 1)))
 (let ((?x150 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x139)))
 (= (rank ?x150) 4))))
(assert
 (let ((?x139 (idkernel4 sym_c 1 1)))
 (let ((?x150 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x139)))
 (= (dim ?x150 0) sym_n))))
(assert
 (let ((?x139 (idkernel4 sym_c 1 1)))
 (let ((?x150 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x139)))
 (= (dim ?x150 1) sym_c))))
(assert
 (let ((?x160 (div (+ (- 1) sym_h) 2)))
 (let ((?x161 (+ 1 ?x160)))
 (let ((?x139 (idkernel4 sym_c 1 1)))
 (let ((?x150 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x139)))
 (let ((?x157 (dim ?x150 2)))
 (= ?x157 ?x161)))))))
(assert
 (let ((?x165 (div (+ (- 1) sym_w) 2)))
 (let ((?x166 (+ 1 ?x165)))
 (let ((?x139 (idkernel4 sym_c 1 1)))
 (let ((?x150 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x139)))
 (let ((?x163 (dim ?x150 3)))
 (= ?x163 ?x166)))))))
(assert
 (let ((?x139 (idkernel4 sym_c 1 1)))
 (let ((?x150 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x139)))
 (let ((?x168 (transpose4 0 1 3 2 ?x150)))
 (= (rank ?x168) 4)))))
(assert
 (let ((?x139 (idkernel4 sym_c 1 1)))
 (let ((?x150 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x139)))
 (let ((?x168 (transpose4 0 1 3 2 ?x150)))
 (= (dim ?x168 0) sym_n)))))
(assert
 (let ((?x139 (idkernel4 sym_c 1 1)))
 (let ((?x150 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x139)))
 (let ((?x168 (transpose4 0 1 3 2 ?x150)))
 (= (dim ?x168 1) sym_c)))))
(assert
 (let ((?x165 (div (+ (- 1) sym_w) 2)))
 (let ((?x166 (+ 1 ?x165)))
 (let ((?x139 (idkernel4 sym_c 1 1)))
 (let ((?x150 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x139)))
 (let ((?x168 (transpose4 0 1 3 2 ?x150)))
 (let ((?x175 (dim ?x168 2)))
 (= ?x175 ?x166))))))))
(assert
 (let ((?x160 (div (+ (- 1) sym_h) 2)))
 (let ((?x161 (+ 1 ?x160)))
 (let ((?x139 (idkernel4 sym_c 1 1)))
 (let ((?x150 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x139)))
 (let ((?x168 (transpose4 0 1 3 2 ?x150)))
 (let ((?x177 (dim ?x168 3)))
 (= ?x177 ?x161))))))))
(assert
 (let ((?x139 (idkernel4 sym_c 1 1)))
 (let ((?x150 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x139)))
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 ?x150 in_u1)))
 (= (rank ?x179) 4)))))
(assert
 (let ((?x139 (idkernel4 sym_c 1 1)))
 (let ((?x150 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x139)))
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 ?x150 in_u1)))
 (= (dim ?x179 0) sym_n)))))
(assert
 (let ((?x139 (idkernel4 sym_c 1 1)))
 (let ((?x150 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x139)))
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 ?x150 in_u1)))
 (= (dim ?x179 1) sym_c)))))
(assert
 (let ((?x160 (div (+ (- 1) sym_h) 2)))
 (let ((?x161 (+ 1 ?x160)))
 (let ((?x139 (idkernel4 sym_c 1 1)))
 (let ((?x150 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x139)))
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 ?x150 in_u1)))
 (let ((?x186 (dim ?x179 2)))
 (= ?x186 ?x161))))))))
(assert
 (let ((?x165 (div (+ (- 1) sym_w) 2)))
 (let ((?x166 (+ 1 ?x165)))
 (let ((?x139 (idkernel4 sym_c 1 1)))
 (let ((?x150 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x139)))
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 ?x150 in_u1)))
 (let ((?x188 (dim ?x179 3)))
 (= ?x188 ?x166))))))))
(assert
 (let ((?x160 (div (+ (- 1) sym_h) 2)))
 (let ((?x161 (+ 1 ?x160)))
 (>= ?x161 0))))
(assert
 (let ((?x165 (div (+ (- 1) sym_w) 2)))
 (let ((?x166 (+ 1 ?x165)))
 (>= ?x166 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x192 (idkernel4 sym_c 3 3)))
 (let ((?x199 (dim ?x192 2)))
 (= 3 ?x199))))
(assert
 (let ((?x192 (idkernel4 sym_c 3 3)))
 (let ((?x201 (dim ?x192 3)))
 (= 3 ?x201))))
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
 (let ((?x214 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x214) 4)))
(assert
 (let ((?x214 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x214 0) sym_n)))
(assert
 (let ((?x214 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x214 1) sym_c)))
(assert
 (let ((?x160 (div (+ (- 1) sym_h) 2)))
 (let ((?x161 (+ 1 ?x160)))
 (let ((?x214 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x221 (dim ?x214 2)))
 (= ?x221 ?x161))))))
(assert
 (let ((?x165 (div (+ (- 1) sym_w) 2)))
 (let ((?x166 (+ 1 ?x165)))
 (let ((?x214 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x223 (dim ?x214 3)))
 (= ?x223 ?x166))))))
(assert
 (let ((?x192 (idkernel4 sym_c 3 3)))
 (let ((?x203 (transpose4 0 1 3 2 in_i1)))
 (let ((?x225 (conv 2 2 1 1 1 1 1 1 1 ?x203 ?x192)))
 (= (rank ?x225) 4)))))
(assert
 (let ((?x192 (idkernel4 sym_c 3 3)))
 (let ((?x203 (transpose4 0 1 3 2 in_i1)))
 (let ((?x225 (conv 2 2 1 1 1 1 1 1 1 ?x203 ?x192)))
 (= (dim ?x225 0) sym_n)))))
(assert
 (let ((?x192 (idkernel4 sym_c 3 3)))
 (let ((?x203 (transpose4 0 1 3 2 in_i1)))
 (let ((?x225 (conv 2 2 1 1 1 1 1 1 1 ?x203 ?x192)))
 (= (dim ?x225 1) sym_c)))))
(assert
 (let ((?x165 (div (+ (- 1) sym_w) 2)))
 (let ((?x166 (+ 1 ?x165)))
 (let ((?x192 (idkernel4 sym_c 3 3)))
 (let ((?x203 (transpose4 0 1 3 2 in_i1)))
 (let ((?x225 (conv 2 2 1 1 1 1 1 1 1 ?x203 ?x192)))
 (let ((?x232 (dim ?x225 2)))
 (= ?x232 ?x166))))))))
(assert
 (let ((?x160 (div (+ (- 1) sym_h) 2)))
 (let ((?x161 (+ 1 ?x160)))
 (let ((?x192 (idkernel4 sym_c 3 3)))
 (let ((?x203 (transpose4 0 1 3 2 in_i1)))
 (let ((?x225 (conv 2 2 1 1 1 1 1 1 1 ?x203 ?x192)))
 (let ((?x234 (dim ?x225 3)))
 (= ?x234 ?x161))))))))
(assert
 (let ((?x214 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x139 (idkernel4 sym_c 1 1)))
(let ((?x150 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x139)))
(let ((?x179 (conv 1 1 0 0 0 0 1 1 1 ?x150 in_u1)))
(let ((?x192 (idkernel4 sym_c 3 3)))
(let ((?x203 (transpose4 0 1 3 2 in_i1)))
(let ((?x225 (conv 2 2 1 1 1 1 1 1 1 ?x203 ?x192)))
(let ((?x168 (transpose4 0 1 3 2 ?x150)))
(or (and (distinct ?x168 ?x225) true) (and (distinct ?x179 ?x214) true)))))))))))
(check-sat)
