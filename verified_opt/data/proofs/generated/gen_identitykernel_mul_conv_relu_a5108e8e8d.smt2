; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_w, conv_smul_x, conv_strided_subsample
; z3 rlimit used: 18917
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
(declare-fun in_k1 () T)
(declare-fun in_s1 () T)
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
 (let ((?x150 (dim in_k1 2)))
 (= 3 ?x150)))
(assert
 (let ((?x152 (dim in_k1 3)))
 (= 3 ?x152)))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x157 (idkernel4 sym_c 1 1)))
 (let ((?x164 (dim ?x157 2)))
 (= 1 ?x164))))
(assert
 (let ((?x157 (idkernel4 sym_c 1 1)))
 (let ((?x166 (dim ?x157 3)))
 (= 1 ?x166))))
(assert
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c))
(assert
 (let ((?x168 (smul in_k1 in_s1)))
 (let ((?x175 (dim ?x168 2)))
 (= 3 ?x175))))
(assert
 (let ((?x168 (smul in_k1 in_s1)))
 (let ((?x177 (dim ?x168 3)))
 (= 3 ?x177))))
(assert
 (let ((?x168 (smul in_k1 in_s1)))
 (let ((?x179 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x168)))
 (= (rank ?x179) 4))))
(assert
 (let ((?x168 (smul in_k1 in_s1)))
 (let ((?x179 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x168)))
 (= (dim ?x179 0) sym_n))))
(assert
 (let ((?x168 (smul in_k1 in_s1)))
 (let ((?x179 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x168)))
 (= (dim ?x179 1) sym_c))))
(assert
 (let ((?x189 (div (+ (- 1) sym_h) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x168 (smul in_k1 in_s1)))
 (let ((?x179 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x168)))
 (let ((?x186 (dim ?x179 2)))
 (= ?x186 ?x190)))))))
(assert
 (let ((?x194 (div (+ (- 1) sym_w) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x168 (smul in_k1 in_s1)))
 (let ((?x179 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x168)))
 (let ((?x192 (dim ?x179 3)))
 (= ?x192 ?x195)))))))
(assert
 (let ((?x168 (smul in_k1 in_s1)))
 (let ((?x179 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x168)))
 (let ((?x197 (relu ?x179)))
 (= (rank ?x197) 4)))))
(assert
 (let ((?x168 (smul in_k1 in_s1)))
 (let ((?x179 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x168)))
 (let ((?x197 (relu ?x179)))
 (= (dim ?x197 0) sym_n)))))
(assert
 (let ((?x168 (smul in_k1 in_s1)))
 (let ((?x179 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x168)))
 (let ((?x197 (relu ?x179)))
 (= (dim ?x197 1) sym_c)))))
(assert
 (let ((?x189 (div (+ (- 1) sym_h) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x168 (smul in_k1 in_s1)))
 (let ((?x179 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x168)))
 (let ((?x197 (relu ?x179)))
 (let ((?x204 (dim ?x197 2)))
 (= ?x204 ?x190))))))))
(assert
 (let ((?x194 (div (+ (- 1) sym_w) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x168 (smul in_k1 in_s1)))
 (let ((?x179 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x168)))
 (let ((?x197 (relu ?x179)))
 (let ((?x206 (dim ?x197 3)))
 (= ?x206 ?x195))))))))
(assert
 (let ((?x157 (idkernel4 sym_c 1 1)))
 (let ((?x168 (smul in_k1 in_s1)))
 (let ((?x179 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x168)))
 (let ((?x208 (conv 2 2 0 0 0 0 1 1 1 ?x179 ?x157)))
 (= (rank ?x208) 4))))))
(assert
 (let ((?x157 (idkernel4 sym_c 1 1)))
 (let ((?x168 (smul in_k1 in_s1)))
 (let ((?x179 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x168)))
 (let ((?x208 (conv 2 2 0 0 0 0 1 1 1 ?x179 ?x157)))
 (= (dim ?x208 0) sym_n))))))
