; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_smul_x, conv_strided_subsample
; z3 rlimit used: 49812
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
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
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x19 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x20 (smul ?x19 S)))
 (let ((?x18 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (= ?x18 ?x20)))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x19 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x20 (smul ?x19 S)))
 (let ((?x43 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (= ?x43 ?x20)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x53 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x19 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x54 (= ?x19 ?x53)))
 (=> (and (< 1 (* sh sw))) $x54)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
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
 (= (dim in_k1 1) sym_c3))
(assert
 (let ((?x95 (dim in_k1 2)))
 (= 3 ?x95)))
(assert
 (let ((?x97 (dim in_k1 3)))
 (= 3 ?x97)))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c3))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x109 (dim in_u1 2)))
 (= 1 ?x109)))
(assert
 (let ((?x111 (dim in_u1 3)))
 (= 1 ?x111)))
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
 (let ((?x113 (smul in_i1 in_s1)))
 (let ((?x124 (conv 2 2 0 0 0 0 1 1 1 ?x113 in_u1)))
 (= (rank ?x124) 4))))
(assert
 (let ((?x113 (smul in_i1 in_s1)))
 (let ((?x124 (conv 2 2 0 0 0 0 1 1 1 ?x113 in_u1)))
 (= (dim ?x124 0) sym_n))))
(assert
 (let ((?x113 (smul in_i1 in_s1)))
 (let ((?x124 (conv 2 2 0 0 0 0 1 1 1 ?x113 in_u1)))
 (= (dim ?x124 1) sym_c3))))
(assert
 (let ((?x134 (div (+ (- 1) sym_h) 2)))
 (let ((?x135 (+ 1 ?x134)))
 (let ((?x113 (smul in_i1 in_s1)))
 (let ((?x124 (conv 2 2 0 0 0 0 1 1 1 ?x113 in_u1)))
 (let ((?x131 (dim ?x124 2)))
 (= ?x131 ?x135)))))))
(assert
 (let ((?x139 (div (+ (- 1) sym_w) 2)))
 (let ((?x140 (+ 1 ?x139)))
 (let ((?x113 (smul in_i1 in_s1)))
 (let ((?x124 (conv 2 2 0 0 0 0 1 1 1 ?x113 in_u1)))
 (let ((?x137 (dim ?x124 3)))
 (= ?x137 ?x140)))))))
(assert
 (let ((?x113 (smul in_i1 in_s1)))
 (let ((?x124 (conv 2 2 0 0 0 0 1 1 1 ?x113 in_u1)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 ?x124 in_k1)))
 (= (rank ?x142) 4)))))
(assert
 (let ((?x113 (smul in_i1 in_s1)))
 (let ((?x124 (conv 2 2 0 0 0 0 1 1 1 ?x113 in_u1)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 ?x124 in_k1)))
 (= (dim ?x142 0) sym_n)))))
(assert
 (let ((?x113 (smul in_i1 in_s1)))
 (let ((?x124 (conv 2 2 0 0 0 0 1 1 1 ?x113 in_u1)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 ?x124 in_k1)))
 (= (dim ?x142 1) sym_c2)))))
(assert
 (let ((?x134 (div (+ (- 1) sym_h) 2)))
 (let ((?x150 (div ?x134 2)))
 (let ((?x151 (+ 1 ?x150)))
 (let ((?x113 (smul in_i1 in_s1)))
 (let ((?x124 (conv 2 2 0 0 0 0 1 1 1 ?x113 in_u1)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 ?x124 in_k1)))
 (let ((?x149 (dim ?x142 2)))
 (= ?x149 ?x151)))))))))
(assert
 (let ((?x139 (div (+ (- 1) sym_w) 2)))
 (let ((?x154 (div ?x139 2)))
 (let ((?x155 (+ 1 ?x154)))
 (let ((?x113 (smul in_i1 in_s1)))
 (let ((?x124 (conv 2 2 0 0 0 0 1 1 1 ?x113 in_u1)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 ?x124 in_k1)))
 (let ((?x153 (dim ?x142 3)))
 (= ?x153 ?x155)))))))))
