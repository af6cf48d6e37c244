; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch
; z3 rlimit used: 48681
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
(declare-fun in_u1 () T)
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x89 (dim in_u1 2)))
 (= 1 ?x89)))
(assert
 (let ((?x91 (dim in_u1 3)))
 (= 1 ?x91)))
(assert
 (let ((?x93 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x93) 4)))
(assert
 (let ((?x93 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x93 0) sym_n)))
(assert
 (let ((?x93 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x93 1) sym_c2)))
(assert
 (let ((?x93 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x93 2) sym_h)))
(assert
 (let ((?x93 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x93 3) sym_w)))
(assert
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (rank ?x104) 4)))
(assert
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (dim ?x104 0) sym_n2)))
(assert
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (dim ?x104 1) sym_c2)))
(assert
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (dim ?x104 2) sym_h)))
(assert
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (dim ?x104 3) sym_w)))
(assert
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x93 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x115 (concat 0 ?x93 ?x104)))
 (= (rank ?x115) 4)))))
(assert
 (let ((?x119 (+ sym_n sym_n2)))
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x93 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x115 (concat 0 ?x93 ?x104)))
 (let ((?x118 (dim ?x115 0)))
 (= ?x118 ?x119)))))))
(assert
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x93 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x115 (concat 0 ?x93 ?x104)))
 (= (dim ?x115 1) sym_c2)))))
(assert
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x93 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x115 (concat 0 ?x93 ?x104)))
 (= (dim ?x115 2) sym_h)))))
(assert
 (let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x93 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x115 (concat 0 ?x93 ?x104)))
 (= (dim ?x115 3) sym_w)))))
(assert
 (let ((?x119 (+ sym_n sym_n2)))
 (>= ?x119 0)))
(assert
 (= (rank (concat 0 in_i1 in_i2)) 4))
(assert
 (let ((?x119 (+ sym_n sym_n2)))
 (let ((?x128 (concat 0 in_i1 in_i2)))
 (let ((?x131 (dim ?x128 0)))
 (= ?x131 ?x119)))))
(assert
 (= (dim (concat 0 in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i2) 3) sym_w))
(assert
 (let ((?x128 (concat 0 in_i1 in_i2)))
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 ?x128 in_u1)))
 (= (rank ?x139) 4))))
(assert
 (let ((?x119 (+ sym_n sym_n2)))
 (let ((?x128 (concat 0 in_i1 in_i2)))
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 ?x128 in_u1)))
 (let ((?x142 (dim ?x139 0)))
 (= ?x142 ?x119))))))
(assert
 (let ((?x128 (concat 0 in_i1 in_i2)))
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 ?x128 in_u1)))
 (= (dim ?x139 1) sym_c2))))
(assert
 (let ((?x128 (concat 0 in_i1 in_i2)))
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 ?x128 in_u1)))
 (= (dim ?x139 2) sym_h))))
(assert
 (let ((?x128 (concat 0 in_i1 in_i2)))
 (let ((?x139 (conv 1 1 0 0 0 0 1 1 1 ?x128 in_u1)))
 (= (dim ?x139 3) sym_w))))
(assert
 (let ((?x128 (concat 0 in_i1 in_i2)))
(let ((?x139 (conv 1 1 0 0 0 0 1 1 1 ?x128 in_u1)))
(let ((?x104 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
(let ((?x93 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x115 (concat 0 ?x93 ?x104)))
(and (distinct ?x115 ?x139) true)))))))
(check-sat)
