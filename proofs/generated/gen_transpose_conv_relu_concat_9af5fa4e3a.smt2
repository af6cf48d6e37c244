; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_transpose_spatial, transpose4_concat0, transpose4_relu
; z3 rlimit used: 49320
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
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
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x60 (transpose4 p0 p1 p2 p3 X)))
 (let ((?x61 (relu ?x60)))
 (let ((?x59 (transpose4 p0 p1 p2 p3 (relu X))))
 (= ?x59 ?x61)))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x60 (transpose4 p0 p1 p2 p3 Y)))
 (let ((?x70 (concat 0 (transpose4 p0 p1 p2 p3 X) ?x60)))
 (let ((?x68 (transpose4 p0 p1 p2 p3 (concat p0 X Y))))
 (= ?x68 ?x70)))) :pattern ( (transpose4 p0 p1 p2 p3 (concat p0 X Y)) ) :pattern ( (concat 0 (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_concat0))
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
 (let ((?x102 (dim in_u1 2)))
 (= 1 ?x102)))
(assert
 (let ((?x104 (dim in_u1 3)))
 (= 1 ?x104)))
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
 (let ((?x106 (transpose4 0 1 3 2 in_i1)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 ?x106 in_u1)))
 (= (rank ?x117) 4))))
(assert
 (let ((?x106 (transpose4 0 1 3 2 in_i1)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 ?x106 in_u1)))
 (= (dim ?x117 0) sym_n))))
(assert
 (let ((?x106 (transpose4 0 1 3 2 in_i1)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 ?x106 in_u1)))
 (= (dim ?x117 1) sym_c))))
(assert
 (let ((?x106 (transpose4 0 1 3 2 in_i1)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 ?x106 in_u1)))
 (= (dim ?x117 2) sym_w))))
(assert
 (let ((?x106 (transpose4 0 1 3 2 in_i1)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 ?x106 in_u1)))
 (= (dim ?x117 3) sym_h))))
(assert
 (let ((?x106 (transpose4 0 1 3 2 in_i1)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 ?x106 in_u1)))
 (let ((?x128 (relu ?x117)))
 (= (rank ?x128) 4)))))
(assert
 (let ((?x106 (transpose4 0 1 3 2 in_i1)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 ?x106 in_u1)))
 (let ((?x128 (relu ?x117)))
 (= (dim ?x128 0) sym_n)))))
(assert
 (let ((?x106 (transpose4 0 1 3 2 in_i1)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 ?x106 in_u1)))
 (let ((?x128 (relu ?x117)))
 (= (dim ?x128 1) sym_c)))))
(assert
 (let ((?x106 (transpose4 0 1 3 2 in_i1)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 ?x106 in_u1)))
 (let ((?x128 (relu ?x117)))
 (= (dim ?x128 2) sym_w)))))
(assert
 (let ((?x106 (transpose4 0 1 3 2 in_i1)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 ?x106 in_u1)))
 (let ((?x128 (relu ?x117)))
 (= (dim ?x128 3) sym_h)))))
(assert
 (let ((?x106 (transpose4 0 1 3 2 in_i1)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 ?x106 in_u1)))
 (let ((?x128 (relu ?x117)))
 (let ((?x139 (concat 0 ?x128 ?x106)))
 (= (rank ?x139) 4))))))
(assert
 (let ((?x143 (* 2 sym_n)))
 (let ((?x106 (transpose4 0 1 3 2 in_i1)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 ?x106 in_u1)))
 (let ((?x128 (relu ?x117)))
 (let ((?x139 (concat 0 ?x128 ?x106)))
 (let ((?x142 (dim ?x139 0)))
 (= ?x142 ?x143))))))))
(assert
 (let ((?x106 (transpose4 0 1 3 2 in_i1)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 ?x106 in_u1)))
 (let ((?x128 (relu ?x117)))
 (let ((?x139 (concat 0 ?x128 ?x106)))
 (= (dim ?x139 1) sym_c))))))
