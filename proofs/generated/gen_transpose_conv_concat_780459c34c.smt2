; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_transpose_spatial, transpose4_concat1
; z3 rlimit used: 42229
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun concat (Int T T) T)
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
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x63 (concat 1 (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y))))
 (let ((?x60 (transpose4 p0 p1 p2 p3 (concat p1 X Y))))
 (= ?x60 ?x63))) :pattern ( (transpose4 p0 p1 p2 p3 (concat p1 X Y)) ) :pattern ( (concat 1 (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_concat1))
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
 (let ((?x97 (dim in_u1 2)))
 (= 1 ?x97)))
(assert
 (let ((?x99 (dim in_u1 3)))
 (= 1 ?x99)))
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
 (let ((?x101 (transpose4 0 1 3 2 in_i1)))
 (let ((?x112 (conv 1 1 0 0 0 0 1 1 1 ?x101 in_u1)))
 (= (rank ?x112) 4))))
(assert
 (let ((?x101 (transpose4 0 1 3 2 in_i1)))
 (let ((?x112 (conv 1 1 0 0 0 0 1 1 1 ?x101 in_u1)))
 (= (dim ?x112 0) sym_n))))
(assert
 (let ((?x101 (transpose4 0 1 3 2 in_i1)))
 (let ((?x112 (conv 1 1 0 0 0 0 1 1 1 ?x101 in_u1)))
 (= (dim ?x112 1) sym_c2))))
(assert
 (let ((?x101 (transpose4 0 1 3 2 in_i1)))
 (let ((?x112 (conv 1 1 0 0 0 0 1 1 1 ?x101 in_u1)))
 (= (dim ?x112 2) sym_w))))
(assert
 (let ((?x101 (transpose4 0 1 3 2 in_i1)))
 (let ((?x112 (conv 1 1 0 0 0 0 1 1 1 ?x101 in_u1)))
 (= (dim ?x112 3) sym_h))))
(assert
 (let ((?x101 (transpose4 0 1 3 2 in_i1)))
 (let ((?x112 (conv 1 1 0 0 0 0 1 1 1 ?x101 in_u1)))
 (let ((?x123 (concat 1 ?x112 ?x101)))
 (= (rank ?x123) 4)))))
(assert
 (let ((?x101 (transpose4 0 1 3 2 in_i1)))
 (let ((?x112 (conv 1 1 0 0 0 0 1 1 1 ?x101 in_u1)))
 (let ((?x123 (concat 1 ?x112 ?x101)))
 (= (dim ?x123 0) sym_n)))))
(assert
 (let ((?x129 (+ sym_c2 sym_c)))
 (let ((?x101 (transpose4 0 1 3 2 in_i1)))
 (let ((?x112 (conv 1 1 0 0 0 0 1 1 1 ?x101 in_u1)))
 (let ((?x123 (concat 1 ?x112 ?x101)))
 (let ((?x128 (dim ?x123 1)))
 (= ?x128 ?x129)))))))
(assert
 (let ((?x101 (transpose4 0 1 3 2 in_i1)))
 (let ((?x112 (conv 1 1 0 0 0 0 1 1 1 ?x101 in_u1)))
 (let ((?x123 (concat 1 ?x112 ?x101)))
 (= (dim ?x123 2) sym_w)))))
(assert
 (let ((?x101 (transpose4 0 1 3 2 in_i1)))
 (let ((?x112 (conv 1 1 0 0 0 0 1 1 1 ?x101 in_u1)))
 (let ((?x123 (concat 1 ?x112 ?x101)))
 (= (dim ?x123 3) sym_h)))))
(assert
 (let ((?x129 (+ sym_c2 sym_c)))
 (>= ?x129 0)))
(assert
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x136) 4)))
(assert
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x136 0) sym_n)))
(assert
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x136 1) sym_c2)))
(assert
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x136 2) sym_h)))
(assert
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x136 3) sym_w)))
(assert
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x147 (concat 1 ?x136 in_i1)))
 (= (rank ?x147) 4))))
(assert
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x147 (concat 1 ?x136 in_i1)))
 (= (dim ?x147 0) sym_n))))
(assert
 (let ((?x129 (+ sym_c2 sym_c)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x147 (concat 1 ?x136 in_i1)))
 (let ((?x152 (dim ?x147 1)))
 (= ?x152 ?x129))))))
(assert
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x147 (concat 1 ?x136 in_i1)))
 (= (dim ?x147 2) sym_h))))
(assert
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x147 (concat 1 ?x136 in_i1)))
 (= (dim ?x147 3) sym_w))))
(assert
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x147 (concat 1 ?x136 in_i1)))
 (let ((?x158 (transpose4 0 1 3 2 ?x147)))
 (= (rank ?x158) 4)))))
(assert
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x147 (concat 1 ?x136 in_i1)))
 (let ((?x158 (transpose4 0 1 3 2 ?x147)))
 (= (dim ?x158 0) sym_n)))))
(assert
 (let ((?x129 (+ sym_c2 sym_c)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x147 (concat 1 ?x136 in_i1)))
 (let ((?x158 (transpose4 0 1 3 2 ?x147)))
 (let ((?x163 (dim ?x158 1)))
 (= ?x163 ?x129)))))))
(assert
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x147 (concat 1 ?x136 in_i1)))
 (let ((?x158 (transpose4 0 1 3 2 ?x147)))
 (= (dim ?x158 2) sym_w)))))
(assert
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x147 (concat 1 ?x136 in_i1)))
 (let ((?x158 (transpose4 0 1 3 2 ?x147)))
 (= (dim ?x158 3) sym_h)))))
(assert
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x147 (concat 1 ?x136 in_i1)))
(let ((?x158 (transpose4 0 1 3 2 ?x147)))
(let ((?x101 (transpose4 0 1 3 2 in_i1)))
(let ((?x112 (conv 1 1 0 0 0 0 1 1 1 ?x101 in_u1)))
(let ((?x123 (concat 1 ?x112 ?x101)))
(and (distinct ?x123 ?x158) true))))))))
(check-sat)
