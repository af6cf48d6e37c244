; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_conv_idkernel, conv_smul_w, conv_strided_subsample, relu_conv_idkernel, subsample_conv1x1
; z3 rlimit used: 50899
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun relu (T) T)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
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
 (let ((?x58 (dim U 3)))
 (let (($x59 (= 1 ?x58)))
 (let ((?x55 (dim U 2)))
 (let (($x56 (= 1 ?x55)))
 (let (($x53 (= (dim U 1) c)))
 (let (($x51 (= (dim U 0) m)))
 (let (($x47 (= (dim X 1) c)))
 (=> (and $x47 $x51 $x53 $x56 $x59) $x67))))))))))))) :pattern ( (conv 1 1 0 0 0 0 1 1 1 (conv s s p p p p 1 1 1 X (idkernel4 c k k)) U) (conv s s p p p p 1 1 1 (conv 1 1 0 0 0 0 1 1 1 X U) (idkernel4 m k k)) ) :qid conv1x1_conv_idkernel))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x86 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x87 (smul ?x86 S)))
 (let ((?x85 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (= ?x85 ?x87)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x96 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x86 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x97 (= ?x86 ?x96)))
 (=> (and (< 1 (* sh sw))) $x97)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x110 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x108 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x111 (= ?x108 ?x110)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x111)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (= (rank in_s1) 0))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x150 (dim in_u1 2)))
 (= 1 ?x150)))
(assert
 (let ((?x152 (dim in_u1 3)))
 (= 1 ?x152)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x161 (dim ?x154 2)))
 (= 3 ?x161))))
(assert
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x163 (dim ?x154 3)))
 (= 3 ?x163))))
(assert
 (= (rank (smul (idkernel4 sym_c 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 1) sym_c))
(assert
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x165 (smul ?x154 in_s1)))
 (let ((?x172 (dim ?x165 2)))
 (= 3 ?x172)))))
(assert
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x165 (smul ?x154 in_s1)))
 (let ((?x174 (dim ?x165 3)))
 (= 3 ?x174)))))
(assert
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x176) 4)))
(assert
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x176 0) sym_n)))
(assert
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x176 1) sym_c)))
(assert
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x176 2) sym_h)))
(assert
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x176 3) sym_w)))
(assert
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x187 (relu ?x176)))
 (= (rank ?x187) 4))))
(assert
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x187 (relu ?x176)))
 (= (dim ?x187 0) sym_n))))
(assert
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x187 (relu ?x176)))
 (= (dim ?x187 1) sym_c))))
(assert
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x187 (relu ?x176)))
 (= (dim ?x187 2) sym_h))))
(assert
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x187 (relu ?x176)))
 (= (dim ?x187 3) sym_w))))
(assert
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x165 (smul ?x154 in_s1)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x187 (relu ?x176)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 ?x187 ?x165)))
 (= (rank ?x198) 4)))))))
(assert
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x165 (smul ?x154 in_s1)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x187 (relu ?x176)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 ?x187 ?x165)))
 (= (dim ?x198 0) sym_n)))))))
(assert
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x165 (smul ?x154 in_s1)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x187 (relu ?x176)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 ?x187 ?x165)))
 (= (dim ?x198 1) sym_c)))))))
(assert
 (let ((?x208 (div (+ (- 3) sym_h) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x165 (smul ?x154 in_s1)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x187 (relu ?x176)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 ?x187 ?x165)))
 (let ((?x205 (dim ?x198 2)))
 (= ?x205 ?x209))))))))))
(assert
 (let ((?x213 (div (+ (- 3) sym_w) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x165 (smul ?x154 in_s1)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x187 (relu ?x176)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 ?x187 ?x165)))
 (let ((?x211 (dim ?x198 3)))
 (= ?x211 ?x214))))))))))
(assert
 (let ((?x208 (div (+ (- 3) sym_h) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (>= ?x209 0))))
(assert
 (let ((?x213 (div (+ (- 3) sym_w) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (>= ?x214 0))))
(assert
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x154)))
 (= (rank ?x218) 4))))
(assert
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x154)))
 (= (dim ?x218 0) sym_n))))
(assert
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x154)))
 (= (dim ?x218 1) sym_c))))
(assert
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x154)))
 (let ((?x225 (dim ?x218 2)))
 (= ?x225 (+ (- 2) sym_h))))))
(assert
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x154)))
 (let ((?x229 (dim ?x218 3)))
 (= ?x229 (+ (- 2) sym_w))))))
(assert
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x154)))
 (let ((?x232 (conv 2 2 0 0 0 0 1 1 1 ?x218 in_u1)))
 (= (rank ?x232) 4)))))
