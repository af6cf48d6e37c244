; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_transpose_spatial, transpose4_add, transpose4_relu
; z3 rlimit used: 23108
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun relu (T) T)
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
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x83 (transpose4 p0 p1 p2 p3 Y)))
 (let ((?x84 (add (transpose4 p0 p1 p2 p3 X) ?x83)))
 (let ((?x81 (transpose4 p0 p1 p2 p3 (add X Y))))
 (let (($x85 (= ?x81 ?x84)))
 (let (($x78 (= (rank Y) 4)))
 (let (($x72 (>= p3 0)))
 (let (($x71 (>= p2 0)))
 (let (($x14 (>= p1 0)))
 (let (($x20 (>= p0 0)))
 (let (($x79 (and $x20 $x14 $x71 $x72 (= (rank X) 4) $x78)))
 (=> $x79 $x85))))))))))) :pattern ( (transpose4 p0 p1 p2 p3 (add X Y)) ) :pattern ( (add (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_add))
 )
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x83 (transpose4 p0 p1 p2 p3 X)))
 (let ((?x96 (relu ?x83)))
 (let ((?x95 (transpose4 p0 p1 p2 p3 (relu X))))
 (let (($x97 (= ?x95 ?x96)))
 (let (($x78 (= (rank X) 4)))
 (let (($x72 (>= p3 0)))
 (let (($x71 (>= p2 0)))
 (let (($x14 (>= p1 0)))
 (let (($x20 (>= p0 0)))
 (let (($x93 (and $x20 $x14 $x71 $x72 $x78)))
 (=> $x93 $x97))))))))))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
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
 (let ((?x131 (dim in_u1 2)))
 (= 1 ?x131)))
(assert
 (let ((?x133 (dim in_u1 3)))
 (= 1 ?x133)))
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
 (let ((?x135 (transpose4 0 1 3 2 in_i1)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (= (rank ?x146) 4))))
(assert
 (let ((?x135 (transpose4 0 1 3 2 in_i1)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (= (dim ?x146 0) sym_n))))
(assert
 (let ((?x135 (transpose4 0 1 3 2 in_i1)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (= (dim ?x146 1) sym_c))))
(assert
 (let ((?x135 (transpose4 0 1 3 2 in_i1)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (= (dim ?x146 2) sym_w))))
(assert
 (let ((?x135 (transpose4 0 1 3 2 in_i1)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (= (dim ?x146 3) sym_h))))
(assert
 (let ((?x135 (transpose4 0 1 3 2 in_i1)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (let ((?x157 (relu ?x146)))
 (= (rank ?x157) 4)))))
(assert
 (let ((?x135 (transpose4 0 1 3 2 in_i1)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (let ((?x157 (relu ?x146)))
 (= (dim ?x157 0) sym_n)))))
(assert
 (let ((?x135 (transpose4 0 1 3 2 in_i1)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (let ((?x157 (relu ?x146)))
 (= (dim ?x157 1) sym_c)))))
(assert
 (let ((?x135 (transpose4 0 1 3 2 in_i1)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (let ((?x157 (relu ?x146)))
 (= (dim ?x157 2) sym_w)))))
(assert
 (let ((?x135 (transpose4 0 1 3 2 in_i1)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (let ((?x157 (relu ?x146)))
 (= (dim ?x157 3) sym_h)))))
(assert
 (let ((?x135 (transpose4 0 1 3 2 in_i1)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (let ((?x157 (relu ?x146)))
 (let ((?x168 (add ?x135 ?x157)))
 (= (rank ?x168) 4))))))
(assert
 (let ((?x135 (transpose4 0 1 3 2 in_i1)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (let ((?x157 (relu ?x146)))
 (let ((?x168 (add ?x135 ?x157)))
 (= (dim ?x168 0) sym_n))))))
(assert
 (let ((?x135 (transpose4 0 1 3 2 in_i1)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (let ((?x157 (relu ?x146)))
 (let ((?x168 (add ?x135 ?x157)))
 (= (dim ?x168 1) sym_c))))))
(assert
 (let ((?x135 (transpose4 0 1 3 2 in_i1)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (let ((?x157 (relu ?x146)))
 (let ((?x168 (add ?x135 ?x157)))
 (= (dim ?x168 2) sym_w))))))
(assert
 (let ((?x135 (transpose4 0 1 3 2 in_i1)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
 (let ((?x157 (relu ?x146)))
 (let ((?x168 (add ?x135 ?x157)))
 (= (dim ?x168 3) sym_h))))))
(assert
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x179) 4)))
(assert
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x179 0) sym_n)))
(assert
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x179 1) sym_c)))
(assert
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x179 2) sym_h)))
(assert
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x179 3) sym_w)))
(assert
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x190 (relu ?x179)))
 (= (rank ?x190) 4))))
(assert
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x190 (relu ?x179)))
 (= (dim ?x190 0) sym_n))))
(assert
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x190 (relu ?x179)))
 (= (dim ?x190 1) sym_c))))
(assert
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x190 (relu ?x179)))
 (= (dim ?x190 2) sym_h))))
(assert
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x190 (relu ?x179)))
 (= (dim ?x190 3) sym_w))))
(assert
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x190 (relu ?x179)))
 (let ((?x201 (add in_i1 ?x190)))
 (= (rank ?x201) 4)))))
(assert
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x190 (relu ?x179)))
 (let ((?x201 (add in_i1 ?x190)))
 (= (dim ?x201 0) sym_n)))))
(assert
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x190 (relu ?x179)))
 (let ((?x201 (add in_i1 ?x190)))
 (= (dim ?x201 1) sym_c)))))
(assert
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x190 (relu ?x179)))
 (let ((?x201 (add in_i1 ?x190)))
 (= (dim ?x201 2) sym_h)))))
(assert
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x190 (relu ?x179)))
 (let ((?x201 (add in_i1 ?x190)))
 (= (dim ?x201 3) sym_w)))))
(assert
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x190 (relu ?x179)))
 (let ((?x201 (add in_i1 ?x190)))
 (let ((?x212 (transpose4 0 1 3 2 ?x201)))
 (= (rank ?x212) 4))))))
(assert
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x190 (relu ?x179)))
 (let ((?x201 (add in_i1 ?x190)))
 (let ((?x212 (transpose4 0 1 3 2 ?x201)))
 (= (dim ?x212 0) sym_n))))))
(assert
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x190 (relu ?x179)))
 (let ((?x201 (add in_i1 ?x190)))
 (let ((?x212 (transpose4 0 1 3 2 ?x201)))
 (= (dim ?x212 1) sym_c))))))
(assert
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x190 (relu ?x179)))
 (let ((?x201 (add in_i1 ?x190)))
 (let ((?x212 (transpose4 0 1 3 2 ?x201)))
 (= (dim ?x212 2) sym_w))))))
(assert
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x190 (relu ?x179)))
 (let ((?x201 (add in_i1 ?x190)))
 (let ((?x212 (transpose4 0 1 3 2 ?x201)))
 (= (dim ?x212 3) sym_h))))))
(assert
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x190 (relu ?x179)))
(let ((?x201 (add in_i1 ?x190)))
(let ((?x212 (transpose4 0 1 3 2 ?x201)))
(let ((?x135 (transpose4 0 1 3 2 in_i1)))
(let ((?x146 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u1)))
(let ((?x157 (relu ?x146)))
(let ((?x168 (add ?x135 ?x157)))
(and (distinct ?x168 ?x212) true))))))))))
(check-sat)
