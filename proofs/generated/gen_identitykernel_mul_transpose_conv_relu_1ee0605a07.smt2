; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_w, transpose4_relu, transpose4_smul
; z3 rlimit used: 49083
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun relu (T) T)
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
 (forall ((S T) (X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x74 (transpose4 p0 p1 p2 p3 X)))
 (let ((?x75 (smul ?x74 S)))
 (let ((?x73 (transpose4 p0 p1 p2 p3 (smul X S))))
 (= ?x73 ?x75)))) :pattern ( (transpose4 p0 p1 p2 p3 (smul X S)) ) :pattern ( (smul (transpose4 p0 p1 p2 p3 X) S) ) :qid transpose4_smul))
 )
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x74 (transpose4 p0 p1 p2 p3 X)))
 (let ((?x82 (relu ?x74)))
 (let ((?x81 (transpose4 p0 p1 p2 p3 (relu X))))
 (= ?x81 ?x82)))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
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
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x119 (dim ?x112 2)))
 (= 3 ?x119))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x121 (dim ?x112 3)))
 (= 3 ?x121))))
(assert
 (= (rank (smul (idkernel4 sym_c 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 1) sym_c))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (smul ?x112 in_s1)))
 (let ((?x130 (dim ?x123 2)))
 (= 3 ?x130)))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (smul ?x112 in_s1)))
 (let ((?x132 (dim ?x123 3)))
 (= 3 ?x132)))))
(assert
 (= (rank (transpose4 0 1 3 2 in_i1)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 0) sym_n))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 1) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 2) sym_w))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 3) sym_h))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (smul ?x112 in_s1)))
 (let ((?x134 (transpose4 0 1 3 2 in_i1)))
 (let ((?x145 (conv 1 1 1 1 1 1 1 1 1 ?x134 ?x123)))
 (= (rank ?x145) 4))))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (smul ?x112 in_s1)))
 (let ((?x134 (transpose4 0 1 3 2 in_i1)))
 (let ((?x145 (conv 1 1 1 1 1 1 1 1 1 ?x134 ?x123)))
 (= (dim ?x145 0) sym_n))))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (smul ?x112 in_s1)))
 (let ((?x134 (transpose4 0 1 3 2 in_i1)))
 (let ((?x145 (conv 1 1 1 1 1 1 1 1 1 ?x134 ?x123)))
 (= (dim ?x145 1) sym_c))))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (smul ?x112 in_s1)))
 (let ((?x134 (transpose4 0 1 3 2 in_i1)))
 (let ((?x145 (conv 1 1 1 1 1 1 1 1 1 ?x134 ?x123)))
 (= (dim ?x145 2) sym_w))))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (smul ?x112 in_s1)))
 (let ((?x134 (transpose4 0 1 3 2 in_i1)))
 (let ((?x145 (conv 1 1 1 1 1 1 1 1 1 ?x134 ?x123)))
 (= (dim ?x145 3) sym_h))))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (smul ?x112 in_s1)))
 (let ((?x134 (transpose4 0 1 3 2 in_i1)))
 (let ((?x145 (conv 1 1 1 1 1 1 1 1 1 ?x134 ?x123)))
 (let ((?x156 (relu ?x145)))
 (= (rank ?x156) 4)))))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (smul ?x112 in_s1)))
 (let ((?x134 (transpose4 0 1 3 2 in_i1)))
 (let ((?x145 (conv 1 1 1 1 1 1 1 1 1 ?x134 ?x123)))
 (let ((?x156 (relu ?x145)))
 (= (dim ?x156 0) sym_n)))))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (smul ?x112 in_s1)))
 (let ((?x134 (transpose4 0 1 3 2 in_i1)))
 (let ((?x145 (conv 1 1 1 1 1 1 1 1 1 ?x134 ?x123)))
 (let ((?x156 (relu ?x145)))
 (= (dim ?x156 1) sym_c)))))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (smul ?x112 in_s1)))
 (let ((?x134 (transpose4 0 1 3 2 in_i1)))
 (let ((?x145 (conv 1 1 1 1 1 1 1 1 1 ?x134 ?x123)))
 (let ((?x156 (relu ?x145)))
 (= (dim ?x156 2) sym_w)))))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (smul ?x112 in_s1)))
 (let ((?x134 (transpose4 0 1 3 2 in_i1)))
 (let ((?x145 (conv 1 1 1 1 1 1 1 1 1 ?x134 ?x123)))
 (let ((?x156 (relu ?x145)))
 (= (dim ?x156 3) sym_h)))))))
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
 (= (rank (relu (smul in_i1 in_s1))) 4))
(assert
 (= (dim (relu (smul in_i1 in_s1)) 0) sym_n))
(assert
 (= (dim (relu (smul in_i1 in_s1)) 1) sym_c))
(assert
 (= (dim (relu (smul in_i1 in_s1)) 2) sym_h))
(assert
 (= (dim (relu (smul in_i1 in_s1)) 3) sym_w))
(assert
 (let ((?x167 (smul in_i1 in_s1)))
 (let ((?x178 (relu ?x167)))
 (let ((?x189 (transpose4 0 1 3 2 ?x178)))
 (= (rank ?x189) 4)))))
(assert
 (let ((?x167 (smul in_i1 in_s1)))
 (let ((?x178 (relu ?x167)))
 (let ((?x189 (transpose4 0 1 3 2 ?x178)))
 (= (dim ?x189 0) sym_n)))))
(assert
 (let ((?x167 (smul in_i1 in_s1)))
 (let ((?x178 (relu ?x167)))
 (let ((?x189 (transpose4 0 1 3 2 ?x178)))
 (= (dim ?x189 1) sym_c)))))
(assert
 (let ((?x167 (smul in_i1 in_s1)))
 (let ((?x178 (relu ?x167)))
 (let ((?x189 (transpose4 0 1 3 2 ?x178)))
 (= (dim ?x189 2) sym_w)))))
(assert
 (let ((?x167 (smul in_i1 in_s1)))
 (let ((?x178 (relu ?x167)))
 (let ((?x189 (transpose4 0 1 3 2 ?x178)))
 (= (dim ?x189 3) sym_h)))))
(assert
 (let ((?x167 (smul in_i1 in_s1)))
(let ((?x178 (relu ?x167)))
(let ((?x189 (transpose4 0 1 3 2 ?x178)))
(let ((?x112 (idkernel4 sym_c 3 3)))
(let ((?x123 (smul ?x112 in_s1)))
(let ((?x134 (transpose4 0 1 3 2 in_i1)))
(let ((?x145 (conv 1 1 1 1 1 1 1 1 1 ?x134 ?x123)))
(let ((?x156 (relu ?x145)))
(and (distinct ?x156 ?x189) true))))))))))
(check-sat)
