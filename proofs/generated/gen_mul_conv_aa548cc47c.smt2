; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_x, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 43351
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x19 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x20 (smul ?x19 S)))
 (let ((?x18 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (= ?x18 ?x20)))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x48 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x19 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x49 (= ?x19 ?x48)))
 (=> (and (< 1 (* sh sw))) $x49)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x69 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x67 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x70 (= ?x67 ?x69)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x70)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (= (rank in_s1) 0))
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
 (= (rank (smul in_i1 in_s1)) 4))
(assert
 (= (dim (smul in_i1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_i1 in_s1) 1) sym_c))
(assert
 (= (dim (smul in_i1 in_s1) 2) sym_h))
(assert
 (= (dim (smul in_i1 in_s1) 3) sym_w))
(assert
 (let ((?x115 (smul in_i1 in_s1)))
 (let ((?x126 (conv 1 1 0 0 0 0 1 1 1 ?x115 in_u1)))
 (= (rank ?x126) 4))))
(assert
 (let ((?x115 (smul in_i1 in_s1)))
 (let ((?x126 (conv 1 1 0 0 0 0 1 1 1 ?x115 in_u1)))
 (= (dim ?x126 0) sym_n))))
(assert
 (let ((?x115 (smul in_i1 in_s1)))
 (let ((?x126 (conv 1 1 0 0 0 0 1 1 1 ?x115 in_u1)))
 (= (dim ?x126 1) sym_c))))
(assert
 (let ((?x115 (smul in_i1 in_s1)))
 (let ((?x126 (conv 1 1 0 0 0 0 1 1 1 ?x115 in_u1)))
 (= (dim ?x126 2) sym_h))))
(assert
 (let ((?x115 (smul in_i1 in_s1)))
 (let ((?x126 (conv 1 1 0 0 0 0 1 1 1 ?x115 in_u1)))
 (= (dim ?x126 3) sym_w))))
(assert
 (let ((?x115 (smul in_i1 in_s1)))
 (let ((?x126 (conv 1 1 0 0 0 0 1 1 1 ?x115 in_u1)))
 (let ((?x137 (conv 2 2 0 0 0 0 1 1 1 ?x126 in_u1)))
 (= (rank ?x137) 4)))))
(assert
 (let ((?x115 (smul in_i1 in_s1)))
 (let ((?x126 (conv 1 1 0 0 0 0 1 1 1 ?x115 in_u1)))
 (let ((?x137 (conv 2 2 0 0 0 0 1 1 1 ?x126 in_u1)))
 (= (dim ?x137 0) sym_n)))))
(assert
 (let ((?x115 (smul in_i1 in_s1)))
 (let ((?x126 (conv 1 1 0 0 0 0 1 1 1 ?x115 in_u1)))
 (let ((?x137 (conv 2 2 0 0 0 0 1 1 1 ?x126 in_u1)))
 (= (dim ?x137 1) sym_c)))))
(assert
 (let ((?x147 (div (+ (- 1) sym_h) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (let ((?x115 (smul in_i1 in_s1)))
 (let ((?x126 (conv 1 1 0 0 0 0 1 1 1 ?x115 in_u1)))
 (let ((?x137 (conv 2 2 0 0 0 0 1 1 1 ?x126 in_u1)))
 (let ((?x144 (dim ?x137 2)))
 (= ?x144 ?x148))))))))
(assert
 (let ((?x152 (div (+ (- 1) sym_w) 2)))
 (let ((?x153 (+ 1 ?x152)))
 (let ((?x115 (smul in_i1 in_s1)))
 (let ((?x126 (conv 1 1 0 0 0 0 1 1 1 ?x115 in_u1)))
 (let ((?x137 (conv 2 2 0 0 0 0 1 1 1 ?x126 in_u1)))
 (let ((?x150 (dim ?x137 3)))
 (= ?x150 ?x153))))))))
(assert
 (let ((?x147 (div (+ (- 1) sym_h) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (>= ?x148 0))))
(assert
 (let ((?x152 (div (+ (- 1) sym_w) 2)))
 (let ((?x153 (+ 1 ?x152)))
 (>= ?x153 0))))
(assert
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x157) 4)))
(assert
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x157 0) sym_n)))
(assert
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x157 1) sym_c)))
(assert
 (let ((?x147 (div (+ (- 1) sym_h) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x164 (dim ?x157 2)))
 (= ?x164 ?x148))))))
(assert
 (let ((?x152 (div (+ (- 1) sym_w) 2)))
 (let ((?x153 (+ 1 ?x152)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x166 (dim ?x157 3)))
 (= ?x166 ?x153))))))
(assert
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 ?x157 in_u1)))
 (= (rank ?x168) 4))))
(assert
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 ?x157 in_u1)))
 (= (dim ?x168 0) sym_n))))
(assert
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 ?x157 in_u1)))
 (= (dim ?x168 1) sym_c))))
(assert
 (let ((?x147 (div (+ (- 1) sym_h) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 ?x157 in_u1)))
 (let ((?x175 (dim ?x168 2)))
 (= ?x175 ?x148)))))))
(assert
 (let ((?x152 (div (+ (- 1) sym_w) 2)))
 (let ((?x153 (+ 1 ?x152)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 ?x157 in_u1)))
 (let ((?x177 (dim ?x168 3)))
 (= ?x177 ?x153)))))))
(assert
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 ?x157 in_u1)))
 (let ((?x179 (smul ?x168 in_s1)))
 (= (rank ?x179) 4)))))
(assert
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 ?x157 in_u1)))
 (let ((?x179 (smul ?x168 in_s1)))
 (= (dim ?x179 0) sym_n)))))
(assert
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 ?x157 in_u1)))
 (let ((?x179 (smul ?x168 in_s1)))
 (= (dim ?x179 1) sym_c)))))
(assert
 (let ((?x147 (div (+ (- 1) sym_h) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 ?x157 in_u1)))
 (let ((?x179 (smul ?x168 in_s1)))
 (let ((?x186 (dim ?x179 2)))
 (= ?x186 ?x148))))))))
(assert
 (let ((?x152 (div (+ (- 1) sym_w) 2)))
 (let ((?x153 (+ 1 ?x152)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 ?x157 in_u1)))
 (let ((?x179 (smul ?x168 in_s1)))
 (let ((?x188 (dim ?x179 3)))
 (= ?x188 ?x153))))))))
(assert
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x168 (conv 1 1 0 0 0 0 1 1 1 ?x157 in_u1)))
(let ((?x179 (smul ?x168 in_s1)))
(let ((?x115 (smul in_i1 in_s1)))
(let ((?x126 (conv 1 1 0 0 0 0 1 1 1 ?x115 in_u1)))
(let ((?x137 (conv 2 2 0 0 0 0 1 1 1 ?x126 in_u1)))
(and (distinct ?x137 ?x179) true))))))))
(check-sat)
