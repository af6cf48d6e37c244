; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_transpose_spatial, transpose4_relu, transpose4_smul
; z3 rlimit used: 75160
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun relu (T) T)
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
 (forall ((S T) (X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x73 (transpose4 p0 p1 p2 p3 X)))
 (let ((?x74 (smul ?x73 S)))
 (let ((?x72 (transpose4 p0 p1 p2 p3 (smul X S))))
 (let (($x75 (= ?x72 ?x74)))
 (let (($x14 (>= p1 0)))
 (let (($x20 (>= p0 0)))
 (let (($x68 (and $x20 $x14 (>= p2 0) (>= p3 0))))
 (=> $x68 $x75)))))))) :pattern ( (transpose4 p0 p1 p2 p3 (smul X S)) ) :pattern ( (smul (transpose4 p0 p1 p2 p3 X) S) ) :qid transpose4_smul))
 )
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x73 (transpose4 p0 p1 p2 p3 X)))
 (let ((?x85 (relu ?x73)))
 (let ((?x84 (transpose4 p0 p1 p2 p3 (relu X))))
 (let (($x86 (= ?x84 ?x85)))
 (let (($x14 (>= p1 0)))
 (let (($x20 (>= p0 0)))
 (let (($x68 (and $x20 $x14 (>= p2 0) (>= p3 0))))
 (=> $x68 $x86)))))))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
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
 (let ((?x125 (dim in_u1 2)))
 (= 1 ?x125)))
(assert
 (let ((?x127 (dim in_u1 3)))
 (= 1 ?x127)))
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
 (let ((?x129 (transpose4 0 1 3 2 in_i1)))
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 ?x129 in_u1)))
 (= (rank ?x140) 4))))
(assert
 (let ((?x129 (transpose4 0 1 3 2 in_i1)))
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 ?x129 in_u1)))
 (= (dim ?x140 0) sym_n))))
(assert
 (let ((?x129 (transpose4 0 1 3 2 in_i1)))
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 ?x129 in_u1)))
 (= (dim ?x140 1) sym_c2))))
(assert
 (let ((?x129 (transpose4 0 1 3 2 in_i1)))
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 ?x129 in_u1)))
 (= (dim ?x140 2) sym_w))))
(assert
 (let ((?x129 (transpose4 0 1 3 2 in_i1)))
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 ?x129 in_u1)))
 (= (dim ?x140 3) sym_h))))
(assert
 (let ((?x129 (transpose4 0 1 3 2 in_i1)))
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 ?x129 in_u1)))
 (let ((?x151 (relu ?x140)))
 (= (rank ?x151) 4)))))
(assert
 (let ((?x129 (transpose4 0 1 3 2 in_i1)))
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 ?x129 in_u1)))
 (let ((?x151 (relu ?x140)))
 (= (dim ?x151 0) sym_n)))))
(assert
 (let ((?x129 (transpose4 0 1 3 2 in_i1)))
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 ?x129 in_u1)))
 (let ((?x151 (relu ?x140)))
 (= (dim ?x151 1) sym_c2)))))
(assert
 (let ((?x129 (transpose4 0 1 3 2 in_i1)))
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 ?x129 in_u1)))
 (let ((?x151 (relu ?x140)))
 (= (dim ?x151 2) sym_w)))))
(assert
 (let ((?x129 (transpose4 0 1 3 2 in_i1)))
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 ?x129 in_u1)))
 (let ((?x151 (relu ?x140)))
 (= (dim ?x151 3) sym_h)))))
(assert
 (let ((?x129 (transpose4 0 1 3 2 in_i1)))
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 ?x129 in_u1)))
 (let ((?x151 (relu ?x140)))
 (let ((?x162 (smul ?x151 in_s1)))
 (= (rank ?x162) 4))))))
