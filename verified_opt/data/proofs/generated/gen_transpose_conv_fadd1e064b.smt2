; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_transpose_spatial, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 8488
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x42 (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W))))
 (let ((?x40 (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W)))
 (let (($x43 (= ?x40 ?x42)))
 (let (($x37 (= (rank W) 4)))
 (let (($x35 (= (rank X) 4)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x38 (and $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24 (= 1 (dim W 2)) (= 1 (dim W 3)) $x35 $x37)))
 (=> $x38 $x43)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W) ) :pattern ( (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W)) ) :qid conv1x1_transpose_spatial))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x76 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x74 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x77 (= ?x74 ?x76)))
 (let (($x37 (= (rank W) 4)))
 (let (($x35 (= (rank X) 4)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x73 (and (< 1 (* sh sw)) $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24 $x35 $x37)))
 (=> $x73 $x77)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x105 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x103 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x106 (= ?x103 ?x105)))
 (let (($x100 (= (rank U) 4)))
 (let (($x98 (= (rank X) 4)))
 (let (($x90 (>= dw 1)))
 (let (($x89 (>= dh 1)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x88 (>= g 1)))
 (let (($x101 (and $x88 $x9 $x11 $x89 $x90 (= 1 (dim U 2)) (= 1 (dim U 3)) $x98 $x100)))
 (=> $x101 $x106)))))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x143 (dim in_u1 2)))
 (= 1 ?x143)))
(assert
 (let ((?x145 (dim in_u1 3)))
 (= 1 ?x145)))
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
 (let ((?x147 (transpose4 0 1 3 2 in_i1)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 ?x147 in_u1)))
 (= (rank ?x158) 4))))
(assert
 (let ((?x147 (transpose4 0 1 3 2 in_i1)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 ?x147 in_u1)))
 (= (dim ?x158 0) sym_n))))
(assert
 (let ((?x147 (transpose4 0 1 3 2 in_i1)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 ?x147 in_u1)))
 (= (dim ?x158 1) sym_c))))
(assert
 (let ((?x147 (transpose4 0 1 3 2 in_i1)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 ?x147 in_u1)))
 (= (dim ?x158 2) sym_w))))
(assert
 (let ((?x147 (transpose4 0 1 3 2 in_i1)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 ?x147 in_u1)))
 (= (dim ?x158 3) sym_h))))
(assert
 (let ((?x147 (transpose4 0 1 3 2 in_i1)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 ?x147 in_u1)))
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 ?x158 in_u1)))
 (= (rank ?x169) 4)))))
(assert
 (let ((?x147 (transpose4 0 1 3 2 in_i1)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 ?x147 in_u1)))
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 ?x158 in_u1)))
 (= (dim ?x169 0) sym_n)))))
(assert
 (let ((?x147 (transpose4 0 1 3 2 in_i1)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 ?x147 in_u1)))
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 ?x158 in_u1)))
 (= (dim ?x169 1) sym_c)))))
(assert
 (let ((?x179 (div (+ (- 1) sym_w) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x147 (transpose4 0 1 3 2 in_i1)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 ?x147 in_u1)))
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 ?x158 in_u1)))
 (let ((?x176 (dim ?x169 2)))
 (= ?x176 ?x180))))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x147 (transpose4 0 1 3 2 in_i1)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 ?x147 in_u1)))
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 ?x158 in_u1)))
 (let ((?x182 (dim ?x169 3)))
 (= ?x182 ?x185))))))))
(assert
 (let ((?x179 (div (+ (- 1) sym_w) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (>= ?x180 0))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (>= ?x185 0))))
(assert
 (let ((?x189 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x189) 4)))
(assert
 (let ((?x189 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x189 0) sym_n)))
(assert
 (let ((?x189 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x189 1) sym_c)))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x189 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x196 (dim ?x189 2)))
 (= ?x196 ?x185))))))
(assert
 (let ((?x179 (div (+ (- 1) sym_w) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x189 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x198 (dim ?x189 3)))
 (= ?x198 ?x180))))))
(assert
 (let ((?x189 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 ?x189 in_u1)))
 (= (rank ?x200) 4))))
(assert
 (let ((?x189 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 ?x189 in_u1)))
 (= (dim ?x200 0) sym_n))))
(assert
 (let ((?x189 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 ?x189 in_u1)))
 (= (dim ?x200 1) sym_c))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x189 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 ?x189 in_u1)))
 (let ((?x207 (dim ?x200 2)))
 (= ?x207 ?x185)))))))
(assert
 (let ((?x179 (div (+ (- 1) sym_w) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x189 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 ?x189 in_u1)))
 (let ((?x209 (dim ?x200 3)))
 (= ?x209 ?x180)))))))
(assert
 (let ((?x189 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 ?x189 in_u1)))
 (let ((?x211 (transpose4 0 1 3 2 ?x200)))
 (= (rank ?x211) 4)))))
(assert
 (let ((?x189 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 ?x189 in_u1)))
 (let ((?x211 (transpose4 0 1 3 2 ?x200)))
 (= (dim ?x211 0) sym_n)))))
(assert
 (let ((?x189 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 ?x189 in_u1)))
 (let ((?x211 (transpose4 0 1 3 2 ?x200)))
 (= (dim ?x211 1) sym_c)))))
(assert
 (let ((?x179 (div (+ (- 1) sym_w) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x189 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 ?x189 in_u1)))
 (let ((?x211 (transpose4 0 1 3 2 ?x200)))
 (let ((?x218 (dim ?x211 2)))
 (= ?x218 ?x180))))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x189 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 ?x189 in_u1)))
 (let ((?x211 (transpose4 0 1 3 2 ?x200)))
 (let ((?x220 (dim ?x211 3)))
 (= ?x220 ?x185))))))))
(assert
 (let ((?x189 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x200 (conv 1 1 0 0 0 0 1 1 1 ?x189 in_u1)))
(let ((?x211 (transpose4 0 1 3 2 ?x200)))
(let ((?x147 (transpose4 0 1 3 2 in_i1)))
(let ((?x158 (conv 1 1 0 0 0 0 1 1 1 ?x147 in_u1)))
(let ((?x169 (conv 2 2 0 0 0 0 1 1 1 ?x158 in_u1)))
(and (distinct ?x169 ?x211) true))))))))
(check-sat)
