; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_smul_x
; z3 rlimit used: 75558
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_k1 () T)
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x32 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x30 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x33 (= ?x30 ?x32)))
 (let (($x25 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x25 $x33))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x32 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x59 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x60 (= ?x59 ?x32)))
 (let (($x25 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x25 $x60))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_c3 1))
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
 (= (dim in_k1 1) sym_c3))
(assert
 (let ((?x99 (dim in_k1 2)))
 (= 3 ?x99)))
(assert
 (let ((?x101 (dim in_k1 3)))
 (= 3 ?x101)))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c3))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x113 (dim in_u1 2)))
 (= 1 ?x113)))
(assert
 (let ((?x115 (dim in_u1 3)))
 (= 1 ?x115)))
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
 (let ((?x117 (smul in_i1 in_s1)))
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 ?x117 in_u1)))
 (= (rank ?x128) 4))))
(assert
 (let ((?x117 (smul in_i1 in_s1)))
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 ?x117 in_u1)))
 (= (dim ?x128 0) sym_n))))
(assert
 (let ((?x117 (smul in_i1 in_s1)))
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 ?x117 in_u1)))
 (= (dim ?x128 1) sym_c3))))
(assert
 (let ((?x117 (smul in_i1 in_s1)))
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 ?x117 in_u1)))
 (= (dim ?x128 2) sym_h))))
(assert
 (let ((?x117 (smul in_i1 in_s1)))
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 ?x117 in_u1)))
 (= (dim ?x128 3) sym_w))))
(assert
 (let ((?x117 (smul in_i1 in_s1)))
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 ?x117 in_u1)))
 (let ((?x139 (conv 2 2 1 1 1 1 1 1 1 ?x128 in_k1)))
 (= (rank ?x139) 4)))))
(assert
 (let ((?x117 (smul in_i1 in_s1)))
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 ?x117 in_u1)))
 (let ((?x139 (conv 2 2 1 1 1 1 1 1 1 ?x128 in_k1)))
 (= (dim ?x139 0) sym_n)))))
(assert
 (let ((?x117 (smul in_i1 in_s1)))
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 ?x117 in_u1)))
 (let ((?x139 (conv 2 2 1 1 1 1 1 1 1 ?x128 in_k1)))
 (= (dim ?x139 1) sym_c2)))))
(assert
 (let ((?x149 (div (+ (- 1) sym_h) 2)))
 (let ((?x150 (+ 1 ?x149)))
 (let ((?x117 (smul in_i1 in_s1)))
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 ?x117 in_u1)))
 (let ((?x139 (conv 2 2 1 1 1 1 1 1 1 ?x128 in_k1)))
 (let ((?x146 (dim ?x139 2)))
 (= ?x146 ?x150))))))))
(assert
 (let ((?x154 (div (+ (- 1) sym_w) 2)))
 (let ((?x155 (+ 1 ?x154)))
 (let ((?x117 (smul in_i1 in_s1)))
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 ?x117 in_u1)))
 (let ((?x139 (conv 2 2 1 1 1 1 1 1 1 ?x128 in_k1)))
 (let ((?x152 (dim ?x139 3)))
 (= ?x152 ?x155))))))))
(assert
 (let ((?x149 (div (+ (- 1) sym_h) 2)))
 (let ((?x150 (+ 1 ?x149)))
 (>= ?x150 0))))
(assert
 (let ((?x154 (div (+ (- 1) sym_w) 2)))
 (let ((?x155 (+ 1 ?x154)))
 (>= ?x155 0))))
(assert
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c2))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c3))
(assert
 (let ((?x159 (smul in_k1 in_s1)))
 (let ((?x166 (dim ?x159 2)))
 (= 3 ?x166))))
(assert
 (let ((?x159 (smul in_k1 in_s1)))
 (let ((?x168 (dim ?x159 3)))
 (= 3 ?x168))))
(assert
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x170) 4)))
(assert
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x170 0) sym_n)))
(assert
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x170 1) sym_c3)))
(assert
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x170 2) sym_h)))
(assert
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x170 3) sym_w)))
(assert
 (let ((?x159 (smul in_k1 in_s1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 ?x170 ?x159)))
 (= (rank ?x181) 4)))))
(assert
 (let ((?x159 (smul in_k1 in_s1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 ?x170 ?x159)))
 (= (dim ?x181 0) sym_n)))))
(assert
 (let ((?x159 (smul in_k1 in_s1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 ?x170 ?x159)))
 (= (dim ?x181 1) sym_c2)))))
(assert
 (let ((?x149 (div (+ (- 1) sym_h) 2)))
 (let ((?x150 (+ 1 ?x149)))
 (let ((?x159 (smul in_k1 in_s1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 ?x170 ?x159)))
 (let ((?x188 (dim ?x181 2)))
 (= ?x188 ?x150))))))))
(assert
 (let ((?x154 (div (+ (- 1) sym_w) 2)))
 (let ((?x155 (+ 1 ?x154)))
 (let ((?x159 (smul in_k1 in_s1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (conv 2 2 1 1 1 1 1 1 1 ?x170 ?x159)))
 (let ((?x190 (dim ?x181 3)))
 (= ?x190 ?x155))))))))
(assert
 (let ((?x159 (smul in_k1 in_s1)))
(let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x181 (conv 2 2 1 1 1 1 1 1 1 ?x170 ?x159)))
(let ((?x117 (smul in_i1 in_s1)))
(let ((?x128 (conv 1 1 0 0 0 0 1 1 1 ?x117 in_u1)))
(let ((?x139 (conv 2 2 1 1 1 1 1 1 1 ?x128 in_k1)))
(and (distinct ?x139 ?x181) true))))))))
(check-sat)
