; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel3_after_conv, mul_comm, mul_conv_idkernel
; z3 rlimit used: 15356
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
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(assert
 (forall ((W T) (X T) (m Int) (p Int) (q Int) (s Int) )(! (let ((?x8 (+ q p)))
 (let ((?x31 (- ?x8 1)))
 (let ((?x30 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x33 (= ?x30 (conv s s ?x31 ?x31 ?x31 ?x31 1 1 1 X W))))
 (let (($x25 (= (rank W) 4)))
 (let (($x23 (= (rank X) 4)))
 (let (($x19 (= (dim W 0) m)))
 (let (($x15 (>= p 0)))
 (let (($x14 (>= q 0)))
 (let (($x12 (>= s 1)))
 (=> (and (<= 1 ?x8) (>= 1 p) $x12 $x14 $x15 $x19 $x23 $x25) $x33))))))))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((X T) (Y T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x71 (idkernel4 c k k)))
 (let ((?x75 (mul (conv s s p p p p 1 1 1 X ?x71) (conv s s p p p p 1 1 1 Y ?x71))))
 (let ((?x72 (conv s s p p p p 1 1 1 (mul X Y) ?x71)))
 (let (($x76 (= ?x72 ?x75)))
 (let (($x23 (= (rank Y) 4)))
 (let (($x25 (= (rank X) 4)))
 (let (($x14 (>= p 0)))
 (let (($x12 (>= s 1)))
 (let (($x69 (and $x12 $x14 (>= k 1) (= (dim X 1) c) (= (dim Y 1) c) $x25 $x23)))
 (=> $x69 $x76)))))))))) :pattern ( (conv s s p p p p 1 1 1 (mul X Y) (idkernel4 c k k)) ) :pattern ( (mul (conv s s p p p p 1 1 1 X (idkernel4 c k k)) (conv s s p p p p 1 1 1 Y (idkernel4 c k k))) ) :qid mul_conv_idkernel))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x133 (mul Y X)))
 (let ((?x132 (mul X Y)))
 (let (($x134 (= ?x132 ?x133)))
 (let (($x130 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x123 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x117 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x111 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x104 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x98 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let (($x131 (and (= (- (- (rank Y) 0) 0) (- (- (rank X) 0) 0)) $x98 $x104 $x111 $x117 $x123 $x130)))
 (=> $x131 $x134))))))))))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
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
 (let ((?x200 (dim in_k1 2)))
 (= 3 ?x200)))
(assert
 (let ((?x202 (dim in_k1 3)))
 (= 3 ?x202)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x211 (dim ?x204 2)))
 (= 3 ?x211))))
(assert
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x213 (dim ?x204 3)))
 (= 3 ?x213))))
(assert
 (let ((?x215 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x215) 4)))
(assert
 (let ((?x215 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x215 0) sym_n)))
(assert
 (let ((?x215 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x215 1) sym_c)))
(assert
 (let ((?x215 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x215 2) sym_h)))
(assert
 (let ((?x215 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x215 3) sym_w)))
(assert
 (let ((?x215 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x226 (mul in_i1 ?x215)))
 (= (rank ?x226) 4))))
(assert
 (let ((?x215 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x226 (mul in_i1 ?x215)))
 (= (dim ?x226 0) sym_n))))
(assert
 (let ((?x215 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x226 (mul in_i1 ?x215)))
 (= (dim ?x226 1) sym_c))))
(assert
 (let ((?x215 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x226 (mul in_i1 ?x215)))
 (= (dim ?x226 2) sym_h))))
(assert
 (let ((?x215 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x226 (mul in_i1 ?x215)))
 (= (dim ?x226 3) sym_w))))
(assert
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x215 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x226 (mul in_i1 ?x215)))
 (let ((?x237 (conv 2 2 1 1 1 1 1 1 1 ?x226 ?x204)))
 (= (rank ?x237) 4))))))
(assert
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x215 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x226 (mul in_i1 ?x215)))
 (let ((?x237 (conv 2 2 1 1 1 1 1 1 1 ?x226 ?x204)))
 (= (dim ?x237 0) sym_n))))))
(assert
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x215 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x226 (mul in_i1 ?x215)))
 (let ((?x237 (conv 2 2 1 1 1 1 1 1 1 ?x226 ?x204)))
 (= (dim ?x237 1) sym_c))))))
