; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_strided_subsample, maxpool_concat_batch, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 77119
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
(declare-fun dim (T Int) Int)
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
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x32 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x30 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x33 (= ?x30 ?x32)))
 (let (($x26 (>= dw 1)))
 (let (($x24 (>= dh 1)))
 (let (($x22 (>= pr 0)))
 (let (($x20 (>= pb 0)))
 (let (($x18 (>= pl 0)))
 (let (($x16 (>= pt 0)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x11 (>= g 1)))
 (let (($x27 (and (< 1 (* sh sw)) $x11 $x12 $x13 $x16 $x18 $x20 $x22 $x24 $x26)))
 (=> $x27 $x33)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (Y T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x66 (maxpool kh kw sh sw pt pl pb pr Y)))
 (let ((?x67 (concat 0 (maxpool kh kw sh sw pt pl pb pr X) ?x66)))
 (let ((?x64 (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y))))
 (let (($x68 (= ?x64 ?x67)))
 (let (($x22 (>= pr 0)))
 (let (($x20 (>= pb 0)))
 (let (($x18 (>= pl 0)))
 (let (($x16 (>= pt 0)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x11 (>= kw 1)))
 (let (($x26 (>= kh 1)))
 (let (($x61 (and $x26 $x11 $x12 $x13 $x16 $x18 $x20 $x22)))
 (=> $x61 $x68)))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y)) ) :pattern ( (concat 0 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y)) ) :qid maxpool_concat_batch))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x66 (maxpool kh kw sh sw pt pl pb pr X)))
 (let ((?x83 (relu ?x66)))
 (let ((?x82 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x84 (= ?x82 ?x83)))
 (let (($x22 (>= pr 0)))
 (let (($x20 (>= pb 0)))
 (let (($x18 (>= pl 0)))
 (let (($x16 (>= pt 0)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x11 (>= kw 1)))
 (let (($x26 (>= kh 1)))
 (let (($x80 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x26 $x11 $x12 $x13 $x16 $x18 $x20 $x22)))
 (=> $x80 $x84)))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x118 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x116 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x119 (= ?x116 ?x118)))
 (let (($x89 (>= dw 1)))
 (let (($x97 (>= dh 1)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x94 (>= g 1)))
 (let (($x113 (and $x94 $x12 $x13 $x97 $x89 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x113 $x119)))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x161 (dim in_u1 2)))
 (= 1 ?x161)))
(assert
 (let ((?x163 (dim in_u1 3)))
 (= 1 ?x163)))
(assert
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c3))
(assert
 (= (dim in_u2 1) sym_c2))
(assert
 (let ((?x172 (dim in_u2 2)))
 (= 1 ?x172)))
(assert
 (let ((?x174 (dim in_u2 3)))
 (= 1 ?x174)))
(assert
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x176) 4)))
(assert
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x176 0) sym_n)))
(assert
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x176 1) sym_c2)))
(assert
 (let ((?x185 (div (+ (- 1) sym_h) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x183 (dim ?x176 2)))
 (= ?x183 ?x186))))))
(assert
 (let ((?x190 (div (+ (- 1) sym_w) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (dim ?x176 3)))
 (= ?x188 ?x191))))))
(assert
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (relu ?x176)))
 (= (rank ?x193) 4))))
(assert
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (relu ?x176)))
 (= (dim ?x193 0) sym_n))))
(assert
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (relu ?x176)))
 (= (dim ?x193 1) sym_c2))))
(assert
 (let ((?x185 (div (+ (- 1) sym_h) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (relu ?x176)))
 (let ((?x200 (dim ?x193 2)))
 (= ?x200 ?x186)))))))
(assert
 (let ((?x190 (div (+ (- 1) sym_w) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (relu ?x176)))
 (let ((?x202 (dim ?x193 3)))
 (= ?x202 ?x191)))))))
(assert
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (relu ?x176)))
 (let ((?x204 (concat 0 ?x193 ?x176)))
 (= (rank ?x204) 4)))))
(assert
 (let ((?x208 (* 2 sym_n)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (relu ?x176)))
 (let ((?x204 (concat 0 ?x193 ?x176)))
 (let ((?x207 (dim ?x204 0)))
 (= ?x207 ?x208)))))))
(assert
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (relu ?x176)))
 (let ((?x204 (concat 0 ?x193 ?x176)))
 (= (dim ?x204 1) sym_c2)))))
(assert
 (let ((?x185 (div (+ (- 1) sym_h) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (relu ?x176)))
 (let ((?x204 (concat 0 ?x193 ?x176)))
 (let ((?x212 (dim ?x204 2)))
 (= ?x212 ?x186))))))))
(assert
 (let ((?x190 (div (+ (- 1) sym_w) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (relu ?x176)))
 (let ((?x204 (concat 0 ?x193 ?x176)))
 (let ((?x214 (dim ?x204 3)))
 (= ?x214 ?x191))))))))
