; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_w, conv_smul_x, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 20475
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
(declare-fun relu (T) T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x31 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x32 (= ?x31 X)))
 (let (($x28 (= (rank X) 4)))
 (let (($x25 (= (dim X 1) c)))
 (let (($x21 (>= kw 1)))
 (let (($x20 (>= kh 1)))
 (let (($x19 (>= pw 0)))
 (let (($x18 (>= ph 0)))
 (let (($x29 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x18 $x19 $x20 $x21 $x25 $x28)))
 (=> $x29 $x32)))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x89 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x90 (smul ?x89 S)))
 (let ((?x88 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x91 (= ?x88 ?x90)))
 (let (($x82 (= (rank W) 4)))
 (let (($x79 (= (rank X) 4)))
 (let (($x76 (>= dw 1)))
 (let (($x74 (>= dh 1)))
 (let (($x72 (>= pr 0)))
 (let (($x71 (>= pb 0)))
 (let (($x69 (>= pl 0)))
 (let (($x68 (>= pt 0)))
 (let (($x67 (>= sw 1)))
 (let (($x66 (>= sh 1)))
 (let (($x65 (>= g 1)))
 (let (($x86 (and $x65 $x66 $x67 $x68 $x69 $x71 $x72 $x74 $x76 $x79 $x82 (= (rank S) 0))))
 (=> $x86 $x91))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x89 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x90 (smul ?x89 S)))
 (let ((?x100 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x101 (= ?x100 ?x90)))
 (let (($x82 (= (rank W) 4)))
 (let (($x79 (= (rank X) 4)))
 (let (($x76 (>= dw 1)))
 (let (($x74 (>= dh 1)))
 (let (($x72 (>= pr 0)))
 (let (($x71 (>= pb 0)))
 (let (($x69 (>= pl 0)))
 (let (($x68 (>= pt 0)))
 (let (($x67 (>= sw 1)))
 (let (($x66 (>= sh 1)))
 (let (($x65 (>= g 1)))
 (let (($x86 (and $x65 $x66 $x67 $x68 $x69 $x71 $x72 $x74 $x76 $x79 $x82 (= (rank S) 0))))
 (=> $x86 $x101))))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x111 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x89 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x112 (= ?x89 ?x111)))
 (let (($x82 (= (rank W) 4)))
 (let (($x79 (= (rank X) 4)))
 (let (($x76 (>= dw 1)))
 (let (($x74 (>= dh 1)))
 (let (($x72 (>= pr 0)))
 (let (($x71 (>= pb 0)))
 (let (($x69 (>= pl 0)))
 (let (($x68 (>= pt 0)))
 (let (($x67 (>= sw 1)))
 (let (($x66 (>= sh 1)))
 (let (($x65 (>= g 1)))
 (let (($x109 (and (< 1 (* sh sw)) $x65 $x66 $x67 $x68 $x69 $x71 $x72 $x74 $x76 $x79 $x82)))
 (=> $x109 $x112)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x136 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x134 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x137 (= ?x134 ?x136)))
 (let (($x131 (= (rank U) 4)))
 (let (($x28 (= (rank X) 4)))
 (let (($x20 (>= dw 1)))
 (let (($x123 (>= dh 1)))
 (let (($x67 (>= sw 1)))
 (let (($x66 (>= sh 1)))
 (let (($x21 (>= g 1)))
 (let (($x132 (and $x21 $x66 $x67 $x123 $x20 (= 1 (dim U 2)) (= 1 (dim U 3)) $x28 $x131)))
 (=> $x132 $x137)))))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x177 (dim in_u1 2)))
 (= 1 ?x177)))
(assert
 (let ((?x179 (dim in_u1 3)))
 (= 1 ?x179)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x181 (idkernel4 sym_c 1 1)))
 (let ((?x188 (dim ?x181 2)))
 (= 1 ?x188))))
(assert
 (let ((?x181 (idkernel4 sym_c 1 1)))
 (let ((?x190 (dim ?x181 3)))
 (= 1 ?x190))))
(assert
 (= (rank (smul in_u1 in_s1)) 4))
(assert
 (= (dim (smul in_u1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_u1 in_s1) 1) sym_c))
(assert
 (let ((?x192 (smul in_u1 in_s1)))
 (let ((?x199 (dim ?x192 2)))
 (= 1 ?x199))))
(assert
 (let ((?x192 (smul in_u1 in_s1)))
 (let ((?x201 (dim ?x192 3)))
 (= 1 ?x201))))
(assert
 (let ((?x181 (idkernel4 sym_c 1 1)))
 (let ((?x203 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x181)))
 (= (rank ?x203) 4))))
(assert
 (let ((?x181 (idkernel4 sym_c 1 1)))
 (let ((?x203 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x181)))
 (= (dim ?x203 0) sym_n))))
(assert
 (let ((?x181 (idkernel4 sym_c 1 1)))
 (let ((?x203 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x181)))
 (= (dim ?x203 1) sym_c))))
(assert
 (let ((?x213 (div (+ (- 1) sym_h) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (let ((?x181 (idkernel4 sym_c 1 1)))
 (let ((?x203 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x181)))
 (let ((?x210 (dim ?x203 2)))
 (= ?x210 ?x214)))))))
(assert
 (let ((?x218 (div (+ (- 1) sym_w) 2)))
 (let ((?x219 (+ 1 ?x218)))
 (let ((?x181 (idkernel4 sym_c 1 1)))
 (let ((?x203 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x181)))
 (let ((?x216 (dim ?x203 3)))
 (= ?x216 ?x219)))))))
(assert
 (let ((?x181 (idkernel4 sym_c 1 1)))
 (let ((?x203 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x181)))
 (let ((?x221 (relu ?x203)))
 (= (rank ?x221) 4)))))
(assert
 (let ((?x181 (idkernel4 sym_c 1 1)))
 (let ((?x203 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x181)))
 (let ((?x221 (relu ?x203)))
 (= (dim ?x221 0) sym_n)))))
(assert
 (let ((?x181 (idkernel4 sym_c 1 1)))
 (let ((?x203 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x181)))
 (let ((?x221 (relu ?x203)))
 (= (dim ?x221 1) sym_c)))))
(assert
 (let ((?x213 (div (+ (- 1) sym_h) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (let ((?x181 (idkernel4 sym_c 1 1)))
 (let ((?x203 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x181)))
 (let ((?x221 (relu ?x203)))
 (let ((?x228 (dim ?x221 2)))
 (= ?x228 ?x214))))))))
(assert
 (let ((?x218 (div (+ (- 1) sym_w) 2)))
 (let ((?x219 (+ 1 ?x218)))
 (let ((?x181 (idkernel4 sym_c 1 1)))
 (let ((?x203 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x181)))
 (let ((?x221 (relu ?x203)))
 (let ((?x230 (dim ?x221 3)))
 (= ?x230 ?x219))))))))
(assert
 (let ((?x192 (smul in_u1 in_s1)))
 (let ((?x181 (idkernel4 sym_c 1 1)))
 (let ((?x203 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x181)))
 (let ((?x232 (conv 1 1 0 0 0 0 1 1 1 ?x203 ?x192)))
 (= (rank ?x232) 4))))))
(assert
 (let ((?x192 (smul in_u1 in_s1)))
 (let ((?x181 (idkernel4 sym_c 1 1)))
 (let ((?x203 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x181)))
 (let ((?x232 (conv 1 1 0 0 0 0 1 1 1 ?x203 ?x192)))
 (= (dim ?x232 0) sym_n))))))
(assert
 (let ((?x192 (smul in_u1 in_s1)))
 (let ((?x181 (idkernel4 sym_c 1 1)))
 (let ((?x203 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x181)))
 (let ((?x232 (conv 1 1 0 0 0 0 1 1 1 ?x203 ?x192)))
 (= (dim ?x232 1) sym_c))))))
(assert
 (let ((?x213 (div (+ (- 1) sym_h) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (let ((?x192 (smul in_u1 in_s1)))
 (let ((?x181 (idkernel4 sym_c 1 1)))
 (let ((?x203 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x181)))
 (let ((?x232 (conv 1 1 0 0 0 0 1 1 1 ?x203 ?x192)))
 (let ((?x239 (dim ?x232 2)))
 (= ?x239 ?x214)))))))))
(assert
 (let ((?x218 (div (+ (- 1) sym_w) 2)))
 (let ((?x219 (+ 1 ?x218)))
 (let ((?x192 (smul in_u1 in_s1)))
 (let ((?x181 (idkernel4 sym_c 1 1)))
 (let ((?x203 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x181)))
 (let ((?x232 (conv 1 1 0 0 0 0 1 1 1 ?x203 ?x192)))
 (let ((?x241 (dim ?x232 3)))
 (= ?x241 ?x219)))))))))
(assert
 (let ((?x213 (div (+ (- 1) sym_h) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (>= ?x214 0))))
(assert
 (let ((?x218 (div (+ (- 1) sym_w) 2)))
 (let ((?x219 (+ 1 ?x218)))
 (>= ?x219 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x245 (idkernel4 sym_c 3 3)))
 (let ((?x252 (dim ?x245 2)))
 (= 3 ?x252))))
(assert
 (let ((?x245 (idkernel4 sym_c 3 3)))
 (let ((?x254 (dim ?x245 3)))
 (= 3 ?x254))))
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
 (let ((?x245 (idkernel4 sym_c 3 3)))
 (let ((?x267 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x245)))
 (= (rank ?x267) 4))))
(assert
 (let ((?x245 (idkernel4 sym_c 3 3)))
 (let ((?x267 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x245)))
 (= (dim ?x267 0) sym_n))))
(assert
 (let ((?x245 (idkernel4 sym_c 3 3)))
 (let ((?x267 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x245)))
 (= (dim ?x267 1) sym_c))))
(assert
 (let ((?x213 (div (+ (- 1) sym_h) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (let ((?x245 (idkernel4 sym_c 3 3)))
 (let ((?x267 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x245)))
 (let ((?x274 (dim ?x267 2)))
 (= ?x274 ?x214)))))))
(assert
 (let ((?x218 (div (+ (- 1) sym_w) 2)))
 (let ((?x219 (+ 1 ?x218)))
 (let ((?x245 (idkernel4 sym_c 3 3)))
 (let ((?x267 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x245)))
 (let ((?x276 (dim ?x267 3)))
 (= ?x276 ?x219)))))))
(assert
 (let ((?x245 (idkernel4 sym_c 3 3)))
 (let ((?x267 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x245)))
 (let ((?x278 (relu ?x267)))
 (= (rank ?x278) 4)))))
(assert
 (let ((?x245 (idkernel4 sym_c 3 3)))
 (let ((?x267 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x245)))
 (let ((?x278 (relu ?x267)))
 (= (dim ?x278 0) sym_n)))))
(assert
 (let ((?x245 (idkernel4 sym_c 3 3)))
 (let ((?x267 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x245)))
 (let ((?x278 (relu ?x267)))
 (= (dim ?x278 1) sym_c)))))
(assert
 (let ((?x213 (div (+ (- 1) sym_h) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (let ((?x245 (idkernel4 sym_c 3 3)))
 (let ((?x267 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x245)))
 (let ((?x278 (relu ?x267)))
 (let ((?x285 (dim ?x278 2)))
 (= ?x285 ?x214))))))))
(assert
 (let ((?x218 (div (+ (- 1) sym_w) 2)))
 (let ((?x219 (+ 1 ?x218)))
 (let ((?x245 (idkernel4 sym_c 3 3)))
 (let ((?x267 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x245)))
 (let ((?x278 (relu ?x267)))
 (let ((?x287 (dim ?x278 3)))
 (= ?x287 ?x219))))))))
(assert
 (let ((?x256 (smul in_i1 in_s1)))
 (let ((?x289 (conv 2 2 0 0 0 0 1 1 1 ?x256 in_u1)))
 (= (rank ?x289) 4))))
(assert
 (let ((?x256 (smul in_i1 in_s1)))
 (let ((?x289 (conv 2 2 0 0 0 0 1 1 1 ?x256 in_u1)))
 (= (dim ?x289 0) sym_n))))
(assert
 (let ((?x256 (smul in_i1 in_s1)))
 (let ((?x289 (conv 2 2 0 0 0 0 1 1 1 ?x256 in_u1)))
 (= (dim ?x289 1) sym_c))))
(assert
 (let ((?x213 (div (+ (- 1) sym_h) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (let ((?x256 (smul in_i1 in_s1)))
 (let ((?x289 (conv 2 2 0 0 0 0 1 1 1 ?x256 in_u1)))
 (let ((?x296 (dim ?x289 2)))
 (= ?x296 ?x214)))))))
(assert
 (let ((?x218 (div (+ (- 1) sym_w) 2)))
 (let ((?x219 (+ 1 ?x218)))
 (let ((?x256 (smul in_i1 in_s1)))
 (let ((?x289 (conv 2 2 0 0 0 0 1 1 1 ?x256 in_u1)))
 (let ((?x298 (dim ?x289 3)))
 (= ?x298 ?x219)))))))
(assert
 (let ((?x256 (smul in_i1 in_s1)))
(let ((?x289 (conv 2 2 0 0 0 0 1 1 1 ?x256 in_u1)))
(let ((?x192 (smul in_u1 in_s1)))
(let ((?x181 (idkernel4 sym_c 1 1)))
(let ((?x203 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x181)))
(let ((?x232 (conv 1 1 0 0 0 0 1 1 1 ?x203 ?x192)))
(let ((?x245 (idkernel4 sym_c 3 3)))
(let ((?x267 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x245)))
(let ((?x278 (relu ?x267)))
(let ((?x221 (relu ?x203)))
(or (and (distinct ?x221 ?x278) true) (and (distinct ?x232 ?x289) true)))))))))))))
(check-sat)
