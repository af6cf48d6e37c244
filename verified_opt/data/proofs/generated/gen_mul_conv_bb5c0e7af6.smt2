; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_smul_x
; z3 rlimit used: 75826
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
(declare-fun in_k2 () T)
(declare-fun in_s1 () T)
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
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x99 (dim in_k1 2)))
 (= 3 ?x99)))
(assert
 (let ((?x101 (dim in_k1 3)))
 (= 3 ?x101)))
(assert
 (= (rank in_k2) 4))
(assert
 (= (dim in_k2 0) sym_c3))
(assert
 (= (dim in_k2 1) sym_c2))
(assert
 (let ((?x110 (dim in_k2 2)))
 (= 3 ?x110)))
(assert
 (let ((?x112 (dim in_k2 3)))
 (= 3 ?x112)))
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
 (let ((?x117 (smul in_i1 in_s1)))
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 ?x117 in_k1)))
 (= (rank ?x128) 4))))
(assert
 (let ((?x117 (smul in_i1 in_s1)))
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 ?x117 in_k1)))
 (= (dim ?x128 0) sym_n))))
(assert
 (let ((?x117 (smul in_i1 in_s1)))
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 ?x117 in_k1)))
 (= (dim ?x128 1) sym_c2))))
(assert
 (let ((?x137 (+ (- 2) sym_h)))
 (let ((?x117 (smul in_i1 in_s1)))
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 ?x117 in_k1)))
 (let ((?x135 (dim ?x128 2)))
 (= ?x135 ?x137))))))
(assert
 (let ((?x140 (+ (- 2) sym_w)))
 (let ((?x117 (smul in_i1 in_s1)))
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 ?x117 in_k1)))
 (let ((?x139 (dim ?x128 3)))
 (= ?x139 ?x140))))))
(assert
 (let ((?x117 (smul in_i1 in_s1)))
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 ?x117 in_k1)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 ?x128 in_k2)))
 (= (rank ?x142) 4)))))
(assert
 (let ((?x117 (smul in_i1 in_s1)))
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 ?x117 in_k1)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 ?x128 in_k2)))
 (= (dim ?x142 0) sym_n)))))
(assert
 (let ((?x117 (smul in_i1 in_s1)))
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 ?x117 in_k1)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 ?x128 in_k2)))
 (= (dim ?x142 1) sym_c3)))))
(assert
 (let ((?x152 (div (+ (- 3) sym_h) 2)))
 (let ((?x153 (+ 1 ?x152)))
 (let ((?x117 (smul in_i1 in_s1)))
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 ?x117 in_k1)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 ?x128 in_k2)))
 (let ((?x149 (dim ?x142 2)))
 (= ?x149 ?x153))))))))
(assert
 (let ((?x157 (div (+ (- 3) sym_w) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (let ((?x117 (smul in_i1 in_s1)))
 (let ((?x128 (conv 1 1 0 0 0 0 1 1 1 ?x117 in_k1)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 ?x128 in_k2)))
 (let ((?x155 (dim ?x142 3)))
 (= ?x155 ?x158))))))))
(assert
 (let ((?x137 (+ (- 2) sym_h)))
 (>= ?x137 0)))
(assert
 (let ((?x140 (+ (- 2) sym_w)))
 (>= ?x140 0)))
(assert
 (let ((?x152 (div (+ (- 3) sym_h) 2)))
 (let ((?x153 (+ 1 ?x152)))
 (>= ?x153 0))))
(assert
 (let ((?x157 (div (+ (- 3) sym_w) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (>= ?x158 0))))
(assert
 (= (rank (smul in_k2 in_s1)) 4))
(assert
 (= (dim (smul in_k2 in_s1) 0) sym_c3))
(assert
 (= (dim (smul in_k2 in_s1) 1) sym_c2))
(assert
 (let ((?x164 (smul in_k2 in_s1)))
 (let ((?x171 (dim ?x164 2)))
 (= 3 ?x171))))
(assert
 (let ((?x164 (smul in_k2 in_s1)))
 (let ((?x173 (dim ?x164 3)))
 (= 3 ?x173))))
(assert
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x175) 4)))
(assert
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x175 0) sym_n)))
(assert
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x175 1) sym_c2)))
(assert
 (let ((?x137 (+ (- 2) sym_h)))
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x182 (dim ?x175 2)))
 (= ?x182 ?x137)))))
(assert
 (let ((?x140 (+ (- 2) sym_w)))
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x184 (dim ?x175 3)))
 (= ?x184 ?x140)))))
(assert
 (let ((?x164 (smul in_k2 in_s1)))
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (conv 2 2 1 1 1 1 1 1 1 ?x175 ?x164)))
 (= (rank ?x186) 4)))))
(assert
 (let ((?x164 (smul in_k2 in_s1)))
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (conv 2 2 1 1 1 1 1 1 1 ?x175 ?x164)))
 (= (dim ?x186 0) sym_n)))))
(assert
 (let ((?x164 (smul in_k2 in_s1)))
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (conv 2 2 1 1 1 1 1 1 1 ?x175 ?x164)))
 (= (dim ?x186 1) sym_c3)))))
(assert
 (let ((?x152 (div (+ (- 3) sym_h) 2)))
 (let ((?x153 (+ 1 ?x152)))
 (let ((?x164 (smul in_k2 in_s1)))
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (conv 2 2 1 1 1 1 1 1 1 ?x175 ?x164)))
 (let ((?x193 (dim ?x186 2)))
 (= ?x193 ?x153))))))))
(assert
 (let ((?x157 (div (+ (- 3) sym_w) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (let ((?x164 (smul in_k2 in_s1)))
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x186 (conv 2 2 1 1 1 1 1 1 1 ?x175 ?x164)))
 (let ((?x195 (dim ?x186 3)))
 (= ?x195 ?x158))))))))
(assert
 (let ((?x164 (smul in_k2 in_s1)))
(let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x186 (conv 2 2 1 1 1 1 1 1 1 ?x175 ?x164)))
(let ((?x117 (smul in_i1 in_s1)))
(let ((?x128 (conv 1 1 0 0 0 0 1 1 1 ?x117 in_k1)))
(let ((?x142 (conv 2 2 1 1 1 1 1 1 1 ?x128 in_k2)))
(and (distinct ?x142 ?x186) true))))))))
(check-sat)
