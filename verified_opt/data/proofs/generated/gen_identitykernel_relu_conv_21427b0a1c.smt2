; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, relu_conv_idkernel
; z3 rlimit used: 69302
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
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
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x66 (idkernel4 c k k)))
 (let ((?x70 (conv s s p p p p 1 1 1 (relu X) ?x66)))
 (let ((?x68 (relu (conv s s p p p p 1 1 1 X ?x66))))
 (let (($x71 (= ?x68 ?x70)))
 (let (($x21 (>= k 1)))
 (let (($x18 (>= p 0)))
 (let (($x61 (>= s 1)))
 (let (($x65 (and $x61 $x18 $x21 (= (dim X 1) c))))
 (=> $x65 $x71))))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x98 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x96 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x99 (= ?x96 ?x98)))
 (let (($x92 (>= dw 1)))
 (let (($x90 (>= dh 1)))
 (let (($x88 (>= pr 0)))
 (let (($x87 (>= pb 0)))
 (let (($x85 (>= pl 0)))
 (let (($x84 (>= pt 0)))
 (let (($x61 (>= sw 1)))
 (let (($x83 (>= sh 1)))
 (let (($x82 (>= g 1)))
 (let (($x93 (and (< 1 (* sh sw)) $x82 $x83 $x61 $x84 $x85 $x87 $x88 $x90 $x92)))
 (=> $x93 $x99)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x119 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x117 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x120 (= ?x117 ?x119)))
 (let (($x88 (>= pr 0)))
 (let (($x87 (>= pb 0)))
 (let (($x85 (>= pl 0)))
 (let (($x84 (>= pt 0)))
 (let (($x61 (>= sw 1)))
 (let (($x83 (>= sh 1)))
 (let (($x82 (>= kw 1)))
 (let (($x92 (>= kh 1)))
 (let (($x114 (and (< pt kh) (< pb kh) (< pl kw) (< pr kw) $x92 $x82 $x83 $x61 $x84 $x85 $x87 $x88)))
 (=> $x114 $x120))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
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
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x172 (dim ?x165 2)))
 (= 3 ?x172))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x174 (dim ?x165 3)))
 (= 3 ?x174))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x176 (idkernel4 sym_c 1 1)))
 (let ((?x183 (dim ?x176 2)))
 (= 1 ?x183))))
(assert
 (let ((?x176 (idkernel4 sym_c 1 1)))
 (let ((?x185 (dim ?x176 3)))
 (= 1 ?x185))))
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
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x187 (relu in_i1)))
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 ?x187 ?x165)))
 (= (rank ?x198) 4)))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x187 (relu in_i1)))
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 ?x187 ?x165)))
 (= (dim ?x198 0) sym_n)))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x187 (relu in_i1)))
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 ?x187 ?x165)))
 (= (dim ?x198 1) sym_c)))))
(assert
 (let ((?x206 (+ (- 2) sym_h)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x187 (relu in_i1)))
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 ?x187 ?x165)))
 (let ((?x205 (dim ?x198 2)))
 (= ?x205 ?x206)))))))
(assert
 (let ((?x209 (+ (- 2) sym_w)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x187 (relu in_i1)))
 (let ((?x198 (conv 1 1 0 0 0 0 1 1 1 ?x187 ?x165)))
 (let ((?x208 (dim ?x198 3)))
 (= ?x208 ?x209)))))))
(assert
 (let ((?x176 (idkernel4 sym_c 1 1)))
 (let ((?x187 (relu in_i1)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 ?x187 ?x176)))
 (= (rank ?x211) 4)))))
(assert
 (let ((?x176 (idkernel4 sym_c 1 1)))
 (let ((?x187 (relu in_i1)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 ?x187 ?x176)))
 (= (dim ?x211 0) sym_n)))))
(assert
 (let ((?x176 (idkernel4 sym_c 1 1)))
 (let ((?x187 (relu in_i1)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 ?x187 ?x176)))
 (= (dim ?x211 1) sym_c)))))
(assert
 (let ((?x220 (div (+ (- 1) sym_h) 2)))
 (let ((?x221 (+ 1 ?x220)))
 (let ((?x176 (idkernel4 sym_c 1 1)))
 (let ((?x187 (relu in_i1)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 ?x187 ?x176)))
 (let ((?x218 (dim ?x211 2)))
 (= ?x218 ?x221))))))))
