; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_transpose_spatial, conv_idkernel, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 80907
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(declare-fun relu (T) T)
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
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x85 (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W))))
 (let ((?x83 (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W)))
 (let (($x86 (= ?x83 ?x85)))
 (let (($x73 (>= dw 1)))
 (let (($x71 (>= dh 1)))
 (let (($x69 (>= pr 0)))
 (let (($x68 (>= pb 0)))
 (let (($x66 (>= pl 0)))
 (let (($x65 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x63 (>= sh 1)))
 (let (($x62 (>= g 1)))
 (let (($x80 (and $x62 $x63 $x64 $x65 $x66 $x68 $x69 $x71 $x73 (= 1 (dim W 2)) (= 1 (dim W 3)))))
 (=> $x80 $x86)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W) ) :pattern ( (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W)) ) :qid conv1x1_transpose_spatial))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x102 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x100 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x103 (= ?x100 ?x102)))
 (let (($x73 (>= dw 1)))
 (let (($x71 (>= dh 1)))
 (let (($x69 (>= pr 0)))
 (let (($x68 (>= pb 0)))
 (let (($x66 (>= pl 0)))
 (let (($x65 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x63 (>= sh 1)))
 (let (($x62 (>= g 1)))
 (let (($x99 (and (< 1 (* sh sw)) $x62 $x63 $x64 $x65 $x66 $x68 $x69 $x71 $x73)))
 (=> $x99 $x103)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x124 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x122 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x125 (= ?x122 ?x124)))
 (let (($x20 (>= dw 1)))
 (let (($x114 (>= dh 1)))
 (let (($x64 (>= sw 1)))
 (let (($x63 (>= sh 1)))
 (let (($x21 (>= g 1)))
 (let (($x120 (and $x21 $x63 $x64 $x114 $x20 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x120 $x125)))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x163 (dim in_u1 2)))
 (= 1 ?x163)))
(assert
 (let ((?x165 (dim in_u1 3)))
 (= 1 ?x165)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x167 (idkernel4 sym_c 1 1)))
 (let ((?x174 (dim ?x167 2)))
 (= 1 ?x174))))
(assert
 (let ((?x167 (idkernel4 sym_c 1 1)))
 (let ((?x176 (dim ?x167 3)))
 (= 1 ?x176))))
(assert
 (let ((?x167 (idkernel4 sym_c 1 1)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x167)))
 (= (rank ?x178) 4))))
(assert
 (let ((?x167 (idkernel4 sym_c 1 1)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x167)))
 (= (dim ?x178 0) sym_n))))
(assert
 (let ((?x167 (idkernel4 sym_c 1 1)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x167)))
 (= (dim ?x178 1) sym_c))))
(assert
 (let ((?x188 (div (+ (- 1) sym_h) 2)))
 (let ((?x189 (+ 1 ?x188)))
 (let ((?x167 (idkernel4 sym_c 1 1)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x167)))
 (let ((?x185 (dim ?x178 2)))
 (= ?x185 ?x189)))))))
(assert
 (let ((?x193 (div (+ (- 1) sym_w) 2)))
 (let ((?x194 (+ 1 ?x193)))
 (let ((?x167 (idkernel4 sym_c 1 1)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x167)))
 (let ((?x191 (dim ?x178 3)))
 (= ?x191 ?x194)))))))
(assert
 (let ((?x167 (idkernel4 sym_c 1 1)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x167)))
 (let ((?x196 (relu ?x178)))
 (= (rank ?x196) 4)))))
(assert
 (let ((?x167 (idkernel4 sym_c 1 1)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x167)))
 (let ((?x196 (relu ?x178)))
 (= (dim ?x196 0) sym_n)))))
(assert
 (let ((?x167 (idkernel4 sym_c 1 1)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x167)))
 (let ((?x196 (relu ?x178)))
 (= (dim ?x196 1) sym_c)))))
(assert
 (let ((?x188 (div (+ (- 1) sym_h) 2)))
 (let ((?x189 (+ 1 ?x188)))
 (let ((?x167 (idkernel4 sym_c 1 1)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x167)))
 (let ((?x196 (relu ?x178)))
 (let ((?x203 (dim ?x196 2)))
 (= ?x203 ?x189))))))))
