; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 49339
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
 (let ((?x126 (dim in_u1 2)))
 (= 1 ?x126)))
(assert
 (let ((?x128 (dim in_u1 3)))
 (= 1 ?x128)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x137 (dim ?x130 2)))
 (= 3 ?x137))))
(assert
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x139 (dim ?x130 3)))
 (= 3 ?x139))))
(assert
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x141 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x130)))
 (= (rank ?x141) 4))))
(assert
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x141 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x130)))
 (= (dim ?x141 0) sym_n))))
(assert
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x141 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x130)))
 (= (dim ?x141 1) sym_c))))
(assert
 (let ((?x151 (div (+ (- 1) sym_h) 2)))
 (let ((?x152 (+ 1 ?x151)))
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x141 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x130)))
 (let ((?x148 (dim ?x141 2)))
 (= ?x148 ?x152)))))))
(assert
 (let ((?x156 (div (+ (- 1) sym_w) 2)))
 (let ((?x157 (+ 1 ?x156)))
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x141 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x130)))
 (let ((?x154 (dim ?x141 3)))
 (= ?x154 ?x157)))))))
(assert
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x141 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x130)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x141 in_u1)))
 (= (rank ?x159) 4)))))
(assert
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x141 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x130)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x141 in_u1)))
 (= (dim ?x159 0) sym_n)))))
(assert
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x141 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x130)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x141 in_u1)))
 (= (dim ?x159 1) sym_c)))))
(assert
 (let ((?x151 (div (+ (- 1) sym_h) 2)))
 (let ((?x152 (+ 1 ?x151)))
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x141 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x130)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x141 in_u1)))
 (let ((?x166 (dim ?x159 2)))
 (= ?x166 ?x152))))))))
(assert
 (let ((?x156 (div (+ (- 1) sym_w) 2)))
 (let ((?x157 (+ 1 ?x156)))
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x141 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x130)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x141 in_u1)))
 (let ((?x168 (dim ?x159 3)))
 (= ?x168 ?x157))))))))
(assert
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x141 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x130)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x141 in_u1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x159 in_u1)))
 (= (rank ?x170) 4))))))
(assert
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x141 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x130)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x141 in_u1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x159 in_u1)))
 (= (dim ?x170 0) sym_n))))))
(assert
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x141 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x130)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x141 in_u1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x159 in_u1)))
 (= (dim ?x170 1) sym_c))))))
(assert
 (let ((?x151 (div (+ (- 1) sym_h) 2)))
 (let ((?x152 (+ 1 ?x151)))
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x141 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x130)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x141 in_u1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x159 in_u1)))
 (let ((?x177 (dim ?x170 2)))
 (= ?x177 ?x152)))))))))
(assert
 (let ((?x156 (div (+ (- 1) sym_w) 2)))
 (let ((?x157 (+ 1 ?x156)))
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x141 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x130)))
 (let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x141 in_u1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x159 in_u1)))
 (let ((?x179 (dim ?x170 3)))
 (= ?x179 ?x157)))))))))
(assert
 (let ((?x151 (div (+ (- 1) sym_h) 2)))
 (let ((?x152 (+ 1 ?x151)))
 (>= ?x152 0))))
(assert
 (let ((?x156 (div (+ (- 1) sym_w) 2)))
 (let ((?x157 (+ 1 ?x156)))
 (>= ?x157 0))))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x183) 4)))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x183 0) sym_n)))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x183 1) sym_c)))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x183 2) sym_h)))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x183 3) sym_w)))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x194 (conv 2 2 0 0 0 0 1 1 1 ?x183 in_u1)))
 (= (rank ?x194) 4))))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x194 (conv 2 2 0 0 0 0 1 1 1 ?x183 in_u1)))
 (= (dim ?x194 0) sym_n))))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x194 (conv 2 2 0 0 0 0 1 1 1 ?x183 in_u1)))
 (= (dim ?x194 1) sym_c))))
(assert
 (let ((?x151 (div (+ (- 1) sym_h) 2)))
 (let ((?x152 (+ 1 ?x151)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x194 (conv 2 2 0 0 0 0 1 1 1 ?x183 in_u1)))
 (let ((?x201 (dim ?x194 2)))
 (= ?x201 ?x152)))))))
(assert
 (let ((?x156 (div (+ (- 1) sym_w) 2)))
 (let ((?x157 (+ 1 ?x156)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x194 (conv 2 2 0 0 0 0 1 1 1 ?x183 in_u1)))
 (let ((?x203 (dim ?x194 3)))
 (= ?x203 ?x157)))))))
(assert
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x194 (conv 2 2 0 0 0 0 1 1 1 ?x183 in_u1)))
(let ((?x130 (idkernel4 sym_c 3 3)))
(let ((?x141 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x130)))
(let ((?x159 (conv 1 1 0 0 0 0 1 1 1 ?x141 in_u1)))
(let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x159 in_u1)))
(and (distinct ?x170 ?x194) true))))))))
(check-sat)
