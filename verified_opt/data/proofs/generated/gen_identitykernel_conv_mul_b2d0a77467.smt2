; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, subsample_mul
; z3 rlimit used: 19406
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
(declare-fun in_i2 () T)
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
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n))
(assert
 (= (dim in_i2 1) sym_c))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x151 (idkernel4 sym_c 1 1)))
 (let ((?x158 (dim ?x151 2)))
 (= 1 ?x158))))
(assert
 (let ((?x151 (idkernel4 sym_c 1 1)))
 (let ((?x160 (dim ?x151 3)))
 (= 1 ?x160))))
(assert
 (let ((?x151 (idkernel4 sym_c 1 1)))
 (let ((?x162 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x151)))
 (= (rank ?x162) 4))))
(assert
 (let ((?x151 (idkernel4 sym_c 1 1)))
 (let ((?x162 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x151)))
 (= (dim ?x162 0) sym_n))))
(assert
 (let ((?x151 (idkernel4 sym_c 1 1)))
 (let ((?x162 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x151)))
 (= (dim ?x162 1) sym_c))))
(assert
 (let ((?x172 (div (+ (- 1) sym_h) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (let ((?x151 (idkernel4 sym_c 1 1)))
 (let ((?x162 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x151)))
 (let ((?x169 (dim ?x162 2)))
 (= ?x169 ?x173)))))))
(assert
 (let ((?x177 (div (+ (- 1) sym_w) 2)))
 (let ((?x178 (+ 1 ?x177)))
 (let ((?x151 (idkernel4 sym_c 1 1)))
 (let ((?x162 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x151)))
 (let ((?x175 (dim ?x162 3)))
 (= ?x175 ?x178)))))))
(assert
 (let ((?x151 (idkernel4 sym_c 1 1)))
 (let ((?x180 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x151)))
 (= (rank ?x180) 4))))
(assert
 (let ((?x151 (idkernel4 sym_c 1 1)))
 (let ((?x180 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x151)))
 (= (dim ?x180 0) sym_n))))
(assert
 (let ((?x151 (idkernel4 sym_c 1 1)))
 (let ((?x180 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x151)))
 (= (dim ?x180 1) sym_c))))
(assert
 (let ((?x172 (div (+ (- 1) sym_h) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (let ((?x151 (idkernel4 sym_c 1 1)))
 (let ((?x180 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x151)))
 (let ((?x187 (dim ?x180 2)))
 (= ?x187 ?x173)))))))
(assert
 (let ((?x177 (div (+ (- 1) sym_w) 2)))
 (let ((?x178 (+ 1 ?x177)))
 (let ((?x151 (idkernel4 sym_c 1 1)))
 (let ((?x180 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x151)))
 (let ((?x189 (dim ?x180 3)))
 (= ?x189 ?x178)))))))
(assert
 (let ((?x151 (idkernel4 sym_c 1 1)))
 (let ((?x180 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x151)))
 (let ((?x162 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x151)))
 (let ((?x191 (mul ?x162 ?x180)))
 (= (rank ?x191) 4))))))
(assert
 (let ((?x151 (idkernel4 sym_c 1 1)))
 (let ((?x180 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x151)))
 (let ((?x162 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x151)))
 (let ((?x191 (mul ?x162 ?x180)))
 (= (dim ?x191 0) sym_n))))))
(assert
 (let ((?x151 (idkernel4 sym_c 1 1)))
 (let ((?x180 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x151)))
 (let ((?x162 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x151)))
 (let ((?x191 (mul ?x162 ?x180)))
 (= (dim ?x191 1) sym_c))))))
(assert
 (let ((?x172 (div (+ (- 1) sym_h) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (let ((?x151 (idkernel4 sym_c 1 1)))
 (let ((?x180 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x151)))
 (let ((?x162 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x151)))
 (let ((?x191 (mul ?x162 ?x180)))
 (let ((?x198 (dim ?x191 2)))
 (= ?x198 ?x173)))))))))
(assert
 (let ((?x177 (div (+ (- 1) sym_w) 2)))
 (let ((?x178 (+ 1 ?x177)))
 (let ((?x151 (idkernel4 sym_c 1 1)))
 (let ((?x180 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x151)))
 (let ((?x162 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x151)))
 (let ((?x191 (mul ?x162 ?x180)))
 (let ((?x200 (dim ?x191 3)))
 (= ?x200 ?x178)))))))))
(assert
 (let ((?x172 (div (+ (- 1) sym_h) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (>= ?x173 0))))
(assert
 (let ((?x177 (div (+ (- 1) sym_w) 2)))
 (let ((?x178 (+ 1 ?x177)))
 (>= ?x178 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x211 (dim ?x204 2)))
 (= 3 ?x211))))
(assert
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x213 (dim ?x204 3)))
 (= 3 ?x213))))
(assert
 (= (rank (mul in_i1 in_i2)) 4))
(assert
 (= (dim (mul in_i1 in_i2) 0) sym_n))
(assert
 (= (dim (mul in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (mul in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (mul in_i1 in_i2) 3) sym_w))
(assert
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x215 (mul in_i1 in_i2)))
 (let ((?x226 (conv 2 2 1 1 1 1 1 1 1 ?x215 ?x204)))
 (= (rank ?x226) 4)))))
(assert
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x215 (mul in_i1 in_i2)))
 (let ((?x226 (conv 2 2 1 1 1 1 1 1 1 ?x215 ?x204)))
 (= (dim ?x226 0) sym_n)))))
(assert
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x215 (mul in_i1 in_i2)))
 (let ((?x226 (conv 2 2 1 1 1 1 1 1 1 ?x215 ?x204)))
 (= (dim ?x226 1) sym_c)))))
(assert
 (let ((?x172 (div (+ (- 1) sym_h) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x215 (mul in_i1 in_i2)))
 (let ((?x226 (conv 2 2 1 1 1 1 1 1 1 ?x215 ?x204)))
 (let ((?x233 (dim ?x226 2)))
 (= ?x233 ?x173))))))))
(assert
 (let ((?x177 (div (+ (- 1) sym_w) 2)))
 (let ((?x178 (+ 1 ?x177)))
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x215 (mul in_i1 in_i2)))
 (let ((?x226 (conv 2 2 1 1 1 1 1 1 1 ?x215 ?x204)))
 (let ((?x235 (dim ?x226 3)))
 (= ?x235 ?x178))))))))
(assert
 (let ((?x204 (idkernel4 sym_c 3 3)))
(let ((?x215 (mul in_i1 in_i2)))
(let ((?x226 (conv 2 2 1 1 1 1 1 1 1 ?x215 ?x204)))
(let ((?x151 (idkernel4 sym_c 1 1)))
(let ((?x180 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x151)))
(let ((?x162 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x151)))
(let ((?x191 (mul ?x162 ?x180)))
(and (distinct ?x191 ?x226) true)))))))))
(check-sat)