(assert
 (let ((?x193 (div (+ (- 1) sym_w) 2)))
 (let ((?x194 (+ 1 ?x193)))
 (let ((?x167 (idkernel4 sym_c 1 1)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x167)))
 (let ((?x196 (relu ?x178)))
 (let ((?x205 (dim ?x196 3)))
 (= ?x205 ?x194))))))))
(assert
 (let ((?x167 (idkernel4 sym_c 1 1)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x167)))
 (let ((?x207 (transpose4 0 1 3 2 ?x178)))
 (= (rank ?x207) 4)))))
(assert
 (let ((?x167 (idkernel4 sym_c 1 1)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x167)))
 (let ((?x207 (transpose4 0 1 3 2 ?x178)))
 (= (dim ?x207 0) sym_n)))))
(assert
 (let ((?x167 (idkernel4 sym_c 1 1)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x167)))
 (let ((?x207 (transpose4 0 1 3 2 ?x178)))
 (= (dim ?x207 1) sym_c)))))
(assert
 (let ((?x193 (div (+ (- 1) sym_w) 2)))
 (let ((?x194 (+ 1 ?x193)))
 (let ((?x167 (idkernel4 sym_c 1 1)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x167)))
 (let ((?x207 (transpose4 0 1 3 2 ?x178)))
 (let ((?x214 (dim ?x207 2)))
 (= ?x214 ?x194))))))))
(assert
 (let ((?x188 (div (+ (- 1) sym_h) 2)))
 (let ((?x189 (+ 1 ?x188)))
 (let ((?x167 (idkernel4 sym_c 1 1)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x167)))
 (let ((?x207 (transpose4 0 1 3 2 ?x178)))
 (let ((?x216 (dim ?x207 3)))
 (= ?x216 ?x189))))))))
(assert
 (let ((?x167 (idkernel4 sym_c 1 1)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x167)))
 (let ((?x207 (transpose4 0 1 3 2 ?x178)))
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 ?x207 in_u1)))
 (= (rank ?x218) 4))))))
(assert
 (let ((?x167 (idkernel4 sym_c 1 1)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x167)))
 (let ((?x207 (transpose4 0 1 3 2 ?x178)))
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 ?x207 in_u1)))
 (= (dim ?x218 0) sym_n))))))
(assert
 (let ((?x167 (idkernel4 sym_c 1 1)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x167)))
 (let ((?x207 (transpose4 0 1 3 2 ?x178)))
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 ?x207 in_u1)))
 (= (dim ?x218 1) sym_c))))))
(assert
 (let ((?x193 (div (+ (- 1) sym_w) 2)))
 (let ((?x194 (+ 1 ?x193)))
 (let ((?x167 (idkernel4 sym_c 1 1)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x167)))
 (let ((?x207 (transpose4 0 1 3 2 ?x178)))
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 ?x207 in_u1)))
 (let ((?x225 (dim ?x218 2)))
 (= ?x225 ?x194)))))))))
(assert
 (let ((?x188 (div (+ (- 1) sym_h) 2)))
 (let ((?x189 (+ 1 ?x188)))
 (let ((?x167 (idkernel4 sym_c 1 1)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x167)))
 (let ((?x207 (transpose4 0 1 3 2 ?x178)))
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 ?x207 in_u1)))
 (let ((?x227 (dim ?x218 3)))
 (= ?x227 ?x189)))))))))
(assert
 (let ((?x188 (div (+ (- 1) sym_h) 2)))
 (let ((?x189 (+ 1 ?x188)))
 (>= ?x189 0))))
(assert
 (let ((?x193 (div (+ (- 1) sym_w) 2)))
 (let ((?x194 (+ 1 ?x193)))
 (>= ?x194 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x231 (idkernel4 sym_c 3 3)))
 (let ((?x238 (dim ?x231 2)))
 (= 3 ?x238))))
(assert
 (let ((?x231 (idkernel4 sym_c 3 3)))
 (let ((?x240 (dim ?x231 3)))
 (= 3 ?x240))))
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
 (let ((?x231 (idkernel4 sym_c 3 3)))
 (let ((?x253 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x231)))
 (= (rank ?x253) 4))))
(assert
 (let ((?x231 (idkernel4 sym_c 3 3)))
 (let ((?x253 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x231)))
 (= (dim ?x253 0) sym_n))))
(assert
 (let ((?x231 (idkernel4 sym_c 3 3)))
 (let ((?x253 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x231)))
 (= (dim ?x253 1) sym_c))))