(assert
 (let ((?x106 (transpose4 0 1 3 2 in_i1)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 ?x106 in_u1)))
 (let ((?x128 (relu ?x117)))
 (let ((?x139 (concat 0 ?x128 ?x106)))
 (= (dim ?x139 2) sym_w))))))
(assert
 (let ((?x106 (transpose4 0 1 3 2 in_i1)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 ?x106 in_u1)))
 (let ((?x128 (relu ?x117)))
 (let ((?x139 (concat 0 ?x128 ?x106)))
 (= (dim ?x139 3) sym_h))))))
(assert
 (let ((?x143 (* 2 sym_n)))
 (>= ?x143 0)))
(assert
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x152) 4)))
(assert
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x152 0) sym_n)))
(assert
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x152 1) sym_c)))
(assert
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x152 2) sym_h)))
(assert
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x152 3) sym_w)))
(assert
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x163 (relu ?x152)))
 (= (rank ?x163) 4))))
(assert
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x163 (relu ?x152)))
 (= (dim ?x163 0) sym_n))))
(assert
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x163 (relu ?x152)))
 (= (dim ?x163 1) sym_c))))
(assert
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x163 (relu ?x152)))
 (= (dim ?x163 2) sym_h))))
(assert
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x163 (relu ?x152)))
 (= (dim ?x163 3) sym_w))))
(assert
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x163 (relu ?x152)))
 (let ((?x174 (concat 0 ?x163 in_i1)))
 (= (rank ?x174) 4)))))
(assert
 (let ((?x143 (* 2 sym_n)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x163 (relu ?x152)))
 (let ((?x174 (concat 0 ?x163 in_i1)))
 (let ((?x177 (dim ?x174 0)))
 (= ?x177 ?x143)))))))
(assert
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x163 (relu ?x152)))
 (let ((?x174 (concat 0 ?x163 in_i1)))
 (= (dim ?x174 1) sym_c)))))
(assert
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x163 (relu ?x152)))
 (let ((?x174 (concat 0 ?x163 in_i1)))
 (= (dim ?x174 2) sym_h)))))
(assert
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x163 (relu ?x152)))
 (let ((?x174 (concat 0 ?x163 in_i1)))
 (= (dim ?x174 3) sym_w)))))
(assert
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x163 (relu ?x152)))
 (let ((?x174 (concat 0 ?x163 in_i1)))
 (let ((?x185 (transpose4 0 1 3 2 ?x174)))
 (= (rank ?x185) 4))))))
(assert
 (let ((?x143 (* 2 sym_n)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x163 (relu ?x152)))
 (let ((?x174 (concat 0 ?x163 in_i1)))
 (let ((?x185 (transpose4 0 1 3 2 ?x174)))
 (let ((?x188 (dim ?x185 0)))
 (= ?x188 ?x143))))))))
(assert
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x163 (relu ?x152)))
 (let ((?x174 (concat 0 ?x163 in_i1)))
 (let ((?x185 (transpose4 0 1 3 2 ?x174)))
 (= (dim ?x185 1) sym_c))))))
(assert
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x163 (relu ?x152)))
 (let ((?x174 (concat 0 ?x163 in_i1)))
 (let ((?x185 (transpose4 0 1 3 2 ?x174)))
 (= (dim ?x185 2) sym_w))))))
(assert
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x163 (relu ?x152)))
 (let ((?x174 (concat 0 ?x163 in_i1)))
 (let ((?x185 (transpose4 0 1 3 2 ?x174)))
 (= (dim ?x185 3) sym_h))))))
(assert
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x163 (relu ?x152)))
(let ((?x174 (concat 0 ?x163 in_i1)))
(let ((?x185 (transpose4 0 1 3 2 ?x174)))
(let ((?x106 (transpose4 0 1 3 2 in_i1)))
(let ((?x117 (conv 1 1 0 0 0 0 1 1 1 ?x106 in_u1)))
(let ((?x128 (relu ?x117)))
(let ((?x139 (concat 0 ?x128 ?x106)))
(and (distinct ?x139 ?x185) true))))))))))
(check-sat)
