; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_transpose_spatial, conv_strided_subsample, maxpool_relu, subsample_conv1x1, transpose4_relu
; z3 rlimit used: 10653
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(declare-fun in_u2 () T)
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x42 (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W))))
 (let ((?x40 (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W)))
 (let (($x43 (= ?x40 ?x42)))
 (let (($x37 (= (rank W) 4)))
 (let (($x35 (= (rank X) 4)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x38 (and $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24 (= 1 (dim W 2)) (= 1 (dim W 3)) $x35 $x37)))
 (=> $x38 $x43)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W) ) :pattern ( (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W)) ) :qid conv1x1_transpose_spatial))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x76 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x74 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x77 (= ?x74 ?x76)))
 (let (($x37 (= (rank W) 4)))
 (let (($x35 (= (rank X) 4)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x73 (and (< 1 (* sh sw)) $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24 $x35 $x37)))
 (=> $x73 $x77)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x99 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x97 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x100 (= ?x97 ?x99)))
 (let (($x94 (= (rank X) 4)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= kw 1)))
 (let (($x24 (>= kh 1)))
 (let (($x95 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x24 $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x94)))
 (=> $x95 $x100)))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x136 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x134 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x137 (= ?x134 ?x136)))
 (let (($x131 (= (rank U) 4)))
 (let (($x129 (= (rank X) 4)))
 (let (($x105 (>= dw 1)))
 (let (($x113 (>= dh 1)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x110 (>= g 1)))
 (let (($x132 (and $x110 $x9 $x11 $x113 $x105 (= 1 (dim U 2)) (= 1 (dim U 3)) $x129 $x131)))
 (=> $x132 $x137)))))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
 )
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x157 (relu (transpose4 p0 p1 p2 p3 X))))
 (let ((?x155 (transpose4 p0 p1 p2 p3 (relu X))))
 (let (($x158 (= ?x155 ?x157)))
 (let (($x14 (>= p1 0)))
 (let (($x20 (>= p0 0)))
 (let (($x153 (and $x20 $x14 (>= p2 0) (>= p3 0) (= (rank X) 4))))
 (=> $x153 $x158))))))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
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
 (let ((?x196 (dim in_u1 2)))
 (= 1 ?x196)))
(assert
 (let ((?x198 (dim in_u1 3)))
 (= 1 ?x198)))
(assert
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c3))
(assert
 (= (dim in_u2 1) sym_c2))
(assert
 (let ((?x207 (dim in_u2 2)))
 (= 1 ?x207)))
(assert
 (let ((?x209 (dim in_u2 3)))
 (= 1 ?x209)))
(assert
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x211) 4)))
(assert
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x211 0) sym_n)))
(assert
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x211 1) sym_c2)))
(assert
 (let ((?x220 (div (+ (- 1) sym_h) 2)))
 (let ((?x221 (+ 1 ?x220)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x218 (dim ?x211 2)))
 (= ?x218 ?x221))))))
(assert
 (let ((?x225 (div (+ (- 1) sym_w) 2)))
 (let ((?x226 (+ 1 ?x225)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x223 (dim ?x211 3)))
 (= ?x223 ?x226))))))
(assert
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x228 (relu ?x211)))
 (= (rank ?x228) 4))))
(assert
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x228 (relu ?x211)))
 (= (dim ?x228 0) sym_n))))
(assert
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x228 (relu ?x211)))
 (= (dim ?x228 1) sym_c2))))
(assert
 (let ((?x220 (div (+ (- 1) sym_h) 2)))
 (let ((?x221 (+ 1 ?x220)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x228 (relu ?x211)))
 (let ((?x235 (dim ?x228 2)))
 (= ?x235 ?x221)))))))
(assert
 (let ((?x225 (div (+ (- 1) sym_w) 2)))
 (let ((?x226 (+ 1 ?x225)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x228 (relu ?x211)))
 (let ((?x237 (dim ?x228 3)))
 (= ?x237 ?x226)))))))
(assert
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x228 (relu ?x211)))
 (let ((?x239 (transpose4 0 1 3 2 ?x228)))
 (= (rank ?x239) 4)))))
(assert
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x228 (relu ?x211)))
 (let ((?x239 (transpose4 0 1 3 2 ?x228)))
 (= (dim ?x239 0) sym_n)))))
