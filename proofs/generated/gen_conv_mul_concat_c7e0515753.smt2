; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch, conv_smul_x
; z3 rlimit used: 49256
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun concat (Int T T) T)
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
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x47 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x44 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (= ?x44 ?x47))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
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
 (let ((?x87 (dim in_u1 2)))
 (= 1 ?x87)))
(assert
 (let ((?x89 (dim in_u1 3)))
 (= 1 ?x89)))
(assert
 (let ((?x91 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x91) 4)))
(assert
 (let ((?x91 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x91 0) sym_n)))
(assert
 (let ((?x91 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x91 1) sym_c2)))
(assert
 (let ((?x101 (div (+ (- 1) sym_h) 2)))
 (let ((?x102 (+ 1 ?x101)))
 (let ((?x91 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x98 (dim ?x91 2)))
 (= ?x98 ?x102))))))
(assert
 (let ((?x106 (div (+ (- 1) sym_w) 2)))
 (let ((?x107 (+ 1 ?x106)))
 (let ((?x91 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x104 (dim ?x91 3)))
 (= ?x104 ?x107))))))
(assert
 (let ((?x91 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x109 (smul ?x91 in_s1)))
 (= (rank ?x109) 4))))
(assert
 (let ((?x91 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x109 (smul ?x91 in_s1)))
 (= (dim ?x109 0) sym_n))))
(assert
 (let ((?x91 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x109 (smul ?x91 in_s1)))
 (= (dim ?x109 1) sym_c2))))
(assert
 (let ((?x101 (div (+ (- 1) sym_h) 2)))
 (let ((?x102 (+ 1 ?x101)))
 (let ((?x91 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x109 (smul ?x91 in_s1)))
 (let ((?x116 (dim ?x109 2)))
 (= ?x116 ?x102)))))))
(assert
 (let ((?x106 (div (+ (- 1) sym_w) 2)))
 (let ((?x107 (+ 1 ?x106)))
 (let ((?x91 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x109 (smul ?x91 in_s1)))
 (let ((?x118 (dim ?x109 3)))
 (= ?x118 ?x107)))))))
(assert
 (let ((?x91 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x109 (smul ?x91 in_s1)))
 (let ((?x120 (concat 0 ?x91 ?x109)))
 (= (rank ?x120) 4)))))
(assert
 (let ((?x124 (* 2 sym_n)))
 (let ((?x91 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x109 (smul ?x91 in_s1)))
 (let ((?x120 (concat 0 ?x91 ?x109)))
 (let ((?x123 (dim ?x120 0)))
 (= ?x123 ?x124)))))))
(assert
 (let ((?x91 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x109 (smul ?x91 in_s1)))
 (let ((?x120 (concat 0 ?x91 ?x109)))
 (= (dim ?x120 1) sym_c2)))))
(assert
 (let ((?x101 (div (+ (- 1) sym_h) 2)))
 (let ((?x102 (+ 1 ?x101)))
 (let ((?x91 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x109 (smul ?x91 in_s1)))
 (let ((?x120 (concat 0 ?x91 ?x109)))
 (let ((?x128 (dim ?x120 2)))
 (= ?x128 ?x102))))))))
(assert
 (let ((?x106 (div (+ (- 1) sym_w) 2)))
 (let ((?x107 (+ 1 ?x106)))
 (let ((?x91 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x109 (smul ?x91 in_s1)))
 (let ((?x120 (concat 0 ?x91 ?x109)))
 (let ((?x130 (dim ?x120 3)))
 (= ?x130 ?x107))))))))
(assert
 (let ((?x101 (div (+ (- 1) sym_h) 2)))
 (let ((?x102 (+ 1 ?x101)))
 (>= ?x102 0))))
(assert
 (let ((?x106 (div (+ (- 1) sym_w) 2)))
 (let ((?x107 (+ 1 ?x106)))
 (>= ?x107 0))))
(assert
 (let ((?x124 (* 2 sym_n)))
 (>= ?x124 0)))
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
 (= (rank (concat 0 in_i1 (smul in_i1 in_s1))) 4))
(assert
 (let ((?x124 (* 2 sym_n)))
 (let ((?x135 (smul in_i1 in_s1)))
 (let ((?x146 (concat 0 in_i1 ?x135)))
 (let ((?x149 (dim ?x146 0)))
 (= ?x149 ?x124))))))
(assert
 (= (dim (concat 0 in_i1 (smul in_i1 in_s1)) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 (smul in_i1 in_s1)) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 (smul in_i1 in_s1)) 3) sym_w))
(assert
 (let ((?x135 (smul in_i1 in_s1)))
 (let ((?x146 (concat 0 in_i1 ?x135)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 ?x146 in_u1)))
 (= (rank ?x157) 4)))))
(assert
 (let ((?x124 (* 2 sym_n)))
 (let ((?x135 (smul in_i1 in_s1)))
 (let ((?x146 (concat 0 in_i1 ?x135)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 ?x146 in_u1)))
 (let ((?x160 (dim ?x157 0)))
 (= ?x160 ?x124)))))))
(assert
 (let ((?x135 (smul in_i1 in_s1)))
 (let ((?x146 (concat 0 in_i1 ?x135)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 ?x146 in_u1)))
 (= (dim ?x157 1) sym_c2)))))
(assert
 (let ((?x101 (div (+ (- 1) sym_h) 2)))
 (let ((?x102 (+ 1 ?x101)))
 (let ((?x135 (smul in_i1 in_s1)))
 (let ((?x146 (concat 0 in_i1 ?x135)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 ?x146 in_u1)))
 (let ((?x164 (dim ?x157 2)))
 (= ?x164 ?x102))))))))
(assert
 (let ((?x106 (div (+ (- 1) sym_w) 2)))
 (let ((?x107 (+ 1 ?x106)))
 (let ((?x135 (smul in_i1 in_s1)))
 (let ((?x146 (concat 0 in_i1 ?x135)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 ?x146 in_u1)))
 (let ((?x166 (dim ?x157 3)))
 (= ?x166 ?x107))))))))
(assert
 (let ((?x135 (smul in_i1 in_s1)))
(let ((?x146 (concat 0 in_i1 ?x135)))
(let ((?x157 (conv 2 2 0 0 0 0 1 1 1 ?x146 in_u1)))
(let ((?x91 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x109 (smul ?x91 in_s1)))
(let ((?x120 (concat 0 ?x91 ?x109)))
(and (distinct ?x120 ?x157) true))))))))
(check-sat)