(assert
 (let ((?x188 (div (+ (- 1) sym_h) 2)))
 (let ((?x189 (+ 1 ?x188)))
 (let ((?x231 (idkernel4 sym_c 3 3)))
 (let ((?x253 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x231)))
 (let ((?x260 (dim ?x253 2)))
 (= ?x260 ?x189)))))))
(assert
 (let ((?x193 (div (+ (- 1) sym_w) 2)))
 (let ((?x194 (+ 1 ?x193)))
 (let ((?x231 (idkernel4 sym_c 3 3)))
 (let ((?x253 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x231)))
 (let ((?x262 (dim ?x253 3)))
 (= ?x262 ?x194)))))))
(assert
 (let ((?x231 (idkernel4 sym_c 3 3)))
 (let ((?x253 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x231)))
 (let ((?x264 (relu ?x253)))
 (= (rank ?x264) 4)))))
(assert
 (let ((?x231 (idkernel4 sym_c 3 3)))
 (let ((?x253 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x231)))
 (let ((?x264 (relu ?x253)))
 (= (dim ?x264 0) sym_n)))))
(assert
 (let ((?x231 (idkernel4 sym_c 3 3)))
 (let ((?x253 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x231)))
 (let ((?x264 (relu ?x253)))
 (= (dim ?x264 1) sym_c)))))
(assert
 (let ((?x188 (div (+ (- 1) sym_h) 2)))
 (let ((?x189 (+ 1 ?x188)))
 (let ((?x231 (idkernel4 sym_c 3 3)))
 (let ((?x253 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x231)))
 (let ((?x264 (relu ?x253)))
 (let ((?x271 (dim ?x264 2)))
 (= ?x271 ?x189))))))))
(assert
 (let ((?x193 (div (+ (- 1) sym_w) 2)))
 (let ((?x194 (+ 1 ?x193)))
 (let ((?x231 (idkernel4 sym_c 3 3)))
 (let ((?x253 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x231)))
 (let ((?x264 (relu ?x253)))
 (let ((?x273 (dim ?x264 3)))
 (= ?x273 ?x194))))))))
(assert
 (let ((?x242 (transpose4 0 1 3 2 in_i1)))
 (let ((?x275 (conv 2 2 0 0 0 0 1 1 1 ?x242 in_u1)))
 (= (rank ?x275) 4))))
(assert
 (let ((?x242 (transpose4 0 1 3 2 in_i1)))
 (let ((?x275 (conv 2 2 0 0 0 0 1 1 1 ?x242 in_u1)))
 (= (dim ?x275 0) sym_n))))
(assert
 (let ((?x242 (transpose4 0 1 3 2 in_i1)))
 (let ((?x275 (conv 2 2 0 0 0 0 1 1 1 ?x242 in_u1)))
 (= (dim ?x275 1) sym_c))))
(assert
 (let ((?x193 (div (+ (- 1) sym_w) 2)))
 (let ((?x194 (+ 1 ?x193)))
 (let ((?x242 (transpose4 0 1 3 2 in_i1)))
 (let ((?x275 (conv 2 2 0 0 0 0 1 1 1 ?x242 in_u1)))
 (let ((?x282 (dim ?x275 2)))
 (= ?x282 ?x194)))))))
(assert
 (let ((?x188 (div (+ (- 1) sym_h) 2)))
 (let ((?x189 (+ 1 ?x188)))
 (let ((?x242 (transpose4 0 1 3 2 in_i1)))
 (let ((?x275 (conv 2 2 0 0 0 0 1 1 1 ?x242 in_u1)))
 (let ((?x284 (dim ?x275 3)))
 (= ?x284 ?x189)))))))
(assert
 (let ((?x242 (transpose4 0 1 3 2 in_i1)))
(let ((?x275 (conv 2 2 0 0 0 0 1 1 1 ?x242 in_u1)))
(let ((?x167 (idkernel4 sym_c 1 1)))
(let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x167)))
(let ((?x207 (transpose4 0 1 3 2 ?x178)))
(let ((?x218 (conv 1 1 0 0 0 0 1 1 1 ?x207 in_u1)))
(let ((?x231 (idkernel4 sym_c 3 3)))
(let ((?x253 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x231)))
(let ((?x264 (relu ?x253)))
(let ((?x196 (relu ?x178)))
(or (and (distinct ?x196 ?x264) true) (and (distinct ?x218 ?x275) true)))))))))))))
(check-sat)