(assert
 (let ((?x129 (transpose4 0 1 3 2 in_i1)))
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 ?x129 in_u1)))
 (let ((?x151 (relu ?x140)))
 (let ((?x162 (smul ?x151 in_s1)))
 (= (dim ?x162 0) sym_n))))))
(assert
 (let ((?x129 (transpose4 0 1 3 2 in_i1)))
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 ?x129 in_u1)))
 (let ((?x151 (relu ?x140)))
 (let ((?x162 (smul ?x151 in_s1)))
 (= (dim ?x162 1) sym_c2))))))
(assert
 (let ((?x129 (transpose4 0 1 3 2 in_i1)))
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 ?x129 in_u1)))
 (let ((?x151 (relu ?x140)))
 (let ((?x162 (smul ?x151 in_s1)))
 (= (dim ?x162 2) sym_w))))))
(assert
 (let ((?x129 (transpose4 0 1 3 2 in_i1)))
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 ?x129 in_u1)))
 (let ((?x151 (relu ?x140)))
 (let ((?x162 (smul ?x151 in_s1)))
 (= (dim ?x162 3) sym_h))))))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x173) 4)))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x173 0) sym_n)))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x173 1) sym_c2)))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x173 2) sym_h)))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x173 3) sym_w)))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x184 (relu ?x173)))
 (= (rank ?x184) 4))))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x184 (relu ?x173)))
 (= (dim ?x184 0) sym_n))))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x184 (relu ?x173)))
 (= (dim ?x184 1) sym_c2))))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x184 (relu ?x173)))
 (= (dim ?x184 2) sym_h))))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x184 (relu ?x173)))
 (= (dim ?x184 3) sym_w))))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x184 (relu ?x173)))
 (let ((?x195 (smul ?x184 in_s1)))
 (= (rank ?x195) 4)))))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x184 (relu ?x173)))
 (let ((?x195 (smul ?x184 in_s1)))
 (= (dim ?x195 0) sym_n)))))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x184 (relu ?x173)))
 (let ((?x195 (smul ?x184 in_s1)))
 (= (dim ?x195 1) sym_c2)))))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x184 (relu ?x173)))
 (let ((?x195 (smul ?x184 in_s1)))
 (= (dim ?x195 2) sym_h)))))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x184 (relu ?x173)))
 (let ((?x195 (smul ?x184 in_s1)))
 (= (dim ?x195 3) sym_w)))))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x184 (relu ?x173)))
 (let ((?x195 (smul ?x184 in_s1)))
 (let ((?x206 (transpose4 0 1 3 2 ?x195)))
 (= (rank ?x206) 4))))))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x184 (relu ?x173)))
 (let ((?x195 (smul ?x184 in_s1)))
 (let ((?x206 (transpose4 0 1 3 2 ?x195)))
 (= (dim ?x206 0) sym_n))))))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x184 (relu ?x173)))
 (let ((?x195 (smul ?x184 in_s1)))
 (let ((?x206 (transpose4 0 1 3 2 ?x195)))
 (= (dim ?x206 1) sym_c2))))))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x184 (relu ?x173)))
 (let ((?x195 (smul ?x184 in_s1)))
 (let ((?x206 (transpose4 0 1 3 2 ?x195)))
 (= (dim ?x206 2) sym_w))))))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x184 (relu ?x173)))
 (let ((?x195 (smul ?x184 in_s1)))
 (let ((?x206 (transpose4 0 1 3 2 ?x195)))
 (= (dim ?x206 3) sym_h))))))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x184 (relu ?x173)))
(let ((?x195 (smul ?x184 in_s1)))
(let ((?x206 (transpose4 0 1 3 2 ?x195)))
(let ((?x129 (transpose4 0 1 3 2 in_i1)))
(let ((?x140 (conv 1 1 0 0 0 0 1 1 1 ?x129 in_u1)))
(let ((?x151 (relu ?x140)))
(let ((?x162 (smul ?x151 in_s1)))
(and (distinct ?x162 ?x206) true))))))))))
(check-sat)
