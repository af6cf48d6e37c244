; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel3_after_conv, mul_conv_idkernel, relu_conv_idkernel
; z3 rlimit used: 16135
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
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
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x68 (idkernel4 c k k)))
 (let ((?x72 (conv s s p p p p 1 1 1 (relu X) ?x68)))
 (let ((?x69 (conv s s p p p p 1 1 1 X ?x68)))
 (let ((?x70 (relu ?x69)))
 (let (($x73 (= ?x70 ?x72)))
 (let (($x23 (= (rank X) 4)))
 (let (($x66 (= (dim X 1) c)))
 (let (($x58 (>= k 1)))
 (let (($x14 (>= p 0)))
 (let (($x12 (>= s 1)))
 (let (($x67 (and $x12 $x14 $x58 $x66 $x23)))
 (=> $x67 $x73)))))))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((X T) (Y T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x68 (idkernel4 c k k)))
 (let ((?x69 (conv s s p p p p 1 1 1 Y ?x68)))
 (let ((?x87 (mul (conv s s p p p p 1 1 1 X ?x68) ?x69)))
 (let ((?x85 (conv s s p p p p 1 1 1 (mul X Y) ?x68)))
 (let (($x88 (= ?x85 ?x87)))
 (let (($x23 (= (rank Y) 4)))
 (let (($x25 (= (rank X) 4)))
 (let (($x66 (= (dim Y 1) c)))
 (let (($x58 (>= k 1)))
 (let (($x14 (>= p 0)))
 (let (($x12 (>= s 1)))
 (let (($x83 (and $x12 $x14 $x58 (= (dim X 1) c) $x66 $x25 $x23)))
 (=> $x83 $x88))))))))))))) :pattern ( (conv s s p p p p 1 1 1 (mul X Y) (idkernel4 c k k)) ) :pattern ( (mul (conv s s p p p p 1 1 1 X (idkernel4 c k k)) (conv s s p p p p 1 1 1 Y (idkernel4 c k k))) ) :qid mul_conv_idkernel))
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
 (let ((?x123 (dim in_k1 2)))
 (= 3 ?x123)))
(assert
 (let ((?x125 (dim in_k1 3)))
 (= 3 ?x125)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x127 (idkernel4 sym_c 3 3)))
 (let ((?x134 (dim ?x127 2)))
 (= 3 ?x134))))
(assert
 (let ((?x127 (idkernel4 sym_c 3 3)))
 (let ((?x136 (dim ?x127 3)))
 (= 3 ?x136))))
(assert
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x138) 4)))
(assert
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x138 0) sym_n)))
(assert
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x138 1) sym_c)))
(assert
 (let ((?x147 (+ (- 2) sym_h)))
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x145 (dim ?x138 2)))
 (= ?x145 ?x147)))))
(assert
 (let ((?x150 (+ (- 2) sym_w)))
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x149 (dim ?x138 3)))
 (= ?x149 ?x150)))))
(assert
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x152 (relu ?x138)))
 (= (rank ?x152) 4))))
(assert
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x152 (relu ?x138)))
 (= (dim ?x152 0) sym_n))))
(assert
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x152 (relu ?x138)))
 (= (dim ?x152 1) sym_c))))
(assert
 (let ((?x147 (+ (- 2) sym_h)))
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x152 (relu ?x138)))
 (let ((?x159 (dim ?x152 2)))
 (= ?x159 ?x147))))))
(assert
 (let ((?x150 (+ (- 2) sym_w)))
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x152 (relu ?x138)))
 (let ((?x161 (dim ?x152 3)))
 (= ?x161 ?x150))))))
(assert
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x152 (relu ?x138)))
 (let ((?x163 (mul ?x138 ?x152)))
 (= (rank ?x163) 4)))))
(assert
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x152 (relu ?x138)))
 (let ((?x163 (mul ?x138 ?x152)))
 (= (dim ?x163 0) sym_n)))))
(assert
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x152 (relu ?x138)))
 (let ((?x163 (mul ?x138 ?x152)))
 (= (dim ?x163 1) sym_c)))))
(assert
 (let ((?x147 (+ (- 2) sym_h)))
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x152 (relu ?x138)))
 (let ((?x163 (mul ?x138 ?x152)))
 (let ((?x170 (dim ?x163 2)))
 (= ?x170 ?x147)))))))
(assert
 (let ((?x150 (+ (- 2) sym_w)))
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x152 (relu ?x138)))
 (let ((?x163 (mul ?x138 ?x152)))
 (let ((?x172 (dim ?x163 3)))
 (= ?x172 ?x150)))))))
(assert
 (let ((?x127 (idkernel4 sym_c 3 3)))
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x152 (relu ?x138)))
 (let ((?x163 (mul ?x138 ?x152)))
 (let ((?x174 (conv 2 2 1 1 1 1 1 1 1 ?x163 ?x127)))
 (= (rank ?x174) 4)))))))
