; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, conv_concat_in, conv_idkernel
; z3 rlimit used: 75339
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
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
 (forall ((W1 T) (W2 T) (X1 T) (X2 T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x85 (add (conv sh sw pt pl pb pr dh dw 1 X1 W1) (conv sh sw pt pl pb pr dh dw 1 X2 W2))))
 (let ((?x82 (conv sh sw pt pl pb pr dh dw 1 (concat 1 X1 X2) (concat 1 W1 W2))))
 (let (($x86 (= ?x82 ?x85)))
 (let (($x77 (and (= (dim X1 1) (dim W1 1)) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x77 $x86))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 (concat 1 X1 X2) (concat 1 W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw 1 X1 W1) (conv sh sw pt pl pb pr dh dw 1 X2 W2)) ) :qid conv_concat_in))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x97 (add Y X)))
 (let ((?x96 (add X Y)))
 (= ?x96 ?x97))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
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
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x143 (dim in_k1 2)))
 (= 3 ?x143)))
(assert
 (let ((?x145 (dim in_k1 3)))
 (= 3 ?x145)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x147 (idkernel4 sym_c2 3 3)))
 (let ((?x154 (dim ?x147 2)))
 (= 3 ?x154))))
(assert
 (let ((?x147 (idkernel4 sym_c2 3 3)))
 (let ((?x156 (dim ?x147 3)))
 (= 3 ?x156))))
(assert
 (= (rank (concat 1 in_i1 in_i2)) 4))
(assert
 (= (dim (concat 1 in_i1 in_i2) 0) sym_n))
(assert
 (let ((?x164 (+ sym_c sym_c2)))
 (let ((?x158 (concat 1 in_i1 in_i2)))
 (let ((?x163 (dim ?x158 1)))
 (= ?x163 ?x164)))))
(assert
 (= (dim (concat 1 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (concat 1 in_k1 (idkernel4 sym_c2 3 3))) 4))
(assert
 (= (dim (concat 1 in_k1 (idkernel4 sym_c2 3 3)) 0) sym_c2))
(assert
 (let ((?x164 (+ sym_c sym_c2)))
 (let ((?x147 (idkernel4 sym_c2 3 3)))
 (let ((?x170 (concat 1 in_k1 ?x147)))
 (let ((?x175 (dim ?x170 1)))
 (= ?x175 ?x164))))))
(assert
 (let ((?x147 (idkernel4 sym_c2 3 3)))
 (let ((?x170 (concat 1 in_k1 ?x147)))
 (let ((?x177 (dim ?x170 2)))
 (= 3 ?x177)))))
(assert
 (let ((?x147 (idkernel4 sym_c2 3 3)))
 (let ((?x170 (concat 1 in_k1 ?x147)))
 (let ((?x179 (dim ?x170 3)))
 (= 3 ?x179)))))
(assert
 (let ((?x147 (idkernel4 sym_c2 3 3)))
 (let ((?x170 (concat 1 in_k1 ?x147)))
 (let ((?x158 (concat 1 in_i1 in_i2)))
 (let ((?x181 (conv 1 1 1 1 1 1 1 1 1 ?x158 ?x170)))
 (= (rank ?x181) 4))))))
(assert
 (let ((?x147 (idkernel4 sym_c2 3 3)))
 (let ((?x170 (concat 1 in_k1 ?x147)))
 (let ((?x158 (concat 1 in_i1 in_i2)))
 (let ((?x181 (conv 1 1 1 1 1 1 1 1 1 ?x158 ?x170)))
 (= (dim ?x181 0) sym_n))))))
(assert
 (let ((?x147 (idkernel4 sym_c2 3 3)))
 (let ((?x170 (concat 1 in_k1 ?x147)))
 (let ((?x158 (concat 1 in_i1 in_i2)))
 (let ((?x181 (conv 1 1 1 1 1 1 1 1 1 ?x158 ?x170)))
 (= (dim ?x181 1) sym_c2))))))
(assert
 (let ((?x147 (idkernel4 sym_c2 3 3)))
 (let ((?x170 (concat 1 in_k1 ?x147)))
 (let ((?x158 (concat 1 in_i1 in_i2)))
 (let ((?x181 (conv 1 1 1 1 1 1 1 1 1 ?x158 ?x170)))
 (= (dim ?x181 2) sym_h))))))
(assert
 (let ((?x147 (idkernel4 sym_c2 3 3)))
 (let ((?x170 (concat 1 in_k1 ?x147)))
 (let ((?x158 (concat 1 in_i1 in_i2)))
 (let ((?x181 (conv 1 1 1 1 1 1 1 1 1 ?x158 ?x170)))
 (= (dim ?x181 3) sym_w))))))
(assert
 (let ((?x164 (+ sym_c sym_c2)))
 (>= ?x164 0)))
(assert
 (let ((?x193 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x193) 4)))
(assert
 (let ((?x193 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x193 0) sym_n)))
(assert
 (let ((?x193 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x193 1) sym_c2)))
(assert
 (let ((?x193 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x193 2) sym_h)))
(assert
 (let ((?x193 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x193 3) sym_w)))
(assert
 (let ((?x193 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x204 (add in_i2 ?x193)))
 (= (rank ?x204) 4))))
(assert
 (let ((?x193 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x204 (add in_i2 ?x193)))
 (= (dim ?x204 0) sym_n))))
(assert
 (let ((?x193 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x204 (add in_i2 ?x193)))
 (= (dim ?x204 1) sym_c2))))
(assert
 (let ((?x193 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x204 (add in_i2 ?x193)))
 (= (dim ?x204 2) sym_h))))
(assert
 (let ((?x193 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x204 (add in_i2 ?x193)))
 (= (dim ?x204 3) sym_w))))
(assert
 (let ((?x193 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x204 (add in_i2 ?x193)))
(let ((?x147 (idkernel4 sym_c2 3 3)))
(let ((?x170 (concat 1 in_k1 ?x147)))
(let ((?x158 (concat 1 in_i1 in_i2)))
(let ((?x181 (conv 1 1 1 1 1 1 1 1 1 ?x158 ?x170)))
(and (distinct ?x181 ?x204) true))))))))
(check-sat)
