; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel3_after_conv, relu_conv_idkernel
; z3 rlimit used: 16205
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
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
 (let ((?x70 (relu (conv s s p p p p 1 1 1 X ?x68))))
 (let (($x73 (= ?x70 ?x72)))
 (let (($x23 (= (rank X) 4)))
 (let (($x14 (>= p 0)))
 (let (($x12 (>= s 1)))
 (let (($x67 (and $x12 $x14 (>= k 1) (= (dim X 1) c) $x23)))
 (=> $x67 $x73))))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
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
 (let ((?x108 (dim in_k1 2)))
 (= 3 ?x108)))
(assert
 (let ((?x110 (dim in_k1 3)))
 (= 3 ?x110)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x119 (dim ?x112 2)))
 (= 3 ?x119))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x121 (dim ?x112 3)))
 (= 3 ?x121))))
(assert
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x123) 4)))
(assert
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x123 0) sym_n)))
(assert
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x123 1) sym_c)))
(assert
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x123 2) sym_h)))
(assert
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x123 3) sym_w)))
(assert
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x134 (relu ?x123)))
 (= (rank ?x134) 4))))
(assert
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x134 (relu ?x123)))
 (= (dim ?x134 0) sym_n))))
(assert
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x134 (relu ?x123)))
 (= (dim ?x134 1) sym_c))))
(assert
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x134 (relu ?x123)))
 (= (dim ?x134 2) sym_h))))
(assert
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x134 (relu ?x123)))
 (= (dim ?x134 3) sym_w))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x145 (conv 1 1 0 0 0 0 1 1 1 ?x123 ?x112)))
 (= (rank ?x145) 4)))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x145 (conv 1 1 0 0 0 0 1 1 1 ?x123 ?x112)))
 (= (dim ?x145 0) sym_n)))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x145 (conv 1 1 0 0 0 0 1 1 1 ?x123 ?x112)))
 (= (dim ?x145 1) sym_c)))))
(assert
 (let ((?x154 (+ (- 2) sym_h)))
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x145 (conv 1 1 0 0 0 0 1 1 1 ?x123 ?x112)))
 (let ((?x152 (dim ?x145 2)))
 (= ?x152 ?x154)))))))
(assert
 (let ((?x157 (+ (- 2) sym_w)))
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x145 (conv 1 1 0 0 0 0 1 1 1 ?x123 ?x112)))
 (let ((?x156 (dim ?x145 3)))
 (= ?x156 ?x157)))))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x145 (conv 1 1 0 0 0 0 1 1 1 ?x123 ?x112)))
 (let ((?x159 (relu ?x145)))
 (= (rank ?x159) 4))))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x145 (conv 1 1 0 0 0 0 1 1 1 ?x123 ?x112)))
 (let ((?x159 (relu ?x145)))
 (= (dim ?x159 0) sym_n))))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x145 (conv 1 1 0 0 0 0 1 1 1 ?x123 ?x112)))
 (let ((?x159 (relu ?x145)))
 (= (dim ?x159 1) sym_c))))))
(assert
 (let ((?x154 (+ (- 2) sym_h)))
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x145 (conv 1 1 0 0 0 0 1 1 1 ?x123 ?x112)))
 (let ((?x159 (relu ?x145)))
 (let ((?x166 (dim ?x159 2)))
 (= ?x166 ?x154))))))))
(assert
 (let ((?x157 (+ (- 2) sym_w)))
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x145 (conv 1 1 0 0 0 0 1 1 1 ?x123 ?x112)))
 (let ((?x159 (relu ?x145)))
 (let ((?x168 (dim ?x159 3)))
 (= ?x168 ?x157))))))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x134 (relu ?x123)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x134 ?x112)))
 (= (rank ?x170) 4))))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x134 (relu ?x123)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x134 ?x112)))
 (= (dim ?x170 0) sym_n))))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x134 (relu ?x123)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x134 ?x112)))
 (= (dim ?x170 1) sym_c))))))
