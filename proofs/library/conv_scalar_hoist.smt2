; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_x
; z3 rlimit used: 41105
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
(declare-fun sym_m () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(declare-fun in_W () T)
(declare-fun in_S () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x443 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x463 (smul ?x443 S)))
 (let ((?x459 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (= ?x459 ?x463)))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
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
 (= (rank in_W) 4))
(assert
 (= (dim in_W 0) sym_m))
(assert
 (= (dim in_W 1) sym_c))
(assert
 (let ((?x3842 (dim in_W 2)))
 (= 3 ?x3842)))
(assert
 (let ((?x2127 (dim in_W 3)))
 (= 3 ?x2127)))
(assert
 (= (rank in_S) 0))
(assert
 (= (rank (smul in_X in_S)) 4))
(assert
 (= (dim (smul in_X in_S) 0) sym_n))
(assert
 (= (dim (smul in_X in_S) 1) sym_c))
(assert
 (= (dim (smul in_X in_S) 2) sym_h))
(assert
 (= (dim (smul in_X in_S) 3) sym_w))
(assert
 (let ((?x2039 (smul in_X in_S)))
 (let ((?x4156 (conv 1 1 1 1 1 1 1 1 1 ?x2039 in_W)))
 (= (rank ?x4156) 4))))
(assert
 (let ((?x2039 (smul in_X in_S)))
 (let ((?x4156 (conv 1 1 1 1 1 1 1 1 1 ?x2039 in_W)))
 (= (dim ?x4156 0) sym_n))))
(assert
 (let ((?x2039 (smul in_X in_S)))
 (let ((?x4156 (conv 1 1 1 1 1 1 1 1 1 ?x2039 in_W)))
 (= (dim ?x4156 1) sym_m))))
(assert
 (let ((?x2039 (smul in_X in_S)))
 (let ((?x4156 (conv 1 1 1 1 1 1 1 1 1 ?x2039 in_W)))
 (= (dim ?x4156 2) sym_h))))
(assert
 (let ((?x2039 (smul in_X in_S)))
 (let ((?x4156 (conv 1 1 1 1 1 1 1 1 1 ?x2039 in_W)))
 (= (dim ?x4156 3) sym_w))))
(assert
 (let ((?x3978 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (rank ?x3978) 4)))
(assert
 (let ((?x3978 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (dim ?x3978 0) sym_n)))
(assert
 (let ((?x3978 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (dim ?x3978 1) sym_m)))
(assert
 (let ((?x3978 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (dim ?x3978 2) sym_h)))
(assert
 (let ((?x3978 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (= (dim ?x3978 3) sym_w)))
(assert
 (let ((?x3978 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x2000 (smul ?x3978 in_S)))
 (= (rank ?x2000) 4))))
(assert
 (let ((?x3978 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x2000 (smul ?x3978 in_S)))
 (= (dim ?x2000 0) sym_n))))
(assert
 (let ((?x3978 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x2000 (smul ?x3978 in_S)))
 (= (dim ?x2000 1) sym_m))))
(assert
 (let ((?x3978 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x2000 (smul ?x3978 in_S)))
 (= (dim ?x2000 2) sym_h))))
(assert
 (let ((?x3978 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
 (let ((?x2000 (smul ?x3978 in_S)))
 (= (dim ?x2000 3) sym_w))))
(assert
 (let ((?x3978 (conv 1 1 1 1 1 1 1 1 1 in_X in_W)))
(let ((?x2000 (smul ?x3978 in_S)))
(let ((?x2039 (smul in_X in_S)))
(let ((?x4156 (conv 1 1 1 1 1 1 1 1 1 ?x2039 in_W)))
(and (distinct ?x4156 ?x2000) true))))))
(check-sat)
