; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, conv_enlarge, conv_idkernel, conv_strided_subsample
; z3 rlimit used: 38126
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
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x89 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x86 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (let (($x90 (= ?x86 ?x89)))
 (let (($x83 (= (rank W2) 4)))
 (let (($x80 (= (rank W1) 4)))
 (let (($x74 (>= dw 1)))
 (let (($x72 (>= dh 1)))
 (let (($x70 (>= pr 0)))
 (let (($x69 (>= pb 0)))
 (let (($x67 (>= pl 0)))
 (let (($x66 (>= pt 0)))
 (let (($x65 (>= sw 1)))
 (let (($x64 (>= sh 1)))
 (let (($x84 (and $x64 $x65 $x66 $x67 $x69 $x70 $x72 $x74 (= (rank X) 4) $x80 $x83)))
 (=> $x84 $x90))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) (xl Int) (xr Int) (yb Int) (yt Int) )(! (let ((?x133 (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W))))
 (let ((?x131 (conv sh sw (- pt (* yt dh)) (- pl (* xl dw)) (- pb (* yb dh)) (- pr (* xr dw)) dh dw g X W)))
 (let (($x125 (= (rank W) 4)))
 (let (($x122 (= (rank X) 4)))
 (let (($x119 (>= dw 1)))
 (let (($x118 (>= dh 1)))
 (let (($x117 (>= pr 0)))
 (let (($x116 (>= pb 0)))
 (let (($x115 (>= pl 0)))
 (let (($x114 (>= pt 0)))
 (let (($x113 (>= sw 1)))
 (let (($x112 (>= sh 1)))
 (let (($x66 (>= xr 0)))
 (let (($x18 (>= yb 0)))
 (let (($x70 (>= xl 0)))
 (let (($x19 (>= yt 0)))
 (let (($x111 (>= g 1)))
 (let (($x126 (and (>= pt (* yt dh)) (>= pl (* xl dw)) (>= pb (* yb dh)) (>= pr (* xr dw)) $x111 $x19 $x70 $x18 $x66 $x112 $x113 $x114 $x115 $x116 $x117 $x118 $x119 $x122 $x125)))
 (=> $x126 (= ?x131 ?x133)))))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (pad4 0 0 yt xl 0 0 yb xr W)) ) :qid conv_enlarge))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x163 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x161 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x164 (= ?x161 ?x163)))
 (let (($x80 (= (rank W) 4)))
 (let (($x83 (= (rank X) 4)))
 (let (($x72 (>= dw 1)))
 (let (($x159 (>= dh 1)))
 (let (($x70 (>= pr 0)))
 (let (($x69 (>= pb 0)))
 (let (($x67 (>= pl 0)))
 (let (($x66 (>= pt 0)))
 (let (($x65 (>= sw 1)))
 (let (($x64 (>= sh 1)))
 (let (($x74 (>= g 1)))
 (let (($x160 (and (< 1 (* sh sw)) $x74 $x64 $x65 $x66 $x67 $x69 $x70 $x159 $x72 $x83 $x80)))
 (=> $x160 $x164)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
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
 (let ((?x202 (dim in_u1 2)))
 (= 1 ?x202)))
(assert
 (let ((?x204 (dim in_u1 3)))
 (= 1 ?x204)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x213 (dim ?x206 2)))
 (= 3 ?x213))))
(assert
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x215 (dim ?x206 3)))
 (= 3 ?x215))))
(assert
 (= (rank (pad4 0 0 1 1 0 0 1 1 in_u1)) 4))
(assert
 (let ((?x217 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x217 0) sym_c)))
(assert
 (let ((?x217 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (= (dim ?x217 1) sym_c)))
(assert
 (let ((?x217 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x224 (dim ?x217 2)))
 (= 3 ?x224))))
(assert
 (let ((?x217 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x226 (dim ?x217 3)))
 (= 3 ?x226))))
(assert
 (let ((?x217 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x228 (concat 0 ?x206 ?x217)))
 (= (rank ?x228) 4)))))
(assert
 (let ((?x232 (* 2 sym_c)))
 (let ((?x217 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x228 (concat 0 ?x206 ?x217)))
 (let ((?x231 (dim ?x228 0)))
 (= ?x231 ?x232)))))))
(assert
 (let ((?x217 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x228 (concat 0 ?x206 ?x217)))
 (= (dim ?x228 1) sym_c)))))
(assert
 (let ((?x217 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x228 (concat 0 ?x206 ?x217)))
 (let ((?x236 (dim ?x228 2)))
 (= 3 ?x236))))))
(assert
 (let ((?x217 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x228 (concat 0 ?x206 ?x217)))
 (let ((?x238 (dim ?x228 3)))
 (= 3 ?x238))))))
(assert
 (let ((?x217 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x228 (concat 0 ?x206 ?x217)))
 (let ((?x240 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x228)))
 (= (rank ?x240) 4))))))
(assert
 (let ((?x217 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x228 (concat 0 ?x206 ?x217)))
 (let ((?x240 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x228)))
 (= (dim ?x240 0) sym_n))))))
(assert
 (let ((?x232 (* 2 sym_c)))
 (let ((?x217 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x228 (concat 0 ?x206 ?x217)))
 (let ((?x240 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x228)))
 (let ((?x245 (dim ?x240 1)))
 (= ?x245 ?x232))))))))
(assert
 (let ((?x249 (div (+ (- 1) sym_h) 2)))
 (let ((?x250 (+ 1 ?x249)))
 (let ((?x217 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x228 (concat 0 ?x206 ?x217)))
 (let ((?x240 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x228)))
 (let ((?x247 (dim ?x240 2)))
 (= ?x247 ?x250)))))))))
