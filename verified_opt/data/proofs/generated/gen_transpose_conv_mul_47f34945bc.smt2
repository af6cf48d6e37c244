; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_transpose_spatial, transpose4_mul
; z3 rlimit used: 74541
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun mul (T T) T)
(declare-fun sym_c () Int)
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
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x75 (mul (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y))))
 (let ((?x72 (transpose4 p0 p1 p2 p3 (mul X Y))))
 (let (($x76 (= ?x72 ?x75)))
 (let (($x14 (>= p1 0)))
 (let (($x20 (>= p0 0)))
 (let (($x68 (and $x20 $x14 (>= p2 0) (>= p3 0))))
 (=> $x68 $x76))))))) :pattern ( (transpose4 p0 p1 p2 p3 (mul X Y)) ) :pattern ( (mul (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_mul))
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
 (let ((?x111 (dim in_u1 2)))
 (= 1 ?x111)))
(assert
 (let ((?x113 (dim in_u1 3)))
 (= 1 ?x113)))
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
 (let ((?x115 (transpose4 0 1 3 2 in_i1)))
 (let ((?x126 (conv 1 1 0 0 0 0 1 1 1 ?x115 in_u1)))
 (= (rank ?x126) 4))))
(assert
 (let ((?x115 (transpose4 0 1 3 2 in_i1)))
 (let ((?x126 (conv 1 1 0 0 0 0 1 1 1 ?x115 in_u1)))
 (= (dim ?x126 0) sym_n))))
(assert
 (let ((?x115 (transpose4 0 1 3 2 in_i1)))
 (let ((?x126 (conv 1 1 0 0 0 0 1 1 1 ?x115 in_u1)))
 (= (dim ?x126 1) sym_c))))
(assert
 (let ((?x115 (transpose4 0 1 3 2 in_i1)))
 (let ((?x126 (conv 1 1 0 0 0 0 1 1 1 ?x115 in_u1)))
 (= (dim ?x126 2) sym_w))))
(assert
 (let ((?x115 (transpose4 0 1 3 2 in_i1)))
 (let ((?x126 (conv 1 1 0 0 0 0 1 1 1 ?x115 in_u1)))
 (= (dim ?x126 3) sym_h))))
(assert
 (let ((?x115 (transpose4 0 1 3 2 in_i1)))
 (let ((?x126 (conv 1 1 0 0 0 0 1 1 1 ?x115 in_u1)))
 (let ((?x137 (mul ?x115 ?x126)))
 (= (rank ?x137) 4)))))
(assert
 (let ((?x115 (transpose4 0 1 3 2 in_i1)))
 (let ((?x126 (conv 1 1 0 0 0 0 1 1 1 ?x115 in_u1)))
 (let ((?x137 (mul ?x115 ?x126)))
 (= (dim ?x137 0) sym_n)))))
(assert
 (let ((?x115 (transpose4 0 1 3 2 in_i1)))
 (let ((?x126 (conv 1 1 0 0 0 0 1 1 1 ?x115 in_u1)))
 (let ((?x137 (mul ?x115 ?x126)))
 (= (dim ?x137 1) sym_c)))))
(assert
 (let ((?x115 (transpose4 0 1 3 2 in_i1)))
 (let ((?x126 (conv 1 1 0 0 0 0 1 1 1 ?x115 in_u1)))
 (let ((?x137 (mul ?x115 ?x126)))
 (= (dim ?x137 2) sym_w)))))
(assert
 (let ((?x115 (transpose4 0 1 3 2 in_i1)))
 (let ((?x126 (conv 1 1 0 0 0 0 1 1 1 ?x115 in_u1)))
 (let ((?x137 (mul ?x115 ?x126)))
 (= (dim ?x137 3) sym_h)))))
(assert
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x148) 4)))
(assert
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x148 0) sym_n)))
(assert
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x148 1) sym_c)))
(assert
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x148 2) sym_h)))
(assert
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x148 3) sym_w)))
(assert
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x159 (mul in_i1 ?x148)))
 (= (rank ?x159) 4))))
(assert
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x159 (mul in_i1 ?x148)))
 (= (dim ?x159 0) sym_n))))
(assert
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x159 (mul in_i1 ?x148)))
 (= (dim ?x159 1) sym_c))))
(assert
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x159 (mul in_i1 ?x148)))
 (= (dim ?x159 2) sym_h))))
(assert
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x159 (mul in_i1 ?x148)))
 (= (dim ?x159 3) sym_w))))
(assert
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x159 (mul in_i1 ?x148)))
 (let ((?x170 (transpose4 0 1 3 2 ?x159)))
 (= (rank ?x170) 4)))))
(assert
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x159 (mul in_i1 ?x148)))
 (let ((?x170 (transpose4 0 1 3 2 ?x159)))
 (= (dim ?x170 0) sym_n)))))
(assert
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x159 (mul in_i1 ?x148)))
 (let ((?x170 (transpose4 0 1 3 2 ?x159)))
 (= (dim ?x170 1) sym_c)))))
(assert
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x159 (mul in_i1 ?x148)))
 (let ((?x170 (transpose4 0 1 3 2 ?x159)))
 (= (dim ?x170 2) sym_w)))))
(assert
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x159 (mul in_i1 ?x148)))
 (let ((?x170 (transpose4 0 1 3 2 ?x159)))
 (= (dim ?x170 3) sym_h)))))
(assert
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x159 (mul in_i1 ?x148)))
(let ((?x170 (transpose4 0 1 3 2 ?x159)))
(let ((?x115 (transpose4 0 1 3 2 in_i1)))
(let ((?x126 (conv 1 1 0 0 0 0 1 1 1 ?x115 in_u1)))
(let ((?x137 (mul ?x115 ?x126)))
(and (distinct ?x137 ?x170) true))))))))
(check-sat)
