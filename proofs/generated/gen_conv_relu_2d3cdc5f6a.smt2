; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 43877
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun relu (T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x23 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x20 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x24 (= ?x20 ?x23)))
 (=> (and (< 1 (* sh sw))) $x24)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x58 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x56 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x59 (= ?x56 ?x58)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x59)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x95 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x93 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x96 (= ?x93 ?x95)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x96)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x134 (dim in_k1 2)))
 (= 3 ?x134)))
(assert
 (let ((?x136 (dim in_k1 3)))
 (= 3 ?x136)))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x145 (dim in_u1 2)))
 (= 1 ?x145)))
(assert
 (let ((?x147 (dim in_u1 3)))
 (= 1 ?x147)))
(assert
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x149) 4)))
(assert
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x149 0) sym_n)))
(assert
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x149 1) sym_c)))
(assert
 (let ((?x159 (div (+ (- 3) sym_h) 2)))
 (let ((?x160 (+ 1 ?x159)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x156 (dim ?x149 2)))
 (= ?x156 ?x160))))))
(assert
 (let ((?x164 (div (+ (- 3) sym_w) 2)))
 (let ((?x165 (+ 1 ?x164)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x162 (dim ?x149 3)))
 (= ?x162 ?x165))))))
(assert
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 ?x149 in_u1)))
 (= (rank ?x167) 4))))
(assert
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 ?x149 in_u1)))
 (= (dim ?x167 0) sym_n))))
(assert
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 ?x149 in_u1)))
 (= (dim ?x167 1) sym_c))))
(assert
 (let ((?x159 (div (+ (- 3) sym_h) 2)))
 (let ((?x175 (div ?x159 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 ?x149 in_u1)))
 (let ((?x174 (dim ?x167 2)))
 (= ?x174 ?x176))))))))
(assert
 (let ((?x164 (div (+ (- 3) sym_w) 2)))
 (let ((?x179 (div ?x164 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 ?x149 in_u1)))
 (let ((?x178 (dim ?x167 3)))
 (= ?x178 ?x180))))))))
(assert
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 ?x149 in_u1)))
 (let ((?x182 (relu ?x167)))
 (= (rank ?x182) 4)))))
(assert
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 ?x149 in_u1)))
 (let ((?x182 (relu ?x167)))
 (= (dim ?x182 0) sym_n)))))
(assert
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 ?x149 in_u1)))
 (let ((?x182 (relu ?x167)))
 (= (dim ?x182 1) sym_c)))))
(assert
 (let ((?x159 (div (+ (- 3) sym_h) 2)))
 (let ((?x175 (div ?x159 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 ?x149 in_u1)))
 (let ((?x182 (relu ?x167)))
 (let ((?x189 (dim ?x182 2)))
 (= ?x189 ?x176)))))))))
(assert
 (let ((?x164 (div (+ (- 3) sym_w) 2)))
 (let ((?x179 (div ?x164 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 ?x149 in_u1)))
 (let ((?x182 (relu ?x167)))
 (let ((?x191 (dim ?x182 3)))
 (= ?x191 ?x180)))))))))
(assert
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 ?x149 in_u1)))
 (let ((?x182 (relu ?x167)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x182 in_u1)))
 (= (rank ?x193) 4))))))
(assert
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 ?x149 in_u1)))
 (let ((?x182 (relu ?x167)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x182 in_u1)))
 (= (dim ?x193 0) sym_n))))))
(assert
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 ?x149 in_u1)))
 (let ((?x182 (relu ?x167)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x182 in_u1)))
 (= (dim ?x193 1) sym_c))))))
(assert
 (let ((?x159 (div (+ (- 3) sym_h) 2)))
 (let ((?x175 (div ?x159 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 ?x149 in_u1)))
 (let ((?x182 (relu ?x167)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x182 in_u1)))
 (let ((?x200 (dim ?x193 2)))
 (= ?x200 ?x176))))))))))
(assert
 (let ((?x164 (div (+ (- 3) sym_w) 2)))
 (let ((?x179 (div ?x164 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 ?x149 in_u1)))
 (let ((?x182 (relu ?x167)))
 (let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x182 in_u1)))
 (let ((?x202 (dim ?x193 3)))
 (= ?x202 ?x180))))))))))
(assert
 (let ((?x159 (div (+ (- 3) sym_h) 2)))
 (let ((?x160 (+ 1 ?x159)))
 (>= ?x160 0))))
(assert
 (let ((?x164 (div (+ (- 3) sym_w) 2)))
 (let ((?x165 (+ 1 ?x164)))
 (>= ?x165 0))))
