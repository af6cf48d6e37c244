; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 76297
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x31 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x32 (smul ?x31 S)))
 (let ((?x30 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
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
 (=> $x25 $x33))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x62 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x31 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x63 (= ?x31 ?x62)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x60 (and (< 1 (* sh sw)) $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24)))
 (=> $x60 $x63)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x83 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x81 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x84 (= ?x81 ?x83)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= kw 1)))
 (let (($x24 (>= kh 1)))
 (let (($x78 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x24 $x7 $x9 $x11 $x14 $x16 $x18 $x20)))
 (=> $x78 $x84))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x118 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x116 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x119 (= ?x116 ?x118)))
 (let (($x89 (>= dw 1)))
 (let (($x97 (>= dh 1)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x94 (>= g 1)))
 (let (($x113 (and $x94 $x9 $x11 $x97 $x89 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x113 $x119)))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (= (rank in_s1) 0))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x160 (dim in_u1 2)))
 (= 1 ?x160)))
(assert
 (let ((?x162 (dim in_u1 3)))
 (= 1 ?x162)))
(assert
 (= (rank (smul in_u1 in_s1)) 4))
(assert
 (= (dim (smul in_u1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_u1 in_s1) 1) sym_c))
(assert
 (let ((?x164 (smul in_u1 in_s1)))
 (let ((?x171 (dim ?x164 2)))
 (= 1 ?x171))))
(assert
 (let ((?x164 (smul in_u1 in_s1)))
 (let ((?x173 (dim ?x164 3)))
 (= 1 ?x173))))
(assert
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x175) 4)))
(assert
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x175 0) sym_n)))
(assert
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x175 1) sym_c)))
(assert
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x175 2) sym_h)))
(assert
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x175 3) sym_w)))
(assert
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x186 (relu ?x175)))
 (= (rank ?x186) 4))))
(assert
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x186 (relu ?x175)))
 (= (dim ?x186 0) sym_n))))
(assert
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x186 (relu ?x175)))
 (= (dim ?x186 1) sym_c))))
(assert
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x186 (relu ?x175)))
 (= (dim ?x186 2) sym_h))))
(assert
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x186 (relu ?x175)))
 (= (dim ?x186 3) sym_w))))
(assert
 (let ((?x164 (smul in_u1 in_s1)))
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x186 (relu ?x175)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 ?x186 ?x164)))
 (= (rank ?x197) 4))))))
(assert
 (let ((?x164 (smul in_u1 in_s1)))
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x186 (relu ?x175)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 ?x186 ?x164)))
 (= (dim ?x197 0) sym_n))))))
(assert
 (let ((?x164 (smul in_u1 in_s1)))
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x186 (relu ?x175)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 ?x186 ?x164)))
 (= (dim ?x197 1) sym_c))))))
(assert
 (let ((?x206 (div (+ (- 1) sym_h) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x164 (smul in_u1 in_s1)))
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x186 (relu ?x175)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 ?x186 ?x164)))
 (let ((?x204 (dim ?x197 2)))
 (= ?x204 ?x207)))))))))
(assert
 (let ((?x211 (div (+ (- 1) sym_w) 2)))
 (let ((?x212 (+ 1 ?x211)))
 (let ((?x164 (smul in_u1 in_s1)))
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x186 (relu ?x175)))
 (let ((?x197 (conv 2 2 0 0 0 0 1 1 1 ?x186 ?x164)))
 (let ((?x209 (dim ?x197 3)))
 (= ?x209 ?x212)))))))))
(assert
 (let ((?x206 (div (+ (- 1) sym_h) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (>= ?x207 0))))
(assert
 (let ((?x211 (div (+ (- 1) sym_w) 2)))
 (let ((?x212 (+ 1 ?x211)))
 (>= ?x212 0))))
(assert
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x216) 4)))
(assert
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x216 0) sym_n)))
(assert
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x216 1) sym_c)))
(assert
 (let ((?x206 (div (+ (- 1) sym_h) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x223 (dim ?x216 2)))
 (= ?x223 ?x207))))))
(assert
 (let ((?x211 (div (+ (- 1) sym_w) 2)))
 (let ((?x212 (+ 1 ?x211)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x225 (dim ?x216 3)))
 (= ?x225 ?x212))))))
(assert
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (relu ?x216)))
 (= (rank ?x227) 4))))
(assert
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (relu ?x216)))
 (= (dim ?x227 0) sym_n))))
(assert
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (relu ?x216)))
 (= (dim ?x227 1) sym_c))))
(assert
 (let ((?x206 (div (+ (- 1) sym_h) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (relu ?x216)))
 (let ((?x234 (dim ?x227 2)))
 (= ?x234 ?x207)))))))
(assert
 (let ((?x211 (div (+ (- 1) sym_w) 2)))
 (let ((?x212 (+ 1 ?x211)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (relu ?x216)))
 (let ((?x236 (dim ?x227 3)))
 (= ?x236 ?x212)))))))
(assert
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (relu ?x216)))
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 ?x227 in_u1)))
 (= (rank ?x238) 4)))))
(assert
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (relu ?x216)))
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 ?x227 in_u1)))
 (= (dim ?x238 0) sym_n)))))
(assert
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (relu ?x216)))
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 ?x227 in_u1)))
 (= (dim ?x238 1) sym_c)))))
(assert
 (let ((?x206 (div (+ (- 1) sym_h) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (relu ?x216)))
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 ?x227 in_u1)))
 (let ((?x245 (dim ?x238 2)))
 (= ?x245 ?x207))))))))
(assert
 (let ((?x211 (div (+ (- 1) sym_w) 2)))
 (let ((?x212 (+ 1 ?x211)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (relu ?x216)))
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 ?x227 in_u1)))
 (let ((?x247 (dim ?x238 3)))
 (= ?x247 ?x212))))))))
(assert
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (relu ?x216)))
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 ?x227 in_u1)))
 (let ((?x249 (smul ?x238 in_s1)))
 (= (rank ?x249) 4))))))
(assert
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (relu ?x216)))
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 ?x227 in_u1)))
 (let ((?x249 (smul ?x238 in_s1)))
 (= (dim ?x249 0) sym_n))))))
(assert
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (relu ?x216)))
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 ?x227 in_u1)))
 (let ((?x249 (smul ?x238 in_s1)))
 (= (dim ?x249 1) sym_c))))))
(assert
 (let ((?x206 (div (+ (- 1) sym_h) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (relu ?x216)))
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 ?x227 in_u1)))
 (let ((?x249 (smul ?x238 in_s1)))
 (let ((?x256 (dim ?x249 2)))
 (= ?x256 ?x207)))))))))
(assert
 (let ((?x211 (div (+ (- 1) sym_w) 2)))
 (let ((?x212 (+ 1 ?x211)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (relu ?x216)))
 (let ((?x238 (conv 1 1 0 0 0 0 1 1 1 ?x227 in_u1)))
 (let ((?x249 (smul ?x238 in_s1)))
 (let ((?x258 (dim ?x249 3)))
 (= ?x258 ?x212)))))))))
(assert
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x227 (relu ?x216)))
(let ((?x238 (conv 1 1 0 0 0 0 1 1 1 ?x227 in_u1)))
(let ((?x249 (smul ?x238 in_s1)))
(let ((?x164 (smul in_u1 in_s1)))
(let ((?x175 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x186 (relu ?x175)))
(let ((?x197 (conv 2 2 0 0 0 0 1 1 1 ?x186 ?x164)))
(and (distinct ?x197 ?x249) true))))))))))
(check-sat)
