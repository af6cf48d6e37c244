; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_x
; z3 rlimit used: 74095
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_k1 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x32 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x30 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x33 (= ?x30 ?x32)))
 (let (($x25 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x25 $x33))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
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
 (= (rank in_s1) 0))
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
 (let ((?x96 (smul in_i1 in_s1)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 ?x96 in_k1)))
 (= (rank ?x107) 4))))
(assert
 (let ((?x96 (smul in_i1 in_s1)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 ?x96 in_k1)))
 (= (dim ?x107 0) sym_n))))
(assert
 (let ((?x96 (smul in_i1 in_s1)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 ?x96 in_k1)))
 (= (dim ?x107 1) sym_c2))))
(assert
 (let ((?x116 (+ (- 2) sym_h)))
 (let ((?x96 (smul in_i1 in_s1)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 ?x96 in_k1)))
 (let ((?x114 (dim ?x107 2)))
 (= ?x114 ?x116))))))
(assert
 (let ((?x119 (+ (- 2) sym_w)))
 (let ((?x96 (smul in_i1 in_s1)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 ?x96 in_k1)))
 (let ((?x118 (dim ?x107 3)))
 (= ?x118 ?x119))))))
(assert
 (let ((?x116 (+ (- 2) sym_h)))
 (>= ?x116 0)))
(assert
 (let ((?x119 (+ (- 2) sym_w)))
 (>= ?x119 0)))
(assert
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x123) 4)))
(assert
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x123 0) sym_n)))
(assert
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x123 1) sym_c2)))
(assert
 (let ((?x116 (+ (- 2) sym_h)))
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x130 (dim ?x123 2)))
 (= ?x130 ?x116)))))
(assert
 (let ((?x119 (+ (- 2) sym_w)))
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x132 (dim ?x123 3)))
 (= ?x132 ?x119)))))
(assert
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x134 (smul ?x123 in_s1)))
 (= (rank ?x134) 4))))
(assert
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x134 (smul ?x123 in_s1)))
 (= (dim ?x134 0) sym_n))))
(assert
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x134 (smul ?x123 in_s1)))
 (= (dim ?x134 1) sym_c2))))
(assert
 (let ((?x116 (+ (- 2) sym_h)))
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x134 (smul ?x123 in_s1)))
 (let ((?x141 (dim ?x134 2)))
 (= ?x141 ?x116))))))
(assert
 (let ((?x119 (+ (- 2) sym_w)))
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x134 (smul ?x123 in_s1)))
 (let ((?x143 (dim ?x134 3)))
 (= ?x143 ?x119))))))
(assert
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x134 (smul ?x123 in_s1)))
(let ((?x96 (smul in_i1 in_s1)))
(let ((?x107 (conv 1 1 0 0 0 0 1 1 1 ?x96 in_k1)))
(and (distinct ?x107 ?x134) true))))))
(check-sat)
