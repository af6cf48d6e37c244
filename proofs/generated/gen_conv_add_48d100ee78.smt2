; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_add_x
; z3 rlimit used: 49244
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
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_i2 () T)
(declare-fun in_k1 () T)
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x21 (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x18 (conv sh sw pt pl pb pr dh dw g (add X1 X2) W)))
 (= ?x18 ?x21))) :pattern ( (conv sh sw pt pl pb pr dh dw g (add X1 X2) W) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_add_x))
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
 (let ((?x87 (dim in_k1 2)))
 (= 3 ?x87)))
(assert
 (let ((?x89 (dim in_k1 3)))
 (= 3 ?x89)))
(assert
 (let ((?x91 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x91) 4)))
(assert
 (let ((?x91 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x91 0) sym_n)))
(assert
 (let ((?x91 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x91 1) sym_c2)))
(assert
 (let ((?x100 (+ (- 2) sym_h)))
 (let ((?x91 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x98 (dim ?x91 2)))
 (= ?x98 ?x100)))))
(assert
 (let ((?x103 (+ (- 2) sym_w)))
 (let ((?x91 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x102 (dim ?x91 3)))
 (= ?x102 ?x103)))))
(assert
 (let ((?x105 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (= (rank ?x105) 4)))
(assert
 (let ((?x105 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (= (dim ?x105 0) sym_n)))
(assert
 (let ((?x105 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (= (dim ?x105 1) sym_c2)))
(assert
 (let ((?x100 (+ (- 2) sym_h)))
 (let ((?x105 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x112 (dim ?x105 2)))
 (= ?x112 ?x100)))))
(assert
 (let ((?x103 (+ (- 2) sym_w)))
 (let ((?x105 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x114 (dim ?x105 3)))
 (= ?x114 ?x103)))))
(assert
 (let ((?x105 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x91 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x116 (add ?x91 ?x105)))
 (= (rank ?x116) 4)))))
(assert
 (let ((?x105 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x91 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x116 (add ?x91 ?x105)))
 (= (dim ?x116 0) sym_n)))))
(assert
 (let ((?x105 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x91 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x116 (add ?x91 ?x105)))
 (= (dim ?x116 1) sym_c2)))))
(assert
 (let ((?x100 (+ (- 2) sym_h)))
 (let ((?x105 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x91 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x116 (add ?x91 ?x105)))
 (let ((?x123 (dim ?x116 2)))
 (= ?x123 ?x100)))))))
(assert
 (let ((?x103 (+ (- 2) sym_w)))
 (let ((?x105 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x91 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x116 (add ?x91 ?x105)))
 (let ((?x125 (dim ?x116 3)))
 (= ?x125 ?x103)))))))
(assert
 (let ((?x100 (+ (- 2) sym_h)))
 (>= ?x100 0)))
(assert
 (let ((?x103 (+ (- 2) sym_w)))
 (>= ?x103 0)))
(assert
 (= (rank (add in_i1 in_i2)) 4))
(assert
 (= (dim (add in_i1 in_i2) 0) sym_n))
(assert
 (= (dim (add in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (add in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (add in_i1 in_i2) 3) sym_w))
(assert
 (let ((?x129 (add in_i1 in_i2)))
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 ?x129 in_k1)))
 (= (rank ?x140) 4))))
(assert
 (let ((?x129 (add in_i1 in_i2)))
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 ?x129 in_k1)))
 (= (dim ?x140 0) sym_n))))
(assert
 (let ((?x129 (add in_i1 in_i2)))
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 ?x129 in_k1)))
 (= (dim ?x140 1) sym_c2))))
(assert
 (let ((?x100 (+ (- 2) sym_h)))
 (let ((?x129 (add in_i1 in_i2)))
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 ?x129 in_k1)))
 (let ((?x147 (dim ?x140 2)))
 (= ?x147 ?x100))))))
(assert
 (let ((?x103 (+ (- 2) sym_w)))
 (let ((?x129 (add in_i1 in_i2)))
 (let ((?x140 (conv 1 1 0 0 0 0 1 1 1 ?x129 in_k1)))
 (let ((?x149 (dim ?x140 3)))
 (= ?x149 ?x103))))))
(assert
 (let ((?x129 (add in_i1 in_i2)))
(let ((?x140 (conv 1 1 0 0 0 0 1 1 1 ?x129 in_k1)))
(let ((?x105 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
(let ((?x91 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x116 (add ?x91 ?x105)))
(and (distinct ?x116 ?x140) true)))))))
(check-sat)