(assert
 (let ((?x157 (idkernel4 sym_c 1 1)))
 (let ((?x168 (smul in_k1 in_s1)))
 (let ((?x179 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x168)))
 (let ((?x208 (conv 2 2 0 0 0 0 1 1 1 ?x179 ?x157)))
 (= (dim ?x208 1) sym_c))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_h) 2)))
 (let ((?x216 (div ?x189 2)))
 (let ((?x217 (+ 1 ?x216)))
 (let ((?x157 (idkernel4 sym_c 1 1)))
 (let ((?x168 (smul in_k1 in_s1)))
 (let ((?x179 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x168)))
 (let ((?x208 (conv 2 2 0 0 0 0 1 1 1 ?x179 ?x157)))
 (let ((?x215 (dim ?x208 2)))
 (= ?x215 ?x217))))))))))
(assert
 (let ((?x194 (div (+ (- 1) sym_w) 2)))
 (let ((?x220 (div ?x194 2)))
 (let ((?x221 (+ 1 ?x220)))
 (let ((?x157 (idkernel4 sym_c 1 1)))
 (let ((?x168 (smul in_k1 in_s1)))
 (let ((?x179 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x168)))
 (let ((?x208 (conv 2 2 0 0 0 0 1 1 1 ?x179 ?x157)))
 (let ((?x219 (dim ?x208 3)))
 (= ?x219 ?x221))))))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_h) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (>= ?x190 0))))
(assert
 (let ((?x194 (div (+ (- 1) sym_w) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (>= ?x195 0))))
(assert
 (let ((?x189 (div (+ (- 1) sym_h) 2)))
 (let ((?x216 (div ?x189 2)))
 (let ((?x217 (+ 1 ?x216)))
 (>= ?x217 0)))))
(assert
 (let ((?x194 (div (+ (- 1) sym_w) 2)))
 (let ((?x220 (div ?x194 2)))
 (let ((?x221 (+ 1 ?x220)))
 (>= ?x221 0)))))
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
 (let ((?x238 (smul in_i1 in_s1)))
 (let ((?x249 (conv 2 2 1 1 1 1 1 1 1 ?x238 in_k1)))
 (= (rank ?x249) 4))))
(assert
 (let ((?x238 (smul in_i1 in_s1)))
 (let ((?x249 (conv 2 2 1 1 1 1 1 1 1 ?x238 in_k1)))
 (= (dim ?x249 0) sym_n))))
(assert
 (let ((?x238 (smul in_i1 in_s1)))
 (let ((?x249 (conv 2 2 1 1 1 1 1 1 1 ?x238 in_k1)))
 (= (dim ?x249 1) sym_c))))
(assert
 (let ((?x189 (div (+ (- 1) sym_h) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x238 (smul in_i1 in_s1)))
 (let ((?x249 (conv 2 2 1 1 1 1 1 1 1 ?x238 in_k1)))
 (let ((?x256 (dim ?x249 2)))
 (= ?x256 ?x190)))))))
(assert
 (let ((?x194 (div (+ (- 1) sym_w) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x238 (smul in_i1 in_s1)))
 (let ((?x249 (conv 2 2 1 1 1 1 1 1 1 ?x238 in_k1)))
 (let ((?x258 (dim ?x249 3)))
 (= ?x258 ?x195)))))))
(assert
 (let ((?x238 (smul in_i1 in_s1)))
 (let ((?x249 (conv 2 2 1 1 1 1 1 1 1 ?x238 in_k1)))
 (let ((?x260 (relu ?x249)))
 (= (rank ?x260) 4)))))
(assert
 (let ((?x238 (smul in_i1 in_s1)))
 (let ((?x249 (conv 2 2 1 1 1 1 1 1 1 ?x238 in_k1)))
 (let ((?x260 (relu ?x249)))
 (= (dim ?x260 0) sym_n)))))
(assert
 (let ((?x238 (smul in_i1 in_s1)))
 (let ((?x249 (conv 2 2 1 1 1 1 1 1 1 ?x238 in_k1)))
 (let ((?x260 (relu ?x249)))
 (= (dim ?x260 1) sym_c)))))
