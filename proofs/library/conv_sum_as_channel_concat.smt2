; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_in
; z3 rlimit used: 42188
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
 (forall ((W1 T) (W2 T) (X1 T) (X2 T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x475 (conv sh sw pt pl pb pr dh dw 1 X2 W2)))
 (let ((?x502 (add (conv sh sw pt pl pb pr dh dw 1 X1 W1) ?x475)))
 (let ((?x473 (concat 1 X1 X2)))
 (let ((?x474 (conv sh sw pt pl pb pr dh dw 1 ?x473 (concat 1 W1 W2))))
 (let (($x493 (= ?x474 ?x502)))
 (=> (and (= (dim X1 1) (dim W1 1))) $x493)))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 (concat 1 X1 X2) (concat 1 W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw 1 X1 W1) (conv sh sw pt pl pb pr dh dw 1 X2 W2)) ) :qid conv_concat_in))
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
 (let ((?x3551 (dim in_W1 2)))
 (= 3 ?x3551)))
(assert
 (let ((?x2059 (dim in_W1 3)))
 (= 3 ?x2059)))
(assert
 (= (rank in_W2) 4))
(assert
 (= (dim in_W2 0) sym_m))
(assert
 (= (dim in_W2 1) sym_c2))
(assert
 (let ((?x3476 (dim in_W2 2)))
 (= 3 ?x3476)))
(assert
 (let ((?x2976 (dim in_W2 3)))
 (= 3 ?x2976)))
(assert
 (let ((?x3089 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (= (rank ?x3089) 4)))
(assert
 (let ((?x3089 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (= (dim ?x3089 0) sym_n)))
(assert
 (let ((?x3089 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (= (dim ?x3089 1) sym_m)))
(assert
 (let ((?x3089 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (= (dim ?x3089 2) sym_h)))
(assert
 (let ((?x3089 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (= (dim ?x3089 3) sym_w)))
(assert
 (let ((?x2752 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (= (rank ?x2752) 4)))
(assert
 (let ((?x2752 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (= (dim ?x2752 0) sym_n)))
(assert
 (let ((?x2752 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (= (dim ?x2752 1) sym_m)))
(assert
 (let ((?x2752 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (= (dim ?x2752 2) sym_h)))
(assert
 (let ((?x2752 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (= (dim ?x2752 3) sym_w)))
(assert
 (let ((?x2752 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (let ((?x3089 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (let ((?x3686 (add ?x3089 ?x2752)))
 (= (rank ?x3686) 4)))))
(assert
 (let ((?x2752 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (let ((?x3089 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (let ((?x3686 (add ?x3089 ?x2752)))
 (= (dim ?x3686 0) sym_n)))))
(assert
 (let ((?x2752 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (let ((?x3089 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (let ((?x3686 (add ?x3089 ?x2752)))
 (= (dim ?x3686 1) sym_m)))))
(assert
 (let ((?x2752 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (let ((?x3089 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (let ((?x3686 (add ?x3089 ?x2752)))
 (= (dim ?x3686 2) sym_h)))))
(assert
 (let ((?x2752 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (let ((?x3089 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (let ((?x3686 (add ?x3089 ?x2752)))
 (= (dim ?x3686 3) sym_w)))))
(assert
 (= (rank (concat 1 in_X1 in_X2)) 4))
(assert
 (= (dim (concat 1 in_X1 in_X2) 0) sym_n))
(assert
 (let ((?x2046 (+ sym_c1 sym_c2)))
 (let ((?x2932 (concat 1 in_X1 in_X2)))
 (let ((?x2895 (dim ?x2932 1)))
 (= ?x2895 ?x2046)))))
(assert
 (= (dim (concat 1 in_X1 in_X2) 2) sym_h))
(assert
 (= (dim (concat 1 in_X1 in_X2) 3) sym_w))
(assert
 (= (rank (concat 1 in_W1 in_W2)) 4))
(assert
 (= (dim (concat 1 in_W1 in_W2) 0) sym_m))
(assert
 (let ((?x2046 (+ sym_c1 sym_c2)))
 (let ((?x3243 (concat 1 in_W1 in_W2)))
 (let ((?x3108 (dim ?x3243 1)))
 (= ?x3108 ?x2046)))))
(assert
 (let ((?x3243 (concat 1 in_W1 in_W2)))
 (let ((?x2700 (dim ?x3243 2)))
 (= 3 ?x2700))))
(assert
 (let ((?x3243 (concat 1 in_W1 in_W2)))
 (let ((?x2654 (dim ?x3243 3)))
 (= 3 ?x2654))))
(assert
 (let ((?x3243 (concat 1 in_W1 in_W2)))
 (let ((?x2932 (concat 1 in_X1 in_X2)))
 (let ((?x4064 (conv 1 1 1 1 1 1 1 1 1 ?x2932 ?x3243)))
 (= (rank ?x4064) 4)))))
(assert
 (let ((?x3243 (concat 1 in_W1 in_W2)))
 (let ((?x2932 (concat 1 in_X1 in_X2)))
 (let ((?x4064 (conv 1 1 1 1 1 1 1 1 1 ?x2932 ?x3243)))
 (= (dim ?x4064 0) sym_n)))))
(assert
 (let ((?x3243 (concat 1 in_W1 in_W2)))
 (let ((?x2932 (concat 1 in_X1 in_X2)))
 (let ((?x4064 (conv 1 1 1 1 1 1 1 1 1 ?x2932 ?x3243)))
 (= (dim ?x4064 1) sym_m)))))
(assert
 (let ((?x3243 (concat 1 in_W1 in_W2)))
 (let ((?x2932 (concat 1 in_X1 in_X2)))
 (let ((?x4064 (conv 1 1 1 1 1 1 1 1 1 ?x2932 ?x3243)))
 (= (dim ?x4064 2) sym_h)))))
(assert
 (let ((?x3243 (concat 1 in_W1 in_W2)))
 (let ((?x2932 (concat 1 in_X1 in_X2)))
 (let ((?x4064 (conv 1 1 1 1 1 1 1 1 1 ?x2932 ?x3243)))
 (= (dim ?x4064 3) sym_w)))))
(assert
 (let ((?x3243 (concat 1 in_W1 in_W2)))
(let ((?x2932 (concat 1 in_X1 in_X2)))
(let ((?x4064 (conv 1 1 1 1 1 1 1 1 1 ?x2932 ?x3243)))
(let ((?x2752 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
(let ((?x3089 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
(let ((?x3686 (add ?x3089 ?x2752)))
(and (distinct ?x3686 ?x4064) true))))))))
(check-sat)
