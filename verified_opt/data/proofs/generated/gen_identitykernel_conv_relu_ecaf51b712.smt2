; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel3_after_conv, relu_conv_idkernel
; z3 rlimit used: 15525
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
(declare-fun sym_c2 () Int)
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
 (let ((?x110 (dim in_k1 2)))
 (= 3 ?x110)))
(assert
 (let ((?x112 (dim in_k1 3)))
 (= 3 ?x112)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x114 (idkernel4 sym_c2 3 3)))
 (let ((?x121 (dim ?x114 2)))
 (= 3 ?x121))))
(assert
 (let ((?x114 (idkernel4 sym_c2 3 3)))
 (let ((?x123 (dim ?x114 3)))
 (= 3 ?x123))))
(assert
 (let ((?x125 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x125) 4)))
(assert
 (let ((?x125 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x125 0) sym_n)))
(assert
 (let ((?x125 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x125 1) sym_c2)))
(assert
 (let ((?x125 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x125 2) sym_h)))
(assert
 (let ((?x125 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x125 3) sym_w)))
(assert
 (let ((?x125 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x136 (relu ?x125)))
 (= (rank ?x136) 4))))
(assert
 (let ((?x125 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x136 (relu ?x125)))
 (= (dim ?x136 0) sym_n))))
(assert
 (let ((?x125 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x136 (relu ?x125)))
 (= (dim ?x136 1) sym_c2))))
(assert
 (let ((?x125 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x136 (relu ?x125)))
 (= (dim ?x136 2) sym_h))))
(assert
 (let ((?x125 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x136 (relu ?x125)))
 (= (dim ?x136 3) sym_w))))
(assert
 (let ((?x114 (idkernel4 sym_c2 3 3)))
 (let ((?x125 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x136 (relu ?x125)))
 (let ((?x147 (conv 2 2 0 0 0 0 1 1 1 ?x136 ?x114)))
 (= (rank ?x147) 4))))))
(assert
 (let ((?x114 (idkernel4 sym_c2 3 3)))
 (let ((?x125 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x136 (relu ?x125)))
 (let ((?x147 (conv 2 2 0 0 0 0 1 1 1 ?x136 ?x114)))
 (= (dim ?x147 0) sym_n))))))
(assert
 (let ((?x114 (idkernel4 sym_c2 3 3)))
 (let ((?x125 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x136 (relu ?x125)))
 (let ((?x147 (conv 2 2 0 0 0 0 1 1 1 ?x136 ?x114)))
 (= (dim ?x147 1) sym_c2))))))
(assert
 (let ((?x157 (div (+ (- 3) sym_h) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (let ((?x114 (idkernel4 sym_c2 3 3)))
 (let ((?x125 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x136 (relu ?x125)))
 (let ((?x147 (conv 2 2 0 0 0 0 1 1 1 ?x136 ?x114)))
 (let ((?x154 (dim ?x147 2)))
 (= ?x154 ?x158)))))))))
(assert
 (let ((?x162 (div (+ (- 3) sym_w) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x114 (idkernel4 sym_c2 3 3)))
 (let ((?x125 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x136 (relu ?x125)))
 (let ((?x147 (conv 2 2 0 0 0 0 1 1 1 ?x136 ?x114)))
 (let ((?x160 (dim ?x147 3)))
 (= ?x160 ?x163)))))))))
(assert
 (let ((?x114 (idkernel4 sym_c2 3 3)))
 (let ((?x125 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x136 (relu ?x125)))
 (let ((?x147 (conv 2 2 0 0 0 0 1 1 1 ?x136 ?x114)))
 (let ((?x165 (conv 2 2 1 1 1 1 1 1 1 ?x147 ?x114)))
 (= (rank ?x165) 4)))))))
(assert
 (let ((?x114 (idkernel4 sym_c2 3 3)))
 (let ((?x125 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x136 (relu ?x125)))
 (let ((?x147 (conv 2 2 0 0 0 0 1 1 1 ?x136 ?x114)))
 (let ((?x165 (conv 2 2 1 1 1 1 1 1 1 ?x147 ?x114)))
 (= (dim ?x165 0) sym_n)))))))
(assert
 (let ((?x114 (idkernel4 sym_c2 3 3)))
 (let ((?x125 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x136 (relu ?x125)))
 (let ((?x147 (conv 2 2 0 0 0 0 1 1 1 ?x136 ?x114)))
 (let ((?x165 (conv 2 2 1 1 1 1 1 1 1 ?x147 ?x114)))
 (= (dim ?x165 1) sym_c2)))))))
(assert
 (let ((?x157 (div (+ (- 3) sym_h) 2)))
 (let ((?x173 (div ?x157 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x114 (idkernel4 sym_c2 3 3)))
 (let ((?x125 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x136 (relu ?x125)))
 (let ((?x147 (conv 2 2 0 0 0 0 1 1 1 ?x136 ?x114)))
 (let ((?x165 (conv 2 2 1 1 1 1 1 1 1 ?x147 ?x114)))
 (let ((?x172 (dim ?x165 2)))
 (= ?x172 ?x174)))))))))))
