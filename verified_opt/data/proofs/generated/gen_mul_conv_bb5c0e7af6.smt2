; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_smul_x
; z3 rlimit used: 7844
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_k1 () T)
(declare-fun in_k2 () T)
(declare-fun in_s1 () T)
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
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x105 (dim in_k1 2)))
 (= 3 ?x105)))
(assert
 (let ((?x107 (dim in_k1 3)))
 (= 3 ?x107)))
(assert
 (= (rank in_k2) 4))
(assert
 (= (dim in_k2 0) sym_c3))
(assert
 (= (dim in_k2 1) sym_c2))
(assert
 (let ((?x116 (dim in_k2 2)))
 (= 3 ?x116)))
(assert
 (let ((?x118 (dim in_k2 3)))
 (= 3 ?x118)))
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
 (let ((?x123 (smul in_i1 in_s1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_k1)))
 (= (rank ?x134) 4))))
(assert
 (let ((?x123 (smul in_i1 in_s1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_k1)))
 (= (dim ?x134 0) sym_n))))
(assert
 (let ((?x123 (smul in_i1 in_s1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_k1)))
 (= (dim ?x134 1) sym_c2))))
(assert
 (let ((?x143 (+ (- 2) sym_h)))
 (let ((?x123 (smul in_i1 in_s1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_k1)))
 (let ((?x141 (dim ?x134 2)))
 (= ?x141 ?x143))))))
(assert
 (let ((?x146 (+ (- 2) sym_w)))
 (let ((?x123 (smul in_i1 in_s1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_k1)))
 (let ((?x145 (dim ?x134 3)))
 (= ?x145 ?x146))))))
(assert
 (let ((?x123 (smul in_i1 in_s1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_k1)))
 (let ((?x148 (conv 2 2 1 1 1 1 1 1 1 ?x134 in_k2)))
 (= (rank ?x148) 4)))))
(assert
 (let ((?x123 (smul in_i1 in_s1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_k1)))
 (let ((?x148 (conv 2 2 1 1 1 1 1 1 1 ?x134 in_k2)))
 (= (dim ?x148 0) sym_n)))))
(assert
 (let ((?x123 (smul in_i1 in_s1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_k1)))
 (let ((?x148 (conv 2 2 1 1 1 1 1 1 1 ?x134 in_k2)))
 (= (dim ?x148 1) sym_c3)))))
(assert
 (let ((?x158 (div (+ (- 3) sym_h) 2)))
 (let ((?x159 (+ 1 ?x158)))
 (let ((?x123 (smul in_i1 in_s1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_k1)))
 (let ((?x148 (conv 2 2 1 1 1 1 1 1 1 ?x134 in_k2)))
 (let ((?x155 (dim ?x148 2)))
 (= ?x155 ?x159))))))))
(assert
 (let ((?x163 (div (+ (- 3) sym_w) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x123 (smul in_i1 in_s1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_k1)))
 (let ((?x148 (conv 2 2 1 1 1 1 1 1 1 ?x134 in_k2)))
 (let ((?x161 (dim ?x148 3)))
 (= ?x161 ?x164))))))))
(assert
 (let ((?x143 (+ (- 2) sym_h)))
 (>= ?x143 0)))
(assert
 (let ((?x146 (+ (- 2) sym_w)))
 (>= ?x146 0)))
(assert
 (let ((?x158 (div (+ (- 3) sym_h) 2)))
 (let ((?x159 (+ 1 ?x158)))
 (>= ?x159 0))))
(assert
 (let ((?x163 (div (+ (- 3) sym_w) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (>= ?x164 0))))
(assert
 (= (rank (smul in_k2 in_s1)) 4))
(assert
 (= (dim (smul in_k2 in_s1) 0) sym_c3))
(assert
 (= (dim (smul in_k2 in_s1) 1) sym_c2))
(assert
 (let ((?x170 (smul in_k2 in_s1)))
 (let ((?x177 (dim ?x170 2)))
 (= 3 ?x177))))
(assert
 (let ((?x170 (smul in_k2 in_s1)))
 (let ((?x179 (dim ?x170 3)))
 (= 3 ?x179))))
(assert
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x181) 4)))
(assert
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x181 0) sym_n)))
(assert
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x181 1) sym_c2)))
(assert
 (let ((?x143 (+ (- 2) sym_h)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x188 (dim ?x181 2)))
 (= ?x188 ?x143)))))
(assert
 (let ((?x146 (+ (- 2) sym_w)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x190 (dim ?x181 3)))
 (= ?x190 ?x146)))))
(assert
 (let ((?x170 (smul in_k2 in_s1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x192 (conv 2 2 1 1 1 1 1 1 1 ?x181 ?x170)))
 (= (rank ?x192) 4)))))
(assert
 (let ((?x170 (smul in_k2 in_s1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x192 (conv 2 2 1 1 1 1 1 1 1 ?x181 ?x170)))
 (= (dim ?x192 0) sym_n)))))
(assert
 (let ((?x170 (smul in_k2 in_s1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x192 (conv 2 2 1 1 1 1 1 1 1 ?x181 ?x170)))
 (= (dim ?x192 1) sym_c3)))))
(assert
 (let ((?x158 (div (+ (- 3) sym_h) 2)))
 (let ((?x159 (+ 1 ?x158)))
 (let ((?x170 (smul in_k2 in_s1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x192 (conv 2 2 1 1 1 1 1 1 1 ?x181 ?x170)))
 (let ((?x199 (dim ?x192 2)))
 (= ?x199 ?x159))))))))
(assert
 (let ((?x163 (div (+ (- 3) sym_w) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x170 (smul in_k2 in_s1)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x192 (conv 2 2 1 1 1 1 1 1 1 ?x181 ?x170)))
 (let ((?x201 (dim ?x192 3)))
 (= ?x201 ?x164))))))))
(assert
 (let ((?x170 (smul in_k2 in_s1)))
(let ((?x181 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x192 (conv 2 2 1 1 1 1 1 1 1 ?x181 ?x170)))
(let ((?x123 (smul in_i1 in_s1)))
(let ((?x134 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_k1)))
(let ((?x148 (conv 2 2 1 1 1 1 1 1 1 ?x134 in_k2)))
(and (distinct ?x148 ?x192) true))))))))
(check-sat)
