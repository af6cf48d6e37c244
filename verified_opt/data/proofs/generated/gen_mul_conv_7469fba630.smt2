; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_smul_x
; z3 rlimit used: 7054
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x39 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x37 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x40 (= ?x37 ?x39)))
 (let (($x35 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W) 4) (= (rank S) 0))))
 (=> $x35 $x40))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x39 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x66 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x67 (= ?x66 ?x39)))
 (let (($x35 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W) 4) (= (rank S) 0))))
 (=> $x35 $x67))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
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
 (let ((?x106 (dim in_u1 2)))
 (= 1 ?x106)))
(assert
 (let ((?x108 (dim in_u1 3)))
 (= 1 ?x108)))
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
 (= (rank (smul in_u1 in_s1)) 4))
(assert
 (= (dim (smul in_u1 in_s1) 0) sym_c2))
(assert
 (= (dim (smul in_u1 in_s1) 1) sym_c))
(assert
 (let ((?x121 (smul in_u1 in_s1)))
 (let ((?x128 (dim ?x121 2)))
 (= 1 ?x128))))
(assert
 (let ((?x121 (smul in_u1 in_s1)))
 (let ((?x130 (dim ?x121 3)))
 (= 1 ?x130))))
(assert
 (let ((?x121 (smul in_u1 in_s1)))
 (let ((?x110 (smul in_i1 in_s1)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 ?x110 ?x121)))
 (= (rank ?x132) 4)))))
(assert
 (let ((?x121 (smul in_u1 in_s1)))
 (let ((?x110 (smul in_i1 in_s1)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 ?x110 ?x121)))
 (= (dim ?x132 0) sym_n)))))
(assert
 (let ((?x121 (smul in_u1 in_s1)))
 (let ((?x110 (smul in_i1 in_s1)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 ?x110 ?x121)))
 (= (dim ?x132 1) sym_c2)))))
(assert
 (let ((?x142 (div (+ (- 1) sym_h) 2)))
 (let ((?x143 (+ 1 ?x142)))
 (let ((?x121 (smul in_u1 in_s1)))
 (let ((?x110 (smul in_i1 in_s1)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 ?x110 ?x121)))
 (let ((?x139 (dim ?x132 2)))
 (= ?x139 ?x143))))))))
(assert
 (let ((?x147 (div (+ (- 1) sym_w) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (let ((?x121 (smul in_u1 in_s1)))
 (let ((?x110 (smul in_i1 in_s1)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 ?x110 ?x121)))
 (let ((?x145 (dim ?x132 3)))
 (= ?x145 ?x148))))))))
(assert
 (let ((?x142 (div (+ (- 1) sym_h) 2)))
 (let ((?x143 (+ 1 ?x142)))
 (>= ?x143 0))))
(assert
 (let ((?x147 (div (+ (- 1) sym_w) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (>= ?x148 0))))
(assert
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x152) 4)))
(assert
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x152 0) sym_n)))
(assert
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x152 1) sym_c2)))
(assert
 (let ((?x142 (div (+ (- 1) sym_h) 2)))
 (let ((?x143 (+ 1 ?x142)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x159 (dim ?x152 2)))
 (= ?x159 ?x143))))))
(assert
 (let ((?x147 (div (+ (- 1) sym_w) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x161 (dim ?x152 3)))
 (= ?x161 ?x148))))))
(assert
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x163 (smul ?x152 in_s1)))
 (= (rank ?x163) 4))))
(assert
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x163 (smul ?x152 in_s1)))
 (= (dim ?x163 0) sym_n))))
(assert
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x163 (smul ?x152 in_s1)))
 (= (dim ?x163 1) sym_c2))))
(assert
 (let ((?x142 (div (+ (- 1) sym_h) 2)))
 (let ((?x143 (+ 1 ?x142)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x163 (smul ?x152 in_s1)))
 (let ((?x170 (dim ?x163 2)))
 (= ?x170 ?x143)))))))
(assert
 (let ((?x147 (div (+ (- 1) sym_w) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x163 (smul ?x152 in_s1)))
 (let ((?x172 (dim ?x163 3)))
 (= ?x172 ?x148)))))))
(assert
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x163 (smul ?x152 in_s1)))
 (let ((?x174 (smul ?x163 in_s1)))
 (= (rank ?x174) 4)))))
(assert
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x163 (smul ?x152 in_s1)))
 (let ((?x174 (smul ?x163 in_s1)))
 (= (dim ?x174 0) sym_n)))))
(assert
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x163 (smul ?x152 in_s1)))
 (let ((?x174 (smul ?x163 in_s1)))
 (= (dim ?x174 1) sym_c2)))))
(assert
 (let ((?x142 (div (+ (- 1) sym_h) 2)))
 (let ((?x143 (+ 1 ?x142)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x163 (smul ?x152 in_s1)))
 (let ((?x174 (smul ?x163 in_s1)))
 (let ((?x181 (dim ?x174 2)))
 (= ?x181 ?x143))))))))
(assert
 (let ((?x147 (div (+ (- 1) sym_w) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x163 (smul ?x152 in_s1)))
 (let ((?x174 (smul ?x163 in_s1)))
 (let ((?x183 (dim ?x174 3)))
 (= ?x183 ?x148))))))))
(assert
 (let ((?x152 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x163 (smul ?x152 in_s1)))
(let ((?x174 (smul ?x163 in_s1)))
(let ((?x121 (smul in_u1 in_s1)))
(let ((?x110 (smul in_i1 in_s1)))
(let ((?x132 (conv 2 2 0 0 0 0 1 1 1 ?x110 ?x121)))
(and (distinct ?x132 ?x174) true))))))))
(check-sat)
