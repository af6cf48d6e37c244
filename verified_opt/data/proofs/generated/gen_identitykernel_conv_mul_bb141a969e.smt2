; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_x, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 78508
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x28 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x29 (= ?x28 X)))
 (let (($x25 (= (dim X 1) c)))
 (let (($x21 (>= kw 1)))
 (let (($x20 (>= kh 1)))
 (let (($x19 (>= pw 0)))
 (let (($x18 (>= ph 0)))
 (let (($x26 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x18 $x19 $x20 $x21 $x25)))
 (=> $x26 $x29))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x80 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x81 (smul ?x80 S)))
 (let ((?x79 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x82 (= ?x79 ?x81)))
 (let (($x73 (>= dw 1)))
 (let (($x71 (>= dh 1)))
 (let (($x69 (>= pr 0)))
 (let (($x68 (>= pb 0)))
 (let (($x66 (>= pl 0)))
 (let (($x65 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x63 (>= sh 1)))
 (let (($x62 (>= g 1)))
 (let (($x74 (and $x62 $x63 $x64 $x65 $x66 $x68 $x69 $x71 $x73)))
 (=> $x74 $x82))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x94 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x80 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x95 (= ?x80 ?x94)))
 (let (($x73 (>= dw 1)))
 (let (($x71 (>= dh 1)))
 (let (($x69 (>= pr 0)))
 (let (($x68 (>= pb 0)))
 (let (($x66 (>= pl 0)))
 (let (($x65 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x63 (>= sh 1)))
 (let (($x62 (>= g 1)))
 (let (($x92 (and (< 1 (* sh sw)) $x62 $x63 $x64 $x65 $x66 $x68 $x69 $x71 $x73)))
 (=> $x92 $x95)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x117 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x115 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x118 (= ?x115 ?x117)))
 (let (($x20 (>= dw 1)))
 (let (($x106 (>= dh 1)))
 (let (($x64 (>= sw 1)))
 (let (($x63 (>= sh 1)))
 (let (($x21 (>= g 1)))
 (let (($x113 (and $x21 $x63 $x64 $x106 $x20 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x113 $x118)))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x159 (dim in_u1 2)))
 (= 1 ?x159)))
(assert
 (let ((?x161 (dim in_u1 3)))
 (= 1 ?x161)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x170 (dim ?x163 2)))
 (= 1 ?x170))))
(assert
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x172 (dim ?x163 3)))
 (= 1 ?x172))))
(assert
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x163)))
 (= (rank ?x174) 4))))
(assert
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x163)))
 (= (dim ?x174 0) sym_n))))
(assert
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x163)))
 (= (dim ?x174 1) sym_c))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x163)))
 (let ((?x181 (dim ?x174 2)))
 (= ?x181 ?x185)))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x163)))
 (let ((?x187 (dim ?x174 3)))
 (= ?x187 ?x190)))))))
(assert
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x163)))
 (let ((?x192 (smul ?x174 in_s1)))
 (= (rank ?x192) 4)))))
(assert
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x163)))
 (let ((?x192 (smul ?x174 in_s1)))
 (= (dim ?x192 0) sym_n)))))
(assert
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x163)))
 (let ((?x192 (smul ?x174 in_s1)))
 (= (dim ?x192 1) sym_c)))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x163)))
 (let ((?x192 (smul ?x174 in_s1)))
 (let ((?x199 (dim ?x192 2)))
 (= ?x199 ?x185))))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x163)))
 (let ((?x192 (smul ?x174 in_s1)))
 (let ((?x201 (dim ?x192 3)))
 (= ?x201 ?x190))))))))
(assert
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x163)))
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 ?x174 in_u1)))
 (= (rank ?x203) 4)))))
(assert
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x163)))
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 ?x174 in_u1)))
 (= (dim ?x203 0) sym_n)))))
(assert
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x163)))
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 ?x174 in_u1)))
 (= (dim ?x203 1) sym_c)))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x163)))
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 ?x174 in_u1)))
 (let ((?x210 (dim ?x203 2)))
 (= ?x210 ?x185))))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x163)))
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 ?x174 in_u1)))
 (let ((?x212 (dim ?x203 3)))
 (= ?x212 ?x190))))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (>= ?x185 0))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (>= ?x190 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x216 (idkernel4 sym_c 3 3)))
 (let ((?x223 (dim ?x216 2)))
 (= 3 ?x223))))
(assert
 (let ((?x216 (idkernel4 sym_c 3 3)))
 (let ((?x225 (dim ?x216 3)))
 (= 3 ?x225))))
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
 (let ((?x238 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x238) 4)))
(assert
 (let ((?x238 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x238 0) sym_n)))
(assert
 (let ((?x238 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x238 1) sym_c)))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x238 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x245 (dim ?x238 2)))
 (= ?x245 ?x185))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x238 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x247 (dim ?x238 3)))
 (= ?x247 ?x190))))))
(assert
 (let ((?x216 (idkernel4 sym_c 3 3)))
 (let ((?x227 (smul in_i1 in_s1)))
 (let ((?x249 (conv 2 2 1 1 1 1 1 1 1 ?x227 ?x216)))
 (= (rank ?x249) 4)))))
(assert
 (let ((?x216 (idkernel4 sym_c 3 3)))
 (let ((?x227 (smul in_i1 in_s1)))
 (let ((?x249 (conv 2 2 1 1 1 1 1 1 1 ?x227 ?x216)))
 (= (dim ?x249 0) sym_n)))))
(assert
 (let ((?x216 (idkernel4 sym_c 3 3)))
 (let ((?x227 (smul in_i1 in_s1)))
 (let ((?x249 (conv 2 2 1 1 1 1 1 1 1 ?x227 ?x216)))
 (= (dim ?x249 1) sym_c)))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x216 (idkernel4 sym_c 3 3)))
 (let ((?x227 (smul in_i1 in_s1)))
 (let ((?x249 (conv 2 2 1 1 1 1 1 1 1 ?x227 ?x216)))
 (let ((?x256 (dim ?x249 2)))
 (= ?x256 ?x185))))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x216 (idkernel4 sym_c 3 3)))
 (let ((?x227 (smul in_i1 in_s1)))
 (let ((?x249 (conv 2 2 1 1 1 1 1 1 1 ?x227 ?x216)))
 (let ((?x258 (dim ?x249 3)))
 (= ?x258 ?x190))))))))
(assert
 (let ((?x238 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x163 (idkernel4 sym_c 1 1)))
(let ((?x174 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x163)))
(let ((?x203 (conv 1 1 0 0 0 0 1 1 1 ?x174 in_u1)))
(let ((?x216 (idkernel4 sym_c 3 3)))
(let ((?x227 (smul in_i1 in_s1)))
(let ((?x249 (conv 2 2 1 1 1 1 1 1 1 ?x227 ?x216)))
(let ((?x192 (smul ?x174 in_s1)))
(or (and (distinct ?x192 ?x249) true) (and (distinct ?x203 ?x238) true)))))))))))
(check-sat)
