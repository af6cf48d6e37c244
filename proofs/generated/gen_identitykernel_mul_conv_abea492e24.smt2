; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel1_after_conv, conv_smul_w, conv_smul_x
; z3 rlimit used: 49335
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
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((W T) (X T) (m Int) (q Int) (s Int) )(! (let ((?x17 (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1))))
 (let (($x19 (= ?x17 (conv s s q q q q 1 1 1 X W))))
 (=> (and (= (dim W 0) m)) $x19))) :pattern ( (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1)) ) :qid conv_idkernel1_after_conv))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x55 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x53 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (= ?x53 ?x55))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x55 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x61 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (= ?x61 ?x55))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
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
 (= (rank in_s1) 0))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x99 (dim in_u1 2)))
 (= 1 ?x99)))
(assert
 (let ((?x101 (dim in_u1 3)))
 (= 1 ?x101)))
(assert
 (= (rank (idkernel4 sym_c2 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 1) sym_c2))
(assert
 (let ((?x103 (idkernel4 sym_c2 1 1)))
 (let ((?x110 (dim ?x103 2)))
 (= 1 ?x110))))
(assert
 (let ((?x103 (idkernel4 sym_c2 1 1)))
 (let ((?x112 (dim ?x103 3)))
 (= 1 ?x112))))
(assert
 (= (rank (smul (idkernel4 sym_c2 1 1) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c2 1 1) in_s1) 0) sym_c2))
(assert
 (= (dim (smul (idkernel4 sym_c2 1 1) in_s1) 1) sym_c2))
(assert
 (let ((?x103 (idkernel4 sym_c2 1 1)))
 (let ((?x114 (smul ?x103 in_s1)))
 (let ((?x121 (dim ?x114 2)))
 (= 1 ?x121)))))
(assert
 (let ((?x103 (idkernel4 sym_c2 1 1)))
 (let ((?x114 (smul ?x103 in_s1)))
 (let ((?x123 (dim ?x114 3)))
 (= 1 ?x123)))))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x125) 4)))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x125 0) sym_n)))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x125 1) sym_c2)))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x125 2) sym_h)))
(assert
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x125 3) sym_w)))
(assert
 (let ((?x103 (idkernel4 sym_c2 1 1)))
 (let ((?x114 (smul ?x103 in_s1)))
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x136 (conv 2 2 0 0 0 0 1 1 1 ?x125 ?x114)))
 (= (rank ?x136) 4))))))
(assert
 (let ((?x103 (idkernel4 sym_c2 1 1)))
 (let ((?x114 (smul ?x103 in_s1)))
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x136 (conv 2 2 0 0 0 0 1 1 1 ?x125 ?x114)))
 (= (dim ?x136 0) sym_n))))))
(assert
 (let ((?x103 (idkernel4 sym_c2 1 1)))
 (let ((?x114 (smul ?x103 in_s1)))
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x136 (conv 2 2 0 0 0 0 1 1 1 ?x125 ?x114)))
 (= (dim ?x136 1) sym_c2))))))
(assert
 (let ((?x146 (div (+ (- 1) sym_h) 2)))
 (let ((?x147 (+ 1 ?x146)))
 (let ((?x103 (idkernel4 sym_c2 1 1)))
 (let ((?x114 (smul ?x103 in_s1)))
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x136 (conv 2 2 0 0 0 0 1 1 1 ?x125 ?x114)))
 (let ((?x143 (dim ?x136 2)))
 (= ?x143 ?x147)))))))))
(assert
 (let ((?x151 (div (+ (- 1) sym_w) 2)))
 (let ((?x152 (+ 1 ?x151)))
 (let ((?x103 (idkernel4 sym_c2 1 1)))
 (let ((?x114 (smul ?x103 in_s1)))
 (let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x136 (conv 2 2 0 0 0 0 1 1 1 ?x125 ?x114)))
 (let ((?x149 (dim ?x136 3)))
 (= ?x149 ?x152)))))))))
(assert
 (let ((?x146 (div (+ (- 1) sym_h) 2)))
 (let ((?x147 (+ 1 ?x146)))
 (>= ?x147 0))))
(assert
 (let ((?x151 (div (+ (- 1) sym_w) 2)))
 (let ((?x152 (+ 1 ?x151)))
 (>= ?x152 0))))
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
 (let ((?x156 (smul in_i1 in_s1)))
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 ?x156 in_u1)))
 (= (rank ?x167) 4))))
(assert
 (let ((?x156 (smul in_i1 in_s1)))
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 ?x156 in_u1)))
 (= (dim ?x167 0) sym_n))))
(assert
 (let ((?x156 (smul in_i1 in_s1)))
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 ?x156 in_u1)))
 (= (dim ?x167 1) sym_c2))))
(assert
 (let ((?x146 (div (+ (- 1) sym_h) 2)))
 (let ((?x147 (+ 1 ?x146)))
 (let ((?x156 (smul in_i1 in_s1)))
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 ?x156 in_u1)))
 (let ((?x174 (dim ?x167 2)))
 (= ?x174 ?x147)))))))
(assert
 (let ((?x151 (div (+ (- 1) sym_w) 2)))
 (let ((?x152 (+ 1 ?x151)))
 (let ((?x156 (smul in_i1 in_s1)))
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 ?x156 in_u1)))
 (let ((?x176 (dim ?x167 3)))
 (= ?x176 ?x152)))))))
(assert
 (let ((?x156 (smul in_i1 in_s1)))
(let ((?x167 (conv 2 2 0 0 0 0 1 1 1 ?x156 in_u1)))
(let ((?x103 (idkernel4 sym_c2 1 1)))
(let ((?x114 (smul ?x103 in_s1)))
(let ((?x125 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x136 (conv 2 2 0 0 0 0 1 1 1 ?x125 ?x114)))
(and (distinct ?x136 ?x167) true))))))))
(check-sat)
