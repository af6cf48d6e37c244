; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out
; z3 rlimit used: 15071
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(declare-fun in_k2 () T)
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x46 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x43 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (let (($x47 (= ?x43 ?x46)))
 (let (($x41 (and (= (dim W1 2) (dim W2 2)) (= (dim W1 3) (dim W2 3)) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W1) 4) (= (rank W2) 4))))
 (=> $x41 $x47))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
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
 (let ((?x102 (dim in_k1 2)))
 (= 3 ?x102)))
(assert
 (let ((?x104 (dim in_k1 3)))
 (= 3 ?x104)))
(assert
 (= (rank in_k2) 4))
(assert
 (= (dim in_k2 0) sym_c3))
(assert
 (= (dim in_k2 1) sym_c))
(assert
 (let ((?x113 (dim in_k2 2)))
 (= 3 ?x113)))
(assert
 (let ((?x115 (dim in_k2 3)))
 (= 3 ?x115)))
(assert
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x117) 4)))
(assert
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x117 0) sym_n)))
(assert
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x117 1) sym_c2)))
(assert
 (let ((?x126 (+ (- 2) sym_h)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x124 (dim ?x117 2)))
 (= ?x124 ?x126)))))
(assert
 (let ((?x129 (+ (- 2) sym_w)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x128 (dim ?x117 3)))
 (= ?x128 ?x129)))))
(assert
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (= (rank ?x131) 4)))
(assert
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (= (dim ?x131 0) sym_n)))
(assert
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (= (dim ?x131 1) sym_c3)))
(assert
 (let ((?x126 (+ (- 2) sym_h)))
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x138 (dim ?x131 2)))
 (= ?x138 ?x126)))))
(assert
 (let ((?x129 (+ (- 2) sym_w)))
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x140 (dim ?x131 3)))
 (= ?x140 ?x129)))))
(assert
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x142 (concat 1 ?x117 ?x131)))
 (= (rank ?x142) 4)))))
(assert
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x142 (concat 1 ?x117 ?x131)))
 (= (dim ?x142 0) sym_n)))))
(assert
 (let ((?x148 (+ sym_c2 sym_c3)))
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x142 (concat 1 ?x117 ?x131)))
 (let ((?x147 (dim ?x142 1)))
 (= ?x147 ?x148)))))))
(assert
 (let ((?x126 (+ (- 2) sym_h)))
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x142 (concat 1 ?x117 ?x131)))
 (let ((?x150 (dim ?x142 2)))
 (= ?x150 ?x126)))))))
(assert
 (let ((?x129 (+ (- 2) sym_w)))
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x142 (concat 1 ?x117 ?x131)))
 (let ((?x152 (dim ?x142 3)))
 (= ?x152 ?x129)))))))
(assert
 (let ((?x126 (+ (- 2) sym_h)))
 (>= ?x126 0)))
(assert
 (let ((?x129 (+ (- 2) sym_w)))
 (>= ?x129 0)))
(assert
 (let ((?x148 (+ sym_c2 sym_c3)))
 (>= ?x148 0)))
(assert
 (= (rank (concat 0 in_k1 in_k2)) 4))
(assert
 (let ((?x148 (+ sym_c2 sym_c3)))
 (let ((?x157 (concat 0 in_k1 in_k2)))
 (let ((?x160 (dim ?x157 0)))
 (= ?x160 ?x148)))))
(assert
 (= (dim (concat 0 in_k1 in_k2) 1) sym_c))
(assert
 (let ((?x157 (concat 0 in_k1 in_k2)))
 (let ((?x164 (dim ?x157 2)))
 (= 3 ?x164))))
(assert
 (let ((?x157 (concat 0 in_k1 in_k2)))
 (let ((?x166 (dim ?x157 3)))
 (= 3 ?x166))))
(assert
 (let ((?x157 (concat 0 in_k1 in_k2)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x157)))
 (= (rank ?x168) 4))))
(assert
 (let ((?x157 (concat 0 in_k1 in_k2)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x157)))
 (= (dim ?x168 0) sym_n))))
(assert
 (let ((?x148 (+ sym_c2 sym_c3)))
 (let ((?x157 (concat 0 in_k1 in_k2)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x157)))
 (let ((?x173 (dim ?x168 1)))
 (= ?x173 ?x148))))))
(assert
 (let ((?x126 (+ (- 2) sym_h)))
 (let ((?x157 (concat 0 in_k1 in_k2)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x157)))
 (let ((?x175 (dim ?x168 2)))
 (= ?x175 ?x126))))))
(assert
 (let ((?x129 (+ (- 2) sym_w)))
 (let ((?x157 (concat 0 in_k1 in_k2)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x157)))
 (let ((?x177 (dim ?x168 3)))
 (= ?x177 ?x129))))))
(assert
 (let ((?x157 (concat 0 in_k1 in_k2)))
(let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x157)))
(let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
(let ((?x117 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x142 (concat 1 ?x117 ?x131)))
(and (distinct ?x142 ?x168) true)))))))
(check-sat)
