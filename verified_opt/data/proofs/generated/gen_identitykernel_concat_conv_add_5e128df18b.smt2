; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_in, conv_idkernel
; z3 rlimit used: 32147
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x31 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x32 (= ?x31 X)))
 (let (($x28 (= (rank X) 4)))
 (let (($x25 (= (dim X 1) c)))
 (let (($x21 (>= kw 1)))
 (let (($x20 (>= kh 1)))
 (let (($x19 (>= pw 0)))
 (let (($x18 (>= ph 0)))
 (let (($x29 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x18 $x19 $x20 $x21 $x25 $x28)))
 (=> $x29 $x32)))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W1 T) (W2 T) (X1 T) (X2 T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x106 (add (conv sh sw pt pl pb pr dh dw 1 X1 W1) (conv sh sw pt pl pb pr dh dw 1 X2 W2))))
 (let ((?x103 (conv sh sw pt pl pb pr dh dw 1 (concat 1 X1 X2) (concat 1 W1 W2))))
 (let (($x107 (= ?x103 ?x106)))
 (let (($x100 (and (= (dim X1 1) (dim W1 1)) (= (dim X1 0) (dim X2 0)) (= (dim X1 2) (dim X2 2)) (= (dim X1 3) (dim X2 3)) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X1) 4) (= (rank X2) 4) (= (rank W1) 4) (= (rank W2) 4))))
 (=> $x100 $x107))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 (concat 1 X1 X2) (concat 1 W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw 1 X1 W1) (conv sh sw pt pl pb pr dh dw 1 X2 W2)) ) :qid conv_concat_in))
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
 (let ((?x154 (dim in_u1 2)))
 (= 1 ?x154)))
(assert
 (let ((?x156 (dim in_u1 3)))
 (= 1 ?x156)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x158 (idkernel4 sym_c 1 1)))
 (let ((?x165 (dim ?x158 2)))
 (= 1 ?x165))))
(assert
 (let ((?x158 (idkernel4 sym_c 1 1)))
 (let ((?x167 (dim ?x158 3)))
 (= 1 ?x167))))
(assert
 (= (rank (concat 1 in_i1 in_i2)) 4))
(assert
 (= (dim (concat 1 in_i1 in_i2) 0) sym_n))
(assert
 (let ((?x175 (+ sym_c sym_c2)))
 (let ((?x169 (concat 1 in_i1 in_i2)))
 (let ((?x174 (dim ?x169 1)))
 (= ?x174 ?x175)))))
(assert
 (= (dim (concat 1 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (concat 1 (idkernel4 sym_c 1 1) in_u1)) 4))
(assert
 (= (dim (concat 1 (idkernel4 sym_c 1 1) in_u1) 0) sym_c))
(assert
 (let ((?x175 (+ sym_c sym_c2)))
 (let ((?x158 (idkernel4 sym_c 1 1)))
 (let ((?x181 (concat 1 ?x158 in_u1)))
 (let ((?x186 (dim ?x181 1)))
 (= ?x186 ?x175))))))
(assert
 (let ((?x158 (idkernel4 sym_c 1 1)))
 (let ((?x181 (concat 1 ?x158 in_u1)))
 (let ((?x188 (dim ?x181 2)))
 (= 1 ?x188)))))
(assert
 (let ((?x158 (idkernel4 sym_c 1 1)))
 (let ((?x181 (concat 1 ?x158 in_u1)))
 (let ((?x190 (dim ?x181 3)))
 (= 1 ?x190)))))
(assert
 (let ((?x158 (idkernel4 sym_c 1 1)))
 (let ((?x181 (concat 1 ?x158 in_u1)))
 (let ((?x169 (concat 1 in_i1 in_i2)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 ?x169 ?x181)))
 (= (rank ?x192) 4))))))
(assert
 (let ((?x158 (idkernel4 sym_c 1 1)))
 (let ((?x181 (concat 1 ?x158 in_u1)))
 (let ((?x169 (concat 1 in_i1 in_i2)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 ?x169 ?x181)))
 (= (dim ?x192 0) sym_n))))))
(assert
 (let ((?x158 (idkernel4 sym_c 1 1)))
 (let ((?x181 (concat 1 ?x158 in_u1)))
 (let ((?x169 (concat 1 in_i1 in_i2)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 ?x169 ?x181)))
 (= (dim ?x192 1) sym_c))))))
(assert
 (let ((?x158 (idkernel4 sym_c 1 1)))
 (let ((?x181 (concat 1 ?x158 in_u1)))
 (let ((?x169 (concat 1 in_i1 in_i2)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 ?x169 ?x181)))
 (= (dim ?x192 2) sym_h))))))
(assert
 (let ((?x158 (idkernel4 sym_c 1 1)))
 (let ((?x181 (concat 1 ?x158 in_u1)))
 (let ((?x169 (concat 1 in_i1 in_i2)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 ?x169 ?x181)))
 (= (dim ?x192 3) sym_w))))))
(assert
 (let ((?x175 (+ sym_c sym_c2)))
 (>= ?x175 0)))
(assert
 (let ((?x204 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (rank ?x204) 4)))
(assert
 (let ((?x204 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (dim ?x204 0) sym_n)))
(assert
 (let ((?x204 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (dim ?x204 1) sym_c)))
(assert
 (let ((?x204 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (dim ?x204 2) sym_h)))
(assert
 (let ((?x204 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (dim ?x204 3) sym_w)))
(assert
 (let ((?x204 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x215 (add in_i1 ?x204)))
 (= (rank ?x215) 4))))
(assert
 (let ((?x204 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x215 (add in_i1 ?x204)))
 (= (dim ?x215 0) sym_n))))
(assert
 (let ((?x204 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x215 (add in_i1 ?x204)))
 (= (dim ?x215 1) sym_c))))
(assert
 (let ((?x204 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x215 (add in_i1 ?x204)))
 (= (dim ?x215 2) sym_h))))
(assert
 (let ((?x204 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x215 (add in_i1 ?x204)))
 (= (dim ?x215 3) sym_w))))
(assert
 (let ((?x204 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
(let ((?x215 (add in_i1 ?x204)))
(let ((?x158 (idkernel4 sym_c 1 1)))
(let ((?x181 (concat 1 ?x158 in_u1)))
(let ((?x169 (concat 1 in_i1 in_i2)))
(let ((?x192 (conv 1 1 0 0 0 0 1 1 1 ?x169 ?x181)))
(and (distinct ?x192 ?x215) true))))))))
(check-sat)
