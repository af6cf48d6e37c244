; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_x, smul_concat
; z3 rlimit used: 42125
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
(declare-fun sym_c2 () Int)
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
 (let ((?x87 (dim in_k1 2)))
 (= 3 ?x87)))
(assert
 (let ((?x89 (dim in_k1 3)))
 (= 3 ?x89)))
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
 (let ((?x94 (smul in_i1 in_s1)))
 (let ((?x105 (conv 1 1 1 1 1 1 1 1 1 ?x94 in_k1)))
 (= (rank ?x105) 4))))
(assert
 (let ((?x94 (smul in_i1 in_s1)))
 (let ((?x105 (conv 1 1 1 1 1 1 1 1 1 ?x94 in_k1)))
 (= (dim ?x105 0) sym_n))))
(assert
 (let ((?x94 (smul in_i1 in_s1)))
 (let ((?x105 (conv 1 1 1 1 1 1 1 1 1 ?x94 in_k1)))
 (= (dim ?x105 1) sym_c2))))
(assert
 (let ((?x94 (smul in_i1 in_s1)))
 (let ((?x105 (conv 1 1 1 1 1 1 1 1 1 ?x94 in_k1)))
 (= (dim ?x105 2) sym_h))))
(assert
 (let ((?x94 (smul in_i1 in_s1)))
 (let ((?x105 (conv 1 1 1 1 1 1 1 1 1 ?x94 in_k1)))
 (= (dim ?x105 3) sym_w))))
(assert
 (let ((?x94 (smul in_i1 in_s1)))
 (let ((?x105 (conv 1 1 1 1 1 1 1 1 1 ?x94 in_k1)))
 (let ((?x116 (concat 1 ?x94 ?x105)))
 (= (rank ?x116) 4)))))
(assert
 (let ((?x94 (smul in_i1 in_s1)))
 (let ((?x105 (conv 1 1 1 1 1 1 1 1 1 ?x94 in_k1)))
 (let ((?x116 (concat 1 ?x94 ?x105)))
 (= (dim ?x116 0) sym_n)))))
(assert
 (let ((?x122 (+ sym_c sym_c2)))
 (let ((?x94 (smul in_i1 in_s1)))
 (let ((?x105 (conv 1 1 1 1 1 1 1 1 1 ?x94 in_k1)))
 (let ((?x116 (concat 1 ?x94 ?x105)))
 (let ((?x121 (dim ?x116 1)))
 (= ?x121 ?x122)))))))
(assert
 (let ((?x94 (smul in_i1 in_s1)))
 (let ((?x105 (conv 1 1 1 1 1 1 1 1 1 ?x94 in_k1)))
 (let ((?x116 (concat 1 ?x94 ?x105)))
 (= (dim ?x116 2) sym_h)))))
(assert
 (let ((?x94 (smul in_i1 in_s1)))
 (let ((?x105 (conv 1 1 1 1 1 1 1 1 1 ?x94 in_k1)))
 (let ((?x116 (concat 1 ?x94 ?x105)))
 (= (dim ?x116 3) sym_w)))))
(assert
 (let ((?x122 (+ sym_c sym_c2)))
 (>= ?x122 0)))
(assert
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x129) 4)))
(assert
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x129 0) sym_n)))
(assert
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x129 1) sym_c2)))
(assert
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x129 2) sym_h)))
(assert
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x129 3) sym_w)))
(assert
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x140 (concat 1 in_i1 ?x129)))
 (= (rank ?x140) 4))))
(assert
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x140 (concat 1 in_i1 ?x129)))
 (= (dim ?x140 0) sym_n))))
(assert
 (let ((?x122 (+ sym_c sym_c2)))
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x140 (concat 1 in_i1 ?x129)))
 (let ((?x145 (dim ?x140 1)))
 (= ?x145 ?x122))))))
(assert
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x140 (concat 1 in_i1 ?x129)))
 (= (dim ?x140 2) sym_h))))
(assert
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x140 (concat 1 in_i1 ?x129)))
 (= (dim ?x140 3) sym_w))))
(assert
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x140 (concat 1 in_i1 ?x129)))
 (let ((?x151 (smul ?x140 in_s1)))
 (= (rank ?x151) 4)))))
(assert
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x140 (concat 1 in_i1 ?x129)))
 (let ((?x151 (smul ?x140 in_s1)))
 (= (dim ?x151 0) sym_n)))))
(assert
 (let ((?x122 (+ sym_c sym_c2)))
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x140 (concat 1 in_i1 ?x129)))
 (let ((?x151 (smul ?x140 in_s1)))
 (let ((?x156 (dim ?x151 1)))
 (= ?x156 ?x122)))))))
(assert
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x140 (concat 1 in_i1 ?x129)))
 (let ((?x151 (smul ?x140 in_s1)))
 (= (dim ?x151 2) sym_h)))))
(assert
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x140 (concat 1 in_i1 ?x129)))
 (let ((?x151 (smul ?x140 in_s1)))
 (= (dim ?x151 3) sym_w)))))
(assert
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x140 (concat 1 in_i1 ?x129)))
(let ((?x151 (smul ?x140 in_s1)))
(let ((?x94 (smul in_i1 in_s1)))
(let ((?x105 (conv 1 1 1 1 1 1 1 1 1 ?x94 in_k1)))
(let ((?x116 (concat 1 ?x94 ?x105)))
(and (distinct ?x116 ?x151) true))))))))
(check-sat)
