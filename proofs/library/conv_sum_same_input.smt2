; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_add_w
; z3 rlimit used: 51846
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_m () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(declare-fun in_W1 () T)
(declare-fun in_W2 () T)
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x21 (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2))))
 (let ((?x18 (conv sh sw pt pl pb pr dh dw g X (add W1 W2))))
 (= ?x18 ?x21))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (add W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2)) ) :qid conv_add_w))
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
 (>= sym_m 1))
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
 (= (rank in_W1) 4))
(assert
 (= (dim in_W1 0) sym_m))
(assert
 (= (dim in_W1 1) sym_c))
(assert
 (let ((?x76 (dim in_W1 2)))
 (= 3 ?x76)))
(assert
 (let ((?x78 (dim in_W1 3)))
 (= 3 ?x78)))
(assert
 (= (rank in_W2) 4))
(assert
 (= (dim in_W2 0) sym_m))
(assert
 (= (dim in_W2 1) sym_c))
(assert
 (let ((?x87 (dim in_W2 2)))
 (= 3 ?x87)))
(assert
 (let ((?x89 (dim in_W2 3)))
 (= 3 ?x89)))
(assert
 (let ((?x91 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (= (rank ?x91) 4)))
(assert
 (let ((?x91 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (= (dim ?x91 0) sym_n)))
(assert
 (let ((?x91 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (= (dim ?x91 1) sym_m)))
(assert
 (let ((?x101 (div (+ (- 1) sym_h) 2)))
 (let ((?x102 (+ 1 ?x101)))
 (let ((?x91 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (let ((?x98 (dim ?x91 2)))
 (= ?x98 ?x102))))))
(assert
 (let ((?x106 (div (+ (- 1) sym_w) 2)))
 (let ((?x107 (+ 1 ?x106)))
 (let ((?x91 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (let ((?x104 (dim ?x91 3)))
 (= ?x104 ?x107))))))
(assert
 (let ((?x109 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (= (rank ?x109) 4)))
(assert
 (let ((?x109 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (= (dim ?x109 0) sym_n)))
(assert
 (let ((?x109 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (= (dim ?x109 1) sym_m)))
(assert
 (let ((?x101 (div (+ (- 1) sym_h) 2)))
 (let ((?x102 (+ 1 ?x101)))
 (let ((?x109 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (let ((?x116 (dim ?x109 2)))
 (= ?x116 ?x102))))))
(assert
 (let ((?x106 (div (+ (- 1) sym_w) 2)))
 (let ((?x107 (+ 1 ?x106)))
 (let ((?x109 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (let ((?x118 (dim ?x109 3)))
 (= ?x118 ?x107))))))
(assert
 (let ((?x109 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (let ((?x91 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (let ((?x120 (add ?x91 ?x109)))
 (= (rank ?x120) 4)))))
(assert
 (let ((?x109 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (let ((?x91 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (let ((?x120 (add ?x91 ?x109)))
 (= (dim ?x120 0) sym_n)))))
(assert
 (let ((?x109 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (let ((?x91 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (let ((?x120 (add ?x91 ?x109)))
 (= (dim ?x120 1) sym_m)))))
(assert
 (let ((?x101 (div (+ (- 1) sym_h) 2)))
 (let ((?x102 (+ 1 ?x101)))
 (let ((?x109 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (let ((?x91 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (let ((?x120 (add ?x91 ?x109)))
 (let ((?x127 (dim ?x120 2)))
 (= ?x127 ?x102))))))))
(assert
 (let ((?x106 (div (+ (- 1) sym_w) 2)))
 (let ((?x107 (+ 1 ?x106)))
 (let ((?x109 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (let ((?x91 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (let ((?x120 (add ?x91 ?x109)))
 (let ((?x129 (dim ?x120 3)))
 (= ?x129 ?x107))))))))
(assert
 (let ((?x101 (div (+ (- 1) sym_h) 2)))
 (let ((?x102 (+ 1 ?x101)))
 (>= ?x102 0))))
(assert
 (let ((?x106 (div (+ (- 1) sym_w) 2)))
 (let ((?x107 (+ 1 ?x106)))
 (>= ?x107 0))))
(assert
 (= (rank (add in_W1 in_W2)) 4))
(assert
 (= (dim (add in_W1 in_W2) 0) sym_m))
(assert
 (= (dim (add in_W1 in_W2) 1) sym_c))
(assert
 (let ((?x133 (add in_W1 in_W2)))
 (let ((?x140 (dim ?x133 2)))
 (= 3 ?x140))))
(assert
 (let ((?x133 (add in_W1 in_W2)))
 (let ((?x142 (dim ?x133 3)))
 (= 3 ?x142))))
(assert
 (let ((?x133 (add in_W1 in_W2)))
 (let ((?x144 (conv 2 2 1 1 1 1 1 1 1 in_X ?x133)))
 (= (rank ?x144) 4))))
(assert
 (let ((?x133 (add in_W1 in_W2)))
 (let ((?x144 (conv 2 2 1 1 1 1 1 1 1 in_X ?x133)))
 (= (dim ?x144 0) sym_n))))
(assert
 (let ((?x133 (add in_W1 in_W2)))
 (let ((?x144 (conv 2 2 1 1 1 1 1 1 1 in_X ?x133)))
 (= (dim ?x144 1) sym_m))))
(assert
 (let ((?x101 (div (+ (- 1) sym_h) 2)))
 (let ((?x102 (+ 1 ?x101)))
 (let ((?x133 (add in_W1 in_W2)))
 (let ((?x144 (conv 2 2 1 1 1 1 1 1 1 in_X ?x133)))
 (let ((?x151 (dim ?x144 2)))
 (= ?x151 ?x102)))))))
(assert
 (let ((?x106 (div (+ (- 1) sym_w) 2)))
 (let ((?x107 (+ 1 ?x106)))
 (let ((?x133 (add in_W1 in_W2)))
 (let ((?x144 (conv 2 2 1 1 1 1 1 1 1 in_X ?x133)))
 (let ((?x153 (dim ?x144 3)))
 (= ?x153 ?x107)))))))
(assert
 (let ((?x133 (add in_W1 in_W2)))
(let ((?x144 (conv 2 2 1 1 1 1 1 1 1 in_X ?x133)))
(let ((?x109 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
(let ((?x91 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
(let ((?x120 (add ?x91 ?x109)))
(and (distinct ?x120 ?x144) true)))))))
(check-sat)