(assert
 (let ((?x246 (div (+ (- 1) sym_h) 2)))
 (let ((?x247 (+ 1 ?x246)))
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x215 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x226 (mul in_i1 ?x215)))
 (let ((?x237 (conv 2 2 1 1 1 1 1 1 1 ?x226 ?x204)))
 (let ((?x244 (dim ?x237 2)))
 (= ?x244 ?x247)))))))))
(assert
 (let ((?x251 (div (+ (- 1) sym_w) 2)))
 (let ((?x252 (+ 1 ?x251)))
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x215 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x226 (mul in_i1 ?x215)))
 (let ((?x237 (conv 2 2 1 1 1 1 1 1 1 ?x226 ?x204)))
 (let ((?x249 (dim ?x237 3)))
 (= ?x249 ?x252)))))))))
(assert
 (let ((?x246 (div (+ (- 1) sym_h) 2)))
 (let ((?x247 (+ 1 ?x246)))
 (>= ?x247 0))))
(assert
 (let ((?x251 (div (+ (- 1) sym_w) 2)))
 (let ((?x252 (+ 1 ?x251)))
 (>= ?x252 0))))
(assert
 (let ((?x256 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x256) 4)))
(assert
 (let ((?x256 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x256 0) sym_n)))
(assert
 (let ((?x256 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x256 1) sym_c)))
(assert
 (let ((?x246 (div (+ (- 1) sym_h) 2)))
 (let ((?x247 (+ 1 ?x246)))
 (let ((?x256 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x263 (dim ?x256 2)))
 (= ?x263 ?x247))))))
(assert
 (let ((?x251 (div (+ (- 1) sym_w) 2)))
 (let ((?x252 (+ 1 ?x251)))
 (let ((?x256 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x265 (dim ?x256 3)))
 (= ?x265 ?x252))))))
(assert
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x267 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x204)))
 (= (rank ?x267) 4))))
(assert
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x267 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x204)))
 (= (dim ?x267 0) sym_n))))
(assert
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x267 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x204)))
 (= (dim ?x267 1) sym_c))))
(assert
 (let ((?x246 (div (+ (- 1) sym_h) 2)))
 (let ((?x247 (+ 1 ?x246)))
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x267 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x204)))
 (let ((?x274 (dim ?x267 2)))
 (= ?x274 ?x247)))))))
(assert
 (let ((?x251 (div (+ (- 1) sym_w) 2)))
 (let ((?x252 (+ 1 ?x251)))
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x267 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x204)))
 (let ((?x276 (dim ?x267 3)))
 (= ?x276 ?x252)))))))
(assert
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x267 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x204)))
 (let ((?x256 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x278 (mul ?x256 ?x267)))
 (= (rank ?x278) 4))))))
(assert
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x267 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x204)))
 (let ((?x256 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x278 (mul ?x256 ?x267)))
 (= (dim ?x278 0) sym_n))))))
(assert
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x267 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x204)))
 (let ((?x256 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x278 (mul ?x256 ?x267)))
 (= (dim ?x278 1) sym_c))))))
(assert
 (let ((?x246 (div (+ (- 1) sym_h) 2)))
 (let ((?x247 (+ 1 ?x246)))
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x267 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x204)))
 (let ((?x256 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x278 (mul ?x256 ?x267)))
 (let ((?x285 (dim ?x278 2)))
 (= ?x285 ?x247)))))))))
(assert
 (let ((?x251 (div (+ (- 1) sym_w) 2)))
 (let ((?x252 (+ 1 ?x251)))
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x267 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x204)))
 (let ((?x256 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x278 (mul ?x256 ?x267)))
 (let ((?x287 (dim ?x278 3)))
 (= ?x287 ?x252)))))))))
(assert
 (let ((?x204 (idkernel4 sym_c 3 3)))
(let ((?x267 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x204)))
(let ((?x256 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x278 (mul ?x256 ?x267)))
(let ((?x215 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x226 (mul in_i1 ?x215)))
(let ((?x237 (conv 2 2 1 1 1 1 1 1 1 ?x226 ?x204)))
(and (distinct ?x237 ?x278) true)))))))))
(check-sat)
