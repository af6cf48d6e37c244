; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel3_after_conv, relu_conv_idkernel
; z3 rlimit used: 69538
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
 (let ((?x25 (- ?x8 1)))
 (let ((?x24 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x27 (= ?x24 (conv s s ?x25 ?x25 ?x25 ?x25 1 1 1 X W))))
 (let (($x18 (= (dim W 0) m)))
 (let (($x14 (>= p 0)))
 (let (($x13 (>= q 0)))
 (let (($x11 (>= s 1)))
 (=> (and (<= 1 ?x8) $x11 $x13 $x14 $x18) $x27))))))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x61 (idkernel4 c k k)))
 (let ((?x65 (conv s s p p p p 1 1 1 (relu X) ?x61)))
 (let ((?x63 (relu (conv s s p p p p 1 1 1 X ?x61))))
 (let (($x66 (= ?x63 ?x65)))
 (let (($x13 (>= p 0)))
 (let (($x11 (>= s 1)))
 (let (($x60 (and $x11 $x13 (>= k 1) (= (dim X 1) c))))
 (=> $x60 $x66)))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
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
 (let ((?x104 (dim in_k1 2)))
 (= 3 ?x104)))
(assert
 (let ((?x106 (dim in_k1 3)))
 (= 3 ?x106)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x108 (idkernel4 sym_c2 3 3)))
 (let ((?x115 (dim ?x108 2)))
 (= 3 ?x115))))
(assert
 (let ((?x108 (idkernel4 sym_c2 3 3)))
 (let ((?x117 (dim ?x108 3)))
 (= 3 ?x117))))
(assert
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x119) 4)))
(assert
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x119 0) sym_n)))
(assert
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x119 1) sym_c2)))
(assert
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x119 2) sym_h)))
(assert
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x119 3) sym_w)))
(assert
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x130 (relu ?x119)))
 (= (rank ?x130) 4))))
(assert
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x130 (relu ?x119)))
 (= (dim ?x130 0) sym_n))))
(assert
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x130 (relu ?x119)))
 (= (dim ?x130 1) sym_c2))))
(assert
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x130 (relu ?x119)))
 (= (dim ?x130 2) sym_h))))
(assert
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x130 (relu ?x119)))
 (= (dim ?x130 3) sym_w))))
(assert
 (let ((?x108 (idkernel4 sym_c2 3 3)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x130 (relu ?x119)))
 (let ((?x141 (conv 2 2 0 0 0 0 1 1 1 ?x130 ?x108)))
 (= (rank ?x141) 4))))))
(assert
 (let ((?x108 (idkernel4 sym_c2 3 3)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x130 (relu ?x119)))
 (let ((?x141 (conv 2 2 0 0 0 0 1 1 1 ?x130 ?x108)))
 (= (dim ?x141 0) sym_n))))))
(assert
 (let ((?x108 (idkernel4 sym_c2 3 3)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x130 (relu ?x119)))
 (let ((?x141 (conv 2 2 0 0 0 0 1 1 1 ?x130 ?x108)))
 (= (dim ?x141 1) sym_c2))))))
(assert
 (let ((?x151 (div (+ (- 3) sym_h) 2)))
 (let ((?x152 (+ 1 ?x151)))
 (let ((?x108 (idkernel4 sym_c2 3 3)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x130 (relu ?x119)))
 (let ((?x141 (conv 2 2 0 0 0 0 1 1 1 ?x130 ?x108)))
 (let ((?x148 (dim ?x141 2)))
 (= ?x148 ?x152)))))))))
(assert
 (let ((?x156 (div (+ (- 3) sym_w) 2)))
 (let ((?x157 (+ 1 ?x156)))
 (let ((?x108 (idkernel4 sym_c2 3 3)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x130 (relu ?x119)))
 (let ((?x141 (conv 2 2 0 0 0 0 1 1 1 ?x130 ?x108)))
 (let ((?x154 (dim ?x141 3)))
 (= ?x154 ?x157)))))))))
(assert
 (let ((?x108 (idkernel4 sym_c2 3 3)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x130 (relu ?x119)))
 (let ((?x141 (conv 2 2 0 0 0 0 1 1 1 ?x130 ?x108)))
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 ?x141 ?x108)))
 (= (rank ?x159) 4)))))))
(assert
 (let ((?x108 (idkernel4 sym_c2 3 3)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x130 (relu ?x119)))
 (let ((?x141 (conv 2 2 0 0 0 0 1 1 1 ?x130 ?x108)))
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 ?x141 ?x108)))
 (= (dim ?x159 0) sym_n)))))))
(assert
 (let ((?x108 (idkernel4 sym_c2 3 3)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x130 (relu ?x119)))
 (let ((?x141 (conv 2 2 0 0 0 0 1 1 1 ?x130 ?x108)))
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 ?x141 ?x108)))
 (= (dim ?x159 1) sym_c2)))))))
(assert
 (let ((?x151 (div (+ (- 3) sym_h) 2)))
 (let ((?x167 (div ?x151 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x108 (idkernel4 sym_c2 3 3)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x130 (relu ?x119)))
 (let ((?x141 (conv 2 2 0 0 0 0 1 1 1 ?x130 ?x108)))
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 ?x141 ?x108)))
 (let ((?x166 (dim ?x159 2)))
 (= ?x166 ?x168)))))))))))
