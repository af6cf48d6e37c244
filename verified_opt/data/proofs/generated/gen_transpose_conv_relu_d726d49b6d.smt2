; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_transpose_spatial, conv_strided_subsample, transpose4_after_0132, transpose4_id, transpose4_relu
; z3 rlimit used: 10626
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
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
 (forall ((X T) )(! (let ((?x92 (transpose4 0 1 2 3 X)))
 (let (($x93 (= ?x92 X)))
 (=> (and (= (rank X) 4)) $x93))) :pattern ( (transpose4 0 1 2 3 X) ) :qid transpose4_id))
 )
(assert
 (forall ((X T) (q0 Int) (q1 Int) (q2 Int) (q3 Int) )(! (let ((?x106 (transpose4 q0 q1 q2 q3 X)))
 (let ((?x107 (transpose4 0 1 3 2 ?x106)))
 (let (($x109 (= ?x107 (transpose4 q0 q1 q3 q2 X))))
 (let (($x14 (>= q1 0)))
 (let (($x20 (>= q0 0)))
 (let (($x105 (and $x20 $x14 (>= q2 0) (>= q3 0) (= (rank X) 4))))
 (=> $x105 $x109))))))) :pattern ( (transpose4 0 1 3 2 (transpose4 q0 q1 q2 q3 X)) ) :qid transpose4_after_0132))
 )
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x106 (transpose4 p0 p1 p2 p3 X)))
 (let ((?x118 (relu ?x106)))
 (let ((?x117 (transpose4 p0 p1 p2 p3 (relu X))))
 (let (($x119 (= ?x117 ?x118)))
 (let (($x14 (>= p1 0)))
 (let (($x20 (>= p0 0)))
 (let (($x105 (and $x20 $x14 (>= p2 0) (>= p3 0) (= (rank X) 4))))
 (=> $x105 $x119)))))))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
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
 (let ((?x154 (dim in_u1 2)))
 (= 1 ?x154)))
(assert
 (let ((?x156 (dim in_u1 3)))
 (= 1 ?x156)))
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
 (let ((?x158 (transpose4 0 1 3 2 in_i1)))
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 ?x158 in_u1)))
 (= (rank ?x169) 4))))
(assert
 (let ((?x158 (transpose4 0 1 3 2 in_i1)))
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 ?x158 in_u1)))
 (= (dim ?x169 0) sym_n))))
(assert
 (let ((?x158 (transpose4 0 1 3 2 in_i1)))
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 ?x158 in_u1)))
 (= (dim ?x169 1) sym_c2))))
(assert
 (let ((?x179 (div (+ (- 1) sym_w) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x158 (transpose4 0 1 3 2 in_i1)))
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 ?x158 in_u1)))
 (let ((?x176 (dim ?x169 2)))
 (= ?x176 ?x180)))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x158 (transpose4 0 1 3 2 in_i1)))
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 ?x158 in_u1)))
 (let ((?x182 (dim ?x169 3)))
 (= ?x182 ?x185)))))))
(assert
 (let ((?x158 (transpose4 0 1 3 2 in_i1)))
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 ?x158 in_u1)))
 (let ((?x187 (relu ?x169)))
 (= (rank ?x187) 4)))))
(assert
 (let ((?x158 (transpose4 0 1 3 2 in_i1)))
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 ?x158 in_u1)))
 (let ((?x187 (relu ?x169)))
 (= (dim ?x187 0) sym_n)))))
(assert
 (let ((?x158 (transpose4 0 1 3 2 in_i1)))
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 ?x158 in_u1)))
 (let ((?x187 (relu ?x169)))
 (= (dim ?x187 1) sym_c2)))))
(assert
 (let ((?x179 (div (+ (- 1) sym_w) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x158 (transpose4 0 1 3 2 in_i1)))
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 ?x158 in_u1)))
 (let ((?x187 (relu ?x169)))
 (let ((?x194 (dim ?x187 2)))
 (= ?x194 ?x180))))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x158 (transpose4 0 1 3 2 in_i1)))
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 ?x158 in_u1)))
 (let ((?x187 (relu ?x169)))
 (let ((?x196 (dim ?x187 3)))
 (= ?x196 ?x185))))))))
(assert
 (let ((?x158 (transpose4 0 1 3 2 in_i1)))
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 ?x158 in_u1)))
 (let ((?x187 (relu ?x169)))
 (let ((?x198 (transpose4 0 1 3 2 ?x187)))
 (= (rank ?x198) 4))))))
(assert
 (let ((?x158 (transpose4 0 1 3 2 in_i1)))
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 ?x158 in_u1)))
 (let ((?x187 (relu ?x169)))
 (let ((?x198 (transpose4 0 1 3 2 ?x187)))
 (= (dim ?x198 0) sym_n))))))
(assert
 (let ((?x158 (transpose4 0 1 3 2 in_i1)))
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 ?x158 in_u1)))
 (let ((?x187 (relu ?x169)))
 (let ((?x198 (transpose4 0 1 3 2 ?x187)))
 (= (dim ?x198 1) sym_c2))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x158 (transpose4 0 1 3 2 in_i1)))
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 ?x158 in_u1)))
 (let ((?x187 (relu ?x169)))
 (let ((?x198 (transpose4 0 1 3 2 ?x187)))
 (let ((?x205 (dim ?x198 2)))
 (= ?x205 ?x185)))))))))
(assert
 (let ((?x179 (div (+ (- 1) sym_w) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x158 (transpose4 0 1 3 2 in_i1)))
 (let ((?x169 (conv 2 2 0 0 0 0 1 1 1 ?x158 in_u1)))
 (let ((?x187 (relu ?x169)))
 (let ((?x198 (transpose4 0 1 3 2 ?x187)))
 (let ((?x207 (dim ?x198 3)))
 (= ?x207 ?x180)))))))))
(assert
 (let ((?x179 (div (+ (- 1) sym_w) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (>= ?x180 0))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (>= ?x185 0))))
(assert
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x211) 4)))
(assert
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x211 0) sym_n)))
(assert
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x211 1) sym_c2)))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x218 (dim ?x211 2)))
 (= ?x218 ?x185))))))
(assert
 (let ((?x179 (div (+ (- 1) sym_w) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x220 (dim ?x211 3)))
 (= ?x220 ?x180))))))
(assert
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (relu ?x211)))
 (= (rank ?x222) 4))))
(assert
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (relu ?x211)))
 (= (dim ?x222 0) sym_n))))
(assert
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (relu ?x211)))
 (= (dim ?x222 1) sym_c2))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (relu ?x211)))
 (let ((?x229 (dim ?x222 2)))
 (= ?x229 ?x185)))))))
(assert
 (let ((?x179 (div (+ (- 1) sym_w) 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (relu ?x211)))
 (let ((?x231 (dim ?x222 3)))
 (= ?x231 ?x180)))))))
(assert
 (let ((?x211 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x222 (relu ?x211)))
(let ((?x158 (transpose4 0 1 3 2 in_i1)))
(let ((?x169 (conv 2 2 0 0 0 0 1 1 1 ?x158 in_u1)))
(let ((?x187 (relu ?x169)))
(let ((?x198 (transpose4 0 1 3 2 ?x187)))
(and (distinct ?x198 ?x222) true))))))))
(check-sat)
