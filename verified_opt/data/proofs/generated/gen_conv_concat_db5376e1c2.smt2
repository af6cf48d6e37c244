; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out
; z3 rlimit used: 14481
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
(declare-fun in_u1 () T)
(declare-fun in_u2 () T)
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x96 (dim in_u1 2)))
 (= 1 ?x96)))
(assert
 (let ((?x98 (dim in_u1 3)))
 (= 1 ?x98)))
(assert
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c3))
(assert
 (= (dim in_u2 1) sym_c))
(assert
 (let ((?x107 (dim in_u2 2)))
 (= 1 ?x107)))
(assert
 (let ((?x109 (dim in_u2 3)))
 (= 1 ?x109)))
(assert
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x111) 4)))
(assert
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x111 0) sym_n)))
(assert
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x111 1) sym_c2)))
(assert
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x111 2) sym_h)))
(assert
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x111 3) sym_w)))
(assert
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u2)))
 (= (rank ?x122) 4)))
(assert
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u2)))
 (= (dim ?x122 0) sym_n)))
(assert
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u2)))
 (= (dim ?x122 1) sym_c3)))
(assert
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u2)))
 (= (dim ?x122 2) sym_h)))
(assert
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u2)))
 (= (dim ?x122 3) sym_w)))
(assert
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u2)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x133 (concat 1 ?x111 ?x122)))
 (= (rank ?x133) 4)))))
(assert
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u2)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x133 (concat 1 ?x111 ?x122)))
 (= (dim ?x133 0) sym_n)))))
(assert
 (let ((?x139 (+ sym_c2 sym_c3)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u2)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x133 (concat 1 ?x111 ?x122)))
 (let ((?x138 (dim ?x133 1)))
 (= ?x138 ?x139)))))))
(assert
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u2)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x133 (concat 1 ?x111 ?x122)))
 (= (dim ?x133 2) sym_h)))))
(assert
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u2)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x133 (concat 1 ?x111 ?x122)))
 (= (dim ?x133 3) sym_w)))))
(assert
 (let ((?x139 (+ sym_c2 sym_c3)))
 (>= ?x139 0)))
(assert
 (= (rank (concat 0 in_u1 in_u2)) 4))
(assert
 (let ((?x139 (+ sym_c2 sym_c3)))
 (let ((?x146 (concat 0 in_u1 in_u2)))
 (let ((?x149 (dim ?x146 0)))
 (= ?x149 ?x139)))))
(assert
 (= (dim (concat 0 in_u1 in_u2) 1) sym_c))
(assert
 (let ((?x146 (concat 0 in_u1 in_u2)))
 (let ((?x153 (dim ?x146 2)))
 (= 1 ?x153))))
(assert
 (let ((?x146 (concat 0 in_u1 in_u2)))
 (let ((?x155 (dim ?x146 3)))
 (= 1 ?x155))))
(assert
 (let ((?x146 (concat 0 in_u1 in_u2)))
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x146)))
 (= (rank ?x157) 4))))
(assert
 (let ((?x146 (concat 0 in_u1 in_u2)))
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x146)))
 (= (dim ?x157 0) sym_n))))
(assert
 (let ((?x139 (+ sym_c2 sym_c3)))
 (let ((?x146 (concat 0 in_u1 in_u2)))
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x146)))
 (let ((?x162 (dim ?x157 1)))
 (= ?x162 ?x139))))))
(assert
 (let ((?x146 (concat 0 in_u1 in_u2)))
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x146)))
 (= (dim ?x157 2) sym_h))))
(assert
 (let ((?x146 (concat 0 in_u1 in_u2)))
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x146)))
 (= (dim ?x157 3) sym_w))))
(assert
 (let ((?x146 (concat 0 in_u1 in_u2)))
(let ((?x157 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x146)))
(let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u2)))
(let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x133 (concat 1 ?x111 ?x122)))
(and (distinct ?x133 ?x157) true)))))))
(check-sat)
