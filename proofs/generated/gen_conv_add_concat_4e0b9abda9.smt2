; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_in
; z3 rlimit used: 49724
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(declare-fun in_k1 () T)
(declare-fun in_k2 () T)
(assert
 (forall ((W1 T) (W2 T) (X1 T) (X2 T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x27 (add (conv sh sw pt pl pb pr dh dw 1 X1 W1) (conv sh sw pt pl pb pr dh dw 1 X2 W2))))
 (let ((?x24 (conv sh sw pt pl pb pr dh dw 1 (concat 1 X1 X2) (concat 1 W1 W2))))
 (let (($x28 (= ?x24 ?x27)))
 (=> (and (= (dim X1 1) (dim W1 1))) $x28)))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 (concat 1 X1 X2) (concat 1 W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw 1 X1 W1) (conv sh sw pt pl pb pr dh dw 1 X2 W2)) ) :qid conv_concat_in))
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
 (>= sym_c3 1))
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
 (= (dim in_i2 0) sym_n))
(assert
 (= (dim in_i2 1) sym_c2))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c3))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x98 (dim in_k1 2)))
 (= 3 ?x98)))
(assert
 (let ((?x100 (dim in_k1 3)))
 (= 3 ?x100)))
(assert
 (= (rank in_k2) 4))
(assert
 (= (dim in_k2 0) sym_c3))
(assert
 (= (dim in_k2 1) sym_c2))
(assert
 (let ((?x109 (dim in_k2 2)))
 (= 3 ?x109)))
(assert
 (let ((?x111 (dim in_k2 3)))
 (= 3 ?x111)))
(assert
 (let ((?x113 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x113) 4)))
(assert
 (let ((?x113 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x113 0) sym_n)))
(assert
 (let ((?x113 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x113 1) sym_c3)))
(assert
 (let ((?x123 (div (+ (- 3) sym_h) 2)))
 (let ((?x124 (+ 1 ?x123)))
 (let ((?x113 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x120 (dim ?x113 2)))
 (= ?x120 ?x124))))))
(assert
 (let ((?x128 (div (+ (- 3) sym_w) 2)))
 (let ((?x129 (+ 1 ?x128)))
 (let ((?x113 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x126 (dim ?x113 3)))
 (= ?x126 ?x129))))))
(assert
 (let ((?x131 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_k2)))
 (= (rank ?x131) 4)))
(assert
 (let ((?x131 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_k2)))
 (= (dim ?x131 0) sym_n)))
(assert
 (let ((?x131 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_k2)))
 (= (dim ?x131 1) sym_c3)))
(assert
 (let ((?x123 (div (+ (- 3) sym_h) 2)))
 (let ((?x124 (+ 1 ?x123)))
 (let ((?x131 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_k2)))
 (let ((?x138 (dim ?x131 2)))
 (= ?x138 ?x124))))))
(assert
 (let ((?x128 (div (+ (- 3) sym_w) 2)))
 (let ((?x129 (+ 1 ?x128)))
 (let ((?x131 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_k2)))
 (let ((?x140 (dim ?x131 3)))
 (= ?x140 ?x129))))))
(assert
 (let ((?x131 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_k2)))
 (let ((?x113 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x142 (add ?x113 ?x131)))
 (= (rank ?x142) 4)))))
(assert
 (let ((?x131 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_k2)))
 (let ((?x113 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x142 (add ?x113 ?x131)))
 (= (dim ?x142 0) sym_n)))))
(assert
 (let ((?x131 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_k2)))
 (let ((?x113 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x142 (add ?x113 ?x131)))
 (= (dim ?x142 1) sym_c3)))))
(assert
 (let ((?x123 (div (+ (- 3) sym_h) 2)))
 (let ((?x124 (+ 1 ?x123)))
 (let ((?x131 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_k2)))
 (let ((?x113 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x142 (add ?x113 ?x131)))
 (let ((?x149 (dim ?x142 2)))
 (= ?x149 ?x124))))))))
(assert
 (let ((?x128 (div (+ (- 3) sym_w) 2)))
 (let ((?x129 (+ 1 ?x128)))
 (let ((?x131 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_k2)))
 (let ((?x113 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x142 (add ?x113 ?x131)))
 (let ((?x151 (dim ?x142 3)))
 (= ?x151 ?x129))))))))
(assert
 (let ((?x123 (div (+ (- 3) sym_h) 2)))
 (let ((?x124 (+ 1 ?x123)))
 (>= ?x124 0))))
(assert
 (let ((?x128 (div (+ (- 3) sym_w) 2)))
 (let ((?x129 (+ 1 ?x128)))
 (>= ?x129 0))))
(assert
 (= (rank (concat 1 in_i1 in_i2)) 4))
(assert
 (= (dim (concat 1 in_i1 in_i2) 0) sym_n))
(assert
 (let ((?x161 (+ sym_c sym_c2)))
 (let ((?x155 (concat 1 in_i1 in_i2)))
 (let ((?x160 (dim ?x155 1)))
 (= ?x160 ?x161)))))
(assert
 (= (dim (concat 1 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (concat 1 in_k1 in_k2)) 4))
(assert
 (= (dim (concat 1 in_k1 in_k2) 0) sym_c3))
(assert
 (let ((?x161 (+ sym_c sym_c2)))
 (let ((?x167 (concat 1 in_k1 in_k2)))
 (let ((?x172 (dim ?x167 1)))
 (= ?x172 ?x161)))))
(assert
 (let ((?x167 (concat 1 in_k1 in_k2)))
 (let ((?x174 (dim ?x167 2)))
 (= 3 ?x174))))
(assert
 (let ((?x167 (concat 1 in_k1 in_k2)))
 (let ((?x176 (dim ?x167 3)))
 (= 3 ?x176))))
(assert
 (let ((?x167 (concat 1 in_k1 in_k2)))
 (let ((?x155 (concat 1 in_i1 in_i2)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 ?x155 ?x167)))
 (= (rank ?x178) 4)))))
(assert
 (let ((?x167 (concat 1 in_k1 in_k2)))
 (let ((?x155 (concat 1 in_i1 in_i2)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 ?x155 ?x167)))
 (= (dim ?x178 0) sym_n)))))
(assert
 (let ((?x167 (concat 1 in_k1 in_k2)))
 (let ((?x155 (concat 1 in_i1 in_i2)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 ?x155 ?x167)))
 (= (dim ?x178 1) sym_c3)))))
(assert
 (let ((?x123 (div (+ (- 3) sym_h) 2)))
 (let ((?x124 (+ 1 ?x123)))
 (let ((?x167 (concat 1 in_k1 in_k2)))
 (let ((?x155 (concat 1 in_i1 in_i2)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 ?x155 ?x167)))
 (let ((?x185 (dim ?x178 2)))
 (= ?x185 ?x124))))))))
(assert
 (let ((?x128 (div (+ (- 3) sym_w) 2)))
 (let ((?x129 (+ 1 ?x128)))
 (let ((?x167 (concat 1 in_k1 in_k2)))
 (let ((?x155 (concat 1 in_i1 in_i2)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 ?x155 ?x167)))
 (let ((?x187 (dim ?x178 3)))
 (= ?x187 ?x129))))))))
(assert
 (let ((?x167 (concat 1 in_k1 in_k2)))
(let ((?x155 (concat 1 in_i1 in_i2)))
(let ((?x178 (conv 2 2 0 0 0 0 1 1 1 ?x155 ?x167)))
(let ((?x131 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_k2)))
(let ((?x113 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x142 (add ?x113 ?x131)))
(and (distinct ?x142 ?x178) true))))))))
(check-sat)
