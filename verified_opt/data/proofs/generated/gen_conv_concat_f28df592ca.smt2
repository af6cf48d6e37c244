; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out
; z3 rlimit used: 15061
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_k1 () T)
(declare-fun in_k2 () T)
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x38 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x35 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (let (($x39 (= ?x35 ?x38)))
 (let (($x33 (and (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W1) 4) (= (rank W2) 4))))
 (=> $x33 $x39))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_c3 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
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
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x96 (dim in_k1 2)))
 (= 3 ?x96)))
(assert
 (let ((?x98 (dim in_k1 3)))
 (= 3 ?x98)))
(assert
 (= (rank in_k2) 4))
(assert
 (= (dim in_k2 0) sym_c3))
(assert
 (= (dim in_k2 1) sym_c))
(assert
 (let ((?x107 (dim in_k2 2)))
 (= 3 ?x107)))
(assert
 (let ((?x109 (dim in_k2 3)))
 (= 3 ?x109)))
(assert
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x111) 4)))
(assert
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x111 0) sym_n)))
(assert
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x111 1) sym_c2)))
(assert
 (let ((?x121 (div (+ (- 3) sym_h) 2)))
 (let ((?x122 (+ 1 ?x121)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x118 (dim ?x111 2)))
 (= ?x118 ?x122))))))
(assert
 (let ((?x126 (div (+ (- 3) sym_w) 2)))
 (let ((?x127 (+ 1 ?x126)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x124 (dim ?x111 3)))
 (= ?x124 ?x127))))))
(assert
 (let ((?x129 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k2)))
 (= (rank ?x129) 4)))
(assert
 (let ((?x129 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k2)))
 (= (dim ?x129 0) sym_n)))
(assert
 (let ((?x129 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k2)))
 (= (dim ?x129 1) sym_c3)))
(assert
 (let ((?x121 (div (+ (- 3) sym_h) 2)))
 (let ((?x122 (+ 1 ?x121)))
 (let ((?x129 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x136 (dim ?x129 2)))
 (= ?x136 ?x122))))))
(assert
 (let ((?x126 (div (+ (- 3) sym_w) 2)))
 (let ((?x127 (+ 1 ?x126)))
 (let ((?x129 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x138 (dim ?x129 3)))
 (= ?x138 ?x127))))))
(assert
 (let ((?x129 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x140 (concat 1 ?x111 ?x129)))
 (= (rank ?x140) 4)))))
(assert
 (let ((?x129 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x140 (concat 1 ?x111 ?x129)))
 (= (dim ?x140 0) sym_n)))))
(assert
 (let ((?x146 (+ sym_c2 sym_c3)))
 (let ((?x129 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x140 (concat 1 ?x111 ?x129)))
 (let ((?x145 (dim ?x140 1)))
 (= ?x145 ?x146)))))))
(assert
 (let ((?x121 (div (+ (- 3) sym_h) 2)))
 (let ((?x122 (+ 1 ?x121)))
 (let ((?x129 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x140 (concat 1 ?x111 ?x129)))
 (let ((?x148 (dim ?x140 2)))
 (= ?x148 ?x122))))))))
(assert
 (let ((?x126 (div (+ (- 3) sym_w) 2)))
 (let ((?x127 (+ 1 ?x126)))
 (let ((?x129 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x140 (concat 1 ?x111 ?x129)))
 (let ((?x150 (dim ?x140 3)))
 (= ?x150 ?x127))))))))
(assert
 (let ((?x121 (div (+ (- 3) sym_h) 2)))
 (let ((?x122 (+ 1 ?x121)))
 (>= ?x122 0))))
(assert
 (let ((?x126 (div (+ (- 3) sym_w) 2)))
 (let ((?x127 (+ 1 ?x126)))
 (>= ?x127 0))))
(assert
 (let ((?x146 (+ sym_c2 sym_c3)))
 (>= ?x146 0)))
(assert
 (= (rank (concat 0 in_k1 in_k2)) 4))
(assert
 (let ((?x146 (+ sym_c2 sym_c3)))
 (let ((?x155 (concat 0 in_k1 in_k2)))
 (let ((?x158 (dim ?x155 0)))
 (= ?x158 ?x146)))))
(assert
 (= (dim (concat 0 in_k1 in_k2) 1) sym_c))
(assert
 (let ((?x155 (concat 0 in_k1 in_k2)))
 (let ((?x162 (dim ?x155 2)))
 (= 3 ?x162))))
(assert
 (let ((?x155 (concat 0 in_k1 in_k2)))
 (let ((?x164 (dim ?x155 3)))
 (= 3 ?x164))))
(assert
 (let ((?x155 (concat 0 in_k1 in_k2)))
 (let ((?x166 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x155)))
 (= (rank ?x166) 4))))
(assert
 (let ((?x155 (concat 0 in_k1 in_k2)))
 (let ((?x166 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x155)))
 (= (dim ?x166 0) sym_n))))
(assert
 (let ((?x146 (+ sym_c2 sym_c3)))
 (let ((?x155 (concat 0 in_k1 in_k2)))
 (let ((?x166 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x155)))
 (let ((?x171 (dim ?x166 1)))
 (= ?x171 ?x146))))))
(assert
 (let ((?x121 (div (+ (- 3) sym_h) 2)))
 (let ((?x122 (+ 1 ?x121)))
 (let ((?x155 (concat 0 in_k1 in_k2)))
 (let ((?x166 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x155)))
 (let ((?x173 (dim ?x166 2)))
 (= ?x173 ?x122)))))))
(assert
 (let ((?x126 (div (+ (- 3) sym_w) 2)))
 (let ((?x127 (+ 1 ?x126)))
 (let ((?x155 (concat 0 in_k1 in_k2)))
 (let ((?x166 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x155)))
 (let ((?x175 (dim ?x166 3)))
 (= ?x175 ?x127)))))))
(assert
 (let ((?x155 (concat 0 in_k1 in_k2)))
(let ((?x166 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x155)))
(let ((?x129 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k2)))
(let ((?x111 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x140 (concat 1 ?x111 ?x129)))
(and (distinct ?x140 ?x166) true)))))))
(check-sat)
