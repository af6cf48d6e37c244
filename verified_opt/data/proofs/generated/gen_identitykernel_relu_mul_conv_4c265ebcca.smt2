; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_idkernel3_after_conv, mul_conv_idkernel, relu_conv_idkernel, relu_square
; z3 rlimit used: 19404
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
 (let (($x78 (= (dim W 0) m)))
 (let (($x76 (>= p 0)))
 (let (($x43 (>= q 0)))
 (let (($x75 (>= s 1)))
 (=> (and (<= 1 ?x72) (>= 1 p) $x75 $x43 $x76 $x78 $x81 $x53) $x89))))))))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
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
 (let ((?x124 (mul (conv s s p p p p 1 1 1 X ?x106) ?x107)))
 (let ((?x122 (conv s s p p p p 1 1 1 (mul X Y) ?x106)))
 (let (($x125 (= ?x122 ?x124)))
 (let (($x81 (= (rank Y) 4)))
 (let (($x53 (= (rank X) 4)))
 (let (($x98 (= (dim Y 1) c)))
 (let (($x46 (>= k 1)))
 (let (($x43 (>= p 0)))
 (let (($x75 (>= s 1)))
 (let (($x120 (and $x75 $x43 $x46 (= (dim X 1) c) $x98 $x53 $x81)))
 (=> $x120 $x125))))))))))))) :pattern ( (conv s s p p p p 1 1 1 (mul X Y) (idkernel4 c k k)) ) :pattern ( (mul (conv s s p p p p 1 1 1 X (idkernel4 c k k)) (conv s s p p p p 1 1 1 Y (idkernel4 c k k))) ) :qid mul_conv_idkernel))
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
 (let ((?x152 (idkernel4 sym_c 1 1)))
 (let ((?x159 (dim ?x152 2)))
 (= 1 ?x159))))
(assert
 (let ((?x152 (idkernel4 sym_c 1 1)))
 (let ((?x161 (dim ?x152 3)))
 (= 1 ?x161))))
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
 (let ((?x152 (idkernel4 sym_c 1 1)))
 (let ((?x163 (relu in_i1)))
 (let ((?x174 (mul in_i1 ?x163)))
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 ?x174 ?x152)))
 (= (rank ?x185) 4))))))
(assert
 (let ((?x152 (idkernel4 sym_c 1 1)))
 (let ((?x163 (relu in_i1)))
 (let ((?x174 (mul in_i1 ?x163)))
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 ?x174 ?x152)))
 (= (dim ?x185 0) sym_n))))))
(assert
 (let ((?x152 (idkernel4 sym_c 1 1)))
 (let ((?x163 (relu in_i1)))
 (let ((?x174 (mul in_i1 ?x163)))
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 ?x174 ?x152)))
 (= (dim ?x185 1) sym_c))))))
(assert
 (let ((?x194 (div (+ (- 1) sym_h) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x152 (idkernel4 sym_c 1 1)))
 (let ((?x163 (relu in_i1)))
 (let ((?x174 (mul in_i1 ?x163)))
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 ?x174 ?x152)))
 (let ((?x192 (dim ?x185 2)))
 (= ?x192 ?x195)))))))))
(assert
 (let ((?x199 (div (+ (- 1) sym_w) 2)))
 (let ((?x200 (+ 1 ?x199)))
 (let ((?x152 (idkernel4 sym_c 1 1)))
 (let ((?x163 (relu in_i1)))
 (let ((?x174 (mul in_i1 ?x163)))
 (let ((?x185 (conv 2 2 0 0 0 0 1 1 1 ?x174 ?x152)))
 (let ((?x197 (dim ?x185 3)))
 (= ?x197 ?x200)))))))))
(assert
 (let ((?x194 (div (+ (- 1) sym_h) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (>= ?x195 0))))
(assert
 (let ((?x199 (div (+ (- 1) sym_w) 2)))
 (let ((?x200 (+ 1 ?x199)))
 (>= ?x200 0))))
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
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x215 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x204)))
 (= (rank ?x215) 4))))
(assert
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x215 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x204)))
 (= (dim ?x215 0) sym_n))))
(assert
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x215 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x204)))
 (= (dim ?x215 1) sym_c))))
(assert
 (let ((?x194 (div (+ (- 1) sym_h) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x215 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x204)))
 (let ((?x222 (dim ?x215 2)))
 (= ?x222 ?x195)))))))
(assert
 (let ((?x199 (div (+ (- 1) sym_w) 2)))
 (let ((?x200 (+ 1 ?x199)))
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x215 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x204)))
 (let ((?x224 (dim ?x215 3)))
 (= ?x224 ?x200)))))))
(assert
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x215 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x204)))
 (let ((?x226 (relu ?x215)))
 (= (rank ?x226) 4)))))
(assert
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x215 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x204)))
 (let ((?x226 (relu ?x215)))
 (= (dim ?x226 0) sym_n)))))
(assert
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x215 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x204)))
 (let ((?x226 (relu ?x215)))
 (= (dim ?x226 1) sym_c)))))
(assert
 (let ((?x194 (div (+ (- 1) sym_h) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x215 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x204)))
 (let ((?x226 (relu ?x215)))
 (let ((?x233 (dim ?x226 2)))
 (= ?x233 ?x195))))))))
(assert
 (let ((?x199 (div (+ (- 1) sym_w) 2)))
 (let ((?x200 (+ 1 ?x199)))
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x215 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x204)))
 (let ((?x226 (relu ?x215)))
 (let ((?x235 (dim ?x226 3)))
 (= ?x235 ?x200))))))))
(assert
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x215 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x204)))
 (let ((?x226 (relu ?x215)))
 (let ((?x237 (mul ?x215 ?x226)))
 (= (rank ?x237) 4))))))
(assert
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x215 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x204)))
 (let ((?x226 (relu ?x215)))
 (let ((?x237 (mul ?x215 ?x226)))
 (= (dim ?x237 0) sym_n))))))
(assert
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x215 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x204)))
 (let ((?x226 (relu ?x215)))
 (let ((?x237 (mul ?x215 ?x226)))
 (= (dim ?x237 1) sym_c))))))
(assert
 (let ((?x194 (div (+ (- 1) sym_h) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x215 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x204)))
 (let ((?x226 (relu ?x215)))
 (let ((?x237 (mul ?x215 ?x226)))
 (let ((?x244 (dim ?x237 2)))
 (= ?x244 ?x195)))))))))
(assert
 (let ((?x199 (div (+ (- 1) sym_w) 2)))
 (let ((?x200 (+ 1 ?x199)))
 (let ((?x204 (idkernel4 sym_c 3 3)))
 (let ((?x215 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x204)))
 (let ((?x226 (relu ?x215)))
 (let ((?x237 (mul ?x215 ?x226)))
 (let ((?x246 (dim ?x237 3)))
 (= ?x246 ?x200)))))))))
(assert
 (let ((?x204 (idkernel4 sym_c 3 3)))
(let ((?x215 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x204)))
(let ((?x226 (relu ?x215)))
(let ((?x237 (mul ?x215 ?x226)))
(let ((?x152 (idkernel4 sym_c 1 1)))
(let ((?x163 (relu in_i1)))
(let ((?x174 (mul in_i1 ?x163)))
(let ((?x185 (conv 2 2 0 0 0 0 1 1 1 ?x174 ?x152)))
(and (distinct ?x185 ?x237) true))))))))))
(check-sat)
