; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_transpose_spatial, transpose4_after_0132, transpose4_id, transpose4_relu
; z3 rlimit used: 49295
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x28 (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W))))
 (let ((?x26 (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W)))
 (let (($x29 (= ?x26 ?x28)))
 (=> (and (= 1 (dim W 2)) (= 1 (dim W 3))) $x29)))) :pattern ( (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W) ) :pattern ( (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W)) ) :qid conv1x1_transpose_spatial))
 )
(assert
 (forall ((X T) )(! (let ((?x58 (transpose4 0 1 2 3 X)))
 (= ?x58 X)) :pattern ( (transpose4 0 1 2 3 X) ) :qid transpose4_id))
 )
(assert
 (forall ((X T) (q0 Int) (q1 Int) (q2 Int) (q3 Int) )(! (let ((?x63 (transpose4 q0 q1 q2 q3 X)))
 (let ((?x64 (transpose4 0 1 3 2 ?x63)))
 (= ?x64 (transpose4 q0 q1 q3 q2 X)))) :pattern ( (transpose4 0 1 3 2 (transpose4 q0 q1 q2 q3 X)) ) :qid transpose4_after_0132))
 )
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x63 (transpose4 p0 p1 p2 p3 X)))
 (let ((?x71 (relu ?x63)))
 (let ((?x70 (transpose4 p0 p1 p2 p3 (relu X))))
 (= ?x70 ?x71)))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_w 1))
(assert
 (>= sym_c2 1))
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
 (let ((?x105 (dim in_u1 2)))
 (= 1 ?x105)))
(assert
 (let ((?x107 (dim in_u1 3)))
 (= 1 ?x107)))
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
 (let ((?x109 (transpose4 0 1 3 2 in_i1)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 ?x109 in_u1)))
 (= (rank ?x120) 4))))
(assert
 (let ((?x109 (transpose4 0 1 3 2 in_i1)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 ?x109 in_u1)))
 (= (dim ?x120 0) sym_n))))
(assert
 (let ((?x109 (transpose4 0 1 3 2 in_i1)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 ?x109 in_u1)))
 (= (dim ?x120 1) sym_c2))))
(assert
 (let ((?x109 (transpose4 0 1 3 2 in_i1)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 ?x109 in_u1)))
 (= (dim ?x120 2) sym_w))))
(assert
 (let ((?x109 (transpose4 0 1 3 2 in_i1)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 ?x109 in_u1)))
 (= (dim ?x120 3) sym_h))))
(assert
 (let ((?x109 (transpose4 0 1 3 2 in_i1)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 ?x109 in_u1)))
 (let ((?x131 (relu ?x120)))
 (= (rank ?x131) 4)))))
(assert
 (let ((?x109 (transpose4 0 1 3 2 in_i1)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 ?x109 in_u1)))
 (let ((?x131 (relu ?x120)))
 (= (dim ?x131 0) sym_n)))))
(assert
 (let ((?x109 (transpose4 0 1 3 2 in_i1)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 ?x109 in_u1)))
 (let ((?x131 (relu ?x120)))
 (= (dim ?x131 1) sym_c2)))))
(assert
 (let ((?x109 (transpose4 0 1 3 2 in_i1)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 ?x109 in_u1)))
 (let ((?x131 (relu ?x120)))
 (= (dim ?x131 2) sym_w)))))
(assert
 (let ((?x109 (transpose4 0 1 3 2 in_i1)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 ?x109 in_u1)))
 (let ((?x131 (relu ?x120)))
 (= (dim ?x131 3) sym_h)))))
(assert
 (let ((?x109 (transpose4 0 1 3 2 in_i1)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 ?x109 in_u1)))
 (let ((?x131 (relu ?x120)))
 (let ((?x142 (transpose4 0 1 3 2 ?x131)))
 (= (rank ?x142) 4))))))
(assert
 (let ((?x109 (transpose4 0 1 3 2 in_i1)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 ?x109 in_u1)))
 (let ((?x131 (relu ?x120)))
 (let ((?x142 (transpose4 0 1 3 2 ?x131)))
 (= (dim ?x142 0) sym_n))))))
(assert
 (let ((?x109 (transpose4 0 1 3 2 in_i1)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 ?x109 in_u1)))
 (let ((?x131 (relu ?x120)))
 (let ((?x142 (transpose4 0 1 3 2 ?x131)))
 (= (dim ?x142 1) sym_c2))))))
(assert
 (let ((?x109 (transpose4 0 1 3 2 in_i1)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 ?x109 in_u1)))
 (let ((?x131 (relu ?x120)))
 (let ((?x142 (transpose4 0 1 3 2 ?x131)))
 (= (dim ?x142 2) sym_h))))))
(assert
 (let ((?x109 (transpose4 0 1 3 2 in_i1)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 ?x109 in_u1)))
 (let ((?x131 (relu ?x120)))
 (let ((?x142 (transpose4 0 1 3 2 ?x131)))
 (= (dim ?x142 3) sym_w))))))
(assert
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x153) 4)))
(assert
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x153 0) sym_n)))
(assert
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x153 1) sym_c2)))
(assert
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x153 2) sym_h)))
(assert
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x153 3) sym_w)))
(assert
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x164 (relu ?x153)))
 (= (rank ?x164) 4))))
(assert
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x164 (relu ?x153)))
 (= (dim ?x164 0) sym_n))))
(assert
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x164 (relu ?x153)))
 (= (dim ?x164 1) sym_c2))))
(assert
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x164 (relu ?x153)))
 (= (dim ?x164 2) sym_h))))
(assert
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x164 (relu ?x153)))
 (= (dim ?x164 3) sym_w))))
(assert
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x164 (relu ?x153)))
(let ((?x109 (transpose4 0 1 3 2 in_i1)))
(let ((?x120 (conv 1 1 0 0 0 0 1 1 1 ?x109 in_u1)))
(let ((?x131 (relu ?x120)))
(let ((?x142 (transpose4 0 1 3 2 ?x131)))
(and (distinct ?x142 ?x164) true))))))))
(check-sat)
