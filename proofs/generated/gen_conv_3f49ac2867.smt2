; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 43240
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
 (= (dim in_u1 0) sym_c2))
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
 (= (dim in_u2 1) sym_c2))
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
 (= (dim ?x117 1) sym_c2)))
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
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 ?x117 in_u2)))
 (= (rank ?x135) 4))))
(assert
 (let ((?x117 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 ?x117 in_u2)))
 (= (dim ?x135 0) sym_n))))
(assert
 (let ((?x117 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 ?x117 in_u2)))
 (= (dim ?x135 1) sym_c2))))
(assert
 (let ((?x127 (div (+ (- 1) sym_h) 2)))
 (let ((?x143 (div ?x127 2)))
 (let ((?x144 (+ 1 ?x143)))
 (let ((?x117 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 ?x117 in_u2)))
 (let ((?x142 (dim ?x135 2)))
 (= ?x142 ?x144))))))))
(assert
 (let ((?x132 (div (+ (- 1) sym_w) 2)))
 (let ((?x147 (div ?x132 2)))
 (let ((?x148 (+ 1 ?x147)))
 (let ((?x117 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 ?x117 in_u2)))
 (let ((?x146 (dim ?x135 3)))
 (= ?x146 ?x148))))))))
(assert
 (let ((?x117 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 ?x117 in_u2)))
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u2)))
 (= (rank ?x150) 4)))))
(assert
 (let ((?x117 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 ?x117 in_u2)))
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u2)))
 (= (dim ?x150 0) sym_n)))))
(assert
 (let ((?x117 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 ?x117 in_u2)))
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u2)))
 (= (dim ?x150 1) sym_c2)))))
(assert
 (let ((?x127 (div (+ (- 1) sym_h) 2)))
 (let ((?x143 (div ?x127 2)))
 (let ((?x144 (+ 1 ?x143)))
 (let ((?x117 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 ?x117 in_u2)))
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u2)))
 (let ((?x157 (dim ?x150 2)))
 (= ?x157 ?x144)))))))))
(assert
 (let ((?x132 (div (+ (- 1) sym_w) 2)))
 (let ((?x147 (div ?x132 2)))
 (let ((?x148 (+ 1 ?x147)))
 (let ((?x117 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 ?x117 in_u2)))
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u2)))
 (let ((?x159 (dim ?x150 3)))
 (= ?x159 ?x148)))))))))
(assert
 (let ((?x127 (div (+ (- 1) sym_h) 2)))
 (let ((?x128 (+ 1 ?x127)))
 (>= ?x128 0))))
(assert
 (let ((?x132 (div (+ (- 1) sym_w) 2)))
 (let ((?x133 (+ 1 ?x132)))
 (>= ?x133 0))))
(assert
 (let ((?x127 (div (+ (- 1) sym_h) 2)))
 (let ((?x143 (div ?x127 2)))
 (let ((?x144 (+ 1 ?x143)))
 (>= ?x144 0)))))
(assert
 (let ((?x132 (div (+ (- 1) sym_w) 2)))
 (let ((?x147 (div ?x132 2)))
 (let ((?x148 (+ 1 ?x147)))
 (>= ?x148 0)))))
(assert
 (let ((?x165 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x165) 4)))
(assert
 (let ((?x165 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x165 0) sym_n)))
(assert
 (let ((?x165 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x165 1) sym_c2)))
(assert
 (let ((?x165 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x165 2) sym_h)))
(assert
 (let ((?x165 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x165 3) sym_w)))
(assert
 (let ((?x165 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 ?x165 in_u2)))
 (= (rank ?x176) 4))))
(assert
 (let ((?x165 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 ?x165 in_u2)))
 (= (dim ?x176 0) sym_n))))
(assert
 (let ((?x165 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 ?x165 in_u2)))
 (= (dim ?x176 1) sym_c2))))
(assert
 (let ((?x127 (div (+ (- 1) sym_h) 2)))
 (let ((?x128 (+ 1 ?x127)))
 (let ((?x165 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 ?x165 in_u2)))
 (let ((?x183 (dim ?x176 2)))
 (= ?x183 ?x128)))))))
(assert
 (let ((?x132 (div (+ (- 1) sym_w) 2)))
 (let ((?x133 (+ 1 ?x132)))
 (let ((?x165 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 ?x165 in_u2)))
 (let ((?x185 (dim ?x176 3)))
 (= ?x185 ?x133)))))))
(assert
 (let ((?x165 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 ?x165 in_u2)))
 (let ((?x187 (conv 2 2 0 0 0 0 1 1 1 ?x176 in_u2)))
 (= (rank ?x187) 4)))))
(assert
 (let ((?x165 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 ?x165 in_u2)))
 (let ((?x187 (conv 2 2 0 0 0 0 1 1 1 ?x176 in_u2)))
 (= (dim ?x187 0) sym_n)))))
(assert
 (let ((?x165 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 ?x165 in_u2)))
 (let ((?x187 (conv 2 2 0 0 0 0 1 1 1 ?x176 in_u2)))
 (= (dim ?x187 1) sym_c2)))))
(assert
 (let ((?x127 (div (+ (- 1) sym_h) 2)))
 (let ((?x143 (div ?x127 2)))
 (let ((?x144 (+ 1 ?x143)))
 (let ((?x165 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 ?x165 in_u2)))
 (let ((?x187 (conv 2 2 0 0 0 0 1 1 1 ?x176 in_u2)))
 (let ((?x194 (dim ?x187 2)))
 (= ?x194 ?x144)))))))))
(assert
 (let ((?x132 (div (+ (- 1) sym_w) 2)))
 (let ((?x147 (div ?x132 2)))
 (let ((?x148 (+ 1 ?x147)))
 (let ((?x165 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 ?x165 in_u2)))
 (let ((?x187 (conv 2 2 0 0 0 0 1 1 1 ?x176 in_u2)))
 (let ((?x196 (dim ?x187 3)))
 (= ?x196 ?x148)))))))))
(assert
 (let ((?x165 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x176 (conv 2 2 0 0 0 0 1 1 1 ?x165 in_u2)))
(let ((?x187 (conv 2 2 0 0 0 0 1 1 1 ?x176 in_u2)))
(let ((?x117 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x135 (conv 2 2 0 0 0 0 1 1 1 ?x117 in_u2)))
(let ((?x150 (conv 1 1 0 0 0 0 1 1 1 ?x135 in_u2)))
(and (distinct ?x150 ?x187) true))))))))
(check-sat)
