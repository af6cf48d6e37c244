; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 68880
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun relu (T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(declare-fun in_u2 () T)
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
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x111 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x109 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x112 (= ?x109 ?x111)))
 (let (($x83 (>= dw 1)))
 (let (($x89 (>= dh 1)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x88 (>= g 1)))
 (let (($x106 (and $x88 $x12 $x13 $x89 $x83 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x106 $x112)))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x152 (dim in_u1 2)))
 (= 1 ?x152)))
(assert
 (let ((?x154 (dim in_u1 3)))
 (= 1 ?x154)))
(assert
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c2))
(assert
 (= (dim in_u2 1) sym_c2))
(assert
 (let ((?x163 (dim in_u2 2)))
 (= 1 ?x163)))
(assert
 (let ((?x165 (dim in_u2 3)))
 (= 1 ?x165)))
(assert
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x167) 4)))
(assert
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x167 0) sym_n)))
(assert
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x167 1) sym_c2)))
(assert
 (let ((?x176 (div (+ (- 1) sym_h) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x174 (dim ?x167 2)))
 (= ?x174 ?x177))))))
(assert
 (let ((?x181 (div (+ (- 1) sym_w) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x179 (dim ?x167 3)))
 (= ?x179 ?x182))))))
(assert
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x167 in_u2)))
 (= (rank ?x184) 4))))
(assert
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x167 in_u2)))
 (= (dim ?x184 0) sym_n))))
(assert
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x167 in_u2)))
 (= (dim ?x184 1) sym_c2))))
(assert
 (let ((?x176 (div (+ (- 1) sym_h) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x167 in_u2)))
 (let ((?x191 (dim ?x184 2)))
 (= ?x191 ?x177)))))))
(assert
 (let ((?x181 (div (+ (- 1) sym_w) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x167 in_u2)))
 (let ((?x193 (dim ?x184 3)))
 (= ?x193 ?x182)))))))
(assert
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x167 in_u2)))
 (let ((?x195 (relu ?x184)))
 (= (rank ?x195) 4)))))
(assert
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x167 in_u2)))
 (let ((?x195 (relu ?x184)))
 (= (dim ?x195 0) sym_n)))))
(assert
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x167 in_u2)))
 (let ((?x195 (relu ?x184)))
 (= (dim ?x195 1) sym_c2)))))
(assert
 (let ((?x176 (div (+ (- 1) sym_h) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x167 in_u2)))
 (let ((?x195 (relu ?x184)))
 (let ((?x202 (dim ?x195 2)))
 (= ?x202 ?x177))))))))
(assert
 (let ((?x181 (div (+ (- 1) sym_w) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x167 in_u2)))
 (let ((?x195 (relu ?x184)))
 (let ((?x204 (dim ?x195 3)))
 (= ?x204 ?x182))))))))
(assert
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x167 in_u2)))
 (let ((?x195 (relu ?x184)))
 (let ((?x206 (conv 1 1 0 0 0 0 1 1 1 ?x195 in_u2)))
 (= (rank ?x206) 4))))))
(assert
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x167 in_u2)))
 (let ((?x195 (relu ?x184)))
 (let ((?x206 (conv 1 1 0 0 0 0 1 1 1 ?x195 in_u2)))
 (= (dim ?x206 0) sym_n))))))
(assert
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x167 in_u2)))
 (let ((?x195 (relu ?x184)))
 (let ((?x206 (conv 1 1 0 0 0 0 1 1 1 ?x195 in_u2)))
 (= (dim ?x206 1) sym_c2))))))
(assert
 (let ((?x176 (div (+ (- 1) sym_h) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x167 in_u2)))
 (let ((?x195 (relu ?x184)))
 (let ((?x206 (conv 1 1 0 0 0 0 1 1 1 ?x195 in_u2)))
 (let ((?x213 (dim ?x206 2)))
 (= ?x213 ?x177)))))))))
(assert
 (let ((?x181 (div (+ (- 1) sym_w) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x167 in_u2)))
 (let ((?x195 (relu ?x184)))
 (let ((?x206 (conv 1 1 0 0 0 0 1 1 1 ?x195 in_u2)))
 (let ((?x215 (dim ?x206 3)))
 (= ?x215 ?x182)))))))))
