; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_add_w
; z3 rlimit used: 74800
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_k1 () T)
(declare-fun in_k2 () T)
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x33 (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2))))
 (let ((?x30 (conv sh sw pt pl pb pr dh dw g X (add W1 W2))))
 (let (($x34 (= ?x30 ?x33)))
 (let (($x25 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x25 $x34))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (add W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2)) ) :qid conv_add_w))
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
 (let ((?x90 (dim in_k1 2)))
 (= 3 ?x90)))
(assert
 (let ((?x92 (dim in_k1 3)))
 (= 3 ?x92)))
(assert
 (= (rank in_k2) 4))
(assert
 (= (dim in_k2 0) sym_c2))
(assert
 (= (dim in_k2 1) sym_c))
(assert
 (let ((?x101 (dim in_k2 2)))
 (= 3 ?x101)))
(assert
 (let ((?x103 (dim in_k2 3)))
 (= 3 ?x103)))
(assert
 (let ((?x105 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x105) 4)))
(assert
 (let ((?x105 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x105 0) sym_n)))
(assert
 (let ((?x105 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x105 1) sym_c2)))
(assert
 (let ((?x105 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x105 2) sym_h)))
(assert
 (let ((?x105 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x105 3) sym_w)))
(assert
 (let ((?x116 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (= (rank ?x116) 4)))
(assert
 (let ((?x116 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (= (dim ?x116 0) sym_n)))
(assert
 (let ((?x116 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (= (dim ?x116 1) sym_c2)))
(assert
 (let ((?x116 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (= (dim ?x116 2) sym_h)))
(assert
 (let ((?x116 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (= (dim ?x116 3) sym_w)))
(assert
 (let ((?x116 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (let ((?x105 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x127 (add ?x105 ?x116)))
 (= (rank ?x127) 4)))))
(assert
 (let ((?x116 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (let ((?x105 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x127 (add ?x105 ?x116)))
 (= (dim ?x127 0) sym_n)))))
(assert
 (let ((?x116 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (let ((?x105 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x127 (add ?x105 ?x116)))
 (= (dim ?x127 1) sym_c2)))))
(assert
 (let ((?x116 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (let ((?x105 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x127 (add ?x105 ?x116)))
 (= (dim ?x127 2) sym_h)))))
(assert
 (let ((?x116 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (let ((?x105 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x127 (add ?x105 ?x116)))
 (= (dim ?x127 3) sym_w)))))
(assert
 (= (rank (add in_k1 in_k2)) 4))
(assert
 (= (dim (add in_k1 in_k2) 0) sym_c2))
(assert
 (= (dim (add in_k1 in_k2) 1) sym_c))
(assert
 (let ((?x138 (add in_k1 in_k2)))
 (let ((?x145 (dim ?x138 2)))
 (= 3 ?x145))))
(assert
 (let ((?x138 (add in_k1 in_k2)))
 (let ((?x147 (dim ?x138 3)))
 (= 3 ?x147))))
(assert
 (let ((?x138 (add in_k1 in_k2)))
 (let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x138)))
 (= (rank ?x149) 4))))
(assert
 (let ((?x138 (add in_k1 in_k2)))
 (let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x138)))
 (= (dim ?x149 0) sym_n))))
(assert
 (let ((?x138 (add in_k1 in_k2)))
 (let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x138)))
 (= (dim ?x149 1) sym_c2))))
(assert
 (let ((?x138 (add in_k1 in_k2)))
 (let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x138)))
 (= (dim ?x149 2) sym_h))))
(assert
 (let ((?x138 (add in_k1 in_k2)))
 (let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x138)))
 (= (dim ?x149 3) sym_w))))
(assert
 (let ((?x138 (add in_k1 in_k2)))
(let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x138)))
(let ((?x116 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
(let ((?x105 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x127 (add ?x105 ?x116)))
(and (distinct ?x127 ?x149) true)))))))
(check-sat)
