; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel3_after_conv, mul_comm, mul_conv_idkernel
; z3 rlimit used: 16010
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun mul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(declare-fun in_k1 () T)
(assert
 (forall ((W T) (X T) (m Int) (p Int) (q Int) (s Int) )(! (let ((?x8 (+ q p)))
 (let ((?x31 (- ?x8 1)))
 (let ((?x30 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x33 (= ?x30 (conv s s ?x31 ?x31 ?x31 ?x31 1 1 1 X W))))
 (let (($x25 (= (rank W) 4)))
 (let (($x23 (= (rank X) 4)))
 (let ((?x17 (dim W 0)))
 (let (($x19 (= ?x17 m)))
 (let (($x15 (>= p 0)))
 (let (($x14 (>= q 0)))
 (let (($x12 (>= s 1)))
 (=> (and (<= 1 ?x8) (>= 1 p) $x12 $x14 $x15 $x19 $x23 $x25) $x33)))))))))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((X T) (Y T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x80 (idkernel4 c k k)))
 (let ((?x84 (mul (conv s s p p p p 1 1 1 X ?x80) (conv s s p p p p 1 1 1 Y ?x80))))
 (let ((?x81 (conv s s p p p p 1 1 1 (mul X Y) ?x80)))
 (let (($x85 (= ?x81 ?x84)))
 (let (($x23 (= (rank Y) 4)))
 (let (($x25 (= (rank X) 4)))
 (let (($x14 (>= p 0)))
 (let (($x12 (>= s 1)))
 (let (($x78 (and (= (dim X 0) (dim Y 0)) (= (dim X 2) (dim Y 2)) (= (dim X 3) (dim Y 3)) $x12 $x14 (>= k 1) (= (dim X 1) c) (= (dim Y 1) c) $x25 $x23)))
 (=> $x78 $x85)))))))))) :pattern ( (conv s s p p p p 1 1 1 (mul X Y) (idkernel4 c k k)) ) :pattern ( (mul (conv s s p p p p 1 1 1 X (idkernel4 c k k)) (conv s s p p p p 1 1 1 Y (idkernel4 c k k))) ) :qid mul_conv_idkernel))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x141 (mul Y X)))
 (let ((?x140 (mul X Y)))
 (let (($x142 (= ?x140 ?x141)))
 (let (($x138 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x131 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x125 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x119 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x113 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x107 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let (($x139 (and (= (- (- (rank Y) 0) 0) (- (- (rank X) 0) 0)) $x107 $x113 $x119 $x125 $x131 $x138)))
 (=> $x139 $x142))))))))))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
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
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n))
(assert
 (= (dim in_i2 1) sym_c2))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x221 (dim in_k1 2)))
 (= 3 ?x221)))
(assert
 (let ((?x223 (dim in_k1 3)))
 (= 3 ?x223)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x225 (idkernel4 sym_c2 3 3)))
 (let ((?x232 (dim ?x225 2)))
 (= 3 ?x232))))
(assert
 (let ((?x225 (idkernel4 sym_c2 3 3)))
 (let ((?x234 (dim ?x225 3)))
 (= 3 ?x234))))
(assert
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x236) 4)))
(assert
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x236 0) sym_n)))
(assert
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x236 1) sym_c2)))
(assert
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x236 2) sym_h)))
(assert
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x236 3) sym_w)))
(assert
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x247 (mul in_i2 ?x236)))
 (= (rank ?x247) 4))))
(assert
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x247 (mul in_i2 ?x236)))
 (= (dim ?x247 0) sym_n))))
(assert
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x247 (mul in_i2 ?x236)))
 (= (dim ?x247 1) sym_c2))))
(assert
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x247 (mul in_i2 ?x236)))
 (= (dim ?x247 2) sym_h))))
(assert
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x247 (mul in_i2 ?x236)))
 (= (dim ?x247 3) sym_w))))
(assert
 (let ((?x225 (idkernel4 sym_c2 3 3)))
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x247 (mul in_i2 ?x236)))
 (let ((?x258 (conv 2 2 1 1 1 1 1 1 1 ?x247 ?x225)))
 (= (rank ?x258) 4))))))
(assert
 (let ((?x225 (idkernel4 sym_c2 3 3)))
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x247 (mul in_i2 ?x236)))
 (let ((?x258 (conv 2 2 1 1 1 1 1 1 1 ?x247 ?x225)))
 (= (dim ?x258 0) sym_n))))))
(assert
 (let ((?x225 (idkernel4 sym_c2 3 3)))
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x247 (mul in_i2 ?x236)))
 (let ((?x258 (conv 2 2 1 1 1 1 1 1 1 ?x247 ?x225)))
 (= (dim ?x258 1) sym_c2))))))
