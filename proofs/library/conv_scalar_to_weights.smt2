; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_smul_x
; z3 rlimit used: 50610
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
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x20 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x18 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (= ?x18 ?x20))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x20 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x43 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (= ?x43 ?x20))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
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
 (let ((?x80 (dim in_W 2)))
 (= 3 ?x80)))
(assert
 (let ((?x82 (dim in_W 3)))
 (= 3 ?x82)))
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
 (let ((?x87 (smul in_X in_S)))
 (let ((?x98 (conv 1 1 1 1 1 1 1 1 1 ?x87 in_W)))
 (= (rank ?x98) 4))))
(assert
 (let ((?x87 (smul in_X in_S)))
 (let ((?x98 (conv 1 1 1 1 1 1 1 1 1 ?x87 in_W)))
 (= (dim ?x98 0) sym_n))))
(assert
 (let ((?x87 (smul in_X in_S)))
 (let ((?x98 (conv 1 1 1 1 1 1 1 1 1 ?x87 in_W)))
 (= (dim ?x98 1) sym_m))))
(assert
 (let ((?x87 (smul in_X in_S)))
 (let ((?x98 (conv 1 1 1 1 1 1 1 1 1 ?x87 in_W)))
 (= (dim ?x98 2) sym_h))))
(assert
 (let ((?x87 (smul in_X in_S)))
 (let ((?x98 (conv 1 1 1 1 1 1 1 1 1 ?x87 in_W)))
 (= (dim ?x98 3) sym_w))))
(assert
 (= (rank (smul in_W in_S)) 4))
(assert
 (= (dim (smul in_W in_S) 0) sym_m))
(assert
 (= (dim (smul in_W in_S) 1) sym_c))
(assert
 (let ((?x109 (smul in_W in_S)))
 (let ((?x116 (dim ?x109 2)))
 (= 3 ?x116))))
(assert
 (let ((?x109 (smul in_W in_S)))
 (let ((?x118 (dim ?x109 3)))
 (= 3 ?x118))))
(assert
 (let ((?x109 (smul in_W in_S)))
 (let ((?x120 (conv 1 1 1 1 1 1 1 1 1 in_X ?x109)))
 (= (rank ?x120) 4))))
(assert
 (let ((?x109 (smul in_W in_S)))
 (let ((?x120 (conv 1 1 1 1 1 1 1 1 1 in_X ?x109)))
 (= (dim ?x120 0) sym_n))))
(assert
 (let ((?x109 (smul in_W in_S)))
 (let ((?x120 (conv 1 1 1 1 1 1 1 1 1 in_X ?x109)))
 (= (dim ?x120 1) sym_m))))
(assert
 (let ((?x109 (smul in_W in_S)))
 (let ((?x120 (conv 1 1 1 1 1 1 1 1 1 in_X ?x109)))
 (= (dim ?x120 2) sym_h))))
(assert
 (let ((?x109 (smul in_W in_S)))
 (let ((?x120 (conv 1 1 1 1 1 1 1 1 1 in_X ?x109)))
 (= (dim ?x120 3) sym_w))))
(assert
 (let ((?x109 (smul in_W in_S)))
(let ((?x120 (conv 1 1 1 1 1 1 1 1 1 in_X ?x109)))
(let ((?x87 (smul in_X in_S)))
(let ((?x98 (conv 1 1 1 1 1 1 1 1 1 ?x87 in_W)))
(and (distinct ?x98 ?x120) true))))))
(check-sat)
