; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_transpose_spatial, subsample_conv1x1
; z3 rlimit used: 18083
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
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
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x88 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x86 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x89 (= ?x86 ?x88)))
 (let (($x84 (= (rank W) 4)))
 (let (($x81 (= (rank X) 4)))
 (let (($x78 (>= dw 1)))
 (let (($x76 (>= dh 1)))
 (let (($x74 (>= pr 0)))
 (let (($x73 (>= pb 0)))
 (let (($x71 (>= pl 0)))
 (let (($x70 (>= pt 0)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x67 (>= g 1)))
 (let (($x85 (and (< 1 (* sh sw)) $x67 $x68 $x69 $x70 $x71 $x73 $x74 $x76 $x78 $x81 $x84)))
 (=> $x85 $x89)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x108 (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X))))
 (let ((?x106 (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X))))
 (let (($x109 (= ?x106 ?x108)))
 (let (($x74 (>= pr 0)))
 (let (($x73 (>= pb 0)))
 (let (($x71 (>= pl 0)))
 (let (($x70 (>= pt 0)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x67 (>= kw 1)))
 (let (($x78 (>= kh 1)))
 (let (($x103 (and $x78 $x67 $x68 $x69 $x70 $x71 $x73 $x74 (= (rank X) 4))))
 (=> $x103 $x109))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X)) ) :pattern ( (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X)) ) :qid maxpool_transpose_spatial))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x129 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x127 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x130 (= ?x127 ?x129)))
 (let (($x124 (= (rank U) 4)))
 (let (($x28 (= (rank X) 4)))
 (let (($x20 (>= dw 1)))
 (let (($x117 (>= dh 1)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x21 (>= g 1)))
 (let (($x125 (and $x21 $x68 $x69 $x117 $x20 (= 1 (dim U 2)) (= 1 (dim U 3)) $x28 $x124)))
 (=> $x125 $x130)))))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x167 (dim in_u1 2)))
 (= 1 ?x167)))
(assert
 (let ((?x169 (dim in_u1 3)))
 (= 1 ?x169)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x171 (idkernel4 sym_c 1 1)))
 (let ((?x178 (dim ?x171 2)))
 (= 1 ?x178))))
(assert
 (let ((?x171 (idkernel4 sym_c 1 1)))
 (let ((?x180 (dim ?x171 3)))
 (= 1 ?x180))))
(assert
 (let ((?x171 (idkernel4 sym_c 1 1)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x171)))
 (= (rank ?x182) 4))))
(assert
 (let ((?x171 (idkernel4 sym_c 1 1)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x171)))
 (= (dim ?x182 0) sym_n))))
(assert
 (let ((?x171 (idkernel4 sym_c 1 1)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x171)))
 (= (dim ?x182 1) sym_c))))
(assert
 (let ((?x192 (div (+ (- 1) sym_h) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (let ((?x171 (idkernel4 sym_c 1 1)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x171)))
 (let ((?x189 (dim ?x182 2)))
 (= ?x189 ?x193)))))))
(assert
 (let ((?x197 (div (+ (- 1) sym_w) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x171 (idkernel4 sym_c 1 1)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x171)))
 (let ((?x195 (dim ?x182 3)))
 (= ?x195 ?x198)))))))
(assert
 (let ((?x171 (idkernel4 sym_c 1 1)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x171)))
 (let ((?x200 (transpose4 0 1 3 2 ?x182)))
 (= (rank ?x200) 4)))))
(assert
 (let ((?x171 (idkernel4 sym_c 1 1)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x171)))
 (let ((?x200 (transpose4 0 1 3 2 ?x182)))
 (= (dim ?x200 0) sym_n)))))
(assert
 (let ((?x171 (idkernel4 sym_c 1 1)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x171)))
 (let ((?x200 (transpose4 0 1 3 2 ?x182)))
 (= (dim ?x200 1) sym_c)))))
(assert
 (let ((?x197 (div (+ (- 1) sym_w) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x171 (idkernel4 sym_c 1 1)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x171)))
 (let ((?x200 (transpose4 0 1 3 2 ?x182)))
 (let ((?x207 (dim ?x200 2)))
 (= ?x207 ?x198))))))))
(assert
 (let ((?x192 (div (+ (- 1) sym_h) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (let ((?x171 (idkernel4 sym_c 1 1)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x171)))
 (let ((?x200 (transpose4 0 1 3 2 ?x182)))
 (let ((?x209 (dim ?x200 3)))
 (= ?x209 ?x193))))))))
