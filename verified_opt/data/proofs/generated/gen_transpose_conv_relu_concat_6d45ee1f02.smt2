; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_transpose_spatial, transpose4_concat1, transpose4_relu
; z3 rlimit used: 21787
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun concat (Int T T) T)
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
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x79 (transpose4 p0 p1 p2 p3 X)))
 (let ((?x80 (relu ?x79)))
 (let ((?x78 (transpose4 p0 p1 p2 p3 (relu X))))
 (let (($x81 (= ?x78 ?x80)))
 (let (($x75 (= (rank X) 4)))
 (let (($x72 (>= p3 0)))
 (let (($x71 (>= p2 0)))
 (let (($x14 (>= p1 0)))
 (let (($x20 (>= p0 0)))
 (let (($x76 (and $x20 $x14 $x71 $x72 $x75)))
 (=> $x76 $x81))))))))))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x79 (transpose4 p0 p1 p2 p3 Y)))
 (let ((?x96 (concat 1 (transpose4 p0 p1 p2 p3 X) ?x79)))
 (let ((?x94 (transpose4 p0 p1 p2 p3 (concat p1 X Y))))
 (let (($x97 (= ?x94 ?x96)))
 (let (($x75 (= (rank Y) 4)))
 (let (($x72 (>= p3 0)))
 (let (($x71 (>= p2 0)))
 (let (($x14 (>= p1 0)))
 (let (($x20 (>= p0 0)))
 (let (($x92 (and $x20 $x14 $x71 $x72 (= (rank X) 4) $x75)))
 (=> $x92 $x97))))))))))) :pattern ( (transpose4 p0 p1 p2 p3 (concat p1 X Y)) ) :pattern ( (concat 1 (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_concat1))
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
 (let ((?x133 (dim in_u1 2)))
 (= 1 ?x133)))
(assert
 (let ((?x135 (dim in_u1 3)))
 (= 1 ?x135)))
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
 (let ((?x137 (transpose4 0 1 3 2 in_i1)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 ?x137 in_u1)))
 (= (rank ?x148) 4))))
(assert
 (let ((?x137 (transpose4 0 1 3 2 in_i1)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 ?x137 in_u1)))
 (= (dim ?x148 0) sym_n))))
(assert
 (let ((?x137 (transpose4 0 1 3 2 in_i1)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 ?x137 in_u1)))
 (= (dim ?x148 1) sym_c2))))
(assert
 (let ((?x137 (transpose4 0 1 3 2 in_i1)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 ?x137 in_u1)))
 (= (dim ?x148 2) sym_w))))
(assert
 (let ((?x137 (transpose4 0 1 3 2 in_i1)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 ?x137 in_u1)))
 (= (dim ?x148 3) sym_h))))
(assert
 (let ((?x137 (transpose4 0 1 3 2 in_i1)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 ?x137 in_u1)))
 (let ((?x159 (relu ?x148)))
 (= (rank ?x159) 4)))))
(assert
 (let ((?x137 (transpose4 0 1 3 2 in_i1)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 ?x137 in_u1)))
 (let ((?x159 (relu ?x148)))
 (= (dim ?x159 0) sym_n)))))
(assert
 (let ((?x137 (transpose4 0 1 3 2 in_i1)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 ?x137 in_u1)))
 (let ((?x159 (relu ?x148)))
 (= (dim ?x159 1) sym_c2)))))
(assert
 (let ((?x137 (transpose4 0 1 3 2 in_i1)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 ?x137 in_u1)))
 (let ((?x159 (relu ?x148)))
 (= (dim ?x159 2) sym_w)))))
(assert
 (let ((?x137 (transpose4 0 1 3 2 in_i1)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 ?x137 in_u1)))
 (let ((?x159 (relu ?x148)))
 (= (dim ?x159 3) sym_h)))))
(assert
 (let ((?x137 (transpose4 0 1 3 2 in_i1)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 ?x137 in_u1)))
 (let ((?x159 (relu ?x148)))
 (let ((?x170 (concat 1 ?x137 ?x159)))
 (= (rank ?x170) 4))))))
(assert
 (let ((?x137 (transpose4 0 1 3 2 in_i1)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 ?x137 in_u1)))
 (let ((?x159 (relu ?x148)))
 (let ((?x170 (concat 1 ?x137 ?x159)))
 (= (dim ?x170 0) sym_n))))))
