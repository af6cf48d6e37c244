; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_x, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 142274
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
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
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x89 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x90 (smul ?x89 S)))
 (let ((?x88 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x91 (= ?x88 ?x90)))
 (let (($x82 (= (rank W) 4)))
 (let (($x79 (= (rank X) 4)))
 (let (($x76 (>= dw 1)))
 (let (($x74 (>= dh 1)))
 (let (($x72 (>= pr 0)))
 (let (($x71 (>= pb 0)))
 (let (($x69 (>= pl 0)))
 (let (($x68 (>= pt 0)))
 (let (($x67 (>= sw 1)))
 (let (($x66 (>= sh 1)))
 (let (($x65 (>= g 1)))
 (let (($x86 (and $x65 $x66 $x67 $x68 $x69 $x71 $x72 $x74 $x76 $x79 $x82 (= (rank S) 0))))
 (=> $x86 $x91))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x103 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x89 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x104 (= ?x89 ?x103)))
 (let (($x82 (= (rank W) 4)))
 (let (($x79 (= (rank X) 4)))
 (let (($x76 (>= dw 1)))
 (let (($x74 (>= dh 1)))
 (let (($x72 (>= pr 0)))
 (let (($x71 (>= pb 0)))
 (let (($x69 (>= pl 0)))
 (let (($x68 (>= pt 0)))
 (let (($x67 (>= sw 1)))
 (let (($x66 (>= sh 1)))
 (let (($x65 (>= g 1)))
 (let (($x101 (and (< 1 (* sh sw)) $x65 $x66 $x67 $x68 $x69 $x71 $x72 $x74 $x76 $x79 $x82)))
 (=> $x101 $x104)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x128 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x126 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x129 (= ?x126 ?x128)))
 (let (($x123 (= (rank U) 4)))
 (let (($x28 (= (rank X) 4)))
 (let (($x20 (>= dw 1)))
 (let (($x115 (>= dh 1)))
 (let (($x67 (>= sw 1)))
 (let (($x66 (>= sh 1)))
 (let (($x21 (>= g 1)))
 (let (($x124 (and $x21 $x66 $x67 $x115 $x20 (= 1 (dim U 2)) (= 1 (dim U 3)) $x28 $x123)))
 (=> $x124 $x129)))))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (= (rank in_s1) 0))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x169 (dim in_u1 2)))
 (= 1 ?x169)))
(assert
 (let ((?x171 (dim in_u1 3)))
 (= 1 ?x171)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x173 (idkernel4 sym_c 1 1)))
 (let ((?x180 (dim ?x173 2)))
 (= 1 ?x180))))
(assert
 (let ((?x173 (idkernel4 sym_c 1 1)))
 (let ((?x182 (dim ?x173 3)))
 (= 1 ?x182))))
(assert
 (let ((?x173 (idkernel4 sym_c 1 1)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x173)))
 (= (rank ?x184) 4))))
(assert
 (let ((?x173 (idkernel4 sym_c 1 1)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x173)))
 (= (dim ?x184 0) sym_n))))
(assert
 (let ((?x173 (idkernel4 sym_c 1 1)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x173)))
 (= (dim ?x184 1) sym_c))))
(assert
 (let ((?x194 (div (+ (- 1) sym_h) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x173 (idkernel4 sym_c 1 1)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x173)))
 (let ((?x191 (dim ?x184 2)))
 (= ?x191 ?x195)))))))
(assert
 (let ((?x199 (div (+ (- 1) sym_w) 2)))
 (let ((?x200 (+ 1 ?x199)))
 (let ((?x173 (idkernel4 sym_c 1 1)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x173)))
 (let ((?x197 (dim ?x184 3)))
 (= ?x197 ?x200)))))))
(assert
 (let ((?x173 (idkernel4 sym_c 1 1)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x173)))
 (let ((?x202 (smul ?x184 in_s1)))
 (= (rank ?x202) 4)))))
(assert
 (let ((?x173 (idkernel4 sym_c 1 1)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x173)))
 (let ((?x202 (smul ?x184 in_s1)))
 (= (dim ?x202 0) sym_n)))))
(assert
 (let ((?x173 (idkernel4 sym_c 1 1)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x173)))
 (let ((?x202 (smul ?x184 in_s1)))
 (= (dim ?x202 1) sym_c)))))
(assert
 (let ((?x194 (div (+ (- 1) sym_h) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x173 (idkernel4 sym_c 1 1)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x173)))
 (let ((?x202 (smul ?x184 in_s1)))
 (let ((?x209 (dim ?x202 2)))
 (= ?x209 ?x195))))))))
(assert
 (let ((?x199 (div (+ (- 1) sym_w) 2)))
 (let ((?x200 (+ 1 ?x199)))
 (let ((?x173 (idkernel4 sym_c 1 1)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x173)))
 (let ((?x202 (smul ?x184 in_s1)))
 (let ((?x211 (dim ?x202 3)))
 (= ?x211 ?x200))))))))
