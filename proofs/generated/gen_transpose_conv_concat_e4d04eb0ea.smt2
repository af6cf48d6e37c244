; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_transpose_spatial, transpose4_concat0
; z3 rlimit used: 48798
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
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x63 (concat 0 (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y))))
 (let ((?x60 (transpose4 p0 p1 p2 p3 (concat p0 X Y))))
 (= ?x60 ?x63))) :pattern ( (transpose4 p0 p1 p2 p3 (concat p0 X Y)) ) :pattern ( (concat 0 (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_concat0))
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
 (let ((?x95 (dim in_u1 2)))
 (= 1 ?x95)))
(assert
 (let ((?x97 (dim in_u1 3)))
 (= 1 ?x97)))
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
 (let ((?x99 (transpose4 0 1 3 2 in_i1)))
 (let ((?x110 (conv 1 1 0 0 0 0 1 1 1 ?x99 in_u1)))
 (= (rank ?x110) 4))))
(assert
 (let ((?x99 (transpose4 0 1 3 2 in_i1)))
 (let ((?x110 (conv 1 1 0 0 0 0 1 1 1 ?x99 in_u1)))
 (= (dim ?x110 0) sym_n))))
(assert
 (let ((?x99 (transpose4 0 1 3 2 in_i1)))
 (let ((?x110 (conv 1 1 0 0 0 0 1 1 1 ?x99 in_u1)))
 (= (dim ?x110 1) sym_c))))
(assert
 (let ((?x99 (transpose4 0 1 3 2 in_i1)))
 (let ((?x110 (conv 1 1 0 0 0 0 1 1 1 ?x99 in_u1)))
 (= (dim ?x110 2) sym_w))))
(assert
 (let ((?x99 (transpose4 0 1 3 2 in_i1)))
 (let ((?x110 (conv 1 1 0 0 0 0 1 1 1 ?x99 in_u1)))
 (= (dim ?x110 3) sym_h))))
(assert
 (let ((?x99 (transpose4 0 1 3 2 in_i1)))
 (let ((?x110 (conv 1 1 0 0 0 0 1 1 1 ?x99 in_u1)))
 (let ((?x121 (concat 0 ?x110 ?x99)))
 (= (rank ?x121) 4)))))
(assert
 (let ((?x125 (* 2 sym_n)))
 (let ((?x99 (transpose4 0 1 3 2 in_i1)))
 (let ((?x110 (conv 1 1 0 0 0 0 1 1 1 ?x99 in_u1)))
 (let ((?x121 (concat 0 ?x110 ?x99)))
 (let ((?x124 (dim ?x121 0)))
 (= ?x124 ?x125)))))))
(assert
 (let ((?x99 (transpose4 0 1 3 2 in_i1)))
 (let ((?x110 (conv 1 1 0 0 0 0 1 1 1 ?x99 in_u1)))
 (let ((?x121 (concat 0 ?x110 ?x99)))
 (= (dim ?x121 1) sym_c)))))
(assert
 (let ((?x99 (transpose4 0 1 3 2 in_i1)))
 (let ((?x110 (conv 1 1 0 0 0 0 1 1 1 ?x99 in_u1)))
 (let ((?x121 (concat 0 ?x110 ?x99)))
 (= (dim ?x121 2) sym_w)))))
(assert
 (let ((?x99 (transpose4 0 1 3 2 in_i1)))
 (let ((?x110 (conv 1 1 0 0 0 0 1 1 1 ?x99 in_u1)))
 (let ((?x121 (concat 0 ?x110 ?x99)))
 (= (dim ?x121 3) sym_h)))))
(assert
 (let ((?x125 (* 2 sym_n)))
 (>= ?x125 0)))
(assert
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x134) 4)))
(assert
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x134 0) sym_n)))
(assert
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x134 1) sym_c)))
(assert
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x134 2) sym_h)))
(assert
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x134 3) sym_w)))
(assert
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x145 (concat 0 ?x134 in_i1)))
 (= (rank ?x145) 4))))
(assert
 (let ((?x125 (* 2 sym_n)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x145 (concat 0 ?x134 in_i1)))
 (let ((?x148 (dim ?x145 0)))
 (= ?x148 ?x125))))))
(assert
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x145 (concat 0 ?x134 in_i1)))
 (= (dim ?x145 1) sym_c))))
(assert
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x145 (concat 0 ?x134 in_i1)))
 (= (dim ?x145 2) sym_h))))
(assert
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x145 (concat 0 ?x134 in_i1)))
 (= (dim ?x145 3) sym_w))))
(assert
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x145 (concat 0 ?x134 in_i1)))
 (let ((?x156 (transpose4 0 1 3 2 ?x145)))
 (= (rank ?x156) 4)))))
(assert
 (let ((?x125 (* 2 sym_n)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x145 (concat 0 ?x134 in_i1)))
 (let ((?x156 (transpose4 0 1 3 2 ?x145)))
 (let ((?x159 (dim ?x156 0)))
 (= ?x159 ?x125)))))))
(assert
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x145 (concat 0 ?x134 in_i1)))
 (let ((?x156 (transpose4 0 1 3 2 ?x145)))
 (= (dim ?x156 1) sym_c)))))
(assert
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x145 (concat 0 ?x134 in_i1)))
 (let ((?x156 (transpose4 0 1 3 2 ?x145)))
 (= (dim ?x156 2) sym_w)))))
(assert
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x145 (concat 0 ?x134 in_i1)))
 (let ((?x156 (transpose4 0 1 3 2 ?x145)))
 (= (dim ?x156 3) sym_h)))))
(assert
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x145 (concat 0 ?x134 in_i1)))
(let ((?x156 (transpose4 0 1 3 2 ?x145)))
(let ((?x99 (transpose4 0 1 3 2 in_i1)))
(let ((?x110 (conv 1 1 0 0 0 0 1 1 1 ?x99 in_u1)))
(let ((?x121 (concat 0 ?x110 ?x99)))
(and (distinct ?x121 ?x156) true))))))))
(check-sat)
