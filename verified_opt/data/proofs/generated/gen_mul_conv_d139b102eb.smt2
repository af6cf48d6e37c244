; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_smul_x
; z3 rlimit used: 7355
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_k1 () T)
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
 (let ((?x101 (dim in_k1 2)))
 (= 3 ?x101)))
(assert
 (let ((?x103 (dim in_k1 3)))
 (= 3 ?x103)))
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
 (let ((?x108 (smul in_i1 in_s1)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 ?x108 in_k1)))
 (= (rank ?x119) 4))))
(assert
 (let ((?x108 (smul in_i1 in_s1)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 ?x108 in_k1)))
 (= (dim ?x119 0) sym_n))))
(assert
 (let ((?x108 (smul in_i1 in_s1)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 ?x108 in_k1)))
 (= (dim ?x119 1) sym_c))))
(assert
 (let ((?x108 (smul in_i1 in_s1)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 ?x108 in_k1)))
 (= (dim ?x119 2) sym_h))))
(assert
 (let ((?x108 (smul in_i1 in_s1)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 ?x108 in_k1)))
 (= (dim ?x119 3) sym_w))))
(assert
 (let ((?x108 (smul in_i1 in_s1)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 ?x108 in_k1)))
 (let ((?x130 (conv 2 2 1 1 1 1 1 1 1 ?x119 in_k1)))
 (= (rank ?x130) 4)))))
(assert
 (let ((?x108 (smul in_i1 in_s1)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 ?x108 in_k1)))
 (let ((?x130 (conv 2 2 1 1 1 1 1 1 1 ?x119 in_k1)))
 (= (dim ?x130 0) sym_n)))))
(assert
 (let ((?x108 (smul in_i1 in_s1)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 ?x108 in_k1)))
 (let ((?x130 (conv 2 2 1 1 1 1 1 1 1 ?x119 in_k1)))
 (= (dim ?x130 1) sym_c)))))
(assert
 (let ((?x140 (div (+ (- 1) sym_h) 2)))
 (let ((?x141 (+ 1 ?x140)))
 (let ((?x108 (smul in_i1 in_s1)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 ?x108 in_k1)))
 (let ((?x130 (conv 2 2 1 1 1 1 1 1 1 ?x119 in_k1)))
 (let ((?x137 (dim ?x130 2)))
 (= ?x137 ?x141))))))))
(assert
 (let ((?x145 (div (+ (- 1) sym_w) 2)))
 (let ((?x146 (+ 1 ?x145)))
 (let ((?x108 (smul in_i1 in_s1)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 ?x108 in_k1)))
 (let ((?x130 (conv 2 2 1 1 1 1 1 1 1 ?x119 in_k1)))
 (let ((?x143 (dim ?x130 3)))
 (= ?x143 ?x146))))))))
(assert
 (let ((?x140 (div (+ (- 1) sym_h) 2)))
 (let ((?x141 (+ 1 ?x140)))
 (>= ?x141 0))))
(assert
 (let ((?x145 (div (+ (- 1) sym_w) 2)))
 (let ((?x146 (+ 1 ?x145)))
 (>= ?x146 0))))
(assert
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c))
(assert
 (let ((?x150 (smul in_k1 in_s1)))
 (let ((?x157 (dim ?x150 2)))
 (= 3 ?x157))))
(assert
 (let ((?x150 (smul in_k1 in_s1)))
 (let ((?x159 (dim ?x150 3)))
 (= 3 ?x159))))
(assert
 (let ((?x161 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x161) 4)))
(assert
 (let ((?x161 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x161 0) sym_n)))
(assert
 (let ((?x161 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x161 1) sym_c)))
(assert
 (let ((?x161 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x161 2) sym_h)))
(assert
 (let ((?x161 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x161 3) sym_w)))
(assert
 (let ((?x150 (smul in_k1 in_s1)))
 (let ((?x161 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x172 (conv 2 2 1 1 1 1 1 1 1 ?x161 ?x150)))
 (= (rank ?x172) 4)))))
(assert
 (let ((?x150 (smul in_k1 in_s1)))
 (let ((?x161 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x172 (conv 2 2 1 1 1 1 1 1 1 ?x161 ?x150)))
 (= (dim ?x172 0) sym_n)))))
(assert
 (let ((?x150 (smul in_k1 in_s1)))
 (let ((?x161 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x172 (conv 2 2 1 1 1 1 1 1 1 ?x161 ?x150)))
 (= (dim ?x172 1) sym_c)))))
(assert
 (let ((?x140 (div (+ (- 1) sym_h) 2)))
 (let ((?x141 (+ 1 ?x140)))
 (let ((?x150 (smul in_k1 in_s1)))
 (let ((?x161 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x172 (conv 2 2 1 1 1 1 1 1 1 ?x161 ?x150)))
 (let ((?x179 (dim ?x172 2)))
 (= ?x179 ?x141))))))))
(assert
 (let ((?x145 (div (+ (- 1) sym_w) 2)))
 (let ((?x146 (+ 1 ?x145)))
 (let ((?x150 (smul in_k1 in_s1)))
 (let ((?x161 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x172 (conv 2 2 1 1 1 1 1 1 1 ?x161 ?x150)))
 (let ((?x181 (dim ?x172 3)))
 (= ?x181 ?x146))))))))
(assert
 (let ((?x150 (smul in_k1 in_s1)))
(let ((?x161 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x172 (conv 2 2 1 1 1 1 1 1 1 ?x161 ?x150)))
(let ((?x108 (smul in_i1 in_s1)))
(let ((?x119 (conv 1 1 1 1 1 1 1 1 1 ?x108 in_k1)))
(let ((?x130 (conv 2 2 1 1 1 1 1 1 1 ?x119 in_k1)))
(and (distinct ?x130 ?x172) true))))))))
(check-sat)
