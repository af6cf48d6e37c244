; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_in, conv_idkernel
; z3 rlimit used: 75335
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
(declare-fun in_u1 () T)
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c2))
(assert
 (let ((?x135 (dim in_u1 2)))
 (= 1 ?x135)))
(assert
 (let ((?x137 (dim in_u1 3)))
 (= 1 ?x137)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x139 (idkernel4 sym_c 1 1)))
 (let ((?x146 (dim ?x139 2)))
 (= 1 ?x146))))
(assert
 (let ((?x139 (idkernel4 sym_c 1 1)))
 (let ((?x148 (dim ?x139 3)))
 (= 1 ?x148))))
(assert
 (= (rank (concat 1 in_i1 in_i2)) 4))
(assert
 (= (dim (concat 1 in_i1 in_i2) 0) sym_n))
(assert
 (let ((?x156 (+ sym_c sym_c2)))
 (let ((?x150 (concat 1 in_i1 in_i2)))
 (let ((?x155 (dim ?x150 1)))
 (= ?x155 ?x156)))))
(assert
 (= (dim (concat 1 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (concat 1 (idkernel4 sym_c 1 1) in_u1)) 4))
(assert
 (= (dim (concat 1 (idkernel4 sym_c 1 1) in_u1) 0) sym_c))
(assert
 (let ((?x156 (+ sym_c sym_c2)))
 (let ((?x139 (idkernel4 sym_c 1 1)))
 (let ((?x162 (concat 1 ?x139 in_u1)))
 (let ((?x167 (dim ?x162 1)))
 (= ?x167 ?x156))))))
(assert
 (let ((?x139 (idkernel4 sym_c 1 1)))
 (let ((?x162 (concat 1 ?x139 in_u1)))
 (let ((?x169 (dim ?x162 2)))
 (= 1 ?x169)))))
(assert
 (let ((?x139 (idkernel4 sym_c 1 1)))
 (let ((?x162 (concat 1 ?x139 in_u1)))
 (let ((?x171 (dim ?x162 3)))
 (= 1 ?x171)))))
(assert
 (let ((?x139 (idkernel4 sym_c 1 1)))
 (let ((?x162 (concat 1 ?x139 in_u1)))
 (let ((?x150 (concat 1 in_i1 in_i2)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 ?x150 ?x162)))
 (= (rank ?x173) 4))))))
(assert
 (let ((?x139 (idkernel4 sym_c 1 1)))
 (let ((?x162 (concat 1 ?x139 in_u1)))
 (let ((?x150 (concat 1 in_i1 in_i2)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 ?x150 ?x162)))
 (= (dim ?x173 0) sym_n))))))
(assert
 (let ((?x139 (idkernel4 sym_c 1 1)))
 (let ((?x162 (concat 1 ?x139 in_u1)))
 (let ((?x150 (concat 1 in_i1 in_i2)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 ?x150 ?x162)))
 (= (dim ?x173 1) sym_c))))))
(assert
 (let ((?x139 (idkernel4 sym_c 1 1)))
 (let ((?x162 (concat 1 ?x139 in_u1)))
 (let ((?x150 (concat 1 in_i1 in_i2)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 ?x150 ?x162)))
 (= (dim ?x173 2) sym_h))))))
(assert
 (let ((?x139 (idkernel4 sym_c 1 1)))
 (let ((?x162 (concat 1 ?x139 in_u1)))
 (let ((?x150 (concat 1 in_i1 in_i2)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 ?x150 ?x162)))
 (= (dim ?x173 3) sym_w))))))
(assert
 (let ((?x156 (+ sym_c sym_c2)))
 (>= ?x156 0)))
(assert
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (rank ?x185) 4)))
(assert
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (dim ?x185 0) sym_n)))
(assert
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (dim ?x185 1) sym_c)))
(assert
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (dim ?x185 2) sym_h)))
(assert
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (dim ?x185 3) sym_w)))
(assert
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x196 (add in_i1 ?x185)))
 (= (rank ?x196) 4))))
(assert
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x196 (add in_i1 ?x185)))
 (= (dim ?x196 0) sym_n))))
(assert
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x196 (add in_i1 ?x185)))
 (= (dim ?x196 1) sym_c))))
(assert
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x196 (add in_i1 ?x185)))
 (= (dim ?x196 2) sym_h))))
(assert
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x196 (add in_i1 ?x185)))
 (= (dim ?x196 3) sym_w))))
(assert
 (let ((?x185 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
(let ((?x196 (add in_i1 ?x185)))
(let ((?x139 (idkernel4 sym_c 1 1)))
(let ((?x162 (concat 1 ?x139 in_u1)))
(let ((?x150 (concat 1 in_i1 in_i2)))
(let ((?x173 (conv 1 1 0 0 0 0 1 1 1 ?x150 ?x162)))
(and (distinct ?x173 ?x196) true))))))))
(check-sat)
