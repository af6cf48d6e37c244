; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, subsample_conv1x1, subsample_mul
; z3 rlimit used: 18506
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun mul (T T) T)
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
 (forall ((X T) (Y T) (sh Int) (sw Int) )(! (let ((?x111 (mul (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y))))
 (let ((?x108 (maxpool 1 1 sh sw 0 0 0 0 (mul X Y))))
 (let (($x112 (= ?x108 ?x111)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x106 (and $x68 $x69 (= (rank X) 4) (= (rank Y) 4))))
 (=> $x106 $x112))))))) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (mul X Y)) ) :pattern ( (mul (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y)) ) :qid subsample_mul))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x133 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x131 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x134 (= ?x131 ?x133)))
 (let (($x128 (= (rank U) 4)))
 (let (($x28 (= (rank X) 4)))
 (let (($x20 (>= dw 1)))
 (let (($x120 (>= dh 1)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x21 (>= g 1)))
 (let (($x129 (and $x21 $x68 $x69 $x120 $x20 (= 1 (dim U 2)) (= 1 (dim U 3)) $x28 $x128)))
 (=> $x129 $x134)))))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x171 (dim in_u1 2)))
 (= 1 ?x171)))
(assert
 (let ((?x173 (dim in_u1 3)))
 (= 1 ?x173)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x182 (dim ?x175 2)))
 (= 3 ?x182))))
(assert
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x184 (dim ?x175 3)))
 (= 3 ?x184))))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x186) 4)))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x186 0) sym_n)))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x186 1) sym_c)))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x186 2) sym_h)))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x186 3) sym_w)))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (mul in_i1 ?x186)))
 (= (rank ?x197) 4))))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (mul in_i1 ?x186)))
 (= (dim ?x197 0) sym_n))))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (mul in_i1 ?x186)))
 (= (dim ?x197 1) sym_c))))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (mul in_i1 ?x186)))
 (= (dim ?x197 2) sym_h))))
(assert
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (mul in_i1 ?x186)))
 (= (dim ?x197 3) sym_w))))
(assert
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (mul in_i1 ?x186)))
 (let ((?x208 (conv 2 2 1 1 1 1 1 1 1 ?x197 ?x175)))
 (= (rank ?x208) 4))))))
(assert
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (mul in_i1 ?x186)))
 (let ((?x208 (conv 2 2 1 1 1 1 1 1 1 ?x197 ?x175)))
 (= (dim ?x208 0) sym_n))))))
(assert
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (mul in_i1 ?x186)))
 (let ((?x208 (conv 2 2 1 1 1 1 1 1 1 ?x197 ?x175)))
 (= (dim ?x208 1) sym_c))))))
(assert
 (let ((?x218 (div (+ (- 1) sym_h) 2)))
 (let ((?x219 (+ 1 ?x218)))
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (mul in_i1 ?x186)))
 (let ((?x208 (conv 2 2 1 1 1 1 1 1 1 ?x197 ?x175)))
 (let ((?x215 (dim ?x208 2)))
 (= ?x215 ?x219)))))))))
(assert
 (let ((?x223 (div (+ (- 1) sym_w) 2)))
 (let ((?x224 (+ 1 ?x223)))
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x197 (mul in_i1 ?x186)))
 (let ((?x208 (conv 2 2 1 1 1 1 1 1 1 ?x197 ?x175)))
 (let ((?x221 (dim ?x208 3)))
 (= ?x221 ?x224)))))))))
(assert
 (let ((?x218 (div (+ (- 1) sym_h) 2)))
 (let ((?x219 (+ 1 ?x218)))
 (>= ?x219 0))))
(assert
 (let ((?x223 (div (+ (- 1) sym_w) 2)))
 (let ((?x224 (+ 1 ?x223)))
 (>= ?x224 0))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x228 (idkernel4 sym_c 1 1)))
 (let ((?x235 (dim ?x228 2)))
 (= 1 ?x235))))
(assert
 (let ((?x228 (idkernel4 sym_c 1 1)))
 (let ((?x237 (dim ?x228 3)))
 (= 1 ?x237))))
(assert
 (let ((?x228 (idkernel4 sym_c 1 1)))
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x228)))
 (= (rank ?x239) 4))))
(assert
 (let ((?x228 (idkernel4 sym_c 1 1)))
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x228)))
 (= (dim ?x239 0) sym_n))))
(assert
 (let ((?x228 (idkernel4 sym_c 1 1)))
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x228)))
 (= (dim ?x239 1) sym_c))))
