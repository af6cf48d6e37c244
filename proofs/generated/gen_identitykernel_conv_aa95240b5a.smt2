; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 48917
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x68 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x65 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x69 (= ?x65 ?x68)))
 (=> (and (< 1 (* sh sw))) $x69)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x87 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x85 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x88 (= ?x85 ?x87)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x88)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x128 (dim in_u1 2)))
 (= 1 ?x128)))
(assert
 (let ((?x130 (dim in_u1 3)))
 (= 1 ?x130)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x132 (idkernel4 sym_c 1 1)))
 (let ((?x139 (dim ?x132 2)))
 (= 1 ?x139))))
(assert
 (let ((?x132 (idkernel4 sym_c 1 1)))
 (let ((?x141 (dim ?x132 3)))
 (= 1 ?x141))))
(assert
 (let ((?x132 (idkernel4 sym_c 1 1)))
 (let ((?x143 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x132)))
 (= (rank ?x143) 4))))
(assert
 (let ((?x132 (idkernel4 sym_c 1 1)))
 (let ((?x143 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x132)))
 (= (dim ?x143 0) sym_n))))
(assert
 (let ((?x132 (idkernel4 sym_c 1 1)))
 (let ((?x143 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x132)))
 (= (dim ?x143 1) sym_c))))
(assert
 (let ((?x153 (div (+ (- 1) sym_h) 2)))
 (let ((?x154 (+ 1 ?x153)))
 (let ((?x132 (idkernel4 sym_c 1 1)))
 (let ((?x143 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x132)))
 (let ((?x150 (dim ?x143 2)))
 (= ?x150 ?x154)))))))
(assert
 (let ((?x158 (div (+ (- 1) sym_w) 2)))
 (let ((?x159 (+ 1 ?x158)))
 (let ((?x132 (idkernel4 sym_c 1 1)))
 (let ((?x143 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x132)))
 (let ((?x156 (dim ?x143 3)))
 (= ?x156 ?x159)))))))
(assert
 (let ((?x132 (idkernel4 sym_c 1 1)))
 (let ((?x143 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x132)))
 (let ((?x161 (conv 1 1 0 0 0 0 1 1 1 ?x143 in_u1)))
 (= (rank ?x161) 4)))))
(assert
 (let ((?x132 (idkernel4 sym_c 1 1)))
 (let ((?x143 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x132)))
 (let ((?x161 (conv 1 1 0 0 0 0 1 1 1 ?x143 in_u1)))
 (= (dim ?x161 0) sym_n)))))
(assert
 (let ((?x132 (idkernel4 sym_c 1 1)))
 (let ((?x143 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x132)))
 (let ((?x161 (conv 1 1 0 0 0 0 1 1 1 ?x143 in_u1)))
 (= (dim ?x161 1) sym_c2)))))
(assert
 (let ((?x153 (div (+ (- 1) sym_h) 2)))
 (let ((?x154 (+ 1 ?x153)))
 (let ((?x132 (idkernel4 sym_c 1 1)))
 (let ((?x143 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x132)))
 (let ((?x161 (conv 1 1 0 0 0 0 1 1 1 ?x143 in_u1)))
 (let ((?x168 (dim ?x161 2)))
 (= ?x168 ?x154))))))))
(assert
 (let ((?x158 (div (+ (- 1) sym_w) 2)))
 (let ((?x159 (+ 1 ?x158)))
 (let ((?x132 (idkernel4 sym_c 1 1)))
 (let ((?x143 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x132)))
 (let ((?x161 (conv 1 1 0 0 0 0 1 1 1 ?x143 in_u1)))
 (let ((?x170 (dim ?x161 3)))
 (= ?x170 ?x159))))))))
(assert
 (let ((?x153 (div (+ (- 1) sym_h) 2)))
 (let ((?x154 (+ 1 ?x153)))
 (>= ?x154 0))))
(assert
 (let ((?x158 (div (+ (- 1) sym_w) 2)))
 (let ((?x159 (+ 1 ?x158)))
 (>= ?x159 0))))
(assert
 (let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x174) 4)))
(assert
 (let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x174 0) sym_n)))
(assert
 (let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x174 1) sym_c2)))
(assert
 (let ((?x153 (div (+ (- 1) sym_h) 2)))
 (let ((?x154 (+ 1 ?x153)))
 (let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (dim ?x174 2)))
 (= ?x181 ?x154))))))
(assert
 (let ((?x158 (div (+ (- 1) sym_w) 2)))
 (let ((?x159 (+ 1 ?x158)))
 (let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x183 (dim ?x174 3)))
 (= ?x183 ?x159))))))
(assert
 (let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x132 (idkernel4 sym_c 1 1)))
(let ((?x143 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x132)))
(let ((?x161 (conv 1 1 0 0 0 0 1 1 1 ?x143 in_u1)))
(and (distinct ?x161 ?x174) true))))))
(check-sat)