(assert
 (let ((?x176 (+ sym_c sym_c2)))
 (let ((?x137 (transpose4 0 1 3 2 in_i1)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 ?x137 in_u1)))
 (let ((?x159 (relu ?x148)))
 (let ((?x170 (concat 1 ?x137 ?x159)))
 (let ((?x175 (dim ?x170 1)))
 (= ?x175 ?x176))))))))
(assert
 (let ((?x137 (transpose4 0 1 3 2 in_i1)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 ?x137 in_u1)))
 (let ((?x159 (relu ?x148)))
 (let ((?x170 (concat 1 ?x137 ?x159)))
 (= (dim ?x170 2) sym_w))))))
(assert
 (let ((?x137 (transpose4 0 1 3 2 in_i1)))
 (let ((?x148 (conv 1 1 0 0 0 0 1 1 1 ?x137 in_u1)))
 (let ((?x159 (relu ?x148)))
 (let ((?x170 (concat 1 ?x137 ?x159)))
 (= (dim ?x170 3) sym_h))))))
(assert
 (let ((?x176 (+ sym_c sym_c2)))
 (>= ?x176 0)))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x183) 4)))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x183 0) sym_n)))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x183 1) sym_c2)))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x183 2) sym_h)))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x183 3) sym_w)))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x194 (relu ?x183)))
 (= (rank ?x194) 4))))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x194 (relu ?x183)))
 (= (dim ?x194 0) sym_n))))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x194 (relu ?x183)))
 (= (dim ?x194 1) sym_c2))))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x194 (relu ?x183)))
 (= (dim ?x194 2) sym_h))))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x194 (relu ?x183)))
 (= (dim ?x194 3) sym_w))))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x194 (relu ?x183)))
 (let ((?x205 (concat 1 in_i1 ?x194)))
 (= (rank ?x205) 4)))))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x194 (relu ?x183)))
 (let ((?x205 (concat 1 in_i1 ?x194)))
 (= (dim ?x205 0) sym_n)))))
(assert
 (let ((?x176 (+ sym_c sym_c2)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x194 (relu ?x183)))
 (let ((?x205 (concat 1 in_i1 ?x194)))
 (let ((?x210 (dim ?x205 1)))
 (= ?x210 ?x176)))))))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x194 (relu ?x183)))
 (let ((?x205 (concat 1 in_i1 ?x194)))
 (= (dim ?x205 2) sym_h)))))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x194 (relu ?x183)))
 (let ((?x205 (concat 1 in_i1 ?x194)))
 (= (dim ?x205 3) sym_w)))))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x194 (relu ?x183)))
 (let ((?x205 (concat 1 in_i1 ?x194)))
 (let ((?x216 (transpose4 0 1 3 2 ?x205)))
 (= (rank ?x216) 4))))))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x194 (relu ?x183)))
 (let ((?x205 (concat 1 in_i1 ?x194)))
 (let ((?x216 (transpose4 0 1 3 2 ?x205)))
 (= (dim ?x216 0) sym_n))))))
(assert
 (let ((?x176 (+ sym_c sym_c2)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x194 (relu ?x183)))
 (let ((?x205 (concat 1 in_i1 ?x194)))
 (let ((?x216 (transpose4 0 1 3 2 ?x205)))
 (let ((?x221 (dim ?x216 1)))
 (= ?x221 ?x176))))))))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x194 (relu ?x183)))
 (let ((?x205 (concat 1 in_i1 ?x194)))
 (let ((?x216 (transpose4 0 1 3 2 ?x205)))
 (= (dim ?x216 2) sym_w))))))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x194 (relu ?x183)))
 (let ((?x205 (concat 1 in_i1 ?x194)))
 (let ((?x216 (transpose4 0 1 3 2 ?x205)))
 (= (dim ?x216 3) sym_h))))))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x194 (relu ?x183)))
(let ((?x205 (concat 1 in_i1 ?x194)))
(let ((?x216 (transpose4 0 1 3 2 ?x205)))
(let ((?x137 (transpose4 0 1 3 2 in_i1)))
(let ((?x148 (conv 1 1 0 0 0 0 1 1 1 ?x137 in_u1)))
(let ((?x159 (relu ?x148)))
(let ((?x170 (concat 1 ?x137 ?x159)))
(and (distinct ?x170 ?x216) true))))))))))
(check-sat)
