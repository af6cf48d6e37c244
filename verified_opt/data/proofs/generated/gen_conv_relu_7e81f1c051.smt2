; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 76235
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
 (let (($x65 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x26 $x11 $x12 $x13 $x16 $x18 $x20 $x22)))
 (=> $x65 $x71))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x105 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x103 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x106 (= ?x103 ?x105)))
 (let (($x76 (>= dw 1)))
 (let (($x84 (>= dh 1)))
 (let (($x13 (>= sw 1)))
 (let (($x12 (>= sh 1)))
 (let (($x81 (>= g 1)))
 (let (($x100 (and $x81 $x12 $x13 $x84 $x76 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x100 $x106)))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x146 (dim in_u1 2)))
 (= 1 ?x146)))
(assert
 (let ((?x148 (dim in_u1 3)))
 (= 1 ?x148)))
(assert
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c2))
(assert
 (= (dim in_u2 1) sym_c))
(assert
 (let ((?x157 (dim in_u2 2)))
 (= 1 ?x157)))
(assert
 (let ((?x159 (dim in_u2 3)))
 (= 1 ?x159)))
(assert
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x161) 4)))
(assert
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x161 0) sym_n)))
(assert
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x161 1) sym_c)))
(assert
 (let ((?x170 (div (+ (- 1) sym_h) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x168 (dim ?x161 2)))
 (= ?x168 ?x171))))))
(assert
 (let ((?x175 (div (+ (- 1) sym_w) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x173 (dim ?x161 3)))
 (= ?x173 ?x176))))))
(assert
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 ?x161 in_u1)))
 (= (rank ?x178) 4))))
(assert
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 ?x161 in_u1)))
 (= (dim ?x178 0) sym_n))))
(assert
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 ?x161 in_u1)))
 (= (dim ?x178 1) sym_c))))
(assert
 (let ((?x170 (div (+ (- 1) sym_h) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 ?x161 in_u1)))
 (let ((?x185 (dim ?x178 2)))
 (= ?x185 ?x171)))))))
(assert
 (let ((?x175 (div (+ (- 1) sym_w) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 ?x161 in_u1)))
 (let ((?x187 (dim ?x178 3)))
 (= ?x187 ?x176)))))))
(assert
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 ?x161 in_u1)))
 (let ((?x189 (relu ?x178)))
 (= (rank ?x189) 4)))))
(assert
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 ?x161 in_u1)))
 (let ((?x189 (relu ?x178)))
 (= (dim ?x189 0) sym_n)))))
(assert
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 ?x161 in_u1)))
 (let ((?x189 (relu ?x178)))
 (= (dim ?x189 1) sym_c)))))
(assert
 (let ((?x170 (div (+ (- 1) sym_h) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 ?x161 in_u1)))
 (let ((?x189 (relu ?x178)))
 (let ((?x196 (dim ?x189 2)))
 (= ?x196 ?x171))))))))
(assert
 (let ((?x175 (div (+ (- 1) sym_w) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 ?x161 in_u1)))
 (let ((?x189 (relu ?x178)))
 (let ((?x198 (dim ?x189 3)))
 (= ?x198 ?x176))))))))
(assert
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 ?x161 in_u1)))
 (let ((?x189 (relu ?x178)))
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 ?x189 in_u2)))
 (= (rank ?x200) 4))))))
(assert
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 ?x161 in_u1)))
 (let ((?x189 (relu ?x178)))
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 ?x189 in_u2)))
 (= (dim ?x200 0) sym_n))))))
(assert
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 ?x161 in_u1)))
 (let ((?x189 (relu ?x178)))
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 ?x189 in_u2)))
 (= (dim ?x200 1) sym_c2))))))
(assert
 (let ((?x170 (div (+ (- 1) sym_h) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 ?x161 in_u1)))
 (let ((?x189 (relu ?x178)))
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 ?x189 in_u2)))
 (let ((?x207 (dim ?x200 2)))
 (= ?x207 ?x171)))))))))
(assert
 (let ((?x175 (div (+ (- 1) sym_w) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (conv 1 1 0 0 0 0 1 1 1 ?x161 in_u1)))
 (let ((?x189 (relu ?x178)))
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 ?x189 in_u2)))
 (let ((?x209 (dim ?x200 3)))
 (= ?x209 ?x176)))))))))
(assert
 (let ((?x170 (div (+ (- 1) sym_h) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (>= ?x171 0))))
(assert
 (let ((?x175 (div (+ (- 1) sym_w) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (>= ?x176 0))))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x213) 4)))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x213 0) sym_n)))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x213 1) sym_c)))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x213 2) sym_h)))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x213 3) sym_w)))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 ?x213 in_u1)))
 (= (rank ?x224) 4))))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 ?x213 in_u1)))
 (= (dim ?x224 0) sym_n))))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 ?x213 in_u1)))
 (= (dim ?x224 1) sym_c))))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 ?x213 in_u1)))
 (= (dim ?x224 2) sym_h))))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 ?x213 in_u1)))
 (= (dim ?x224 3) sym_w))))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 ?x213 in_u1)))
 (let ((?x235 (relu ?x224)))
 (= (rank ?x235) 4)))))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 ?x213 in_u1)))
 (let ((?x235 (relu ?x224)))
 (= (dim ?x235 0) sym_n)))))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 ?x213 in_u1)))
 (let ((?x235 (relu ?x224)))
 (= (dim ?x235 1) sym_c)))))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 ?x213 in_u1)))
 (let ((?x235 (relu ?x224)))
 (= (dim ?x235 2) sym_h)))))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 ?x213 in_u1)))
 (let ((?x235 (relu ?x224)))
 (= (dim ?x235 3) sym_w)))))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 ?x213 in_u1)))
 (let ((?x235 (relu ?x224)))
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 ?x235 in_u2)))
 (= (rank ?x246) 4))))))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 ?x213 in_u1)))
 (let ((?x235 (relu ?x224)))
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 ?x235 in_u2)))
 (= (dim ?x246 0) sym_n))))))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 ?x213 in_u1)))
 (let ((?x235 (relu ?x224)))
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 ?x235 in_u2)))
 (= (dim ?x246 1) sym_c2))))))
(assert
 (let ((?x170 (div (+ (- 1) sym_h) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 ?x213 in_u1)))
 (let ((?x235 (relu ?x224)))
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 ?x235 in_u2)))
 (let ((?x253 (dim ?x246 2)))
 (= ?x253 ?x171)))))))))
(assert
 (let ((?x175 (div (+ (- 1) sym_w) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x224 (conv 1 1 0 0 0 0 1 1 1 ?x213 in_u1)))
 (let ((?x235 (relu ?x224)))
 (let ((?x246 (conv 2 2 0 0 0 0 1 1 1 ?x235 in_u2)))
 (let ((?x255 (dim ?x246 3)))
 (= ?x255 ?x176)))))))))
(assert
 (let ((?x213 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x224 (conv 1 1 0 0 0 0 1 1 1 ?x213 in_u1)))
(let ((?x235 (relu ?x224)))
(let ((?x246 (conv 2 2 0 0 0 0 1 1 1 ?x235 in_u2)))
(let ((?x161 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x178 (conv 1 1 0 0 0 0 1 1 1 ?x161 in_u1)))
(let ((?x189 (relu ?x178)))
(let ((?x200 (conv 1 1 0 0 0 0 1 1 1 ?x189 in_u2)))
(and (distinct ?x200 ?x246) true))))))))))
(check-sat)