(assert
 (let ((?x180 (div (+ (- 3) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x134 (relu ?x123)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x134 ?x112)))
 (let ((?x177 (dim ?x170 2)))
 (= ?x177 ?x181)))))))))
(assert
 (let ((?x185 (div (+ (- 3) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x134 (relu ?x123)))
 (let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x134 ?x112)))
 (let ((?x183 (dim ?x170 3)))
 (= ?x183 ?x186)))))))))
(assert
 (let ((?x154 (+ (- 2) sym_h)))
 (>= ?x154 0)))
(assert
 (let ((?x157 (+ (- 2) sym_w)))
 (>= ?x157 0)))
(assert
 (let ((?x180 (div (+ (- 3) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (>= ?x181 0))))
(assert
 (let ((?x185 (div (+ (- 3) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (>= ?x186 0))))
(assert
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x192) 4)))
(assert
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x192 0) sym_n)))
(assert
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x192 1) sym_c)))
(assert
 (let ((?x154 (+ (- 2) sym_h)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x199 (dim ?x192 2)))
 (= ?x199 ?x154)))))
(assert
 (let ((?x157 (+ (- 2) sym_w)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x201 (dim ?x192 3)))
 (= ?x201 ?x157)))))
(assert
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x203 (relu ?x192)))
 (= (rank ?x203) 4))))
(assert
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x203 (relu ?x192)))
 (= (dim ?x203 0) sym_n))))
(assert
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x203 (relu ?x192)))
 (= (dim ?x203 1) sym_c))))
(assert
 (let ((?x154 (+ (- 2) sym_h)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x203 (relu ?x192)))
 (let ((?x210 (dim ?x203 2)))
 (= ?x210 ?x154))))))
(assert
 (let ((?x157 (+ (- 2) sym_w)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x203 (relu ?x192)))
 (let ((?x212 (dim ?x203 3)))
 (= ?x212 ?x157))))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x214 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x112)))
 (= (rank ?x214) 4)))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x214 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x112)))
 (= (dim ?x214 0) sym_n)))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x214 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x112)))
 (= (dim ?x214 1) sym_c)))))
(assert
 (let ((?x180 (div (+ (- 3) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x214 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x112)))
 (let ((?x221 (dim ?x214 2)))
 (= ?x221 ?x181))))))))
(assert
 (let ((?x185 (div (+ (- 3) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x214 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x112)))
 (let ((?x223 (dim ?x214 3)))
 (= ?x223 ?x186))))))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x214 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x112)))
 (let ((?x225 (relu ?x214)))
 (= (rank ?x225) 4))))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x214 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x112)))
 (let ((?x225 (relu ?x214)))
 (= (dim ?x225 0) sym_n))))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x214 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x112)))
 (let ((?x225 (relu ?x214)))
 (= (dim ?x225 1) sym_c))))))
(assert
 (let ((?x180 (div (+ (- 3) sym_h) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x214 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x112)))
 (let ((?x225 (relu ?x214)))
 (let ((?x232 (dim ?x225 2)))
 (= ?x232 ?x181)))))))))
(assert
 (let ((?x185 (div (+ (- 3) sym_w) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x214 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x112)))
 (let ((?x225 (relu ?x214)))
 (let ((?x234 (dim ?x225 3)))
 (= ?x234 ?x186)))))))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
(let ((?x192 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x214 (conv 2 2 1 1 1 1 1 1 1 ?x192 ?x112)))
(let ((?x225 (relu ?x214)))
(let ((?x123 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x134 (relu ?x123)))
(let ((?x170 (conv 2 2 0 0 0 0 1 1 1 ?x134 ?x112)))
(let ((?x203 (relu ?x192)))
(let ((?x145 (conv 1 1 0 0 0 0 1 1 1 ?x123 ?x112)))
(let ((?x159 (relu ?x145)))
(or (and (distinct ?x159 ?x203) true) (and (distinct ?x170 ?x225) true)))))))))))))
(check-sat)
