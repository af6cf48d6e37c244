; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_add_x, conv_smul_x
; z3 rlimit used: 75462
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_k1 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x33 (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x30 (conv sh sw pt pl pb pr dh dw g (add X1 X2) W)))
 (let (($x34 (= ?x30 ?x33)))
 (let (($x25 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x25 $x34))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (add X1 X2) W) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_add_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x62 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x60 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x63 (= ?x60 ?x62)))
 (let (($x25 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x25 $x63))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c2))
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
 (let ((?x108 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x108) 4)))
(assert
 (let ((?x108 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x108 0) sym_n)))
(assert
 (let ((?x108 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x108 1) sym_c2)))
(assert
 (let ((?x118 (div (+ (- 1) sym_h) 2)))
 (let ((?x119 (+ 1 ?x118)))
 (let ((?x108 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x115 (dim ?x108 2)))
 (= ?x115 ?x119))))))
(assert
 (let ((?x123 (div (+ (- 1) sym_w) 2)))
 (let ((?x124 (+ 1 ?x123)))
 (let ((?x108 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x121 (dim ?x108 3)))
 (= ?x121 ?x124))))))
(assert
 (let ((?x108 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x126 (smul ?x108 in_s1)))
 (= (rank ?x126) 4))))
(assert
 (let ((?x108 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x126 (smul ?x108 in_s1)))
 (= (dim ?x126 0) sym_n))))
(assert
 (let ((?x108 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x126 (smul ?x108 in_s1)))
 (= (dim ?x126 1) sym_c2))))
(assert
 (let ((?x118 (div (+ (- 1) sym_h) 2)))
 (let ((?x119 (+ 1 ?x118)))
 (let ((?x108 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x126 (smul ?x108 in_s1)))
 (let ((?x133 (dim ?x126 2)))
 (= ?x133 ?x119)))))))
(assert
 (let ((?x123 (div (+ (- 1) sym_w) 2)))
 (let ((?x124 (+ 1 ?x123)))
 (let ((?x108 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x126 (smul ?x108 in_s1)))
 (let ((?x135 (dim ?x126 3)))
 (= ?x135 ?x124)))))))
(assert
 (let ((?x108 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x126 (smul ?x108 in_s1)))
 (let ((?x137 (add ?x108 ?x126)))
 (= (rank ?x137) 4)))))
(assert
 (let ((?x108 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x126 (smul ?x108 in_s1)))
 (let ((?x137 (add ?x108 ?x126)))
 (= (dim ?x137 0) sym_n)))))
(assert
 (let ((?x108 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x126 (smul ?x108 in_s1)))
 (let ((?x137 (add ?x108 ?x126)))
 (= (dim ?x137 1) sym_c2)))))
(assert
 (let ((?x118 (div (+ (- 1) sym_h) 2)))
 (let ((?x119 (+ 1 ?x118)))
 (let ((?x108 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x126 (smul ?x108 in_s1)))
 (let ((?x137 (add ?x108 ?x126)))
 (let ((?x144 (dim ?x137 2)))
 (= ?x144 ?x119))))))))
(assert
 (let ((?x123 (div (+ (- 1) sym_w) 2)))
 (let ((?x124 (+ 1 ?x123)))
 (let ((?x108 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x126 (smul ?x108 in_s1)))
 (let ((?x137 (add ?x108 ?x126)))
 (let ((?x146 (dim ?x137 3)))
 (= ?x146 ?x124))))))))
(assert
 (let ((?x118 (div (+ (- 1) sym_h) 2)))
 (let ((?x119 (+ 1 ?x118)))
 (>= ?x119 0))))
(assert
 (let ((?x123 (div (+ (- 1) sym_w) 2)))
 (let ((?x124 (+ 1 ?x123)))
 (>= ?x124 0))))
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
 (let ((?x150 (smul in_i1 in_s1)))
 (let ((?x161 (add in_i1 ?x150)))
 (let ((?x172 (conv 2 2 1 1 1 1 1 1 1 ?x161 in_k1)))
 (= (rank ?x172) 4)))))
(assert
 (let ((?x150 (smul in_i1 in_s1)))
 (let ((?x161 (add in_i1 ?x150)))
 (let ((?x172 (conv 2 2 1 1 1 1 1 1 1 ?x161 in_k1)))
 (= (dim ?x172 0) sym_n)))))
(assert
 (let ((?x150 (smul in_i1 in_s1)))
 (let ((?x161 (add in_i1 ?x150)))
 (let ((?x172 (conv 2 2 1 1 1 1 1 1 1 ?x161 in_k1)))
 (= (dim ?x172 1) sym_c2)))))
(assert
 (let ((?x118 (div (+ (- 1) sym_h) 2)))
 (let ((?x119 (+ 1 ?x118)))
 (let ((?x150 (smul in_i1 in_s1)))
 (let ((?x161 (add in_i1 ?x150)))
 (let ((?x172 (conv 2 2 1 1 1 1 1 1 1 ?x161 in_k1)))
 (let ((?x179 (dim ?x172 2)))
 (= ?x179 ?x119))))))))
(assert
 (let ((?x123 (div (+ (- 1) sym_w) 2)))
 (let ((?x124 (+ 1 ?x123)))
 (let ((?x150 (smul in_i1 in_s1)))
 (let ((?x161 (add in_i1 ?x150)))
 (let ((?x172 (conv 2 2 1 1 1 1 1 1 1 ?x161 in_k1)))
 (let ((?x181 (dim ?x172 3)))
 (= ?x181 ?x124))))))))
(assert
 (let ((?x150 (smul in_i1 in_s1)))
(let ((?x161 (add in_i1 ?x150)))
(let ((?x172 (conv 2 2 1 1 1 1 1 1 1 ?x161 in_k1)))
(let ((?x108 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x126 (smul ?x108 in_s1)))
(let ((?x137 (add ?x108 ?x126)))
(and (distinct ?x137 ?x172) true))))))))
(check-sat)
