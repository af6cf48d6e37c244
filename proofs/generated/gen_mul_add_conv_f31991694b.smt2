; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_add_w, conv_add_x, conv_smul_w, conv_smul_x
; z3 rlimit used: 49995
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun smul (T T) T)
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
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x20 (conv sh sw pt pl pb pr dh dw g X W2)))
 (let ((?x19 (conv sh sw pt pl pb pr dh dw g X W1)))
 (let ((?x21 (add ?x19 ?x20)))
 (let ((?x18 (conv sh sw pt pl pb pr dh dw g X (add W1 W2))))
 (= ?x18 ?x21))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (add W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2)) ) :qid conv_add_w))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x19 (conv sh sw pt pl pb pr dh dw g X2 W)))
 (let ((?x46 (add (conv sh sw pt pl pb pr dh dw g X1 W) ?x19)))
 (let ((?x44 (conv sh sw pt pl pb pr dh dw g (add X1 X2) W)))
 (= ?x44 ?x46)))) :pattern ( (conv sh sw pt pl pb pr dh dw g (add X1 X2) W) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_add_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x20 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x53 (smul ?x20 S)))
 (let ((?x52 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (= ?x52 ?x53)))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x20 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x53 (smul ?x20 S)))
 (let ((?x59 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (= ?x59 ?x53)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
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
 (let ((?x96 (dim in_k1 2)))
 (= 3 ?x96)))
(assert
 (let ((?x98 (dim in_k1 3)))
 (= 3 ?x98)))
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
 (let ((?x103 (smul in_i1 in_s1)))
 (let ((?x114 (add in_i1 ?x103)))
 (let ((?x125 (conv 1 1 1 1 1 1 1 1 1 ?x114 in_k1)))
 (= (rank ?x125) 4)))))
(assert
 (let ((?x103 (smul in_i1 in_s1)))
 (let ((?x114 (add in_i1 ?x103)))
 (let ((?x125 (conv 1 1 1 1 1 1 1 1 1 ?x114 in_k1)))
 (= (dim ?x125 0) sym_n)))))
(assert
 (let ((?x103 (smul in_i1 in_s1)))
 (let ((?x114 (add in_i1 ?x103)))
 (let ((?x125 (conv 1 1 1 1 1 1 1 1 1 ?x114 in_k1)))
 (= (dim ?x125 1) sym_c2)))))
(assert
 (let ((?x103 (smul in_i1 in_s1)))
 (let ((?x114 (add in_i1 ?x103)))
 (let ((?x125 (conv 1 1 1 1 1 1 1 1 1 ?x114 in_k1)))
 (= (dim ?x125 2) sym_h)))))
(assert
 (let ((?x103 (smul in_i1 in_s1)))
 (let ((?x114 (add in_i1 ?x103)))
 (let ((?x125 (conv 1 1 1 1 1 1 1 1 1 ?x114 in_k1)))
 (= (dim ?x125 3) sym_w)))))
(assert
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c2))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c))
(assert
 (let ((?x136 (smul in_k1 in_s1)))
 (let ((?x143 (dim ?x136 2)))
 (= 3 ?x143))))
(assert
 (let ((?x136 (smul in_k1 in_s1)))
 (let ((?x145 (dim ?x136 3)))
 (= 3 ?x145))))
(assert
 (= (rank (add in_k1 (smul in_k1 in_s1))) 4))
(assert
 (= (dim (add in_k1 (smul in_k1 in_s1)) 0) sym_c2))
(assert
 (= (dim (add in_k1 (smul in_k1 in_s1)) 1) sym_c))
(assert
 (let ((?x136 (smul in_k1 in_s1)))
 (let ((?x147 (add in_k1 ?x136)))
 (let ((?x154 (dim ?x147 2)))
 (= 3 ?x154)))))
(assert
 (let ((?x136 (smul in_k1 in_s1)))
 (let ((?x147 (add in_k1 ?x136)))
 (let ((?x156 (dim ?x147 3)))
 (= 3 ?x156)))))
(assert
 (let ((?x136 (smul in_k1 in_s1)))
 (let ((?x147 (add in_k1 ?x136)))
 (let ((?x158 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x147)))
 (= (rank ?x158) 4)))))
(assert
 (let ((?x136 (smul in_k1 in_s1)))
 (let ((?x147 (add in_k1 ?x136)))
 (let ((?x158 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x147)))
 (= (dim ?x158 0) sym_n)))))
(assert
 (let ((?x136 (smul in_k1 in_s1)))
 (let ((?x147 (add in_k1 ?x136)))
 (let ((?x158 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x147)))
 (= (dim ?x158 1) sym_c2)))))
(assert
 (let ((?x136 (smul in_k1 in_s1)))
 (let ((?x147 (add in_k1 ?x136)))
 (let ((?x158 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x147)))
 (= (dim ?x158 2) sym_h)))))
(assert
 (let ((?x136 (smul in_k1 in_s1)))
 (let ((?x147 (add in_k1 ?x136)))
 (let ((?x158 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x147)))
 (= (dim ?x158 3) sym_w)))))
(assert
 (let ((?x136 (smul in_k1 in_s1)))
(let ((?x147 (add in_k1 ?x136)))
(let ((?x158 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x147)))
(let ((?x103 (smul in_i1 in_s1)))
(let ((?x114 (add in_i1 ?x103)))
(let ((?x125 (conv 1 1 1 1 1 1 1 1 1 ?x114 in_k1)))
(and (distinct ?x125 ?x158) true))))))))
(check-sat)
