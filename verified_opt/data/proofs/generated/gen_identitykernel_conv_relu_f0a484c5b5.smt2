; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 76925
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
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
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x102 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x100 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x103 (= ?x100 ?x102)))
 (let (($x71 (>= pr 0)))
 (let (($x70 (>= pb 0)))
 (let (($x68 (>= pl 0)))
 (let (($x67 (>= pt 0)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x64 (>= kw 1)))
 (let (($x75 (>= kh 1)))
 (let (($x97 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x75 $x64 $x65 $x66 $x67 $x68 $x70 $x71)))
 (=> $x97 $x103))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x132 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x130 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x133 (= ?x130 ?x132)))
 (let (($x20 (>= dw 1)))
 (let (($x108 (>= dh 1)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x21 (>= g 1)))
 (let (($x128 (and $x21 $x65 $x66 $x108 $x20 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x128 $x133)))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c))
(assert
 (= (dim in_u2 1) sym_c))
(assert
 (let ((?x182 (dim in_u2 2)))
 (= 1 ?x182)))
(assert
 (let ((?x184 (dim in_u2 3)))
 (= 1 ?x184)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x186 (idkernel4 sym_c 3 3)))
 (let ((?x193 (dim ?x186 2)))
 (= 3 ?x193))))
(assert
 (let ((?x186 (idkernel4 sym_c 3 3)))
 (let ((?x195 (dim ?x186 3)))
 (= 3 ?x195))))
(assert
 (let ((?x186 (idkernel4 sym_c 3 3)))
 (let ((?x197 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x186)))
 (= (rank ?x197) 4))))
(assert
 (let ((?x186 (idkernel4 sym_c 3 3)))
 (let ((?x197 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x186)))
 (= (dim ?x197 0) sym_n))))
(assert
 (let ((?x186 (idkernel4 sym_c 3 3)))
 (let ((?x197 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x186)))
 (= (dim ?x197 1) sym_c))))
(assert
 (let ((?x206 (div (+ (- 1) sym_h) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x186 (idkernel4 sym_c 3 3)))
 (let ((?x197 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x186)))
 (let ((?x204 (dim ?x197 2)))
 (= ?x204 ?x207)))))))
(assert
 (let ((?x211 (div (+ (- 1) sym_w) 2)))
 (let ((?x212 (+ 1 ?x211)))
 (let ((?x186 (idkernel4 sym_c 3 3)))
 (let ((?x197 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x186)))
 (let ((?x209 (dim ?x197 3)))
 (= ?x209 ?x212)))))))
(assert
 (let ((?x186 (idkernel4 sym_c 3 3)))
 (let ((?x197 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x186)))
 (let ((?x214 (relu ?x197)))
 (= (rank ?x214) 4)))))
(assert
 (let ((?x186 (idkernel4 sym_c 3 3)))
 (let ((?x197 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x186)))
 (let ((?x214 (relu ?x197)))
 (= (dim ?x214 0) sym_n)))))
(assert
 (let ((?x186 (idkernel4 sym_c 3 3)))
 (let ((?x197 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x186)))
 (let ((?x214 (relu ?x197)))
 (= (dim ?x214 1) sym_c)))))
(assert
 (let ((?x206 (div (+ (- 1) sym_h) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x186 (idkernel4 sym_c 3 3)))
 (let ((?x197 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x186)))
 (let ((?x214 (relu ?x197)))
 (let ((?x221 (dim ?x214 2)))
 (= ?x221 ?x207))))))))
(assert
 (let ((?x211 (div (+ (- 1) sym_w) 2)))
 (let ((?x212 (+ 1 ?x211)))
 (let ((?x186 (idkernel4 sym_c 3 3)))
 (let ((?x197 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x186)))
 (let ((?x214 (relu ?x197)))
 (let ((?x223 (dim ?x214 3)))
 (= ?x223 ?x212))))))))
(assert
 (let ((?x186 (idkernel4 sym_c 3 3)))
 (let ((?x197 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x186)))
 (let ((?x214 (relu ?x197)))
 (let ((?x225 (conv 1 1 0 0 0 0 1 1 1 ?x214 in_u1)))
 (= (rank ?x225) 4))))))
