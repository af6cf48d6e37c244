; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel1_after_conv, conv_idkernel3_after_conv, relu_conv_idkernel
; z3 rlimit used: 77486
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
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
 (forall ((W T) (X T) (m Int) (q Int) (s Int) )(! (let ((?x65 (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1))))
 (let (($x67 (= ?x65 (conv s s q q q q 1 1 1 X W))))
 (let (($x14 (>= q 0)))
 (let (($x12 (>= s 1)))
 (let (($x61 (and $x12 $x14 (= (dim W 0) m))))
 (=> $x61 $x67)))))) :pattern ( (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1)) ) :qid conv_idkernel1_after_conv))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x78 (idkernel4 c k k)))
 (let ((?x82 (conv s s p p p p 1 1 1 (relu X) ?x78)))
 (let ((?x80 (relu (conv s s p p p p 1 1 1 X ?x78))))
 (let (($x83 (= ?x80 ?x82)))
 (let (($x14 (>= p 0)))
 (let (($x12 (>= s 1)))
 (let (($x77 (and $x12 $x14 (>= k 1) (= (dim X 1) c))))
 (=> $x77 $x83)))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
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
 (let ((?x119 (dim in_k1 2)))
 (= 3 ?x119)))
(assert
 (let ((?x121 (dim in_k1 3)))
 (= 3 ?x121)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x123 (idkernel4 sym_c 1 1)))
 (let ((?x130 (dim ?x123 2)))
 (= 1 ?x130))))
(assert
 (let ((?x123 (idkernel4 sym_c 1 1)))
 (let ((?x132 (dim ?x123 3)))
 (= 1 ?x132))))
(assert
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x134) 4)))
(assert
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x134 0) sym_n)))
(assert
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x134 1) sym_c)))
(assert
 (let ((?x143 (+ (- 2) sym_h)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x141 (dim ?x134 2)))
 (= ?x141 ?x143)))))
(assert
 (let ((?x146 (+ (- 2) sym_w)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x145 (dim ?x134 3)))
 (= ?x145 ?x146)))))
(assert
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x148 (relu ?x134)))
 (= (rank ?x148) 4))))
(assert
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x148 (relu ?x134)))
 (= (dim ?x148 0) sym_n))))
(assert
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x148 (relu ?x134)))
 (= (dim ?x148 1) sym_c))))
(assert
 (let ((?x143 (+ (- 2) sym_h)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x148 (relu ?x134)))
 (let ((?x155 (dim ?x148 2)))
 (= ?x155 ?x143))))))
(assert
 (let ((?x146 (+ (- 2) sym_w)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x148 (relu ?x134)))
 (let ((?x157 (dim ?x148 3)))
 (= ?x157 ?x146))))))
(assert
 (let ((?x123 (idkernel4 sym_c 1 1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 ?x134 ?x123)))
 (= (rank ?x159) 4)))))
(assert
 (let ((?x123 (idkernel4 sym_c 1 1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 ?x134 ?x123)))
 (= (dim ?x159 0) sym_n)))))
(assert
 (let ((?x123 (idkernel4 sym_c 1 1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 ?x134 ?x123)))
 (= (dim ?x159 1) sym_c)))))
(assert
 (let ((?x169 (div (+ (- 3) sym_h) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x123 (idkernel4 sym_c 1 1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 ?x134 ?x123)))
 (let ((?x166 (dim ?x159 2)))
 (= ?x166 ?x170))))))))
(assert
 (let ((?x174 (div (+ (- 3) sym_w) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x123 (idkernel4 sym_c 1 1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 ?x134 ?x123)))
 (let ((?x172 (dim ?x159 3)))
 (= ?x172 ?x175))))))))
(assert
 (let ((?x123 (idkernel4 sym_c 1 1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x148 (relu ?x134)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 ?x148 ?x123)))
 (= (rank ?x177) 4))))))
(assert
 (let ((?x123 (idkernel4 sym_c 1 1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x148 (relu ?x134)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 ?x148 ?x123)))
 (= (dim ?x177 0) sym_n))))))
(assert
 (let ((?x123 (idkernel4 sym_c 1 1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x148 (relu ?x134)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 ?x148 ?x123)))
 (= (dim ?x177 1) sym_c))))))
(assert
 (let ((?x169 (div (+ (- 3) sym_h) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x123 (idkernel4 sym_c 1 1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x148 (relu ?x134)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 ?x148 ?x123)))
 (let ((?x184 (dim ?x177 2)))
 (= ?x184 ?x170)))))))))
