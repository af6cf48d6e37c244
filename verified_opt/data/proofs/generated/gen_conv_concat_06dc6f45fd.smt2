; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out
; z3 rlimit used: 74504
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_k1 () T)
(declare-fun in_k2 () T)
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x31 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x28 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (let (($x32 (= ?x28 ?x31)))
 (let (($x23 (and (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x23 $x32))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
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
 (let ((?x90 (dim in_k1 2)))
 (= 3 ?x90)))
(assert
 (let ((?x92 (dim in_k1 3)))
 (= 3 ?x92)))
(assert
 (= (rank in_k2) 4))
(assert
 (= (dim in_k2 0) sym_c3))
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
 (= (dim ?x116 1) sym_c3)))
(assert
 (let ((?x116 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (= (dim ?x116 2) sym_h)))
(assert
 (let ((?x116 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (= (dim ?x116 3) sym_w)))
(assert
 (let ((?x116 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (let ((?x105 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x127 (concat 1 ?x105 ?x116)))
 (= (rank ?x127) 4)))))
(assert
 (let ((?x116 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (let ((?x105 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x127 (concat 1 ?x105 ?x116)))
 (= (dim ?x127 0) sym_n)))))
(assert
 (let ((?x133 (+ sym_c2 sym_c3)))
 (let ((?x116 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (let ((?x105 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x127 (concat 1 ?x105 ?x116)))
 (let ((?x132 (dim ?x127 1)))
 (= ?x132 ?x133)))))))
(assert
 (let ((?x116 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (let ((?x105 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x127 (concat 1 ?x105 ?x116)))
 (= (dim ?x127 2) sym_h)))))
(assert
 (let ((?x116 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (let ((?x105 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x127 (concat 1 ?x105 ?x116)))
 (= (dim ?x127 3) sym_w)))))
(assert
 (let ((?x133 (+ sym_c2 sym_c3)))
 (>= ?x133 0)))
(assert
 (= (rank (concat 0 in_k1 in_k2)) 4))
(assert
 (let ((?x133 (+ sym_c2 sym_c3)))
 (let ((?x140 (concat 0 in_k1 in_k2)))
 (let ((?x143 (dim ?x140 0)))
 (= ?x143 ?x133)))))
(assert
 (= (dim (concat 0 in_k1 in_k2) 1) sym_c))
(assert
 (let ((?x140 (concat 0 in_k1 in_k2)))
 (let ((?x147 (dim ?x140 2)))
 (= 3 ?x147))))
(assert
 (let ((?x140 (concat 0 in_k1 in_k2)))
 (let ((?x149 (dim ?x140 3)))
 (= 3 ?x149))))
(assert
 (let ((?x140 (concat 0 in_k1 in_k2)))
 (let ((?x151 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x140)))
 (= (rank ?x151) 4))))
(assert
 (let ((?x140 (concat 0 in_k1 in_k2)))
 (let ((?x151 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x140)))
 (= (dim ?x151 0) sym_n))))
(assert
 (let ((?x133 (+ sym_c2 sym_c3)))
 (let ((?x140 (concat 0 in_k1 in_k2)))
 (let ((?x151 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x140)))
 (let ((?x156 (dim ?x151 1)))
 (= ?x156 ?x133))))))
(assert
 (let ((?x140 (concat 0 in_k1 in_k2)))
 (let ((?x151 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x140)))
 (= (dim ?x151 2) sym_h))))
(assert
 (let ((?x140 (concat 0 in_k1 in_k2)))
 (let ((?x151 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x140)))
 (= (dim ?x151 3) sym_w))))
(assert
 (let ((?x140 (concat 0 in_k1 in_k2)))
(let ((?x151 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x140)))
(let ((?x116 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
(let ((?x105 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x127 (concat 1 ?x105 ?x116)))
(and (distinct ?x127 ?x151) true)))))))
(check-sat)
