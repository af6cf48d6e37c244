; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 75583
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(declare-fun in_u2 () T)
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
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x104 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x102 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x105 (= ?x102 ?x104)))
 (let (($x20 (>= dw 1)))
 (let (($x93 (>= dh 1)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x21 (>= g 1)))
 (let (($x100 (and $x21 $x65 $x66 $x93 $x20 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x100 $x105)))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x143 (dim in_u1 2)))
 (= 1 ?x143)))
(assert
 (let ((?x145 (dim in_u1 3)))
 (= 1 ?x145)))
(assert
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c))
(assert
 (= (dim in_u2 1) sym_c))
(assert
 (let ((?x154 (dim in_u2 2)))
 (= 1 ?x154)))
(assert
 (let ((?x156 (dim in_u2 3)))
 (= 1 ?x156)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x158 (idkernel4 sym_c 3 3)))
 (let ((?x165 (dim ?x158 2)))
 (= 3 ?x165))))
(assert
 (let ((?x158 (idkernel4 sym_c 3 3)))
 (let ((?x167 (dim ?x158 3)))
 (= 3 ?x167))))
(assert
 (let ((?x158 (idkernel4 sym_c 3 3)))
 (let ((?x169 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x158)))
 (= (rank ?x169) 4))))
(assert
 (let ((?x158 (idkernel4 sym_c 3 3)))
 (let ((?x169 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x158)))
 (= (dim ?x169 0) sym_n))))
(assert
 (let ((?x158 (idkernel4 sym_c 3 3)))
 (let ((?x169 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x158)))
 (= (dim ?x169 1) sym_c))))
(assert
 (let ((?x179 (div (+ (- 1) sym_h) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x158 (idkernel4 sym_c 3 3)))
 (let ((?x169 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x158)))
 (let ((?x176 (dim ?x169 2)))
 (= ?x176 ?x180)))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_w) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x158 (idkernel4 sym_c 3 3)))
 (let ((?x169 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x158)))
 (let ((?x182 (dim ?x169 3)))
 (= ?x182 ?x185)))))))
(assert
 (let ((?x158 (idkernel4 sym_c 3 3)))
 (let ((?x169 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x158)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x169 in_u1)))
 (= (rank ?x187) 4)))))
(assert
 (let ((?x158 (idkernel4 sym_c 3 3)))
 (let ((?x169 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x158)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x169 in_u1)))
 (= (dim ?x187 0) sym_n)))))
(assert
 (let ((?x158 (idkernel4 sym_c 3 3)))
 (let ((?x169 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x158)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x169 in_u1)))
 (= (dim ?x187 1) sym_c)))))
(assert
 (let ((?x179 (div (+ (- 1) sym_h) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x158 (idkernel4 sym_c 3 3)))
 (let ((?x169 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x158)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x169 in_u1)))
 (let ((?x194 (dim ?x187 2)))
 (= ?x194 ?x180))))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_w) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x158 (idkernel4 sym_c 3 3)))
 (let ((?x169 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x158)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x169 in_u1)))
 (let ((?x196 (dim ?x187 3)))
 (= ?x196 ?x185))))))))
(assert
 (let ((?x158 (idkernel4 sym_c 3 3)))
 (let ((?x169 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x158)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x169 in_u1)))
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 ?x187 in_u2)))
 (= (rank ?x198) 4))))))
(assert
 (let ((?x158 (idkernel4 sym_c 3 3)))
 (let ((?x169 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x158)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x169 in_u1)))
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 ?x187 in_u2)))
 (= (dim ?x198 0) sym_n))))))
(assert
 (let ((?x158 (idkernel4 sym_c 3 3)))
 (let ((?x169 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x158)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x169 in_u1)))
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 ?x187 in_u2)))
 (= (dim ?x198 1) sym_c))))))
(assert
 (let ((?x179 (div (+ (- 1) sym_h) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x158 (idkernel4 sym_c 3 3)))
 (let ((?x169 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x158)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x169 in_u1)))
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 ?x187 in_u2)))
 (let ((?x205 (dim ?x198 2)))
 (= ?x205 ?x180)))))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_w) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x158 (idkernel4 sym_c 3 3)))
 (let ((?x169 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x158)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x169 in_u1)))
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 ?x187 in_u2)))
 (let ((?x207 (dim ?x198 3)))
 (= ?x207 ?x185)))))))))
(assert
 (let ((?x179 (div (+ (- 1) sym_h) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (>= ?x180 0))))
(assert
 (let ((?x184 (div (+ (- 1) sym_w) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (>= ?x185 0))))
(assert
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x211) 4)))
(assert
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x211 0) sym_n)))
(assert
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x211 1) sym_c)))
(assert
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x211 2) sym_h)))
(assert
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x211 3) sym_w)))
(assert
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u2)))
 (= (rank ?x222) 4))))
(assert
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u2)))
 (= (dim ?x222 0) sym_n))))
(assert
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u2)))
 (= (dim ?x222 1) sym_c))))
(assert
 (let ((?x179 (div (+ (- 1) sym_h) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u2)))
 (let ((?x229 (dim ?x222 2)))
 (= ?x229 ?x180)))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_w) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u2)))
 (let ((?x231 (dim ?x222 3)))
 (= ?x231 ?x185)))))))
(assert
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x222 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u2)))
(let ((?x158 (idkernel4 sym_c 3 3)))
(let ((?x169 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x158)))
(let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x169 in_u1)))
(let ((?x198 (conv 1 1 0 0 0 0 1 1 1 ?x187 in_u2)))
(and (distinct ?x198 ?x222) true))))))))
(check-sat)
