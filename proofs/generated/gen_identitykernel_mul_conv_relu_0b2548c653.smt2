; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_conv_idkernel, conv_smul_w, relu_conv_idkernel
; z3 rlimit used: 50311
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun relu (T) T)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x14 (idkernel4 c k k)))
 (let ((?x18 (conv s s p p p p 1 1 1 (relu X) ?x14)))
 (let ((?x16 (relu (conv s s p p p p 1 1 1 X ?x14))))
 (let (($x19 (= ?x16 ?x18)))
 (=> (and (= (dim X 1) c)) $x19))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((U T) (X T) (c Int) (k Int) (m Int) (p Int) (s Int) )(! (let ((?x64 (conv 1 1 0 0 0 0 1 1 1 X U)))
 (let ((?x66 (conv s s p p p p 1 1 1 ?x64 (idkernel4 m k k))))
 (let ((?x62 (conv s s p p p p 1 1 1 X (idkernel4 c k k))))
 (let ((?x63 (conv 1 1 0 0 0 0 1 1 1 ?x62 U)))
 (let (($x67 (= ?x63 ?x66)))
 (let (($x53 (= (dim U 1) c)))
 (let (($x51 (= (dim U 0) m)))
 (let (($x47 (= (dim X 1) c)))
 (let (($x60 (and $x47 $x51 $x53 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x60 $x67)))))))))) :pattern ( (conv 1 1 0 0 0 0 1 1 1 (conv s s p p p p 1 1 1 X (idkernel4 c k k)) U) (conv s s p p p p 1 1 1 (conv 1 1 0 0 0 0 1 1 1 X U) (idkernel4 m k k)) ) :qid conv1x1_conv_idkernel))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x87 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x85 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (= ?x85 ?x87))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
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
 (= (rank in_s1) 0))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x124 (dim in_u1 2)))
 (= 1 ?x124)))
(assert
 (let ((?x126 (dim in_u1 3)))
 (= 1 ?x126)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x128 (idkernel4 sym_c2 3 3)))
 (let ((?x135 (dim ?x128 2)))
 (= 3 ?x135))))
(assert
 (let ((?x128 (idkernel4 sym_c2 3 3)))
 (let ((?x137 (dim ?x128 3)))
 (= 3 ?x137))))
(assert
 (= (rank (smul (idkernel4 sym_c2 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c2 3 3) in_s1) 0) sym_c2))
(assert
 (= (dim (smul (idkernel4 sym_c2 3 3) in_s1) 1) sym_c2))
(assert
 (let ((?x128 (idkernel4 sym_c2 3 3)))
 (let ((?x139 (smul ?x128 in_s1)))
 (let ((?x146 (dim ?x139 2)))
 (= 3 ?x146)))))
(assert
 (let ((?x128 (idkernel4 sym_c2 3 3)))
 (let ((?x139 (smul ?x128 in_s1)))
 (let ((?x148 (dim ?x139 3)))
 (= 3 ?x148)))))
(assert
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x150) 4)))
(assert
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x150 0) sym_n)))
(assert
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x150 1) sym_c2)))
(assert
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x150 2) sym_h)))
(assert
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x150 3) sym_w)))
(assert
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x161 (relu ?x150)))
 (= (rank ?x161) 4))))
(assert
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x161 (relu ?x150)))
 (= (dim ?x161 0) sym_n))))
(assert
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x161 (relu ?x150)))
 (= (dim ?x161 1) sym_c2))))
(assert
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x161 (relu ?x150)))
 (= (dim ?x161 2) sym_h))))
(assert
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x161 (relu ?x150)))
 (= (dim ?x161 3) sym_w))))
(assert
 (let ((?x128 (idkernel4 sym_c2 3 3)))
 (let ((?x139 (smul ?x128 in_s1)))
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x161 (relu ?x150)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 ?x161 ?x139)))
 (= (rank ?x172) 4)))))))
(assert
 (let ((?x128 (idkernel4 sym_c2 3 3)))
 (let ((?x139 (smul ?x128 in_s1)))
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x161 (relu ?x150)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 ?x161 ?x139)))
 (= (dim ?x172 0) sym_n)))))))
(assert
 (let ((?x128 (idkernel4 sym_c2 3 3)))
 (let ((?x139 (smul ?x128 in_s1)))
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x161 (relu ?x150)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 ?x161 ?x139)))
 (= (dim ?x172 1) sym_c2)))))))
(assert
 (let ((?x181 (+ (- 2) sym_h)))
 (let ((?x128 (idkernel4 sym_c2 3 3)))
 (let ((?x139 (smul ?x128 in_s1)))
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x161 (relu ?x150)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 ?x161 ?x139)))
 (let ((?x179 (dim ?x172 2)))
 (= ?x179 ?x181)))))))))
