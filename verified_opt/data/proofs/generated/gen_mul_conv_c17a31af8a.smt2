; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_smul_x, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 76906
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x31 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x32 (smul ?x31 S)))
 (let ((?x30 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x33 (= ?x30 ?x32)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x25 (and $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24)))
 (=> $x25 $x33))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x31 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x32 (smul ?x31 S)))
 (let ((?x59 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x60 (= ?x59 ?x32)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x25 (and $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24)))
 (=> $x25 $x60))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x70 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x31 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x71 (= ?x31 ?x70)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x68 (and (< 1 (* sh sw)) $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24)))
 (=> $x68 $x71)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x97 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x95 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x98 (= ?x95 ?x97)))
 (let (($x84 (>= dw 1)))
 (let (($x83 (>= dh 1)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x82 (>= g 1)))
 (let (($x92 (and $x82 $x9 $x11 $x83 $x84 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x92 $x98)))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x136 (dim in_k1 2)))
 (= 3 ?x136)))
(assert
 (let ((?x138 (dim in_k1 3)))
 (= 3 ?x138)))
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
 (= (rank (smul in_u1 in_s1)) 4))
(assert
 (= (dim (smul in_u1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_u1 in_s1) 1) sym_c))
(assert
 (let ((?x154 (smul in_u1 in_s1)))
 (let ((?x161 (dim ?x154 2)))
 (= 1 ?x161))))
(assert
 (let ((?x154 (smul in_u1 in_s1)))
 (let ((?x163 (dim ?x154 3)))
 (= 1 ?x163))))
(assert
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x165) 4)))
(assert
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x165 0) sym_n)))
(assert
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x165 1) sym_c)))
(assert
 (let ((?x175 (div (+ (- 3) sym_h) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x172 (dim ?x165 2)))
 (= ?x172 ?x176))))))
(assert
 (let ((?x180 (div (+ (- 3) sym_w) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x178 (dim ?x165 3)))
 (= ?x178 ?x181))))))
(assert
 (let ((?x154 (smul in_u1 in_s1)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 ?x165 ?x154)))
 (= (rank ?x183) 4)))))
(assert
 (let ((?x154 (smul in_u1 in_s1)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 ?x165 ?x154)))
 (= (dim ?x183 0) sym_n)))))
(assert
 (let ((?x154 (smul in_u1 in_s1)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 ?x165 ?x154)))
 (= (dim ?x183 1) sym_c)))))
(assert
 (let ((?x175 (div (+ (- 3) sym_h) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x154 (smul in_u1 in_s1)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 ?x165 ?x154)))
 (let ((?x190 (dim ?x183 2)))
 (= ?x190 ?x176))))))))
(assert
 (let ((?x180 (div (+ (- 3) sym_w) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x154 (smul in_u1 in_s1)))
 (let ((?x165 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 ?x165 ?x154)))
 (let ((?x192 (dim ?x183 3)))
 (= ?x192 ?x181))))))))
(assert
 (let ((?x175 (div (+ (- 3) sym_h) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (>= ?x176 0))))
(assert
 (let ((?x180 (div (+ (- 3) sym_w) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (>= ?x181 0))))
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
 (let ((?x196 (smul in_i1 in_s1)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 ?x196 in_k1)))
 (= (rank ?x207) 4))))
(assert
 (let ((?x196 (smul in_i1 in_s1)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 ?x196 in_k1)))
 (= (dim ?x207 0) sym_n))))
(assert
 (let ((?x196 (smul in_i1 in_s1)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 ?x196 in_k1)))
 (= (dim ?x207 1) sym_c))))
(assert
 (let ((?x196 (smul in_i1 in_s1)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 ?x196 in_k1)))
 (let ((?x214 (dim ?x207 2)))
 (= ?x214 (+ (- 2) sym_h))))))
(assert
 (let ((?x196 (smul in_i1 in_s1)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 ?x196 in_k1)))
 (let ((?x218 (dim ?x207 3)))
 (= ?x218 (+ (- 2) sym_w))))))
(assert
 (let ((?x196 (smul in_i1 in_s1)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 ?x196 in_k1)))
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 ?x207 in_u1)))
 (= (rank ?x221) 4)))))
(assert
 (let ((?x196 (smul in_i1 in_s1)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 ?x196 in_k1)))
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 ?x207 in_u1)))
 (= (dim ?x221 0) sym_n)))))
(assert
 (let ((?x196 (smul in_i1 in_s1)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 ?x196 in_k1)))
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 ?x207 in_u1)))
 (= (dim ?x221 1) sym_c)))))
(assert
 (let ((?x175 (div (+ (- 3) sym_h) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x196 (smul in_i1 in_s1)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 ?x196 in_k1)))
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 ?x207 in_u1)))
 (let ((?x228 (dim ?x221 2)))
 (= ?x228 ?x176))))))))
(assert
 (let ((?x180 (div (+ (- 3) sym_w) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x196 (smul in_i1 in_s1)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 ?x196 in_k1)))
 (let ((?x221 (conv 2 2 0 0 0 0 1 1 1 ?x207 in_u1)))
 (let ((?x230 (dim ?x221 3)))
 (= ?x230 ?x181))))))))
(assert
 (let ((?x196 (smul in_i1 in_s1)))
(let ((?x207 (conv 1 1 0 0 0 0 1 1 1 ?x196 in_k1)))
(let ((?x221 (conv 2 2 0 0 0 0 1 1 1 ?x207 in_u1)))
(let ((?x154 (smul in_u1 in_s1)))
(let ((?x165 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x183 (conv 1 1 0 0 0 0 1 1 1 ?x165 ?x154)))
(and (distinct ?x183 ?x221) true))))))))
(check-sat)
