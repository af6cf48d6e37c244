; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 49422
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(declare-fun in_u2 () T)
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x23 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x20 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x24 (= ?x20 ?x23)))
 (=> (and (< 1 (* sh sw))) $x24)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x61 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x59 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x62 (= ?x59 ?x61)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x62)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c2))
(assert
 (= (dim in_u2 1) sym_c))
(assert
 (let ((?x113 (dim in_u2 2)))
 (= 1 ?x113)))
(assert
 (let ((?x115 (dim in_u2 3)))
 (= 1 ?x115)))
(assert
 (let ((?x117 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x117) 4)))
(assert
 (let ((?x117 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x117 0) sym_n)))
(assert
 (let ((?x117 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x117 1) sym_c)))
(assert
 (let ((?x127 (div (+ (- 1) sym_h) 2)))
 (let ((?x128 (+ 1 ?x127)))
 (let ((?x117 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x124 (dim ?x117 2)))
 (= ?x124 ?x128))))))
(assert
 (let ((?x132 (div (+ (- 1) sym_w) 2)))
 (let ((?x133 (+ 1 ?x132)))
 (let ((?x117 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x130 (dim ?x117 3)))
 (= ?x130 ?x133))))))
(assert
 (let ((?x117 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 ?x117 in_u1)))
 (= (rank ?x135) 4))))
(assert
 (let ((?x117 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 ?x117 in_u1)))
 (= (dim ?x135 0) sym_n))))
(assert
 (let ((?x117 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 ?x117 in_u1)))
 (= (dim ?x135 1) sym_c))))
(assert
 (let ((?x127 (div (+ (- 1) sym_h) 2)))
 (let ((?x128 (+ 1 ?x127)))
 (let ((?x117 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 ?x117 in_u1)))
 (let ((?x142 (dim ?x135 2)))
 (= ?x142 ?x128)))))))
(assert
 (let ((?x132 (div (+ (- 1) sym_w) 2)))
 (let ((?x133 (+ 1 ?x132)))
 (let ((?x117 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 ?x117 in_u1)))
 (let ((?x144 (dim ?x135 3)))
 (= ?x144 ?x133)))))))
(assert
 (let ((?x117 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 ?x117 in_u1)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u2)))
 (= (rank ?x146) 4)))))
(assert
 (let ((?x117 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 ?x117 in_u1)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u2)))
 (= (dim ?x146 0) sym_n)))))
(assert
 (let ((?x117 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 ?x117 in_u1)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u2)))
 (= (dim ?x146 1) sym_c2)))))
(assert
 (let ((?x127 (div (+ (- 1) sym_h) 2)))
 (let ((?x128 (+ 1 ?x127)))
 (let ((?x117 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 ?x117 in_u1)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u2)))
 (let ((?x153 (dim ?x146 2)))
 (= ?x153 ?x128))))))))
(assert
 (let ((?x132 (div (+ (- 1) sym_w) 2)))
 (let ((?x133 (+ 1 ?x132)))
 (let ((?x117 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 ?x117 in_u1)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u2)))
 (let ((?x155 (dim ?x146 3)))
 (= ?x155 ?x133))))))))
(assert
 (let ((?x127 (div (+ (- 1) sym_h) 2)))
 (let ((?x128 (+ 1 ?x127)))
 (>= ?x128 0))))
(assert
 (let ((?x132 (div (+ (- 1) sym_w) 2)))
 (let ((?x133 (+ 1 ?x132)))
 (>= ?x133 0))))
(assert
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x159) 4)))
(assert
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x159 0) sym_n)))
(assert
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x159 1) sym_c)))
(assert
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x159 2) sym_h)))
(assert
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x159 3) sym_w)))
(assert
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x159 in_u1)))
 (= (rank ?x170) 4))))
(assert
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x159 in_u1)))
 (= (dim ?x170 0) sym_n))))
(assert
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x159 in_u1)))
 (= (dim ?x170 1) sym_c))))
(assert
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x159 in_u1)))
 (= (dim ?x170 2) sym_h))))
(assert
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x159 in_u1)))
 (= (dim ?x170 3) sym_w))))
(assert
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x159 in_u1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 ?x170 in_u2)))
 (= (rank ?x181) 4)))))
(assert
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x159 in_u1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 ?x170 in_u2)))
 (= (dim ?x181 0) sym_n)))))
(assert
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x159 in_u1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 ?x170 in_u2)))
 (= (dim ?x181 1) sym_c2)))))
(assert
 (let ((?x127 (div (+ (- 1) sym_h) 2)))
 (let ((?x128 (+ 1 ?x127)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x159 in_u1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 ?x170 in_u2)))
 (let ((?x188 (dim ?x181 2)))
 (= ?x188 ?x128))))))))
(assert
 (let ((?x132 (div (+ (- 1) sym_w) 2)))
 (let ((?x133 (+ 1 ?x132)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x159 in_u1)))
 (let ((?x181 (conv 2 2 0 0 0 0 1 1 1 ?x170 in_u2)))
 (let ((?x190 (dim ?x181 3)))
 (= ?x190 ?x133))))))))
(assert
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x159 in_u1)))
(let ((?x181 (conv 2 2 0 0 0 0 1 1 1 ?x170 in_u2)))
(let ((?x117 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x135 (conv 1 1 0 0 0 0 1 1 1 ?x117 in_u1)))
(let ((?x146 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u2)))
(and (distinct ?x146 ?x181) true))))))))
(check-sat)
