; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_transpose_spatial, conv_strided_subsample, maxpool_transpose_spatial, subsample_conv1x1
; z3 rlimit used: 76640
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(declare-fun in_u2 () T)
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x37 (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W))))
 (let ((?x35 (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W)))
 (let (($x38 (= ?x35 ?x37)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x32 (and $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24 (= 1 (dim W 2)) (= 1 (dim W 3)))))
 (=> $x32 $x38)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W) ) :pattern ( (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W)) ) :qid conv1x1_transpose_spatial))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x71 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x69 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x72 (= ?x69 ?x71)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x68 (and (< 1 (* sh sw)) $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24)))
 (=> $x68 $x72)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x88 (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X))))
 (let ((?x86 (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X))))
 (let (($x89 (= ?x86 ?x88)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= kw 1)))
 (let (($x24 (>= kh 1)))
 (let (($x83 (and $x24 $x7 $x9 $x11 $x14 $x16 $x18 $x20)))
 (=> $x83 $x89))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X)) ) :pattern ( (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X)) ) :qid maxpool_transpose_spatial))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x110 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x108 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x111 (= ?x108 ?x110)))
 (let (($x99 (>= dw 1)))
 (let (($x98 (>= dh 1)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x97 (>= g 1)))
 (let (($x105 (and $x97 $x9 $x11 $x98 $x99 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x105 $x111)))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_c3 1))
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
 (let ((?x153 (dim in_u1 2)))
 (= 1 ?x153)))
(assert
 (let ((?x155 (dim in_u1 3)))
 (= 1 ?x155)))
(assert
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c3))
(assert
 (= (dim in_u2 1) sym_c2))
(assert
 (let ((?x164 (dim in_u2 2)))
 (= 1 ?x164)))
(assert
 (let ((?x166 (dim in_u2 3)))
 (= 1 ?x166)))
(assert
 (= (rank (transpose4 0 1 3 2 in_i1)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 0) sym_n))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 1) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 2) sym_w))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 3) sym_h))
(assert
 (let ((?x168 (transpose4 0 1 3 2 in_i1)))
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 ?x168 in_u1)))
 (= (rank ?x179) 4))))
(assert
 (let ((?x168 (transpose4 0 1 3 2 in_i1)))
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 ?x168 in_u1)))
 (= (dim ?x179 0) sym_n))))
(assert
 (let ((?x168 (transpose4 0 1 3 2 in_i1)))
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 ?x168 in_u1)))
 (= (dim ?x179 1) sym_c2))))
(assert
 (let ((?x168 (transpose4 0 1 3 2 in_i1)))
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 ?x168 in_u1)))
 (= (dim ?x179 2) sym_w))))
(assert
 (let ((?x168 (transpose4 0 1 3 2 in_i1)))
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 ?x168 in_u1)))
 (= (dim ?x179 3) sym_h))))
(assert
 (let ((?x168 (transpose4 0 1 3 2 in_i1)))
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 ?x168 in_u1)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 ?x179 in_u2)))
 (= (rank ?x190) 4)))))
(assert
 (let ((?x168 (transpose4 0 1 3 2 in_i1)))
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 ?x168 in_u1)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 ?x179 in_u2)))
 (= (dim ?x190 0) sym_n)))))
(assert
 (let ((?x168 (transpose4 0 1 3 2 in_i1)))
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 ?x168 in_u1)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 ?x179 in_u2)))
 (= (dim ?x190 1) sym_c3)))))
(assert
 (let ((?x200 (div (+ (- 1) sym_w) 2)))
 (let ((?x201 (+ 1 ?x200)))
 (let ((?x168 (transpose4 0 1 3 2 in_i1)))
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 ?x168 in_u1)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 ?x179 in_u2)))
 (let ((?x197 (dim ?x190 2)))
 (= ?x197 ?x201))))))))
