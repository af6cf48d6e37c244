; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 5276
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun relu (T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(declare-fun in_u2 () T)
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x37 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x35 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x38 (= ?x35 ?x37)))
 (let (($x33 (= (rank W) 4)))
 (let (($x30 (= (rank X) 4)))
 (let (($x26 (>= dw 1)))
 (let (($x24 (>= dh 1)))
 (let (($x22 (>= pr 0)))
 (let (($x20 (>= pb 0)))
 (let (($x18 (>= pl 0)))
 (let (($x16 (>= pt 0)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x11 (>= g 1)))
 (let (($x34 (and (< 1 (* sh sw)) $x11 $x12 $x13 $x16 $x18 $x20 $x22 $x24 $x26 $x30 $x33)))
 (=> $x34 $x38)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x77 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x75 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x78 (= ?x75 ?x77)))
 (let (($x72 (= (rank X) 4)))
 (let (($x22 (>= pr 0)))
 (let (($x20 (>= pb 0)))
 (let (($x18 (>= pl 0)))
 (let (($x16 (>= pt 0)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x11 (>= kw 1)))
 (let (($x26 (>= kh 1)))
 (let (($x73 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x26 $x11 $x12 $x13 $x16 $x18 $x20 $x22 $x72)))
 (=> $x73 $x78)))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x116 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x114 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x117 (= ?x114 ?x116)))
 (let (($x111 (= (rank U) 4)))
 (let (($x109 (= (rank X) 4)))
 (let (($x83 (>= dw 1)))
 (let (($x91 (>= dh 1)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x88 (>= g 1)))
 (let (($x112 (and $x88 $x12 $x13 $x91 $x83 (= 1 (dim U 2)) (= 1 (dim U 3)) $x109 $x111)))
 (=> $x112 $x117)))))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x156 (dim in_u1 2)))
 (= 1 ?x156)))
(assert
 (let ((?x158 (dim in_u1 3)))
 (= 1 ?x158)))
(assert
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c2))
(assert
 (= (dim in_u2 1) sym_c))
(assert
 (let ((?x167 (dim in_u2 2)))
 (= 1 ?x167)))
(assert
 (let ((?x169 (dim in_u2 3)))
 (= 1 ?x169)))
(assert
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x171) 4)))
(assert
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x171 0) sym_n)))
(assert
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x171 1) sym_c)))
(assert
 (let ((?x180 (div (+ (- 1) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (dim ?x171 2)))
 (= ?x178 ?x181))))))
(assert
 (let ((?x185 (div (+ (- 1) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x183 (dim ?x171 3)))
 (= ?x183 ?x186))))))
(assert
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x171)))
 (= (rank ?x188) 4))))
(assert
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x171)))
 (= (dim ?x188 0) sym_n))))
(assert
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x171)))
 (= (dim ?x188 1) sym_c))))
(assert
 (let ((?x180 (div (+ (- 1) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x171)))
 (let ((?x195 (dim ?x188 2)))
 (= ?x195 ?x181)))))))
(assert
 (let ((?x185 (div (+ (- 1) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x171)))
 (let ((?x197 (dim ?x188 3)))
 (= ?x197 ?x186)))))))
(assert
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x171)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 ?x188 in_u1)))
 (= (rank ?x199) 4)))))
(assert
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x171)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 ?x188 in_u1)))
 (= (dim ?x199 0) sym_n)))))
(assert
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x171)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 ?x188 in_u1)))
 (= (dim ?x199 1) sym_c)))))
(assert
 (let ((?x180 (div (+ (- 1) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x171)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 ?x188 in_u1)))
 (let ((?x206 (dim ?x199 2)))
 (= ?x206 ?x181))))))))
(assert
 (let ((?x185 (div (+ (- 1) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x171)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 ?x188 in_u1)))
 (let ((?x208 (dim ?x199 3)))
 (= ?x208 ?x186))))))))
(assert
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x171)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 ?x188 in_u1)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 ?x199 in_u2)))
 (= (rank ?x210) 4))))))
(assert
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x171)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 ?x188 in_u1)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 ?x199 in_u2)))
 (= (dim ?x210 0) sym_n))))))
(assert
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x171)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 ?x188 in_u1)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 ?x199 in_u2)))
 (= (dim ?x210 1) sym_c2))))))
(assert
 (let ((?x180 (div (+ (- 1) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x171)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 ?x188 in_u1)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 ?x199 in_u2)))
 (let ((?x217 (dim ?x210 2)))
 (= ?x217 ?x181)))))))))
