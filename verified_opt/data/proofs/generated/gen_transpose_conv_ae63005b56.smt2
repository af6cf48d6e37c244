; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_transpose_spatial, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 9094
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
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(declare-fun in_u2 () T)
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
 (let ((?x147 (dim in_u1 2)))
 (= 1 ?x147)))
(assert
 (let ((?x149 (dim in_u1 3)))
 (= 1 ?x149)))
(assert
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c3))
(assert
 (= (dim in_u2 1) sym_c2))
(assert
 (let ((?x158 (dim in_u2 2)))
 (= 1 ?x158)))
(assert
 (let ((?x160 (dim in_u2 3)))
 (= 1 ?x160)))
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
 (let ((?x162 (transpose4 0 1 3 2 in_i1)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 ?x162 in_u1)))
 (= (rank ?x173) 4))))
(assert
 (let ((?x162 (transpose4 0 1 3 2 in_i1)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 ?x162 in_u1)))
 (= (dim ?x173 0) sym_n))))
(assert
 (let ((?x162 (transpose4 0 1 3 2 in_i1)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 ?x162 in_u1)))
 (= (dim ?x173 1) sym_c2))))
(assert
 (let ((?x162 (transpose4 0 1 3 2 in_i1)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 ?x162 in_u1)))
 (= (dim ?x173 2) sym_w))))
(assert
 (let ((?x162 (transpose4 0 1 3 2 in_i1)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 ?x162 in_u1)))
 (= (dim ?x173 3) sym_h))))
(assert
 (let ((?x162 (transpose4 0 1 3 2 in_i1)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 ?x162 in_u1)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 ?x173 in_u2)))
 (= (rank ?x184) 4)))))
(assert
 (let ((?x162 (transpose4 0 1 3 2 in_i1)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 ?x162 in_u1)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 ?x173 in_u2)))
 (= (dim ?x184 0) sym_n)))))
(assert
 (let ((?x162 (transpose4 0 1 3 2 in_i1)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 ?x162 in_u1)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 ?x173 in_u2)))
 (= (dim ?x184 1) sym_c3)))))
(assert
 (let ((?x194 (div (+ (- 1) sym_w) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x162 (transpose4 0 1 3 2 in_i1)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 ?x162 in_u1)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 ?x173 in_u2)))
 (let ((?x191 (dim ?x184 2)))
 (= ?x191 ?x195))))))))
(assert
 (let ((?x199 (div (+ (- 1) sym_h) 2)))
 (let ((?x200 (+ 1 ?x199)))
 (let ((?x162 (transpose4 0 1 3 2 in_i1)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 ?x162 in_u1)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 ?x173 in_u2)))
 (let ((?x197 (dim ?x184 3)))
 (= ?x197 ?x200))))))))
(assert
 (let ((?x194 (div (+ (- 1) sym_w) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (>= ?x195 0))))
(assert
 (let ((?x199 (div (+ (- 1) sym_h) 2)))
 (let ((?x200 (+ 1 ?x199)))
 (>= ?x200 0))))
(assert
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x204) 4)))
(assert
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x204 0) sym_n)))
(assert
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x204 1) sym_c2)))
(assert
 (let ((?x199 (div (+ (- 1) sym_h) 2)))
 (let ((?x200 (+ 1 ?x199)))
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x211 (dim ?x204 2)))
 (= ?x211 ?x200))))))
(assert
 (let ((?x194 (div (+ (- 1) sym_w) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x213 (dim ?x204 3)))
 (= ?x213 ?x195))))))
(assert
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 ?x204 in_u2)))
 (= (rank ?x215) 4))))
(assert
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 ?x204 in_u2)))
 (= (dim ?x215 0) sym_n))))
(assert
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 ?x204 in_u2)))
 (= (dim ?x215 1) sym_c3))))
(assert
 (let ((?x199 (div (+ (- 1) sym_h) 2)))
 (let ((?x200 (+ 1 ?x199)))
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 ?x204 in_u2)))
 (let ((?x222 (dim ?x215 2)))
 (= ?x222 ?x200)))))))
(assert
 (let ((?x194 (div (+ (- 1) sym_w) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 ?x204 in_u2)))
 (let ((?x224 (dim ?x215 3)))
 (= ?x224 ?x195)))))))
(assert
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 ?x204 in_u2)))
 (let ((?x226 (transpose4 0 1 3 2 ?x215)))
 (= (rank ?x226) 4)))))
(assert
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 ?x204 in_u2)))
 (let ((?x226 (transpose4 0 1 3 2 ?x215)))
 (= (dim ?x226 0) sym_n)))))
(assert
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 ?x204 in_u2)))
 (let ((?x226 (transpose4 0 1 3 2 ?x215)))
 (= (dim ?x226 1) sym_c3)))))
(assert
 (let ((?x194 (div (+ (- 1) sym_w) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 ?x204 in_u2)))
 (let ((?x226 (transpose4 0 1 3 2 ?x215)))
 (let ((?x233 (dim ?x226 2)))
 (= ?x233 ?x195))))))))
(assert
 (let ((?x199 (div (+ (- 1) sym_h) 2)))
 (let ((?x200 (+ 1 ?x199)))
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 ?x204 in_u2)))
 (let ((?x226 (transpose4 0 1 3 2 ?x215)))
 (let ((?x235 (dim ?x226 3)))
 (= ?x235 ?x200))))))))
(assert
 (let ((?x204 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x215 (conv 1 1 0 0 0 0 1 1 1 ?x204 in_u2)))
(let ((?x226 (transpose4 0 1 3 2 ?x215)))
(let ((?x162 (transpose4 0 1 3 2 in_i1)))
(let ((?x173 (conv 1 1 0 0 0 0 1 1 1 ?x162 in_u1)))
(let ((?x184 (conv 2 2 0 0 0 0 1 1 1 ?x173 in_u2)))
(and (distinct ?x184 ?x226) true))))))))
(check-sat)
