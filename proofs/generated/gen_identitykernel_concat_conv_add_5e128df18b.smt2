; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_in, conv_idkernel
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
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c2))
(assert
 (let ((?x123 (dim in_u1 2)))
 (= 1 ?x123)))
(assert
 (let ((?x125 (dim in_u1 3)))
 (= 1 ?x125)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x127 (idkernel4 sym_c 1 1)))
 (let ((?x134 (dim ?x127 2)))
 (= 1 ?x134))))
(assert
 (let ((?x127 (idkernel4 sym_c 1 1)))
 (let ((?x136 (dim ?x127 3)))
 (= 1 ?x136))))
(assert
 (= (rank (concat 1 in_i1 in_i2)) 4))
(assert
 (= (dim (concat 1 in_i1 in_i2) 0) sym_n))
(assert
 (let ((?x144 (+ sym_c sym_c2)))
 (let ((?x138 (concat 1 in_i1 in_i2)))
 (let ((?x143 (dim ?x138 1)))
 (= ?x143 ?x144)))))
(assert
 (= (dim (concat 1 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (concat 1 (idkernel4 sym_c 1 1) in_u1)) 4))
(assert
 (= (dim (concat 1 (idkernel4 sym_c 1 1) in_u1) 0) sym_c))
(assert
 (let ((?x144 (+ sym_c sym_c2)))
 (let ((?x127 (idkernel4 sym_c 1 1)))
 (let ((?x150 (concat 1 ?x127 in_u1)))
 (let ((?x155 (dim ?x150 1)))
 (= ?x155 ?x144))))))
(assert
 (let ((?x127 (idkernel4 sym_c 1 1)))
 (let ((?x150 (concat 1 ?x127 in_u1)))
 (let ((?x157 (dim ?x150 2)))
 (= 1 ?x157)))))
(assert
 (let ((?x127 (idkernel4 sym_c 1 1)))
 (let ((?x150 (concat 1 ?x127 in_u1)))
 (let ((?x159 (dim ?x150 3)))
 (= 1 ?x159)))))
(assert
 (let ((?x127 (idkernel4 sym_c 1 1)))
 (let ((?x150 (concat 1 ?x127 in_u1)))
 (let ((?x138 (concat 1 in_i1 in_i2)))
 (let ((?x161 (conv 1 1 0 0 0 0 1 1 1 ?x138 ?x150)))
 (= (rank ?x161) 4))))))
(assert
 (let ((?x127 (idkernel4 sym_c 1 1)))
 (let ((?x150 (concat 1 ?x127 in_u1)))
 (let ((?x138 (concat 1 in_i1 in_i2)))
 (let ((?x161 (conv 1 1 0 0 0 0 1 1 1 ?x138 ?x150)))
 (= (dim ?x161 0) sym_n))))))
(assert
 (let ((?x127 (idkernel4 sym_c 1 1)))
 (let ((?x150 (concat 1 ?x127 in_u1)))
 (let ((?x138 (concat 1 in_i1 in_i2)))
 (let ((?x161 (conv 1 1 0 0 0 0 1 1 1 ?x138 ?x150)))
 (= (dim ?x161 1) sym_c))))))
(assert
 (let ((?x127 (idkernel4 sym_c 1 1)))
 (let ((?x150 (concat 1 ?x127 in_u1)))
 (let ((?x138 (concat 1 in_i1 in_i2)))
 (let ((?x161 (conv 1 1 0 0 0 0 1 1 1 ?x138 ?x150)))
 (= (dim ?x161 2) sym_h))))))
(assert
 (let ((?x127 (idkernel4 sym_c 1 1)))
 (let ((?x150 (concat 1 ?x127 in_u1)))
 (let ((?x138 (concat 1 in_i1 in_i2)))
 (let ((?x161 (conv 1 1 0 0 0 0 1 1 1 ?x138 ?x150)))
 (= (dim ?x161 3) sym_w))))))
(assert
 (let ((?x144 (+ sym_c sym_c2)))
 (>= ?x144 0)))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (rank ?x173) 4)))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (dim ?x173 0) sym_n)))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (dim ?x173 1) sym_c)))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (dim ?x173 2) sym_h)))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (dim ?x173 3) sym_w)))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x184 (add in_i1 ?x173)))
 (= (rank ?x184) 4))))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x184 (add in_i1 ?x173)))
 (= (dim ?x184 0) sym_n))))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x184 (add in_i1 ?x173)))
 (= (dim ?x184 1) sym_c))))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x184 (add in_i1 ?x173)))
 (= (dim ?x184 2) sym_h))))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x184 (add in_i1 ?x173)))
 (= (dim ?x184 3) sym_w))))
(assert
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
(let ((?x184 (add in_i1 ?x173)))
(let ((?x127 (idkernel4 sym_c 1 1)))
(let ((?x150 (concat 1 ?x127 in_u1)))
(let ((?x138 (concat 1 in_i1 in_i2)))
(let ((?x161 (conv 1 1 0 0 0 0 1 1 1 ?x138 ?x150)))
(and (distinct ?x161 ?x184) true))))))))
(check-sat)
