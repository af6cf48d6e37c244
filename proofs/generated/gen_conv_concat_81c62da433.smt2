; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch
; z3 rlimit used: 49021
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_n2 () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_i2 () T)
(declare-fun in_k1 () T)
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x22 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x19 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (= ?x19 ?x22))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
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
 (>= sym_n2 1))
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
 (= (dim in_i2 0) sym_n2))
(assert
 (= (dim in_i2 1) sym_c))
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
 (let ((?x89 (dim in_k1 2)))
 (= 3 ?x89)))
(assert
 (let ((?x91 (dim in_k1 3)))
 (= 3 ?x91)))
(assert
 (let ((?x93 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x93) 4)))
(assert
 (let ((?x93 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x93 0) sym_n)))
(assert
 (let ((?x93 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x93 1) sym_c2)))
(assert
 (let ((?x102 (+ (- 2) sym_h)))
 (let ((?x93 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x100 (dim ?x93 2)))
 (= ?x100 ?x102)))))
(assert
 (let ((?x105 (+ (- 2) sym_w)))
 (let ((?x93 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x104 (dim ?x93 3)))
 (= ?x104 ?x105)))))
(assert
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (= (rank ?x107) 4)))
(assert
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (= (dim ?x107 0) sym_n2)))
(assert
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (= (dim ?x107 1) sym_c2)))
(assert
 (let ((?x102 (+ (- 2) sym_h)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x114 (dim ?x107 2)))
 (= ?x114 ?x102)))))
(assert
 (let ((?x105 (+ (- 2) sym_w)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x116 (dim ?x107 3)))
 (= ?x116 ?x105)))))
(assert
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x93 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x118 (concat 0 ?x93 ?x107)))
 (= (rank ?x118) 4)))))
(assert
 (let ((?x122 (+ sym_n sym_n2)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x93 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x118 (concat 0 ?x93 ?x107)))
 (let ((?x121 (dim ?x118 0)))
 (= ?x121 ?x122)))))))
(assert
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x93 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x118 (concat 0 ?x93 ?x107)))
 (= (dim ?x118 1) sym_c2)))))
(assert
 (let ((?x102 (+ (- 2) sym_h)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x93 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x118 (concat 0 ?x93 ?x107)))
 (let ((?x126 (dim ?x118 2)))
 (= ?x126 ?x102)))))))
(assert
 (let ((?x105 (+ (- 2) sym_w)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x93 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x118 (concat 0 ?x93 ?x107)))
 (let ((?x128 (dim ?x118 3)))
 (= ?x128 ?x105)))))))
(assert
 (let ((?x102 (+ (- 2) sym_h)))
 (>= ?x102 0)))
(assert
 (let ((?x105 (+ (- 2) sym_w)))
 (>= ?x105 0)))
(assert
 (let ((?x122 (+ sym_n sym_n2)))
 (>= ?x122 0)))
(assert
 (= (rank (concat 0 in_i1 in_i2)) 4))
(assert
 (let ((?x122 (+ sym_n sym_n2)))
 (let ((?x133 (concat 0 in_i1 in_i2)))
 (let ((?x136 (dim ?x133 0)))
 (= ?x136 ?x122)))))
(assert
 (= (dim (concat 0 in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i2) 3) sym_w))
(assert
 (let ((?x133 (concat 0 in_i1 in_i2)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 ?x133 in_k1)))
 (= (rank ?x144) 4))))
(assert
 (let ((?x122 (+ sym_n sym_n2)))
 (let ((?x133 (concat 0 in_i1 in_i2)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 ?x133 in_k1)))
 (let ((?x147 (dim ?x144 0)))
 (= ?x147 ?x122))))))
(assert
 (let ((?x133 (concat 0 in_i1 in_i2)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 ?x133 in_k1)))
 (= (dim ?x144 1) sym_c2))))
(assert
 (let ((?x102 (+ (- 2) sym_h)))
 (let ((?x133 (concat 0 in_i1 in_i2)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 ?x133 in_k1)))
 (let ((?x151 (dim ?x144 2)))
 (= ?x151 ?x102))))))
(assert
 (let ((?x105 (+ (- 2) sym_w)))
 (let ((?x133 (concat 0 in_i1 in_i2)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 ?x133 in_k1)))
 (let ((?x153 (dim ?x144 3)))
 (= ?x153 ?x105))))))
(assert
 (let ((?x133 (concat 0 in_i1 in_i2)))
(let ((?x144 (conv 1 1 0 0 0 0 1 1 1 ?x133 in_k1)))
(let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
(let ((?x93 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x118 (concat 0 ?x93 ?x107)))
(and (distinct ?x118 ?x144) true)))))))
(check-sat)
