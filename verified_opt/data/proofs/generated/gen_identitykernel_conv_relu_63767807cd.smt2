; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel3_after_conv, relu_conv_idkernel
; z3 rlimit used: 75472
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(assert
 (forall ((W T) (X T) (m Int) (p Int) (q Int) (s Int) )(! (let ((?x8 (+ q p)))
 (let ((?x26 (- ?x8 1)))
 (let ((?x25 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x28 (= ?x25 (conv s s ?x26 ?x26 ?x26 ?x26 1 1 1 X W))))
 (let (($x19 (= (dim W 0) m)))
 (let (($x15 (>= p 0)))
 (let (($x14 (>= q 0)))
 (let (($x12 (>= s 1)))
 (=> (and (<= 1 ?x8) (>= 1 p) $x12 $x14 $x15 $x19) $x28))))))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x63 (idkernel4 c k k)))
 (let ((?x67 (conv s s p p p p 1 1 1 (relu X) ?x63)))
 (let ((?x65 (relu (conv s s p p p p 1 1 1 X ?x63))))
 (let (($x68 (= ?x65 ?x67)))
 (let (($x14 (>= p 0)))
 (let (($x12 (>= s 1)))
 (let (($x62 (and $x12 $x14 (>= k 1) (= (dim X 1) c))))
 (=> $x62 $x68)))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x106 (dim in_k1 2)))
 (= 3 ?x106)))
(assert
 (let ((?x108 (dim in_k1 3)))
 (= 3 ?x108)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x110 (idkernel4 sym_c2 3 3)))
 (let ((?x117 (dim ?x110 2)))
 (= 3 ?x117))))
(assert
 (let ((?x110 (idkernel4 sym_c2 3 3)))
 (let ((?x119 (dim ?x110 3)))
 (= 3 ?x119))))
(assert
 (let ((?x121 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x121) 4)))
(assert
 (let ((?x121 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x121 0) sym_n)))
(assert
 (let ((?x121 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x121 1) sym_c2)))
(assert
 (let ((?x121 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x121 2) sym_h)))
(assert
 (let ((?x121 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x121 3) sym_w)))
(assert
 (let ((?x121 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x132 (relu ?x121)))
 (= (rank ?x132) 4))))
(assert
 (let ((?x121 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x132 (relu ?x121)))
 (= (dim ?x132 0) sym_n))))
(assert
 (let ((?x121 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x132 (relu ?x121)))
 (= (dim ?x132 1) sym_c2))))
(assert
 (let ((?x121 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x132 (relu ?x121)))
 (= (dim ?x132 2) sym_h))))
(assert
 (let ((?x121 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x132 (relu ?x121)))
 (= (dim ?x132 3) sym_w))))
(assert
 (let ((?x110 (idkernel4 sym_c2 3 3)))
 (let ((?x121 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x132 (relu ?x121)))
 (let ((?x143 (conv 2 2 0 0 0 0 1 1 1 ?x132 ?x110)))
 (= (rank ?x143) 4))))))
(assert
 (let ((?x110 (idkernel4 sym_c2 3 3)))
 (let ((?x121 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x132 (relu ?x121)))
 (let ((?x143 (conv 2 2 0 0 0 0 1 1 1 ?x132 ?x110)))
 (= (dim ?x143 0) sym_n))))))
(assert
 (let ((?x110 (idkernel4 sym_c2 3 3)))
 (let ((?x121 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x132 (relu ?x121)))
 (let ((?x143 (conv 2 2 0 0 0 0 1 1 1 ?x132 ?x110)))
 (= (dim ?x143 1) sym_c2))))))
(assert
 (let ((?x153 (div (+ (- 3) sym_h) 2)))
 (let ((?x154 (+ 1 ?x153)))
 (let ((?x110 (idkernel4 sym_c2 3 3)))
 (let ((?x121 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x132 (relu ?x121)))
 (let ((?x143 (conv 2 2 0 0 0 0 1 1 1 ?x132 ?x110)))
 (let ((?x150 (dim ?x143 2)))
 (= ?x150 ?x154)))))))))
(assert
 (let ((?x158 (div (+ (- 3) sym_w) 2)))
 (let ((?x159 (+ 1 ?x158)))
 (let ((?x110 (idkernel4 sym_c2 3 3)))
 (let ((?x121 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x132 (relu ?x121)))
 (let ((?x143 (conv 2 2 0 0 0 0 1 1 1 ?x132 ?x110)))
 (let ((?x156 (dim ?x143 3)))
 (= ?x156 ?x159)))))))))
(assert
 (let ((?x153 (div (+ (- 3) sym_h) 2)))
 (let ((?x154 (+ 1 ?x153)))
 (>= ?x154 0))))
(assert
 (let ((?x158 (div (+ (- 3) sym_w) 2)))
 (let ((?x159 (+ 1 ?x158)))
 (>= ?x159 0))))
(assert
 (let ((?x163 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x163) 4)))
(assert
 (let ((?x163 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x163 0) sym_n)))
(assert
 (let ((?x163 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x163 1) sym_c2)))
(assert
 (let ((?x153 (div (+ (- 3) sym_h) 2)))
 (let ((?x154 (+ 1 ?x153)))
 (let ((?x163 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x170 (dim ?x163 2)))
 (= ?x170 ?x154))))))
(assert
 (let ((?x158 (div (+ (- 3) sym_w) 2)))
 (let ((?x159 (+ 1 ?x158)))
 (let ((?x163 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x172 (dim ?x163 3)))
 (= ?x172 ?x159))))))
(assert
 (let ((?x163 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x174 (relu ?x163)))
 (= (rank ?x174) 4))))
(assert
 (let ((?x163 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x174 (relu ?x163)))
 (= (dim ?x174 0) sym_n))))
(assert
 (let ((?x163 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x174 (relu ?x163)))
 (= (dim ?x174 1) sym_c2))))
(assert
 (let ((?x153 (div (+ (- 3) sym_h) 2)))
 (let ((?x154 (+ 1 ?x153)))
 (let ((?x163 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x174 (relu ?x163)))
 (let ((?x181 (dim ?x174 2)))
 (= ?x181 ?x154)))))))
(assert
 (let ((?x158 (div (+ (- 3) sym_w) 2)))
 (let ((?x159 (+ 1 ?x158)))
 (let ((?x163 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x174 (relu ?x163)))
 (let ((?x183 (dim ?x174 3)))
 (= ?x183 ?x159)))))))
(assert
 (let ((?x163 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x174 (relu ?x163)))
(let ((?x110 (idkernel4 sym_c2 3 3)))
(let ((?x121 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x132 (relu ?x121)))
(let ((?x143 (conv 2 2 0 0 0 0 1 1 1 ?x132 ?x110)))
(and (distinct ?x143 ?x174) true))))))))
(check-sat)
