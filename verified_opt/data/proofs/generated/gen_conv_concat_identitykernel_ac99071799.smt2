; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, conv_idkernel
; z3 rlimit used: 74538
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x28 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x29 (= ?x28 X)))
 (let (($x25 (= (dim X 1) c)))
 (let (($x21 (>= kw 1)))
 (let (($x20 (>= kh 1)))
 (let (($x19 (>= pw 0)))
 (let (($x18 (>= ph 0)))
 (let (($x26 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x18 $x19 $x20 $x21 $x25)))
 (=> $x26 $x29))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x80 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x77 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (let (($x81 (= ?x77 ?x80)))
 (let (($x72 (and (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x72 $x81))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
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
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x119 (dim in_k1 2)))
 (= 3 ?x119)))
(assert
 (let ((?x121 (dim in_k1 3)))
 (= 3 ?x121)))
(assert
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x123) 4)))
(assert
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x123 0) sym_n)))
(assert
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x123 1) sym_c2)))
(assert
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x123 2) sym_h)))
(assert
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x123 3) sym_w)))
(assert
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x134 (concat 1 ?x123 in_i1)))
 (= (rank ?x134) 4))))
(assert
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x134 (concat 1 ?x123 in_i1)))
 (= (dim ?x134 0) sym_n))))
(assert
 (let ((?x140 (+ sym_c2 sym_c)))
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x134 (concat 1 ?x123 in_i1)))
 (let ((?x139 (dim ?x134 1)))
 (= ?x139 ?x140))))))
(assert
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x134 (concat 1 ?x123 in_i1)))
 (= (dim ?x134 2) sym_h))))
(assert
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x134 (concat 1 ?x123 in_i1)))
 (= (dim ?x134 3) sym_w))))
(assert
 (let ((?x140 (+ sym_c2 sym_c)))
 (>= ?x140 0)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x147 (idkernel4 sym_c 3 3)))
 (let ((?x154 (dim ?x147 2)))
 (= 3 ?x154))))
(assert
 (let ((?x147 (idkernel4 sym_c 3 3)))
 (let ((?x156 (dim ?x147 3)))
 (= 3 ?x156))))
(assert
 (= (rank (concat 0 in_k1 (idkernel4 sym_c 3 3))) 4))
(assert
 (let ((?x140 (+ sym_c2 sym_c)))
 (let ((?x147 (idkernel4 sym_c 3 3)))
 (let ((?x158 (concat 0 in_k1 ?x147)))
 (let ((?x161 (dim ?x158 0)))
 (= ?x161 ?x140))))))
(assert
 (= (dim (concat 0 in_k1 (idkernel4 sym_c 3 3)) 1) sym_c))
(assert
 (let ((?x147 (idkernel4 sym_c 3 3)))
 (let ((?x158 (concat 0 in_k1 ?x147)))
 (let ((?x165 (dim ?x158 2)))
 (= 3 ?x165)))))
(assert
 (let ((?x147 (idkernel4 sym_c 3 3)))
 (let ((?x158 (concat 0 in_k1 ?x147)))
 (let ((?x167 (dim ?x158 3)))
 (= 3 ?x167)))))
(assert
 (let ((?x147 (idkernel4 sym_c 3 3)))
 (let ((?x158 (concat 0 in_k1 ?x147)))
 (let ((?x169 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x158)))
 (= (rank ?x169) 4)))))
(assert
 (let ((?x147 (idkernel4 sym_c 3 3)))
 (let ((?x158 (concat 0 in_k1 ?x147)))
 (let ((?x169 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x158)))
 (= (dim ?x169 0) sym_n)))))
(assert
 (let ((?x140 (+ sym_c2 sym_c)))
 (let ((?x147 (idkernel4 sym_c 3 3)))
 (let ((?x158 (concat 0 in_k1 ?x147)))
 (let ((?x169 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x158)))
 (let ((?x174 (dim ?x169 1)))
 (= ?x174 ?x140)))))))
(assert
 (let ((?x147 (idkernel4 sym_c 3 3)))
 (let ((?x158 (concat 0 in_k1 ?x147)))
 (let ((?x169 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x158)))
 (= (dim ?x169 2) sym_h)))))
(assert
 (let ((?x147 (idkernel4 sym_c 3 3)))
 (let ((?x158 (concat 0 in_k1 ?x147)))
 (let ((?x169 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x158)))
 (= (dim ?x169 3) sym_w)))))
(assert
 (let ((?x147 (idkernel4 sym_c 3 3)))
(let ((?x158 (concat 0 in_k1 ?x147)))
(let ((?x169 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x158)))
(let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x134 (concat 1 ?x123 in_i1)))
(and (distinct ?x134 ?x169) true)))))))
(check-sat)