(assert
 (let ((?x159 (div (+ (- 3) sym_h) 2)))
 (let ((?x175 (div ?x159 2)))
 (let ((?x176 (+ 1 ?x175)))
 (>= ?x176 0)))))
(assert
 (let ((?x164 (div (+ (- 3) sym_w) 2)))
 (let ((?x179 (div ?x164 2)))
 (let ((?x180 (+ 1 ?x179)))
 (>= ?x180 0)))))
(assert
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x208) 4)))
(assert
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x208 0) sym_n)))
(assert
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x208 1) sym_c)))
(assert
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x215 (dim ?x208 2)))
 (= ?x215 (+ (- 2) sym_h)))))
(assert
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x219 (dim ?x208 3)))
 (= ?x219 (+ (- 2) sym_w)))))
(assert
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 ?x208 in_u1)))
 (= (rank ?x222) 4))))
(assert
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 ?x208 in_u1)))
 (= (dim ?x222 0) sym_n))))
(assert
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 ?x208 in_u1)))
 (= (dim ?x222 1) sym_c))))
(assert
 (let ((?x159 (div (+ (- 3) sym_h) 2)))
 (let ((?x160 (+ 1 ?x159)))
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 ?x208 in_u1)))
 (let ((?x229 (dim ?x222 2)))
 (= ?x229 ?x160)))))))
(assert
 (let ((?x164 (div (+ (- 3) sym_w) 2)))
 (let ((?x165 (+ 1 ?x164)))
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 ?x208 in_u1)))
 (let ((?x231 (dim ?x222 3)))
 (= ?x231 ?x165)))))))
(assert
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 ?x208 in_u1)))
 (let ((?x233 (relu ?x222)))
 (= (rank ?x233) 4)))))
(assert
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 ?x208 in_u1)))
 (let ((?x233 (relu ?x222)))
 (= (dim ?x233 0) sym_n)))))
(assert
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 ?x208 in_u1)))
 (let ((?x233 (relu ?x222)))
 (= (dim ?x233 1) sym_c)))))
(assert
 (let ((?x159 (div (+ (- 3) sym_h) 2)))
 (let ((?x160 (+ 1 ?x159)))
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 ?x208 in_u1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x240 (dim ?x233 2)))
 (= ?x240 ?x160))))))))
(assert
 (let ((?x164 (div (+ (- 3) sym_w) 2)))
 (let ((?x165 (+ 1 ?x164)))
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 ?x208 in_u1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x242 (dim ?x233 3)))
 (= ?x242 ?x165))))))))
(assert
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 ?x208 in_u1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x244 (conv 2 2 0 0 0 0 1 1 1 ?x233 in_u1)))
 (= (rank ?x244) 4))))))
(assert
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 ?x208 in_u1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x244 (conv 2 2 0 0 0 0 1 1 1 ?x233 in_u1)))
 (= (dim ?x244 0) sym_n))))))
(assert
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 ?x208 in_u1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x244 (conv 2 2 0 0 0 0 1 1 1 ?x233 in_u1)))
 (= (dim ?x244 1) sym_c))))))
(assert
 (let ((?x159 (div (+ (- 3) sym_h) 2)))
 (let ((?x175 (div ?x159 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 ?x208 in_u1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x244 (conv 2 2 0 0 0 0 1 1 1 ?x233 in_u1)))
 (let ((?x251 (dim ?x244 2)))
 (= ?x251 ?x176))))))))))
(assert
 (let ((?x164 (div (+ (- 3) sym_w) 2)))
 (let ((?x179 (div ?x164 2)))
 (let ((?x180 (+ 1 ?x179)))
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x222 (conv 2 2 0 0 0 0 1 1 1 ?x208 in_u1)))
 (let ((?x233 (relu ?x222)))
 (let ((?x244 (conv 2 2 0 0 0 0 1 1 1 ?x233 in_u1)))
 (let ((?x253 (dim ?x244 3)))
 (= ?x253 ?x180))))))))))
(assert
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x222 (conv 2 2 0 0 0 0 1 1 1 ?x208 in_u1)))
(let ((?x233 (relu ?x222)))
(let ((?x244 (conv 2 2 0 0 0 0 1 1 1 ?x233 in_u1)))
(let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x167 (conv 2 2 0 0 0 0 1 1 1 ?x149 in_u1)))
(let ((?x182 (relu ?x167)))
(let ((?x193 (conv 1 1 0 0 0 0 1 1 1 ?x182 in_u1)))
(and (distinct ?x193 ?x244) true))))))))))
(check-sat)
