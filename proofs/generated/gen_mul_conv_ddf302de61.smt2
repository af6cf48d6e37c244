; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_smul_x
; z3 rlimit used: 48187
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
 (let ((?x83 (dim in_u1 2)))
 (= 1 ?x83)))
(assert
 (let ((?x85 (dim in_u1 3)))
 (= 1 ?x85)))
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
 (let ((?x87 (smul in_i1 in_s1)))
 (let ((?x98 (conv 1 1 0 0 0 0 1 1 1 ?x87 in_u1)))
 (= (rank ?x98) 4))))
(assert
 (let ((?x87 (smul in_i1 in_s1)))
 (let ((?x98 (conv 1 1 0 0 0 0 1 1 1 ?x87 in_u1)))
 (= (dim ?x98 0) sym_n))))
(assert
 (let ((?x87 (smul in_i1 in_s1)))
 (let ((?x98 (conv 1 1 0 0 0 0 1 1 1 ?x87 in_u1)))
 (= (dim ?x98 1) sym_c2))))
(assert
 (let ((?x87 (smul in_i1 in_s1)))
 (let ((?x98 (conv 1 1 0 0 0 0 1 1 1 ?x87 in_u1)))
 (= (dim ?x98 2) sym_h))))
(assert
 (let ((?x87 (smul in_i1 in_s1)))
 (let ((?x98 (conv 1 1 0 0 0 0 1 1 1 ?x87 in_u1)))
 (= (dim ?x98 3) sym_w))))
(assert
 (= (rank (smul in_u1 in_s1)) 4))
(assert
 (= (dim (smul in_u1 in_s1) 0) sym_c2))
(assert
 (= (dim (smul in_u1 in_s1) 1) sym_c))
(assert
 (let ((?x109 (smul in_u1 in_s1)))
 (let ((?x116 (dim ?x109 2)))
 (= 1 ?x116))))
(assert
 (let ((?x109 (smul in_u1 in_s1)))
 (let ((?x118 (dim ?x109 3)))
 (= 1 ?x118))))
(assert
 (let ((?x109 (smul in_u1 in_s1)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x109)))
 (= (rank ?x120) 4))))
(assert
 (let ((?x109 (smul in_u1 in_s1)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x109)))
 (= (dim ?x120 0) sym_n))))
(assert
 (let ((?x109 (smul in_u1 in_s1)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x109)))
 (= (dim ?x120 1) sym_c2))))
(assert
 (let ((?x109 (smul in_u1 in_s1)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x109)))
 (= (dim ?x120 2) sym_h))))
(assert
 (let ((?x109 (smul in_u1 in_s1)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x109)))
 (= (dim ?x120 3) sym_w))))
(assert
 (let ((?x109 (smul in_u1 in_s1)))
(let ((?x120 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x109)))
(let ((?x87 (smul in_i1 in_s1)))
(let ((?x98 (conv 1 1 0 0 0 0 1 1 1 ?x87 in_u1)))
(and (distinct ?x98 ?x120) true))))))
(check-sat)
