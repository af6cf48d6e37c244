; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch
; z3 rlimit used: 74852
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_i2 () T)
(declare-fun in_k1 () T)
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x33 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x30 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (let (($x34 (= ?x30 ?x33)))
 (let (($x25 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x25 $x34))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
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
 (>= sym_n2 1))
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
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n2))
(assert
 (= (dim in_i2 1) sym_c))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x103 (dim in_k1 2)))
 (= 3 ?x103)))
(assert
 (let ((?x105 (dim in_k1 3)))
 (= 3 ?x105)))
(assert
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x107) 4)))
(assert
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x107 0) sym_n)))
(assert
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x107 1) sym_c2)))
(assert
 (let ((?x116 (+ (- 2) sym_h)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x114 (dim ?x107 2)))
 (= ?x114 ?x116)))))
(assert
 (let ((?x119 (+ (- 2) sym_w)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x118 (dim ?x107 3)))
 (= ?x118 ?x119)))))
(assert
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (= (rank ?x121) 4)))
(assert
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (= (dim ?x121 0) sym_n2)))
(assert
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (= (dim ?x121 1) sym_c2)))
(assert
 (let ((?x116 (+ (- 2) sym_h)))
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x128 (dim ?x121 2)))
 (= ?x128 ?x116)))))
(assert
 (let ((?x119 (+ (- 2) sym_w)))
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x130 (dim ?x121 3)))
 (= ?x130 ?x119)))))
(assert
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x132 (concat 0 ?x107 ?x121)))
 (= (rank ?x132) 4)))))
(assert
 (let ((?x136 (+ sym_n sym_n2)))
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x132 (concat 0 ?x107 ?x121)))
 (let ((?x135 (dim ?x132 0)))
 (= ?x135 ?x136)))))))
(assert
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x132 (concat 0 ?x107 ?x121)))
 (= (dim ?x132 1) sym_c2)))))
(assert
 (let ((?x116 (+ (- 2) sym_h)))
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x132 (concat 0 ?x107 ?x121)))
 (let ((?x140 (dim ?x132 2)))
 (= ?x140 ?x116)))))))
(assert
 (let ((?x119 (+ (- 2) sym_w)))
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x132 (concat 0 ?x107 ?x121)))
 (let ((?x142 (dim ?x132 3)))
 (= ?x142 ?x119)))))))
(assert
 (let ((?x116 (+ (- 2) sym_h)))
 (>= ?x116 0)))
(assert
 (let ((?x119 (+ (- 2) sym_w)))
 (>= ?x119 0)))
(assert
 (let ((?x136 (+ sym_n sym_n2)))
 (>= ?x136 0)))
(assert
 (= (rank (concat 0 in_i1 in_i2)) 4))
(assert
 (let ((?x136 (+ sym_n sym_n2)))
 (let ((?x147 (concat 0 in_i1 in_i2)))
 (let ((?x150 (dim ?x147 0)))
 (= ?x150 ?x136)))))
(assert
 (= (dim (concat 0 in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i2) 3) sym_w))
(assert
 (let ((?x147 (concat 0 in_i1 in_i2)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 ?x147 in_k1)))
 (= (rank ?x158) 4))))
(assert
 (let ((?x136 (+ sym_n sym_n2)))
 (let ((?x147 (concat 0 in_i1 in_i2)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 ?x147 in_k1)))
 (let ((?x161 (dim ?x158 0)))
 (= ?x161 ?x136))))))
(assert
 (let ((?x147 (concat 0 in_i1 in_i2)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 ?x147 in_k1)))
 (= (dim ?x158 1) sym_c2))))
(assert
 (let ((?x116 (+ (- 2) sym_h)))
 (let ((?x147 (concat 0 in_i1 in_i2)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 ?x147 in_k1)))
 (let ((?x165 (dim ?x158 2)))
 (= ?x165 ?x116))))))
(assert
 (let ((?x119 (+ (- 2) sym_w)))
 (let ((?x147 (concat 0 in_i1 in_i2)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 ?x147 in_k1)))
 (let ((?x167 (dim ?x158 3)))
 (= ?x167 ?x119))))))
(assert
 (let ((?x147 (concat 0 in_i1 in_i2)))
(let ((?x158 (conv 1 1 0 0 0 0 1 1 1 ?x147 in_k1)))
(let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
(let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x132 (concat 0 ?x107 ?x121)))
(and (distinct ?x132 ?x158) true)))))))
(check-sat)