(assert
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x154)))
 (let ((?x232 (conv 2 2 0 0 0 0 1 1 1 ?x218 in_u1)))
 (= (dim ?x232 0) sym_n)))))
(assert
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x154)))
 (let ((?x232 (conv 2 2 0 0 0 0 1 1 1 ?x218 in_u1)))
 (= (dim ?x232 1) sym_c)))))
(assert
 (let ((?x208 (div (+ (- 3) sym_h) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x154)))
 (let ((?x232 (conv 2 2 0 0 0 0 1 1 1 ?x218 in_u1)))
 (let ((?x239 (dim ?x232 2)))
 (= ?x239 ?x209))))))))
(assert
 (let ((?x213 (div (+ (- 3) sym_w) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x154)))
 (let ((?x232 (conv 2 2 0 0 0 0 1 1 1 ?x218 in_u1)))
 (let ((?x241 (dim ?x232 3)))
 (= ?x241 ?x214))))))))
(assert
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x154)))
 (let ((?x232 (conv 2 2 0 0 0 0 1 1 1 ?x218 in_u1)))
 (let ((?x243 (relu ?x232)))
 (= (rank ?x243) 4))))))
(assert
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x154)))
 (let ((?x232 (conv 2 2 0 0 0 0 1 1 1 ?x218 in_u1)))
 (let ((?x243 (relu ?x232)))
 (= (dim ?x243 0) sym_n))))))
(assert
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x154)))
 (let ((?x232 (conv 2 2 0 0 0 0 1 1 1 ?x218 in_u1)))
 (let ((?x243 (relu ?x232)))
 (= (dim ?x243 1) sym_c))))))
(assert
 (let ((?x208 (div (+ (- 3) sym_h) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x154)))
 (let ((?x232 (conv 2 2 0 0 0 0 1 1 1 ?x218 in_u1)))
 (let ((?x243 (relu ?x232)))
 (let ((?x250 (dim ?x243 2)))
 (= ?x250 ?x209)))))))))
(assert
 (let ((?x213 (div (+ (- 3) sym_w) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x154)))
 (let ((?x232 (conv 2 2 0 0 0 0 1 1 1 ?x218 in_u1)))
 (let ((?x243 (relu ?x232)))
 (let ((?x252 (dim ?x243 3)))
 (= ?x252 ?x214)))))))))
(assert
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x154)))
 (let ((?x232 (conv 2 2 0 0 0 0 1 1 1 ?x218 in_u1)))
 (let ((?x243 (relu ?x232)))
 (let ((?x254 (smul ?x243 in_s1)))
 (= (rank ?x254) 4)))))))
(assert
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x154)))
 (let ((?x232 (conv 2 2 0 0 0 0 1 1 1 ?x218 in_u1)))
 (let ((?x243 (relu ?x232)))
 (let ((?x254 (smul ?x243 in_s1)))
 (= (dim ?x254 0) sym_n)))))))
(assert
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x154)))
 (let ((?x232 (conv 2 2 0 0 0 0 1 1 1 ?x218 in_u1)))
 (let ((?x243 (relu ?x232)))
 (let ((?x254 (smul ?x243 in_s1)))
 (= (dim ?x254 1) sym_c)))))))
(assert
 (let ((?x208 (div (+ (- 3) sym_h) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x154)))
 (let ((?x232 (conv 2 2 0 0 0 0 1 1 1 ?x218 in_u1)))
 (let ((?x243 (relu ?x232)))
 (let ((?x254 (smul ?x243 in_s1)))
 (let ((?x261 (dim ?x254 2)))
 (= ?x261 ?x209))))))))))
(assert
 (let ((?x213 (div (+ (- 3) sym_w) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (let ((?x154 (idkernel4 sym_c 3 3)))
 (let ((?x218 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x154)))
 (let ((?x232 (conv 2 2 0 0 0 0 1 1 1 ?x218 in_u1)))
 (let ((?x243 (relu ?x232)))
 (let ((?x254 (smul ?x243 in_s1)))
 (let ((?x263 (dim ?x254 3)))
 (= ?x263 ?x214))))))))))
(assert
 (let ((?x154 (idkernel4 sym_c 3 3)))
(let ((?x218 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x154)))
(let ((?x232 (conv 2 2 0 0 0 0 1 1 1 ?x218 in_u1)))
(let ((?x243 (relu ?x232)))
(let ((?x254 (smul ?x243 in_s1)))
(let ((?x165 (smul ?x154 in_s1)))
(let ((?x176 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x187 (relu ?x176)))
(let ((?x198 (conv 2 2 0 0 0 0 1 1 1 ?x187 ?x165)))
(and (distinct ?x198 ?x254) true)))))))))))
(check-sat)