(assert
 (let ((?x189 (div (+ (- 1) sym_h) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x238 (smul in_i1 in_s1)))
 (let ((?x249 (conv 2 2 1 1 1 1 1 1 1 ?x238 in_k1)))
 (let ((?x260 (relu ?x249)))
 (let ((?x267 (dim ?x260 2)))
 (= ?x267 ?x190))))))))
(assert
 (let ((?x194 (div (+ (- 1) sym_w) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x238 (smul in_i1 in_s1)))
 (let ((?x249 (conv 2 2 1 1 1 1 1 1 1 ?x238 in_k1)))
 (let ((?x260 (relu ?x249)))
 (let ((?x269 (dim ?x260 3)))
 (= ?x269 ?x195))))))))
(assert
 (let ((?x227 (idkernel4 sym_c 3 3)))
 (let ((?x238 (smul in_i1 in_s1)))
 (let ((?x249 (conv 2 2 1 1 1 1 1 1 1 ?x238 in_k1)))
 (let ((?x271 (conv 2 2 1 1 1 1 1 1 1 ?x249 ?x227)))
 (= (rank ?x271) 4))))))
(assert
 (let ((?x227 (idkernel4 sym_c 3 3)))
 (let ((?x238 (smul in_i1 in_s1)))
 (let ((?x249 (conv 2 2 1 1 1 1 1 1 1 ?x238 in_k1)))
 (let ((?x271 (conv 2 2 1 1 1 1 1 1 1 ?x249 ?x227)))
 (= (dim ?x271 0) sym_n))))))
(assert
 (let ((?x227 (idkernel4 sym_c 3 3)))
 (let ((?x238 (smul in_i1 in_s1)))
 (let ((?x249 (conv 2 2 1 1 1 1 1 1 1 ?x238 in_k1)))
 (let ((?x271 (conv 2 2 1 1 1 1 1 1 1 ?x249 ?x227)))
 (= (dim ?x271 1) sym_c))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_h) 2)))
 (let ((?x216 (div ?x189 2)))
 (let ((?x217 (+ 1 ?x216)))
 (let ((?x227 (idkernel4 sym_c 3 3)))
 (let ((?x238 (smul in_i1 in_s1)))
 (let ((?x249 (conv 2 2 1 1 1 1 1 1 1 ?x238 in_k1)))
 (let ((?x271 (conv 2 2 1 1 1 1 1 1 1 ?x249 ?x227)))
 (let ((?x278 (dim ?x271 2)))
 (= ?x278 ?x217))))))))))
(assert
 (let ((?x194 (div (+ (- 1) sym_w) 2)))
 (let ((?x220 (div ?x194 2)))
 (let ((?x221 (+ 1 ?x220)))
 (let ((?x227 (idkernel4 sym_c 3 3)))
 (let ((?x238 (smul in_i1 in_s1)))
 (let ((?x249 (conv 2 2 1 1 1 1 1 1 1 ?x238 in_k1)))
 (let ((?x271 (conv 2 2 1 1 1 1 1 1 1 ?x249 ?x227)))
 (let ((?x280 (dim ?x271 3)))
 (= ?x280 ?x221))))))))))
(assert
 (let ((?x227 (idkernel4 sym_c 3 3)))
(let ((?x238 (smul in_i1 in_s1)))
(let ((?x249 (conv 2 2 1 1 1 1 1 1 1 ?x238 in_k1)))
(let ((?x271 (conv 2 2 1 1 1 1 1 1 1 ?x249 ?x227)))
(let ((?x157 (idkernel4 sym_c 1 1)))
(let ((?x168 (smul in_k1 in_s1)))
(let ((?x179 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x168)))
(let ((?x208 (conv 2 2 0 0 0 0 1 1 1 ?x179 ?x157)))
(or (and (distinct (relu ?x179) (relu ?x249)) true) (and (distinct ?x208 ?x271) true)))))))))))
(check-sat)
