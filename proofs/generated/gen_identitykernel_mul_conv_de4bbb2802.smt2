; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel3_after_conv, conv_smul_w, conv_smul_x
; z3 rlimit used: 49383
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
(declare-fun in_k1 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((W T) (X T) (m Int) (p Int) (q Int) (s Int) )(! (let ((?x8 (+ q p)))
 (let ((?x22 (- ?x8 1)))
 (let ((?x21 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x24 (= ?x21 (conv s s ?x22 ?x22 ?x22 ?x22 1 1 1 X W))))
 (=> (and (<= 1 ?x8) (= (dim W 0) m)) $x24))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x65 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x63 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (= ?x63 ?x65))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x65 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x71 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (= ?x71 ?x65))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x103 (dim in_k1 2)))
 (= 3 ?x103)))
(assert
 (let ((?x105 (dim in_k1 3)))
 (= 3 ?x105)))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x117 (dim ?x110 2)))
 (= 3 ?x117))))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x119 (dim ?x110 3)))
 (= 3 ?x119))))
(assert
 (= (rank (smul (idkernel4 sym_c 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 1) sym_c))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x121 (smul ?x110 in_s1)))
 (let ((?x128 (dim ?x121 2)))
 (= 3 ?x128)))))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x121 (smul ?x110 in_s1)))
 (let ((?x130 (dim ?x121 3)))
 (= 3 ?x130)))))
(assert
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x132) 4)))
(assert
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x132 0) sym_n)))
(assert
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x132 1) sym_c)))
(assert
 (let ((?x141 (+ (- 2) sym_h)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x139 (dim ?x132 2)))
 (= ?x139 ?x141)))))
(assert
 (let ((?x144 (+ (- 2) sym_w)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x143 (dim ?x132 3)))
 (= ?x143 ?x144)))))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x121 (smul ?x110 in_s1)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x146 (conv 2 2 1 1 1 1 1 1 1 ?x132 ?x121)))
 (= (rank ?x146) 4))))))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x121 (smul ?x110 in_s1)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x146 (conv 2 2 1 1 1 1 1 1 1 ?x132 ?x121)))
 (= (dim ?x146 0) sym_n))))))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x121 (smul ?x110 in_s1)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x146 (conv 2 2 1 1 1 1 1 1 1 ?x132 ?x121)))
 (= (dim ?x146 1) sym_c))))))
(assert
 (let ((?x156 (div (+ (- 3) sym_h) 2)))
 (let ((?x157 (+ 1 ?x156)))
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x121 (smul ?x110 in_s1)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x146 (conv 2 2 1 1 1 1 1 1 1 ?x132 ?x121)))
 (let ((?x153 (dim ?x146 2)))
 (= ?x153 ?x157)))))))))
(assert
 (let ((?x161 (div (+ (- 3) sym_w) 2)))
 (let ((?x162 (+ 1 ?x161)))
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x121 (smul ?x110 in_s1)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x146 (conv 2 2 1 1 1 1 1 1 1 ?x132 ?x121)))
 (let ((?x159 (dim ?x146 3)))
 (= ?x159 ?x162)))))))))
(assert
 (let ((?x141 (+ (- 2) sym_h)))
 (>= ?x141 0)))
(assert
 (let ((?x144 (+ (- 2) sym_w)))
 (>= ?x144 0)))
(assert
 (let ((?x156 (div (+ (- 3) sym_h) 2)))
 (let ((?x157 (+ 1 ?x156)))
 (>= ?x157 0))))
(assert
 (let ((?x161 (div (+ (- 3) sym_w) 2)))
 (let ((?x162 (+ 1 ?x161)))
 (>= ?x162 0))))
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
 (let ((?x168 (smul in_i1 in_s1)))
 (let ((?x179 (conv 2 2 0 0 0 0 1 1 1 ?x168 in_k1)))
 (= (rank ?x179) 4))))
(assert
 (let ((?x168 (smul in_i1 in_s1)))
 (let ((?x179 (conv 2 2 0 0 0 0 1 1 1 ?x168 in_k1)))
 (= (dim ?x179 0) sym_n))))
(assert
 (let ((?x168 (smul in_i1 in_s1)))
 (let ((?x179 (conv 2 2 0 0 0 0 1 1 1 ?x168 in_k1)))
 (= (dim ?x179 1) sym_c))))
(assert
 (let ((?x156 (div (+ (- 3) sym_h) 2)))
 (let ((?x157 (+ 1 ?x156)))
 (let ((?x168 (smul in_i1 in_s1)))
 (let ((?x179 (conv 2 2 0 0 0 0 1 1 1 ?x168 in_k1)))
 (let ((?x186 (dim ?x179 2)))
 (= ?x186 ?x157)))))))
(assert
 (let ((?x161 (div (+ (- 3) sym_w) 2)))
 (let ((?x162 (+ 1 ?x161)))
 (let ((?x168 (smul in_i1 in_s1)))
 (let ((?x179 (conv 2 2 0 0 0 0 1 1 1 ?x168 in_k1)))
 (let ((?x188 (dim ?x179 3)))
 (= ?x188 ?x162)))))))
(assert
 (let ((?x168 (smul in_i1 in_s1)))
(let ((?x179 (conv 2 2 0 0 0 0 1 1 1 ?x168 in_k1)))
(let ((?x110 (idkernel4 sym_c 3 3)))
(let ((?x121 (smul ?x110 in_s1)))
(let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x146 (conv 2 2 1 1 1 1 1 1 1 ?x132 ?x121)))
(and (distinct ?x146 ?x179) true))))))))
(check-sat)
