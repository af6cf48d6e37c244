; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, conv_add_w, conv_enlarge, conv_idkernel, conv_strided_subsample
; z3 rlimit used: 80499
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
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
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x81 (conv sh sw pt pl pb pr dh dw g X W2)))
 (let ((?x82 (add (conv sh sw pt pl pb pr dh dw g X W1) ?x81)))
 (let ((?x79 (conv sh sw pt pl pb pr dh dw g X (add W1 W2))))
 (let (($x83 (= ?x79 ?x82)))
 (let (($x73 (>= dw 1)))
 (let (($x71 (>= dh 1)))
 (let (($x69 (>= pr 0)))
 (let (($x68 (>= pb 0)))
 (let (($x66 (>= pl 0)))
 (let (($x65 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x63 (>= sh 1)))
 (let (($x62 (>= g 1)))
 (let (($x74 (and $x62 $x63 $x64 $x65 $x66 $x68 $x69 $x71 $x73)))
 (=> $x74 $x83))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (add W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2)) ) :qid conv_add_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x121 (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W))))
 (let ((?x119 (conv sh sw (- pt (* yt dh)) (- pl (* xl dw)) (- pb (* yb dh)) (- pr (* xr dw)) dh dw g X W)))
 (let (($x111 (>= dw 1)))
 (let (($x110 (>= dh 1)))
 (let (($x109 (>= pr 0)))
 (let (($x108 (>= pb 0)))
 (let (($x107 (>= pl 0)))
 (let (($x106 (>= pt 0)))
 (let (($x105 (>= sw 1)))
 (let (($x104 (>= sh 1)))
 (let (($x65 (>= xr 0)))
 (let (($x18 (>= yb 0)))
 (let (($x69 (>= xl 0)))
 (let (($x19 (>= yt 0)))
 (let (($x103 (>= g 1)))
 (let (($x112 (and (>= pt (* yt dh)) (>= pl (* xl dw)) (>= pb (* yb dh)) (>= pr (* xr dw)) $x103 $x19 $x69 $x18 $x65 $x104 $x105 $x106 $x107 $x108 $x109 $x110 $x111)))
 (=> $x112 (= ?x119 ?x121)))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W)) ) :qid conv_enlarge))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x149 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x81 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x150 (= ?x81 ?x149)))
 (let (($x73 (>= dw 1)))
 (let (($x71 (>= dh 1)))
 (let (($x69 (>= pr 0)))
 (let (($x68 (>= pb 0)))
 (let (($x66 (>= pl 0)))
 (let (($x65 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x63 (>= sh 1)))
 (let (($x62 (>= g 1)))
 (let (($x147 (and (< 1 (* sh sw)) $x62 $x63 $x64 $x65 $x66 $x68 $x69 $x71 $x73)))
 (=> $x147 $x150)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x164 (add Y X)))
 (let ((?x163 (add X Y)))
 (= ?x163 ?x164))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (>= sym_c 1))
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
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x212 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x212 0) sym_c)))
(assert
 (let ((?x212 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x212 1) sym_c)))
(assert
 (let ((?x212 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x219 (dim ?x212 2)))
 (= 3 ?x219))))
(assert
 (let ((?x212 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x221 (dim ?x212 3)))
 (= 3 ?x221))))
(assert
 (let ((?x212 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x201 (idkernel4 sym_c 3 3)))
 (let ((?x223 (add ?x201 ?x212)))
 (= (rank ?x223) 4)))))
(assert
 (let ((?x212 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x201 (idkernel4 sym_c 3 3)))
 (let ((?x223 (add ?x201 ?x212)))
 (= (dim ?x223 0) sym_c)))))
(assert
 (let ((?x212 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x201 (idkernel4 sym_c 3 3)))
 (let ((?x223 (add ?x201 ?x212)))
 (= (dim ?x223 1) sym_c)))))
(assert
 (let ((?x212 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x201 (idkernel4 sym_c 3 3)))
 (let ((?x223 (add ?x201 ?x212)))
 (let ((?x230 (dim ?x223 2)))
 (= 3 ?x230))))))
(assert
 (let ((?x212 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x201 (idkernel4 sym_c 3 3)))
 (let ((?x223 (add ?x201 ?x212)))
 (let ((?x232 (dim ?x223 3)))
 (= 3 ?x232))))))
(assert
 (let ((?x212 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x201 (idkernel4 sym_c 3 3)))
 (let ((?x223 (add ?x201 ?x212)))
 (let ((?x234 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x223)))
 (= (rank ?x234) 4))))))
(assert
 (let ((?x212 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x201 (idkernel4 sym_c 3 3)))
 (let ((?x223 (add ?x201 ?x212)))
 (let ((?x234 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x223)))
 (= (dim ?x234 0) sym_n))))))
(assert
 (let ((?x212 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x201 (idkernel4 sym_c 3 3)))
 (let ((?x223 (add ?x201 ?x212)))
 (let ((?x234 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x223)))
 (= (dim ?x234 1) sym_c))))))
