; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_x
; z3 rlimit used: 48498
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x20 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x18 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (= ?x18 ?x20))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
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
 (= (rank in_s1) 0))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x78 (dim in_u1 2)))
 (= 1 ?x78)))
(assert
 (let ((?x80 (dim in_u1 3)))
 (= 1 ?x80)))
(assert
 (= (rank (smul in_i1 in_s1)) 4))
(assert
 (= (dim (smul in_i1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_i1 in_s1) 1) sym_c))
(assert
 (= (dim (smul in_i1 in_s1) 2) sym_h))
(assert
 (= (dim (smul in_i1 in_s1) 3) sym_w))
(assert
 (let ((?x82 (smul in_i1 in_s1)))
 (let ((?x93 (conv 2 2 0 0 0 0 1 1 1 ?x82 in_u1)))
 (= (rank ?x93) 4))))
(assert
 (let ((?x82 (smul in_i1 in_s1)))
 (let ((?x93 (conv 2 2 0 0 0 0 1 1 1 ?x82 in_u1)))
 (= (dim ?x93 0) sym_n))))
(assert
 (let ((?x82 (smul in_i1 in_s1)))
 (let ((?x93 (conv 2 2 0 0 0 0 1 1 1 ?x82 in_u1)))
 (= (dim ?x93 1) sym_c2))))
(assert
 (let ((?x103 (div (+ (- 1) sym_h) 2)))
 (let ((?x104 (+ 1 ?x103)))
 (let ((?x82 (smul in_i1 in_s1)))
 (let ((?x93 (conv 2 2 0 0 0 0 1 1 1 ?x82 in_u1)))
 (let ((?x100 (dim ?x93 2)))
 (= ?x100 ?x104)))))))
(assert
 (let ((?x108 (div (+ (- 1) sym_w) 2)))
 (let ((?x109 (+ 1 ?x108)))
 (let ((?x82 (smul in_i1 in_s1)))
 (let ((?x93 (conv 2 2 0 0 0 0 1 1 1 ?x82 in_u1)))
 (let ((?x106 (dim ?x93 3)))
 (= ?x106 ?x109)))))))
(assert
 (let ((?x103 (div (+ (- 1) sym_h) 2)))
 (let ((?x104 (+ 1 ?x103)))
 (>= ?x104 0))))
(assert
 (let ((?x108 (div (+ (- 1) sym_w) 2)))
 (let ((?x109 (+ 1 ?x108)))
 (>= ?x109 0))))
(assert
 (let ((?x113 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x113) 4)))
(assert
 (let ((?x113 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x113 0) sym_n)))
(assert
 (let ((?x113 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x113 1) sym_c2)))
(assert
 (let ((?x103 (div (+ (- 1) sym_h) 2)))
 (let ((?x104 (+ 1 ?x103)))
 (let ((?x113 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x120 (dim ?x113 2)))
 (= ?x120 ?x104))))))
(assert
 (let ((?x108 (div (+ (- 1) sym_w) 2)))
 (let ((?x109 (+ 1 ?x108)))
 (let ((?x113 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x122 (dim ?x113 3)))
 (= ?x122 ?x109))))))
(assert
 (let ((?x113 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x124 (smul ?x113 in_s1)))
 (= (rank ?x124) 4))))
(assert
 (let ((?x113 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x124 (smul ?x113 in_s1)))
 (= (dim ?x124 0) sym_n))))
(assert
 (let ((?x113 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x124 (smul ?x113 in_s1)))
 (= (dim ?x124 1) sym_c2))))
(assert
 (let ((?x103 (div (+ (- 1) sym_h) 2)))
 (let ((?x104 (+ 1 ?x103)))
 (let ((?x113 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x124 (smul ?x113 in_s1)))
 (let ((?x131 (dim ?x124 2)))
 (= ?x131 ?x104)))))))
(assert
 (let ((?x108 (div (+ (- 1) sym_w) 2)))
 (let ((?x109 (+ 1 ?x108)))
 (let ((?x113 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x124 (smul ?x113 in_s1)))
 (let ((?x133 (dim ?x124 3)))
 (= ?x133 ?x109)))))))
(assert
 (let ((?x113 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x124 (smul ?x113 in_s1)))
(let ((?x82 (smul in_i1 in_s1)))
(let ((?x93 (conv 2 2 0 0 0 0 1 1 1 ?x82 in_u1)))
(and (distinct ?x93 ?x124) true))))))
(check-sat)
