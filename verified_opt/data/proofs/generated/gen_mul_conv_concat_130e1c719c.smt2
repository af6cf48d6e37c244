; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_x, smul_concat
; z3 rlimit used: 111433
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun smul (T T) T)
(declare-fun rank (T) Int)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((A T) (B T) (S T) (ax Int) )(! (let ((?x22 (concat ax (smul A S) (smul B S))))
 (let ((?x19 (smul (concat ax A B) S)))
 (let (($x23 (= ?x19 ?x22)))
 (let (($x16 (and (>= (rank A) 1) (>= (rank B) 1) (= (rank S) 0))))
 (=> $x16 $x23))))) :pattern ( (smul (concat ax A B) S) ) :pattern ( (concat ax (smul A S) (smul B S)) ) :qid smul_concat))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x79 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x77 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x80 (= ?x77 ?x79)))
 (let (($x75 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W) 4) (= (rank S) 0))))
 (=> $x75 $x80))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
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
 (= (rank in_s1) 0))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x119 (dim in_u1 2)))
 (= 1 ?x119)))
(assert
 (let ((?x121 (dim in_u1 3)))
 (= 1 ?x121)))
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
 (let ((?x123 (smul in_i1 in_s1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_u1)))
 (= (rank ?x134) 4))))
(assert
 (let ((?x123 (smul in_i1 in_s1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_u1)))
 (= (dim ?x134 0) sym_n))))
(assert
 (let ((?x123 (smul in_i1 in_s1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_u1)))
 (= (dim ?x134 1) sym_c))))
(assert
 (let ((?x123 (smul in_i1 in_s1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_u1)))
 (= (dim ?x134 2) sym_h))))
(assert
 (let ((?x123 (smul in_i1 in_s1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_u1)))
 (= (dim ?x134 3) sym_w))))
(assert
 (let ((?x123 (smul in_i1 in_s1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_u1)))
 (let ((?x145 (concat 0 ?x134 ?x123)))
 (= (rank ?x145) 4)))))
(assert
 (let ((?x149 (* 2 sym_n)))
 (let ((?x123 (smul in_i1 in_s1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_u1)))
 (let ((?x145 (concat 0 ?x134 ?x123)))
 (let ((?x148 (dim ?x145 0)))
 (= ?x148 ?x149)))))))
(assert
 (let ((?x123 (smul in_i1 in_s1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_u1)))
 (let ((?x145 (concat 0 ?x134 ?x123)))
 (= (dim ?x145 1) sym_c)))))
(assert
 (let ((?x123 (smul in_i1 in_s1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_u1)))
 (let ((?x145 (concat 0 ?x134 ?x123)))
 (= (dim ?x145 2) sym_h)))))
(assert
 (let ((?x123 (smul in_i1 in_s1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_u1)))
 (let ((?x145 (concat 0 ?x134 ?x123)))
 (= (dim ?x145 3) sym_w)))))
(assert
 (let ((?x149 (* 2 sym_n)))
 (>= ?x149 0)))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x158) 4)))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x158 0) sym_n)))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x158 1) sym_c)))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x158 2) sym_h)))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x158 3) sym_w)))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (concat 0 ?x158 in_i1)))
 (= (rank ?x169) 4))))
(assert
 (let ((?x149 (* 2 sym_n)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (concat 0 ?x158 in_i1)))
 (let ((?x172 (dim ?x169 0)))
 (= ?x172 ?x149))))))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (concat 0 ?x158 in_i1)))
 (= (dim ?x169 1) sym_c))))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (concat 0 ?x158 in_i1)))
 (= (dim ?x169 2) sym_h))))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (concat 0 ?x158 in_i1)))
 (= (dim ?x169 3) sym_w))))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (concat 0 ?x158 in_i1)))
 (let ((?x180 (smul ?x169 in_s1)))
 (= (rank ?x180) 4)))))
(assert
 (let ((?x149 (* 2 sym_n)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (concat 0 ?x158 in_i1)))
 (let ((?x180 (smul ?x169 in_s1)))
 (let ((?x183 (dim ?x180 0)))
 (= ?x183 ?x149)))))))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (concat 0 ?x158 in_i1)))
 (let ((?x180 (smul ?x169 in_s1)))
 (= (dim ?x180 1) sym_c)))))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (concat 0 ?x158 in_i1)))
 (let ((?x180 (smul ?x169 in_s1)))
 (= (dim ?x180 2) sym_h)))))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (concat 0 ?x158 in_i1)))
 (let ((?x180 (smul ?x169 in_s1)))
 (= (dim ?x180 3) sym_w)))))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x169 (concat 0 ?x158 in_i1)))
(let ((?x180 (smul ?x169 in_s1)))
(let ((?x123 (smul in_i1 in_s1)))
(let ((?x134 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_u1)))
(let ((?x145 (concat 0 ?x134 ?x123)))
(and (distinct ?x145 ?x180) true))))))))
(check-sat)