(assert
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (relu ?x176)))
 (let ((?x204 (concat 0 ?x193 ?x176)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 ?x204 in_u2)))
 (= (rank ?x216) 4))))))
(assert
 (let ((?x208 (* 2 sym_n)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (relu ?x176)))
 (let ((?x204 (concat 0 ?x193 ?x176)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 ?x204 in_u2)))
 (let ((?x219 (dim ?x216 0)))
 (= ?x219 ?x208))))))))
(assert
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (relu ?x176)))
 (let ((?x204 (concat 0 ?x193 ?x176)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 ?x204 in_u2)))
 (= (dim ?x216 1) sym_c3))))))
(assert
 (let ((?x185 (div (+ (- 1) sym_h) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (relu ?x176)))
 (let ((?x204 (concat 0 ?x193 ?x176)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 ?x204 in_u2)))
 (let ((?x223 (dim ?x216 2)))
 (= ?x223 ?x186)))))))))
(assert
 (let ((?x190 (div (+ (- 1) sym_w) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (relu ?x176)))
 (let ((?x204 (concat 0 ?x193 ?x176)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 ?x204 in_u2)))
 (let ((?x225 (dim ?x216 3)))
 (= ?x225 ?x191)))))))))
(assert
 (let ((?x185 (div (+ (- 1) sym_h) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (>= ?x186 0))))
(assert
 (let ((?x190 (div (+ (- 1) sym_w) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (>= ?x191 0))))
(assert
 (let ((?x208 (* 2 sym_n)))
 (>= ?x208 0)))
(assert
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x230) 4)))
(assert
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x230 0) sym_n)))
(assert
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x230 1) sym_c2)))
(assert
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x230 2) sym_h)))
(assert
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x230 3) sym_w)))
(assert
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x241 (relu ?x230)))
 (= (rank ?x241) 4))))
(assert
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x241 (relu ?x230)))
 (= (dim ?x241 0) sym_n))))
(assert
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x241 (relu ?x230)))
 (= (dim ?x241 1) sym_c2))))
(assert
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x241 (relu ?x230)))
 (= (dim ?x241 2) sym_h))))
(assert
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x241 (relu ?x230)))
 (= (dim ?x241 3) sym_w))))
(assert
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x241 (relu ?x230)))
 (let ((?x252 (concat 0 ?x241 ?x230)))
 (= (rank ?x252) 4)))))
(assert
 (let ((?x208 (* 2 sym_n)))
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x241 (relu ?x230)))
 (let ((?x252 (concat 0 ?x241 ?x230)))
 (let ((?x255 (dim ?x252 0)))
 (= ?x255 ?x208)))))))
(assert
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x241 (relu ?x230)))
 (let ((?x252 (concat 0 ?x241 ?x230)))
 (= (dim ?x252 1) sym_c2)))))
(assert
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x241 (relu ?x230)))
 (let ((?x252 (concat 0 ?x241 ?x230)))
 (= (dim ?x252 2) sym_h)))))
(assert
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x241 (relu ?x230)))
 (let ((?x252 (concat 0 ?x241 ?x230)))
 (= (dim ?x252 3) sym_w)))))
(assert
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x241 (relu ?x230)))
 (let ((?x252 (concat 0 ?x241 ?x230)))
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 ?x252 in_u2)))
 (= (rank ?x263) 4))))))
(assert
 (let ((?x208 (* 2 sym_n)))
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x241 (relu ?x230)))
 (let ((?x252 (concat 0 ?x241 ?x230)))
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 ?x252 in_u2)))
 (let ((?x266 (dim ?x263 0)))
 (= ?x266 ?x208))))))))
(assert
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x241 (relu ?x230)))
 (let ((?x252 (concat 0 ?x241 ?x230)))
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 ?x252 in_u2)))
 (= (dim ?x263 1) sym_c3))))))
(assert
 (let ((?x185 (div (+ (- 1) sym_h) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x241 (relu ?x230)))
 (let ((?x252 (concat 0 ?x241 ?x230)))
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 ?x252 in_u2)))
 (let ((?x270 (dim ?x263 2)))
 (= ?x270 ?x186)))))))))
(assert
 (let ((?x190 (div (+ (- 1) sym_w) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x241 (relu ?x230)))
 (let ((?x252 (concat 0 ?x241 ?x230)))
 (let ((?x263 (conv 2 2 0 0 0 0 1 1 1 ?x252 in_u2)))
 (let ((?x272 (dim ?x263 3)))
 (= ?x272 ?x191)))))))))
(assert
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x241 (relu ?x230)))
(let ((?x252 (concat 0 ?x241 ?x230)))
(let ((?x263 (conv 2 2 0 0 0 0 1 1 1 ?x252 in_u2)))
(let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x193 (relu ?x176)))
(let ((?x204 (concat 0 ?x193 ?x176)))
(let ((?x216 (conv 1 1 0 0 0 0 1 1 1 ?x204 in_u2)))
(and (distinct ?x216 ?x263) true))))))))))
(check-sat)
