; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_add_w
; z3 rlimit used: 15525
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_k1 () T)
(declare-fun in_k2 () T)
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x40 (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2))))
 (let ((?x37 (conv sh sw pt pl pb pr dh dw g X (add W1 W2))))
 (let (($x41 (= ?x37 ?x40)))
 (let (($x35 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W1) 4) (= (rank W2) 4))))
 (=> $x35 $x41))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (add W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2)) ) :qid conv_add_w))
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
 (= (dim in_k2 0) sym_c2))
(assert
 (= (dim in_k2 1) sym_c))
(assert
 (let ((?x107 (dim in_k2 2)))
 (= 3 ?x107)))
(assert
 (let ((?x109 (dim in_k2 3)))
 (= 3 ?x109)))
(assert
 (let ((?x111 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x111) 4)))
(assert
 (let ((?x111 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x111 0) sym_n)))
(assert
 (let ((?x111 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x111 1) sym_c2)))
(assert
 (let ((?x111 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x111 2) sym_h)))
(assert
 (let ((?x111 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x111 3) sym_w)))
(assert
 (let ((?x122 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (= (rank ?x122) 4)))
(assert
 (let ((?x122 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (= (dim ?x122 0) sym_n)))
(assert
 (let ((?x122 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (= (dim ?x122 1) sym_c2)))
(assert
 (let ((?x122 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (= (dim ?x122 2) sym_h)))
(assert
 (let ((?x122 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (= (dim ?x122 3) sym_w)))
(assert
 (let ((?x122 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (let ((?x111 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x133 (add ?x111 ?x122)))
 (= (rank ?x133) 4)))))
(assert
 (let ((?x122 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (let ((?x111 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x133 (add ?x111 ?x122)))
 (= (dim ?x133 0) sym_n)))))
(assert
 (let ((?x122 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (let ((?x111 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x133 (add ?x111 ?x122)))
 (= (dim ?x133 1) sym_c2)))))
(assert
 (let ((?x122 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (let ((?x111 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x133 (add ?x111 ?x122)))
 (= (dim ?x133 2) sym_h)))))
(assert
 (let ((?x122 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (let ((?x111 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x133 (add ?x111 ?x122)))
 (= (dim ?x133 3) sym_w)))))
(assert
 (= (rank (add in_k1 in_k2)) 4))
(assert
 (= (dim (add in_k1 in_k2) 0) sym_c2))
(assert
 (= (dim (add in_k1 in_k2) 1) sym_c))
(assert
 (let ((?x144 (add in_k1 in_k2)))
 (let ((?x151 (dim ?x144 2)))
 (= 3 ?x151))))
(assert
 (let ((?x144 (add in_k1 in_k2)))
 (let ((?x153 (dim ?x144 3)))
 (= 3 ?x153))))
(assert
 (let ((?x144 (add in_k1 in_k2)))
 (let ((?x155 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x144)))
 (= (rank ?x155) 4))))
(assert
 (let ((?x144 (add in_k1 in_k2)))
 (let ((?x155 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x144)))
 (= (dim ?x155 0) sym_n))))
(assert
 (let ((?x144 (add in_k1 in_k2)))
 (let ((?x155 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x144)))
 (= (dim ?x155 1) sym_c2))))
(assert
 (let ((?x144 (add in_k1 in_k2)))
 (let ((?x155 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x144)))
 (= (dim ?x155 2) sym_h))))
(assert
 (let ((?x144 (add in_k1 in_k2)))
 (let ((?x155 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x144)))
 (= (dim ?x155 3) sym_w))))
(assert
 (let ((?x144 (add in_k1 in_k2)))
(let ((?x155 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x144)))
(let ((?x122 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
(let ((?x111 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x133 (add ?x111 ?x122)))
(and (distinct ?x133 ?x155) true)))))))
(check-sat)