(assert
 (let ((?x205 (div (+ (- 1) sym_h) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x168 (transpose4 0 1 3 2 in_i1)))
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 ?x168 in_u1)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 ?x179 in_u2)))
 (let ((?x203 (dim ?x190 3)))
 (= ?x203 ?x206))))))))
(assert
 (let ((?x200 (div (+ (- 1) sym_w) 2)))
 (let ((?x201 (+ 1 ?x200)))
 (>= ?x201 0))))
(assert
 (let ((?x205 (div (+ (- 1) sym_h) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (>= ?x206 0))))
(assert
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x210) 4)))
(assert
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x210 0) sym_n)))
(assert
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x210 1) sym_c2)))
(assert
 (let ((?x205 (div (+ (- 1) sym_h) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x217 (dim ?x210 2)))
 (= ?x217 ?x206))))))
(assert
 (let ((?x200 (div (+ (- 1) sym_w) 2)))
 (let ((?x201 (+ 1 ?x200)))
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x219 (dim ?x210 3)))
 (= ?x219 ?x201))))))
(assert
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x221 (conv 1 1 0 0 0 0 1 1 1 ?x210 in_u2)))
 (= (rank ?x221) 4))))
(assert
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x221 (conv 1 1 0 0 0 0 1 1 1 ?x210 in_u2)))
 (= (dim ?x221 0) sym_n))))
(assert
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x221 (conv 1 1 0 0 0 0 1 1 1 ?x210 in_u2)))
 (= (dim ?x221 1) sym_c3))))
(assert
 (let ((?x205 (div (+ (- 1) sym_h) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x221 (conv 1 1 0 0 0 0 1 1 1 ?x210 in_u2)))
 (let ((?x228 (dim ?x221 2)))
 (= ?x228 ?x206)))))))
(assert
 (let ((?x200 (div (+ (- 1) sym_w) 2)))
 (let ((?x201 (+ 1 ?x200)))
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x221 (conv 1 1 0 0 0 0 1 1 1 ?x210 in_u2)))
 (let ((?x230 (dim ?x221 3)))
 (= ?x230 ?x201)))))))
(assert
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x221 (conv 1 1 0 0 0 0 1 1 1 ?x210 in_u2)))
 (let ((?x232 (transpose4 0 1 3 2 ?x221)))
 (= (rank ?x232) 4)))))
(assert
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x221 (conv 1 1 0 0 0 0 1 1 1 ?x210 in_u2)))
 (let ((?x232 (transpose4 0 1 3 2 ?x221)))
 (= (dim ?x232 0) sym_n)))))
(assert
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x221 (conv 1 1 0 0 0 0 1 1 1 ?x210 in_u2)))
 (let ((?x232 (transpose4 0 1 3 2 ?x221)))
 (= (dim ?x232 1) sym_c3)))))
(assert
 (let ((?x200 (div (+ (- 1) sym_w) 2)))
 (let ((?x201 (+ 1 ?x200)))
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x221 (conv 1 1 0 0 0 0 1 1 1 ?x210 in_u2)))
 (let ((?x232 (transpose4 0 1 3 2 ?x221)))
 (let ((?x239 (dim ?x232 2)))
 (= ?x239 ?x201))))))))
(assert
 (let ((?x205 (div (+ (- 1) sym_h) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x221 (conv 1 1 0 0 0 0 1 1 1 ?x210 in_u2)))
 (let ((?x232 (transpose4 0 1 3 2 ?x221)))
 (let ((?x241 (dim ?x232 3)))
 (= ?x241 ?x206))))))))
(assert
 (let ((?x210 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x221 (conv 1 1 0 0 0 0 1 1 1 ?x210 in_u2)))
(let ((?x232 (transpose4 0 1 3 2 ?x221)))
(let ((?x168 (transpose4 0 1 3 2 in_i1)))
(let ((?x179 (conv 1 1 0 0 0 0 1 1 1 ?x168 in_u1)))
(let ((?x190 (conv 2 2 0 0 0 0 1 1 1 ?x179 in_u2)))
(and (distinct ?x190 ?x232) true))))))))
(check-sat)
