; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 75322
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun relu (T) T)
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
 (let ((?x144 (dim in_k1 2)))
 (= 3 ?x144)))
(assert
 (let ((?x146 (dim in_k1 3)))
 (= 3 ?x146)))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x155 (dim in_u1 2)))
 (= 1 ?x155)))
(assert
 (let ((?x157 (dim in_u1 3)))
 (= 1 ?x157)))
(assert
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x159) 4)))
(assert
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x159 0) sym_n)))
(assert
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x159 1) sym_c)))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x166 (dim ?x159 2)))
 (= ?x166 ?x169))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x171 (dim ?x159 3)))
 (= ?x171 ?x174))))))
(assert
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x176 (relu ?x159)))
 (= (rank ?x176) 4))))
(assert
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x176 (relu ?x159)))
 (= (dim ?x176 0) sym_n))))
(assert
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x176 (relu ?x159)))
 (= (dim ?x176 1) sym_c))))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x176 (relu ?x159)))
 (let ((?x183 (dim ?x176 2)))
 (= ?x183 ?x169)))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x176 (relu ?x159)))
 (let ((?x185 (dim ?x176 3)))
 (= ?x185 ?x174)))))))
(assert
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x176 (relu ?x159)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (= (rank ?x187) 4)))))
(assert
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x176 (relu ?x159)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (= (dim ?x187 0) sym_n)))))
(assert
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x176 (relu ?x159)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (= (dim ?x187 1) sym_c)))))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x176 (relu ?x159)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (let ((?x194 (dim ?x187 2)))
 (= ?x194 ?x169))))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x176 (relu ?x159)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
 (let ((?x196 (dim ?x187 3)))
 (= ?x196 ?x174))))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (>= ?x169 0))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (>= ?x174 0))))
(assert
 (let ((?x200 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x200) 4)))
(assert
 (let ((?x200 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x200 0) sym_n)))
(assert
 (let ((?x200 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x200 1) sym_c)))
(assert
 (let ((?x200 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x200 2) sym_h)))
(assert
 (let ((?x200 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x200 3) sym_w)))
(assert
 (let ((?x200 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x211 (relu ?x200)))
 (= (rank ?x211) 4))))
(assert
 (let ((?x200 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x211 (relu ?x200)))
 (= (dim ?x211 0) sym_n))))
(assert
 (let ((?x200 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x211 (relu ?x200)))
 (= (dim ?x211 1) sym_c))))
(assert
 (let ((?x200 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x211 (relu ?x200)))
 (= (dim ?x211 2) sym_h))))
(assert
 (let ((?x200 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x211 (relu ?x200)))
 (= (dim ?x211 3) sym_w))))
(assert
 (let ((?x200 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x211 (relu ?x200)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u1)))
 (= (rank ?x222) 4)))))
(assert
 (let ((?x200 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x211 (relu ?x200)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u1)))
 (= (dim ?x222 0) sym_n)))))
(assert
 (let ((?x200 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x211 (relu ?x200)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u1)))
 (= (dim ?x222 1) sym_c)))))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x200 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x211 (relu ?x200)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u1)))
 (let ((?x229 (dim ?x222 2)))
 (= ?x229 ?x169))))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x200 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x211 (relu ?x200)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u1)))
 (let ((?x231 (dim ?x222 3)))
 (= ?x231 ?x174))))))))
(assert
 (let ((?x200 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x211 (relu ?x200)))
(let ((?x222 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u1)))
(let ((?x159 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x176 (relu ?x159)))
(let ((?x187 (conv 1 1 0 0 0 0 1 1 1 ?x176 in_u1)))
(and (distinct ?x187 ?x222) true))))))))
(check-sat)
