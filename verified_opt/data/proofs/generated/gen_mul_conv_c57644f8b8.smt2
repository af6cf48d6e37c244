; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_smul_x
; z3 rlimit used: 7616
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
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 ?x108 in_k1)))
 (= (rank ?x119) 4))))
(assert
 (let ((?x108 (smul in_i1 in_s1)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 ?x108 in_k1)))
 (= (dim ?x119 0) sym_n))))
(assert
 (let ((?x108 (smul in_i1 in_s1)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 ?x108 in_k1)))
 (= (dim ?x119 1) sym_c))))
(assert
 (let ((?x128 (+ (- 2) sym_h)))
 (let ((?x108 (smul in_i1 in_s1)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 ?x108 in_k1)))
 (let ((?x126 (dim ?x119 2)))
 (= ?x126 ?x128))))))
(assert
 (let ((?x131 (+ (- 2) sym_w)))
 (let ((?x108 (smul in_i1 in_s1)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 ?x108 in_k1)))
 (let ((?x130 (dim ?x119 3)))
 (= ?x130 ?x131))))))
(assert
 (let ((?x108 (smul in_i1 in_s1)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 ?x108 in_k1)))
 (let ((?x133 (conv 2 2 1 1 1 1 1 1 1 ?x119 in_k1)))
 (= (rank ?x133) 4)))))
(assert
 (let ((?x108 (smul in_i1 in_s1)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 ?x108 in_k1)))
 (let ((?x133 (conv 2 2 1 1 1 1 1 1 1 ?x119 in_k1)))
 (= (dim ?x133 0) sym_n)))))
(assert
 (let ((?x108 (smul in_i1 in_s1)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 ?x108 in_k1)))
 (let ((?x133 (conv 2 2 1 1 1 1 1 1 1 ?x119 in_k1)))
 (= (dim ?x133 1) sym_c)))))
(assert
 (let ((?x143 (div (+ (- 3) sym_h) 2)))
 (let ((?x144 (+ 1 ?x143)))
 (let ((?x108 (smul in_i1 in_s1)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 ?x108 in_k1)))
 (let ((?x133 (conv 2 2 1 1 1 1 1 1 1 ?x119 in_k1)))
 (let ((?x140 (dim ?x133 2)))
 (= ?x140 ?x144))))))))
(assert
 (let ((?x148 (div (+ (- 3) sym_w) 2)))
 (let ((?x149 (+ 1 ?x148)))
 (let ((?x108 (smul in_i1 in_s1)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 ?x108 in_k1)))
 (let ((?x133 (conv 2 2 1 1 1 1 1 1 1 ?x119 in_k1)))
 (let ((?x146 (dim ?x133 3)))
 (= ?x146 ?x149))))))))
(assert
 (let ((?x128 (+ (- 2) sym_h)))
 (>= ?x128 0)))
(assert
 (let ((?x131 (+ (- 2) sym_w)))
 (>= ?x131 0)))
(assert
 (let ((?x143 (div (+ (- 3) sym_h) 2)))
 (let ((?x144 (+ 1 ?x143)))
 (>= ?x144 0))))
(assert
 (let ((?x148 (div (+ (- 3) sym_w) 2)))
 (let ((?x149 (+ 1 ?x148)))
 (>= ?x149 0))))
(assert
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c))
(assert
 (let ((?x155 (smul in_k1 in_s1)))
 (let ((?x162 (dim ?x155 2)))
 (= 3 ?x162))))
(assert
 (let ((?x155 (smul in_k1 in_s1)))
 (let ((?x164 (dim ?x155 3)))
 (= 3 ?x164))))
(assert
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x166) 4)))
(assert
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x166 0) sym_n)))
(assert
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x166 1) sym_c)))
(assert
 (let ((?x128 (+ (- 2) sym_h)))
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x173 (dim ?x166 2)))
 (= ?x173 ?x128)))))
(assert
 (let ((?x131 (+ (- 2) sym_w)))
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x175 (dim ?x166 3)))
 (= ?x175 ?x131)))))
(assert
 (let ((?x155 (smul in_k1 in_s1)))
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x177 (conv 2 2 1 1 1 1 1 1 1 ?x166 ?x155)))
 (= (rank ?x177) 4)))))
(assert
 (let ((?x155 (smul in_k1 in_s1)))
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x177 (conv 2 2 1 1 1 1 1 1 1 ?x166 ?x155)))
 (= (dim ?x177 0) sym_n)))))
(assert
 (let ((?x155 (smul in_k1 in_s1)))
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x177 (conv 2 2 1 1 1 1 1 1 1 ?x166 ?x155)))
 (= (dim ?x177 1) sym_c)))))
(assert
 (let ((?x143 (div (+ (- 3) sym_h) 2)))
 (let ((?x144 (+ 1 ?x143)))
 (let ((?x155 (smul in_k1 in_s1)))
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x177 (conv 2 2 1 1 1 1 1 1 1 ?x166 ?x155)))
 (let ((?x184 (dim ?x177 2)))
 (= ?x184 ?x144))))))))
(assert
 (let ((?x148 (div (+ (- 3) sym_w) 2)))
 (let ((?x149 (+ 1 ?x148)))
 (let ((?x155 (smul in_k1 in_s1)))
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x177 (conv 2 2 1 1 1 1 1 1 1 ?x166 ?x155)))
 (let ((?x186 (dim ?x177 3)))
 (= ?x186 ?x149))))))))
(assert
 (let ((?x155 (smul in_k1 in_s1)))
(let ((?x166 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x177 (conv 2 2 1 1 1 1 1 1 1 ?x166 ?x155)))
(let ((?x108 (smul in_i1 in_s1)))
(let ((?x119 (conv 1 1 0 0 0 0 1 1 1 ?x108 in_k1)))
(let ((?x133 (conv 2 2 1 1 1 1 1 1 1 ?x119 in_k1)))
(and (distinct ?x133 ?x177) true))))))))
(check-sat)
