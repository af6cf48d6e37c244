; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, conv_add_w, conv_idkernel
; z3 rlimit used: 75307
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x28 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x29 (= ?x28 X)))
 (let (($x25 (= (dim X 1) c)))
 (let (($x21 (>= kw 1)))
 (let (($x20 (>= kh 1)))
 (let (($x19 (>= pw 0)))
 (let (($x18 (>= ph 0)))
 (let (($x26 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x18 $x19 $x20 $x21 $x25)))
 (=> $x26 $x29))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x82 (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2))))
 (let ((?x79 (conv sh sw pt pl pb pr dh dw g X (add W1 W2))))
 (let (($x83 (= ?x79 ?x82)))
 (let (($x74 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x74 $x83))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (add W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2)) ) :qid conv_add_w))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x94 (add Y X)))
 (let ((?x93 (add X Y)))
 (= ?x93 ?x94))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (>= sym_c 1))
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
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x127 (dim in_k1 2)))
 (= 3 ?x127)))
(assert
 (let ((?x129 (dim in_k1 3)))
 (= 3 ?x129)))
(assert
 (let ((?x131 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x131) 4)))
(assert
 (let ((?x131 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x131 0) sym_n)))
(assert
 (let ((?x131 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x131 1) sym_c)))
(assert
 (let ((?x131 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x131 2) sym_h)))
(assert
 (let ((?x131 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x131 3) sym_w)))
(assert
 (let ((?x131 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x142 (add in_i1 ?x131)))
 (= (rank ?x142) 4))))
(assert
 (let ((?x131 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x142 (add in_i1 ?x131)))
 (= (dim ?x142 0) sym_n))))
(assert
 (let ((?x131 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x142 (add in_i1 ?x131)))
 (= (dim ?x142 1) sym_c))))
(assert
 (let ((?x131 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x142 (add in_i1 ?x131)))
 (= (dim ?x142 2) sym_h))))
(assert
 (let ((?x131 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x142 (add in_i1 ?x131)))
 (= (dim ?x142 3) sym_w))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x160 (dim ?x153 2)))
 (= 3 ?x160))))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x162 (dim ?x153 3)))
 (= 3 ?x162))))
(assert
 (= (rank (add in_k1 (idkernel4 sym_c 3 3))) 4))
(assert
 (= (dim (add in_k1 (idkernel4 sym_c 3 3)) 0) sym_c))
(assert
 (= (dim (add in_k1 (idkernel4 sym_c 3 3)) 1) sym_c))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x164 (add in_k1 ?x153)))
 (let ((?x171 (dim ?x164 2)))
 (= 3 ?x171)))))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x164 (add in_k1 ?x153)))
 (let ((?x173 (dim ?x164 3)))
 (= 3 ?x173)))))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x164 (add in_k1 ?x153)))
 (let ((?x175 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x164)))
 (= (rank ?x175) 4)))))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x164 (add in_k1 ?x153)))
 (let ((?x175 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x164)))
 (= (dim ?x175 0) sym_n)))))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x164 (add in_k1 ?x153)))
 (let ((?x175 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x164)))
 (= (dim ?x175 1) sym_c)))))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x164 (add in_k1 ?x153)))
 (let ((?x175 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x164)))
 (= (dim ?x175 2) sym_h)))))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
 (let ((?x164 (add in_k1 ?x153)))
 (let ((?x175 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x164)))
 (= (dim ?x175 3) sym_w)))))
(assert
 (let ((?x153 (idkernel4 sym_c 3 3)))
(let ((?x164 (add in_k1 ?x153)))
(let ((?x175 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x164)))
(let ((?x131 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x142 (add in_i1 ?x131)))
(and (distinct ?x142 ?x175) true)))))))
(check-sat)
