; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 67970
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
 (let ((?x150 (dim in_k1 2)))
 (= 3 ?x150)))
(assert
 (let ((?x152 (dim in_k1 3)))
 (= 3 ?x152)))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x161 (dim in_u1 2)))
 (= 1 ?x161)))
(assert
 (let ((?x163 (dim in_u1 3)))
 (= 1 ?x163)))
(assert
 (let ((?x165 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x165) 4)))
(assert
 (let ((?x165 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x165 0) sym_n)))
(assert
 (let ((?x165 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x165 1) sym_c)))
(assert
 (let ((?x174 (div (+ (- 1) sym_h) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x165 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x172 (dim ?x165 2)))
 (= ?x172 ?x175))))))
(assert
 (let ((?x179 (div (+ (- 1) sym_w) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x165 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x177 (dim ?x165 3)))
 (= ?x177 ?x180))))))
(assert
 (let ((?x165 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x182 (relu ?x165)))
 (= (rank ?x182) 4))))
(assert
 (let ((?x165 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x182 (relu ?x165)))
 (= (dim ?x182 0) sym_n))))
(assert
 (let ((?x165 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x182 (relu ?x165)))
 (= (dim ?x182 1) sym_c))))
(assert
 (let ((?x174 (div (+ (- 1) sym_h) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x165 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x182 (relu ?x165)))
 (let ((?x189 (dim ?x182 2)))
 (= ?x189 ?x175)))))))
(assert
 (let ((?x179 (div (+ (- 1) sym_w) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x165 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x182 (relu ?x165)))
 (let ((?x191 (dim ?x182 3)))
 (= ?x191 ?x180)))))))
(assert
 (let ((?x165 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x182 (relu ?x165)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x182 in_u1)))
 (= (rank ?x193) 4)))))
(assert
 (let ((?x165 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x182 (relu ?x165)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x182 in_u1)))
 (= (dim ?x193 0) sym_n)))))
(assert
 (let ((?x165 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x182 (relu ?x165)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x182 in_u1)))
 (= (dim ?x193 1) sym_c)))))
(assert
 (let ((?x174 (div (+ (- 1) sym_h) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x165 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x182 (relu ?x165)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x182 in_u1)))
 (let ((?x200 (dim ?x193 2)))
 (= ?x200 ?x175))))))))
(assert
 (let ((?x179 (div (+ (- 1) sym_w) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x165 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x182 (relu ?x165)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x182 in_u1)))
 (let ((?x202 (dim ?x193 3)))
 (= ?x202 ?x180))))))))
(assert
 (let ((?x174 (div (+ (- 1) sym_h) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (>= ?x175 0))))
(assert
 (let ((?x179 (div (+ (- 1) sym_w) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (>= ?x180 0))))
(assert
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x206) 4)))
(assert
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x206 0) sym_n)))
(assert
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x206 1) sym_c)))
(assert
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x206 2) sym_h)))
(assert
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x206 3) sym_w)))
(assert
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x217 (relu ?x206)))
 (= (rank ?x217) 4))))
(assert
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x217 (relu ?x206)))
 (= (dim ?x217 0) sym_n))))
(assert
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x217 (relu ?x206)))
 (= (dim ?x217 1) sym_c))))
(assert
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x217 (relu ?x206)))
 (= (dim ?x217 2) sym_h))))
(assert
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x217 (relu ?x206)))
 (= (dim ?x217 3) sym_w))))
(assert
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x217 (relu ?x206)))
 (let ((?x228 (conv 2 2 0 0 0 0 1 1 1 ?x217 in_u1)))
 (= (rank ?x228) 4)))))
(assert
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x217 (relu ?x206)))
 (let ((?x228 (conv 2 2 0 0 0 0 1 1 1 ?x217 in_u1)))
 (= (dim ?x228 0) sym_n)))))
(assert
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x217 (relu ?x206)))
 (let ((?x228 (conv 2 2 0 0 0 0 1 1 1 ?x217 in_u1)))
 (= (dim ?x228 1) sym_c)))))
(assert
 (let ((?x174 (div (+ (- 1) sym_h) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x217 (relu ?x206)))
 (let ((?x228 (conv 2 2 0 0 0 0 1 1 1 ?x217 in_u1)))
 (let ((?x235 (dim ?x228 2)))
 (= ?x235 ?x175))))))))
(assert
 (let ((?x179 (div (+ (- 1) sym_w) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x217 (relu ?x206)))
 (let ((?x228 (conv 2 2 0 0 0 0 1 1 1 ?x217 in_u1)))
 (let ((?x237 (dim ?x228 3)))
 (= ?x237 ?x180))))))))
(assert
 (let ((?x206 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x217 (relu ?x206)))
(let ((?x228 (conv 2 2 0 0 0 0 1 1 1 ?x217 in_u1)))
(let ((?x165 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x182 (relu ?x165)))
(let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x182 in_u1)))
(and (distinct ?x193 ?x228) true))))))))
(check-sat)