(assert
 (let ((?x254 (div (+ (- 1) sym_w) 2)))
 (let ((?x255 (+ 1 ?x254)))
 (let ((?x217 (pad4 0 0 1 1 0 0 1 1 in_u1)))
 (let ((?x206 (idkernel4 sym_c 3 3)))
 (let ((?x228 (concat 0 ?x206 ?x217)))
 (let ((?x240 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x228)))
 (let ((?x252 (dim ?x240 3)))
 (= ?x252 ?x255)))))))))
(assert
 (let ((?x232 (* 2 sym_c)))
 (>= ?x232 0)))
(assert
 (let ((?x249 (div (+ (- 1) sym_h) 2)))
 (let ((?x250 (+ 1 ?x249)))
 (>= ?x250 0))))
(assert
 (let ((?x254 (div (+ (- 1) sym_w) 2)))
 (let ((?x255 (+ 1 ?x254)))
 (>= ?x255 0))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x260 (idkernel4 sym_c 1 1)))
 (let ((?x267 (dim ?x260 2)))
 (= 1 ?x267))))
(assert
 (let ((?x260 (idkernel4 sym_c 1 1)))
 (let ((?x269 (dim ?x260 3)))
 (= 1 ?x269))))
(assert
 (= (rank (concat 0 (idkernel4 sym_c 1 1) in_u1)) 4))
(assert
 (let ((?x232 (* 2 sym_c)))
 (let ((?x260 (idkernel4 sym_c 1 1)))
 (let ((?x271 (concat 0 ?x260 in_u1)))
 (let ((?x274 (dim ?x271 0)))
 (= ?x274 ?x232))))))
(assert
 (= (dim (concat 0 (idkernel4 sym_c 1 1) in_u1) 1) sym_c))
(assert
 (let ((?x260 (idkernel4 sym_c 1 1)))
 (let ((?x271 (concat 0 ?x260 in_u1)))
 (let ((?x278 (dim ?x271 2)))
 (= 1 ?x278)))))
(assert
 (let ((?x260 (idkernel4 sym_c 1 1)))
 (let ((?x271 (concat 0 ?x260 in_u1)))
 (let ((?x280 (dim ?x271 3)))
 (= 1 ?x280)))))
(assert
 (let ((?x260 (idkernel4 sym_c 1 1)))
 (let ((?x271 (concat 0 ?x260 in_u1)))
 (let ((?x282 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x271)))
 (= (rank ?x282) 4)))))
(assert
 (let ((?x260 (idkernel4 sym_c 1 1)))
 (let ((?x271 (concat 0 ?x260 in_u1)))
 (let ((?x282 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x271)))
 (= (dim ?x282 0) sym_n)))))
(assert
 (let ((?x232 (* 2 sym_c)))
 (let ((?x260 (idkernel4 sym_c 1 1)))
 (let ((?x271 (concat 0 ?x260 in_u1)))
 (let ((?x282 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x271)))
 (let ((?x287 (dim ?x282 1)))
 (= ?x287 ?x232)))))))
(assert
 (let ((?x249 (div (+ (- 1) sym_h) 2)))
 (let ((?x250 (+ 1 ?x249)))
 (let ((?x260 (idkernel4 sym_c 1 1)))
 (let ((?x271 (concat 0 ?x260 in_u1)))
 (let ((?x282 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x271)))
 (let ((?x289 (dim ?x282 2)))
 (= ?x289 ?x250))))))))
(assert
 (let ((?x254 (div (+ (- 1) sym_w) 2)))
 (let ((?x255 (+ 1 ?x254)))
 (let ((?x260 (idkernel4 sym_c 1 1)))
 (let ((?x271 (concat 0 ?x260 in_u1)))
 (let ((?x282 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x271)))
 (let ((?x291 (dim ?x282 3)))
 (= ?x291 ?x255))))))))
(assert
 (let ((?x260 (idkernel4 sym_c 1 1)))
(let ((?x271 (concat 0 ?x260 in_u1)))
(let ((?x282 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x271)))
(let ((?x217 (pad4 0 0 1 1 0 0 1 1 in_u1)))
(let ((?x206 (idkernel4 sym_c 3 3)))
(let ((?x228 (concat 0 ?x206 ?x217)))
(let ((?x240 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x228)))
(and (distinct ?x240 ?x282) true)))))))))
(check-sat)
