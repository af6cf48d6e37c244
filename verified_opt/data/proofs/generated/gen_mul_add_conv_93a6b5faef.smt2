; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_add_w, conv_add_x, conv_smul_w, conv_smul_x
; z3 rlimit used: 26256
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x39 (conv sh sw pt pl pb pr dh dw g X W2)))
 (let ((?x38 (conv sh sw pt pl pb pr dh dw g X W1)))
 (let ((?x40 (add ?x38 ?x39)))
 (let ((?x37 (conv sh sw pt pl pb pr dh dw g X (add W1 W2))))
 (let (($x41 (= ?x37 ?x40)))
 (let (($x34 (= (rank W2) 4)))
 (let ((?x30 (rank W1)))
 (let (($x31 (= ?x30 4)))
 (let (($x28 (= (rank X) 4)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x35 (and $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24 $x28 $x31 $x34)))
 (=> $x35 $x41)))))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (add W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2)) ) :qid conv_add_w))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x38 (conv sh sw pt pl pb pr dh dw g X2 W)))
 (let ((?x84 (add (conv sh sw pt pl pb pr dh dw g X1 W) ?x38)))
 (let ((?x82 (conv sh sw pt pl pb pr dh dw g (add X1 X2) W)))
 (let (($x85 (= ?x82 ?x84)))
 (let ((?x30 (rank W)))
 (let (($x31 (= ?x30 4)))
 (let (($x28 (= (rank X2) 4)))
 (let (($x34 (= (rank X1) 4)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x80 (and (= (dim X1 0) (dim X2 0)) (= (dim X1 1) (dim X2 1)) (= (dim X1 2) (dim X2 2)) (= (dim X1 3) (dim X2 3)) $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24 $x34 $x28 $x31)))
 (=> $x80 $x85))))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (add X1 X2) W) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_add_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x39 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x97 (smul ?x39 S)))
 (let ((?x96 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x98 (= ?x96 ?x97)))
 (let (($x34 (= (rank W) 4)))
 (let (($x28 (= (rank X) 4)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x94 (and $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24 $x28 $x34 (= (rank S) 0))))
 (=> $x94 $x98))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x39 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x97 (smul ?x39 S)))
 (let ((?x107 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x108 (= ?x107 ?x97)))
 (let (($x34 (= (rank W) 4)))
 (let (($x28 (= (rank X) 4)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x94 (and $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24 $x28 $x34 (= (rank S) 0))))
 (=> $x94 $x108))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
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
 (= (rank in_s1) 0))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x145 (dim in_u1 2)))
 (= 1 ?x145)))
(assert
 (let ((?x147 (dim in_u1 3)))
 (= 1 ?x147)))
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
 (= (rank (add in_i1 (smul in_i1 in_s1))) 4))
(assert
 (= (dim (add in_i1 (smul in_i1 in_s1)) 0) sym_n))
(assert
 (= (dim (add in_i1 (smul in_i1 in_s1)) 1) sym_c))
(assert
 (= (dim (add in_i1 (smul in_i1 in_s1)) 2) sym_h))
(assert
 (= (dim (add in_i1 (smul in_i1 in_s1)) 3) sym_w))
(assert
 (let ((?x149 (smul in_i1 in_s1)))
 (let ((?x160 (add in_i1 ?x149)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x160 in_u1)))
 (= (rank ?x171) 4)))))
(assert
 (let ((?x149 (smul in_i1 in_s1)))
 (let ((?x160 (add in_i1 ?x149)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x160 in_u1)))
 (= (dim ?x171 0) sym_n)))))
(assert
 (let ((?x149 (smul in_i1 in_s1)))
 (let ((?x160 (add in_i1 ?x149)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x160 in_u1)))
 (= (dim ?x171 1) sym_c2)))))
(assert
 (let ((?x149 (smul in_i1 in_s1)))
 (let ((?x160 (add in_i1 ?x149)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x160 in_u1)))
 (= (dim ?x171 2) sym_h)))))
(assert
 (let ((?x149 (smul in_i1 in_s1)))
 (let ((?x160 (add in_i1 ?x149)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x160 in_u1)))
 (= (dim ?x171 3) sym_w)))))
(assert
 (= (rank (smul in_u1 in_s1)) 4))
(assert
 (= (dim (smul in_u1 in_s1) 0) sym_c2))
(assert
 (= (dim (smul in_u1 in_s1) 1) sym_c))
(assert
 (let ((?x182 (smul in_u1 in_s1)))
 (let ((?x189 (dim ?x182 2)))
 (= 1 ?x189))))
(assert
 (let ((?x182 (smul in_u1 in_s1)))
 (let ((?x191 (dim ?x182 3)))
 (= 1 ?x191))))
(assert
 (= (rank (add in_u1 (smul in_u1 in_s1))) 4))
(assert
 (= (dim (add in_u1 (smul in_u1 in_s1)) 0) sym_c2))
(assert
 (= (dim (add in_u1 (smul in_u1 in_s1)) 1) sym_c))
(assert
 (let ((?x182 (smul in_u1 in_s1)))
 (let ((?x193 (add in_u1 ?x182)))
 (let ((?x200 (dim ?x193 2)))
 (= 1 ?x200)))))
(assert
 (let ((?x182 (smul in_u1 in_s1)))
 (let ((?x193 (add in_u1 ?x182)))
 (let ((?x202 (dim ?x193 3)))
 (= 1 ?x202)))))
(assert
 (let ((?x182 (smul in_u1 in_s1)))
 (let ((?x193 (add in_u1 ?x182)))
 (let ((?x204 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x193)))
 (= (rank ?x204) 4)))))
(assert
 (let ((?x182 (smul in_u1 in_s1)))
 (let ((?x193 (add in_u1 ?x182)))
 (let ((?x204 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x193)))
 (= (dim ?x204 0) sym_n)))))
(assert
 (let ((?x182 (smul in_u1 in_s1)))
 (let ((?x193 (add in_u1 ?x182)))
 (let ((?x204 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x193)))
 (= (dim ?x204 1) sym_c2)))))
(assert
 (let ((?x182 (smul in_u1 in_s1)))
 (let ((?x193 (add in_u1 ?x182)))
 (let ((?x204 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x193)))
 (= (dim ?x204 2) sym_h)))))
(assert
 (let ((?x182 (smul in_u1 in_s1)))
 (let ((?x193 (add in_u1 ?x182)))
 (let ((?x204 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x193)))
 (= (dim ?x204 3) sym_w)))))
(assert
 (let ((?x182 (smul in_u1 in_s1)))
(let ((?x193 (add in_u1 ?x182)))
(let ((?x204 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x193)))
(let ((?x149 (smul in_i1 in_s1)))
(let ((?x160 (add in_i1 ?x149)))
(let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x160 in_u1)))
(and (distinct ?x171 ?x204) true))))))))
(check-sat)
