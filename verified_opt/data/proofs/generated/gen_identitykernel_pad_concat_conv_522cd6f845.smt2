; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, conv_enlarge, conv_idkernel, conv_strided_subsample
; z3 rlimit used: 38458
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun concat (Int T T) T)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x31 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x32 (= ?x31 X)))
 (let (($x28 (= (rank X) 4)))
 (let (($x25 (= (dim X 1) c)))
 (let (($x21 (>= kw 1)))
 (let (($x20 (>= kh 1)))
 (let (($x19 (>= pw 0)))
 (let (($x18 (>= ph 0)))
 (let (($x29 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x18 $x19 $x20 $x21 $x25 $x28)))
 (=> $x29 $x32)))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x96 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x93 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (let (($x97 (= ?x93 ?x96)))
 (let (($x90 (= (rank W2) 4)))
 (let (($x88 (= (rank W1) 4)))
 (let (($x83 (>= dw 1)))
 (let (($x81 (>= dh 1)))
 (let (($x79 (>= pr 0)))
 (let (($x78 (>= pb 0)))
 (let (($x76 (>= pl 0)))
 (let (($x75 (>= pt 0)))
 (let (($x74 (>= sw 1)))
 (let (($x73 (>= sh 1)))
 (let (($x91 (and (= (dim W1 2) (dim W2 2)) (= (dim W1 3) (dim W2 3)) $x73 $x74 $x75 $x76 $x78 $x79 $x81 $x83 (= (rank X) 4) $x88 $x90)))
 (=> $x91 $x97))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x140 (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W))))
 (let ((?x138 (conv sh sw (- pt (* yt dh)) (- pl (* xl dw)) (- pb (* yb dh)) (- pr (* xr dw)) dh dw g X W)))
 (let (($x132 (= (rank W) 4)))
 (let (($x129 (= (rank X) 4)))
 (let (($x126 (>= dw 1)))
 (let (($x125 (>= dh 1)))
 (let (($x124 (>= pr 0)))
 (let (($x123 (>= pb 0)))
 (let (($x122 (>= pl 0)))
 (let (($x121 (>= pt 0)))
 (let (($x120 (>= sw 1)))
 (let (($x119 (>= sh 1)))
 (let (($x75 (>= xr 0)))
 (let (($x18 (>= yb 0)))
 (let (($x79 (>= xl 0)))
 (let (($x19 (>= yt 0)))
 (let (($x118 (>= g 1)))
 (let (($x133 (and (>= pt (* yt dh)) (>= pl (* xl dw)) (>= pb (* yb dh)) (>= pr (* xr dw)) $x118 $x19 $x79 $x18 $x75 $x119 $x120 $x121 $x122 $x123 $x124 $x125 $x126 $x129 $x132)))
 (=> $x133 (= ?x138 ?x140)))))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W)) ) :qid conv_enlarge))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x170 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x168 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x171 (= ?x168 ?x170)))
 (let (($x88 (= (rank W) 4)))
 (let (($x90 (= (rank X) 4)))
 (let (($x81 (>= dw 1)))
 (let (($x166 (>= dh 1)))
 (let (($x79 (>= pr 0)))
 (let (($x78 (>= pb 0)))
 (let (($x76 (>= pl 0)))
 (let (($x75 (>= pt 0)))
 (let (($x74 (>= sw 1)))
 (let (($x73 (>= sh 1)))
 (let (($x83 (>= g 1)))
 (let (($x167 (and (< 1 (* sh sw)) $x83 $x73 $x74 $x75 $x76 $x78 $x79 $x166 $x81 $x90 $x88)))
 (=> $x167 $x171)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
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
 (let ((?x208 (dim in_u1 2)))
 (= 1 ?x208)))
(assert
 (let ((?x210 (dim in_u1 3)))
 (= 1 ?x210)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x219 (dim ?x212 2)))
 (= 3 ?x219))))
(assert
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x221 (dim ?x212 3)))
 (= 3 ?x221))))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x223 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x223 0) sym_c)))
(assert
 (let ((?x223 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x223 1) sym_c)))
(assert
 (let ((?x223 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x230 (dim ?x223 2)))
 (= 3 ?x230))))
(assert
 (let ((?x223 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x232 (dim ?x223 3)))
 (= 3 ?x232))))
(assert
 (let ((?x223 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x234 (concat 0 ?x212 ?x223)))
 (= (rank ?x234) 4)))))
(assert
 (let ((?x238 (* 2 sym_c)))
 (let ((?x223 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x234 (concat 0 ?x212 ?x223)))
 (let ((?x237 (dim ?x234 0)))
 (= ?x237 ?x238)))))))
(assert
 (let ((?x223 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x234 (concat 0 ?x212 ?x223)))
 (= (dim ?x234 1) sym_c)))))
(assert
 (let ((?x223 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x234 (concat 0 ?x212 ?x223)))
 (let ((?x242 (dim ?x234 2)))
 (= 3 ?x242))))))
(assert
 (let ((?x223 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x234 (concat 0 ?x212 ?x223)))
 (let ((?x244 (dim ?x234 3)))
 (= 3 ?x244))))))
(assert
 (let ((?x223 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x234 (concat 0 ?x212 ?x223)))
 (let ((?x246 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x234)))
 (= (rank ?x246) 4))))))
(assert
 (let ((?x223 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x234 (concat 0 ?x212 ?x223)))
 (let ((?x246 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x234)))
 (= (dim ?x246 0) sym_n))))))
(assert
 (let ((?x238 (* 2 sym_c)))
 (let ((?x223 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x234 (concat 0 ?x212 ?x223)))
 (let ((?x246 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x234)))
 (let ((?x251 (dim ?x246 1)))
 (= ?x251 ?x238))))))))