(assert
 (let ((?x185 (div (+ (- 1) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x188 (relu ?x171)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 ?x188 in_u1)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 ?x199 in_u2)))
 (let ((?x219 (dim ?x210 3)))
 (= ?x219 ?x186)))))))))
(assert
 (let ((?x180 (div (+ (- 1) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (>= ?x181 0))))
(assert
 (let ((?x185 (div (+ (- 1) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (>= ?x186 0))))
(assert
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x223) 4)))
(assert
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x223 0) sym_n)))
(assert
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x223 1) sym_c)))
(assert
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x223 2) sym_h)))
(assert
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x223 3) sym_w)))
(assert
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x234 (relu ?x223)))
 (= (rank ?x234) 4))))
(assert
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x234 (relu ?x223)))
 (= (dim ?x234 0) sym_n))))
(assert
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x234 (relu ?x223)))
 (= (dim ?x234 1) sym_c))))
(assert
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x234 (relu ?x223)))
 (= (dim ?x234 2) sym_h))))
(assert
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x234 (relu ?x223)))
 (= (dim ?x234 3) sym_w))))
(assert
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x234 (relu ?x223)))
 (let ((?x245 (conv 1 1 0 0 0 0 1 1 1 ?x234 in_u1)))
 (= (rank ?x245) 4)))))
(assert
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x234 (relu ?x223)))
 (let ((?x245 (conv 1 1 0 0 0 0 1 1 1 ?x234 in_u1)))
 (= (dim ?x245 0) sym_n)))))
(assert
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x234 (relu ?x223)))
 (let ((?x245 (conv 1 1 0 0 0 0 1 1 1 ?x234 in_u1)))
 (= (dim ?x245 1) sym_c)))))
(assert
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x234 (relu ?x223)))
 (let ((?x245 (conv 1 1 0 0 0 0 1 1 1 ?x234 in_u1)))
 (= (dim ?x245 2) sym_h)))))
(assert
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x234 (relu ?x223)))
 (let ((?x245 (conv 1 1 0 0 0 0 1 1 1 ?x234 in_u1)))
 (= (dim ?x245 3) sym_w)))))
(assert
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x234 (relu ?x223)))
 (let ((?x245 (conv 1 1 0 0 0 0 1 1 1 ?x234 in_u1)))
 (let ((?x256 (conv 2 2 0 0 0 0 1 1 1 ?x245 in_u2)))
 (= (rank ?x256) 4))))))
(assert
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x234 (relu ?x223)))
 (let ((?x245 (conv 1 1 0 0 0 0 1 1 1 ?x234 in_u1)))
 (let ((?x256 (conv 2 2 0 0 0 0 1 1 1 ?x245 in_u2)))
 (= (dim ?x256 0) sym_n))))))
(assert
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x234 (relu ?x223)))
 (let ((?x245 (conv 1 1 0 0 0 0 1 1 1 ?x234 in_u1)))
 (let ((?x256 (conv 2 2 0 0 0 0 1 1 1 ?x245 in_u2)))
 (= (dim ?x256 1) sym_c2))))))
(assert
 (let ((?x180 (div (+ (- 1) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x234 (relu ?x223)))
 (let ((?x245 (conv 1 1 0 0 0 0 1 1 1 ?x234 in_u1)))
 (let ((?x256 (conv 2 2 0 0 0 0 1 1 1 ?x245 in_u2)))
 (let ((?x263 (dim ?x256 2)))
 (= ?x263 ?x181)))))))))
(assert
 (let ((?x185 (div (+ (- 1) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x234 (relu ?x223)))
 (let ((?x245 (conv 1 1 0 0 0 0 1 1 1 ?x234 in_u1)))
 (let ((?x256 (conv 2 2 0 0 0 0 1 1 1 ?x245 in_u2)))
 (let ((?x265 (dim ?x256 3)))
 (= ?x265 ?x186)))))))))
(assert
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x234 (relu ?x223)))
(let ((?x245 (conv 1 1 0 0 0 0 1 1 1 ?x234 in_u1)))
(let ((?x256 (conv 2 2 0 0 0 0 1 1 1 ?x245 in_u2)))
(let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x188 (relu ?x171)))
(let ((?x199 (conv 1 1 0 0 0 0 1 1 1 ?x188 in_u1)))
(let ((?x210 (conv 1 1 0 0 0 0 1 1 1 ?x199 in_u2)))
(and (distinct ?x210 ?x256) true))))))))))
(check-sat)