(assert
 (let ((?x267 (div (+ (- 1) sym_h) 2)))
 (let ((?x268 (+ 1 ?x267)))
 (let ((?x225 (idkernel4 sym_c2 3 3)))
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x247 (mul in_i2 ?x236)))
 (let ((?x258 (conv 2 2 1 1 1 1 1 1 1 ?x247 ?x225)))
 (let ((?x265 (dim ?x258 2)))
 (= ?x265 ?x268)))))))))
(assert
 (let ((?x272 (div (+ (- 1) sym_w) 2)))
 (let ((?x273 (+ 1 ?x272)))
 (let ((?x225 (idkernel4 sym_c2 3 3)))
 (let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x247 (mul in_i2 ?x236)))
 (let ((?x258 (conv 2 2 1 1 1 1 1 1 1 ?x247 ?x225)))
 (let ((?x270 (dim ?x258 3)))
 (= ?x270 ?x273)))))))))
(assert
 (let ((?x267 (div (+ (- 1) sym_h) 2)))
 (let ((?x268 (+ 1 ?x267)))
 (>= ?x268 0))))
(assert
 (let ((?x272 (div (+ (- 1) sym_w) 2)))
 (let ((?x273 (+ 1 ?x272)))
 (>= ?x273 0))))
(assert
 (let ((?x277 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x277) 4)))
(assert
 (let ((?x277 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x277 0) sym_n)))
(assert
 (let ((?x277 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x277 1) sym_c2)))
(assert
 (let ((?x267 (div (+ (- 1) sym_h) 2)))
 (let ((?x268 (+ 1 ?x267)))
 (let ((?x277 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x284 (dim ?x277 2)))
 (= ?x284 ?x268))))))
(assert
 (let ((?x272 (div (+ (- 1) sym_w) 2)))
 (let ((?x273 (+ 1 ?x272)))
 (let ((?x277 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x286 (dim ?x277 3)))
 (= ?x286 ?x273))))))
(assert
 (let ((?x225 (idkernel4 sym_c2 3 3)))
 (let ((?x288 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x225)))
 (= (rank ?x288) 4))))
(assert
 (let ((?x225 (idkernel4 sym_c2 3 3)))
 (let ((?x288 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x225)))
 (= (dim ?x288 0) sym_n))))
(assert
 (let ((?x225 (idkernel4 sym_c2 3 3)))
 (let ((?x288 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x225)))
 (= (dim ?x288 1) sym_c2))))
(assert
 (let ((?x267 (div (+ (- 1) sym_h) 2)))
 (let ((?x268 (+ 1 ?x267)))
 (let ((?x225 (idkernel4 sym_c2 3 3)))
 (let ((?x288 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x225)))
 (let ((?x295 (dim ?x288 2)))
 (= ?x295 ?x268)))))))
(assert
 (let ((?x272 (div (+ (- 1) sym_w) 2)))
 (let ((?x273 (+ 1 ?x272)))
 (let ((?x225 (idkernel4 sym_c2 3 3)))
 (let ((?x288 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x225)))
 (let ((?x297 (dim ?x288 3)))
 (= ?x297 ?x273)))))))
(assert
 (let ((?x225 (idkernel4 sym_c2 3 3)))
 (let ((?x288 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x225)))
 (let ((?x277 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x299 (mul ?x277 ?x288)))
 (= (rank ?x299) 4))))))
(assert
 (let ((?x225 (idkernel4 sym_c2 3 3)))
 (let ((?x288 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x225)))
 (let ((?x277 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x299 (mul ?x277 ?x288)))
 (= (dim ?x299 0) sym_n))))))
(assert
 (let ((?x225 (idkernel4 sym_c2 3 3)))
 (let ((?x288 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x225)))
 (let ((?x277 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x299 (mul ?x277 ?x288)))
 (= (dim ?x299 1) sym_c2))))))
(assert
 (let ((?x267 (div (+ (- 1) sym_h) 2)))
 (let ((?x268 (+ 1 ?x267)))
 (let ((?x225 (idkernel4 sym_c2 3 3)))
 (let ((?x288 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x225)))
 (let ((?x277 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x299 (mul ?x277 ?x288)))
 (let ((?x306 (dim ?x299 2)))
 (= ?x306 ?x268)))))))))
(assert
 (let ((?x272 (div (+ (- 1) sym_w) 2)))
 (let ((?x273 (+ 1 ?x272)))
 (let ((?x225 (idkernel4 sym_c2 3 3)))
 (let ((?x288 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x225)))
 (let ((?x277 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x299 (mul ?x277 ?x288)))
 (let ((?x308 (dim ?x299 3)))
 (= ?x308 ?x273)))))))))
(assert
 (let ((?x225 (idkernel4 sym_c2 3 3)))
(let ((?x288 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x225)))
(let ((?x277 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x299 (mul ?x277 ?x288)))
(let ((?x236 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x247 (mul in_i2 ?x236)))
(let ((?x258 (conv 2 2 1 1 1 1 1 1 1 ?x247 ?x225)))
(and (distinct ?x258 ?x299) true)))))))))
(check-sat)