(assert
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x228 (relu ?x211)))
 (let ((?x239 (transpose4 0 1 3 2 ?x228)))
 (= (dim ?x239 1) sym_c2)))))
(assert
 (let ((?x225 (div (+ (- 1) sym_w) 2)))
 (let ((?x226 (+ 1 ?x225)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x228 (relu ?x211)))
 (let ((?x239 (transpose4 0 1 3 2 ?x228)))
 (let ((?x246 (dim ?x239 2)))
 (= ?x246 ?x226))))))))
(assert
 (let ((?x220 (div (+ (- 1) sym_h) 2)))
 (let ((?x221 (+ 1 ?x220)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x228 (relu ?x211)))
 (let ((?x239 (transpose4 0 1 3 2 ?x228)))
 (let ((?x248 (dim ?x239 3)))
 (= ?x248 ?x221))))))))
(assert
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x228 (relu ?x211)))
 (let ((?x239 (transpose4 0 1 3 2 ?x228)))
 (let ((?x250 (conv 1 1 0 0 0 0 1 1 1 ?x239 in_u2)))
 (= (rank ?x250) 4))))))
(assert
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x228 (relu ?x211)))
 (let ((?x239 (transpose4 0 1 3 2 ?x228)))
 (let ((?x250 (conv 1 1 0 0 0 0 1 1 1 ?x239 in_u2)))
 (= (dim ?x250 0) sym_n))))))
(assert
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x228 (relu ?x211)))
 (let ((?x239 (transpose4 0 1 3 2 ?x228)))
 (let ((?x250 (conv 1 1 0 0 0 0 1 1 1 ?x239 in_u2)))
 (= (dim ?x250 1) sym_c3))))))
(assert
 (let ((?x225 (div (+ (- 1) sym_w) 2)))
 (let ((?x226 (+ 1 ?x225)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x228 (relu ?x211)))
 (let ((?x239 (transpose4 0 1 3 2 ?x228)))
 (let ((?x250 (conv 1 1 0 0 0 0 1 1 1 ?x239 in_u2)))
 (let ((?x257 (dim ?x250 2)))
 (= ?x257 ?x226)))))))))
(assert
 (let ((?x220 (div (+ (- 1) sym_h) 2)))
 (let ((?x221 (+ 1 ?x220)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x228 (relu ?x211)))
 (let ((?x239 (transpose4 0 1 3 2 ?x228)))
 (let ((?x250 (conv 1 1 0 0 0 0 1 1 1 ?x239 in_u2)))
 (let ((?x259 (dim ?x250 3)))
 (= ?x259 ?x221)))))))))
(assert
 (let ((?x220 (div (+ (- 1) sym_h) 2)))
 (let ((?x221 (+ 1 ?x220)))
 (>= ?x221 0))))
(assert
 (let ((?x225 (div (+ (- 1) sym_w) 2)))
 (let ((?x226 (+ 1 ?x225)))
 (>= ?x226 0))))
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
 (let ((?x263 (transpose4 0 1 3 2 in_i1)))
 (let ((?x274 (conv 1 1 0 0 0 0 1 1 1 ?x263 in_u1)))
 (= (rank ?x274) 4))))
(assert
 (let ((?x263 (transpose4 0 1 3 2 in_i1)))
 (let ((?x274 (conv 1 1 0 0 0 0 1 1 1 ?x263 in_u1)))
 (= (dim ?x274 0) sym_n))))
(assert
 (let ((?x263 (transpose4 0 1 3 2 in_i1)))
 (let ((?x274 (conv 1 1 0 0 0 0 1 1 1 ?x263 in_u1)))
 (= (dim ?x274 1) sym_c2))))
(assert
 (let ((?x263 (transpose4 0 1 3 2 in_i1)))
 (let ((?x274 (conv 1 1 0 0 0 0 1 1 1 ?x263 in_u1)))
 (= (dim ?x274 2) sym_w))))
(assert
 (let ((?x263 (transpose4 0 1 3 2 in_i1)))
 (let ((?x274 (conv 1 1 0 0 0 0 1 1 1 ?x263 in_u1)))
 (= (dim ?x274 3) sym_h))))
(assert
 (let ((?x263 (transpose4 0 1 3 2 in_i1)))
 (let ((?x274 (conv 1 1 0 0 0 0 1 1 1 ?x263 in_u1)))
 (let ((?x285 (relu ?x274)))
 (= (rank ?x285) 4)))))
