; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, conv_smul_w
; z3 rlimit used: 48748
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
(declare-fun in_k1 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x20 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x18 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (= ?x18 ?x20))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x49 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x46 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (= ?x46 ?x49))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
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
 (let ((?x85 (dim in_k1 2)))
 (= 3 ?x85)))
(assert
 (let ((?x87 (dim in_k1 3)))
 (= 3 ?x87)))
(assert
 (= (rank in_s1) 0))
(assert
 (let ((?x92 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x92) 4)))
(assert
 (let ((?x92 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x92 0) sym_n)))
(assert
 (let ((?x92 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x92 1) sym_c2)))
(assert
 (let ((?x92 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x92 2) sym_h)))
(assert
 (let ((?x92 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x92 3) sym_w)))
(assert
 (let ((?x92 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x103 (smul ?x92 in_s1)))
 (= (rank ?x103) 4))))
(assert
 (let ((?x92 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x103 (smul ?x92 in_s1)))
 (= (dim ?x103 0) sym_n))))
(assert
 (let ((?x92 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x103 (smul ?x92 in_s1)))
 (= (dim ?x103 1) sym_c2))))
(assert
 (let ((?x92 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x103 (smul ?x92 in_s1)))
 (= (dim ?x103 2) sym_h))))
(assert
 (let ((?x92 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x103 (smul ?x92 in_s1)))
 (= (dim ?x103 3) sym_w))))
(assert
 (let ((?x92 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x103 (smul ?x92 in_s1)))
 (let ((?x114 (concat 1 ?x103 ?x92)))
 (= (rank ?x114) 4)))))
(assert
 (let ((?x92 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x103 (smul ?x92 in_s1)))
 (let ((?x114 (concat 1 ?x103 ?x92)))
 (= (dim ?x114 0) sym_n)))))
(assert
 (let ((?x120 (* 2 sym_c2)))
 (let ((?x92 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x103 (smul ?x92 in_s1)))
 (let ((?x114 (concat 1 ?x103 ?x92)))
 (let ((?x119 (dim ?x114 1)))
 (= ?x119 ?x120)))))))
(assert
 (let ((?x92 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x103 (smul ?x92 in_s1)))
 (let ((?x114 (concat 1 ?x103 ?x92)))
 (= (dim ?x114 2) sym_h)))))
(assert
 (let ((?x92 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x103 (smul ?x92 in_s1)))
 (let ((?x114 (concat 1 ?x103 ?x92)))
 (= (dim ?x114 3) sym_w)))))
(assert
 (let ((?x120 (* 2 sym_c2)))
 (>= ?x120 0)))
(assert
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c2))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c))
(assert
 (let ((?x127 (smul in_k1 in_s1)))
 (let ((?x134 (dim ?x127 2)))
 (= 3 ?x134))))
(assert
 (let ((?x127 (smul in_k1 in_s1)))
 (let ((?x136 (dim ?x127 3)))
 (= 3 ?x136))))
(assert
 (= (rank (concat 0 (smul in_k1 in_s1) in_k1)) 4))
(assert
 (let ((?x120 (* 2 sym_c2)))
 (let ((?x127 (smul in_k1 in_s1)))
 (let ((?x138 (concat 0 ?x127 in_k1)))
 (let ((?x141 (dim ?x138 0)))
 (= ?x141 ?x120))))))
(assert
 (= (dim (concat 0 (smul in_k1 in_s1) in_k1) 1) sym_c))
(assert
 (let ((?x127 (smul in_k1 in_s1)))
 (let ((?x138 (concat 0 ?x127 in_k1)))
 (let ((?x145 (dim ?x138 2)))
 (= 3 ?x145)))))
(assert
 (let ((?x127 (smul in_k1 in_s1)))
 (let ((?x138 (concat 0 ?x127 in_k1)))
 (let ((?x147 (dim ?x138 3)))
 (= 3 ?x147)))))
(assert
 (let ((?x127 (smul in_k1 in_s1)))
 (let ((?x138 (concat 0 ?x127 in_k1)))
 (let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x138)))
 (= (rank ?x149) 4)))))
(assert
 (let ((?x127 (smul in_k1 in_s1)))
 (let ((?x138 (concat 0 ?x127 in_k1)))
 (let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x138)))
 (= (dim ?x149 0) sym_n)))))
(assert
 (let ((?x120 (* 2 sym_c2)))
 (let ((?x127 (smul in_k1 in_s1)))
 (let ((?x138 (concat 0 ?x127 in_k1)))
 (let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x138)))
 (let ((?x154 (dim ?x149 1)))
 (= ?x154 ?x120)))))))
(assert
 (let ((?x127 (smul in_k1 in_s1)))
 (let ((?x138 (concat 0 ?x127 in_k1)))
 (let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x138)))
 (= (dim ?x149 2) sym_h)))))
(assert
 (let ((?x127 (smul in_k1 in_s1)))
 (let ((?x138 (concat 0 ?x127 in_k1)))
 (let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x138)))
 (= (dim ?x149 3) sym_w)))))
(assert
 (let ((?x127 (smul in_k1 in_s1)))
(let ((?x138 (concat 0 ?x127 in_k1)))
(let ((?x149 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x138)))
(let ((?x92 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x103 (smul ?x92 in_s1)))
(let ((?x114 (concat 1 ?x103 ?x92)))
(and (distinct ?x114 ?x149) true))))))))
(check-sat)