(assert
 (let ((?x186 (idkernel4 sym_c 3 3)))
 (let ((?x197 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x186)))
 (let ((?x214 (relu ?x197)))
 (let ((?x225 (conv 1 1 0 0 0 0 1 1 1 ?x214 in_u1)))
 (= (dim ?x225 0) sym_n))))))
(assert
 (let ((?x186 (idkernel4 sym_c 3 3)))
 (let ((?x197 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x186)))
 (let ((?x214 (relu ?x197)))
 (let ((?x225 (conv 1 1 0 0 0 0 1 1 1 ?x214 in_u1)))
 (= (dim ?x225 1) sym_c))))))
(assert
 (let ((?x206 (div (+ (- 1) sym_h) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x186 (idkernel4 sym_c 3 3)))
 (let ((?x197 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x186)))
 (let ((?x214 (relu ?x197)))
 (let ((?x225 (conv 1 1 0 0 0 0 1 1 1 ?x214 in_u1)))
 (let ((?x232 (dim ?x225 2)))
 (= ?x232 ?x207)))))))))
(assert
 (let ((?x211 (div (+ (- 1) sym_w) 2)))
 (let ((?x212 (+ 1 ?x211)))
 (let ((?x186 (idkernel4 sym_c 3 3)))
 (let ((?x197 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x186)))
 (let ((?x214 (relu ?x197)))
 (let ((?x225 (conv 1 1 0 0 0 0 1 1 1 ?x214 in_u1)))
 (let ((?x234 (dim ?x225 3)))
 (= ?x234 ?x212)))))))))
(assert
 (let ((?x186 (idkernel4 sym_c 3 3)))
 (let ((?x197 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x186)))
 (let ((?x214 (relu ?x197)))
 (let ((?x225 (conv 1 1 0 0 0 0 1 1 1 ?x214 in_u1)))
 (let ((?x236 (conv 1 1 0 0 0 0 1 1 1 ?x225 in_u2)))
 (= (rank ?x236) 4)))))))
(assert
 (let ((?x186 (idkernel4 sym_c 3 3)))
 (let ((?x197 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x186)))
 (let ((?x214 (relu ?x197)))
 (let ((?x225 (conv 1 1 0 0 0 0 1 1 1 ?x214 in_u1)))
 (let ((?x236 (conv 1 1 0 0 0 0 1 1 1 ?x225 in_u2)))
 (= (dim ?x236 0) sym_n)))))))
(assert
 (let ((?x186 (idkernel4 sym_c 3 3)))
 (let ((?x197 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x186)))
 (let ((?x214 (relu ?x197)))
 (let ((?x225 (conv 1 1 0 0 0 0 1 1 1 ?x214 in_u1)))
 (let ((?x236 (conv 1 1 0 0 0 0 1 1 1 ?x225 in_u2)))
 (= (dim ?x236 1) sym_c)))))))
(assert
 (let ((?x206 (div (+ (- 1) sym_h) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x186 (idkernel4 sym_c 3 3)))
 (let ((?x197 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x186)))
 (let ((?x214 (relu ?x197)))
 (let ((?x225 (conv 1 1 0 0 0 0 1 1 1 ?x214 in_u1)))
 (let ((?x236 (conv 1 1 0 0 0 0 1 1 1 ?x225 in_u2)))
 (let ((?x243 (dim ?x236 2)))
 (= ?x243 ?x207))))))))))
(assert
 (let ((?x211 (div (+ (- 1) sym_w) 2)))
 (let ((?x212 (+ 1 ?x211)))
 (let ((?x186 (idkernel4 sym_c 3 3)))
 (let ((?x197 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x186)))
 (let ((?x214 (relu ?x197)))
 (let ((?x225 (conv 1 1 0 0 0 0 1 1 1 ?x214 in_u1)))
 (let ((?x236 (conv 1 1 0 0 0 0 1 1 1 ?x225 in_u2)))
 (let ((?x245 (dim ?x236 3)))
 (= ?x245 ?x212))))))))))
