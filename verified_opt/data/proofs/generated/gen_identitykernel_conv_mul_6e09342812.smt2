; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, subsample_conv1x1, subsample_mul
; z3 rlimit used: 18770
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
 (forall ((X T) (Y T) (sh Int) (sw Int) )(! (let ((?x124 (mul (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y))))
 (let ((?x121 (maxpool 1 1 sh sw 0 0 0 0 (mul X Y))))
 (let (($x125 (= ?x121 ?x124)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x119 (and (= (dim X 0) (dim Y 0)) (= (dim X 1) (dim Y 1)) (= (dim X 2) (dim Y 2)) (= (dim X 3) (dim Y 3)) $x68 $x69 (= (rank X) 4) (= (rank Y) 4))))
 (=> $x119 $x125))))))) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (mul X Y)) ) :pattern ( (mul (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y)) ) :qid subsample_mul))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x145 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x143 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x146 (= ?x143 ?x145)))
 (let (($x140 (= (rank U) 4)))
 (let (($x28 (= (rank X) 4)))
 (let (($x20 (>= dw 1)))
 (let (($x133 (>= dh 1)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x21 (>= g 1)))
 (let (($x141 (and $x21 $x68 $x69 $x133 $x20 (= 1 (dim U 2)) (= 1 (dim U 3)) $x28 $x140)))
 (=> $x141 $x146)))))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x183 (dim in_u1 2)))
 (= 1 ?x183)))
(assert
 (let ((?x185 (dim in_u1 3)))
 (= 1 ?x185)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x187 (idkernel4 sym_c 3 3)))
 (let ((?x194 (dim ?x187 2)))
 (= 3 ?x194))))
(assert
 (let ((?x187 (idkernel4 sym_c 3 3)))
 (let ((?x196 (dim ?x187 3)))
 (= 3 ?x196))))
(assert
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x198) 4)))
(assert
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x198 0) sym_n)))
(assert
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x198 1) sym_c)))
(assert
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x198 2) sym_h)))
(assert
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x198 3) sym_w)))
(assert
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x209 (mul in_i1 ?x198)))
 (= (rank ?x209) 4))))
(assert
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x209 (mul in_i1 ?x198)))
 (= (dim ?x209 0) sym_n))))
(assert
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x209 (mul in_i1 ?x198)))
 (= (dim ?x209 1) sym_c))))
(assert
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x209 (mul in_i1 ?x198)))
 (= (dim ?x209 2) sym_h))))
(assert
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x209 (mul in_i1 ?x198)))
 (= (dim ?x209 3) sym_w))))
(assert
 (let ((?x187 (idkernel4 sym_c 3 3)))
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x209 (mul in_i1 ?x198)))
 (let ((?x220 (conv 2 2 1 1 1 1 1 1 1 ?x209 ?x187)))
 (= (rank ?x220) 4))))))
(assert
 (let ((?x187 (idkernel4 sym_c 3 3)))
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x209 (mul in_i1 ?x198)))
 (let ((?x220 (conv 2 2 1 1 1 1 1 1 1 ?x209 ?x187)))
 (= (dim ?x220 0) sym_n))))))
(assert
 (let ((?x187 (idkernel4 sym_c 3 3)))
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x209 (mul in_i1 ?x198)))
 (let ((?x220 (conv 2 2 1 1 1 1 1 1 1 ?x209 ?x187)))
 (= (dim ?x220 1) sym_c))))))
(assert
 (let ((?x230 (div (+ (- 1) sym_h) 2)))
 (let ((?x231 (+ 1 ?x230)))
 (let ((?x187 (idkernel4 sym_c 3 3)))
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x209 (mul in_i1 ?x198)))
 (let ((?x220 (conv 2 2 1 1 1 1 1 1 1 ?x209 ?x187)))
 (let ((?x227 (dim ?x220 2)))
 (= ?x227 ?x231)))))))))
(assert
 (let ((?x235 (div (+ (- 1) sym_w) 2)))
 (let ((?x236 (+ 1 ?x235)))
 (let ((?x187 (idkernel4 sym_c 3 3)))
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x209 (mul in_i1 ?x198)))
 (let ((?x220 (conv 2 2 1 1 1 1 1 1 1 ?x209 ?x187)))
 (let ((?x233 (dim ?x220 3)))
 (= ?x233 ?x236)))))))))
(assert
 (let ((?x230 (div (+ (- 1) sym_h) 2)))
 (let ((?x231 (+ 1 ?x230)))
 (>= ?x231 0))))
(assert
 (let ((?x235 (div (+ (- 1) sym_w) 2)))
 (let ((?x236 (+ 1 ?x235)))
 (>= ?x236 0))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x240 (idkernel4 sym_c 1 1)))
 (let ((?x247 (dim ?x240 2)))
 (= 1 ?x247))))
(assert
 (let ((?x240 (idkernel4 sym_c 1 1)))
 (let ((?x249 (dim ?x240 3)))
 (= 1 ?x249))))
(assert
 (let ((?x240 (idkernel4 sym_c 1 1)))
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x240)))
 (= (rank ?x251) 4))))
