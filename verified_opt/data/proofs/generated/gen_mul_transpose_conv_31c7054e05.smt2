; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_transpose_spatial, conv_smul_x, transpose4_smul
; z3 rlimit used: 75718
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x32 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x30 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x33 (= ?x30 ?x32)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x25 (and $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24)))
 (=> $x25 $x33)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x68 (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W))))
 (let ((?x66 (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W)))
 (let (($x69 (= ?x66 ?x68)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x64 (and $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24 (= 1 (dim W 2)) (= 1 (dim W 3)))))
 (=> $x64 $x69)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W) ) :pattern ( (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W)) ) :qid conv1x1_transpose_spatial))
 )
(assert
 (forall ((S T) (X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x88 (smul (transpose4 p0 p1 p2 p3 X) S)))
 (let ((?x86 (transpose4 p0 p1 p2 p3 (smul X S))))
 (let (($x89 (= ?x86 ?x88)))
 (let (($x14 (>= p1 0)))
 (let (($x20 (>= p0 0)))
 (let (($x82 (and $x20 $x14 (>= p2 0) (>= p3 0))))
 (=> $x82 $x89))))))) :pattern ( (transpose4 p0 p1 p2 p3 (smul X S)) ) :pattern ( (smul (transpose4 p0 p1 p2 p3 X) S) ) :qid transpose4_smul))
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
 (= (rank in_s1) 0))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x129 (dim in_u1 2)))
 (= 1 ?x129)))
(assert
 (let ((?x131 (dim in_u1 3)))
 (= 1 ?x131)))
(assert
 (= (rank (smul in_i1 in_s1)) 4))
(assert
 (= (dim (smul in_i1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_i1 in_s1) 1) sym_c))
(assert
 (= (dim (smul in_i1 in_s1) 2) sym_h))
(assert
 (= (dim (smul in_i1 in_s1) 3) sym_w))
(assert
 (= (rank (transpose4 0 1 3 2 (smul in_i1 in_s1))) 4))
(assert
 (let ((?x133 (smul in_i1 in_s1)))
 (let ((?x144 (transpose4 0 1 3 2 ?x133)))
 (= (dim ?x144 0) sym_n))))
(assert
 (let ((?x133 (smul in_i1 in_s1)))
 (let ((?x144 (transpose4 0 1 3 2 ?x133)))
 (= (dim ?x144 1) sym_c))))
(assert
 (let ((?x133 (smul in_i1 in_s1)))
 (let ((?x144 (transpose4 0 1 3 2 ?x133)))
 (= (dim ?x144 2) sym_w))))
(assert
 (let ((?x133 (smul in_i1 in_s1)))
 (let ((?x144 (transpose4 0 1 3 2 ?x133)))
 (= (dim ?x144 3) sym_h))))
(assert
 (let ((?x133 (smul in_i1 in_s1)))
 (let ((?x144 (transpose4 0 1 3 2 ?x133)))
 (let ((?x155 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u1)))
 (= (rank ?x155) 4)))))
(assert
 (let ((?x133 (smul in_i1 in_s1)))
 (let ((?x144 (transpose4 0 1 3 2 ?x133)))
 (let ((?x155 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u1)))
 (= (dim ?x155 0) sym_n)))))
(assert
 (let ((?x133 (smul in_i1 in_s1)))
 (let ((?x144 (transpose4 0 1 3 2 ?x133)))
 (let ((?x155 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u1)))
 (= (dim ?x155 1) sym_c2)))))
(assert
 (let ((?x133 (smul in_i1 in_s1)))
 (let ((?x144 (transpose4 0 1 3 2 ?x133)))
 (let ((?x155 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u1)))
 (= (dim ?x155 2) sym_w)))))
(assert
 (let ((?x133 (smul in_i1 in_s1)))
 (let ((?x144 (transpose4 0 1 3 2 ?x133)))
 (let ((?x155 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u1)))
 (= (dim ?x155 3) sym_h)))))
(assert
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x166) 4)))
(assert
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x166 0) sym_n)))
(assert
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x166 1) sym_c2)))
(assert
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x166 2) sym_h)))
(assert
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x166 3) sym_w)))
(assert
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x177 (transpose4 0 1 3 2 ?x166)))
 (= (rank ?x177) 4))))
(assert
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x177 (transpose4 0 1 3 2 ?x166)))
 (= (dim ?x177 0) sym_n))))
(assert
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x177 (transpose4 0 1 3 2 ?x166)))
 (= (dim ?x177 1) sym_c2))))
(assert
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x177 (transpose4 0 1 3 2 ?x166)))
 (= (dim ?x177 2) sym_w))))
(assert
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x177 (transpose4 0 1 3 2 ?x166)))
 (= (dim ?x177 3) sym_h))))
(assert
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x177 (transpose4 0 1 3 2 ?x166)))
 (let ((?x188 (smul ?x177 in_s1)))
 (= (rank ?x188) 4)))))
(assert
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x177 (transpose4 0 1 3 2 ?x166)))
 (let ((?x188 (smul ?x177 in_s1)))
 (= (dim ?x188 0) sym_n)))))
(assert
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x177 (transpose4 0 1 3 2 ?x166)))
 (let ((?x188 (smul ?x177 in_s1)))
 (= (dim ?x188 1) sym_c2)))))
(assert
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x177 (transpose4 0 1 3 2 ?x166)))
 (let ((?x188 (smul ?x177 in_s1)))
 (= (dim ?x188 2) sym_w)))))
(assert
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x177 (transpose4 0 1 3 2 ?x166)))
 (let ((?x188 (smul ?x177 in_s1)))
 (= (dim ?x188 3) sym_h)))))
(assert
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x177 (transpose4 0 1 3 2 ?x166)))
(let ((?x188 (smul ?x177 in_s1)))
(let ((?x133 (smul in_i1 in_s1)))
(let ((?x144 (transpose4 0 1 3 2 ?x133)))
(let ((?x155 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u1)))
(and (distinct ?x155 ?x188) true))))))))
(check-sat)