(assert
 (let ((?x218 (div (+ (- 1) sym_h) 2)))
 (let ((?x219 (+ 1 ?x218)))
 (let ((?x228 (idkernel4 sym_c 1 1)))
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x228)))
 (let ((?x246 (dim ?x239 2)))
 (= ?x246 ?x219)))))))
(assert
 (let ((?x223 (div (+ (- 1) sym_w) 2)))
 (let ((?x224 (+ 1 ?x223)))
 (let ((?x228 (idkernel4 sym_c 1 1)))
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x228)))
 (let ((?x248 (dim ?x239 3)))
 (= ?x248 ?x224)))))))
(assert
 (let ((?x228 (idkernel4 sym_c 1 1)))
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x228)))
 (let ((?x250 (conv 1 1 0 0 0 0 1 1 1 ?x239 in_u1)))
 (= (rank ?x250) 4)))))
(assert
 (let ((?x228 (idkernel4 sym_c 1 1)))
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x228)))
 (let ((?x250 (conv 1 1 0 0 0 0 1 1 1 ?x239 in_u1)))
 (= (dim ?x250 0) sym_n)))))
(assert
 (let ((?x228 (idkernel4 sym_c 1 1)))
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x228)))
 (let ((?x250 (conv 1 1 0 0 0 0 1 1 1 ?x239 in_u1)))
 (= (dim ?x250 1) sym_c)))))
(assert
 (let ((?x218 (div (+ (- 1) sym_h) 2)))
 (let ((?x219 (+ 1 ?x218)))
 (let ((?x228 (idkernel4 sym_c 1 1)))
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x228)))
 (let ((?x250 (conv 1 1 0 0 0 0 1 1 1 ?x239 in_u1)))
 (let ((?x257 (dim ?x250 2)))
 (= ?x257 ?x219))))))))
(assert
 (let ((?x223 (div (+ (- 1) sym_w) 2)))
 (let ((?x224 (+ 1 ?x223)))
 (let ((?x228 (idkernel4 sym_c 1 1)))
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x228)))
 (let ((?x250 (conv 1 1 0 0 0 0 1 1 1 ?x239 in_u1)))
 (let ((?x259 (dim ?x250 3)))
 (= ?x259 ?x224))))))))
(assert
 (let ((?x228 (idkernel4 sym_c 1 1)))
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x228)))
 (let ((?x250 (conv 1 1 0 0 0 0 1 1 1 ?x239 in_u1)))
 (let ((?x261 (mul ?x239 ?x250)))
 (= (rank ?x261) 4))))))
(assert
 (let ((?x228 (idkernel4 sym_c 1 1)))
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x228)))
 (let ((?x250 (conv 1 1 0 0 0 0 1 1 1 ?x239 in_u1)))
 (let ((?x261 (mul ?x239 ?x250)))
 (= (dim ?x261 0) sym_n))))))
(assert
 (let ((?x228 (idkernel4 sym_c 1 1)))
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x228)))
 (let ((?x250 (conv 1 1 0 0 0 0 1 1 1 ?x239 in_u1)))
 (let ((?x261 (mul ?x239 ?x250)))
 (= (dim ?x261 1) sym_c))))))
(assert
 (let ((?x218 (div (+ (- 1) sym_h) 2)))
 (let ((?x219 (+ 1 ?x218)))
 (let ((?x228 (idkernel4 sym_c 1 1)))
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x228)))
 (let ((?x250 (conv 1 1 0 0 0 0 1 1 1 ?x239 in_u1)))
 (let ((?x261 (mul ?x239 ?x250)))
 (let ((?x268 (dim ?x261 2)))
 (= ?x268 ?x219)))))))))
(assert
 (let ((?x223 (div (+ (- 1) sym_w) 2)))
 (let ((?x224 (+ 1 ?x223)))
 (let ((?x228 (idkernel4 sym_c 1 1)))
 (let ((?x239 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x228)))
 (let ((?x250 (conv 1 1 0 0 0 0 1 1 1 ?x239 in_u1)))
 (let ((?x261 (mul ?x239 ?x250)))
 (let ((?x270 (dim ?x261 3)))
 (= ?x270 ?x224)))))))))
(assert
 (let ((?x228 (idkernel4 sym_c 1 1)))
(let ((?x239 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x228)))
(let ((?x250 (conv 1 1 0 0 0 0 1 1 1 ?x239 in_u1)))
(let ((?x261 (mul ?x239 ?x250)))
(let ((?x175 (idkernel4 sym_c 3 3)))
(let ((?x186 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x197 (mul in_i1 ?x186)))
(let ((?x208 (conv 2 2 1 1 1 1 1 1 1 ?x197 ?x175)))
(and (distinct ?x208 ?x261) true))))))))))
(check-sat)
