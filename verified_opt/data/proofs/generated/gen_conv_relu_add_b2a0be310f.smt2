; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_strided_subsample, maxpool_relu, subsample_add, subsample_conv1x1
; z3 rlimit used: 72462
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun relu (T) T)
(declare-fun add (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x32 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x30 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x33 (= ?x30 ?x32)))
 (let (($x26 (>= dw 1)))
 (let (($x24 (>= dh 1)))
 (let (($x22 (>= pr 0)))
 (let (($x20 (>= pb 0)))
 (let (($x18 (>= pl 0)))
 (let (($x16 (>= pt 0)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x11 (>= g 1)))
 (let (($x27 (and (< 1 (* sh sw)) $x11 $x12 $x13 $x16 $x18 $x20 $x22 $x24 $x26)))
 (=> $x27 $x33)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x70 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x68 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x71 (= ?x68 ?x70)))
 (let (($x22 (>= pr 0)))
 (let (($x20 (>= pb 0)))
 (let (($x18 (>= pl 0)))
 (let (($x16 (>= pt 0)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x11 (>= kw 1)))
 (let (($x26 (>= kh 1)))
 (let (($x65 (and (< pt kh) (< pb kh) (< pl kw) (< pr kw) $x26 $x11 $x12 $x13 $x16 $x18 $x20 $x22)))
 (=> $x65 $x71))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((X T) (Y T) (sh Int) (sw Int) )(! (let ((?x77 (add (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y))))
 (let ((?x94 (maxpool 1 1 sh sw 0 0 0 0 (add X Y))))
 (let (($x104 (= ?x94 ?x77)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x88 (and $x12 $x13)))
 (=> $x88 $x104))))))) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (add X Y)) ) :pattern ( (add (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y)) ) :qid subsample_add))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x127 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x125 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x128 (= ?x125 ?x127)))
 (let (($x114 (>= dw 1)))
 (let (($x113 (>= dh 1)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x112 (>= g 1)))
 (let (($x122 (and $x112 $x12 $x13 $x113 $x114 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x122 $x128)))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x166 (dim in_k1 2)))
 (= 3 ?x166)))
(assert
 (let ((?x168 (dim in_k1 3)))
 (= 3 ?x168)))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x177 (dim in_u1 2)))
 (= 1 ?x177)))
(assert
 (let ((?x179 (dim in_u1 3)))
 (= 1 ?x179)))
(assert
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x181) 4)))
(assert
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x181 0) sym_n)))
(assert
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x181 1) sym_c)))
(assert
 (let ((?x190 (div (+ (- 1) sym_h) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x188 (dim ?x181 2)))
 (= ?x188 ?x191))))))
(assert
 (let ((?x195 (div (+ (- 1) sym_w) 2)))
 (let ((?x196 (+ 1 ?x195)))
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x193 (dim ?x181 3)))
 (= ?x193 ?x196))))))
(assert
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x198 (relu ?x181)))
 (= (rank ?x198) 4))))
(assert
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x198 (relu ?x181)))
 (= (dim ?x198 0) sym_n))))
(assert
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x198 (relu ?x181)))
 (= (dim ?x198 1) sym_c))))
(assert
 (let ((?x190 (div (+ (- 1) sym_h) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x198 (relu ?x181)))
 (let ((?x205 (dim ?x198 2)))
 (= ?x205 ?x191)))))))
(assert
 (let ((?x195 (div (+ (- 1) sym_w) 2)))
 (let ((?x196 (+ 1 ?x195)))
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x198 (relu ?x181)))
 (let ((?x207 (dim ?x198 3)))
 (= ?x207 ?x196)))))))
(assert
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x198 (relu ?x181)))
 (let ((?x209 (add ?x181 ?x198)))
 (= (rank ?x209) 4)))))
(assert
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x198 (relu ?x181)))
 (let ((?x209 (add ?x181 ?x198)))
 (= (dim ?x209 0) sym_n)))))
(assert
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x198 (relu ?x181)))
 (let ((?x209 (add ?x181 ?x198)))
 (= (dim ?x209 1) sym_c)))))
(assert
 (let ((?x190 (div (+ (- 1) sym_h) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x198 (relu ?x181)))
 (let ((?x209 (add ?x181 ?x198)))
 (let ((?x216 (dim ?x209 2)))
 (= ?x216 ?x191))))))))
(assert
 (let ((?x195 (div (+ (- 1) sym_w) 2)))
 (let ((?x196 (+ 1 ?x195)))
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x198 (relu ?x181)))
 (let ((?x209 (add ?x181 ?x198)))
 (let ((?x218 (dim ?x209 3)))
 (= ?x218 ?x196))))))))
(assert
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x198 (relu ?x181)))
 (let ((?x209 (add ?x181 ?x198)))
 (let ((?x220 (conv 1 1 0 0 0 0 1 1 1 ?x209 in_u1)))
 (= (rank ?x220) 4))))))
(assert
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x198 (relu ?x181)))
 (let ((?x209 (add ?x181 ?x198)))
 (let ((?x220 (conv 1 1 0 0 0 0 1 1 1 ?x209 in_u1)))
 (= (dim ?x220 0) sym_n))))))
