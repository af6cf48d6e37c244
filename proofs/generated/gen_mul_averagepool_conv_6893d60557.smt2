; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_smul, conv_smul_w, conv_smul_x
; z3 rlimit used: 49064
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_k1 () T)
(declare-fun in_s1 () T)
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
 (forall ((S T) (X T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x50 (smul (avgpool kh kw sh sw pt pl pb pr ci X) S)))
 (let ((?x48 (avgpool kh kw sh sw pt pl pb pr ci (smul X S))))
 (= ?x48 ?x50))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (smul X S)) ) :pattern ( (smul (avgpool kh kw sh sw pt pl pb pr ci X) S) ) :qid avgpool_smul))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x88 (dim in_k1 2)))
 (= 3 ?x88)))
(assert
 (let ((?x90 (dim in_k1 3)))
 (= 3 ?x90)))
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
 (let ((?x95 (smul in_i1 in_s1)))
 (let ((?x106 (avgpool 3 3 1 1 1 1 1 1 0 ?x95)))
 (= (rank ?x106) 4))))
(assert
 (let ((?x95 (smul in_i1 in_s1)))
 (let ((?x106 (avgpool 3 3 1 1 1 1 1 1 0 ?x95)))
 (= (dim ?x106 0) sym_n))))
(assert
 (let ((?x95 (smul in_i1 in_s1)))
 (let ((?x106 (avgpool 3 3 1 1 1 1 1 1 0 ?x95)))
 (= (dim ?x106 1) sym_c))))
(assert
 (let ((?x95 (smul in_i1 in_s1)))
 (let ((?x106 (avgpool 3 3 1 1 1 1 1 1 0 ?x95)))
 (= (dim ?x106 2) sym_h))))
(assert
 (let ((?x95 (smul in_i1 in_s1)))
 (let ((?x106 (avgpool 3 3 1 1 1 1 1 1 0 ?x95)))
 (= (dim ?x106 3) sym_w))))
(assert
 (let ((?x95 (smul in_i1 in_s1)))
 (let ((?x106 (avgpool 3 3 1 1 1 1 1 1 0 ?x95)))
 (let ((?x117 (conv 2 2 1 1 1 1 1 1 1 ?x106 in_k1)))
 (= (rank ?x117) 4)))))
(assert
 (let ((?x95 (smul in_i1 in_s1)))
 (let ((?x106 (avgpool 3 3 1 1 1 1 1 1 0 ?x95)))
 (let ((?x117 (conv 2 2 1 1 1 1 1 1 1 ?x106 in_k1)))
 (= (dim ?x117 0) sym_n)))))
(assert
 (let ((?x95 (smul in_i1 in_s1)))
 (let ((?x106 (avgpool 3 3 1 1 1 1 1 1 0 ?x95)))
 (let ((?x117 (conv 2 2 1 1 1 1 1 1 1 ?x106 in_k1)))
 (= (dim ?x117 1) sym_c2)))))
(assert
 (let ((?x127 (div (+ (- 1) sym_h) 2)))
 (let ((?x128 (+ 1 ?x127)))
 (let ((?x95 (smul in_i1 in_s1)))
 (let ((?x106 (avgpool 3 3 1 1 1 1 1 1 0 ?x95)))
 (let ((?x117 (conv 2 2 1 1 1 1 1 1 1 ?x106 in_k1)))
 (let ((?x124 (dim ?x117 2)))
 (= ?x124 ?x128))))))))
(assert
 (let ((?x132 (div (+ (- 1) sym_w) 2)))
 (let ((?x133 (+ 1 ?x132)))
 (let ((?x95 (smul in_i1 in_s1)))
 (let ((?x106 (avgpool 3 3 1 1 1 1 1 1 0 ?x95)))
 (let ((?x117 (conv 2 2 1 1 1 1 1 1 1 ?x106 in_k1)))
 (let ((?x130 (dim ?x117 3)))
 (= ?x130 ?x133))))))))
(assert
 (let ((?x127 (div (+ (- 1) sym_h) 2)))
 (let ((?x128 (+ 1 ?x127)))
 (>= ?x128 0))))
(assert
 (let ((?x132 (div (+ (- 1) sym_w) 2)))
 (let ((?x133 (+ 1 ?x132)))
 (>= ?x133 0))))
(assert
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c2))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c))
(assert
 (let ((?x137 (smul in_k1 in_s1)))
 (let ((?x144 (dim ?x137 2)))
 (= 3 ?x144))))
(assert
 (let ((?x137 (smul in_k1 in_s1)))
 (let ((?x146 (dim ?x137 3)))
 (= 3 ?x146))))
(assert
 (let ((?x148 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x148) 4)))
(assert
 (let ((?x148 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x148 0) sym_n)))
(assert
 (let ((?x148 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x148 1) sym_c)))
(assert
 (let ((?x148 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x148 2) sym_h)))
(assert
 (let ((?x148 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x148 3) sym_w)))
(assert
 (let ((?x137 (smul in_k1 in_s1)))
 (let ((?x148 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 ?x148 ?x137)))
 (= (rank ?x159) 4)))))
(assert
 (let ((?x137 (smul in_k1 in_s1)))
 (let ((?x148 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 ?x148 ?x137)))
 (= (dim ?x159 0) sym_n)))))
(assert
 (let ((?x137 (smul in_k1 in_s1)))
 (let ((?x148 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 ?x148 ?x137)))
 (= (dim ?x159 1) sym_c2)))))
(assert
 (let ((?x127 (div (+ (- 1) sym_h) 2)))
 (let ((?x128 (+ 1 ?x127)))
 (let ((?x137 (smul in_k1 in_s1)))
 (let ((?x148 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 ?x148 ?x137)))
 (let ((?x166 (dim ?x159 2)))
 (= ?x166 ?x128))))))))
(assert
 (let ((?x132 (div (+ (- 1) sym_w) 2)))
 (let ((?x133 (+ 1 ?x132)))
 (let ((?x137 (smul in_k1 in_s1)))
 (let ((?x148 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 ?x148 ?x137)))
 (let ((?x168 (dim ?x159 3)))
 (= ?x168 ?x133))))))))
(assert
 (let ((?x137 (smul in_k1 in_s1)))
(let ((?x148 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x159 (conv 2 2 1 1 1 1 1 1 1 ?x148 ?x137)))
(let ((?x95 (smul in_i1 in_s1)))
(let ((?x106 (avgpool 3 3 1 1 1 1 1 1 0 ?x95)))
(let ((?x117 (conv 2 2 1 1 1 1 1 1 1 ?x106 in_k1)))
(and (distinct ?x117 ?x159) true))))))))
(check-sat)
