; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_in
; z3 rlimit used: 49521
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
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x113) 4)))
(assert
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x113 0) sym_n)))
(assert
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x113 1) sym_c3)))
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
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k2)))
 (= (rank ?x127) 4)))
(assert
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k2)))
 (= (dim ?x127 0) sym_n)))
(assert
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k2)))
 (= (dim ?x127 1) sym_c3)))
(assert
 (let ((?x122 (+ (- 2) sym_h)))
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k2)))
 (let ((?x134 (dim ?x127 2)))
 (= ?x134 ?x122)))))
(assert
 (let ((?x125 (+ (- 2) sym_w)))
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k2)))
 (let ((?x136 (dim ?x127 3)))
 (= ?x136 ?x125)))))
(assert
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k2)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x138 (add ?x113 ?x127)))
 (= (rank ?x138) 4)))))
(assert
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k2)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x138 (add ?x113 ?x127)))
 (= (dim ?x138 0) sym_n)))))
(assert
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k2)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x138 (add ?x113 ?x127)))
 (= (dim ?x138 1) sym_c3)))))
(assert
 (let ((?x122 (+ (- 2) sym_h)))
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k2)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x138 (add ?x113 ?x127)))
 (let ((?x145 (dim ?x138 2)))
 (= ?x145 ?x122)))))))
(assert
 (let ((?x125 (+ (- 2) sym_w)))
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k2)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x138 (add ?x113 ?x127)))
 (let ((?x147 (dim ?x138 3)))
 (= ?x147 ?x125)))))))
(assert
 (let ((?x122 (+ (- 2) sym_h)))
 (>= ?x122 0)))
(assert
 (let ((?x125 (+ (- 2) sym_w)))
 (>= ?x125 0)))
(assert
 (= (rank (concat 1 in_i1 in_i2)) 4))
(assert
 (= (dim (concat 1 in_i1 in_i2) 0) sym_n))
(assert
 (let ((?x157 (+ sym_c sym_c2)))
 (let ((?x151 (concat 1 in_i1 in_i2)))
 (let ((?x156 (dim ?x151 1)))
 (= ?x156 ?x157)))))
(assert
 (= (dim (concat 1 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (concat 1 in_k1 in_k2)) 4))
(assert
 (= (dim (concat 1 in_k1 in_k2) 0) sym_c3))
(assert
 (let ((?x157 (+ sym_c sym_c2)))
 (let ((?x163 (concat 1 in_k1 in_k2)))
 (let ((?x168 (dim ?x163 1)))
 (= ?x168 ?x157)))))
(assert
 (let ((?x163 (concat 1 in_k1 in_k2)))
 (let ((?x170 (dim ?x163 2)))
 (= 3 ?x170))))
(assert
 (let ((?x163 (concat 1 in_k1 in_k2)))
 (let ((?x172 (dim ?x163 3)))
 (= 3 ?x172))))
(assert
 (let ((?x163 (concat 1 in_k1 in_k2)))
 (let ((?x151 (concat 1 in_i1 in_i2)))
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 ?x151 ?x163)))
 (= (rank ?x174) 4)))))
(assert
 (let ((?x163 (concat 1 in_k1 in_k2)))
 (let ((?x151 (concat 1 in_i1 in_i2)))
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 ?x151 ?x163)))
 (= (dim ?x174 0) sym_n)))))
(assert
 (let ((?x163 (concat 1 in_k1 in_k2)))
 (let ((?x151 (concat 1 in_i1 in_i2)))
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 ?x151 ?x163)))
 (= (dim ?x174 1) sym_c3)))))
(assert
 (let ((?x122 (+ (- 2) sym_h)))
 (let ((?x163 (concat 1 in_k1 in_k2)))
 (let ((?x151 (concat 1 in_i1 in_i2)))
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 ?x151 ?x163)))
 (let ((?x181 (dim ?x174 2)))
 (= ?x181 ?x122)))))))
(assert
 (let ((?x125 (+ (- 2) sym_w)))
 (let ((?x163 (concat 1 in_k1 in_k2)))
 (let ((?x151 (concat 1 in_i1 in_i2)))
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 ?x151 ?x163)))
 (let ((?x183 (dim ?x174 3)))
 (= ?x183 ?x125)))))))
(assert
 (let ((?x163 (concat 1 in_k1 in_k2)))
(let ((?x151 (concat 1 in_i1 in_i2)))
(let ((?x174 (conv 1 1 0 0 0 0 1 1 1 ?x151 ?x163)))
(let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k2)))
(let ((?x113 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x138 (add ?x113 ?x127)))
(and (distinct ?x138 ?x174) true))))))))
(check-sat)
