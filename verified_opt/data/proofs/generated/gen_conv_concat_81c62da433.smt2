; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch
; z3 rlimit used: 14429
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_i2 () T)
(declare-fun in_k1 () T)
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x40 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x37 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (let (($x41 (= ?x37 ?x40)))
 (let (($x35 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X1) 4) (= (rank X2) 4) (= (rank W) 4))))
 (=> $x35 $x41))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
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
 (let ((?x109 (dim in_k1 2)))
 (= 3 ?x109)))
(assert
 (let ((?x111 (dim in_k1 3)))
 (= 3 ?x111)))
(assert
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x113) 4)))
(assert
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x113 0) sym_n)))
(assert
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x113 1) sym_c2)))
(assert
 (let ((?x122 (+ (- 2) sym_h)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x120 (dim ?x113 2)))
 (= ?x120 ?x122)))))
(assert
 (let ((?x125 (+ (- 2) sym_w)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x124 (dim ?x113 3)))
 (= ?x124 ?x125)))))
(assert
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (= (rank ?x127) 4)))
(assert
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (= (dim ?x127 0) sym_n2)))
(assert
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (= (dim ?x127 1) sym_c2)))
(assert
 (let ((?x122 (+ (- 2) sym_h)))
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x134 (dim ?x127 2)))
 (= ?x134 ?x122)))))
(assert
 (let ((?x125 (+ (- 2) sym_w)))
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x136 (dim ?x127 3)))
 (= ?x136 ?x125)))))
(assert
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x138 (concat 0 ?x113 ?x127)))
 (= (rank ?x138) 4)))))
(assert
 (let ((?x142 (+ sym_n sym_n2)))
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x138 (concat 0 ?x113 ?x127)))
 (let ((?x141 (dim ?x138 0)))
 (= ?x141 ?x142)))))))
(assert
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x138 (concat 0 ?x113 ?x127)))
 (= (dim ?x138 1) sym_c2)))))
(assert
 (let ((?x122 (+ (- 2) sym_h)))
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x138 (concat 0 ?x113 ?x127)))
 (let ((?x146 (dim ?x138 2)))
 (= ?x146 ?x122)))))))
(assert
 (let ((?x125 (+ (- 2) sym_w)))
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x138 (concat 0 ?x113 ?x127)))
 (let ((?x148 (dim ?x138 3)))
 (= ?x148 ?x125)))))))
(assert
 (let ((?x122 (+ (- 2) sym_h)))
 (>= ?x122 0)))
(assert
 (let ((?x125 (+ (- 2) sym_w)))
 (>= ?x125 0)))
(assert
 (let ((?x142 (+ sym_n sym_n2)))
 (>= ?x142 0)))
(assert
 (= (rank (concat 0 in_i1 in_i2)) 4))
(assert
 (let ((?x142 (+ sym_n sym_n2)))
 (let ((?x153 (concat 0 in_i1 in_i2)))
 (let ((?x156 (dim ?x153 0)))
 (= ?x156 ?x142)))))
(assert
 (= (dim (concat 0 in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i2) 3) sym_w))
(assert
 (let ((?x153 (concat 0 in_i1 in_i2)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_k1)))
 (= (rank ?x164) 4))))
(assert
 (let ((?x142 (+ sym_n sym_n2)))
 (let ((?x153 (concat 0 in_i1 in_i2)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_k1)))
 (let ((?x167 (dim ?x164 0)))
 (= ?x167 ?x142))))))
(assert
 (let ((?x153 (concat 0 in_i1 in_i2)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_k1)))
 (= (dim ?x164 1) sym_c2))))
(assert
 (let ((?x122 (+ (- 2) sym_h)))
 (let ((?x153 (concat 0 in_i1 in_i2)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_k1)))
 (let ((?x171 (dim ?x164 2)))
 (= ?x171 ?x122))))))
(assert
 (let ((?x125 (+ (- 2) sym_w)))
 (let ((?x153 (concat 0 in_i1 in_i2)))
 (let ((?x164 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_k1)))
 (let ((?x173 (dim ?x164 3)))
 (= ?x173 ?x125))))))
(assert
 (let ((?x153 (concat 0 in_i1 in_i2)))
(let ((?x164 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_k1)))
(let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
(let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x138 (concat 0 ?x113 ?x127)))
(and (distinct ?x138 ?x164) true)))))))
(check-sat)