(assert
 (let ((?x243 (div (+ (- 1) sym_h) 2)))
 (let ((?x244 (+ 1 ?x243)))
 (let ((?x212 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x201 (idkernel4 sym_c 3 3)))
 (let ((?x223 (add ?x201 ?x212)))
 (let ((?x234 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x223)))
 (let ((?x241 (dim ?x234 2)))
 (= ?x241 ?x244)))))))))
(assert
 (let ((?x248 (div (+ (- 1) sym_w) 2)))
 (let ((?x249 (+ 1 ?x248)))
 (let ((?x212 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x201 (idkernel4 sym_c 3 3)))
 (let ((?x223 (add ?x201 ?x212)))
 (let ((?x234 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x223)))
 (let ((?x246 (dim ?x234 3)))
 (= ?x246 ?x249)))))))))
(assert
 (let ((?x243 (div (+ (- 1) sym_h) 2)))
 (let ((?x244 (+ 1 ?x243)))
 (>= ?x244 0))))
(assert
 (let ((?x248 (div (+ (- 1) sym_w) 2)))
 (let ((?x249 (+ 1 ?x248)))
 (>= ?x249 0))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x253 (idkernel4 sym_c 1 1)))
 (let ((?x260 (dim ?x253 2)))
 (= 1 ?x260))))
(assert
 (let ((?x253 (idkernel4 sym_c 1 1)))
 (let ((?x262 (dim ?x253 3)))
 (= 1 ?x262))))
(assert
 (= (rank (add in_u1 (idkernel4 sym_c 1 1))) 4))
(assert
 (= (dim (add in_u1 (idkernel4 sym_c 1 1)) 0) sym_c))
(assert
 (= (dim (add in_u1 (idkernel4 sym_c 1 1)) 1) sym_c))
(assert
 (let ((?x253 (idkernel4 sym_c 1 1)))
 (let ((?x264 (add in_u1 ?x253)))
 (let ((?x271 (dim ?x264 2)))
 (= 1 ?x271)))))
(assert
 (let ((?x253 (idkernel4 sym_c 1 1)))
 (let ((?x264 (add in_u1 ?x253)))
 (let ((?x273 (dim ?x264 3)))
 (= 1 ?x273)))))
(assert
 (let ((?x253 (idkernel4 sym_c 1 1)))
 (let ((?x264 (add in_u1 ?x253)))
 (let ((?x275 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x264)))
 (= (rank ?x275) 4)))))
(assert
 (let ((?x253 (idkernel4 sym_c 1 1)))
 (let ((?x264 (add in_u1 ?x253)))
 (let ((?x275 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x264)))
 (= (dim ?x275 0) sym_n)))))
(assert
 (let ((?x253 (idkernel4 sym_c 1 1)))
 (let ((?x264 (add in_u1 ?x253)))
 (let ((?x275 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x264)))
 (= (dim ?x275 1) sym_c)))))
(assert
 (let ((?x243 (div (+ (- 1) sym_h) 2)))
 (let ((?x244 (+ 1 ?x243)))
 (let ((?x253 (idkernel4 sym_c 1 1)))
 (let ((?x264 (add in_u1 ?x253)))
 (let ((?x275 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x264)))
 (let ((?x282 (dim ?x275 2)))
 (= ?x282 ?x244))))))))
(assert
 (let ((?x248 (div (+ (- 1) sym_w) 2)))
 (let ((?x249 (+ 1 ?x248)))
 (let ((?x253 (idkernel4 sym_c 1 1)))
 (let ((?x264 (add in_u1 ?x253)))
 (let ((?x275 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x264)))
 (let ((?x284 (dim ?x275 3)))
 (= ?x284 ?x249))))))))
(assert
 (let ((?x253 (idkernel4 sym_c 1 1)))
(let ((?x264 (add in_u1 ?x253)))
(let ((?x275 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x264)))
(let ((?x212 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x201 (idkernel4 sym_c 3 3)))
(let ((?x223 (add ?x201 ?x212)))
(let ((?x234 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x223)))
(and (distinct ?x234 ?x275) true)))))))))
(check-sat)
