; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, mul_comm, subsample_conv1x1, subsample_mul
; z3 rlimit used: 76445
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun mul (T T) T)
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
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x81 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x79 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x82 (= ?x79 ?x81)))
 (let (($x75 (>= dw 1)))
 (let (($x73 (>= dh 1)))
 (let (($x71 (>= pr 0)))
 (let (($x70 (>= pb 0)))
 (let (($x68 (>= pl 0)))
 (let (($x67 (>= pt 0)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x64 (>= g 1)))
 (let (($x76 (and (< 1 (* sh sw)) $x64 $x65 $x66 $x67 $x68 $x70 $x71 $x73 $x75)))
 (=> $x76 $x82)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x96 (mul Y X)))
 (let ((?x95 (mul X Y)))
 (= ?x95 ?x96))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((X T) (Y T) (sh Int) (sw Int) )(! (let ((?x108 (mul (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y))))
 (let ((?x105 (maxpool 1 1 sh sw 0 0 0 0 (mul X Y))))
 (let (($x109 (= ?x105 ?x108)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x101 (and $x65 $x66)))
 (=> $x101 $x109))))))) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (mul X Y)) ) :pattern ( (mul (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y)) ) :qid subsample_mul))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x128 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x126 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x129 (= ?x126 ?x128)))
 (let (($x20 (>= dw 1)))
 (let (($x117 (>= dh 1)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x21 (>= g 1)))
 (let (($x124 (and $x21 $x65 $x66 $x117 $x20 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x124 $x129)))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x171 (idkernel4 sym_c 3 3)))
 (let ((?x178 (dim ?x171 2)))
 (= 3 ?x178))))
(assert
 (let ((?x171 (idkernel4 sym_c 3 3)))
 (let ((?x180 (dim ?x171 3)))
 (= 3 ?x180))))
(assert
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x182) 4)))
(assert
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x182 0) sym_n)))
(assert
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x182 1) sym_c)))
(assert
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x182 2) sym_h)))
(assert
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x182 3) sym_w)))
(assert
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (mul in_i1 ?x182)))
 (= (rank ?x193) 4))))
(assert
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (mul in_i1 ?x182)))
 (= (dim ?x193 0) sym_n))))
(assert
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (mul in_i1 ?x182)))
 (= (dim ?x193 1) sym_c))))
(assert
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (mul in_i1 ?x182)))
 (= (dim ?x193 2) sym_h))))
(assert
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (mul in_i1 ?x182)))
 (= (dim ?x193 3) sym_w))))
(assert
 (let ((?x171 (idkernel4 sym_c 3 3)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (mul in_i1 ?x182)))
 (let ((?x204 (conv 2 2 1 1 1 1 1 1 1 ?x193 ?x171)))
 (= (rank ?x204) 4))))))
(assert
 (let ((?x171 (idkernel4 sym_c 3 3)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (mul in_i1 ?x182)))
 (let ((?x204 (conv 2 2 1 1 1 1 1 1 1 ?x193 ?x171)))
 (= (dim ?x204 0) sym_n))))))
(assert
 (let ((?x171 (idkernel4 sym_c 3 3)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (mul in_i1 ?x182)))
 (let ((?x204 (conv 2 2 1 1 1 1 1 1 1 ?x193 ?x171)))
 (= (dim ?x204 1) sym_c))))))
(assert
 (let ((?x214 (div (+ (- 1) sym_h) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x171 (idkernel4 sym_c 3 3)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (mul in_i1 ?x182)))
 (let ((?x204 (conv 2 2 1 1 1 1 1 1 1 ?x193 ?x171)))
 (let ((?x211 (dim ?x204 2)))
 (= ?x211 ?x215)))))))))
(assert
 (let ((?x219 (div (+ (- 1) sym_w) 2)))
 (let ((?x220 (+ 1 ?x219)))
 (let ((?x171 (idkernel4 sym_c 3 3)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x193 (mul in_i1 ?x182)))
 (let ((?x204 (conv 2 2 1 1 1 1 1 1 1 ?x193 ?x171)))
 (let ((?x217 (dim ?x204 3)))
 (= ?x217 ?x220)))))))))
(assert
 (let ((?x214 (div (+ (- 1) sym_h) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (>= ?x215 0))))
(assert
 (let ((?x219 (div (+ (- 1) sym_w) 2)))
 (let ((?x220 (+ 1 ?x219)))
 (>= ?x220 0))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x224 (idkernel4 sym_c 1 1)))
 (let ((?x231 (dim ?x224 2)))
 (= 1 ?x231))))
(assert
 (let ((?x224 (idkernel4 sym_c 1 1)))
 (let ((?x233 (dim ?x224 3)))
 (= 1 ?x233))))
(assert
 (let ((?x224 (idkernel4 sym_c 1 1)))
 (let ((?x235 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x224)))
 (= (rank ?x235) 4))))
(assert
 (let ((?x224 (idkernel4 sym_c 1 1)))
 (let ((?x235 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x224)))
 (= (dim ?x235 0) sym_n))))
