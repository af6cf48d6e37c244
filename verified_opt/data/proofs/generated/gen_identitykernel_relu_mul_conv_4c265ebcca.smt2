; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_idkernel3_after_conv, mul_conv_idkernel, relu_conv_idkernel, relu_square
; z3 rlimit used: 20508
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun relu (T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(assert
 (forall ((X T) )(! (let ((?x6 (relu X)))
 (let ((?x8 (mul X ?x6)))
 (let ((?x7 (mul ?x6 ?x6)))
 (= ?x7 ?x8)))) :pattern ( (mul (relu X) (relu X)) ) :pattern ( (mul X (relu X)) ) :qid relu_square))
 )
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x56 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x57 (= ?x56 X)))
 (let (($x53 (= (rank X) 4)))
 (let ((?x48 (dim X 1)))
 (let (($x50 (= ?x48 c)))
 (let (($x46 (>= kw 1)))
 (let (($x45 (>= kh 1)))
 (let (($x44 (>= pw 0)))
 (let (($x43 (>= ph 0)))
 (let (($x54 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x43 $x44 $x45 $x46 $x50 $x53)))
 (=> $x54 $x57))))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (m Int) (p Int) (q Int) (s Int) )(! (let ((?x72 (+ q p)))
 (let ((?x87 (- ?x72 1)))
 (let ((?x86 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x89 (= ?x86 (conv s s ?x87 ?x87 ?x87 ?x87 1 1 1 X W))))
 (let (($x53 (= (rank W) 4)))
 (let (($x81 (= (rank X) 4)))
 (let ((?x77 (dim W 0)))
 (let (($x78 (= ?x77 m)))
 (let (($x76 (>= p 0)))
 (let (($x43 (>= q 0)))
 (let (($x75 (>= s 1)))
 (=> (and (<= 1 ?x72) (>= 1 p) $x75 $x43 $x76 $x78 $x81 $x53) $x89)))))))))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x106 (idkernel4 c k k)))
 (let ((?x110 (conv s s p p p p 1 1 1 (relu X) ?x106)))
 (let ((?x107 (conv s s p p p p 1 1 1 X ?x106)))
 (let ((?x108 (relu ?x107)))
 (let (($x111 (= ?x108 ?x110)))
 (let (($x81 (= (rank X) 4)))
 (let (($x98 (= (dim X 1) c)))
 (let (($x46 (>= k 1)))
 (let (($x43 (>= p 0)))
 (let (($x75 (>= s 1)))
 (let (($x105 (and $x75 $x43 $x46 $x98 $x81)))
 (=> $x105 $x111)))))))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((X T) (Y T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x106 (idkernel4 c k k)))
 (let ((?x107 (conv s s p p p p 1 1 1 Y ?x106)))
 (let ((?x132 (mul (conv s s p p p p 1 1 1 X ?x106) ?x107)))
 (let ((?x130 (conv s s p p p p 1 1 1 (mul X Y) ?x106)))
 (let (($x133 (= ?x130 ?x132)))
 (let (($x81 (= (rank Y) 4)))
 (let (($x53 (= (rank X) 4)))
 (let (($x98 (= (dim Y 1) c)))
 (let (($x46 (>= k 1)))
 (let (($x43 (>= p 0)))
 (let (($x75 (>= s 1)))
 (let (($x128 (and (= (dim X 0) (dim Y 0)) (= (dim X 2) (dim Y 2)) (= (dim X 3) (dim Y 3)) $x75 $x43 $x46 (= (dim X 1) c) $x98 $x53 $x81)))
 (=> $x128 $x133))))))))))))) :pattern ( (conv s s p p p p 1 1 1 (mul X Y) (idkernel4 c k k)) ) :pattern ( (mul (conv s s p p p p 1 1 1 X (idkernel4 c k k)) (conv s s p p p p 1 1 1 Y (idkernel4 c k k))) ) :qid mul_conv_idkernel))
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
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x160 (idkernel4 sym_c 1 1)))
 (let ((?x167 (dim ?x160 2)))
 (= 1 ?x167))))
(assert
 (let ((?x160 (idkernel4 sym_c 1 1)))
 (let ((?x169 (dim ?x160 3)))
 (= 1 ?x169))))
(assert
 (= (rank (relu in_i1)) 4))
(assert
 (= (dim (relu in_i1) 0) sym_n))
(assert
 (= (dim (relu in_i1) 1) sym_c))
(assert
 (= (dim (relu in_i1) 2) sym_h))
(assert
 (= (dim (relu in_i1) 3) sym_w))
(assert
 (= (rank (mul in_i1 (relu in_i1))) 4))
(assert
 (= (dim (mul in_i1 (relu in_i1)) 0) sym_n))
(assert
 (= (dim (mul in_i1 (relu in_i1)) 1) sym_c))
(assert
 (= (dim (mul in_i1 (relu in_i1)) 2) sym_h))
(assert
 (= (dim (mul in_i1 (relu in_i1)) 3) sym_w))
(assert
 (let ((?x160 (idkernel4 sym_c 1 1)))
 (let ((?x171 (relu in_i1)))
 (let ((?x182 (mul in_i1 ?x171)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x182 ?x160)))
 (= (rank ?x193) 4))))))