(assert
 (let ((?x156 (div (+ (- 3) sym_w) 2)))
 (let ((?x171 (div ?x156 2)))
 (let ((?x172 (+ 1 ?x171)))
 (let ((?x108 (idkernel4 sym_c2 3 3)))
 (let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x130 (relu ?x119)))
 (let ((?x141 (conv 2 2 0 0 0 0 1 1 1 ?x130 ?x108)))
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 ?x141 ?x108)))
 (let ((?x170 (dim ?x159 3)))
 (= ?x170 ?x172)))))))))))
(assert
 (let ((?x151 (div (+ (- 3) sym_h) 2)))
 (let ((?x152 (+ 1 ?x151)))
 (>= ?x152 0))))
(assert
 (let ((?x156 (div (+ (- 3) sym_w) 2)))
 (let ((?x157 (+ 1 ?x156)))
 (>= ?x157 0))))
(assert
 (let ((?x151 (div (+ (- 3) sym_h) 2)))
 (let ((?x167 (div ?x151 2)))
 (let ((?x168 (+ 1 ?x167)))
 (>= ?x168 0)))))
(assert
 (let ((?x156 (div (+ (- 3) sym_w) 2)))
 (let ((?x171 (div ?x156 2)))
 (let ((?x172 (+ 1 ?x171)))
 (>= ?x172 0)))))
(assert
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x178) 4)))
(assert
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x178 0) sym_n)))
(assert
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x178 1) sym_c2)))
(assert
 (let ((?x151 (div (+ (- 3) sym_h) 2)))
 (let ((?x152 (+ 1 ?x151)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x185 (dim ?x178 2)))
 (= ?x185 ?x152))))))
(assert
 (let ((?x156 (div (+ (- 3) sym_w) 2)))
 (let ((?x157 (+ 1 ?x156)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x187 (dim ?x178 3)))
 (= ?x187 ?x157))))))
(assert
 (let ((?x108 (idkernel4 sym_c2 3 3)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 ?x178 ?x108)))
 (= (rank ?x189) 4)))))
(assert
 (let ((?x108 (idkernel4 sym_c2 3 3)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 ?x178 ?x108)))
 (= (dim ?x189 0) sym_n)))))
(assert
 (let ((?x108 (idkernel4 sym_c2 3 3)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 ?x178 ?x108)))
 (= (dim ?x189 1) sym_c2)))))
(assert
 (let ((?x151 (div (+ (- 3) sym_h) 2)))
 (let ((?x167 (div ?x151 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x108 (idkernel4 sym_c2 3 3)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 ?x178 ?x108)))
 (let ((?x196 (dim ?x189 2)))
 (= ?x196 ?x168)))))))))
(assert
 (let ((?x156 (div (+ (- 3) sym_w) 2)))
 (let ((?x171 (div ?x156 2)))
 (let ((?x172 (+ 1 ?x171)))
 (let ((?x108 (idkernel4 sym_c2 3 3)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 ?x178 ?x108)))
 (let ((?x198 (dim ?x189 3)))
 (= ?x198 ?x172)))))))))
(assert
 (let ((?x108 (idkernel4 sym_c2 3 3)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 ?x178 ?x108)))
 (let ((?x200 (relu ?x189)))
 (= (rank ?x200) 4))))))
(assert
 (let ((?x108 (idkernel4 sym_c2 3 3)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 ?x178 ?x108)))
 (let ((?x200 (relu ?x189)))
 (= (dim ?x200 0) sym_n))))))
(assert
 (let ((?x108 (idkernel4 sym_c2 3 3)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 ?x178 ?x108)))
 (let ((?x200 (relu ?x189)))
 (= (dim ?x200 1) sym_c2))))))
(assert
 (let ((?x151 (div (+ (- 3) sym_h) 2)))
 (let ((?x167 (div ?x151 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x108 (idkernel4 sym_c2 3 3)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 ?x178 ?x108)))
 (let ((?x200 (relu ?x189)))
 (let ((?x207 (dim ?x200 2)))
 (= ?x207 ?x168))))))))))
(assert
 (let ((?x156 (div (+ (- 3) sym_w) 2)))
 (let ((?x171 (div ?x156 2)))
 (let ((?x172 (+ 1 ?x171)))
 (let ((?x108 (idkernel4 sym_c2 3 3)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 ?x178 ?x108)))
 (let ((?x200 (relu ?x189)))
 (let ((?x209 (dim ?x200 3)))
 (= ?x209 ?x172))))))))))
(assert
 (let ((?x108 (idkernel4 sym_c2 3 3)))
(let ((?x178 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x189 (conv 2 2 1 1 1 1 1 1 1 ?x178 ?x108)))
(let ((?x200 (relu ?x189)))
(let ((?x119 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x130 (relu ?x119)))
(let ((?x141 (conv 2 2 0 0 0 0 1 1 1 ?x130 ?x108)))
(let ((?x159 (conv 2 2 1 1 1 1 1 1 1 ?x141 ?x108)))
(and (distinct ?x159 ?x200) true))))))))))
(check-sat)
