; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, conv_add_w, conv_concat_out, conv_idkernel
; z3 rlimit used: 50064
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x67 (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2))))
 (let ((?x64 (conv sh sw pt pl pb pr dh dw g X (add W1 W2))))
 (= ?x64 ?x67))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (add W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2)) ) :qid conv_add_w))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x78 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x75 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (= ?x75 ?x78))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x86 (add Y X)))
 (let ((?x85 (add X Y)))
 (= ?x85 ?x86))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
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
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x123) 4)))
(assert
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x123 0) sym_n)))
(assert
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x123 1) sym_c)))
(assert
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x123 2) sym_h)))
(assert
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x123 3) sym_w)))
(assert
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x134 (add in_i1 ?x123)))
 (= (rank ?x134) 4))))
(assert
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x134 (add in_i1 ?x123)))
 (= (dim ?x134 0) sym_n))))
(assert
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x134 (add in_i1 ?x123)))
 (= (dim ?x134 1) sym_c))))
(assert
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x134 (add in_i1 ?x123)))
 (= (dim ?x134 2) sym_h))))
(assert
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x134 (add in_i1 ?x123)))
 (= (dim ?x134 3) sym_w))))
(assert
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x134 (add in_i1 ?x123)))
 (let ((?x145 (concat 1 ?x134 ?x123)))
 (= (rank ?x145) 4)))))
(assert
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x134 (add in_i1 ?x123)))
 (let ((?x145 (concat 1 ?x134 ?x123)))
 (= (dim ?x145 0) sym_n)))))
(assert
 (let ((?x151 (* 2 sym_c)))
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x134 (add in_i1 ?x123)))
 (let ((?x145 (concat 1 ?x134 ?x123)))
 (let ((?x150 (dim ?x145 1)))
 (= ?x150 ?x151)))))))
(assert
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x134 (add in_i1 ?x123)))
 (let ((?x145 (concat 1 ?x134 ?x123)))
 (= (dim ?x145 2) sym_h)))))
(assert
 (let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x134 (add in_i1 ?x123)))
 (let ((?x145 (concat 1 ?x134 ?x123)))
 (= (dim ?x145 3) sym_w)))))
(assert
 (let ((?x151 (* 2 sym_c)))
 (>= ?x151 0)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x158 (idkernel4 sym_c 1 1)))
 (let ((?x165 (dim ?x158 2)))
 (= 1 ?x165))))
(assert
 (let ((?x158 (idkernel4 sym_c 1 1)))
 (let ((?x167 (dim ?x158 3)))
 (= 1 ?x167))))
(assert
 (= (rank (add in_u1 (idkernel4 sym_c 1 1))) 4))
(assert
 (= (dim (add in_u1 (idkernel4 sym_c 1 1)) 0) sym_c))
(assert
 (= (dim (add in_u1 (idkernel4 sym_c 1 1)) 1) sym_c))
(assert
 (let ((?x158 (idkernel4 sym_c 1 1)))
 (let ((?x169 (add in_u1 ?x158)))
 (let ((?x176 (dim ?x169 2)))
 (= 1 ?x176)))))
(assert
 (let ((?x158 (idkernel4 sym_c 1 1)))
 (let ((?x169 (add in_u1 ?x158)))
 (let ((?x178 (dim ?x169 3)))
 (= 1 ?x178)))))
(assert
 (let ((?x158 (idkernel4 sym_c 1 1)))
 (let ((?x169 (add in_u1 ?x158)))
 (let ((?x180 (concat 0 ?x169 in_u1)))
 (= (rank ?x180) 4)))))
(assert
 (let ((?x151 (* 2 sym_c)))
 (let ((?x158 (idkernel4 sym_c 1 1)))
 (let ((?x169 (add in_u1 ?x158)))
 (let ((?x180 (concat 0 ?x169 in_u1)))
 (let ((?x183 (dim ?x180 0)))
 (= ?x183 ?x151)))))))
(assert
 (let ((?x158 (idkernel4 sym_c 1 1)))
 (let ((?x169 (add in_u1 ?x158)))
 (let ((?x180 (concat 0 ?x169 in_u1)))
 (= (dim ?x180 1) sym_c)))))
(assert
 (let ((?x158 (idkernel4 sym_c 1 1)))
 (let ((?x169 (add in_u1 ?x158)))
 (let ((?x180 (concat 0 ?x169 in_u1)))
 (let ((?x187 (dim ?x180 2)))
 (= 1 ?x187))))))
(assert
 (let ((?x158 (idkernel4 sym_c 1 1)))
 (let ((?x169 (add in_u1 ?x158)))
 (let ((?x180 (concat 0 ?x169 in_u1)))
 (let ((?x189 (dim ?x180 3)))
 (= 1 ?x189))))))
(assert
 (let ((?x158 (idkernel4 sym_c 1 1)))
 (let ((?x169 (add in_u1 ?x158)))
 (let ((?x180 (concat 0 ?x169 in_u1)))
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x180)))
 (= (rank ?x191) 4))))))
(assert
 (let ((?x158 (idkernel4 sym_c 1 1)))
 (let ((?x169 (add in_u1 ?x158)))
 (let ((?x180 (concat 0 ?x169 in_u1)))
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x180)))
 (= (dim ?x191 0) sym_n))))))
(assert
 (let ((?x151 (* 2 sym_c)))
 (let ((?x158 (idkernel4 sym_c 1 1)))
 (let ((?x169 (add in_u1 ?x158)))
 (let ((?x180 (concat 0 ?x169 in_u1)))
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x180)))
 (let ((?x196 (dim ?x191 1)))
 (= ?x196 ?x151))))))))
(assert
 (let ((?x158 (idkernel4 sym_c 1 1)))
 (let ((?x169 (add in_u1 ?x158)))
 (let ((?x180 (concat 0 ?x169 in_u1)))
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x180)))
 (= (dim ?x191 2) sym_h))))))
(assert
 (let ((?x158 (idkernel4 sym_c 1 1)))
 (let ((?x169 (add in_u1 ?x158)))
 (let ((?x180 (concat 0 ?x169 in_u1)))
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x180)))
 (= (dim ?x191 3) sym_w))))))
(assert
 (let ((?x158 (idkernel4 sym_c 1 1)))
(let ((?x169 (add in_u1 ?x158)))
(let ((?x180 (concat 0 ?x169 in_u1)))
(let ((?x191 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x180)))
(let ((?x123 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x134 (add in_i1 ?x123)))
(let ((?x145 (concat 1 ?x134 ?x123)))
(and (distinct ?x145 ?x191) true)))))))))
(check-sat)
