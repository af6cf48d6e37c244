; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_in
; z3 rlimit used: 14967
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c1 () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_W1 () T)
(declare-fun in_W2 () T)
(declare-fun in_X1 () T)
(declare-fun in_X2 () T)
(assert
 (forall ((W1 T) (W2 T) (X1 T) (X2 T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x45 (add (conv sh sw pt pl pb pr dh dw 1 X1 W1) (conv sh sw pt pl pb pr dh dw 1 X2 W2))))
 (let ((?x42 (conv sh sw pt pl pb pr dh dw 1 (concat 1 X1 X2) (concat 1 W1 W2))))
 (let (($x46 (= ?x42 ?x45)))
 (let (($x39 (and (= (dim X1 1) (dim W1 1)) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X1) 4) (= (rank X2) 4) (= (rank W1) 4) (= (rank W2) 4))))
 (=> $x39 $x46))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 (concat 1 X1 X2) (concat 1 W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw 1 X1 W1) (conv sh sw pt pl pb pr dh dw 1 X2 W2)) ) :qid conv_concat_in))
 )
(assert
 (>= sym_c1 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_m 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_W1) 4))
(assert
 (= (dim in_W1 0) sym_m))
(assert
 (= (dim in_W1 1) sym_c1))
(assert
 (let ((?x92 (dim in_W1 2)))
 (= 3 ?x92)))
(assert
 (let ((?x94 (dim in_W1 3)))
 (= 3 ?x94)))
(assert
 (= (rank in_W2) 4))
(assert
 (= (dim in_W2 0) sym_m))
(assert
 (= (dim in_W2 1) sym_c2))
(assert
 (let ((?x103 (dim in_W2 2)))
 (= 3 ?x103)))
(assert
 (let ((?x105 (dim in_W2 3)))
 (= 3 ?x105)))
(assert
 (= (rank in_X1) 4))
(assert
 (= (dim in_X1 0) sym_n))
(assert
 (= (dim in_X1 1) sym_c1))
(assert
 (= (dim in_X1 2) sym_h))
(assert
 (= (dim in_X1 3) sym_w))
(assert
 (= (rank in_X2) 4))
(assert
 (= (dim in_X2 0) sym_n))
(assert
 (= (dim in_X2 1) sym_c2))
(assert
 (= (dim in_X2 2) sym_h))
(assert
 (= (dim in_X2 3) sym_w))
(assert
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (= (rank ?x129) 4)))
(assert
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (= (dim ?x129 0) sym_n)))
(assert
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (= (dim ?x129 1) sym_m)))
(assert
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (= (dim ?x129 2) sym_h)))
(assert
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (= (dim ?x129 3) sym_w)))
(assert
 (let ((?x140 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (= (rank ?x140) 4)))
(assert
 (let ((?x140 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (= (dim ?x140 0) sym_n)))
(assert
 (let ((?x140 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (= (dim ?x140 1) sym_m)))
(assert
 (let ((?x140 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (= (dim ?x140 2) sym_h)))
(assert
 (let ((?x140 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (= (dim ?x140 3) sym_w)))
(assert
 (let ((?x140 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (let ((?x151 (add ?x129 ?x140)))
 (= (rank ?x151) 4)))))
(assert
 (let ((?x140 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (let ((?x151 (add ?x129 ?x140)))
 (= (dim ?x151 0) sym_n)))))
(assert
 (let ((?x140 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (let ((?x151 (add ?x129 ?x140)))
 (= (dim ?x151 1) sym_m)))))
(assert
 (let ((?x140 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (let ((?x151 (add ?x129 ?x140)))
 (= (dim ?x151 2) sym_h)))))
(assert
 (let ((?x140 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (let ((?x151 (add ?x129 ?x140)))
 (= (dim ?x151 3) sym_w)))))
(assert
 (= (rank (concat 1 in_X1 in_X2)) 4))
(assert
 (= (dim (concat 1 in_X1 in_X2) 0) sym_n))
(assert
 (let ((?x168 (+ sym_c1 sym_c2)))
 (let ((?x162 (concat 1 in_X1 in_X2)))
 (let ((?x167 (dim ?x162 1)))
 (= ?x167 ?x168)))))
(assert
 (= (dim (concat 1 in_X1 in_X2) 2) sym_h))
(assert
 (= (dim (concat 1 in_X1 in_X2) 3) sym_w))
(assert
 (= (rank (concat 1 in_W1 in_W2)) 4))
(assert
 (= (dim (concat 1 in_W1 in_W2) 0) sym_m))
(assert
 (let ((?x168 (+ sym_c1 sym_c2)))
 (let ((?x174 (concat 1 in_W1 in_W2)))
 (let ((?x179 (dim ?x174 1)))
 (= ?x179 ?x168)))))
(assert
 (let ((?x174 (concat 1 in_W1 in_W2)))
 (let ((?x181 (dim ?x174 2)))
 (= 3 ?x181))))
(assert
 (let ((?x174 (concat 1 in_W1 in_W2)))
 (let ((?x183 (dim ?x174 3)))
 (= 3 ?x183))))
(assert
 (let ((?x174 (concat 1 in_W1 in_W2)))
 (let ((?x162 (concat 1 in_X1 in_X2)))
 (let ((?x185 (conv 1 1 1 1 1 1 1 1 1 ?x162 ?x174)))
 (= (rank ?x185) 4)))))
(assert
 (let ((?x174 (concat 1 in_W1 in_W2)))
 (let ((?x162 (concat 1 in_X1 in_X2)))
 (let ((?x185 (conv 1 1 1 1 1 1 1 1 1 ?x162 ?x174)))
 (= (dim ?x185 0) sym_n)))))
(assert
 (let ((?x174 (concat 1 in_W1 in_W2)))
 (let ((?x162 (concat 1 in_X1 in_X2)))
 (let ((?x185 (conv 1 1 1 1 1 1 1 1 1 ?x162 ?x174)))
 (= (dim ?x185 1) sym_m)))))
(assert
 (let ((?x174 (concat 1 in_W1 in_W2)))
 (let ((?x162 (concat 1 in_X1 in_X2)))
 (let ((?x185 (conv 1 1 1 1 1 1 1 1 1 ?x162 ?x174)))
 (= (dim ?x185 2) sym_h)))))
(assert
 (let ((?x174 (concat 1 in_W1 in_W2)))
 (let ((?x162 (concat 1 in_X1 in_X2)))
 (let ((?x185 (conv 1 1 1 1 1 1 1 1 1 ?x162 ?x174)))
 (= (dim ?x185 3) sym_w)))))
(assert
 (let ((?x174 (concat 1 in_W1 in_W2)))
(let ((?x162 (concat 1 in_X1 in_X2)))
(let ((?x185 (conv 1 1 1 1 1 1 1 1 1 ?x162 ?x174)))
(let ((?x140 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
(let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
(let ((?x151 (add ?x129 ?x140)))
(and (distinct ?x151 ?x185) true))))))))
(check-sat)
