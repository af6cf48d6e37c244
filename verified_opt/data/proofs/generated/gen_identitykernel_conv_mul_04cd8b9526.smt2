; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, mul_comm, subsample_mul
; z3 rlimit used: 75791
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
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(declare-fun in_k1 () T)
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
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n))
(assert
 (= (dim in_i2 1) sym_c2))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x158 (dim in_k1 2)))
 (= 3 ?x158)))
(assert
 (let ((?x160 (dim in_k1 3)))
 (= 3 ?x160)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x169 (dim ?x162 2)))
 (= 3 ?x169))))
(assert
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x171 (dim ?x162 3)))
 (= 3 ?x171))))
(assert
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x173) 4)))
(assert
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x173 0) sym_n)))
(assert
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x173 1) sym_c2)))
(assert
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x173 2) sym_h)))
(assert
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x173 3) sym_w)))
(assert
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (mul in_i2 ?x173)))
 (= (rank ?x184) 4))))
(assert
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (mul in_i2 ?x173)))
 (= (dim ?x184 0) sym_n))))
(assert
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (mul in_i2 ?x173)))
 (= (dim ?x184 1) sym_c2))))
(assert
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (mul in_i2 ?x173)))
 (= (dim ?x184 2) sym_h))))
(assert
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (mul in_i2 ?x173)))
 (= (dim ?x184 3) sym_w))))
(assert
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (mul in_i2 ?x173)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x184 ?x162)))
 (= (rank ?x195) 4))))))
(assert
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (mul in_i2 ?x173)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x184 ?x162)))
 (= (dim ?x195 0) sym_n))))))
(assert
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (mul in_i2 ?x173)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x184 ?x162)))
 (= (dim ?x195 1) sym_c2))))))
(assert
 (let ((?x205 (div (+ (- 1) sym_h) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (mul in_i2 ?x173)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x184 ?x162)))
 (let ((?x202 (dim ?x195 2)))
 (= ?x202 ?x206)))))))))
(assert
 (let ((?x210 (div (+ (- 1) sym_w) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (mul in_i2 ?x173)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x184 ?x162)))
 (let ((?x208 (dim ?x195 3)))
 (= ?x208 ?x211)))))))))
(assert
 (let ((?x205 (div (+ (- 1) sym_h) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (>= ?x206 0))))
(assert
 (let ((?x210 (div (+ (- 1) sym_w) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (>= ?x211 0))))
(assert
 (let ((?x215 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x215) 4)))
(assert
 (let ((?x215 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x215 0) sym_n)))
(assert
 (let ((?x215 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x215 1) sym_c2)))
(assert
 (let ((?x205 (div (+ (- 1) sym_h) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x215 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x222 (dim ?x215 2)))
 (= ?x222 ?x206))))))
(assert
 (let ((?x210 (div (+ (- 1) sym_w) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x215 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x224 (dim ?x215 3)))
 (= ?x224 ?x211))))))
(assert
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x226 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x162)))
 (= (rank ?x226) 4))))
(assert
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x226 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x162)))
 (= (dim ?x226 0) sym_n))))
(assert
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x226 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x162)))
 (= (dim ?x226 1) sym_c2))))
(assert
 (let ((?x205 (div (+ (- 1) sym_h) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x226 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x162)))
 (let ((?x233 (dim ?x226 2)))
 (= ?x233 ?x206)))))))
(assert
 (let ((?x210 (div (+ (- 1) sym_w) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x226 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x162)))
 (let ((?x235 (dim ?x226 3)))
 (= ?x235 ?x211)))))))
(assert
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x226 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x162)))
 (let ((?x215 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x237 (mul ?x215 ?x226)))
 (= (rank ?x237) 4))))))
(assert
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x226 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x162)))
 (let ((?x215 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x237 (mul ?x215 ?x226)))
 (= (dim ?x237 0) sym_n))))))
(assert
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x226 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x162)))
 (let ((?x215 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x237 (mul ?x215 ?x226)))
 (= (dim ?x237 1) sym_c2))))))
(assert
 (let ((?x205 (div (+ (- 1) sym_h) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x226 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x162)))
 (let ((?x215 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x237 (mul ?x215 ?x226)))
 (let ((?x244 (dim ?x237 2)))
 (= ?x244 ?x206)))))))))
(assert
 (let ((?x210 (div (+ (- 1) sym_w) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x162 (idkernel4 sym_c2 3 3)))
 (let ((?x226 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x162)))
 (let ((?x215 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x237 (mul ?x215 ?x226)))
 (let ((?x246 (dim ?x237 3)))
 (= ?x246 ?x211)))))))))
(assert
 (let ((?x162 (idkernel4 sym_c2 3 3)))
(let ((?x226 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x162)))
(let ((?x215 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x237 (mul ?x215 ?x226)))
(let ((?x173 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x184 (mul in_i2 ?x173)))
(let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x184 ?x162)))
(and (distinct ?x195 ?x237) true)))))))))
(check-sat)
