; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel1_after_conv, conv_smul_w, conv_smul_x
; z3 rlimit used: 75778
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((W T) (X T) (m Int) (q Int) (s Int) )(! (let ((?x19 (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1))))
 (let (($x21 (= ?x19 (conv s s q q q q 1 1 1 X W))))
 (let (($x7 (>= s 1)))
 (let (($x15 (and $x7 (>= q 0) (= (dim W 0) m))))
 (=> $x15 $x21))))) :pattern ( (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1)) ) :qid conv_idkernel1_after_conv))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x66 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x64 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x67 (= ?x64 ?x66)))
 (let (($x7 (>= sw 1)))
 (let (($x59 (and (>= g 1) (>= sh 1) $x7 (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x59 $x67)))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x66 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x76 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x77 (= ?x76 ?x66)))
 (let (($x7 (>= sw 1)))
 (let (($x59 (and (>= g 1) (>= sh 1) $x7 (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x59 $x77)))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (>= sym_c 1))
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
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x112 (dim in_k1 2)))
 (= 3 ?x112)))
(assert
 (let ((?x114 (dim in_k1 3)))
 (= 3 ?x114)))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x119 (idkernel4 sym_c 1 1)))
 (let ((?x126 (dim ?x119 2)))
 (= 1 ?x126))))
(assert
 (let ((?x119 (idkernel4 sym_c 1 1)))
 (let ((?x128 (dim ?x119 3)))
 (= 1 ?x128))))
(assert
 (= (rank (smul (idkernel4 sym_c 1 1) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 1 1) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 1 1) in_s1) 1) sym_c))
(assert
 (let ((?x119 (idkernel4 sym_c 1 1)))
 (let ((?x130 (smul ?x119 in_s1)))
 (let ((?x137 (dim ?x130 2)))
 (= 1 ?x137)))))
(assert
 (let ((?x119 (idkernel4 sym_c 1 1)))
 (let ((?x130 (smul ?x119 in_s1)))
 (let ((?x139 (dim ?x130 3)))
 (= 1 ?x139)))))
(assert
 (let ((?x141 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x141) 4)))
(assert
 (let ((?x141 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x141 0) sym_n)))
(assert
 (let ((?x141 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x141 1) sym_c)))
(assert
 (let ((?x150 (+ (- 2) sym_h)))
 (let ((?x141 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x148 (dim ?x141 2)))
 (= ?x148 ?x150)))))
(assert
 (let ((?x153 (+ (- 2) sym_w)))
 (let ((?x141 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x152 (dim ?x141 3)))
 (= ?x152 ?x153)))))
(assert
 (let ((?x119 (idkernel4 sym_c 1 1)))
 (let ((?x130 (smul ?x119 in_s1)))
 (let ((?x141 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x155 (conv 2 2 0 0 0 0 1 1 1 ?x141 ?x130)))
 (= (rank ?x155) 4))))))
(assert
 (let ((?x119 (idkernel4 sym_c 1 1)))
 (let ((?x130 (smul ?x119 in_s1)))
 (let ((?x141 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x155 (conv 2 2 0 0 0 0 1 1 1 ?x141 ?x130)))
 (= (dim ?x155 0) sym_n))))))
(assert
 (let ((?x119 (idkernel4 sym_c 1 1)))
 (let ((?x130 (smul ?x119 in_s1)))
 (let ((?x141 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x155 (conv 2 2 0 0 0 0 1 1 1 ?x141 ?x130)))
 (= (dim ?x155 1) sym_c))))))
(assert
 (let ((?x165 (div (+ (- 3) sym_h) 2)))
 (let ((?x166 (+ 1 ?x165)))
 (let ((?x119 (idkernel4 sym_c 1 1)))
 (let ((?x130 (smul ?x119 in_s1)))
 (let ((?x141 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x155 (conv 2 2 0 0 0 0 1 1 1 ?x141 ?x130)))
 (let ((?x162 (dim ?x155 2)))
 (= ?x162 ?x166)))))))))
(assert
 (let ((?x170 (div (+ (- 3) sym_w) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (let ((?x119 (idkernel4 sym_c 1 1)))
 (let ((?x130 (smul ?x119 in_s1)))
 (let ((?x141 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x155 (conv 2 2 0 0 0 0 1 1 1 ?x141 ?x130)))
 (let ((?x168 (dim ?x155 3)))
 (= ?x168 ?x171)))))))))
(assert
 (let ((?x150 (+ (- 2) sym_h)))
 (>= ?x150 0)))
(assert
 (let ((?x153 (+ (- 2) sym_w)))
 (>= ?x153 0)))
(assert
 (let ((?x165 (div (+ (- 3) sym_h) 2)))
 (let ((?x166 (+ 1 ?x165)))
 (>= ?x166 0))))
(assert
 (let ((?x170 (div (+ (- 3) sym_w) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (>= ?x171 0))))
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
 (let ((?x177 (smul in_i1 in_s1)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 ?x177 in_k1)))
 (= (rank ?x188) 4))))
(assert
 (let ((?x177 (smul in_i1 in_s1)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 ?x177 in_k1)))
 (= (dim ?x188 0) sym_n))))
(assert
 (let ((?x177 (smul in_i1 in_s1)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 ?x177 in_k1)))
 (= (dim ?x188 1) sym_c))))
(assert
 (let ((?x165 (div (+ (- 3) sym_h) 2)))
 (let ((?x166 (+ 1 ?x165)))
 (let ((?x177 (smul in_i1 in_s1)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 ?x177 in_k1)))
 (let ((?x195 (dim ?x188 2)))
 (= ?x195 ?x166)))))))
(assert
 (let ((?x170 (div (+ (- 3) sym_w) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (let ((?x177 (smul in_i1 in_s1)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 ?x177 in_k1)))
 (let ((?x197 (dim ?x188 3)))
 (= ?x197 ?x171)))))))
(assert
 (let ((?x177 (smul in_i1 in_s1)))
(let ((?x188 (conv 2 2 0 0 0 0 1 1 1 ?x177 in_k1)))
(let ((?x119 (idkernel4 sym_c 1 1)))
(let ((?x130 (smul ?x119 in_s1)))
(let ((?x141 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x155 (conv 2 2 0 0 0 0 1 1 1 ?x141 ?x130)))
(and (distinct ?x155 ?x188) true))))))))
(check-sat)
