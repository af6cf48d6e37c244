; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 49576
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
 (let ((?x115 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x115) 4)))
(assert
 (let ((?x115 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x115 0) sym_n)))
(assert
 (let ((?x115 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x115 1) sym_c)))
(assert
 (let ((?x125 (div (+ (- 3) sym_h) 2)))
 (let ((?x126 (+ 1 ?x125)))
 (let ((?x115 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x122 (dim ?x115 2)))
 (= ?x122 ?x126))))))
(assert
 (let ((?x130 (div (+ (- 3) sym_w) 2)))
 (let ((?x131 (+ 1 ?x130)))
 (let ((?x115 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x128 (dim ?x115 3)))
 (= ?x128 ?x131))))))
(assert
 (let ((?x115 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x133 (conv 1 1 0 0 0 0 1 1 1 ?x115 in_u1)))
 (= (rank ?x133) 4))))
(assert
 (let ((?x115 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x133 (conv 1 1 0 0 0 0 1 1 1 ?x115 in_u1)))
 (= (dim ?x133 0) sym_n))))
(assert
 (let ((?x115 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x133 (conv 1 1 0 0 0 0 1 1 1 ?x115 in_u1)))
 (= (dim ?x133 1) sym_c))))
(assert
 (let ((?x125 (div (+ (- 3) sym_h) 2)))
 (let ((?x126 (+ 1 ?x125)))
 (let ((?x115 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x133 (conv 1 1 0 0 0 0 1 1 1 ?x115 in_u1)))
 (let ((?x140 (dim ?x133 2)))
 (= ?x140 ?x126)))))))
(assert
 (let ((?x130 (div (+ (- 3) sym_w) 2)))
 (let ((?x131 (+ 1 ?x130)))
 (let ((?x115 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x133 (conv 1 1 0 0 0 0 1 1 1 ?x115 in_u1)))
 (let ((?x142 (dim ?x133 3)))
 (= ?x142 ?x131)))))))
(assert
 (let ((?x115 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x133 (conv 1 1 0 0 0 0 1 1 1 ?x115 in_u1)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 ?x133 in_u1)))
 (= (rank ?x144) 4)))))
(assert
 (let ((?x115 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x133 (conv 1 1 0 0 0 0 1 1 1 ?x115 in_u1)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 ?x133 in_u1)))
 (= (dim ?x144 0) sym_n)))))
(assert
 (let ((?x115 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x133 (conv 1 1 0 0 0 0 1 1 1 ?x115 in_u1)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 ?x133 in_u1)))
 (= (dim ?x144 1) sym_c)))))
(assert
 (let ((?x125 (div (+ (- 3) sym_h) 2)))
 (let ((?x126 (+ 1 ?x125)))
 (let ((?x115 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x133 (conv 1 1 0 0 0 0 1 1 1 ?x115 in_u1)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 ?x133 in_u1)))
 (let ((?x151 (dim ?x144 2)))
 (= ?x151 ?x126))))))))
(assert
 (let ((?x130 (div (+ (- 3) sym_w) 2)))
 (let ((?x131 (+ 1 ?x130)))
 (let ((?x115 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x133 (conv 1 1 0 0 0 0 1 1 1 ?x115 in_u1)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 ?x133 in_u1)))
 (let ((?x153 (dim ?x144 3)))
 (= ?x153 ?x131))))))))
(assert
 (let ((?x125 (div (+ (- 3) sym_h) 2)))
 (let ((?x126 (+ 1 ?x125)))
 (>= ?x126 0))))
(assert
 (let ((?x130 (div (+ (- 3) sym_w) 2)))
 (let ((?x131 (+ 1 ?x130)))
 (>= ?x131 0))))
(assert
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x157) 4)))
(assert
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x157 0) sym_n)))
(assert
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x157 1) sym_c)))
(assert
 (let ((?x166 (+ (- 2) sym_h)))
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x164 (dim ?x157 2)))
 (= ?x164 ?x166)))))
(assert
 (let ((?x169 (+ (- 2) sym_w)))
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x168 (dim ?x157 3)))
 (= ?x168 ?x169)))))
(assert
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x157 in_u1)))
 (= (rank ?x171) 4))))
(assert
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x157 in_u1)))
 (= (dim ?x171 0) sym_n))))
(assert
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x157 in_u1)))
 (= (dim ?x171 1) sym_c))))
(assert
 (let ((?x166 (+ (- 2) sym_h)))
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x157 in_u1)))
 (let ((?x178 (dim ?x171 2)))
 (= ?x178 ?x166))))))
(assert
 (let ((?x169 (+ (- 2) sym_w)))
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x157 in_u1)))
 (let ((?x180 (dim ?x171 3)))
 (= ?x180 ?x169))))))
(assert
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x157 in_u1)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 ?x171 in_u1)))
 (= (rank ?x182) 4)))))
(assert
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x157 in_u1)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 ?x171 in_u1)))
 (= (dim ?x182 0) sym_n)))))
(assert
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x157 in_u1)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 ?x171 in_u1)))
 (= (dim ?x182 1) sym_c)))))
(assert
 (let ((?x125 (div (+ (- 3) sym_h) 2)))
 (let ((?x126 (+ 1 ?x125)))
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x157 in_u1)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 ?x171 in_u1)))
 (let ((?x189 (dim ?x182 2)))
 (= ?x189 ?x126))))))))
(assert
 (let ((?x130 (div (+ (- 3) sym_w) 2)))
 (let ((?x131 (+ 1 ?x130)))
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x157 in_u1)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 ?x171 in_u1)))
 (let ((?x191 (dim ?x182 3)))
 (= ?x191 ?x131))))))))
(assert
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x157 in_u1)))
(let ((?x182 (conv 2 2 0 0 0 0 1 1 1 ?x171 in_u1)))
(let ((?x115 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x133 (conv 1 1 0 0 0 0 1 1 1 ?x115 in_u1)))
(let ((?x144 (conv 1 1 0 0 0 0 1 1 1 ?x133 in_u1)))
(and (distinct ?x144 ?x182) true))))))))
(check-sat)
