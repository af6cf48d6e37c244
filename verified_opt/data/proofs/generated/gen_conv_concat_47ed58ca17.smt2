; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch
; z3 rlimit used: 14645
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
 (let ((?x113 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x113) 4)))
(assert
 (let ((?x113 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x113 0) sym_n)))
(assert
 (let ((?x113 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x113 1) sym_c2)))
(assert
 (let ((?x123 (div (+ (- 1) sym_h) 2)))
 (let ((?x124 (+ 1 ?x123)))
 (let ((?x113 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x120 (dim ?x113 2)))
 (= ?x120 ?x124))))))
(assert
 (let ((?x128 (div (+ (- 1) sym_w) 2)))
 (let ((?x129 (+ 1 ?x128)))
 (let ((?x113 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x126 (dim ?x113 3)))
 (= ?x126 ?x129))))))
(assert
 (let ((?x131 (conv 2 2 1 1 1 1 1 1 1 in_i2 in_k1)))
 (= (rank ?x131) 4)))
(assert
 (let ((?x131 (conv 2 2 1 1 1 1 1 1 1 in_i2 in_k1)))
 (= (dim ?x131 0) sym_n2)))
(assert
 (let ((?x131 (conv 2 2 1 1 1 1 1 1 1 in_i2 in_k1)))
 (= (dim ?x131 1) sym_c2)))
(assert
 (let ((?x123 (div (+ (- 1) sym_h) 2)))
 (let ((?x124 (+ 1 ?x123)))
 (let ((?x131 (conv 2 2 1 1 1 1 1 1 1 in_i2 in_k1)))
 (let ((?x138 (dim ?x131 2)))
 (= ?x138 ?x124))))))
(assert
 (let ((?x128 (div (+ (- 1) sym_w) 2)))
 (let ((?x129 (+ 1 ?x128)))
 (let ((?x131 (conv 2 2 1 1 1 1 1 1 1 in_i2 in_k1)))
 (let ((?x140 (dim ?x131 3)))
 (= ?x140 ?x129))))))
(assert
 (let ((?x131 (conv 2 2 1 1 1 1 1 1 1 in_i2 in_k1)))
 (let ((?x113 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x142 (concat 0 ?x113 ?x131)))
 (= (rank ?x142) 4)))))
(assert
 (let ((?x146 (+ sym_n sym_n2)))
 (let ((?x131 (conv 2 2 1 1 1 1 1 1 1 in_i2 in_k1)))
 (let ((?x113 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x142 (concat 0 ?x113 ?x131)))
 (let ((?x145 (dim ?x142 0)))
 (= ?x145 ?x146)))))))
(assert
 (let ((?x131 (conv 2 2 1 1 1 1 1 1 1 in_i2 in_k1)))
 (let ((?x113 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x142 (concat 0 ?x113 ?x131)))
 (= (dim ?x142 1) sym_c2)))))
(assert
 (let ((?x123 (div (+ (- 1) sym_h) 2)))
 (let ((?x124 (+ 1 ?x123)))
 (let ((?x131 (conv 2 2 1 1 1 1 1 1 1 in_i2 in_k1)))
 (let ((?x113 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x142 (concat 0 ?x113 ?x131)))
 (let ((?x150 (dim ?x142 2)))
 (= ?x150 ?x124))))))))
(assert
 (let ((?x128 (div (+ (- 1) sym_w) 2)))
 (let ((?x129 (+ 1 ?x128)))
 (let ((?x131 (conv 2 2 1 1 1 1 1 1 1 in_i2 in_k1)))
 (let ((?x113 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x142 (concat 0 ?x113 ?x131)))
 (let ((?x152 (dim ?x142 3)))
 (= ?x152 ?x129))))))))
(assert
 (let ((?x123 (div (+ (- 1) sym_h) 2)))
 (let ((?x124 (+ 1 ?x123)))
 (>= ?x124 0))))
(assert
 (let ((?x128 (div (+ (- 1) sym_w) 2)))
 (let ((?x129 (+ 1 ?x128)))
 (>= ?x129 0))))
(assert
 (let ((?x146 (+ sym_n sym_n2)))
 (>= ?x146 0)))
(assert
 (= (rank (concat 0 in_i1 in_i2)) 4))
(assert
 (let ((?x146 (+ sym_n sym_n2)))
 (let ((?x157 (concat 0 in_i1 in_i2)))
 (let ((?x160 (dim ?x157 0)))
 (= ?x160 ?x146)))))
(assert
 (= (dim (concat 0 in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i2) 3) sym_w))
(assert
 (let ((?x157 (concat 0 in_i1 in_i2)))
 (let ((?x168 (conv 2 2 1 1 1 1 1 1 1 ?x157 in_k1)))
 (= (rank ?x168) 4))))
(assert
 (let ((?x146 (+ sym_n sym_n2)))
 (let ((?x157 (concat 0 in_i1 in_i2)))
 (let ((?x168 (conv 2 2 1 1 1 1 1 1 1 ?x157 in_k1)))
 (let ((?x171 (dim ?x168 0)))
 (= ?x171 ?x146))))))
(assert
 (let ((?x157 (concat 0 in_i1 in_i2)))
 (let ((?x168 (conv 2 2 1 1 1 1 1 1 1 ?x157 in_k1)))
 (= (dim ?x168 1) sym_c2))))
(assert
 (let ((?x123 (div (+ (- 1) sym_h) 2)))
 (let ((?x124 (+ 1 ?x123)))
 (let ((?x157 (concat 0 in_i1 in_i2)))
 (let ((?x168 (conv 2 2 1 1 1 1 1 1 1 ?x157 in_k1)))
 (let ((?x175 (dim ?x168 2)))
 (= ?x175 ?x124)))))))
(assert
 (let ((?x128 (div (+ (- 1) sym_w) 2)))
 (let ((?x129 (+ 1 ?x128)))
 (let ((?x157 (concat 0 in_i1 in_i2)))
 (let ((?x168 (conv 2 2 1 1 1 1 1 1 1 ?x157 in_k1)))
 (let ((?x177 (dim ?x168 3)))
 (= ?x177 ?x129)))))))
(assert
 (let ((?x157 (concat 0 in_i1 in_i2)))
(let ((?x168 (conv 2 2 1 1 1 1 1 1 1 ?x157 in_k1)))
(let ((?x131 (conv 2 2 1 1 1 1 1 1 1 in_i2 in_k1)))
(let ((?x113 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x142 (concat 0 ?x113 ?x131)))
(and (distinct ?x142 ?x168) true)))))))
(check-sat)
