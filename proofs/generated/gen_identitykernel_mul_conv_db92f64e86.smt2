; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_w
; z3 rlimit used: 48149
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x66 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x64 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (= ?x64 ?x66))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
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
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x96 (idkernel4 sym_c 3 3)))
 (let ((?x103 (dim ?x96 2)))
 (= 3 ?x103))))
(assert
 (let ((?x96 (idkernel4 sym_c 3 3)))
 (let ((?x105 (dim ?x96 3)))
 (= 3 ?x105))))
(assert
 (= (rank (smul (idkernel4 sym_c 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 1) sym_c))
(assert
 (let ((?x96 (idkernel4 sym_c 3 3)))
 (let ((?x107 (smul ?x96 in_s1)))
 (let ((?x114 (dim ?x107 2)))
 (= 3 ?x114)))))
(assert
 (let ((?x96 (idkernel4 sym_c 3 3)))
 (let ((?x107 (smul ?x96 in_s1)))
 (let ((?x116 (dim ?x107 3)))
 (= 3 ?x116)))))
(assert
 (let ((?x96 (idkernel4 sym_c 3 3)))
 (let ((?x107 (smul ?x96 in_s1)))
 (let ((?x118 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x107)))
 (= (rank ?x118) 4)))))
(assert
 (let ((?x96 (idkernel4 sym_c 3 3)))
 (let ((?x107 (smul ?x96 in_s1)))
 (let ((?x118 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x107)))
 (= (dim ?x118 0) sym_n)))))
(assert
 (let ((?x96 (idkernel4 sym_c 3 3)))
 (let ((?x107 (smul ?x96 in_s1)))
 (let ((?x118 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x107)))
 (= (dim ?x118 1) sym_c)))))
(assert
 (let ((?x96 (idkernel4 sym_c 3 3)))
 (let ((?x107 (smul ?x96 in_s1)))
 (let ((?x118 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x107)))
 (= (dim ?x118 2) sym_h)))))
(assert
 (let ((?x96 (idkernel4 sym_c 3 3)))
 (let ((?x107 (smul ?x96 in_s1)))
 (let ((?x118 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x107)))
 (= (dim ?x118 3) sym_w)))))
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
 (let ((?x129 (smul in_i1 in_s1)))
(let ((?x96 (idkernel4 sym_c 3 3)))
(let ((?x107 (smul ?x96 in_s1)))
(let ((?x118 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x107)))
(and (distinct ?x118 ?x129) true))))))
(check-sat)
