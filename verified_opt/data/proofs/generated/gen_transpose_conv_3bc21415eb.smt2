; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_transpose_spatial
; z3 rlimit used: 74347
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
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
 (let ((?x110 (conv 2 2 0 0 0 0 1 1 1 ?x99 in_u1)))
 (= (rank ?x110) 4))))
(assert
 (let ((?x99 (transpose4 0 1 3 2 in_i1)))
 (let ((?x110 (conv 2 2 0 0 0 0 1 1 1 ?x99 in_u1)))
 (= (dim ?x110 0) sym_n))))
(assert
 (let ((?x99 (transpose4 0 1 3 2 in_i1)))
 (let ((?x110 (conv 2 2 0 0 0 0 1 1 1 ?x99 in_u1)))
 (= (dim ?x110 1) sym_c2))))
(assert
 (let ((?x120 (div (+ (- 1) sym_w) 2)))
 (let ((?x121 (+ 1 ?x120)))
 (let ((?x99 (transpose4 0 1 3 2 in_i1)))
 (let ((?x110 (conv 2 2 0 0 0 0 1 1 1 ?x99 in_u1)))
 (let ((?x117 (dim ?x110 2)))
 (= ?x117 ?x121)))))))
(assert
 (let ((?x125 (div (+ (- 1) sym_h) 2)))
 (let ((?x126 (+ 1 ?x125)))
 (let ((?x99 (transpose4 0 1 3 2 in_i1)))
 (let ((?x110 (conv 2 2 0 0 0 0 1 1 1 ?x99 in_u1)))
 (let ((?x123 (dim ?x110 3)))
 (= ?x123 ?x126)))))))
(assert
 (let ((?x120 (div (+ (- 1) sym_w) 2)))
 (let ((?x121 (+ 1 ?x120)))
 (>= ?x121 0))))
(assert
 (let ((?x125 (div (+ (- 1) sym_h) 2)))
 (let ((?x126 (+ 1 ?x125)))
 (>= ?x126 0))))
(assert
 (let ((?x130 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x130) 4)))
(assert
 (let ((?x130 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x130 0) sym_n)))
(assert
 (let ((?x130 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x130 1) sym_c2)))
(assert
 (let ((?x125 (div (+ (- 1) sym_h) 2)))
 (let ((?x126 (+ 1 ?x125)))
 (let ((?x130 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x137 (dim ?x130 2)))
 (= ?x137 ?x126))))))
(assert
 (let ((?x120 (div (+ (- 1) sym_w) 2)))
 (let ((?x121 (+ 1 ?x120)))
 (let ((?x130 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x139 (dim ?x130 3)))
 (= ?x139 ?x121))))))
(assert
 (let ((?x130 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x141 (transpose4 0 1 3 2 ?x130)))
 (= (rank ?x141) 4))))
(assert
 (let ((?x130 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x141 (transpose4 0 1 3 2 ?x130)))
 (= (dim ?x141 0) sym_n))))
(assert
 (let ((?x130 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x141 (transpose4 0 1 3 2 ?x130)))
 (= (dim ?x141 1) sym_c2))))
(assert
 (let ((?x120 (div (+ (- 1) sym_w) 2)))
 (let ((?x121 (+ 1 ?x120)))
 (let ((?x130 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x141 (transpose4 0 1 3 2 ?x130)))
 (let ((?x148 (dim ?x141 2)))
 (= ?x148 ?x121)))))))
(assert
 (let ((?x125 (div (+ (- 1) sym_h) 2)))
 (let ((?x126 (+ 1 ?x125)))
 (let ((?x130 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x141 (transpose4 0 1 3 2 ?x130)))
 (let ((?x150 (dim ?x141 3)))
 (= ?x150 ?x126)))))))
(assert
 (let ((?x130 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x141 (transpose4 0 1 3 2 ?x130)))
(let ((?x99 (transpose4 0 1 3 2 in_i1)))
(let ((?x110 (conv 2 2 0 0 0 0 1 1 1 ?x99 in_u1)))
(and (distinct ?x110 ?x141) true))))))
(check-sat)
