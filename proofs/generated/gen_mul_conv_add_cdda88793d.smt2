; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_x, smul_dist_add
; z3 rlimit used: 42298
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun add (T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x20 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x18 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (= ?x18 ?x20))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x49 (add (smul X S) (smul Y S))))
 (let ((?x46 (smul (add X Y) S)))
 (= ?x46 ?x49))) :pattern ( (smul (add X Y) S) ) :pattern ( (add (smul X S) (smul Y S)) ) :qid smul_dist_add))
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x88 (dim in_u1 2)))
 (= 1 ?x88)))
(assert
 (let ((?x90 (dim in_u1 3)))
 (= 1 ?x90)))
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
 (let ((?x92 (smul in_i1 in_s1)))
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 ?x92 in_u1)))
 (= (rank ?x103) 4))))
(assert
 (let ((?x92 (smul in_i1 in_s1)))
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 ?x92 in_u1)))
 (= (dim ?x103 0) sym_n))))
(assert
 (let ((?x92 (smul in_i1 in_s1)))
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 ?x92 in_u1)))
 (= (dim ?x103 1) sym_c))))
(assert
 (let ((?x92 (smul in_i1 in_s1)))
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 ?x92 in_u1)))
 (= (dim ?x103 2) sym_h))))
(assert
 (let ((?x92 (smul in_i1 in_s1)))
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 ?x92 in_u1)))
 (= (dim ?x103 3) sym_w))))
(assert
 (let ((?x92 (smul in_i1 in_s1)))
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 ?x92 in_u1)))
 (let ((?x114 (add ?x92 ?x103)))
 (= (rank ?x114) 4)))))
(assert
 (let ((?x92 (smul in_i1 in_s1)))
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 ?x92 in_u1)))
 (let ((?x114 (add ?x92 ?x103)))
 (= (dim ?x114 0) sym_n)))))
(assert
 (let ((?x92 (smul in_i1 in_s1)))
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 ?x92 in_u1)))
 (let ((?x114 (add ?x92 ?x103)))
 (= (dim ?x114 1) sym_c)))))
(assert
 (let ((?x92 (smul in_i1 in_s1)))
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 ?x92 in_u1)))
 (let ((?x114 (add ?x92 ?x103)))
 (= (dim ?x114 2) sym_h)))))
(assert
 (let ((?x92 (smul in_i1 in_s1)))
 (let ((?x103 (conv 1 1 0 0 0 0 1 1 1 ?x92 in_u1)))
 (let ((?x114 (add ?x92 ?x103)))
 (= (dim ?x114 3) sym_w)))))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x125) 4)))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x125 0) sym_n)))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x125 1) sym_c)))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x125 2) sym_h)))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x125 3) sym_w)))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x136 (add in_i1 ?x125)))
 (= (rank ?x136) 4))))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x136 (add in_i1 ?x125)))
 (= (dim ?x136 0) sym_n))))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x136 (add in_i1 ?x125)))
 (= (dim ?x136 1) sym_c))))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x136 (add in_i1 ?x125)))
 (= (dim ?x136 2) sym_h))))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x136 (add in_i1 ?x125)))
 (= (dim ?x136 3) sym_w))))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x136 (add in_i1 ?x125)))
 (let ((?x147 (smul ?x136 in_s1)))
 (= (rank ?x147) 4)))))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x136 (add in_i1 ?x125)))
 (let ((?x147 (smul ?x136 in_s1)))
 (= (dim ?x147 0) sym_n)))))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x136 (add in_i1 ?x125)))
 (let ((?x147 (smul ?x136 in_s1)))
 (= (dim ?x147 1) sym_c)))))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x136 (add in_i1 ?x125)))
 (let ((?x147 (smul ?x136 in_s1)))
 (= (dim ?x147 2) sym_h)))))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x136 (add in_i1 ?x125)))
 (let ((?x147 (smul ?x136 in_s1)))
 (= (dim ?x147 3) sym_w)))))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x136 (add in_i1 ?x125)))
(let ((?x147 (smul ?x136 in_s1)))
(let ((?x92 (smul in_i1 in_s1)))
(let ((?x103 (conv 1 1 0 0 0 0 1 1 1 ?x92 in_u1)))
(let ((?x114 (add ?x92 ?x103)))
(and (distinct ?x114 ?x147) true))))))))
(check-sat)