(assert
 (let ((?x206 (div (+ (- 1) sym_h) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (>= ?x207 0))))
(assert
 (let ((?x211 (div (+ (- 1) sym_w) 2)))
 (let ((?x212 (+ 1 ?x211)))
 (>= ?x212 0))))
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
 (let ((?x249 (relu in_i1)))
 (let ((?x260 (conv 1 1 0 0 0 0 1 1 1 ?x249 in_u1)))
 (= (rank ?x260) 4))))
(assert
 (let ((?x249 (relu in_i1)))
 (let ((?x260 (conv 1 1 0 0 0 0 1 1 1 ?x249 in_u1)))
 (= (dim ?x260 0) sym_n))))
(assert
 (let ((?x249 (relu in_i1)))
 (let ((?x260 (conv 1 1 0 0 0 0 1 1 1 ?x249 in_u1)))
 (= (dim ?x260 1) sym_c))))
(assert
 (let ((?x249 (relu in_i1)))
 (let ((?x260 (conv 1 1 0 0 0 0 1 1 1 ?x249 in_u1)))
 (= (dim ?x260 2) sym_h))))
(assert
 (let ((?x249 (relu in_i1)))
 (let ((?x260 (conv 1 1 0 0 0 0 1 1 1 ?x249 in_u1)))
 (= (dim ?x260 3) sym_w))))
(assert
 (let ((?x249 (relu in_i1)))
 (let ((?x260 (conv 1 1 0 0 0 0 1 1 1 ?x249 in_u1)))
 (let ((?x271 (conv 2 2 0 0 0 0 1 1 1 ?x260 in_u2)))
 (= (rank ?x271) 4)))))
(assert
 (let ((?x249 (relu in_i1)))
 (let ((?x260 (conv 1 1 0 0 0 0 1 1 1 ?x249 in_u1)))
 (let ((?x271 (conv 2 2 0 0 0 0 1 1 1 ?x260 in_u2)))
 (= (dim ?x271 0) sym_n)))))
(assert
 (let ((?x249 (relu in_i1)))
 (let ((?x260 (conv 1 1 0 0 0 0 1 1 1 ?x249 in_u1)))
 (let ((?x271 (conv 2 2 0 0 0 0 1 1 1 ?x260 in_u2)))
 (= (dim ?x271 1) sym_c)))))
(assert
 (let ((?x206 (div (+ (- 1) sym_h) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x249 (relu in_i1)))
 (let ((?x260 (conv 1 1 0 0 0 0 1 1 1 ?x249 in_u1)))
 (let ((?x271 (conv 2 2 0 0 0 0 1 1 1 ?x260 in_u2)))
 (let ((?x278 (dim ?x271 2)))
 (= ?x278 ?x207))))))))
(assert
 (let ((?x211 (div (+ (- 1) sym_w) 2)))
 (let ((?x212 (+ 1 ?x211)))
 (let ((?x249 (relu in_i1)))
 (let ((?x260 (conv 1 1 0 0 0 0 1 1 1 ?x249 in_u1)))
 (let ((?x271 (conv 2 2 0 0 0 0 1 1 1 ?x260 in_u2)))
 (let ((?x280 (dim ?x271 3)))
 (= ?x280 ?x212))))))))
(assert
 (let ((?x249 (relu in_i1)))
(let ((?x260 (conv 1 1 0 0 0 0 1 1 1 ?x249 in_u1)))
(let ((?x271 (conv 2 2 0 0 0 0 1 1 1 ?x260 in_u2)))
(let ((?x186 (idkernel4 sym_c 3 3)))
(let ((?x197 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x186)))
(let ((?x214 (relu ?x197)))
(let ((?x225 (conv 1 1 0 0 0 0 1 1 1 ?x214 in_u1)))
(let ((?x236 (conv 1 1 0 0 0 0 1 1 1 ?x225 in_u2)))
(and (distinct ?x236 ?x271) true))))))))))
(check-sat)