(assert
 (let ((?x160 (idkernel4 sym_c 1 1)))
 (let ((?x171 (relu in_i1)))
 (let ((?x182 (mul in_i1 ?x171)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x182 ?x160)))
 (= (dim ?x193 0) sym_n))))))
(assert
 (let ((?x160 (idkernel4 sym_c 1 1)))
 (let ((?x171 (relu in_i1)))
 (let ((?x182 (mul in_i1 ?x171)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x182 ?x160)))
 (= (dim ?x193 1) sym_c))))))
(assert
 (let ((?x202 (div (+ (- 1) sym_h) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x160 (idkernel4 sym_c 1 1)))
 (let ((?x171 (relu in_i1)))
 (let ((?x182 (mul in_i1 ?x171)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x182 ?x160)))
 (let ((?x200 (dim ?x193 2)))
 (= ?x200 ?x203)))))))))
(assert
 (let ((?x207 (div (+ (- 1) sym_w) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (let ((?x160 (idkernel4 sym_c 1 1)))
 (let ((?x171 (relu in_i1)))
 (let ((?x182 (mul in_i1 ?x171)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x182 ?x160)))
 (let ((?x205 (dim ?x193 3)))
 (= ?x205 ?x208)))))))))
(assert
 (let ((?x202 (div (+ (- 1) sym_h) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (>= ?x203 0))))
(assert
 (let ((?x207 (div (+ (- 1) sym_w) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (>= ?x208 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x219 (dim ?x212 2)))
 (= 3 ?x219))))
(assert
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x221 (dim ?x212 3)))
 (= 3 ?x221))))
(assert
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (= (rank ?x223) 4))))
(assert
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (= (dim ?x223 0) sym_n))))
(assert
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (= (dim ?x223 1) sym_c))))
(assert
 (let ((?x202 (div (+ (- 1) sym_h) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x230 (dim ?x223 2)))
 (= ?x230 ?x203)))))))
(assert
 (let ((?x207 (div (+ (- 1) sym_w) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x232 (dim ?x223 3)))
 (= ?x232 ?x208)))))))
(assert
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x234 (relu ?x223)))
 (= (rank ?x234) 4)))))
(assert
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x234 (relu ?x223)))
 (= (dim ?x234 0) sym_n)))))
(assert
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x234 (relu ?x223)))
 (= (dim ?x234 1) sym_c)))))
(assert
 (let ((?x202 (div (+ (- 1) sym_h) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x234 (relu ?x223)))
 (let ((?x241 (dim ?x234 2)))
 (= ?x241 ?x203))))))))
(assert
 (let ((?x207 (div (+ (- 1) sym_w) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x234 (relu ?x223)))
 (let ((?x243 (dim ?x234 3)))
 (= ?x243 ?x208))))))))
(assert
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x234 (relu ?x223)))
 (let ((?x245 (mul ?x223 ?x234)))
 (= (rank ?x245) 4))))))
(assert
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x234 (relu ?x223)))
 (let ((?x245 (mul ?x223 ?x234)))
 (= (dim ?x245 0) sym_n))))))
(assert
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x234 (relu ?x223)))
 (let ((?x245 (mul ?x223 ?x234)))
 (= (dim ?x245 1) sym_c))))))
(assert
 (let ((?x202 (div (+ (- 1) sym_h) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x234 (relu ?x223)))
 (let ((?x245 (mul ?x223 ?x234)))
 (let ((?x252 (dim ?x245 2)))
 (= ?x252 ?x203)))))))))
(assert
 (let ((?x207 (div (+ (- 1) sym_w) 2)))
 (let ((?x208 (+ 1 ?x207)))
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x234 (relu ?x223)))
 (let ((?x245 (mul ?x223 ?x234)))
 (let ((?x254 (dim ?x245 3)))
 (= ?x254 ?x208)))))))))
(assert
 (let ((?x212 (idkernel4 sym_c 3 3)))
(let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
(let ((?x234 (relu ?x223)))
(let ((?x245 (mul ?x223 ?x234)))
(let ((?x160 (idkernel4 sym_c 1 1)))
(let ((?x171 (relu in_i1)))
(let ((?x182 (mul in_i1 ?x171)))
(let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x182 ?x160)))
(and (distinct ?x193 ?x245) true))))))))))
(check-sat)
