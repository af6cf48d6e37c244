; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_in
; z3 rlimit used: 51609
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_n () Int)
(declare-fun sym_c1 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_m () Int)
(declare-fun rank (T) Int)
(declare-fun in_X1 () T)
(declare-fun in_X2 () T)
(declare-fun in_W1 () T)
(declare-fun in_W2 () T)
(assert
 (forall ((W1 T) (W2 T) (X1 T) (X2 T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x27 (add (conv sh sw pt pl pb pr dh dw 1 X1 W1) (conv sh sw pt pl pb pr dh dw 1 X2 W2))))
 (let ((?x24 (conv sh sw pt pl pb pr dh dw 1 (concat 1 X1 X2) (concat 1 W1 W2))))
 (let (($x28 (= ?x24 ?x27)))
 (=> (and (= (dim X1 1) (dim W1 1))) $x28)))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 (concat 1 X1 X2) (concat 1 W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw 1 X1 W1) (conv sh sw pt pl pb pr dh dw 1 X2 W2)) ) :qid conv_concat_in))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c1 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_w 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_m 1))
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
 (= (rank in_W1) 4))
(assert
 (= (dim in_W1 0) sym_m))
(assert
 (= (dim in_W1 1) sym_c1))
(assert
 (let ((?x98 (dim in_W1 2)))
 (= 3 ?x98)))
(assert
 (let ((?x100 (dim in_W1 3)))
 (= 3 ?x100)))
(assert
 (= (rank in_W2) 4))
(assert
 (= (dim in_W2 0) sym_m))
(assert
 (= (dim in_W2 1) sym_c2))
(assert
 (let ((?x109 (dim in_W2 2)))
 (= 3 ?x109)))
(assert
 (let ((?x111 (dim in_W2 3)))
 (= 3 ?x111)))
(assert
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (= (rank ?x113) 4)))
(assert
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (= (dim ?x113 0) sym_n)))
(assert
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (= (dim ?x113 1) sym_m)))
(assert
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (= (dim ?x113 2) sym_h)))
(assert
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (= (dim ?x113 3) sym_w)))
(assert
 (let ((?x124 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (= (rank ?x124) 4)))
(assert
 (let ((?x124 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (= (dim ?x124 0) sym_n)))
(assert
 (let ((?x124 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (= (dim ?x124 1) sym_m)))
(assert
 (let ((?x124 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (= (dim ?x124 2) sym_h)))
(assert
 (let ((?x124 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (= (dim ?x124 3) sym_w)))
(assert
 (let ((?x124 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (let ((?x135 (add ?x113 ?x124)))
 (= (rank ?x135) 4)))))
(assert
 (let ((?x124 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (let ((?x135 (add ?x113 ?x124)))
 (= (dim ?x135 0) sym_n)))))
(assert
 (let ((?x124 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (let ((?x135 (add ?x113 ?x124)))
 (= (dim ?x135 1) sym_m)))))
(assert
 (let ((?x124 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (let ((?x135 (add ?x113 ?x124)))
 (= (dim ?x135 2) sym_h)))))
(assert
 (let ((?x124 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (let ((?x135 (add ?x113 ?x124)))
 (= (dim ?x135 3) sym_w)))))
(assert
 (= (rank (concat 1 in_X1 in_X2)) 4))
(assert
 (= (dim (concat 1 in_X1 in_X2) 0) sym_n))
(assert
 (let ((?x152 (+ sym_c1 sym_c2)))
 (let ((?x146 (concat 1 in_X1 in_X2)))
 (let ((?x151 (dim ?x146 1)))
 (= ?x151 ?x152)))))
(assert
 (= (dim (concat 1 in_X1 in_X2) 2) sym_h))
(assert
 (= (dim (concat 1 in_X1 in_X2) 3) sym_w))
(assert
 (= (rank (concat 1 in_W1 in_W2)) 4))
(assert
 (= (dim (concat 1 in_W1 in_W2) 0) sym_m))
(assert
 (let ((?x152 (+ sym_c1 sym_c2)))
 (let ((?x158 (concat 1 in_W1 in_W2)))
 (let ((?x163 (dim ?x158 1)))
 (= ?x163 ?x152)))))
(assert
 (let ((?x158 (concat 1 in_W1 in_W2)))
 (let ((?x165 (dim ?x158 2)))
 (= 3 ?x165))))
(assert
 (let ((?x158 (concat 1 in_W1 in_W2)))
 (let ((?x167 (dim ?x158 3)))
 (= 3 ?x167))))
(assert
 (let ((?x158 (concat 1 in_W1 in_W2)))
 (let ((?x146 (concat 1 in_X1 in_X2)))
 (let ((?x169 (conv 1 1 1 1 1 1 1 1 1 ?x146 ?x158)))
 (= (rank ?x169) 4)))))
(assert
 (let ((?x158 (concat 1 in_W1 in_W2)))
 (let ((?x146 (concat 1 in_X1 in_X2)))
 (let ((?x169 (conv 1 1 1 1 1 1 1 1 1 ?x146 ?x158)))
 (= (dim ?x169 0) sym_n)))))
(assert
 (let ((?x158 (concat 1 in_W1 in_W2)))
 (let ((?x146 (concat 1 in_X1 in_X2)))
 (let ((?x169 (conv 1 1 1 1 1 1 1 1 1 ?x146 ?x158)))
 (= (dim ?x169 1) sym_m)))))
(assert
 (let ((?x158 (concat 1 in_W1 in_W2)))
 (let ((?x146 (concat 1 in_X1 in_X2)))
 (let ((?x169 (conv 1 1 1 1 1 1 1 1 1 ?x146 ?x158)))
 (= (dim ?x169 2) sym_h)))))
(assert
 (let ((?x158 (concat 1 in_W1 in_W2)))
 (let ((?x146 (concat 1 in_X1 in_X2)))
 (let ((?x169 (conv 1 1 1 1 1 1 1 1 1 ?x146 ?x158)))
 (= (dim ?x169 3) sym_w)))))
(assert
 (let ((?x158 (concat 1 in_W1 in_W2)))
(let ((?x146 (concat 1 in_X1 in_X2)))
(let ((?x169 (conv 1 1 1 1 1 1 1 1 1 ?x146 ?x158)))
(let ((?x124 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
(let ((?x113 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
(let ((?x135 (add ?x113 ?x124)))
(and (distinct ?x135 ?x169) true))))))))
(check-sat)