(assert
 (let ((?x171 (idkernel4 sym_c 1 1)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x171)))
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 ?x182 in_u1)))
 (= (rank ?x211) 4)))))
(assert
 (let ((?x171 (idkernel4 sym_c 1 1)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x171)))
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 ?x182 in_u1)))
 (= (dim ?x211 0) sym_n)))))
(assert
 (let ((?x171 (idkernel4 sym_c 1 1)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x171)))
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 ?x182 in_u1)))
 (= (dim ?x211 1) sym_c)))))
(assert
 (let ((?x192 (div (+ (- 1) sym_h) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (let ((?x171 (idkernel4 sym_c 1 1)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x171)))
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 ?x182 in_u1)))
 (let ((?x218 (dim ?x211 2)))
 (= ?x218 ?x193))))))))
(assert
 (let ((?x197 (div (+ (- 1) sym_w) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x171 (idkernel4 sym_c 1 1)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x171)))
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 ?x182 in_u1)))
 (let ((?x220 (dim ?x211 3)))
 (= ?x220 ?x198))))))))
(assert
 (let ((?x192 (div (+ (- 1) sym_h) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (>= ?x193 0))))
(assert
 (let ((?x197 (div (+ (- 1) sym_w) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (>= ?x198 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x224 (idkernel4 sym_c 3 3)))
 (let ((?x231 (dim ?x224 2)))
 (= 3 ?x231))))
(assert
 (let ((?x224 (idkernel4 sym_c 3 3)))
 (let ((?x233 (dim ?x224 3)))
 (= 3 ?x233))))
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
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x246) 4)))
(assert
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x246 0) sym_n)))
(assert
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x246 1) sym_c)))
(assert
 (let ((?x192 (div (+ (- 1) sym_h) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x253 (dim ?x246 2)))
 (= ?x253 ?x193))))))
(assert
 (let ((?x197 (div (+ (- 1) sym_w) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x255 (dim ?x246 3)))
 (= ?x255 ?x198))))))
(assert
 (let ((?x224 (idkernel4 sym_c 3 3)))
 (let ((?x235 (transpose4 0 1 3 2 in_i1)))
 (let ((?x257 (conv 2 2 1 1 1 1 1 1 1 ?x235 ?x224)))
 (= (rank ?x257) 4)))))
(assert
 (let ((?x224 (idkernel4 sym_c 3 3)))
 (let ((?x235 (transpose4 0 1 3 2 in_i1)))
 (let ((?x257 (conv 2 2 1 1 1 1 1 1 1 ?x235 ?x224)))
 (= (dim ?x257 0) sym_n)))))
(assert
 (let ((?x224 (idkernel4 sym_c 3 3)))
 (let ((?x235 (transpose4 0 1 3 2 in_i1)))
 (let ((?x257 (conv 2 2 1 1 1 1 1 1 1 ?x235 ?x224)))
 (= (dim ?x257 1) sym_c)))))
(assert
 (let ((?x197 (div (+ (- 1) sym_w) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x224 (idkernel4 sym_c 3 3)))
 (let ((?x235 (transpose4 0 1 3 2 in_i1)))
 (let ((?x257 (conv 2 2 1 1 1 1 1 1 1 ?x235 ?x224)))
 (let ((?x264 (dim ?x257 2)))
 (= ?x264 ?x198))))))))
(assert
 (let ((?x192 (div (+ (- 1) sym_h) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (let ((?x224 (idkernel4 sym_c 3 3)))
 (let ((?x235 (transpose4 0 1 3 2 in_i1)))
 (let ((?x257 (conv 2 2 1 1 1 1 1 1 1 ?x235 ?x224)))
 (let ((?x266 (dim ?x257 3)))
 (= ?x266 ?x193))))))))
(assert
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x171 (idkernel4 sym_c 1 1)))
(let ((?x182 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x171)))
(let ((?x211 (conv 1 1 0 0 0 0 1 1 1 ?x182 in_u1)))
(let ((?x224 (idkernel4 sym_c 3 3)))
(let ((?x235 (transpose4 0 1 3 2 in_i1)))
(let ((?x257 (conv 2 2 1 1 1 1 1 1 1 ?x235 ?x224)))
(let ((?x200 (transpose4 0 1 3 2 ?x182)))
(or (and (distinct ?x200 ?x257) true) (and (distinct ?x211 ?x246) true)))))))))))
(check-sat)
