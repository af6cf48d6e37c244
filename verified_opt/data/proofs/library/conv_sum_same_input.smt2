; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_add_w
; z3 rlimit used: 16331
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_W1 () T)
(declare-fun in_W2 () T)
(declare-fun in_X () T)
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x48 (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2))))
 (let ((?x45 (conv sh sw pt pl pb pr dh dw g X (add W1 W2))))
 (let (($x49 (= ?x45 ?x48)))
 (let (($x43 (and (= (dim W1 2) (dim W2 2)) (= (dim W1 3) (dim W2 3)) (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W1) 4) (= (rank W2) 4))))
 (=> $x43 $x49))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (add W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2)) ) :qid conv_add_w))
 )
(assert
 (>= sym_c 1))
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
 (= (dim in_W1 1) sym_c))
(assert
 (let ((?x91 (dim in_W1 2)))
 (= 3 ?x91)))
(assert
 (let ((?x93 (dim in_W1 3)))
 (= 3 ?x93)))
(assert
 (= (rank in_W2) 4))
(assert
 (= (dim in_W2 0) sym_m))
(assert
 (= (dim in_W2 1) sym_c))
(assert
 (let ((?x102 (dim in_W2 2)))
 (= 3 ?x102)))
(assert
 (let ((?x104 (dim in_W2 3)))
 (= 3 ?x104)))
(assert
 (= (rank in_X) 4))
(assert
 (= (dim in_X 0) sym_n))
(assert
 (= (dim in_X 1) sym_c))
(assert
 (= (dim in_X 2) sym_h))
(assert
 (= (dim in_X 3) sym_w))
(assert
 (let ((?x117 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (= (rank ?x117) 4)))
(assert
 (let ((?x117 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (= (dim ?x117 0) sym_n)))
(assert
 (let ((?x117 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (= (dim ?x117 1) sym_m)))
(assert
 (let ((?x127 (div (+ (- 1) sym_h) 2)))
 (let ((?x128 (+ 1 ?x127)))
 (let ((?x117 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (let ((?x124 (dim ?x117 2)))
 (= ?x124 ?x128))))))
(assert
 (let ((?x132 (div (+ (- 1) sym_w) 2)))
 (let ((?x133 (+ 1 ?x132)))
 (let ((?x117 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (let ((?x130 (dim ?x117 3)))
 (= ?x130 ?x133))))))
(assert
 (let ((?x135 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (= (rank ?x135) 4)))
(assert
 (let ((?x135 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (= (dim ?x135 0) sym_n)))
(assert
 (let ((?x135 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (= (dim ?x135 1) sym_m)))
(assert
 (let ((?x127 (div (+ (- 1) sym_h) 2)))
 (let ((?x128 (+ 1 ?x127)))
 (let ((?x135 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (let ((?x142 (dim ?x135 2)))
 (= ?x142 ?x128))))))
(assert
 (let ((?x132 (div (+ (- 1) sym_w) 2)))
 (let ((?x133 (+ 1 ?x132)))
 (let ((?x135 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (let ((?x144 (dim ?x135 3)))
 (= ?x144 ?x133))))))
(assert
 (let ((?x135 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (let ((?x117 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (let ((?x146 (add ?x117 ?x135)))
 (= (rank ?x146) 4)))))
(assert
 (let ((?x135 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (let ((?x117 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (let ((?x146 (add ?x117 ?x135)))
 (= (dim ?x146 0) sym_n)))))
(assert
 (let ((?x135 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (let ((?x117 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (let ((?x146 (add ?x117 ?x135)))
 (= (dim ?x146 1) sym_m)))))
(assert
 (let ((?x127 (div (+ (- 1) sym_h) 2)))
 (let ((?x128 (+ 1 ?x127)))
 (let ((?x135 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (let ((?x117 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (let ((?x146 (add ?x117 ?x135)))
 (let ((?x153 (dim ?x146 2)))
 (= ?x153 ?x128))))))))
(assert
 (let ((?x132 (div (+ (- 1) sym_w) 2)))
 (let ((?x133 (+ 1 ?x132)))
 (let ((?x135 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (let ((?x117 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (let ((?x146 (add ?x117 ?x135)))
 (let ((?x155 (dim ?x146 3)))
 (= ?x155 ?x133))))))))
(assert
 (let ((?x127 (div (+ (- 1) sym_h) 2)))
 (let ((?x128 (+ 1 ?x127)))
 (>= ?x128 0))))
(assert
 (let ((?x132 (div (+ (- 1) sym_w) 2)))
 (let ((?x133 (+ 1 ?x132)))
 (>= ?x133 0))))
(assert
 (= (rank (add in_W1 in_W2)) 4))
(assert
 (= (dim (add in_W1 in_W2) 0) sym_m))
(assert
 (= (dim (add in_W1 in_W2) 1) sym_c))
(assert
 (let ((?x159 (add in_W1 in_W2)))
 (let ((?x166 (dim ?x159 2)))
 (= 3 ?x166))))
(assert
 (let ((?x159 (add in_W1 in_W2)))
 (let ((?x168 (dim ?x159 3)))
 (= 3 ?x168))))
(assert
 (let ((?x159 (add in_W1 in_W2)))
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 in_X ?x159)))
 (= (rank ?x170) 4))))
(assert
 (let ((?x159 (add in_W1 in_W2)))
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 in_X ?x159)))
 (= (dim ?x170 0) sym_n))))
(assert
 (let ((?x159 (add in_W1 in_W2)))
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 in_X ?x159)))
 (= (dim ?x170 1) sym_m))))
(assert
 (let ((?x127 (div (+ (- 1) sym_h) 2)))
 (let ((?x128 (+ 1 ?x127)))
 (let ((?x159 (add in_W1 in_W2)))
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 in_X ?x159)))
 (let ((?x177 (dim ?x170 2)))
 (= ?x177 ?x128)))))))
(assert
 (let ((?x132 (div (+ (- 1) sym_w) 2)))
 (let ((?x133 (+ 1 ?x132)))
 (let ((?x159 (add in_W1 in_W2)))
 (let ((?x170 (conv 2 2 1 1 1 1 1 1 1 in_X ?x159)))
 (let ((?x179 (dim ?x170 3)))
 (= ?x179 ?x133)))))))
(assert
 (let ((?x159 (add in_W1 in_W2)))
(let ((?x170 (conv 2 2 1 1 1 1 1 1 1 in_X ?x159)))
(let ((?x135 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
(let ((?x117 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
(let ((?x146 (add ?x117 ?x135)))
(and (distinct ?x146 ?x170) true)))))))
(check-sat)