(assert
 (let ((?x162 (div (+ (- 3) sym_w) 2)))
 (let ((?x177 (div ?x162 2)))
 (let ((?x178 (+ 1 ?x177)))
 (let ((?x114 (idkernel4 sym_c2 3 3)))
 (let ((?x125 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x136 (relu ?x125)))
 (let ((?x147 (conv 2 2 0 0 0 0 1 1 1 ?x136 ?x114)))
 (let ((?x165 (conv 2 2 1 1 1 1 1 1 1 ?x147 ?x114)))
 (let ((?x176 (dim ?x165 3)))
 (= ?x176 ?x178)))))))))))
(assert
 (let ((?x157 (div (+ (- 3) sym_h) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (>= ?x158 0))))
(assert
 (let ((?x162 (div (+ (- 3) sym_w) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (>= ?x163 0))))
(assert
 (let ((?x157 (div (+ (- 3) sym_h) 2)))
 (let ((?x173 (div ?x157 2)))
 (let ((?x174 (+ 1 ?x173)))
 (>= ?x174 0)))))
(assert
 (let ((?x162 (div (+ (- 3) sym_w) 2)))
 (let ((?x177 (div ?x162 2)))
 (let ((?x178 (+ 1 ?x177)))
 (>= ?x178 0)))))
(assert
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x184) 4)))
(assert
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x184 0) sym_n)))
(assert
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x184 1) sym_c2)))
(assert
 (let ((?x157 (div (+ (- 3) sym_h) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x191 (dim ?x184 2)))
 (= ?x191 ?x158))))))
(assert
 (let ((?x162 (div (+ (- 3) sym_w) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x193 (dim ?x184 3)))
 (= ?x193 ?x163))))))
(assert
 (let ((?x114 (idkernel4 sym_c2 3 3)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x184 ?x114)))
 (= (rank ?x195) 4)))))
(assert
 (let ((?x114 (idkernel4 sym_c2 3 3)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x184 ?x114)))
 (= (dim ?x195 0) sym_n)))))
(assert
 (let ((?x114 (idkernel4 sym_c2 3 3)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x184 ?x114)))
 (= (dim ?x195 1) sym_c2)))))
(assert
 (let ((?x157 (div (+ (- 3) sym_h) 2)))
 (let ((?x173 (div ?x157 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x114 (idkernel4 sym_c2 3 3)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x184 ?x114)))
 (let ((?x202 (dim ?x195 2)))
 (= ?x202 ?x174)))))))))
(assert
 (let ((?x162 (div (+ (- 3) sym_w) 2)))
 (let ((?x177 (div ?x162 2)))
 (let ((?x178 (+ 1 ?x177)))
 (let ((?x114 (idkernel4 sym_c2 3 3)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x184 ?x114)))
 (let ((?x204 (dim ?x195 3)))
 (= ?x204 ?x178)))))))))
(assert
 (let ((?x114 (idkernel4 sym_c2 3 3)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x184 ?x114)))
 (let ((?x206 (relu ?x195)))
 (= (rank ?x206) 4))))))
(assert
 (let ((?x114 (idkernel4 sym_c2 3 3)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x184 ?x114)))
 (let ((?x206 (relu ?x195)))
 (= (dim ?x206 0) sym_n))))))
(assert
 (let ((?x114 (idkernel4 sym_c2 3 3)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x184 ?x114)))
 (let ((?x206 (relu ?x195)))
 (= (dim ?x206 1) sym_c2))))))
(assert
 (let ((?x157 (div (+ (- 3) sym_h) 2)))
 (let ((?x173 (div ?x157 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x114 (idkernel4 sym_c2 3 3)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x184 ?x114)))
 (let ((?x206 (relu ?x195)))
 (let ((?x213 (dim ?x206 2)))
 (= ?x213 ?x174))))))))))
(assert
 (let ((?x162 (div (+ (- 3) sym_w) 2)))
 (let ((?x177 (div ?x162 2)))
 (let ((?x178 (+ 1 ?x177)))
 (let ((?x114 (idkernel4 sym_c2 3 3)))
 (let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x184 ?x114)))
 (let ((?x206 (relu ?x195)))
 (let ((?x215 (dim ?x206 3)))
 (= ?x215 ?x178))))))))))
(assert
 (let ((?x114 (idkernel4 sym_c2 3 3)))
(let ((?x184 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x195 (conv 2 2 1 1 1 1 1 1 1 ?x184 ?x114)))
(let ((?x206 (relu ?x195)))
(let ((?x125 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x136 (relu ?x125)))
(let ((?x147 (conv 2 2 0 0 0 0 1 1 1 ?x136 ?x114)))
(let ((?x165 (conv 2 2 1 1 1 1 1 1 1 ?x147 ?x114)))
(and (distinct ?x165 ?x206) true))))))))))
(check-sat)