(assert
 (let ((?x255 (div (+ (- 1) sym_h) 2)))
 (let ((?x256 (+ 1 ?x255)))
 (let ((?x223 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x234 (concat 0 ?x212 ?x223)))
 (let ((?x246 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x234)))
 (let ((?x253 (dim ?x246 2)))
 (= ?x253 ?x256)))))))))
(assert
 (let ((?x260 (div (+ (- 1) sym_w) 2)))
 (let ((?x261 (+ 1 ?x260)))
 (let ((?x223 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x234 (concat 0 ?x212 ?x223)))
 (let ((?x246 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x234)))
 (let ((?x258 (dim ?x246 3)))
 (= ?x258 ?x261)))))))))
(assert
 (let ((?x238 (* 2 sym_c)))
 (>= ?x238 0)))
(assert
 (let ((?x255 (div (+ (- 1) sym_h) 2)))
 (let ((?x256 (+ 1 ?x255)))
 (>= ?x256 0))))
(assert
 (let ((?x260 (div (+ (- 1) sym_w) 2)))
 (let ((?x261 (+ 1 ?x260)))
 (>= ?x261 0))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x266 (idkernel4 sym_c 1 1)))
 (let ((?x273 (dim ?x266 2)))
 (= 1 ?x273))))
(assert
 (let ((?x266 (idkernel4 sym_c 1 1)))
 (let ((?x275 (dim ?x266 3)))
 (= 1 ?x275))))
(assert
 (= (rank (concat 0 (idkernel4 sym_c 1 1) in_u1)) 4))
(assert
 (let ((?x238 (* 2 sym_c)))
 (let ((?x266 (idkernel4 sym_c 1 1)))
 (let ((?x277 (concat 0 ?x266 in_u1)))
 (let ((?x280 (dim ?x277 0)))
 (= ?x280 ?x238))))))
(assert
 (= (dim (concat 0 (idkernel4 sym_c 1 1) in_u1) 1) sym_c))
(assert
 (let ((?x266 (idkernel4 sym_c 1 1)))
 (let ((?x277 (concat 0 ?x266 in_u1)))
 (let ((?x284 (dim ?x277 2)))
 (= 1 ?x284)))))
(assert
 (let ((?x266 (idkernel4 sym_c 1 1)))
 (let ((?x277 (concat 0 ?x266 in_u1)))
 (let ((?x286 (dim ?x277 3)))
 (= 1 ?x286)))))
(assert
 (let ((?x266 (idkernel4 sym_c 1 1)))
 (let ((?x277 (concat 0 ?x266 in_u1)))
 (let ((?x288 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x277)))
 (= (rank ?x288) 4)))))
(assert
 (let ((?x266 (idkernel4 sym_c 1 1)))
 (let ((?x277 (concat 0 ?x266 in_u1)))
 (let ((?x288 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x277)))
 (= (dim ?x288 0) sym_n)))))
(assert
 (let ((?x238 (* 2 sym_c)))
 (let ((?x266 (idkernel4 sym_c 1 1)))
 (let ((?x277 (concat 0 ?x266 in_u1)))
 (let ((?x288 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x277)))
 (let ((?x293 (dim ?x288 1)))
 (= ?x293 ?x238)))))))
(assert
 (let ((?x255 (div (+ (- 1) sym_h) 2)))
 (let ((?x256 (+ 1 ?x255)))
 (let ((?x266 (idkernel4 sym_c 1 1)))
 (let ((?x277 (concat 0 ?x266 in_u1)))
 (let ((?x288 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x277)))
 (let ((?x295 (dim ?x288 2)))
 (= ?x295 ?x256))))))))
(assert
 (let ((?x260 (div (+ (- 1) sym_w) 2)))
 (let ((?x261 (+ 1 ?x260)))
 (let ((?x266 (idkernel4 sym_c 1 1)))
 (let ((?x277 (concat 0 ?x266 in_u1)))
 (let ((?x288 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x277)))
 (let ((?x297 (dim ?x288 3)))
 (= ?x297 ?x261))))))))
(assert
 (let ((?x266 (idkernel4 sym_c 1 1)))
(let ((?x277 (concat 0 ?x266 in_u1)))
(let ((?x288 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x277)))
(let ((?x223 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x212 (idkernel4 sym_c 3 3)))
(let ((?x234 (concat 0 ?x212 ?x223)))
(let ((?x246 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x234)))
(and (distinct ?x246 ?x288) true)))))))))
(check-sat)
