; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_transpose_spatial, transpose4_concat0
; z3 rlimit used: 19135
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun concat (Int T T) T)
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
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x84 (concat 0 (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y))))
 (let ((?x81 (transpose4 p0 p1 p2 p3 (concat p0 X Y))))
 (let (($x85 (= ?x81 ?x84)))
 (let (($x14 (>= p1 0)))
 (let (($x20 (>= p0 0)))
 (let (($x79 (and $x20 $x14 (>= p2 0) (>= p3 0) (= (rank X) 4) (= (rank Y) 4))))
 (=> $x79 $x85))))))) :pattern ( (transpose4 p0 p1 p2 p3 (concat p0 X Y)) ) :pattern ( (concat 0 (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_concat0))
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
 (let ((?x119 (dim in_u1 2)))
 (= 1 ?x119)))
(assert
 (let ((?x121 (dim in_u1 3)))
 (= 1 ?x121)))
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
 (let ((?x123 (transpose4 0 1 3 2 in_i1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_u1)))
 (= (rank ?x134) 4))))
(assert
 (let ((?x123 (transpose4 0 1 3 2 in_i1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_u1)))
 (= (dim ?x134 0) sym_n))))
(assert
 (let ((?x123 (transpose4 0 1 3 2 in_i1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_u1)))
 (= (dim ?x134 1) sym_c))))
(assert
 (let ((?x123 (transpose4 0 1 3 2 in_i1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_u1)))
 (= (dim ?x134 2) sym_w))))
(assert
 (let ((?x123 (transpose4 0 1 3 2 in_i1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_u1)))
 (= (dim ?x134 3) sym_h))))
(assert
 (let ((?x123 (transpose4 0 1 3 2 in_i1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_u1)))
 (let ((?x145 (concat 0 ?x134 ?x123)))
 (= (rank ?x145) 4)))))
(assert
 (let ((?x149 (* 2 sym_n)))
 (let ((?x123 (transpose4 0 1 3 2 in_i1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_u1)))
 (let ((?x145 (concat 0 ?x134 ?x123)))
 (let ((?x148 (dim ?x145 0)))
 (= ?x148 ?x149)))))))
(assert
 (let ((?x123 (transpose4 0 1 3 2 in_i1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_u1)))
 (let ((?x145 (concat 0 ?x134 ?x123)))
 (= (dim ?x145 1) sym_c)))))
(assert
 (let ((?x123 (transpose4 0 1 3 2 in_i1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_u1)))
 (let ((?x145 (concat 0 ?x134 ?x123)))
 (= (dim ?x145 2) sym_w)))))
(assert
 (let ((?x123 (transpose4 0 1 3 2 in_i1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_u1)))
 (let ((?x145 (concat 0 ?x134 ?x123)))
 (= (dim ?x145 3) sym_h)))))
(assert
 (let ((?x149 (* 2 sym_n)))
 (>= ?x149 0)))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x158) 4)))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x158 0) sym_n)))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x158 1) sym_c)))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x158 2) sym_h)))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x158 3) sym_w)))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (concat 0 ?x158 in_i1)))
 (= (rank ?x169) 4))))
(assert
 (let ((?x149 (* 2 sym_n)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (concat 0 ?x158 in_i1)))
 (let ((?x172 (dim ?x169 0)))
 (= ?x172 ?x149))))))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (concat 0 ?x158 in_i1)))
 (= (dim ?x169 1) sym_c))))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (concat 0 ?x158 in_i1)))
 (= (dim ?x169 2) sym_h))))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (concat 0 ?x158 in_i1)))
 (= (dim ?x169 3) sym_w))))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (concat 0 ?x158 in_i1)))
 (let ((?x180 (transpose4 0 1 3 2 ?x169)))
 (= (rank ?x180) 4)))))
(assert
 (let ((?x149 (* 2 sym_n)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (concat 0 ?x158 in_i1)))
 (let ((?x180 (transpose4 0 1 3 2 ?x169)))
 (let ((?x183 (dim ?x180 0)))
 (= ?x183 ?x149)))))))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (concat 0 ?x158 in_i1)))
 (let ((?x180 (transpose4 0 1 3 2 ?x169)))
 (= (dim ?x180 1) sym_c)))))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (concat 0 ?x158 in_i1)))
 (let ((?x180 (transpose4 0 1 3 2 ?x169)))
 (= (dim ?x180 2) sym_w)))))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (concat 0 ?x158 in_i1)))
 (let ((?x180 (transpose4 0 1 3 2 ?x169)))
 (= (dim ?x180 3) sym_h)))))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x169 (concat 0 ?x158 in_i1)))
(let ((?x180 (transpose4 0 1 3 2 ?x169)))
(let ((?x123 (transpose4 0 1 3 2 in_i1)))
(let ((?x134 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_u1)))
(let ((?x145 (concat 0 ?x134 ?x123)))
(and (distinct ?x145 ?x180) true))))))))
(check-sat)
