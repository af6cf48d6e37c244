; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_x, smul_concat
; z3 rlimit used: 48696
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((A T) (B T) (S T) (ax Int) )(! (let ((?x13 (concat ax (smul A S) (smul B S))))
 (let ((?x10 (smul (concat ax A B) S)))
 (= ?x10 ?x13))) :pattern ( (smul (concat ax A B) S) ) :pattern ( (concat ax (smul A S) (smul B S)) ) :qid smul_concat))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x49 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x47 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (= ?x47 ?x49))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
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
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x88 (dim in_u1 2)))
 (= 1 ?x88)))
(assert
 (let ((?x90 (dim in_u1 3)))
 (= 1 ?x90)))
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
 (let ((?x92 (smul in_i1 in_s1)))
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 ?x92 in_u1)))
 (= (rank ?x103) 4))))
(assert
 (let ((?x92 (smul in_i1 in_s1)))
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 ?x92 in_u1)))
 (= (dim ?x103 0) sym_n))))
(assert
 (let ((?x92 (smul in_i1 in_s1)))
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 ?x92 in_u1)))
 (= (dim ?x103 1) sym_c))))
(assert
 (let ((?x92 (smul in_i1 in_s1)))
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 ?x92 in_u1)))
 (= (dim ?x103 2) sym_h))))
(assert
 (let ((?x92 (smul in_i1 in_s1)))
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 ?x92 in_u1)))
 (= (dim ?x103 3) sym_w))))
(assert
 (let ((?x92 (smul in_i1 in_s1)))
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 ?x92 in_u1)))
 (let ((?x114 (concat 0 ?x103 ?x92)))
 (= (rank ?x114) 4)))))
(assert
 (let ((?x118 (* 2 sym_n)))
 (let ((?x92 (smul in_i1 in_s1)))
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 ?x92 in_u1)))
 (let ((?x114 (concat 0 ?x103 ?x92)))
 (let ((?x117 (dim ?x114 0)))
 (= ?x117 ?x118)))))))
(assert
 (let ((?x92 (smul in_i1 in_s1)))
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 ?x92 in_u1)))
 (let ((?x114 (concat 0 ?x103 ?x92)))
 (= (dim ?x114 1) sym_c)))))
(assert
 (let ((?x92 (smul in_i1 in_s1)))
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 ?x92 in_u1)))
 (let ((?x114 (concat 0 ?x103 ?x92)))
 (= (dim ?x114 2) sym_h)))))
(assert
 (let ((?x92 (smul in_i1 in_s1)))
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 ?x92 in_u1)))
 (let ((?x114 (concat 0 ?x103 ?x92)))
 (= (dim ?x114 3) sym_w)))))
(assert
 (let ((?x118 (* 2 sym_n)))
 (>= ?x118 0)))
(assert
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x127) 4)))
(assert
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x127 0) sym_n)))
(assert
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x127 1) sym_c)))
(assert
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x127 2) sym_h)))
(assert
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x127 3) sym_w)))
(assert
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x138 (concat 0 ?x127 in_i1)))
 (= (rank ?x138) 4))))
(assert
 (let ((?x118 (* 2 sym_n)))
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x138 (concat 0 ?x127 in_i1)))
 (let ((?x141 (dim ?x138 0)))
 (= ?x141 ?x118))))))
(assert
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x138 (concat 0 ?x127 in_i1)))
 (= (dim ?x138 1) sym_c))))
(assert
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x138 (concat 0 ?x127 in_i1)))
 (= (dim ?x138 2) sym_h))))
(assert
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x138 (concat 0 ?x127 in_i1)))
 (= (dim ?x138 3) sym_w))))
(assert
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x138 (concat 0 ?x127 in_i1)))
 (let ((?x149 (smul ?x138 in_s1)))
 (= (rank ?x149) 4)))))
(assert
 (let ((?x118 (* 2 sym_n)))
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x138 (concat 0 ?x127 in_i1)))
 (let ((?x149 (smul ?x138 in_s1)))
 (let ((?x152 (dim ?x149 0)))
 (= ?x152 ?x118)))))))
(assert
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x138 (concat 0 ?x127 in_i1)))
 (let ((?x149 (smul ?x138 in_s1)))
 (= (dim ?x149 1) sym_c)))))
(assert
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x138 (concat 0 ?x127 in_i1)))
 (let ((?x149 (smul ?x138 in_s1)))
 (= (dim ?x149 2) sym_h)))))
(assert
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x138 (concat 0 ?x127 in_i1)))
 (let ((?x149 (smul ?x138 in_s1)))
 (= (dim ?x149 3) sym_w)))))
(assert
 (let ((?x127 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x138 (concat 0 ?x127 in_i1)))
(let ((?x149 (smul ?x138 in_s1)))
(let ((?x92 (smul in_i1 in_s1)))
(let ((?x103 (conv 1 1 0 0 0 0 1 1 1 ?x92 in_u1)))
(let ((?x114 (concat 0 ?x103 ?x92)))
(and (distinct ?x114 ?x149) true))))))))
(check-sat)
