; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 14936
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
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
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x111 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x109 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x112 (= ?x109 ?x111)))
 (let (($x106 (= (rank X) 4)))
 (let (($x74 (>= pr 0)))
 (let (($x73 (>= pb 0)))
 (let (($x71 (>= pl 0)))
 (let (($x70 (>= pt 0)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x67 (>= kw 1)))
 (let (($x78 (>= kh 1)))
 (let (($x107 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x78 $x67 $x68 $x69 $x70 $x71 $x73 $x74 $x106)))
 (=> $x107 $x112)))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x143 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x141 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x144 (= ?x141 ?x143)))
 (let (($x138 (= (rank U) 4)))
 (let (($x28 (= (rank X) 4)))
 (let (($x20 (>= dw 1)))
 (let (($x117 (>= dh 1)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x21 (>= g 1)))
 (let (($x139 (and $x21 $x68 $x69 $x117 $x20 (= 1 (dim U 2)) (= 1 (dim U 3)) $x28 $x138)))
 (=> $x139 $x144)))))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x183 (dim in_u1 2)))
 (= 1 ?x183)))
(assert
 (let ((?x185 (dim in_u1 3)))
 (= 1 ?x185)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x187 (idkernel4 sym_c 1 1)))
 (let ((?x194 (dim ?x187 2)))
 (= 1 ?x194))))
(assert
 (let ((?x187 (idkernel4 sym_c 1 1)))
 (let ((?x196 (dim ?x187 3)))
 (= 1 ?x196))))
(assert
 (let ((?x187 (idkernel4 sym_c 1 1)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x187)))
 (= (rank ?x198) 4))))
(assert
 (let ((?x187 (idkernel4 sym_c 1 1)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x187)))
 (= (dim ?x198 0) sym_n))))
(assert
 (let ((?x187 (idkernel4 sym_c 1 1)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x187)))
 (= (dim ?x198 1) sym_c))))
(assert
 (let ((?x207 (div (+ (- 1) sym_h) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (let ((?x187 (idkernel4 sym_c 1 1)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x187)))
 (let ((?x205 (dim ?x198 2)))
 (= ?x205 ?x208)))))))
(assert
 (let ((?x212 (div (+ (- 1) sym_w) 2)))
 (let ((?x213 (+ 1 ?x212)))
 (let ((?x187 (idkernel4 sym_c 1 1)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x187)))
 (let ((?x210 (dim ?x198 3)))
 (= ?x210 ?x213)))))))
(assert
 (let ((?x187 (idkernel4 sym_c 1 1)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x187)))
 (let ((?x215 (relu ?x198)))
 (= (rank ?x215) 4)))))
(assert
 (let ((?x187 (idkernel4 sym_c 1 1)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x187)))
 (let ((?x215 (relu ?x198)))
 (= (dim ?x215 0) sym_n)))))
(assert
 (let ((?x187 (idkernel4 sym_c 1 1)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x187)))
 (let ((?x215 (relu ?x198)))
 (= (dim ?x215 1) sym_c)))))
(assert
 (let ((?x207 (div (+ (- 1) sym_h) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (let ((?x187 (idkernel4 sym_c 1 1)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x187)))
 (let ((?x215 (relu ?x198)))
 (let ((?x222 (dim ?x215 2)))
 (= ?x222 ?x208))))))))
(assert
 (let ((?x212 (div (+ (- 1) sym_w) 2)))
 (let ((?x213 (+ 1 ?x212)))
 (let ((?x187 (idkernel4 sym_c 1 1)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x187)))
 (let ((?x215 (relu ?x198)))
 (let ((?x224 (dim ?x215 3)))
 (= ?x224 ?x213))))))))
(assert
 (let ((?x187 (idkernel4 sym_c 1 1)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x187)))
 (let ((?x215 (relu ?x198)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 ?x215 in_u1)))
 (= (rank ?x226) 4))))))
(assert
 (let ((?x187 (idkernel4 sym_c 1 1)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x187)))
 (let ((?x215 (relu ?x198)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 ?x215 in_u1)))
 (= (dim ?x226 0) sym_n))))))
(assert
 (let ((?x187 (idkernel4 sym_c 1 1)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x187)))
 (let ((?x215 (relu ?x198)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 ?x215 in_u1)))
 (= (dim ?x226 1) sym_c2))))))
(assert
 (let ((?x207 (div (+ (- 1) sym_h) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (let ((?x187 (idkernel4 sym_c 1 1)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x187)))
 (let ((?x215 (relu ?x198)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 ?x215 in_u1)))
 (let ((?x233 (dim ?x226 2)))
 (= ?x233 ?x208)))))))))
(assert
 (let ((?x212 (div (+ (- 1) sym_w) 2)))
 (let ((?x213 (+ 1 ?x212)))
 (let ((?x187 (idkernel4 sym_c 1 1)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x187)))
 (let ((?x215 (relu ?x198)))
 (let ((?x226 (conv 1 1 0 0 0 0 1 1 1 ?x215 in_u1)))
 (let ((?x235 (dim ?x226 3)))
 (= ?x235 ?x213)))))))))
(assert
 (let ((?x207 (div (+ (- 1) sym_h) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (>= ?x208 0))))
(assert
 (let ((?x212 (div (+ (- 1) sym_w) 2)))
 (let ((?x213 (+ 1 ?x212)))
 (>= ?x213 0))))
(assert
 (= (rank (relu in_i1)) 4))
(assert
 (= (dim (relu in_i1) 0) sym_n))
(assert
 (= (dim (relu in_i1) 1) sym_c))
(assert
 (= (dim (relu in_i1) 2) sym_h))
(assert
 (= (dim (relu in_i1) 3) sym_w))
(assert
 (let ((?x239 (relu in_i1)))
 (let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x239 in_u1)))
 (= (rank ?x250) 4))))
(assert
 (let ((?x239 (relu in_i1)))
 (let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x239 in_u1)))
 (= (dim ?x250 0) sym_n))))
(assert
 (let ((?x239 (relu in_i1)))
 (let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x239 in_u1)))
 (= (dim ?x250 1) sym_c2))))
(assert
 (let ((?x207 (div (+ (- 1) sym_h) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (let ((?x239 (relu in_i1)))
 (let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x239 in_u1)))
 (let ((?x257 (dim ?x250 2)))
 (= ?x257 ?x208)))))))
(assert
 (let ((?x212 (div (+ (- 1) sym_w) 2)))
 (let ((?x213 (+ 1 ?x212)))
 (let ((?x239 (relu in_i1)))
 (let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x239 in_u1)))
 (let ((?x259 (dim ?x250 3)))
 (= ?x259 ?x213)))))))
(assert
 (let ((?x239 (relu in_i1)))
(let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x239 in_u1)))
(let ((?x187 (idkernel4 sym_c 1 1)))
(let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x187)))
(let ((?x215 (relu ?x198)))
(let ((?x226 (conv 1 1 0 0 0 0 1 1 1 ?x215 in_u1)))
(and (distinct ?x226 ?x250) true))))))))
(check-sat)
