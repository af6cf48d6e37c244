; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_smul_x, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 50069
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
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
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x74 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x72 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x75 (= ?x72 ?x74)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x75)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x113 (dim in_k1 2)))
 (= 3 ?x113)))
(assert
 (let ((?x115 (dim in_k1 3)))
 (= 3 ?x115)))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x127 (dim in_u1 2)))
 (= 1 ?x127)))
(assert
 (let ((?x129 (dim in_u1 3)))
 (= 1 ?x129)))
(assert
 (= (rank (smul in_u1 in_s1)) 4))
(assert
 (= (dim (smul in_u1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_u1 in_s1) 1) sym_c))
(assert
 (let ((?x131 (smul in_u1 in_s1)))
 (let ((?x138 (dim ?x131 2)))
 (= 1 ?x138))))
(assert
 (let ((?x131 (smul in_u1 in_s1)))
 (let ((?x140 (dim ?x131 3)))
 (= 1 ?x140))))
(assert
 (let ((?x142 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x142) 4)))
(assert
 (let ((?x142 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x142 0) sym_n)))
(assert
 (let ((?x142 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x142 1) sym_c)))
(assert
 (let ((?x152 (div (+ (- 3) sym_h) 2)))
 (let ((?x153 (+ 1 ?x152)))
 (let ((?x142 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x149 (dim ?x142 2)))
 (= ?x149 ?x153))))))
(assert
 (let ((?x157 (div (+ (- 3) sym_w) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (let ((?x142 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x155 (dim ?x142 3)))
 (= ?x155 ?x158))))))
(assert
 (let ((?x131 (smul in_u1 in_s1)))
 (let ((?x142 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 ?x142 ?x131)))
 (= (rank ?x160) 4)))))
(assert
 (let ((?x131 (smul in_u1 in_s1)))
 (let ((?x142 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 ?x142 ?x131)))
 (= (dim ?x160 0) sym_n)))))
(assert
 (let ((?x131 (smul in_u1 in_s1)))
 (let ((?x142 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 ?x142 ?x131)))
 (= (dim ?x160 1) sym_c)))))
(assert
 (let ((?x152 (div (+ (- 3) sym_h) 2)))
 (let ((?x153 (+ 1 ?x152)))
 (let ((?x131 (smul in_u1 in_s1)))
 (let ((?x142 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 ?x142 ?x131)))
 (let ((?x167 (dim ?x160 2)))
 (= ?x167 ?x153))))))))
(assert
 (let ((?x157 (div (+ (- 3) sym_w) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (let ((?x131 (smul in_u1 in_s1)))
 (let ((?x142 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 ?x142 ?x131)))
 (let ((?x169 (dim ?x160 3)))
 (= ?x169 ?x158))))))))
(assert
 (let ((?x152 (div (+ (- 3) sym_h) 2)))
 (let ((?x153 (+ 1 ?x152)))
 (>= ?x153 0))))
(assert
 (let ((?x157 (div (+ (- 3) sym_w) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (>= ?x158 0))))
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
 (let ((?x173 (smul in_i1 in_s1)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x173 in_k1)))
 (= (rank ?x184) 4))))
(assert
 (let ((?x173 (smul in_i1 in_s1)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x173 in_k1)))
 (= (dim ?x184 0) sym_n))))
(assert
 (let ((?x173 (smul in_i1 in_s1)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x173 in_k1)))
 (= (dim ?x184 1) sym_c))))
(assert
 (let ((?x173 (smul in_i1 in_s1)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x173 in_k1)))
 (let ((?x191 (dim ?x184 2)))
 (= ?x191 (+ (- 2) sym_h))))))
(assert
 (let ((?x173 (smul in_i1 in_s1)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x173 in_k1)))
 (let ((?x195 (dim ?x184 3)))
 (= ?x195 (+ (- 2) sym_w))))))
(assert
 (let ((?x173 (smul in_i1 in_s1)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x173 in_k1)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 ?x184 in_u1)))
 (= (rank ?x198) 4)))))
(assert
 (let ((?x173 (smul in_i1 in_s1)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x173 in_k1)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 ?x184 in_u1)))
 (= (dim ?x198 0) sym_n)))))
(assert
 (let ((?x173 (smul in_i1 in_s1)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x173 in_k1)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 ?x184 in_u1)))
 (= (dim ?x198 1) sym_c)))))
(assert
 (let ((?x152 (div (+ (- 3) sym_h) 2)))
 (let ((?x153 (+ 1 ?x152)))
 (let ((?x173 (smul in_i1 in_s1)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x173 in_k1)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 ?x184 in_u1)))
 (let ((?x205 (dim ?x198 2)))
 (= ?x205 ?x153))))))))
(assert
 (let ((?x157 (div (+ (- 3) sym_w) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (let ((?x173 (smul in_i1 in_s1)))
 (let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x173 in_k1)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 ?x184 in_u1)))
 (let ((?x207 (dim ?x198 3)))
 (= ?x207 ?x158))))))))
(assert
 (let ((?x173 (smul in_i1 in_s1)))
(let ((?x184 (conv 1 1 0 0 0 0 1 1 1 ?x173 in_k1)))
(let ((?x198 (conv 2 2 0 0 0 0 1 1 1 ?x184 in_u1)))
(let ((?x131 (smul in_u1 in_s1)))
(let ((?x142 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x160 (conv 1 1 0 0 0 0 1 1 1 ?x142 ?x131)))
(and (distinct ?x160 ?x198) true))))))))
(check-sat)
