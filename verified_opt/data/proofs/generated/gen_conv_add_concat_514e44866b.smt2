; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_in
; z3 rlimit used: 15642
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(declare-fun in_k1 () T)
(declare-fun in_k2 () T)
(assert
 (forall ((W1 T) (W2 T) (X1 T) (X2 T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x56 (add (conv sh sw pt pl pb pr dh dw 1 X1 W1) (conv sh sw pt pl pb pr dh dw 1 X2 W2))))
 (let ((?x53 (conv sh sw pt pl pb pr dh dw 1 (concat 1 X1 X2) (concat 1 W1 W2))))
 (let (($x57 (= ?x53 ?x56)))
 (let (($x50 (and (= (dim X1 1) (dim W1 1)) (= (dim X1 0) (dim X2 0)) (= (dim X1 2) (dim X2 2)) (= (dim X1 3) (dim X2 3)) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X1) 4) (= (rank X2) 4) (= (rank W1) 4) (= (rank W2) 4))))
 (=> $x50 $x57))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 (concat 1 X1 X2) (concat 1 W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw 1 X1 W1) (conv sh sw pt pl pb pr dh dw 1 X2 W2)) ) :qid conv_concat_in))
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
 (= (dim in_k1 0) sym_c3))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x123 (dim in_k1 2)))
 (= 3 ?x123)))
(assert
 (let ((?x125 (dim in_k1 3)))
 (= 3 ?x125)))
(assert
 (= (rank in_k2) 4))
(assert
 (= (dim in_k2 0) sym_c3))
(assert
 (= (dim in_k2 1) sym_c2))
(assert
 (let ((?x134 (dim in_k2 2)))
 (= 3 ?x134)))
(assert
 (let ((?x136 (dim in_k2 3)))
 (= 3 ?x136)))
(assert
 (let ((?x138 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x138) 4)))
(assert
 (let ((?x138 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x138 0) sym_n)))
(assert
 (let ((?x138 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x138 1) sym_c3)))
(assert
 (let ((?x138 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x138 2) sym_h)))
(assert
 (let ((?x138 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x138 3) sym_w)))
(assert
 (let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k2)))
 (= (rank ?x149) 4)))
(assert
 (let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k2)))
 (= (dim ?x149 0) sym_n)))
(assert
 (let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k2)))
 (= (dim ?x149 1) sym_c3)))
(assert
 (let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k2)))
 (= (dim ?x149 2) sym_h)))
(assert
 (let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k2)))
 (= (dim ?x149 3) sym_w)))
(assert
 (let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k2)))
 (let ((?x138 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x160 (add ?x138 ?x149)))
 (= (rank ?x160) 4)))))
(assert
 (let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k2)))
 (let ((?x138 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x160 (add ?x138 ?x149)))
 (= (dim ?x160 0) sym_n)))))
(assert
 (let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k2)))
 (let ((?x138 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x160 (add ?x138 ?x149)))
 (= (dim ?x160 1) sym_c3)))))
(assert
 (let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k2)))
 (let ((?x138 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x160 (add ?x138 ?x149)))
 (= (dim ?x160 2) sym_h)))))
(assert
 (let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k2)))
 (let ((?x138 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x160 (add ?x138 ?x149)))
 (= (dim ?x160 3) sym_w)))))
(assert
 (= (rank (concat 1 in_i1 in_i2)) 4))
(assert
 (= (dim (concat 1 in_i1 in_i2) 0) sym_n))
(assert
 (let ((?x177 (+ sym_c sym_c2)))
 (let ((?x171 (concat 1 in_i1 in_i2)))
 (let ((?x176 (dim ?x171 1)))
 (= ?x176 ?x177)))))
(assert
 (= (dim (concat 1 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (concat 1 in_k1 in_k2)) 4))
(assert
 (= (dim (concat 1 in_k1 in_k2) 0) sym_c3))
(assert
 (let ((?x177 (+ sym_c sym_c2)))
 (let ((?x183 (concat 1 in_k1 in_k2)))
 (let ((?x188 (dim ?x183 1)))
 (= ?x188 ?x177)))))
(assert
 (let ((?x183 (concat 1 in_k1 in_k2)))
 (let ((?x190 (dim ?x183 2)))
 (= 3 ?x190))))
(assert
 (let ((?x183 (concat 1 in_k1 in_k2)))
 (let ((?x192 (dim ?x183 3)))
 (= 3 ?x192))))
(assert
 (let ((?x183 (concat 1 in_k1 in_k2)))
 (let ((?x171 (concat 1 in_i1 in_i2)))
 (let ((?x194 (conv 1 1 1 1 1 1 1 1 1 ?x171 ?x183)))
 (= (rank ?x194) 4)))))
(assert
 (let ((?x183 (concat 1 in_k1 in_k2)))
 (let ((?x171 (concat 1 in_i1 in_i2)))
 (let ((?x194 (conv 1 1 1 1 1 1 1 1 1 ?x171 ?x183)))
 (= (dim ?x194 0) sym_n)))))
(assert
 (let ((?x183 (concat 1 in_k1 in_k2)))
 (let ((?x171 (concat 1 in_i1 in_i2)))
 (let ((?x194 (conv 1 1 1 1 1 1 1 1 1 ?x171 ?x183)))
 (= (dim ?x194 1) sym_c3)))))
(assert
 (let ((?x183 (concat 1 in_k1 in_k2)))
 (let ((?x171 (concat 1 in_i1 in_i2)))
 (let ((?x194 (conv 1 1 1 1 1 1 1 1 1 ?x171 ?x183)))
 (= (dim ?x194 2) sym_h)))))
(assert
 (let ((?x183 (concat 1 in_k1 in_k2)))
 (let ((?x171 (concat 1 in_i1 in_i2)))
 (let ((?x194 (conv 1 1 1 1 1 1 1 1 1 ?x171 ?x183)))
 (= (dim ?x194 3) sym_w)))))
(assert
 (let ((?x183 (concat 1 in_k1 in_k2)))
(let ((?x171 (concat 1 in_i1 in_i2)))
(let ((?x194 (conv 1 1 1 1 1 1 1 1 1 ?x171 ?x183)))
(let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k2)))
(let ((?x138 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x160 (add ?x138 ?x149)))
(and (distinct ?x160 ?x194) true))))))))
(check-sat)
