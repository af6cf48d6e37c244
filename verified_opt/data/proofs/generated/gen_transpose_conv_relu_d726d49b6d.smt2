; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_transpose_spatial, conv_strided_subsample, transpose4_after_0132, transpose4_id, transpose4_relu
; z3 rlimit used: 78125
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
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
 (forall ((X T) )(! (let ((?x84 (transpose4 0 1 2 3 X)))
 (= ?x84 X)) :pattern ( (transpose4 0 1 2 3 X) ) :qid transpose4_id))
 )
(assert
 (forall ((X T) (q0 Int) (q1 Int) (q2 Int) (q3 Int) )(! (let ((?x92 (transpose4 q0 q1 q2 q3 X)))
 (let ((?x93 (transpose4 0 1 3 2 ?x92)))
 (let (($x95 (= ?x93 (transpose4 q0 q1 q3 q2 X))))
 (let (($x14 (>= q1 0)))
 (let (($x20 (>= q0 0)))
 (let (($x90 (and $x20 $x14 (>= q2 0) (>= q3 0))))
 (=> $x90 $x95))))))) :pattern ( (transpose4 0 1 3 2 (transpose4 q0 q1 q2 q3 X)) ) :qid transpose4_after_0132))
 )
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x92 (transpose4 p0 p1 p2 p3 X)))
 (let ((?x104 (relu ?x92)))
 (let ((?x103 (transpose4 p0 p1 p2 p3 (relu X))))
 (let (($x105 (= ?x103 ?x104)))
 (let (($x14 (>= p1 0)))
 (let (($x20 (>= p0 0)))
 (let (($x90 (and $x20 $x14 (>= p2 0) (>= p3 0))))
 (=> $x90 $x105)))))))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
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
 (let ((?x141 (dim in_u1 2)))
 (= 1 ?x141)))
(assert
 (let ((?x143 (dim in_u1 3)))
 (= 1 ?x143)))
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
 (let ((?x145 (transpose4 0 1 3 2 in_i1)))
 (let ((?x156 (conv 2 2 0 0 0 0 1 1 1 ?x145 in_u1)))
 (= (rank ?x156) 4))))
(assert
 (let ((?x145 (transpose4 0 1 3 2 in_i1)))
 (let ((?x156 (conv 2 2 0 0 0 0 1 1 1 ?x145 in_u1)))
 (= (dim ?x156 0) sym_n))))
(assert
 (let ((?x145 (transpose4 0 1 3 2 in_i1)))
 (let ((?x156 (conv 2 2 0 0 0 0 1 1 1 ?x145 in_u1)))
 (= (dim ?x156 1) sym_c2))))
(assert
 (let ((?x166 (div (+ (- 1) sym_w) 2)))
 (let ((?x167 (+ 1 ?x166)))
 (let ((?x145 (transpose4 0 1 3 2 in_i1)))
 (let ((?x156 (conv 2 2 0 0 0 0 1 1 1 ?x145 in_u1)))
 (let ((?x163 (dim ?x156 2)))
 (= ?x163 ?x167)))))))
(assert
 (let ((?x171 (div (+ (- 1) sym_h) 2)))
 (let ((?x172 (+ 1 ?x171)))
 (let ((?x145 (transpose4 0 1 3 2 in_i1)))
 (let ((?x156 (conv 2 2 0 0 0 0 1 1 1 ?x145 in_u1)))
 (let ((?x169 (dim ?x156 3)))
 (= ?x169 ?x172)))))))
(assert
 (let ((?x145 (transpose4 0 1 3 2 in_i1)))
 (let ((?x156 (conv 2 2 0 0 0 0 1 1 1 ?x145 in_u1)))
 (let ((?x174 (relu ?x156)))
 (= (rank ?x174) 4)))))
(assert
 (let ((?x145 (transpose4 0 1 3 2 in_i1)))
 (let ((?x156 (conv 2 2 0 0 0 0 1 1 1 ?x145 in_u1)))
 (let ((?x174 (relu ?x156)))
 (= (dim ?x174 0) sym_n)))))
(assert
 (let ((?x145 (transpose4 0 1 3 2 in_i1)))
 (let ((?x156 (conv 2 2 0 0 0 0 1 1 1 ?x145 in_u1)))
 (let ((?x174 (relu ?x156)))
 (= (dim ?x174 1) sym_c2)))))
(assert
 (let ((?x166 (div (+ (- 1) sym_w) 2)))
 (let ((?x167 (+ 1 ?x166)))
 (let ((?x145 (transpose4 0 1 3 2 in_i1)))
 (let ((?x156 (conv 2 2 0 0 0 0 1 1 1 ?x145 in_u1)))
 (let ((?x174 (relu ?x156)))
 (let ((?x181 (dim ?x174 2)))
 (= ?x181 ?x167))))))))
