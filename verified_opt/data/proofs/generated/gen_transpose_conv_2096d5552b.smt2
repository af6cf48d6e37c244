; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_transpose_spatial, transpose4_after_0132, transpose4_id
; z3 rlimit used: 75658
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_k1 () T)
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x34 (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W))))
 (let ((?x32 (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) (transpose4 0 1 3 2 W))))
 (let (($x35 (= ?x32 ?x34)))
 (let (($x20 (>= pr 0)))
 (let (($x14 (>= pt 0)))
 (let (($x25 (and (>= g 1) (>= sh 1) (>= sw 1) $x14 (>= pl 0) (>= pb 0) $x20 (>= dh 1) (>= dw 1))))
 (=> $x25 $x35))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) (transpose4 0 1 3 2 W)) ) :pattern ( (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W)) ) :qid conv_transpose_spatial))
 )
(assert
 (forall ((X T) )(! (let ((?x61 (transpose4 0 1 2 3 X)))
 (= ?x61 X)) :pattern ( (transpose4 0 1 2 3 X) ) :qid transpose4_id))
 )
(assert
 (forall ((X T) (q0 Int) (q1 Int) (q2 Int) (q3 Int) )(! (let ((?x70 (transpose4 0 1 3 2 (transpose4 q0 q1 q2 q3 X))))
 (let (($x72 (= ?x70 (transpose4 q0 q1 q3 q2 X))))
 (let (($x14 (>= q1 0)))
 (let (($x20 (>= q0 0)))
 (let (($x67 (and $x20 $x14 (>= q2 0) (>= q3 0))))
 (=> $x67 $x72)))))) :pattern ( (transpose4 0 1 3 2 (transpose4 q0 q1 q2 q3 X)) ) :qid transpose4_after_0132))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x108 (dim in_k1 2)))
 (= 3 ?x108)))
(assert
 (let ((?x110 (dim in_k1 3)))
 (= 3 ?x110)))
(assert
 (= (rank (transpose4 0 1 3 2 in_k1)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_k1) 0) sym_c2))
(assert
 (= (dim (transpose4 0 1 3 2 in_k1) 1) sym_c))
(assert
 (let ((?x112 (transpose4 0 1 3 2 in_k1)))
 (let ((?x119 (dim ?x112 2)))
 (= 3 ?x119))))
(assert
 (let ((?x112 (transpose4 0 1 3 2 in_k1)))
 (let ((?x121 (dim ?x112 3)))
 (= 3 ?x121))))
(assert
 (let ((?x112 (transpose4 0 1 3 2 in_k1)))
 (let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x112)))
 (= (rank ?x123) 4))))
(assert
 (let ((?x112 (transpose4 0 1 3 2 in_k1)))
 (let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x112)))
 (= (dim ?x123 0) sym_n))))
(assert
 (let ((?x112 (transpose4 0 1 3 2 in_k1)))
 (let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x112)))
 (= (dim ?x123 1) sym_c2))))
(assert
 (let ((?x133 (div (+ (- 3) sym_h) 2)))
 (let ((?x134 (+ 1 ?x133)))
 (let ((?x112 (transpose4 0 1 3 2 in_k1)))
 (let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x112)))
 (let ((?x130 (dim ?x123 2)))
 (= ?x130 ?x134)))))))
(assert
 (let ((?x138 (div (+ (- 3) sym_w) 2)))
 (let ((?x139 (+ 1 ?x138)))
 (let ((?x112 (transpose4 0 1 3 2 in_k1)))
 (let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x112)))
 (let ((?x136 (dim ?x123 3)))
 (= ?x136 ?x139)))))))
(assert
 (let ((?x112 (transpose4 0 1 3 2 in_k1)))
 (let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x112)))
 (let ((?x141 (transpose4 0 1 3 2 ?x123)))
 (= (rank ?x141) 4)))))
(assert
 (let ((?x112 (transpose4 0 1 3 2 in_k1)))
 (let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x112)))
 (let ((?x141 (transpose4 0 1 3 2 ?x123)))
 (= (dim ?x141 0) sym_n)))))
(assert
 (let ((?x112 (transpose4 0 1 3 2 in_k1)))
 (let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x112)))
 (let ((?x141 (transpose4 0 1 3 2 ?x123)))
 (= (dim ?x141 1) sym_c2)))))
(assert
 (let ((?x138 (div (+ (- 3) sym_w) 2)))
 (let ((?x139 (+ 1 ?x138)))
 (let ((?x112 (transpose4 0 1 3 2 in_k1)))
 (let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x112)))
 (let ((?x141 (transpose4 0 1 3 2 ?x123)))
 (let ((?x148 (dim ?x141 2)))
 (= ?x148 ?x139))))))))
(assert
 (let ((?x133 (div (+ (- 3) sym_h) 2)))
 (let ((?x134 (+ 1 ?x133)))
 (let ((?x112 (transpose4 0 1 3 2 in_k1)))
 (let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x112)))
 (let ((?x141 (transpose4 0 1 3 2 ?x123)))
 (let ((?x150 (dim ?x141 3)))
 (= ?x150 ?x134))))))))
(assert
 (let ((?x133 (div (+ (- 3) sym_h) 2)))
 (let ((?x134 (+ 1 ?x133)))
 (>= ?x134 0))))
(assert
 (let ((?x138 (div (+ (- 3) sym_w) 2)))
 (let ((?x139 (+ 1 ?x138)))
 (>= ?x139 0))))
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
 (let ((?x154 (transpose4 0 1 3 2 in_i1)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 ?x154 in_k1)))
 (= (rank ?x165) 4))))
(assert
 (let ((?x154 (transpose4 0 1 3 2 in_i1)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 ?x154 in_k1)))
 (= (dim ?x165 0) sym_n))))
(assert
 (let ((?x154 (transpose4 0 1 3 2 in_i1)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 ?x154 in_k1)))
 (= (dim ?x165 1) sym_c2))))
(assert
 (let ((?x138 (div (+ (- 3) sym_w) 2)))
 (let ((?x139 (+ 1 ?x138)))
 (let ((?x154 (transpose4 0 1 3 2 in_i1)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 ?x154 in_k1)))
 (let ((?x172 (dim ?x165 2)))
 (= ?x172 ?x139)))))))
(assert
 (let ((?x133 (div (+ (- 3) sym_h) 2)))
 (let ((?x134 (+ 1 ?x133)))
 (let ((?x154 (transpose4 0 1 3 2 in_i1)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 ?x154 in_k1)))
 (let ((?x174 (dim ?x165 3)))
 (= ?x174 ?x134)))))))
(assert
 (let ((?x154 (transpose4 0 1 3 2 in_i1)))
(let ((?x165 (conv 2 2 0 0 0 0 1 1 1 ?x154 in_k1)))
(let ((?x112 (transpose4 0 1 3 2 in_k1)))
(let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x112)))
(let ((?x141 (transpose4 0 1 3 2 ?x123)))
(and (distinct ?x141 ?x165) true)))))))
(check-sat)
