; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_add_x, conv_smul_x
; z3 rlimit used: 48948
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
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x21 (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x18 (conv sh sw pt pl pb pr dh dw g (add X1 X2) W)))
 (= ?x18 ?x21))) :pattern ( (conv sh sw pt pl pb pr dh dw g (add X1 X2) W) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_add_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x46 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x44 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (= ?x44 ?x46))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
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
 (let ((?x84 (dim in_k1 2)))
 (= 3 ?x84)))
(assert
 (let ((?x86 (dim in_k1 3)))
 (= 3 ?x86)))
(assert
 (= (rank in_s1) 0))
(assert
 (let ((?x91 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x91) 4)))
(assert
 (let ((?x91 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x91 0) sym_n)))
(assert
 (let ((?x91 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x91 1) sym_c2)))
(assert
 (let ((?x91 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x91 2) sym_h)))
(assert
 (let ((?x91 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x91 3) sym_w)))
(assert
 (let ((?x91 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x102 (smul ?x91 in_s1)))
 (= (rank ?x102) 4))))
(assert
 (let ((?x91 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x102 (smul ?x91 in_s1)))
 (= (dim ?x102 0) sym_n))))
(assert
 (let ((?x91 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x102 (smul ?x91 in_s1)))
 (= (dim ?x102 1) sym_c2))))
(assert
 (let ((?x91 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x102 (smul ?x91 in_s1)))
 (= (dim ?x102 2) sym_h))))
(assert
 (let ((?x91 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x102 (smul ?x91 in_s1)))
 (= (dim ?x102 3) sym_w))))
(assert
 (let ((?x91 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x102 (smul ?x91 in_s1)))
 (let ((?x113 (add ?x91 ?x102)))
 (= (rank ?x113) 4)))))
(assert
 (let ((?x91 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x102 (smul ?x91 in_s1)))
 (let ((?x113 (add ?x91 ?x102)))
 (= (dim ?x113 0) sym_n)))))
(assert
 (let ((?x91 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x102 (smul ?x91 in_s1)))
 (let ((?x113 (add ?x91 ?x102)))
 (= (dim ?x113 1) sym_c2)))))
(assert
 (let ((?x91 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x102 (smul ?x91 in_s1)))
 (let ((?x113 (add ?x91 ?x102)))
 (= (dim ?x113 2) sym_h)))))
(assert
 (let ((?x91 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x102 (smul ?x91 in_s1)))
 (let ((?x113 (add ?x91 ?x102)))
 (= (dim ?x113 3) sym_w)))))
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
 (let ((?x124 (smul in_i1 in_s1)))
 (let ((?x135 (add in_i1 ?x124)))
 (let ((?x146 (conv 1 1 1 1 1 1 1 1 1 ?x135 in_k1)))
 (= (rank ?x146) 4)))))
(assert
 (let ((?x124 (smul in_i1 in_s1)))
 (let ((?x135 (add in_i1 ?x124)))
 (let ((?x146 (conv 1 1 1 1 1 1 1 1 1 ?x135 in_k1)))
 (= (dim ?x146 0) sym_n)))))
(assert
 (let ((?x124 (smul in_i1 in_s1)))
 (let ((?x135 (add in_i1 ?x124)))
 (let ((?x146 (conv 1 1 1 1 1 1 1 1 1 ?x135 in_k1)))
 (= (dim ?x146 1) sym_c2)))))
(assert
 (let ((?x124 (smul in_i1 in_s1)))
 (let ((?x135 (add in_i1 ?x124)))
 (let ((?x146 (conv 1 1 1 1 1 1 1 1 1 ?x135 in_k1)))
 (= (dim ?x146 2) sym_h)))))
(assert
 (let ((?x124 (smul in_i1 in_s1)))
 (let ((?x135 (add in_i1 ?x124)))
 (let ((?x146 (conv 1 1 1 1 1 1 1 1 1 ?x135 in_k1)))
 (= (dim ?x146 3) sym_w)))))
(assert
 (let ((?x124 (smul in_i1 in_s1)))
(let ((?x135 (add in_i1 ?x124)))
(let ((?x146 (conv 1 1 1 1 1 1 1 1 1 ?x135 in_k1)))
(let ((?x91 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x102 (smul ?x91 in_s1)))
(let ((?x113 (add ?x91 ?x102)))
(and (distinct ?x113 ?x146) true))))))))
(check-sat)