(assert
 (let ((?x173 (idkernel4 sym_c 1 1)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x173)))
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 ?x184 in_u1)))
 (= (rank ?x213) 4)))))
(assert
 (let ((?x173 (idkernel4 sym_c 1 1)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x173)))
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 ?x184 in_u1)))
 (= (dim ?x213 0) sym_n)))))
(assert
 (let ((?x173 (idkernel4 sym_c 1 1)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x173)))
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 ?x184 in_u1)))
 (= (dim ?x213 1) sym_c)))))
(assert
 (let ((?x194 (div (+ (- 1) sym_h) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x173 (idkernel4 sym_c 1 1)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x173)))
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 ?x184 in_u1)))
 (let ((?x220 (dim ?x213 2)))
 (= ?x220 ?x195))))))))
(assert
 (let ((?x199 (div (+ (- 1) sym_w) 2)))
 (let ((?x200 (+ 1 ?x199)))
 (let ((?x173 (idkernel4 sym_c 1 1)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x173)))
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 ?x184 in_u1)))
 (let ((?x222 (dim ?x213 3)))
 (= ?x222 ?x200))))))))
(assert
 (let ((?x194 (div (+ (- 1) sym_h) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (>= ?x195 0))))
(assert
 (let ((?x199 (div (+ (- 1) sym_w) 2)))
 (let ((?x200 (+ 1 ?x199)))
 (>= ?x200 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x226 (idkernel4 sym_c 3 3)))
 (let ((?x233 (dim ?x226 2)))
 (= 3 ?x233))))
(assert
 (let ((?x226 (idkernel4 sym_c 3 3)))
 (let ((?x235 (dim ?x226 3)))
 (= 3 ?x235))))
(assert
 (= (rank (smul in_i1 in_s1)) 4))
(assert
 (= (dim (smul in_i1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_i1 in_s1) 1) sym_c))
(assert
 (= (dim (smul in_i1 in_s1) 2) sym_h))
(assert
 (= (dim (smul in_i1 in_s1) 3) sym_w))
(assert
 (let ((?x248 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x248) 4)))
(assert
 (let ((?x248 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x248 0) sym_n)))
(assert
 (let ((?x248 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x248 1) sym_c)))
(assert
 (let ((?x194 (div (+ (- 1) sym_h) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x248 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x255 (dim ?x248 2)))
 (= ?x255 ?x195))))))
(assert
 (let ((?x199 (div (+ (- 1) sym_w) 2)))
 (let ((?x200 (+ 1 ?x199)))
 (let ((?x248 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x257 (dim ?x248 3)))
 (= ?x257 ?x200))))))
(assert
 (let ((?x226 (idkernel4 sym_c 3 3)))
 (let ((?x237 (smul in_i1 in_s1)))
 (let ((?x259 (conv 2 2 1 1 1 1 1 1 1 ?x237 ?x226)))
 (= (rank ?x259) 4)))))
(assert
 (let ((?x226 (idkernel4 sym_c 3 3)))
 (let ((?x237 (smul in_i1 in_s1)))
 (let ((?x259 (conv 2 2 1 1 1 1 1 1 1 ?x237 ?x226)))
 (= (dim ?x259 0) sym_n)))))
(assert
 (let ((?x226 (idkernel4 sym_c 3 3)))
 (let ((?x237 (smul in_i1 in_s1)))
 (let ((?x259 (conv 2 2 1 1 1 1 1 1 1 ?x237 ?x226)))
 (= (dim ?x259 1) sym_c)))))
(assert
 (let ((?x194 (div (+ (- 1) sym_h) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x226 (idkernel4 sym_c 3 3)))
 (let ((?x237 (smul in_i1 in_s1)))
 (let ((?x259 (conv 2 2 1 1 1 1 1 1 1 ?x237 ?x226)))
 (let ((?x266 (dim ?x259 2)))
 (= ?x266 ?x195))))))))
(assert
 (let ((?x199 (div (+ (- 1) sym_w) 2)))
 (let ((?x200 (+ 1 ?x199)))
 (let ((?x226 (idkernel4 sym_c 3 3)))
 (let ((?x237 (smul in_i1 in_s1)))
 (let ((?x259 (conv 2 2 1 1 1 1 1 1 1 ?x237 ?x226)))
 (let ((?x268 (dim ?x259 3)))
 (= ?x268 ?x200))))))))
(assert
 (let ((?x248 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x173 (idkernel4 sym_c 1 1)))
(let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x173)))
(let ((?x213 (conv 1 1 0 0 0 0 1 1 1 ?x184 in_u1)))
(let ((?x226 (idkernel4 sym_c 3 3)))
(let ((?x237 (smul in_i1 in_s1)))
(let ((?x259 (conv 2 2 1 1 1 1 1 1 1 ?x237 ?x226)))
(let ((?x202 (smul ?x184 in_s1)))
(or (and (distinct ?x202 ?x259) true) (and (distinct ?x213 ?x248) true)))))))))))
(check-sat)
