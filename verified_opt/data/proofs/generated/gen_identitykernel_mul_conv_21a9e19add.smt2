; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_w
; z3 rlimit used: 14912
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x31 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x32 (= ?x31 X)))
 (let (($x28 (= (rank X) 4)))
 (let (($x25 (= (dim X 1) c)))
 (let (($x21 (>= kw 1)))
 (let (($x20 (>= kh 1)))
 (let (($x19 (>= pw 0)))
 (let (($x18 (>= ph 0)))
 (let (($x29 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x18 $x19 $x20 $x21 $x25 $x28)))
 (=> $x29 $x32)))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x90 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x88 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x91 (= ?x88 ?x90)))
 (let (($x86 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W) 4) (= (rank S) 0))))
 (=> $x86 $x91))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
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
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x122 (idkernel4 sym_c 1 1)))
 (let ((?x129 (dim ?x122 2)))
 (= 1 ?x129))))
(assert
 (let ((?x122 (idkernel4 sym_c 1 1)))
 (let ((?x131 (dim ?x122 3)))
 (= 1 ?x131))))
(assert
 (= (rank (smul (idkernel4 sym_c 1 1) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 1 1) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 1 1) in_s1) 1) sym_c))
(assert
 (let ((?x122 (idkernel4 sym_c 1 1)))
 (let ((?x133 (smul ?x122 in_s1)))
 (let ((?x140 (dim ?x133 2)))
 (= 1 ?x140)))))
(assert
 (let ((?x122 (idkernel4 sym_c 1 1)))
 (let ((?x133 (smul ?x122 in_s1)))
 (let ((?x142 (dim ?x133 3)))
 (= 1 ?x142)))))
(assert
 (let ((?x122 (idkernel4 sym_c 1 1)))
 (let ((?x133 (smul ?x122 in_s1)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x133)))
 (= (rank ?x144) 4)))))
(assert
 (let ((?x122 (idkernel4 sym_c 1 1)))
 (let ((?x133 (smul ?x122 in_s1)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x133)))
 (= (dim ?x144 0) sym_n)))))
(assert
 (let ((?x122 (idkernel4 sym_c 1 1)))
 (let ((?x133 (smul ?x122 in_s1)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x133)))
 (= (dim ?x144 1) sym_c)))))
(assert
 (let ((?x122 (idkernel4 sym_c 1 1)))
 (let ((?x133 (smul ?x122 in_s1)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x133)))
 (= (dim ?x144 2) sym_h)))))
(assert
 (let ((?x122 (idkernel4 sym_c 1 1)))
 (let ((?x133 (smul ?x122 in_s1)))
 (let ((?x144 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x133)))
 (= (dim ?x144 3) sym_w)))))
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
 (let ((?x155 (smul in_i1 in_s1)))
(let ((?x122 (idkernel4 sym_c 1 1)))
(let ((?x133 (smul ?x122 in_s1)))
(let ((?x144 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x133)))
(and (distinct ?x144 ?x155) true))))))
(check-sat)
