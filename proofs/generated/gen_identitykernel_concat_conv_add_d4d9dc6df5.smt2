; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, conv_concat_in, conv_idkernel
; z3 rlimit used: 49454
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W1 T) (W2 T) (X1 T) (X2 T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x72 (add (conv sh sw pt pl pb pr dh dw 1 X1 W1) (conv sh sw pt pl pb pr dh dw 1 X2 W2))))
 (let ((?x69 (conv sh sw pt pl pb pr dh dw 1 (concat 1 X1 X2) (concat 1 W1 W2))))
 (let (($x73 (= ?x69 ?x72)))
 (=> (and (= (dim X1 1) (dim W1 1))) $x73)))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 (concat 1 X1 X2) (concat 1 W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw 1 X1 W1) (conv sh sw pt pl pb pr dh dw 1 X2 W2)) ) :qid conv_concat_in))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x84 (add Y X)))
 (let ((?x83 (add X Y)))
 (= ?x83 ?x84))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x131 (dim in_u1 2)))
 (= 1 ?x131)))
(assert
 (let ((?x133 (dim in_u1 3)))
 (= 1 ?x133)))
(assert
 (= (rank (idkernel4 sym_c2 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 1) sym_c2))
(assert
 (let ((?x135 (idkernel4 sym_c2 1 1)))
 (let ((?x142 (dim ?x135 2)))
 (= 1 ?x142))))
(assert
 (let ((?x135 (idkernel4 sym_c2 1 1)))
 (let ((?x144 (dim ?x135 3)))
 (= 1 ?x144))))
(assert
 (= (rank (concat 1 in_i1 in_i2)) 4))
(assert
 (= (dim (concat 1 in_i1 in_i2) 0) sym_n))
(assert
 (let ((?x152 (+ sym_c sym_c2)))
 (let ((?x146 (concat 1 in_i1 in_i2)))
 (let ((?x151 (dim ?x146 1)))
 (= ?x151 ?x152)))))
(assert
 (= (dim (concat 1 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (concat 1 in_u1 (idkernel4 sym_c2 1 1))) 4))
(assert
 (= (dim (concat 1 in_u1 (idkernel4 sym_c2 1 1)) 0) sym_c2))
(assert
 (let ((?x152 (+ sym_c sym_c2)))
 (let ((?x135 (idkernel4 sym_c2 1 1)))
 (let ((?x158 (concat 1 in_u1 ?x135)))
 (let ((?x163 (dim ?x158 1)))
 (= ?x163 ?x152))))))
(assert
 (let ((?x135 (idkernel4 sym_c2 1 1)))
 (let ((?x158 (concat 1 in_u1 ?x135)))
 (let ((?x165 (dim ?x158 2)))
 (= 1 ?x165)))))
(assert
 (let ((?x135 (idkernel4 sym_c2 1 1)))
 (let ((?x158 (concat 1 in_u1 ?x135)))
 (let ((?x167 (dim ?x158 3)))
 (= 1 ?x167)))))
(assert
 (let ((?x135 (idkernel4 sym_c2 1 1)))
 (let ((?x158 (concat 1 in_u1 ?x135)))
 (let ((?x146 (concat 1 in_i1 in_i2)))
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x146 ?x158)))
 (= (rank ?x169) 4))))))
(assert
 (let ((?x135 (idkernel4 sym_c2 1 1)))
 (let ((?x158 (concat 1 in_u1 ?x135)))
 (let ((?x146 (concat 1 in_i1 in_i2)))
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x146 ?x158)))
 (= (dim ?x169 0) sym_n))))))
(assert
 (let ((?x135 (idkernel4 sym_c2 1 1)))
 (let ((?x158 (concat 1 in_u1 ?x135)))
 (let ((?x146 (concat 1 in_i1 in_i2)))
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x146 ?x158)))
 (= (dim ?x169 1) sym_c2))))))
(assert
 (let ((?x135 (idkernel4 sym_c2 1 1)))
 (let ((?x158 (concat 1 in_u1 ?x135)))
 (let ((?x146 (concat 1 in_i1 in_i2)))
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x146 ?x158)))
 (= (dim ?x169 2) sym_h))))))
(assert
 (let ((?x135 (idkernel4 sym_c2 1 1)))
 (let ((?x158 (concat 1 in_u1 ?x135)))
 (let ((?x146 (concat 1 in_i1 in_i2)))
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x146 ?x158)))
 (= (dim ?x169 3) sym_w))))))
(assert
 (let ((?x152 (+ sym_c sym_c2)))
 (>= ?x152 0)))
(assert
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x181) 4)))
(assert
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x181 0) sym_n)))
(assert
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x181 1) sym_c2)))
(assert
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x181 2) sym_h)))
(assert
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x181 3) sym_w)))
(assert
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x192 (add in_i2 ?x181)))
 (= (rank ?x192) 4))))
(assert
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x192 (add in_i2 ?x181)))
 (= (dim ?x192 0) sym_n))))
(assert
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x192 (add in_i2 ?x181)))
 (= (dim ?x192 1) sym_c2))))
(assert
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x192 (add in_i2 ?x181)))
 (= (dim ?x192 2) sym_h))))
(assert
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x192 (add in_i2 ?x181)))
 (= (dim ?x192 3) sym_w))))
(assert
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x192 (add in_i2 ?x181)))
(let ((?x135 (idkernel4 sym_c2 1 1)))
(let ((?x158 (concat 1 in_u1 ?x135)))
(let ((?x146 (concat 1 in_i1 in_i2)))
(let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x146 ?x158)))
(and (distinct ?x169 ?x192) true))))))))
(check-sat)
