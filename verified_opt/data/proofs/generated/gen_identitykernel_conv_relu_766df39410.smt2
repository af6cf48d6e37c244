; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_idkernel1_after_conv, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 78219
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(declare-fun relu (T) T)
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
 (forall ((W T) (X T) (m Int) (q Int) (s Int) )(! (let ((?x69 (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1))))
 (let (($x71 (= ?x69 (conv s s q q q q 1 1 1 X W))))
 (let (($x18 (>= q 0)))
 (let (($x61 (>= s 1)))
 (let (($x65 (and $x61 $x18 (= (dim W 0) m))))
 (=> $x65 $x71)))))) :pattern ( (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1)) ) :qid conv_idkernel1_after_conv))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x97 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x95 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x98 (= ?x95 ?x97)))
 (let (($x91 (>= dw 1)))
 (let (($x89 (>= dh 1)))
 (let (($x87 (>= pr 0)))
 (let (($x86 (>= pb 0)))
 (let (($x84 (>= pl 0)))
 (let (($x83 (>= pt 0)))
 (let (($x61 (>= sw 1)))
 (let (($x82 (>= sh 1)))
 (let (($x81 (>= g 1)))
 (let (($x92 (and (< 1 (* sh sw)) $x81 $x82 $x61 $x83 $x84 $x86 $x87 $x89 $x91)))
 (=> $x92 $x98)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x120 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x118 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x121 (= ?x118 ?x120)))
 (let (($x20 (>= dw 1)))
 (let (($x109 (>= dh 1)))
 (let (($x61 (>= sw 1)))
 (let (($x82 (>= sh 1)))
 (let (($x21 (>= g 1)))
 (let (($x116 (and $x21 $x82 $x61 $x109 $x20 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x116 $x121)))))))))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x174) 4)))
(assert
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x174 0) sym_n)))
(assert
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x174 1) sym_c)))
(assert
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x174 2) sym_h)))
(assert
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x174 3) sym_w)))
(assert
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x163)))
 (= (rank ?x185) 4))))
(assert
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x163)))
 (= (dim ?x185 0) sym_n))))
(assert
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x163)))
 (= (dim ?x185 1) sym_c))))
(assert
 (let ((?x195 (div (+ (- 1) sym_h) 2)))
 (let ((?x196 (+ 1 ?x195)))
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x163)))
 (let ((?x192 (dim ?x185 2)))
 (= ?x192 ?x196)))))))
(assert
 (let ((?x200 (div (+ (- 1) sym_w) 2)))
 (let ((?x201 (+ 1 ?x200)))
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x163)))
 (let ((?x198 (dim ?x185 3)))
 (= ?x198 ?x201)))))))
(assert
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x163)))
 (let ((?x203 (relu ?x185)))
 (= (rank ?x203) 4)))))
(assert
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x163)))
 (let ((?x203 (relu ?x185)))
 (= (dim ?x203 0) sym_n)))))
(assert
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x163)))
 (let ((?x203 (relu ?x185)))
 (= (dim ?x203 1) sym_c)))))
(assert
 (let ((?x195 (div (+ (- 1) sym_h) 2)))
 (let ((?x196 (+ 1 ?x195)))
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x163)))
 (let ((?x203 (relu ?x185)))
 (let ((?x210 (dim ?x203 2)))
 (= ?x210 ?x196))))))))
(assert
 (let ((?x200 (div (+ (- 1) sym_w) 2)))
 (let ((?x201 (+ 1 ?x200)))
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x163)))
 (let ((?x203 (relu ?x185)))
 (let ((?x212 (dim ?x203 3)))
 (= ?x212 ?x201))))))))
(assert
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (conv 2 2 0 0 0 0 1 1 1 ?x174 ?x163)))
 (= (rank ?x214) 4)))))
(assert
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (conv 2 2 0 0 0 0 1 1 1 ?x174 ?x163)))
 (= (dim ?x214 0) sym_n)))))
(assert
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (conv 2 2 0 0 0 0 1 1 1 ?x174 ?x163)))
 (= (dim ?x214 1) sym_c)))))
(assert
 (let ((?x195 (div (+ (- 1) sym_h) 2)))
 (let ((?x196 (+ 1 ?x195)))
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (conv 2 2 0 0 0 0 1 1 1 ?x174 ?x163)))
 (let ((?x221 (dim ?x214 2)))
 (= ?x221 ?x196))))))))
(assert
 (let ((?x200 (div (+ (- 1) sym_w) 2)))
 (let ((?x201 (+ 1 ?x200)))
 (let ((?x163 (idkernel4 sym_c 1 1)))
 (let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (conv 2 2 0 0 0 0 1 1 1 ?x174 ?x163)))
 (let ((?x223 (dim ?x214 3)))
 (= ?x223 ?x201))))))))
(assert
 (let ((?x195 (div (+ (- 1) sym_h) 2)))
 (let ((?x196 (+ 1 ?x195)))
 (>= ?x196 0))))
(assert
 (let ((?x200 (div (+ (- 1) sym_w) 2)))
 (let ((?x201 (+ 1 ?x200)))
 (>= ?x201 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x227 (idkernel4 sym_c 3 3)))
 (let ((?x234 (dim ?x227 2)))
 (= 3 ?x234))))
