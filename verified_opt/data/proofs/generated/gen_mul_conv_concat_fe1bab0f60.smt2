; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_x, smul_concat
; z3 rlimit used: 74491
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_k1 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((A T) (B T) (S T) (ax Int) )(! (let ((?x13 (concat ax (smul A S) (smul B S))))
 (let ((?x10 (smul (concat ax A B) S)))
 (= ?x10 ?x13))) :pattern ( (smul (concat ax A B) S) ) :pattern ( (concat ax (smul A S) (smul B S)) ) :qid smul_concat))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x61 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x59 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x62 (= ?x59 ?x61)))
 (let (($x54 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x54 $x62))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (>= sym_c 1))
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
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x99 (dim in_k1 2)))
 (= 3 ?x99)))
(assert
 (let ((?x101 (dim in_k1 3)))
 (= 3 ?x101)))
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
 (let ((?x106 (smul in_i1 in_s1)))
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 ?x106 in_k1)))
 (= (rank ?x117) 4))))
(assert
 (let ((?x106 (smul in_i1 in_s1)))
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 ?x106 in_k1)))
 (= (dim ?x117 0) sym_n))))
(assert
 (let ((?x106 (smul in_i1 in_s1)))
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 ?x106 in_k1)))
 (= (dim ?x117 1) sym_c))))
(assert
 (let ((?x106 (smul in_i1 in_s1)))
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 ?x106 in_k1)))
 (= (dim ?x117 2) sym_h))))
(assert
 (let ((?x106 (smul in_i1 in_s1)))
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 ?x106 in_k1)))
 (= (dim ?x117 3) sym_w))))
(assert
 (let ((?x106 (smul in_i1 in_s1)))
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 ?x106 in_k1)))
 (let ((?x128 (concat 0 ?x117 ?x106)))
 (= (rank ?x128) 4)))))
(assert
 (let ((?x132 (* 2 sym_n)))
 (let ((?x106 (smul in_i1 in_s1)))
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 ?x106 in_k1)))
 (let ((?x128 (concat 0 ?x117 ?x106)))
 (let ((?x131 (dim ?x128 0)))
 (= ?x131 ?x132)))))))
(assert
 (let ((?x106 (smul in_i1 in_s1)))
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 ?x106 in_k1)))
 (let ((?x128 (concat 0 ?x117 ?x106)))
 (= (dim ?x128 1) sym_c)))))
(assert
 (let ((?x106 (smul in_i1 in_s1)))
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 ?x106 in_k1)))
 (let ((?x128 (concat 0 ?x117 ?x106)))
 (= (dim ?x128 2) sym_h)))))
(assert
 (let ((?x106 (smul in_i1 in_s1)))
 (let ((?x117 (conv 1 1 1 1 1 1 1 1 1 ?x106 in_k1)))
 (let ((?x128 (concat 0 ?x117 ?x106)))
 (= (dim ?x128 3) sym_w)))))
(assert
 (let ((?x132 (* 2 sym_n)))
 (>= ?x132 0)))
(assert
 (let ((?x141 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x141) 4)))
(assert
 (let ((?x141 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x141 0) sym_n)))
(assert
 (let ((?x141 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x141 1) sym_c)))
(assert
 (let ((?x141 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x141 2) sym_h)))
(assert
 (let ((?x141 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x141 3) sym_w)))
(assert
 (let ((?x141 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x152 (concat 0 ?x141 in_i1)))
 (= (rank ?x152) 4))))
(assert
 (let ((?x132 (* 2 sym_n)))
 (let ((?x141 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x152 (concat 0 ?x141 in_i1)))
 (let ((?x155 (dim ?x152 0)))
 (= ?x155 ?x132))))))
(assert
 (let ((?x141 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x152 (concat 0 ?x141 in_i1)))
 (= (dim ?x152 1) sym_c))))
(assert
 (let ((?x141 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x152 (concat 0 ?x141 in_i1)))
 (= (dim ?x152 2) sym_h))))
(assert
 (let ((?x141 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x152 (concat 0 ?x141 in_i1)))
 (= (dim ?x152 3) sym_w))))
(assert
 (let ((?x141 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x152 (concat 0 ?x141 in_i1)))
 (let ((?x163 (smul ?x152 in_s1)))
 (= (rank ?x163) 4)))))
(assert
 (let ((?x132 (* 2 sym_n)))
 (let ((?x141 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x152 (concat 0 ?x141 in_i1)))
 (let ((?x163 (smul ?x152 in_s1)))
 (let ((?x166 (dim ?x163 0)))
 (= ?x166 ?x132)))))))
(assert
 (let ((?x141 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x152 (concat 0 ?x141 in_i1)))
 (let ((?x163 (smul ?x152 in_s1)))
 (= (dim ?x163 1) sym_c)))))
(assert
 (let ((?x141 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x152 (concat 0 ?x141 in_i1)))
 (let ((?x163 (smul ?x152 in_s1)))
 (= (dim ?x163 2) sym_h)))))
(assert
 (let ((?x141 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x152 (concat 0 ?x141 in_i1)))
 (let ((?x163 (smul ?x152 in_s1)))
 (= (dim ?x163 3) sym_w)))))
(assert
 (let ((?x141 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x152 (concat 0 ?x141 in_i1)))
(let ((?x163 (smul ?x152 in_s1)))
(let ((?x106 (smul in_i1 in_s1)))
(let ((?x117 (conv 1 1 1 1 1 1 1 1 1 ?x106 in_k1)))
(let ((?x128 (concat 0 ?x117 ?x106)))
(and (distinct ?x128 ?x163) true))))))))
(check-sat)