(assert
 (let ((?x171 (div (+ (- 1) sym_h) 2)))
 (let ((?x172 (+ 1 ?x171)))
 (let ((?x145 (transpose4 0 1 3 2 in_i1)))
 (let ((?x156 (conv 2 2 0 0 0 0 1 1 1 ?x145 in_u1)))
 (let ((?x174 (relu ?x156)))
 (let ((?x183 (dim ?x174 3)))
 (= ?x183 ?x172))))))))
(assert
 (let ((?x145 (transpose4 0 1 3 2 in_i1)))
 (let ((?x156 (conv 2 2 0 0 0 0 1 1 1 ?x145 in_u1)))
 (let ((?x174 (relu ?x156)))
 (let ((?x185 (transpose4 0 1 3 2 ?x174)))
 (= (rank ?x185) 4))))))
(assert
 (let ((?x145 (transpose4 0 1 3 2 in_i1)))
 (let ((?x156 (conv 2 2 0 0 0 0 1 1 1 ?x145 in_u1)))
 (let ((?x174 (relu ?x156)))
 (let ((?x185 (transpose4 0 1 3 2 ?x174)))
 (= (dim ?x185 0) sym_n))))))
(assert
 (let ((?x145 (transpose4 0 1 3 2 in_i1)))
 (let ((?x156 (conv 2 2 0 0 0 0 1 1 1 ?x145 in_u1)))
 (let ((?x174 (relu ?x156)))
 (let ((?x185 (transpose4 0 1 3 2 ?x174)))
 (= (dim ?x185 1) sym_c2))))))
(assert
 (let ((?x171 (div (+ (- 1) sym_h) 2)))
 (let ((?x172 (+ 1 ?x171)))
 (let ((?x145 (transpose4 0 1 3 2 in_i1)))
 (let ((?x156 (conv 2 2 0 0 0 0 1 1 1 ?x145 in_u1)))
 (let ((?x174 (relu ?x156)))
 (let ((?x185 (transpose4 0 1 3 2 ?x174)))
 (let ((?x192 (dim ?x185 2)))
 (= ?x192 ?x172)))))))))
(assert
 (let ((?x166 (div (+ (- 1) sym_w) 2)))
 (let ((?x167 (+ 1 ?x166)))
 (let ((?x145 (transpose4 0 1 3 2 in_i1)))
 (let ((?x156 (conv 2 2 0 0 0 0 1 1 1 ?x145 in_u1)))
 (let ((?x174 (relu ?x156)))
 (let ((?x185 (transpose4 0 1 3 2 ?x174)))
 (let ((?x194 (dim ?x185 3)))
 (= ?x194 ?x167)))))))))
(assert
 (let ((?x166 (div (+ (- 1) sym_w) 2)))
 (let ((?x167 (+ 1 ?x166)))
 (>= ?x167 0))))
(assert
 (let ((?x171 (div (+ (- 1) sym_h) 2)))
 (let ((?x172 (+ 1 ?x171)))
 (>= ?x172 0))))
(assert
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x198) 4)))
(assert
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x198 0) sym_n)))
(assert
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x198 1) sym_c2)))
(assert
 (let ((?x171 (div (+ (- 1) sym_h) 2)))
 (let ((?x172 (+ 1 ?x171)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x205 (dim ?x198 2)))
 (= ?x205 ?x172))))))
(assert
 (let ((?x166 (div (+ (- 1) sym_w) 2)))
 (let ((?x167 (+ 1 ?x166)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x207 (dim ?x198 3)))
 (= ?x207 ?x167))))))
(assert
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x209 (relu ?x198)))
 (= (rank ?x209) 4))))
(assert
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x209 (relu ?x198)))
 (= (dim ?x209 0) sym_n))))
(assert
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x209 (relu ?x198)))
 (= (dim ?x209 1) sym_c2))))
(assert
 (let ((?x171 (div (+ (- 1) sym_h) 2)))
 (let ((?x172 (+ 1 ?x171)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x209 (relu ?x198)))
 (let ((?x216 (dim ?x209 2)))
 (= ?x216 ?x172)))))))
(assert
 (let ((?x166 (div (+ (- 1) sym_w) 2)))
 (let ((?x167 (+ 1 ?x166)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x209 (relu ?x198)))
 (let ((?x218 (dim ?x209 3)))
 (= ?x218 ?x167)))))))
(assert
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x209 (relu ?x198)))
(let ((?x145 (transpose4 0 1 3 2 in_i1)))
(let ((?x156 (conv 2 2 0 0 0 0 1 1 1 ?x145 in_u1)))
(let ((?x174 (relu ?x156)))
(let ((?x185 (transpose4 0 1 3 2 ?x174)))
(and (distinct ?x185 ?x209) true))))))))
(check-sat)