(assert
 (let ((?x224 (idkernel4 sym_c 1 1)))
 (let ((?x235 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x224)))
 (= (dim ?x235 1) sym_c))))
(assert
 (let ((?x214 (div (+ (- 1) sym_h) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x224 (idkernel4 sym_c 1 1)))
 (let ((?x235 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x224)))
 (let ((?x242 (dim ?x235 2)))
 (= ?x242 ?x215)))))))
(assert
 (let ((?x219 (div (+ (- 1) sym_w) 2)))
 (let ((?x220 (+ 1 ?x219)))
 (let ((?x224 (idkernel4 sym_c 1 1)))
 (let ((?x235 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x224)))
 (let ((?x244 (dim ?x235 3)))
 (= ?x244 ?x220)))))))
(assert
 (let ((?x224 (idkernel4 sym_c 1 1)))
 (let ((?x235 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x224)))
 (let ((?x246 (conv 1 1 0 0 0 0 1 1 1 ?x235 in_u1)))
 (= (rank ?x246) 4)))))
(assert
 (let ((?x224 (idkernel4 sym_c 1 1)))
 (let ((?x235 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x224)))
 (let ((?x246 (conv 1 1 0 0 0 0 1 1 1 ?x235 in_u1)))
 (= (dim ?x246 0) sym_n)))))
(assert
 (let ((?x224 (idkernel4 sym_c 1 1)))
 (let ((?x235 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x224)))
 (let ((?x246 (conv 1 1 0 0 0 0 1 1 1 ?x235 in_u1)))
 (= (dim ?x246 1) sym_c)))))
(assert
 (let ((?x214 (div (+ (- 1) sym_h) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x224 (idkernel4 sym_c 1 1)))
 (let ((?x235 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x224)))
 (let ((?x246 (conv 1 1 0 0 0 0 1 1 1 ?x235 in_u1)))
 (let ((?x253 (dim ?x246 2)))
 (= ?x253 ?x215))))))))
(assert
 (let ((?x219 (div (+ (- 1) sym_w) 2)))
 (let ((?x220 (+ 1 ?x219)))
 (let ((?x224 (idkernel4 sym_c 1 1)))
 (let ((?x235 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x224)))
 (let ((?x246 (conv 1 1 0 0 0 0 1 1 1 ?x235 in_u1)))
 (let ((?x255 (dim ?x246 3)))
 (= ?x255 ?x220))))))))
(assert
 (let ((?x224 (idkernel4 sym_c 1 1)))
 (let ((?x235 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x224)))
 (let ((?x246 (conv 1 1 0 0 0 0 1 1 1 ?x235 in_u1)))
 (let ((?x257 (mul ?x235 ?x246)))
 (= (rank ?x257) 4))))))
(assert
 (let ((?x224 (idkernel4 sym_c 1 1)))
 (let ((?x235 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x224)))
 (let ((?x246 (conv 1 1 0 0 0 0 1 1 1 ?x235 in_u1)))
 (let ((?x257 (mul ?x235 ?x246)))
 (= (dim ?x257 0) sym_n))))))
(assert
 (let ((?x224 (idkernel4 sym_c 1 1)))
 (let ((?x235 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x224)))
 (let ((?x246 (conv 1 1 0 0 0 0 1 1 1 ?x235 in_u1)))
 (let ((?x257 (mul ?x235 ?x246)))
 (= (dim ?x257 1) sym_c))))))
(assert
 (let ((?x214 (div (+ (- 1) sym_h) 2)))
 (let ((?x215 (+ 1 ?x214)))
 (let ((?x224 (idkernel4 sym_c 1 1)))
 (let ((?x235 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x224)))
 (let ((?x246 (conv 1 1 0 0 0 0 1 1 1 ?x235 in_u1)))
 (let ((?x257 (mul ?x235 ?x246)))
 (let ((?x264 (dim ?x257 2)))
 (= ?x264 ?x215)))))))))
(assert
 (let ((?x219 (div (+ (- 1) sym_w) 2)))
 (let ((?x220 (+ 1 ?x219)))
 (let ((?x224 (idkernel4 sym_c 1 1)))
 (let ((?x235 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x224)))
 (let ((?x246 (conv 1 1 0 0 0 0 1 1 1 ?x235 in_u1)))
 (let ((?x257 (mul ?x235 ?x246)))
 (let ((?x266 (dim ?x257 3)))
 (= ?x266 ?x220)))))))))
(assert
 (let ((?x224 (idkernel4 sym_c 1 1)))
(let ((?x235 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x224)))
(let ((?x246 (conv 1 1 0 0 0 0 1 1 1 ?x235 in_u1)))
(let ((?x257 (mul ?x235 ?x246)))
(let ((?x171 (idkernel4 sym_c 3 3)))
(let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x193 (mul in_i1 ?x182)))
(let ((?x204 (conv 2 2 1 1 1 1 1 1 1 ?x193 ?x171)))
(and (distinct ?x204 ?x257) true))))))))))
(check-sat)