(assert
 (let ((?x240 (idkernel4 sym_c 1 1)))
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x240)))
 (= (dim ?x251 0) sym_n))))
(assert
 (let ((?x240 (idkernel4 sym_c 1 1)))
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x240)))
 (= (dim ?x251 1) sym_c))))
(assert
 (let ((?x230 (div (+ (- 1) sym_h) 2)))
 (let ((?x231 (+ 1 ?x230)))
 (let ((?x240 (idkernel4 sym_c 1 1)))
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x240)))
 (let ((?x258 (dim ?x251 2)))
 (= ?x258 ?x231)))))))
(assert
 (let ((?x235 (div (+ (- 1) sym_w) 2)))
 (let ((?x236 (+ 1 ?x235)))
 (let ((?x240 (idkernel4 sym_c 1 1)))
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x240)))
 (let ((?x260 (dim ?x251 3)))
 (= ?x260 ?x236)))))))
(assert
 (let ((?x240 (idkernel4 sym_c 1 1)))
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x240)))
 (let ((?x262 (conv 1 1 0 0 0 0 1 1 1 ?x251 in_u1)))
 (= (rank ?x262) 4)))))
(assert
 (let ((?x240 (idkernel4 sym_c 1 1)))
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x240)))
 (let ((?x262 (conv 1 1 0 0 0 0 1 1 1 ?x251 in_u1)))
 (= (dim ?x262 0) sym_n)))))
(assert
 (let ((?x240 (idkernel4 sym_c 1 1)))
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x240)))
 (let ((?x262 (conv 1 1 0 0 0 0 1 1 1 ?x251 in_u1)))
 (= (dim ?x262 1) sym_c)))))
(assert
 (let ((?x230 (div (+ (- 1) sym_h) 2)))
 (let ((?x231 (+ 1 ?x230)))
 (let ((?x240 (idkernel4 sym_c 1 1)))
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x240)))
 (let ((?x262 (conv 1 1 0 0 0 0 1 1 1 ?x251 in_u1)))
 (let ((?x269 (dim ?x262 2)))
 (= ?x269 ?x231))))))))
(assert
 (let ((?x235 (div (+ (- 1) sym_w) 2)))
 (let ((?x236 (+ 1 ?x235)))
 (let ((?x240 (idkernel4 sym_c 1 1)))
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x240)))
 (let ((?x262 (conv 1 1 0 0 0 0 1 1 1 ?x251 in_u1)))
 (let ((?x271 (dim ?x262 3)))
 (= ?x271 ?x236))))))))
(assert
 (let ((?x240 (idkernel4 sym_c 1 1)))
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x240)))
 (let ((?x262 (conv 1 1 0 0 0 0 1 1 1 ?x251 in_u1)))
 (let ((?x273 (mul ?x251 ?x262)))
 (= (rank ?x273) 4))))))
(assert
 (let ((?x240 (idkernel4 sym_c 1 1)))
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x240)))
 (let ((?x262 (conv 1 1 0 0 0 0 1 1 1 ?x251 in_u1)))
 (let ((?x273 (mul ?x251 ?x262)))
 (= (dim ?x273 0) sym_n))))))
(assert
 (let ((?x240 (idkernel4 sym_c 1 1)))
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x240)))
 (let ((?x262 (conv 1 1 0 0 0 0 1 1 1 ?x251 in_u1)))
 (let ((?x273 (mul ?x251 ?x262)))
 (= (dim ?x273 1) sym_c))))))
(assert
 (let ((?x230 (div (+ (- 1) sym_h) 2)))
 (let ((?x231 (+ 1 ?x230)))
 (let ((?x240 (idkernel4 sym_c 1 1)))
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x240)))
 (let ((?x262 (conv 1 1 0 0 0 0 1 1 1 ?x251 in_u1)))
 (let ((?x273 (mul ?x251 ?x262)))
 (let ((?x280 (dim ?x273 2)))
 (= ?x280 ?x231)))))))))
(assert
 (let ((?x235 (div (+ (- 1) sym_w) 2)))
 (let ((?x236 (+ 1 ?x235)))
 (let ((?x240 (idkernel4 sym_c 1 1)))
 (let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x240)))
 (let ((?x262 (conv 1 1 0 0 0 0 1 1 1 ?x251 in_u1)))
 (let ((?x273 (mul ?x251 ?x262)))
 (let ((?x282 (dim ?x273 3)))
 (= ?x282 ?x236)))))))))
(assert
 (let ((?x240 (idkernel4 sym_c 1 1)))
(let ((?x251 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x240)))
(let ((?x262 (conv 1 1 0 0 0 0 1 1 1 ?x251 in_u1)))
(let ((?x273 (mul ?x251 ?x262)))
(let ((?x187 (idkernel4 sym_c 3 3)))
(let ((?x198 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x209 (mul in_i1 ?x198)))
(let ((?x220 (conv 2 2 1 1 1 1 1 1 1 ?x209 ?x187)))
(and (distinct ?x220 ?x273) true))))))))))
(check-sat)
