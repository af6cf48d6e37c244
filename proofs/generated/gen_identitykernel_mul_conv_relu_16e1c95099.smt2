; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_w, conv_smul_x
; z3 rlimit used: 44820
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
(declare-fun relu (T) T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x66 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x64 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (= ?x64 ?x66))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x66 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x72 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (= ?x72 ?x66))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
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
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x108 (dim ?x101 2)))
 (= 3 ?x108))))
(assert
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x110 (dim ?x101 3)))
 (= 3 ?x110))))
(assert
 (= (rank (smul (idkernel4 sym_c 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 1) sym_c))
(assert
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x112 (smul ?x101 in_s1)))
 (let ((?x119 (dim ?x112 2)))
 (= 3 ?x119)))))
(assert
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x112 (smul ?x101 in_s1)))
 (let ((?x121 (dim ?x112 3)))
 (= 3 ?x121)))))
(assert
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x112 (smul ?x101 in_s1)))
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x112)))
 (= (rank ?x123) 4)))))
(assert
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x112 (smul ?x101 in_s1)))
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x112)))
 (= (dim ?x123 0) sym_n)))))
(assert
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x112 (smul ?x101 in_s1)))
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x112)))
 (= (dim ?x123 1) sym_c)))))
(assert
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x112 (smul ?x101 in_s1)))
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x112)))
 (= (dim ?x123 2) sym_h)))))
(assert
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x112 (smul ?x101 in_s1)))
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x112)))
 (= (dim ?x123 3) sym_w)))))
(assert
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x112 (smul ?x101 in_s1)))
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x112)))
 (let ((?x134 (relu ?x123)))
 (= (rank ?x134) 4))))))
(assert
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x112 (smul ?x101 in_s1)))
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x112)))
 (let ((?x134 (relu ?x123)))
 (= (dim ?x134 0) sym_n))))))
(assert
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x112 (smul ?x101 in_s1)))
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x112)))
 (let ((?x134 (relu ?x123)))
 (= (dim ?x134 1) sym_c))))))
(assert
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x112 (smul ?x101 in_s1)))
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x112)))
 (let ((?x134 (relu ?x123)))
 (= (dim ?x134 2) sym_h))))))
(assert
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x112 (smul ?x101 in_s1)))
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x112)))
 (let ((?x134 (relu ?x123)))
 (= (dim ?x134 3) sym_w))))))
(assert
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x112 (smul ?x101 in_s1)))
 (let ((?x145 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x112)))
 (= (rank ?x145) 4)))))
(assert
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x112 (smul ?x101 in_s1)))
 (let ((?x145 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x112)))
 (= (dim ?x145 0) sym_n)))))
(assert
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x112 (smul ?x101 in_s1)))
 (let ((?x145 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x112)))
 (= (dim ?x145 1) sym_c)))))
(assert
 (let ((?x155 (div (+ (- 3) sym_h) 2)))
 (let ((?x156 (+ 1 ?x155)))
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x112 (smul ?x101 in_s1)))
 (let ((?x145 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x112)))
 (let ((?x152 (dim ?x145 2)))
 (= ?x152 ?x156))))))))
(assert
 (let ((?x160 (div (+ (- 3) sym_w) 2)))
 (let ((?x161 (+ 1 ?x160)))
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x112 (smul ?x101 in_s1)))
 (let ((?x145 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x112)))
 (let ((?x158 (dim ?x145 3)))
 (= ?x158 ?x161))))))))
(assert
 (let ((?x155 (div (+ (- 3) sym_h) 2)))
 (let ((?x156 (+ 1 ?x155)))
 (>= ?x156 0))))
(assert
 (let ((?x160 (div (+ (- 3) sym_w) 2)))
 (let ((?x161 (+ 1 ?x160)))
 (>= ?x161 0))))
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
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x165 (smul in_i1 in_s1)))
 (let ((?x187 (conv 2 2 0 0 0 0 1 1 1 ?x165 ?x101)))
 (= (rank ?x187) 4)))))
(assert
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x165 (smul in_i1 in_s1)))
 (let ((?x187 (conv 2 2 0 0 0 0 1 1 1 ?x165 ?x101)))
 (= (dim ?x187 0) sym_n)))))
(assert
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x165 (smul in_i1 in_s1)))
 (let ((?x187 (conv 2 2 0 0 0 0 1 1 1 ?x165 ?x101)))
 (= (dim ?x187 1) sym_c)))))
(assert
 (let ((?x155 (div (+ (- 3) sym_h) 2)))
 (let ((?x156 (+ 1 ?x155)))
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x165 (smul in_i1 in_s1)))
 (let ((?x187 (conv 2 2 0 0 0 0 1 1 1 ?x165 ?x101)))
 (let ((?x194 (dim ?x187 2)))
 (= ?x194 ?x156))))))))
(assert
 (let ((?x160 (div (+ (- 3) sym_w) 2)))
 (let ((?x161 (+ 1 ?x160)))
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x165 (smul in_i1 in_s1)))
 (let ((?x187 (conv 2 2 0 0 0 0 1 1 1 ?x165 ?x101)))
 (let ((?x196 (dim ?x187 3)))
 (= ?x196 ?x161))))))))
(assert
 (let ((?x101 (idkernel4 sym_c 3 3)))
(let ((?x165 (smul in_i1 in_s1)))
(let ((?x187 (conv 2 2 0 0 0 0 1 1 1 ?x165 ?x101)))
(let ((?x112 (smul ?x101 in_s1)))
(let ((?x145 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x112)))
(let ((?x176 (relu ?x165)))
(let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x112)))
(let ((?x134 (relu ?x123)))
(or (and (distinct ?x134 ?x176) true) (and (distinct ?x145 ?x187) true)))))))))))
(check-sat)