(assert
 (let ((?x225 (div (+ (- 1) sym_w) 2)))
 (let ((?x226 (+ 1 ?x225)))
 (let ((?x176 (idkernel4 sym_c 1 1)))
 (let ((?x187 (relu in_i1)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 ?x187 ?x176)))
 (let ((?x223 (dim ?x211 3)))
 (= ?x223 ?x226))))))))
(assert
 (let ((?x206 (+ (- 2) sym_h)))
 (>= ?x206 0)))
(assert
 (let ((?x209 (+ (- 2) sym_w)))
 (>= ?x209 0)))
(assert
 (let ((?x220 (div (+ (- 1) sym_h) 2)))
 (let ((?x221 (+ 1 ?x220)))
 (>= ?x221 0))))
(assert
 (let ((?x225 (div (+ (- 1) sym_w) 2)))
 (let ((?x226 (+ 1 ?x225)))
 (>= ?x226 0))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x232 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x165)))
 (= (rank ?x232) 4))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x232 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x165)))
 (= (dim ?x232 0) sym_n))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x232 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x165)))
 (= (dim ?x232 1) sym_c))))
(assert
 (let ((?x206 (+ (- 2) sym_h)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x232 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x165)))
 (let ((?x239 (dim ?x232 2)))
 (= ?x239 ?x206))))))
(assert
 (let ((?x209 (+ (- 2) sym_w)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x232 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x165)))
 (let ((?x241 (dim ?x232 3)))
 (= ?x241 ?x209))))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x232 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x165)))
 (let ((?x243 (relu ?x232)))
 (= (rank ?x243) 4)))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x232 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x165)))
 (let ((?x243 (relu ?x232)))
 (= (dim ?x243 0) sym_n)))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x232 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x165)))
 (let ((?x243 (relu ?x232)))
 (= (dim ?x243 1) sym_c)))))
(assert
 (let ((?x206 (+ (- 2) sym_h)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x232 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x165)))
 (let ((?x243 (relu ?x232)))
 (let ((?x250 (dim ?x243 2)))
 (= ?x250 ?x206)))))))
(assert
 (let ((?x209 (+ (- 2) sym_w)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x232 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x165)))
 (let ((?x243 (relu ?x232)))
 (let ((?x252 (dim ?x243 3)))
 (= ?x252 ?x209)))))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x254 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (= (rank ?x254) 4))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x254 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (= (dim ?x254 0) sym_n))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x254 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (= (dim ?x254 1) sym_c))))
(assert
 (let ((?x220 (div (+ (- 1) sym_h) 2)))
 (let ((?x221 (+ 1 ?x220)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x254 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (let ((?x261 (dim ?x254 2)))
 (= ?x261 ?x221)))))))
(assert
 (let ((?x225 (div (+ (- 1) sym_w) 2)))
 (let ((?x226 (+ 1 ?x225)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x254 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (let ((?x263 (dim ?x254 3)))
 (= ?x263 ?x226)))))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x254 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (let ((?x265 (relu ?x254)))
 (= (rank ?x265) 4)))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x254 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (let ((?x265 (relu ?x254)))
 (= (dim ?x265 0) sym_n)))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x254 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (let ((?x265 (relu ?x254)))
 (= (dim ?x265 1) sym_c)))))
(assert
 (let ((?x220 (div (+ (- 1) sym_h) 2)))
 (let ((?x221 (+ 1 ?x220)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x254 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (let ((?x265 (relu ?x254)))
 (let ((?x272 (dim ?x265 2)))
 (= ?x272 ?x221))))))))
(assert
 (let ((?x225 (div (+ (- 1) sym_w) 2)))
 (let ((?x226 (+ 1 ?x225)))
 (let ((?x165 (idkernel4 sym_c 3 3)))
 (let ((?x254 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
 (let ((?x265 (relu ?x254)))
 (let ((?x274 (dim ?x265 3)))
 (= ?x274 ?x226))))))))
(assert
 (let ((?x165 (idkernel4 sym_c 3 3)))
(let ((?x254 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x165)))
(let ((?x265 (relu ?x254)))
(let ((?x176 (idkernel4 sym_c 1 1)))
(let ((?x187 (relu in_i1)))
(let ((?x211 (conv 2 2 0 0 0 0 1 1 1 ?x187 ?x176)))
(let ((?x232 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x165)))
(let ((?x243 (relu ?x232)))
(let ((?x198 (conv 1 1 0 0 0 0 1 1 1 ?x187 ?x165)))
(or (and (distinct ?x198 ?x243) true) (and (distinct ?x211 ?x265) true))))))))))))
(check-sat)
