; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_assoc, add_comm, conv_add_w, conv_idkernel
; z3 rlimit used: 52079
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x67 (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2))))
 (let ((?x64 (conv sh sw pt pl pb pr dh dw g X (add W1 W2))))
 (= ?x64 ?x67))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (add W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2)) ) :qid conv_add_w))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x75 (add Y X)))
 (let ((?x74 (add X Y)))
 (= ?x74 ?x75))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((X T) (Y T) (Z T) )(! (let ((?x74 (add Y Z)))
 (let ((?x83 (add X ?x74)))
 (let ((?x82 (add (add X Y) Z)))
 (= ?x82 ?x83)))) :pattern ( (add (add X Y) Z) ) :pattern ( (add X (add Y Z)) ) :qid add_assoc))
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
 (let ((?x117 (dim in_k1 2)))
 (= 3 ?x117)))
(assert
 (let ((?x119 (dim in_k1 3)))
 (= 3 ?x119)))
(assert
 (let ((?x121 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x121) 4)))
(assert
 (let ((?x121 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x121 0) sym_n)))
(assert
 (let ((?x121 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x121 1) sym_c)))
(assert
 (let ((?x121 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x121 2) sym_h)))
(assert
 (let ((?x121 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x121 3) sym_w)))
(assert
 (let ((?x121 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x132 (add in_i1 ?x121)))
 (= (rank ?x132) 4))))
(assert
 (let ((?x121 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x132 (add in_i1 ?x121)))
 (= (dim ?x132 0) sym_n))))
(assert
 (let ((?x121 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x132 (add in_i1 ?x121)))
 (= (dim ?x132 1) sym_c))))
(assert
 (let ((?x121 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x132 (add in_i1 ?x121)))
 (= (dim ?x132 2) sym_h))))
(assert
 (let ((?x121 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x132 (add in_i1 ?x121)))
 (= (dim ?x132 3) sym_w))))
(assert
 (let ((?x121 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x132 (add in_i1 ?x121)))
 (let ((?x143 (add ?x121 ?x132)))
 (= (rank ?x143) 4)))))
(assert
 (let ((?x121 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x132 (add in_i1 ?x121)))
 (let ((?x143 (add ?x121 ?x132)))
 (= (dim ?x143 0) sym_n)))))
(assert
 (let ((?x121 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x132 (add in_i1 ?x121)))
 (let ((?x143 (add ?x121 ?x132)))
 (= (dim ?x143 1) sym_c)))))
(assert
 (let ((?x121 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x132 (add in_i1 ?x121)))
 (let ((?x143 (add ?x121 ?x132)))
 (= (dim ?x143 2) sym_h)))))
(assert
 (let ((?x121 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x132 (add in_i1 ?x121)))
 (let ((?x143 (add ?x121 ?x132)))
 (= (dim ?x143 3) sym_w)))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x161 (dim ?x154 2)))
 (= 3 ?x161))))
(assert
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x163 (dim ?x154 3)))
 (= 3 ?x163))))
(assert
 (= (rank (add in_k1 (idkernel4 sym_c 3 3))) 4))
(assert
 (= (dim (add in_k1 (idkernel4 sym_c 3 3)) 0) sym_c))
(assert
 (= (dim (add in_k1 (idkernel4 sym_c 3 3)) 1) sym_c))
(assert
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x165 (add in_k1 ?x154)))
 (let ((?x172 (dim ?x165 2)))
 (= 3 ?x172)))))
(assert
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x165 (add in_k1 ?x154)))
 (let ((?x174 (dim ?x165 3)))
 (= 3 ?x174)))))
(assert
 (= (rank (add in_k1 (add in_k1 (idkernel4 sym_c 3 3)))) 4))
(assert
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x165 (add in_k1 ?x154)))
 (let ((?x176 (add in_k1 ?x165)))
 (= (dim ?x176 0) sym_c)))))
(assert
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x165 (add in_k1 ?x154)))
 (let ((?x176 (add in_k1 ?x165)))
 (= (dim ?x176 1) sym_c)))))
(assert
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x165 (add in_k1 ?x154)))
 (let ((?x176 (add in_k1 ?x165)))
 (let ((?x183 (dim ?x176 2)))
 (= 3 ?x183))))))
(assert
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x165 (add in_k1 ?x154)))
 (let ((?x176 (add in_k1 ?x165)))
 (let ((?x185 (dim ?x176 3)))
 (= 3 ?x185))))))
(assert
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x165 (add in_k1 ?x154)))
 (let ((?x176 (add in_k1 ?x165)))
 (let ((?x187 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x176)))
 (= (rank ?x187) 4))))))
(assert
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x165 (add in_k1 ?x154)))
 (let ((?x176 (add in_k1 ?x165)))
 (let ((?x187 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x176)))
 (= (dim ?x187 0) sym_n))))))
(assert
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x165 (add in_k1 ?x154)))
 (let ((?x176 (add in_k1 ?x165)))
 (let ((?x187 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x176)))
 (= (dim ?x187 1) sym_c))))))
(assert
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x165 (add in_k1 ?x154)))
 (let ((?x176 (add in_k1 ?x165)))
 (let ((?x187 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x176)))
 (= (dim ?x187 2) sym_h))))))
(assert
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x165 (add in_k1 ?x154)))
 (let ((?x176 (add in_k1 ?x165)))
 (let ((?x187 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x176)))
 (= (dim ?x187 3) sym_w))))))
(assert
 (let ((?x154 (idkernel4 sym_c 3 3)))
(let ((?x165 (add in_k1 ?x154)))
(let ((?x176 (add in_k1 ?x165)))
(let ((?x187 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x176)))
(let ((?x121 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x132 (add in_i1 ?x121)))
(let ((?x143 (add ?x121 ?x132)))
(and (distinct ?x143 ?x187) true)))))))))
(check-sat)
