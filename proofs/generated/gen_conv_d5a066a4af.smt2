; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 49753
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
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
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
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x100 (dim in_k1 2)))
 (= 3 ?x100)))
(assert
 (let ((?x102 (dim in_k1 3)))
 (= 3 ?x102)))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x111 (dim in_u1 2)))
 (= 1 ?x111)))
(assert
 (let ((?x113 (dim in_u1 3)))
 (= 1 ?x113)))
(assert
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c))
(assert
 (= (dim in_u2 1) sym_c))
(assert
 (let ((?x122 (dim in_u2 2)))
 (= 1 ?x122)))
(assert
 (let ((?x124 (dim in_u2 3)))
 (= 1 ?x124)))
(assert
 (let ((?x126 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x126) 4)))
(assert
 (let ((?x126 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x126 0) sym_n)))
(assert
 (let ((?x126 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x126 1) sym_c)))
(assert
 (let ((?x136 (div (+ (- 3) sym_h) 2)))
 (let ((?x137 (+ 1 ?x136)))
 (let ((?x126 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x133 (dim ?x126 2)))
 (= ?x133 ?x137))))))
(assert
 (let ((?x141 (div (+ (- 3) sym_w) 2)))
 (let ((?x142 (+ 1 ?x141)))
 (let ((?x126 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x139 (dim ?x126 3)))
 (= ?x139 ?x142))))))
(assert
 (let ((?x126 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 ?x126 in_u1)))
 (= (rank ?x144) 4))))
(assert
 (let ((?x126 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 ?x126 in_u1)))
 (= (dim ?x144 0) sym_n))))
(assert
 (let ((?x126 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 ?x126 in_u1)))
 (= (dim ?x144 1) sym_c))))
(assert
 (let ((?x136 (div (+ (- 3) sym_h) 2)))
 (let ((?x137 (+ 1 ?x136)))
 (let ((?x126 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 ?x126 in_u1)))
 (let ((?x151 (dim ?x144 2)))
 (= ?x151 ?x137)))))))
(assert
 (let ((?x141 (div (+ (- 3) sym_w) 2)))
 (let ((?x142 (+ 1 ?x141)))
 (let ((?x126 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 ?x126 in_u1)))
 (let ((?x153 (dim ?x144 3)))
 (= ?x153 ?x142)))))))
(assert
 (let ((?x126 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 ?x126 in_u1)))
 (let ((?x155 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u2)))
 (= (rank ?x155) 4)))))
(assert
 (let ((?x126 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 ?x126 in_u1)))
 (let ((?x155 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u2)))
 (= (dim ?x155 0) sym_n)))))
(assert
 (let ((?x126 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 ?x126 in_u1)))
 (let ((?x155 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u2)))
 (= (dim ?x155 1) sym_c)))))
(assert
 (let ((?x136 (div (+ (- 3) sym_h) 2)))
 (let ((?x137 (+ 1 ?x136)))
 (let ((?x126 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 ?x126 in_u1)))
 (let ((?x155 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u2)))
 (let ((?x162 (dim ?x155 2)))
 (= ?x162 ?x137))))))))
(assert
 (let ((?x141 (div (+ (- 3) sym_w) 2)))
 (let ((?x142 (+ 1 ?x141)))
 (let ((?x126 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 ?x126 in_u1)))
 (let ((?x155 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u2)))
 (let ((?x164 (dim ?x155 3)))
 (= ?x164 ?x142))))))))
(assert
 (let ((?x136 (div (+ (- 3) sym_h) 2)))
 (let ((?x137 (+ 1 ?x136)))
 (>= ?x137 0))))
(assert
 (let ((?x141 (div (+ (- 3) sym_w) 2)))
 (let ((?x142 (+ 1 ?x141)))
 (>= ?x142 0))))
(assert
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x168) 4)))
(assert
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x168 0) sym_n)))
(assert
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x168 1) sym_c)))
(assert
 (let ((?x177 (+ (- 2) sym_h)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x175 (dim ?x168 2)))
 (= ?x175 ?x177)))))
(assert
 (let ((?x180 (+ (- 2) sym_w)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x179 (dim ?x168 3)))
 (= ?x179 ?x180)))))
(assert
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 ?x168 in_u1)))
 (= (rank ?x182) 4))))
(assert
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 ?x168 in_u1)))
 (= (dim ?x182 0) sym_n))))
(assert
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 ?x168 in_u1)))
 (= (dim ?x182 1) sym_c))))
(assert
 (let ((?x177 (+ (- 2) sym_h)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 ?x168 in_u1)))
 (let ((?x189 (dim ?x182 2)))
 (= ?x189 ?x177))))))
(assert
 (let ((?x180 (+ (- 2) sym_w)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 ?x168 in_u1)))
 (let ((?x191 (dim ?x182 3)))
 (= ?x191 ?x180))))))
(assert
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 ?x168 in_u1)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x182 in_u2)))
 (= (rank ?x193) 4)))))
(assert
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 ?x168 in_u1)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x182 in_u2)))
 (= (dim ?x193 0) sym_n)))))
(assert
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 ?x168 in_u1)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x182 in_u2)))
 (= (dim ?x193 1) sym_c)))))
(assert
 (let ((?x136 (div (+ (- 3) sym_h) 2)))
 (let ((?x137 (+ 1 ?x136)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 ?x168 in_u1)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x182 in_u2)))
 (let ((?x200 (dim ?x193 2)))
 (= ?x200 ?x137))))))))
(assert
 (let ((?x141 (div (+ (- 3) sym_w) 2)))
 (let ((?x142 (+ 1 ?x141)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 ?x168 in_u1)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x182 in_u2)))
 (let ((?x202 (dim ?x193 3)))
 (= ?x202 ?x142))))))))
(assert
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x182 (conv 1 1 0 0 0 0 1 1 1 ?x168 in_u1)))
(let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x182 in_u2)))
(let ((?x126 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x144 (conv 1 1 0 0 0 0 1 1 1 ?x126 in_u1)))
(let ((?x155 (conv 1 1 0 0 0 0 1 1 1 ?x144 in_u2)))
(and (distinct ?x155 ?x193) true))))))))
(check-sat)