(assert
 (let ((?x174 (div (+ (- 3) sym_w) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x123 (idkernel4 sym_c 1 1)))
 (let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x148 (relu ?x134)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 ?x148 ?x123)))
 (let ((?x186 (dim ?x177 3)))
 (= ?x186 ?x175)))))))))
(assert
 (let ((?x143 (+ (- 2) sym_h)))
 (>= ?x143 0)))
(assert
 (let ((?x146 (+ (- 2) sym_w)))
 (>= ?x146 0)))
(assert
 (let ((?x169 (div (+ (- 3) sym_h) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (>= ?x170 0))))
(assert
 (let ((?x174 (div (+ (- 3) sym_w) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (>= ?x175 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x192 (idkernel4 sym_c 3 3)))
 (let ((?x199 (dim ?x192 2)))
 (= 3 ?x199))))
(assert
 (let ((?x192 (idkernel4 sym_c 3 3)))
 (let ((?x201 (dim ?x192 3)))
 (= 3 ?x201))))
(assert
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x203) 4)))
(assert
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x203 0) sym_n)))
(assert
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x203 1) sym_c)))
(assert
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x203 2) sym_h)))
(assert
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x203 3) sym_w)))
(assert
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x203)))
 (= (rank ?x214) 4))))
(assert
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x203)))
 (= (dim ?x214 0) sym_n))))
(assert
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x203)))
 (= (dim ?x214 1) sym_c))))
(assert
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x203)))
 (= (dim ?x214 2) sym_h))))
(assert
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x203)))
 (= (dim ?x214 3) sym_w))))
(assert
 (let ((?x225 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x225) 4)))
(assert
 (let ((?x225 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x225 0) sym_n)))
(assert
 (let ((?x225 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x225 1) sym_c)))
(assert
 (let ((?x169 (div (+ (- 3) sym_h) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x225 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x232 (dim ?x225 2)))
 (= ?x232 ?x170))))))
(assert
 (let ((?x174 (div (+ (- 3) sym_w) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x225 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x234 (dim ?x225 3)))
 (= ?x234 ?x175))))))
(assert
 (let ((?x192 (idkernel4 sym_c 3 3)))
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x203)))
 (let ((?x236 (conv 2 2 0 0 0 0 1 1 1 ?x214 ?x192)))
 (= (rank ?x236) 4))))))
(assert
 (let ((?x192 (idkernel4 sym_c 3 3)))
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x203)))
 (let ((?x236 (conv 2 2 0 0 0 0 1 1 1 ?x214 ?x192)))
 (= (dim ?x236 0) sym_n))))))
(assert
 (let ((?x192 (idkernel4 sym_c 3 3)))
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x203)))
 (let ((?x236 (conv 2 2 0 0 0 0 1 1 1 ?x214 ?x192)))
 (= (dim ?x236 1) sym_c))))))
(assert
 (let ((?x169 (div (+ (- 3) sym_h) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x192 (idkernel4 sym_c 3 3)))
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x203)))
 (let ((?x236 (conv 2 2 0 0 0 0 1 1 1 ?x214 ?x192)))
 (let ((?x243 (dim ?x236 2)))
 (= ?x243 ?x170)))))))))
(assert
 (let ((?x174 (div (+ (- 3) sym_w) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x192 (idkernel4 sym_c 3 3)))
 (let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x214 (relu ?x203)))
 (let ((?x236 (conv 2 2 0 0 0 0 1 1 1 ?x214 ?x192)))
 (let ((?x245 (dim ?x236 3)))
 (= ?x245 ?x175)))))))))
(assert
 (let ((?x192 (idkernel4 sym_c 3 3)))
(let ((?x203 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x214 (relu ?x203)))
(let ((?x236 (conv 2 2 0 0 0 0 1 1 1 ?x214 ?x192)))
(let ((?x123 (idkernel4 sym_c 1 1)))
(let ((?x134 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x148 (relu ?x134)))
(let ((?x177 (conv 2 2 0 0 0 0 1 1 1 ?x148 ?x123)))
(let ((?x225 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x159 (conv 2 2 0 0 0 0 1 1 1 ?x134 ?x123)))
(or (and (distinct ?x159 ?x225) true) (and (distinct ?x177 ?x236) true)))))))))))))
(check-sat)
