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
(declare-fun sym_c1 () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_W1 () T)
(declare-fun in_W2 () T)
(declare-fun in_X1 () T)
(declare-fun in_X2 () T)
(assert
 (forall ((W1 T) (W2 T) (X1 T) (X2 T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x56 (add (conv sh sw pt pl pb pr dh dw 1 X1 W1) (conv sh sw pt pl pb pr dh dw 1 X2 W2))))
 (let ((?x53 (conv sh sw pt pl pb pr dh dw 1 (concat 1 X1 X2) (concat 1 W1 W2))))
 (let (($x57 (= ?x53 ?x56)))
 (let (($x50 (and (= (dim X1 1) (dim W1 1)) (= (dim X1 0) (dim X2 0)) (= (dim X1 2) (dim X2 2)) (= (dim X1 3) (dim X2 3)) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X1) 4) (= (rank X2) 4) (= (rank W1) 4) (= (rank W2) 4))))
 (=> $x50 $x57))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 (concat 1 X1 X2) (concat 1 W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw 1 X1 W1) (conv sh sw pt pl pb pr dh dw 1 X2 W2)) ) :qid conv_concat_in))
 )
(assert
 (>= sym_c1 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_m 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_W1) 4))
(assert
 (= (dim in_W1 0) sym_m))
(assert
 (= (dim in_W1 1) sym_c1))
(assert
 (let ((?x101 (dim in_W1 2)))
 (= 3 ?x101)))
(assert
 (let ((?x103 (dim in_W1 3)))
 (= 3 ?x103)))
(assert
 (= (rank in_W2) 4))
(assert
 (= (dim in_W2 0) sym_m))
(assert
 (= (dim in_W2 1) sym_c2))
(assert
 (let ((?x112 (dim in_W2 2)))
 (= 3 ?x112)))
(assert
 (let ((?x114 (dim in_W2 3)))
 (= 3 ?x114)))
(assert
 (= (rank in_X1) 4))
(assert
 (= (dim in_X1 0) sym_n))
(assert
 (= (dim in_X1 1) sym_c1))
(assert
 (= (dim in_X1 2) sym_h))
(assert
 (= (dim in_X1 3) sym_w))
(assert
 (= (rank in_X2) 4))
(assert
 (= (dim in_X2 0) sym_n))
(assert
 (= (dim in_X2 1) sym_c2))
(assert
 (= (dim in_X2 2) sym_h))
(assert
 (= (dim in_X2 3) sym_w))
(assert
 (let ((?x138 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (= (rank ?x138) 4)))
(assert
 (let ((?x138 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (= (dim ?x138 0) sym_n)))
(assert
 (let ((?x138 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (= (dim ?x138 1) sym_m)))
(assert
 (let ((?x138 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (= (dim ?x138 2) sym_h)))
(assert
 (let ((?x138 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (= (dim ?x138 3) sym_w)))
(assert
 (let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (= (rank ?x149) 4)))
(assert
 (let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (= (dim ?x149 0) sym_n)))
(assert
 (let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (= (dim ?x149 1) sym_m)))
(assert
 (let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (= (dim ?x149 2) sym_h)))
(assert
 (let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (= (dim ?x149 3) sym_w)))
(assert
 (let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (let ((?x138 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (let ((?x160 (add ?x138 ?x149)))
 (= (rank ?x160) 4)))))
(assert
 (let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (let ((?x138 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (let ((?x160 (add ?x138 ?x149)))
 (= (dim ?x160 0) sym_n)))))
(assert
 (let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (let ((?x138 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (let ((?x160 (add ?x138 ?x149)))
 (= (dim ?x160 1) sym_m)))))
(assert
 (let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (let ((?x138 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (let ((?x160 (add ?x138 ?x149)))
 (= (dim ?x160 2) sym_h)))))
(assert
 (let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
 (let ((?x138 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
 (let ((?x160 (add ?x138 ?x149)))
 (= (dim ?x160 3) sym_w)))))
(assert
 (= (rank (concat 1 in_X1 in_X2)) 4))
(assert
 (= (dim (concat 1 in_X1 in_X2) 0) sym_n))
(assert
 (let ((?x177 (+ sym_c1 sym_c2)))
 (let ((?x171 (concat 1 in_X1 in_X2)))
 (let ((?x176 (dim ?x171 1)))
 (= ?x176 ?x177)))))
(assert
 (= (dim (concat 1 in_X1 in_X2) 2) sym_h))
(assert
 (= (dim (concat 1 in_X1 in_X2) 3) sym_w))
(assert
 (= (rank (concat 1 in_W1 in_W2)) 4))
(assert
 (= (dim (concat 1 in_W1 in_W2) 0) sym_m))
(assert
 (let ((?x177 (+ sym_c1 sym_c2)))
 (let ((?x183 (concat 1 in_W1 in_W2)))
 (let ((?x188 (dim ?x183 1)))
 (= ?x188 ?x177)))))
(assert
 (let ((?x183 (concat 1 in_W1 in_W2)))
 (let ((?x190 (dim ?x183 2)))
 (= 3 ?x190))))
(assert
 (let ((?x183 (concat 1 in_W1 in_W2)))
 (let ((?x192 (dim ?x183 3)))
 (= 3 ?x192))))
(assert
 (let ((?x183 (concat 1 in_W1 in_W2)))
 (let ((?x171 (concat 1 in_X1 in_X2)))
 (let ((?x194 (conv 1 1 1 1 1 1 1 1 1 ?x171 ?x183)))
 (= (rank ?x194) 4)))))
(assert
 (let ((?x183 (concat 1 in_W1 in_W2)))
 (let ((?x171 (concat 1 in_X1 in_X2)))
 (let ((?x194 (conv 1 1 1 1 1 1 1 1 1 ?x171 ?x183)))
 (= (dim ?x194 0) sym_n)))))
(assert
 (let ((?x183 (concat 1 in_W1 in_W2)))
 (let ((?x171 (concat 1 in_X1 in_X2)))
 (let ((?x194 (conv 1 1 1 1 1 1 1 1 1 ?x171 ?x183)))
 (= (dim ?x194 1) sym_m)))))
(assert
 (let ((?x183 (concat 1 in_W1 in_W2)))
 (let ((?x171 (concat 1 in_X1 in_X2)))
 (let ((?x194 (conv 1 1 1 1 1 1 1 1 1 ?x171 ?x183)))
 (= (dim ?x194 2) sym_h)))))
(assert
 (let ((?x183 (concat 1 in_W1 in_W2)))
 (let ((?x171 (concat 1 in_X1 in_X2)))
 (let ((?x194 (conv 1 1 1 1 1 1 1 1 1 ?x171 ?x183)))
 (= (dim ?x194 3) sym_w)))))
(assert
 (let ((?x183 (concat 1 in_W1 in_W2)))
(let ((?x171 (concat 1 in_X1 in_X2)))
(let ((?x194 (conv 1 1 1 1 1 1 1 1 1 ?x171 ?x183)))
(let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W2)))
(let ((?x138 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W1)))
(let ((?x160 (add ?x138 ?x149)))
(and (distinct ?x160 ?x194) true))))))))
(check-sat)