(assert
 (let ((?x227 (idkernel4 sym_c 3 3)))
 (let ((?x236 (dim ?x227 3)))
 (= 3 ?x236))))
(assert
 (let ((?x227 (idkernel4 sym_c 3 3)))
 (let ((?x238 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x227)))
 (= (rank ?x238) 4))))
(assert
 (let ((?x227 (idkernel4 sym_c 3 3)))
 (let ((?x238 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x227)))
 (= (dim ?x238 0) sym_n))))
(assert
 (let ((?x227 (idkernel4 sym_c 3 3)))
 (let ((?x238 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x227)))
 (= (dim ?x238 1) sym_c))))
(assert
 (let ((?x195 (div (+ (- 1) sym_h) 2)))
 (let ((?x196 (+ 1 ?x195)))
 (let ((?x227 (idkernel4 sym_c 3 3)))
 (let ((?x238 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x227)))
 (let ((?x245 (dim ?x238 2)))
 (= ?x245 ?x196)))))))
(assert
 (let ((?x200 (div (+ (- 1) sym_w) 2)))
 (let ((?x201 (+ 1 ?x200)))
 (let ((?x227 (idkernel4 sym_c 3 3)))
 (let ((?x238 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x227)))
 (let ((?x247 (dim ?x238 3)))
 (= ?x247 ?x201)))))))
(assert
 (let ((?x227 (idkernel4 sym_c 3 3)))
 (let ((?x238 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x227)))
 (let ((?x249 (relu ?x238)))
 (= (rank ?x249) 4)))))
(assert
 (let ((?x227 (idkernel4 sym_c 3 3)))
 (let ((?x238 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x227)))
 (let ((?x249 (relu ?x238)))
 (= (dim ?x249 0) sym_n)))))
(assert
 (let ((?x227 (idkernel4 sym_c 3 3)))
 (let ((?x238 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x227)))
 (let ((?x249 (relu ?x238)))
 (= (dim ?x249 1) sym_c)))))
(assert
 (let ((?x195 (div (+ (- 1) sym_h) 2)))
 (let ((?x196 (+ 1 ?x195)))
 (let ((?x227 (idkernel4 sym_c 3 3)))
 (let ((?x238 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x227)))
 (let ((?x249 (relu ?x238)))
 (let ((?x256 (dim ?x249 2)))
 (= ?x256 ?x196))))))))
(assert
 (let ((?x200 (div (+ (- 1) sym_w) 2)))
 (let ((?x201 (+ 1 ?x200)))
 (let ((?x227 (idkernel4 sym_c 3 3)))
 (let ((?x238 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x227)))
 (let ((?x249 (relu ?x238)))
 (let ((?x258 (dim ?x249 3)))
 (= ?x258 ?x201))))))))
(assert
 (let ((?x227 (idkernel4 sym_c 3 3)))
 (let ((?x238 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x227)))
 (let ((?x260 (conv 1 1 0 0 0 0 1 1 1 ?x238 in_u1)))
 (= (rank ?x260) 4)))))
(assert
 (let ((?x227 (idkernel4 sym_c 3 3)))
 (let ((?x238 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x227)))
 (let ((?x260 (conv 1 1 0 0 0 0 1 1 1 ?x238 in_u1)))
 (= (dim ?x260 0) sym_n)))))
(assert
 (let ((?x227 (idkernel4 sym_c 3 3)))
 (let ((?x238 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x227)))
 (let ((?x260 (conv 1 1 0 0 0 0 1 1 1 ?x238 in_u1)))
 (= (dim ?x260 1) sym_c)))))
(assert
 (let ((?x195 (div (+ (- 1) sym_h) 2)))
 (let ((?x196 (+ 1 ?x195)))
 (let ((?x227 (idkernel4 sym_c 3 3)))
 (let ((?x238 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x227)))
 (let ((?x260 (conv 1 1 0 0 0 0 1 1 1 ?x238 in_u1)))
 (let ((?x267 (dim ?x260 2)))
 (= ?x267 ?x196))))))))
(assert
 (let ((?x200 (div (+ (- 1) sym_w) 2)))
 (let ((?x201 (+ 1 ?x200)))
 (let ((?x227 (idkernel4 sym_c 3 3)))
 (let ((?x238 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x227)))
 (let ((?x260 (conv 1 1 0 0 0 0 1 1 1 ?x238 in_u1)))
 (let ((?x269 (dim ?x260 3)))
 (= ?x269 ?x201))))))))
(assert
 (let ((?x227 (idkernel4 sym_c 3 3)))
(let ((?x238 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x227)))
(let ((?x260 (conv 1 1 0 0 0 0 1 1 1 ?x238 in_u1)))
(let ((?x163 (idkernel4 sym_c 1 1)))
(let ((?x174 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x214 (conv 2 2 0 0 0 0 1 1 1 ?x174 ?x163)))
(let ((?x249 (relu ?x238)))
(let ((?x185 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x163)))
(let ((?x203 (relu ?x185)))
(or (and (distinct ?x203 ?x249) true) (and (distinct ?x214 ?x260) true))))))))))))
(check-sat)