(assert
 (let ((?x134 (div (+ (- 1) sym_h) 2)))
 (let ((?x135 (+ 1 ?x134)))
 (>= ?x135 0))))
(assert
 (let ((?x139 (div (+ (- 1) sym_w) 2)))
 (let ((?x140 (+ 1 ?x139)))
 (>= ?x140 0))))
(assert
 (let ((?x134 (div (+ (- 1) sym_h) 2)))
 (let ((?x150 (div ?x134 2)))
 (let ((?x151 (+ 1 ?x150)))
 (>= ?x151 0)))))
(assert
 (let ((?x139 (div (+ (- 1) sym_w) 2)))
 (let ((?x154 (div ?x139 2)))
 (let ((?x155 (+ 1 ?x154)))
 (>= ?x155 0)))))
(assert
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c2))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c3))
(assert
 (let ((?x161 (smul in_k1 in_s1)))
 (let ((?x168 (dim ?x161 2)))
 (= 3 ?x168))))
(assert
 (let ((?x161 (smul in_k1 in_s1)))
 (let ((?x170 (dim ?x161 3)))
 (= 3 ?x170))))
(assert
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x172) 4)))
(assert
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x172 0) sym_n)))
(assert
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x172 1) sym_c3)))
(assert
 (let ((?x134 (div (+ (- 1) sym_h) 2)))
 (let ((?x135 (+ 1 ?x134)))
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x179 (dim ?x172 2)))
 (= ?x179 ?x135))))))
(assert
 (let ((?x139 (div (+ (- 1) sym_w) 2)))
 (let ((?x140 (+ 1 ?x139)))
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x181 (dim ?x172 3)))
 (= ?x181 ?x140))))))
(assert
 (let ((?x161 (smul in_k1 in_s1)))
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x183 (conv 2 2 1 1 1 1 1 1 1 ?x172 ?x161)))
 (= (rank ?x183) 4)))))
(assert
 (let ((?x161 (smul in_k1 in_s1)))
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x183 (conv 2 2 1 1 1 1 1 1 1 ?x172 ?x161)))
 (= (dim ?x183 0) sym_n)))))
(assert
 (let ((?x161 (smul in_k1 in_s1)))
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x183 (conv 2 2 1 1 1 1 1 1 1 ?x172 ?x161)))
 (= (dim ?x183 1) sym_c2)))))
(assert
 (let ((?x134 (div (+ (- 1) sym_h) 2)))
 (let ((?x150 (div ?x134 2)))
 (let ((?x151 (+ 1 ?x150)))
 (let ((?x161 (smul in_k1 in_s1)))
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x183 (conv 2 2 1 1 1 1 1 1 1 ?x172 ?x161)))
 (let ((?x190 (dim ?x183 2)))
 (= ?x190 ?x151)))))))))
(assert
 (let ((?x139 (div (+ (- 1) sym_w) 2)))
 (let ((?x154 (div ?x139 2)))
 (let ((?x155 (+ 1 ?x154)))
 (let ((?x161 (smul in_k1 in_s1)))
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x183 (conv 2 2 1 1 1 1 1 1 1 ?x172 ?x161)))
 (let ((?x192 (dim ?x183 3)))
 (= ?x192 ?x155)))))))))
(assert
 (let ((?x161 (smul in_k1 in_s1)))
(let ((?x172 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x183 (conv 2 2 1 1 1 1 1 1 1 ?x172 ?x161)))
(let ((?x113 (smul in_i1 in_s1)))
(let ((?x124 (conv 2 2 0 0 0 0 1 1 1 ?x113 in_u1)))
(let ((?x142 (conv 2 2 1 1 1 1 1 1 1 ?x124 in_k1)))
(and (distinct ?x142 ?x183) true))))))))
(check-sat)