(assert
 (let ((?x127 (idkernel4 sym_c 3 3)))
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x152 (relu ?x138)))
 (let ((?x163 (mul ?x138 ?x152)))
 (let ((?x174 (conv 2 2 1 1 1 1 1 1 1 ?x163 ?x127)))
 (= (dim ?x174 0) sym_n)))))))
(assert
 (let ((?x127 (idkernel4 sym_c 3 3)))
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x152 (relu ?x138)))
 (let ((?x163 (mul ?x138 ?x152)))
 (let ((?x174 (conv 2 2 1 1 1 1 1 1 1 ?x163 ?x127)))
 (= (dim ?x174 1) sym_c)))))))
(assert
 (let ((?x184 (div (+ (- 3) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x127 (idkernel4 sym_c 3 3)))
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x152 (relu ?x138)))
 (let ((?x163 (mul ?x138 ?x152)))
 (let ((?x174 (conv 2 2 1 1 1 1 1 1 1 ?x163 ?x127)))
 (let ((?x181 (dim ?x174 2)))
 (= ?x181 ?x185))))))))))
(assert
 (let ((?x189 (div (+ (- 3) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x127 (idkernel4 sym_c 3 3)))
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x152 (relu ?x138)))
 (let ((?x163 (mul ?x138 ?x152)))
 (let ((?x174 (conv 2 2 1 1 1 1 1 1 1 ?x163 ?x127)))
 (let ((?x187 (dim ?x174 3)))
 (= ?x187 ?x190))))))))))
(assert
 (let ((?x147 (+ (- 2) sym_h)))
 (>= ?x147 0)))
(assert
 (let ((?x150 (+ (- 2) sym_w)))
 (>= ?x150 0)))
(assert
 (let ((?x184 (div (+ (- 3) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (>= ?x185 0))))
(assert
 (let ((?x189 (div (+ (- 3) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (>= ?x190 0))))
(assert
 (let ((?x196 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x196) 4)))
(assert
 (let ((?x196 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x196 0) sym_n)))
(assert
 (let ((?x196 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x196 1) sym_c)))
(assert
 (let ((?x184 (div (+ (- 3) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x196 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x203 (dim ?x196 2)))
 (= ?x203 ?x185))))))
(assert
 (let ((?x189 (div (+ (- 3) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x196 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x205 (dim ?x196 3)))
 (= ?x205 ?x190))))))
(assert
 (let ((?x196 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x207 (relu ?x196)))
 (= (rank ?x207) 4))))
(assert
 (let ((?x196 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x207 (relu ?x196)))
 (= (dim ?x207 0) sym_n))))
(assert
 (let ((?x196 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x207 (relu ?x196)))
 (= (dim ?x207 1) sym_c))))
(assert
 (let ((?x184 (div (+ (- 3) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x196 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x207 (relu ?x196)))
 (let ((?x214 (dim ?x207 2)))
 (= ?x214 ?x185)))))))
(assert
 (let ((?x189 (div (+ (- 3) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x196 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x207 (relu ?x196)))
 (let ((?x216 (dim ?x207 3)))
 (= ?x216 ?x190)))))))
(assert
 (let ((?x196 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x207 (relu ?x196)))
 (let ((?x218 (mul ?x196 ?x207)))
 (= (rank ?x218) 4)))))
(assert
 (let ((?x196 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x207 (relu ?x196)))
 (let ((?x218 (mul ?x196 ?x207)))
 (= (dim ?x218 0) sym_n)))))
(assert
 (let ((?x196 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x207 (relu ?x196)))
 (let ((?x218 (mul ?x196 ?x207)))
 (= (dim ?x218 1) sym_c)))))
(assert
 (let ((?x184 (div (+ (- 3) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x196 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x207 (relu ?x196)))
 (let ((?x218 (mul ?x196 ?x207)))
 (let ((?x225 (dim ?x218 2)))
 (= ?x225 ?x185))))))))
(assert
 (let ((?x189 (div (+ (- 3) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x196 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x207 (relu ?x196)))
 (let ((?x218 (mul ?x196 ?x207)))
 (let ((?x227 (dim ?x218 3)))
 (= ?x227 ?x190))))))))
(assert
 (let ((?x196 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x207 (relu ?x196)))
(let ((?x218 (mul ?x196 ?x207)))
(let ((?x127 (idkernel4 sym_c 3 3)))
(let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x152 (relu ?x138)))
(let ((?x163 (mul ?x138 ?x152)))
(let ((?x174 (conv 2 2 1 1 1 1 1 1 1 ?x163 ?x127)))
(and (distinct ?x174 ?x218) true))))))))))
(check-sat)
