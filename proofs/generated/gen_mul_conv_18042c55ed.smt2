; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_smul_x
; z3 rlimit used: 49301
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_k1 () T)
(declare-fun in_k2 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x20 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x18 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (= ?x18 ?x20))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x20 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x43 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (= ?x43 ?x20))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
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
 (>= sym_c2 1))
(assert
 (>= sym_c3 1))
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
 (let ((?x82 (dim in_k1 2)))
 (= 3 ?x82)))
(assert
 (let ((?x84 (dim in_k1 3)))
 (= 3 ?x84)))
(assert
 (= (rank in_k2) 4))
(assert
 (= (dim in_k2 0) sym_c3))
(assert
 (= (dim in_k2 1) sym_c2))
(assert
 (let ((?x93 (dim in_k2 2)))
 (= 3 ?x93)))
(assert
 (let ((?x95 (dim in_k2 3)))
 (= 3 ?x95)))
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
 (let ((?x100 (smul in_i1 in_s1)))
 (let ((?x111 (conv 1 1 1 1 1 1 1 1 1 ?x100 in_k1)))
 (= (rank ?x111) 4))))
(assert
 (let ((?x100 (smul in_i1 in_s1)))
 (let ((?x111 (conv 1 1 1 1 1 1 1 1 1 ?x100 in_k1)))
 (= (dim ?x111 0) sym_n))))
(assert
 (let ((?x100 (smul in_i1 in_s1)))
 (let ((?x111 (conv 1 1 1 1 1 1 1 1 1 ?x100 in_k1)))
 (= (dim ?x111 1) sym_c2))))
(assert
 (let ((?x100 (smul in_i1 in_s1)))
 (let ((?x111 (conv 1 1 1 1 1 1 1 1 1 ?x100 in_k1)))
 (= (dim ?x111 2) sym_h))))
(assert
 (let ((?x100 (smul in_i1 in_s1)))
 (let ((?x111 (conv 1 1 1 1 1 1 1 1 1 ?x100 in_k1)))
 (= (dim ?x111 3) sym_w))))
(assert
 (let ((?x100 (smul in_i1 in_s1)))
 (let ((?x111 (conv 1 1 1 1 1 1 1 1 1 ?x100 in_k1)))
 (let ((?x122 (conv 2 2 1 1 1 1 1 1 1 ?x111 in_k2)))
 (= (rank ?x122) 4)))))
(assert
 (let ((?x100 (smul in_i1 in_s1)))
 (let ((?x111 (conv 1 1 1 1 1 1 1 1 1 ?x100 in_k1)))
 (let ((?x122 (conv 2 2 1 1 1 1 1 1 1 ?x111 in_k2)))
 (= (dim ?x122 0) sym_n)))))
(assert
 (let ((?x100 (smul in_i1 in_s1)))
 (let ((?x111 (conv 1 1 1 1 1 1 1 1 1 ?x100 in_k1)))
 (let ((?x122 (conv 2 2 1 1 1 1 1 1 1 ?x111 in_k2)))
 (= (dim ?x122 1) sym_c3)))))
(assert
 (let ((?x132 (div (+ (- 1) sym_h) 2)))
 (let ((?x133 (+ 1 ?x132)))
 (let ((?x100 (smul in_i1 in_s1)))
 (let ((?x111 (conv 1 1 1 1 1 1 1 1 1 ?x100 in_k1)))
 (let ((?x122 (conv 2 2 1 1 1 1 1 1 1 ?x111 in_k2)))
 (let ((?x129 (dim ?x122 2)))
 (= ?x129 ?x133))))))))
(assert
 (let ((?x137 (div (+ (- 1) sym_w) 2)))
 (let ((?x138 (+ 1 ?x137)))
 (let ((?x100 (smul in_i1 in_s1)))
 (let ((?x111 (conv 1 1 1 1 1 1 1 1 1 ?x100 in_k1)))
 (let ((?x122 (conv 2 2 1 1 1 1 1 1 1 ?x111 in_k2)))
 (let ((?x135 (dim ?x122 3)))
 (= ?x135 ?x138))))))))
(assert
 (let ((?x132 (div (+ (- 1) sym_h) 2)))
 (let ((?x133 (+ 1 ?x132)))
 (>= ?x133 0))))
(assert
 (let ((?x137 (div (+ (- 1) sym_w) 2)))
 (let ((?x138 (+ 1 ?x137)))
 (>= ?x138 0))))
(assert
 (= (rank (smul in_k2 in_s1)) 4))
(assert
 (= (dim (smul in_k2 in_s1) 0) sym_c3))
(assert
 (= (dim (smul in_k2 in_s1) 1) sym_c2))
(assert
 (let ((?x142 (smul in_k2 in_s1)))
 (let ((?x149 (dim ?x142 2)))
 (= 3 ?x149))))
(assert
 (let ((?x142 (smul in_k2 in_s1)))
 (let ((?x151 (dim ?x142 3)))
 (= 3 ?x151))))
(assert
 (let ((?x153 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x153) 4)))
(assert
 (let ((?x153 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x153 0) sym_n)))
(assert
 (let ((?x153 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x153 1) sym_c2)))
(assert
 (let ((?x153 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x153 2) sym_h)))
(assert
 (let ((?x153 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x153 3) sym_w)))
(assert
 (let ((?x142 (smul in_k2 in_s1)))
 (let ((?x153 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x164 (conv 2 2 1 1 1 1 1 1 1 ?x153 ?x142)))
 (= (rank ?x164) 4)))))
(assert
 (let ((?x142 (smul in_k2 in_s1)))
 (let ((?x153 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x164 (conv 2 2 1 1 1 1 1 1 1 ?x153 ?x142)))
 (= (dim ?x164 0) sym_n)))))
(assert
 (let ((?x142 (smul in_k2 in_s1)))
 (let ((?x153 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x164 (conv 2 2 1 1 1 1 1 1 1 ?x153 ?x142)))
 (= (dim ?x164 1) sym_c3)))))
(assert
 (let ((?x132 (div (+ (- 1) sym_h) 2)))
 (let ((?x133 (+ 1 ?x132)))
 (let ((?x142 (smul in_k2 in_s1)))
 (let ((?x153 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x164 (conv 2 2 1 1 1 1 1 1 1 ?x153 ?x142)))
 (let ((?x171 (dim ?x164 2)))
 (= ?x171 ?x133))))))))
(assert
 (let ((?x137 (div (+ (- 1) sym_w) 2)))
 (let ((?x138 (+ 1 ?x137)))
 (let ((?x142 (smul in_k2 in_s1)))
 (let ((?x153 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x164 (conv 2 2 1 1 1 1 1 1 1 ?x153 ?x142)))
 (let ((?x173 (dim ?x164 3)))
 (= ?x173 ?x138))))))))
(assert
 (let ((?x142 (smul in_k2 in_s1)))
(let ((?x153 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x164 (conv 2 2 1 1 1 1 1 1 1 ?x153 ?x142)))
(let ((?x100 (smul in_i1 in_s1)))
(let ((?x111 (conv 1 1 1 1 1 1 1 1 1 ?x100 in_k1)))
(let ((?x122 (conv 2 2 1 1 1 1 1 1 1 ?x111 in_k2)))
(and (distinct ?x122 ?x164) true))))))))
(check-sat)
