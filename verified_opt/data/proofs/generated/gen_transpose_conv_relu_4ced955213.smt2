; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_transpose_spatial, transpose4_after_0132, transpose4_id, transpose4_relu
; z3 rlimit used: 7766
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
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
 (forall ((X T) )(! (let ((?x75 (transpose4 0 1 2 3 X)))
 (let (($x76 (= ?x75 X)))
 (=> (and (= (rank X) 4)) $x76))) :pattern ( (transpose4 0 1 2 3 X) ) :qid transpose4_id))
 )
(assert
 (forall ((X T) (q0 Int) (q1 Int) (q2 Int) (q3 Int) )(! (let ((?x89 (transpose4 q0 q1 q2 q3 X)))
 (let ((?x90 (transpose4 0 1 3 2 ?x89)))
 (let (($x92 (= ?x90 (transpose4 q0 q1 q3 q2 X))))
 (let (($x14 (>= q1 0)))
 (let (($x20 (>= q0 0)))
 (let (($x88 (and $x20 $x14 (>= q2 0) (>= q3 0) (= (rank X) 4))))
 (=> $x88 $x92))))))) :pattern ( (transpose4 0 1 3 2 (transpose4 q0 q1 q2 q3 X)) ) :qid transpose4_after_0132))
 )
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x89 (transpose4 p0 p1 p2 p3 X)))
 (let ((?x101 (relu ?x89)))
 (let ((?x100 (transpose4 p0 p1 p2 p3 (relu X))))
 (let (($x102 (= ?x100 ?x101)))
 (let (($x14 (>= p1 0)))
 (let (($x20 (>= p0 0)))
 (let (($x88 (and $x20 $x14 (>= p2 0) (>= p3 0) (= (rank X) 4))))
 (=> $x88 $x102)))))))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
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
 (let ((?x137 (dim in_u1 2)))
 (= 1 ?x137)))
(assert
 (let ((?x139 (dim in_u1 3)))
 (= 1 ?x139)))
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
 (let ((?x141 (transpose4 0 1 3 2 in_i1)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 ?x141 in_u1)))
 (= (rank ?x152) 4))))
(assert
 (let ((?x141 (transpose4 0 1 3 2 in_i1)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 ?x141 in_u1)))
 (= (dim ?x152 0) sym_n))))
(assert
 (let ((?x141 (transpose4 0 1 3 2 in_i1)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 ?x141 in_u1)))
 (= (dim ?x152 1) sym_c2))))
(assert
 (let ((?x141 (transpose4 0 1 3 2 in_i1)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 ?x141 in_u1)))
 (= (dim ?x152 2) sym_w))))
(assert
 (let ((?x141 (transpose4 0 1 3 2 in_i1)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 ?x141 in_u1)))
 (= (dim ?x152 3) sym_h))))
(assert
 (let ((?x141 (transpose4 0 1 3 2 in_i1)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 ?x141 in_u1)))
 (let ((?x163 (relu ?x152)))
 (= (rank ?x163) 4)))))
(assert
 (let ((?x141 (transpose4 0 1 3 2 in_i1)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 ?x141 in_u1)))
 (let ((?x163 (relu ?x152)))
 (= (dim ?x163 0) sym_n)))))
(assert
 (let ((?x141 (transpose4 0 1 3 2 in_i1)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 ?x141 in_u1)))
 (let ((?x163 (relu ?x152)))
 (= (dim ?x163 1) sym_c2)))))
(assert
 (let ((?x141 (transpose4 0 1 3 2 in_i1)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 ?x141 in_u1)))
 (let ((?x163 (relu ?x152)))
 (= (dim ?x163 2) sym_w)))))
(assert
 (let ((?x141 (transpose4 0 1 3 2 in_i1)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 ?x141 in_u1)))
 (let ((?x163 (relu ?x152)))
 (= (dim ?x163 3) sym_h)))))
(assert
 (let ((?x141 (transpose4 0 1 3 2 in_i1)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 ?x141 in_u1)))
 (let ((?x163 (relu ?x152)))
 (let ((?x174 (transpose4 0 1 3 2 ?x163)))
 (= (rank ?x174) 4))))))
(assert
 (let ((?x141 (transpose4 0 1 3 2 in_i1)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 ?x141 in_u1)))
 (let ((?x163 (relu ?x152)))
 (let ((?x174 (transpose4 0 1 3 2 ?x163)))
 (= (dim ?x174 0) sym_n))))))
(assert
 (let ((?x141 (transpose4 0 1 3 2 in_i1)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 ?x141 in_u1)))
 (let ((?x163 (relu ?x152)))
 (let ((?x174 (transpose4 0 1 3 2 ?x163)))
 (= (dim ?x174 1) sym_c2))))))
(assert
 (let ((?x141 (transpose4 0 1 3 2 in_i1)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 ?x141 in_u1)))
 (let ((?x163 (relu ?x152)))
 (let ((?x174 (transpose4 0 1 3 2 ?x163)))
 (= (dim ?x174 2) sym_h))))))
(assert
 (let ((?x141 (transpose4 0 1 3 2 in_i1)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 ?x141 in_u1)))
 (let ((?x163 (relu ?x152)))
 (let ((?x174 (transpose4 0 1 3 2 ?x163)))
 (= (dim ?x174 3) sym_w))))))
(assert
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x185) 4)))
(assert
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x185 0) sym_n)))
(assert
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x185 1) sym_c2)))
(assert
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x185 2) sym_h)))
(assert
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x185 3) sym_w)))
(assert
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x196 (relu ?x185)))
 (= (rank ?x196) 4))))
(assert
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x196 (relu ?x185)))
 (= (dim ?x196 0) sym_n))))
(assert
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x196 (relu ?x185)))
 (= (dim ?x196 1) sym_c2))))
(assert
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x196 (relu ?x185)))
 (= (dim ?x196 2) sym_h))))
(assert
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x196 (relu ?x185)))
 (= (dim ?x196 3) sym_w))))
(assert
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x196 (relu ?x185)))
(let ((?x141 (transpose4 0 1 3 2 in_i1)))
(let ((?x152 (conv 1 1 0 0 0 0 1 1 1 ?x141 in_u1)))
(let ((?x163 (relu ?x152)))
(let ((?x174 (transpose4 0 1 3 2 ?x163)))
(and (distinct ?x174 ?x196) true))))))))
(check-sat)
