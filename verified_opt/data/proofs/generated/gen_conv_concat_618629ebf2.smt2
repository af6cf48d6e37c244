; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch
; z3 rlimit used: 74512
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
 (let ((?x107 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x107) 4)))
(assert
 (let ((?x107 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x107 0) sym_n)))
(assert
 (let ((?x107 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x107 1) sym_c2)))
(assert
 (let ((?x107 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x107 2) sym_h)))
(assert
 (let ((?x107 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x107 3) sym_w)))
(assert
 (let ((?x118 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (= (rank ?x118) 4)))
(assert
 (let ((?x118 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (= (dim ?x118 0) sym_n2)))
(assert
 (let ((?x118 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (= (dim ?x118 1) sym_c2)))
(assert
 (let ((?x118 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (= (dim ?x118 2) sym_h)))
(assert
 (let ((?x118 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (= (dim ?x118 3) sym_w)))
(assert
 (let ((?x118 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (let ((?x107 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x129 (concat 0 ?x107 ?x118)))
 (= (rank ?x129) 4)))))
(assert
 (let ((?x133 (+ sym_n sym_n2)))
 (let ((?x118 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (let ((?x107 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x129 (concat 0 ?x107 ?x118)))
 (let ((?x132 (dim ?x129 0)))
 (= ?x132 ?x133)))))))
(assert
 (let ((?x118 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (let ((?x107 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x129 (concat 0 ?x107 ?x118)))
 (= (dim ?x129 1) sym_c2)))))
(assert
 (let ((?x118 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (let ((?x107 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x129 (concat 0 ?x107 ?x118)))
 (= (dim ?x129 2) sym_h)))))
(assert
 (let ((?x118 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (let ((?x107 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x129 (concat 0 ?x107 ?x118)))
 (= (dim ?x129 3) sym_w)))))
(assert
 (let ((?x133 (+ sym_n sym_n2)))
 (>= ?x133 0)))
(assert
 (= (rank (concat 0 in_i1 in_i2)) 4))
(assert
 (let ((?x133 (+ sym_n sym_n2)))
 (let ((?x142 (concat 0 in_i1 in_i2)))
 (let ((?x145 (dim ?x142 0)))
 (= ?x145 ?x133)))))
(assert
 (= (dim (concat 0 in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i2) 3) sym_w))
(assert
 (let ((?x142 (concat 0 in_i1 in_i2)))
 (let ((?x153 (conv 1 1 1 1 1 1 1 1 1 ?x142 in_k1)))
 (= (rank ?x153) 4))))
(assert
 (let ((?x133 (+ sym_n sym_n2)))
 (let ((?x142 (concat 0 in_i1 in_i2)))
 (let ((?x153 (conv 1 1 1 1 1 1 1 1 1 ?x142 in_k1)))
 (let ((?x156 (dim ?x153 0)))
 (= ?x156 ?x133))))))
(assert
 (let ((?x142 (concat 0 in_i1 in_i2)))
 (let ((?x153 (conv 1 1 1 1 1 1 1 1 1 ?x142 in_k1)))
 (= (dim ?x153 1) sym_c2))))
(assert
 (let ((?x142 (concat 0 in_i1 in_i2)))
 (let ((?x153 (conv 1 1 1 1 1 1 1 1 1 ?x142 in_k1)))
 (= (dim ?x153 2) sym_h))))
(assert
 (let ((?x142 (concat 0 in_i1 in_i2)))
 (let ((?x153 (conv 1 1 1 1 1 1 1 1 1 ?x142 in_k1)))
 (= (dim ?x153 3) sym_w))))
(assert
 (let ((?x142 (concat 0 in_i1 in_i2)))
(let ((?x153 (conv 1 1 1 1 1 1 1 1 1 ?x142 in_k1)))
(let ((?x118 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
(let ((?x107 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x129 (concat 0 ?x107 ?x118)))
(and (distinct ?x129 ?x153) true)))))))
(check-sat)
