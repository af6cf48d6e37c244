; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_idkernel1_after_conv, conv_smul_w, conv_smul_x, conv_strided_subsample
; z3 rlimit used: 52295
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(declare-fun in_s1 () T)
(declare-fun relu (T) T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (m Int) (q Int) (s Int) )(! (let ((?x64 (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1))))
 (let (($x66 (= ?x64 (conv s s q q q q 1 1 1 X W))))
 (=> (and (= (dim W 0) m)) $x66))) :pattern ( (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1)) ) :qid conv_idkernel1_after_conv))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x82 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x83 (smul ?x82 S)))
 (let ((?x81 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (= ?x81 ?x83)))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x82 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x83 (smul ?x82 S)))
 (let ((?x89 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (= ?x89 ?x83)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x97 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x82 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x98 (= ?x82 ?x97)))
 (=> (and (< 1 (* sh sw))) $x98)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
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
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n))
(assert
 (= (dim in_i2 1) sym_c))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x148 (dim ?x141 2)))
 (= 1 ?x148))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x150 (dim ?x141 3)))
 (= 1 ?x150))))
(assert
 (= (rank (smul (idkernel4 sym_c 1 1) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 1 1) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 1 1) in_s1) 1) sym_c))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x159 (dim ?x152 2)))
 (= 1 ?x159)))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x161 (dim ?x152 3)))
 (= 1 ?x161)))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x163 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x141)))
 (= (rank ?x163) 4))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x163 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x141)))
 (= (dim ?x163 0) sym_n))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x163 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x141)))
 (= (dim ?x163 1) sym_c))))
(assert
 (let ((?x173 (div (+ (- 1) sym_h) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x163 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x141)))
 (let ((?x170 (dim ?x163 2)))
 (= ?x170 ?x174)))))))
(assert
 (let ((?x178 (div (+ (- 1) sym_w) 2)))
 (let ((?x179 (+ 1 ?x178)))
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x163 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x141)))
 (let ((?x176 (dim ?x163 3)))
 (= ?x176 ?x179)))))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x163 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x141)))
 (let ((?x181 (relu ?x163)))
 (= (rank ?x181) 4)))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x163 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x141)))
 (let ((?x181 (relu ?x163)))
 (= (dim ?x181 0) sym_n)))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x163 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x141)))
 (let ((?x181 (relu ?x163)))
 (= (dim ?x181 1) sym_c)))))
(assert
 (let ((?x173 (div (+ (- 1) sym_h) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x163 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x141)))
 (let ((?x181 (relu ?x163)))
 (let ((?x188 (dim ?x181 2)))
 (= ?x188 ?x174))))))))
(assert
 (let ((?x178 (div (+ (- 1) sym_w) 2)))
 (let ((?x179 (+ 1 ?x178)))
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x163 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x141)))
 (let ((?x181 (relu ?x163)))
 (let ((?x190 (dim ?x181 3)))
 (= ?x190 ?x179))))))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x152)))
 (= (rank ?x192) 4)))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x152)))
 (= (dim ?x192 0) sym_n)))))
(assert
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x152)))
 (= (dim ?x192 1) sym_c)))))
(assert
 (let ((?x173 (div (+ (- 1) sym_h) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x152)))
 (let ((?x199 (dim ?x192 2)))
 (= ?x199 ?x174))))))))
(assert
 (let ((?x178 (div (+ (- 1) sym_w) 2)))
 (let ((?x179 (+ 1 ?x178)))
 (let ((?x141 (idkernel4 sym_c 1 1)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x152)))
 (let ((?x201 (dim ?x192 3)))
 (= ?x201 ?x179))))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_h) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (>= ?x174 0))))
(assert
 (let ((?x178 (div (+ (- 1) sym_w) 2)))
 (let ((?x179 (+ 1 ?x178)))
 (>= ?x179 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x212 (dim ?x205 2)))
 (= 3 ?x212))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x214 (dim ?x205 3)))
 (= 3 ?x214))))
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
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x205)))
 (= (rank ?x227) 4))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x205)))
 (= (dim ?x227 0) sym_n))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x205)))
 (= (dim ?x227 1) sym_c))))
(assert
 (let ((?x173 (div (+ (- 1) sym_h) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x205)))
 (let ((?x234 (dim ?x227 2)))
 (= ?x234 ?x174)))))))
(assert
 (let ((?x178 (div (+ (- 1) sym_w) 2)))
 (let ((?x179 (+ 1 ?x178)))
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x205)))
 (let ((?x236 (dim ?x227 3)))
 (= ?x236 ?x179)))))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x205)))
 (let ((?x238 (relu ?x227)))
 (= (rank ?x238) 4)))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x205)))
 (let ((?x238 (relu ?x227)))
 (= (dim ?x238 0) sym_n)))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x205)))
 (let ((?x238 (relu ?x227)))
 (= (dim ?x238 1) sym_c)))))
(assert
 (let ((?x173 (div (+ (- 1) sym_h) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x205)))
 (let ((?x238 (relu ?x227)))
 (let ((?x245 (dim ?x238 2)))
 (= ?x245 ?x174))))))))
(assert
 (let ((?x178 (div (+ (- 1) sym_w) 2)))
 (let ((?x179 (+ 1 ?x178)))
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x205)))
 (let ((?x238 (relu ?x227)))
 (let ((?x247 (dim ?x238 3)))
 (= ?x247 ?x179))))))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (smul in_i1 in_s1)))
 (let ((?x249 (conv 2 2 1 1 1 1 1 1 1 ?x216 ?x205)))
 (= (rank ?x249) 4)))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (smul in_i1 in_s1)))
 (let ((?x249 (conv 2 2 1 1 1 1 1 1 1 ?x216 ?x205)))
 (= (dim ?x249 0) sym_n)))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (smul in_i1 in_s1)))
 (let ((?x249 (conv 2 2 1 1 1 1 1 1 1 ?x216 ?x205)))
 (= (dim ?x249 1) sym_c)))))
(assert
 (let ((?x173 (div (+ (- 1) sym_h) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (smul in_i1 in_s1)))
 (let ((?x249 (conv 2 2 1 1 1 1 1 1 1 ?x216 ?x205)))
 (let ((?x256 (dim ?x249 2)))
 (= ?x256 ?x174))))))))
(assert
 (let ((?x178 (div (+ (- 1) sym_w) 2)))
 (let ((?x179 (+ 1 ?x178)))
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (smul in_i1 in_s1)))
 (let ((?x249 (conv 2 2 1 1 1 1 1 1 1 ?x216 ?x205)))
 (let ((?x258 (dim ?x249 3)))
 (= ?x258 ?x179))))))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
(let ((?x216 (smul in_i1 in_s1)))
(let ((?x249 (conv 2 2 1 1 1 1 1 1 1 ?x216 ?x205)))
(let ((?x141 (idkernel4 sym_c 1 1)))
(let ((?x152 (smul ?x141 in_s1)))
(let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x152)))
(let ((?x227 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x205)))
(let ((?x238 (relu ?x227)))
(let ((?x163 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x141)))
(let ((?x181 (relu ?x163)))
(or (and (distinct ?x181 ?x238) true) (and (distinct ?x192 ?x249) true)))))))))))))
(check-sat)
