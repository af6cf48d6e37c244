; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_smul_x
; z3 rlimit used: 7576
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
 (let ((?x105 (dim in_k1 2)))
 (= 3 ?x105)))
(assert
 (let ((?x107 (dim in_k1 3)))
 (= 3 ?x107)))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c3))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x119 (dim in_u1 2)))
 (= 1 ?x119)))
(assert
 (let ((?x121 (dim in_u1 3)))
 (= 1 ?x121)))
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
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_u1)))
 (= (rank ?x134) 4))))
(assert
 (let ((?x123 (smul in_i1 in_s1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_u1)))
 (= (dim ?x134 0) sym_n))))
(assert
 (let ((?x123 (smul in_i1 in_s1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_u1)))
 (= (dim ?x134 1) sym_c3))))
(assert
 (let ((?x123 (smul in_i1 in_s1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_u1)))
 (= (dim ?x134 2) sym_h))))
(assert
 (let ((?x123 (smul in_i1 in_s1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_u1)))
 (= (dim ?x134 3) sym_w))))
(assert
 (let ((?x123 (smul in_i1 in_s1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_u1)))
 (let ((?x145 (conv 2 2 1 1 1 1 1 1 1 ?x134 in_k1)))
 (= (rank ?x145) 4)))))
(assert
 (let ((?x123 (smul in_i1 in_s1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_u1)))
 (let ((?x145 (conv 2 2 1 1 1 1 1 1 1 ?x134 in_k1)))
 (= (dim ?x145 0) sym_n)))))
(assert
 (let ((?x123 (smul in_i1 in_s1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_u1)))
 (let ((?x145 (conv 2 2 1 1 1 1 1 1 1 ?x134 in_k1)))
 (= (dim ?x145 1) sym_c2)))))
(assert
 (let ((?x155 (div (+ (- 1) sym_h) 2)))
 (let ((?x156 (+ 1 ?x155)))
 (let ((?x123 (smul in_i1 in_s1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_u1)))
 (let ((?x145 (conv 2 2 1 1 1 1 1 1 1 ?x134 in_k1)))
 (let ((?x152 (dim ?x145 2)))
 (= ?x152 ?x156))))))))
(assert
 (let ((?x160 (div (+ (- 1) sym_w) 2)))
 (let ((?x161 (+ 1 ?x160)))
 (let ((?x123 (smul in_i1 in_s1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_u1)))
 (let ((?x145 (conv 2 2 1 1 1 1 1 1 1 ?x134 in_k1)))
 (let ((?x158 (dim ?x145 3)))
 (= ?x158 ?x161))))))))
(assert
 (let ((?x155 (div (+ (- 1) sym_h) 2)))
 (let ((?x156 (+ 1 ?x155)))
 (>= ?x156 0))))
(assert
 (let ((?x160 (div (+ (- 1) sym_w) 2)))
 (let ((?x161 (+ 1 ?x160)))
 (>= ?x161 0))))
(assert
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c2))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c3))
(assert
 (let ((?x165 (smul in_k1 in_s1)))
 (let ((?x172 (dim ?x165 2)))
 (= 3 ?x172))))
(assert
 (let ((?x165 (smul in_k1 in_s1)))
 (let ((?x174 (dim ?x165 3)))
 (= 3 ?x174))))
(assert
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x176) 4)))
(assert
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x176 0) sym_n)))
(assert
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x176 1) sym_c3)))
(assert
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x176 2) sym_h)))
(assert
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x176 3) sym_w)))
(assert
 (let ((?x165 (smul in_k1 in_s1)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x187 (conv 2 2 1 1 1 1 1 1 1 ?x176 ?x165)))
 (= (rank ?x187) 4)))))
(assert
 (let ((?x165 (smul in_k1 in_s1)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x187 (conv 2 2 1 1 1 1 1 1 1 ?x176 ?x165)))
 (= (dim ?x187 0) sym_n)))))
(assert
 (let ((?x165 (smul in_k1 in_s1)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x187 (conv 2 2 1 1 1 1 1 1 1 ?x176 ?x165)))
 (= (dim ?x187 1) sym_c2)))))
(assert
 (let ((?x155 (div (+ (- 1) sym_h) 2)))
 (let ((?x156 (+ 1 ?x155)))
 (let ((?x165 (smul in_k1 in_s1)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x187 (conv 2 2 1 1 1 1 1 1 1 ?x176 ?x165)))
 (let ((?x194 (dim ?x187 2)))
 (= ?x194 ?x156))))))))
(assert
 (let ((?x160 (div (+ (- 1) sym_w) 2)))
 (let ((?x161 (+ 1 ?x160)))
 (let ((?x165 (smul in_k1 in_s1)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x187 (conv 2 2 1 1 1 1 1 1 1 ?x176 ?x165)))
 (let ((?x196 (dim ?x187 3)))
 (= ?x196 ?x161))))))))
(assert
 (let ((?x165 (smul in_k1 in_s1)))
(let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x187 (conv 2 2 1 1 1 1 1 1 1 ?x176 ?x165)))
(let ((?x123 (smul in_i1 in_s1)))
(let ((?x134 (conv 1 1 0 0 0 0 1 1 1 ?x123 in_u1)))
(let ((?x145 (conv 2 2 1 1 1 1 1 1 1 ?x134 in_k1)))
(and (distinct ?x145 ?x187) true))))))))
(check-sat)