(assert
 (let ((?x176 (div (+ (- 1) sym_h) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (>= ?x177 0))))
(assert
 (let ((?x181 (div (+ (- 1) sym_w) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (>= ?x182 0))))
(assert
 (let ((?x219 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x219) 4)))
(assert
 (let ((?x219 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x219 0) sym_n)))
(assert
 (let ((?x219 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x219 1) sym_c2)))
(assert
 (let ((?x219 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x219 2) sym_h)))
(assert
 (let ((?x219 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x219 3) sym_w)))
(assert
 (let ((?x219 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 ?x219 in_u2)))
 (= (rank ?x230) 4))))
(assert
 (let ((?x219 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 ?x219 in_u2)))
 (= (dim ?x230 0) sym_n))))
(assert
 (let ((?x219 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 ?x219 in_u2)))
 (= (dim ?x230 1) sym_c2))))
(assert
 (let ((?x219 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 ?x219 in_u2)))
 (= (dim ?x230 2) sym_h))))
(assert
 (let ((?x219 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 ?x219 in_u2)))
 (= (dim ?x230 3) sym_w))))
(assert
 (let ((?x219 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 ?x219 in_u2)))
 (let ((?x241 (relu ?x230)))
 (= (rank ?x241) 4)))))
(assert
 (let ((?x219 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 ?x219 in_u2)))
 (let ((?x241 (relu ?x230)))
 (= (dim ?x241 0) sym_n)))))
(assert
 (let ((?x219 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 ?x219 in_u2)))
 (let ((?x241 (relu ?x230)))
 (= (dim ?x241 1) sym_c2)))))
(assert
 (let ((?x219 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 ?x219 in_u2)))
 (let ((?x241 (relu ?x230)))
 (= (dim ?x241 2) sym_h)))))
(assert
 (let ((?x219 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 ?x219 in_u2)))
 (let ((?x241 (relu ?x230)))
 (= (dim ?x241 3) sym_w)))))
(assert
 (let ((?x219 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 ?x219 in_u2)))
 (let ((?x241 (relu ?x230)))
 (let ((?x252 (conv 2 2 0 0 0 0 1 1 1 ?x241 in_u2)))
 (= (rank ?x252) 4))))))
(assert
 (let ((?x219 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 ?x219 in_u2)))
 (let ((?x241 (relu ?x230)))
 (let ((?x252 (conv 2 2 0 0 0 0 1 1 1 ?x241 in_u2)))
 (= (dim ?x252 0) sym_n))))))
(assert
 (let ((?x219 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 ?x219 in_u2)))
 (let ((?x241 (relu ?x230)))
 (let ((?x252 (conv 2 2 0 0 0 0 1 1 1 ?x241 in_u2)))
 (= (dim ?x252 1) sym_c2))))))
(assert
 (let ((?x176 (div (+ (- 1) sym_h) 2)))
 (let ((?x177 (+ 1 ?x176)))
 (let ((?x219 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 ?x219 in_u2)))
 (let ((?x241 (relu ?x230)))
 (let ((?x252 (conv 2 2 0 0 0 0 1 1 1 ?x241 in_u2)))
 (let ((?x259 (dim ?x252 2)))
 (= ?x259 ?x177)))))))))
(assert
 (let ((?x181 (div (+ (- 1) sym_w) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (let ((?x219 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 ?x219 in_u2)))
 (let ((?x241 (relu ?x230)))
 (let ((?x252 (conv 2 2 0 0 0 0 1 1 1 ?x241 in_u2)))
 (let ((?x261 (dim ?x252 3)))
 (= ?x261 ?x182)))))))))
(assert
 (let ((?x219 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x230 (conv 1 1 0 0 0 0 1 1 1 ?x219 in_u2)))
(let ((?x241 (relu ?x230)))
(let ((?x252 (conv 2 2 0 0 0 0 1 1 1 ?x241 in_u2)))
(let ((?x167 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x167 in_u2)))
(let ((?x195 (relu ?x184)))
(let ((?x206 (conv 1 1 0 0 0 0 1 1 1 ?x195 in_u2)))
(and (distinct ?x206 ?x252) true))))))))))
(check-sat)