(assert
 (let ((?x184 (+ (- 2) sym_w)))
 (let ((?x128 (idkernel4 sym_c2 3 3)))
 (let ((?x139 (smul ?x128 in_s1)))
 (let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x161 (relu ?x150)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 ?x161 ?x139)))
 (let ((?x183 (dim ?x172 3)))
 (= ?x183 ?x184)))))))))
(assert
 (let ((?x181 (+ (- 2) sym_h)))
 (>= ?x181 0)))
(assert
 (let ((?x184 (+ (- 2) sym_w)))
 (>= ?x184 0)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x195 (dim ?x188 2)))
 (= 3 ?x195))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x197 (dim ?x188 3)))
 (= 3 ?x197))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x188)))
 (= (rank ?x199) 4))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x188)))
 (= (dim ?x199 0) sym_n))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x188)))
 (= (dim ?x199 1) sym_c))))
(assert
 (let ((?x181 (+ (- 2) sym_h)))
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x188)))
 (let ((?x206 (dim ?x199 2)))
 (= ?x206 ?x181))))))
(assert
 (let ((?x184 (+ (- 2) sym_w)))
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x188)))
 (let ((?x208 (dim ?x199 3)))
 (= ?x208 ?x184))))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x188)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 ?x199 in_u1)))
 (= (rank ?x210) 4)))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x188)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 ?x199 in_u1)))
 (= (dim ?x210 0) sym_n)))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x188)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 ?x199 in_u1)))
 (= (dim ?x210 1) sym_c2)))))
(assert
 (let ((?x181 (+ (- 2) sym_h)))
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x188)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 ?x199 in_u1)))
 (let ((?x217 (dim ?x210 2)))
 (= ?x217 ?x181)))))))
(assert
 (let ((?x184 (+ (- 2) sym_w)))
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x188)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 ?x199 in_u1)))
 (let ((?x219 (dim ?x210 3)))
 (= ?x219 ?x184)))))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x188)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 ?x199 in_u1)))
 (let ((?x221 (relu ?x210)))
 (= (rank ?x221) 4))))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x188)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 ?x199 in_u1)))
 (let ((?x221 (relu ?x210)))
 (= (dim ?x221 0) sym_n))))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x188)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 ?x199 in_u1)))
 (let ((?x221 (relu ?x210)))
 (= (dim ?x221 1) sym_c2))))))
(assert
 (let ((?x181 (+ (- 2) sym_h)))
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x188)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 ?x199 in_u1)))
 (let ((?x221 (relu ?x210)))
 (let ((?x228 (dim ?x221 2)))
 (= ?x228 ?x181))))))))
(assert
 (let ((?x184 (+ (- 2) sym_w)))
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x188)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 ?x199 in_u1)))
 (let ((?x221 (relu ?x210)))
 (let ((?x230 (dim ?x221 3)))
 (= ?x230 ?x184))))))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x188)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 ?x199 in_u1)))
 (let ((?x221 (relu ?x210)))
 (let ((?x232 (smul ?x221 in_s1)))
 (= (rank ?x232) 4)))))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x188)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 ?x199 in_u1)))
 (let ((?x221 (relu ?x210)))
 (let ((?x232 (smul ?x221 in_s1)))
 (= (dim ?x232 0) sym_n)))))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x188)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 ?x199 in_u1)))
 (let ((?x221 (relu ?x210)))
 (let ((?x232 (smul ?x221 in_s1)))
 (= (dim ?x232 1) sym_c2)))))))
(assert
 (let ((?x181 (+ (- 2) sym_h)))
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x188)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 ?x199 in_u1)))
 (let ((?x221 (relu ?x210)))
 (let ((?x232 (smul ?x221 in_s1)))
 (let ((?x239 (dim ?x232 2)))
 (= ?x239 ?x181)))))))))
(assert
 (let ((?x184 (+ (- 2) sym_w)))
 (let ((?x188 (idkernel4 sym_c 3 3)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x188)))
 (let ((?x210 (conv 1 1 0 0 0 0 1 1 1 ?x199 in_u1)))
 (let ((?x221 (relu ?x210)))
 (let ((?x232 (smul ?x221 in_s1)))
 (let ((?x241 (dim ?x232 3)))
 (= ?x241 ?x184)))))))))
(assert
 (let ((?x188 (idkernel4 sym_c 3 3)))
(let ((?x199 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x188)))
(let ((?x210 (conv 1 1 0 0 0 0 1 1 1 ?x199 in_u1)))
(let ((?x221 (relu ?x210)))
(let ((?x232 (smul ?x221 in_s1)))
(let ((?x128 (idkernel4 sym_c2 3 3)))
(let ((?x139 (smul ?x128 in_s1)))
(let ((?x150 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x161 (relu ?x150)))
(let ((?x172 (conv 1 1 0 0 0 0 1 1 1 ?x161 ?x139)))
(and (distinct ?x172 ?x232) true))))))))))))
(check-sat)