(assert
 (let ((?x263 (transpose4 0 1 3 2 in_i1)))
 (let ((?x274 (conv 1 1 0 0 0 0 1 1 1 ?x263 in_u1)))
 (let ((?x285 (relu ?x274)))
 (= (dim ?x285 0) sym_n)))))
(assert
 (let ((?x263 (transpose4 0 1 3 2 in_i1)))
 (let ((?x274 (conv 1 1 0 0 0 0 1 1 1 ?x263 in_u1)))
 (let ((?x285 (relu ?x274)))
 (= (dim ?x285 1) sym_c2)))))
(assert
 (let ((?x263 (transpose4 0 1 3 2 in_i1)))
 (let ((?x274 (conv 1 1 0 0 0 0 1 1 1 ?x263 in_u1)))
 (let ((?x285 (relu ?x274)))
 (= (dim ?x285 2) sym_w)))))
(assert
 (let ((?x263 (transpose4 0 1 3 2 in_i1)))
 (let ((?x274 (conv 1 1 0 0 0 0 1 1 1 ?x263 in_u1)))
 (let ((?x285 (relu ?x274)))
 (= (dim ?x285 3) sym_h)))))
(assert
 (let ((?x263 (transpose4 0 1 3 2 in_i1)))
 (let ((?x274 (conv 1 1 0 0 0 0 1 1 1 ?x263 in_u1)))
 (let ((?x285 (relu ?x274)))
 (let ((?x296 (conv 2 2 0 0 0 0 1 1 1 ?x285 in_u2)))
 (= (rank ?x296) 4))))))
(assert
 (let ((?x263 (transpose4 0 1 3 2 in_i1)))
 (let ((?x274 (conv 1 1 0 0 0 0 1 1 1 ?x263 in_u1)))
 (let ((?x285 (relu ?x274)))
 (let ((?x296 (conv 2 2 0 0 0 0 1 1 1 ?x285 in_u2)))
 (= (dim ?x296 0) sym_n))))))
(assert
 (let ((?x263 (transpose4 0 1 3 2 in_i1)))
 (let ((?x274 (conv 1 1 0 0 0 0 1 1 1 ?x263 in_u1)))
 (let ((?x285 (relu ?x274)))
 (let ((?x296 (conv 2 2 0 0 0 0 1 1 1 ?x285 in_u2)))
 (= (dim ?x296 1) sym_c3))))))
(assert
 (let ((?x225 (div (+ (- 1) sym_w) 2)))
 (let ((?x226 (+ 1 ?x225)))
 (let ((?x263 (transpose4 0 1 3 2 in_i1)))
 (let ((?x274 (conv 1 1 0 0 0 0 1 1 1 ?x263 in_u1)))
 (let ((?x285 (relu ?x274)))
 (let ((?x296 (conv 2 2 0 0 0 0 1 1 1 ?x285 in_u2)))
 (let ((?x303 (dim ?x296 2)))
 (= ?x303 ?x226)))))))))
(assert
 (let ((?x220 (div (+ (- 1) sym_h) 2)))
 (let ((?x221 (+ 1 ?x220)))
 (let ((?x263 (transpose4 0 1 3 2 in_i1)))
 (let ((?x274 (conv 1 1 0 0 0 0 1 1 1 ?x263 in_u1)))
 (let ((?x285 (relu ?x274)))
 (let ((?x296 (conv 2 2 0 0 0 0 1 1 1 ?x285 in_u2)))
 (let ((?x305 (dim ?x296 3)))
 (= ?x305 ?x221)))))))))
(assert
 (let ((?x263 (transpose4 0 1 3 2 in_i1)))
(let ((?x274 (conv 1 1 0 0 0 0 1 1 1 ?x263 in_u1)))
(let ((?x285 (relu ?x274)))
(let ((?x296 (conv 2 2 0 0 0 0 1 1 1 ?x285 in_u2)))
(let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x228 (relu ?x211)))
(let ((?x239 (transpose4 0 1 3 2 ?x228)))
(let ((?x250 (conv 1 1 0 0 0 0 1 1 1 ?x239 in_u2)))
(and (distinct ?x250 ?x296) true))))))))))
(check-sat)