(assert
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x198 (relu ?x181)))
 (let ((?x209 (add ?x181 ?x198)))
 (let ((?x220 (conv 1 1 0 0 0 0 1 1 1 ?x209 in_u1)))
 (= (dim ?x220 1) sym_c))))))
(assert
 (let ((?x190 (div (+ (- 1) sym_h) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x198 (relu ?x181)))
 (let ((?x209 (add ?x181 ?x198)))
 (let ((?x220 (conv 1 1 0 0 0 0 1 1 1 ?x209 in_u1)))
 (let ((?x227 (dim ?x220 2)))
 (= ?x227 ?x191)))))))))
(assert
 (let ((?x195 (div (+ (- 1) sym_w) 2)))
 (let ((?x196 (+ 1 ?x195)))
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x198 (relu ?x181)))
 (let ((?x209 (add ?x181 ?x198)))
 (let ((?x220 (conv 1 1 0 0 0 0 1 1 1 ?x209 in_u1)))
 (let ((?x229 (dim ?x220 3)))
 (= ?x229 ?x196)))))))))
(assert
 (let ((?x190 (div (+ (- 1) sym_h) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (>= ?x191 0))))
(assert
 (let ((?x195 (div (+ (- 1) sym_w) 2)))
 (let ((?x196 (+ 1 ?x195)))
 (>= ?x196 0))))
(assert
 (let ((?x233 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x233) 4)))
(assert
 (let ((?x233 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x233 0) sym_n)))
(assert
 (let ((?x233 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x233 1) sym_c)))
(assert
 (let ((?x233 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x233 2) sym_h)))
(assert
 (let ((?x233 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x233 3) sym_w)))
(assert
 (let ((?x233 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x244 (relu ?x233)))
 (= (rank ?x244) 4))))
(assert
 (let ((?x233 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x244 (relu ?x233)))
 (= (dim ?x244 0) sym_n))))
(assert
 (let ((?x233 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x244 (relu ?x233)))
 (= (dim ?x244 1) sym_c))))
(assert
 (let ((?x233 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x244 (relu ?x233)))
 (= (dim ?x244 2) sym_h))))
(assert
 (let ((?x233 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x244 (relu ?x233)))
 (= (dim ?x244 3) sym_w))))
(assert
 (let ((?x233 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x244 (relu ?x233)))
 (let ((?x255 (add ?x233 ?x244)))
 (= (rank ?x255) 4)))))
(assert
 (let ((?x233 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x244 (relu ?x233)))
 (let ((?x255 (add ?x233 ?x244)))
 (= (dim ?x255 0) sym_n)))))
(assert
 (let ((?x233 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x244 (relu ?x233)))
 (let ((?x255 (add ?x233 ?x244)))
 (= (dim ?x255 1) sym_c)))))
(assert
 (let ((?x233 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x244 (relu ?x233)))
 (let ((?x255 (add ?x233 ?x244)))
 (= (dim ?x255 2) sym_h)))))
(assert
 (let ((?x233 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x244 (relu ?x233)))
 (let ((?x255 (add ?x233 ?x244)))
 (= (dim ?x255 3) sym_w)))))
(assert
 (let ((?x233 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x244 (relu ?x233)))
 (let ((?x255 (add ?x233 ?x244)))
 (let ((?x266 (conv 2 2 0 0 0 0 1 1 1 ?x255 in_u1)))
 (= (rank ?x266) 4))))))
(assert
 (let ((?x233 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x244 (relu ?x233)))
 (let ((?x255 (add ?x233 ?x244)))
 (let ((?x266 (conv 2 2 0 0 0 0 1 1 1 ?x255 in_u1)))
 (= (dim ?x266 0) sym_n))))))
(assert
 (let ((?x233 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x244 (relu ?x233)))
 (let ((?x255 (add ?x233 ?x244)))
 (let ((?x266 (conv 2 2 0 0 0 0 1 1 1 ?x255 in_u1)))
 (= (dim ?x266 1) sym_c))))))
(assert
 (let ((?x190 (div (+ (- 1) sym_h) 2)))
 (let ((?x191 (+ 1 ?x190)))
 (let ((?x233 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x244 (relu ?x233)))
 (let ((?x255 (add ?x233 ?x244)))
 (let ((?x266 (conv 2 2 0 0 0 0 1 1 1 ?x255 in_u1)))
 (let ((?x273 (dim ?x266 2)))
 (= ?x273 ?x191)))))))))
(assert
 (let ((?x195 (div (+ (- 1) sym_w) 2)))
 (let ((?x196 (+ 1 ?x195)))
 (let ((?x233 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x244 (relu ?x233)))
 (let ((?x255 (add ?x233 ?x244)))
 (let ((?x266 (conv 2 2 0 0 0 0 1 1 1 ?x255 in_u1)))
 (let ((?x275 (dim ?x266 3)))
 (= ?x275 ?x196)))))))))
(assert
 (let ((?x233 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x244 (relu ?x233)))
(let ((?x255 (add ?x233 ?x244)))
(let ((?x266 (conv 2 2 0 0 0 0 1 1 1 ?x255 in_u1)))
(let ((?x181 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x198 (relu ?x181)))
(let ((?x209 (add ?x181 ?x198)))
(let ((?x220 (conv 1 1 0 0 0 0 1 1 1 ?x209 in_u1)))
(and (distinct ?x220 ?x266) true))))))))))
(check-sat)
