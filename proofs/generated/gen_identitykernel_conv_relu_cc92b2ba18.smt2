; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel3_after_conv, relu_conv_idkernel
; z3 rlimit used: 51137
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(assert
 (forall ((W T) (X T) (m Int) (p Int) (q Int) (s Int) )(! (let ((?x8 (+ q p)))
 (let ((?x22 (- ?x8 1)))
 (let ((?x21 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x24 (= ?x21 (conv s s ?x22 ?x22 ?x22 ?x22 1 1 1 X W))))
 (=> (and (<= 1 ?x8) (= (dim W 0) m)) $x24))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x57 (idkernel4 c k k)))
 (let ((?x61 (conv s s p p p p 1 1 1 (relu X) ?x57)))
 (let ((?x59 (relu (conv s s p p p p 1 1 1 X ?x57))))
 (let (($x62 (= ?x59 ?x61)))
 (=> (and (= (dim X 1) c)) $x62))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
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
 (let ((?x98 (dim in_k1 2)))
 (= 3 ?x98)))
(assert
 (let ((?x100 (dim in_k1 3)))
 (= 3 ?x100)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x102 (idkernel4 sym_c 3 3)))
 (let ((?x109 (dim ?x102 2)))
 (= 3 ?x109))))
(assert
 (let ((?x102 (idkernel4 sym_c 3 3)))
 (let ((?x111 (dim ?x102 3)))
 (= 3 ?x111))))
(assert
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x113) 4)))
(assert
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x113 0) sym_n)))
(assert
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x113 1) sym_c)))
(assert
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x113 2) sym_h)))
(assert
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x113 3) sym_w)))
(assert
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x124 (relu ?x113)))
 (= (rank ?x124) 4))))
(assert
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x124 (relu ?x113)))
 (= (dim ?x124 0) sym_n))))
(assert
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x124 (relu ?x113)))
 (= (dim ?x124 1) sym_c))))
(assert
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x124 (relu ?x113)))
 (= (dim ?x124 2) sym_h))))
(assert
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x124 (relu ?x113)))
 (= (dim ?x124 3) sym_w))))
(assert
 (let ((?x102 (idkernel4 sym_c 3 3)))
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 ?x113 ?x102)))
 (= (rank ?x135) 4)))))
(assert
 (let ((?x102 (idkernel4 sym_c 3 3)))
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 ?x113 ?x102)))
 (= (dim ?x135 0) sym_n)))))
(assert
 (let ((?x102 (idkernel4 sym_c 3 3)))
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 ?x113 ?x102)))
 (= (dim ?x135 1) sym_c)))))
(assert
 (let ((?x144 (+ (- 2) sym_h)))
 (let ((?x102 (idkernel4 sym_c 3 3)))
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 ?x113 ?x102)))
 (let ((?x142 (dim ?x135 2)))
 (= ?x142 ?x144)))))))
(assert
 (let ((?x147 (+ (- 2) sym_w)))
 (let ((?x102 (idkernel4 sym_c 3 3)))
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 ?x113 ?x102)))
 (let ((?x146 (dim ?x135 3)))
 (= ?x146 ?x147)))))))
(assert
 (let ((?x102 (idkernel4 sym_c 3 3)))
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 ?x113 ?x102)))
 (let ((?x149 (relu ?x135)))
 (= (rank ?x149) 4))))))
(assert
 (let ((?x102 (idkernel4 sym_c 3 3)))
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 ?x113 ?x102)))
 (let ((?x149 (relu ?x135)))
 (= (dim ?x149 0) sym_n))))))
(assert
 (let ((?x102 (idkernel4 sym_c 3 3)))
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 ?x113 ?x102)))
 (let ((?x149 (relu ?x135)))
 (= (dim ?x149 1) sym_c))))))
(assert
 (let ((?x144 (+ (- 2) sym_h)))
 (let ((?x102 (idkernel4 sym_c 3 3)))
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 ?x113 ?x102)))
 (let ((?x149 (relu ?x135)))
 (let ((?x156 (dim ?x149 2)))
 (= ?x156 ?x144))))))))
(assert
 (let ((?x147 (+ (- 2) sym_w)))
 (let ((?x102 (idkernel4 sym_c 3 3)))
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 ?x113 ?x102)))
 (let ((?x149 (relu ?x135)))
 (let ((?x158 (dim ?x149 3)))
 (= ?x158 ?x147))))))))
(assert
 (let ((?x102 (idkernel4 sym_c 3 3)))
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x124 (relu ?x113)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 ?x124 ?x102)))
 (= (rank ?x160) 4))))))
(assert
 (let ((?x102 (idkernel4 sym_c 3 3)))
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x124 (relu ?x113)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 ?x124 ?x102)))
 (= (dim ?x160 0) sym_n))))))
(assert
 (let ((?x102 (idkernel4 sym_c 3 3)))
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x124 (relu ?x113)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 ?x124 ?x102)))
 (= (dim ?x160 1) sym_c))))))
(assert
 (let ((?x170 (div (+ (- 3) sym_h) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (let ((?x102 (idkernel4 sym_c 3 3)))
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x124 (relu ?x113)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 ?x124 ?x102)))
 (let ((?x167 (dim ?x160 2)))
 (= ?x167 ?x171)))))))))
(assert
 (let ((?x175 (div (+ (- 3) sym_w) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x102 (idkernel4 sym_c 3 3)))
 (let ((?x113 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x124 (relu ?x113)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 ?x124 ?x102)))
 (let ((?x173 (dim ?x160 3)))
 (= ?x173 ?x176)))))))))
(assert
 (let ((?x144 (+ (- 2) sym_h)))
 (>= ?x144 0)))
(assert
 (let ((?x147 (+ (- 2) sym_w)))
 (>= ?x147 0)))
(assert
 (let ((?x170 (div (+ (- 3) sym_h) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (>= ?x171 0))))
(assert
 (let ((?x175 (div (+ (- 3) sym_w) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (>= ?x176 0))))
(assert
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x182) 4)))
(assert
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x182 0) sym_n)))
(assert
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x182 1) sym_c)))
(assert
 (let ((?x144 (+ (- 2) sym_h)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x189 (dim ?x182 2)))
 (= ?x189 ?x144)))))
(assert
 (let ((?x147 (+ (- 2) sym_w)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x191 (dim ?x182 3)))
 (= ?x191 ?x147)))))
(assert
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x193 (relu ?x182)))
 (= (rank ?x193) 4))))
(assert
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x193 (relu ?x182)))
 (= (dim ?x193 0) sym_n))))
(assert
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x193 (relu ?x182)))
 (= (dim ?x193 1) sym_c))))
(assert
 (let ((?x144 (+ (- 2) sym_h)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x193 (relu ?x182)))
 (let ((?x200 (dim ?x193 2)))
 (= ?x200 ?x144))))))
(assert
 (let ((?x147 (+ (- 2) sym_w)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x193 (relu ?x182)))
 (let ((?x202 (dim ?x193 3)))
 (= ?x202 ?x147))))))
(assert
 (let ((?x102 (idkernel4 sym_c 3 3)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x204 (conv 2 2 1 1 1 1 1 1 1 ?x182 ?x102)))
 (= (rank ?x204) 4)))))
(assert
 (let ((?x102 (idkernel4 sym_c 3 3)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x204 (conv 2 2 1 1 1 1 1 1 1 ?x182 ?x102)))
 (= (dim ?x204 0) sym_n)))))
(assert
 (let ((?x102 (idkernel4 sym_c 3 3)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x204 (conv 2 2 1 1 1 1 1 1 1 ?x182 ?x102)))
 (= (dim ?x204 1) sym_c)))))
(assert
 (let ((?x170 (div (+ (- 3) sym_h) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (let ((?x102 (idkernel4 sym_c 3 3)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x204 (conv 2 2 1 1 1 1 1 1 1 ?x182 ?x102)))
 (let ((?x211 (dim ?x204 2)))
 (= ?x211 ?x171))))))))
(assert
 (let ((?x175 (div (+ (- 3) sym_w) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x102 (idkernel4 sym_c 3 3)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x204 (conv 2 2 1 1 1 1 1 1 1 ?x182 ?x102)))
 (let ((?x213 (dim ?x204 3)))
 (= ?x213 ?x176))))))))
(assert
 (let ((?x102 (idkernel4 sym_c 3 3)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x204 (conv 2 2 1 1 1 1 1 1 1 ?x182 ?x102)))
 (let ((?x215 (relu ?x204)))
 (= (rank ?x215) 4))))))
(assert
 (let ((?x102 (idkernel4 sym_c 3 3)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x204 (conv 2 2 1 1 1 1 1 1 1 ?x182 ?x102)))
 (let ((?x215 (relu ?x204)))
 (= (dim ?x215 0) sym_n))))))
(assert
 (let ((?x102 (idkernel4 sym_c 3 3)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x204 (conv 2 2 1 1 1 1 1 1 1 ?x182 ?x102)))
 (let ((?x215 (relu ?x204)))
 (= (dim ?x215 1) sym_c))))))
(assert
 (let ((?x170 (div (+ (- 3) sym_h) 2)))
 (let ((?x171 (+ 1 ?x170)))
 (let ((?x102 (idkernel4 sym_c 3 3)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x204 (conv 2 2 1 1 1 1 1 1 1 ?x182 ?x102)))
 (let ((?x215 (relu ?x204)))
 (let ((?x222 (dim ?x215 2)))
 (= ?x222 ?x171)))))))))
(assert
 (let ((?x175 (div (+ (- 3) sym_w) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x102 (idkernel4 sym_c 3 3)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x204 (conv 2 2 1 1 1 1 1 1 1 ?x182 ?x102)))
 (let ((?x215 (relu ?x204)))
 (let ((?x224 (dim ?x215 3)))
 (= ?x224 ?x176)))))))))
(assert
 (let ((?x102 (idkernel4 sym_c 3 3)))
(let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x204 (conv 2 2 1 1 1 1 1 1 1 ?x182 ?x102)))
(let ((?x215 (relu ?x204)))
(let ((?x113 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x124 (relu ?x113)))
(let ((?x160 (conv 2 2 0 0 0 0 1 1 1 ?x124 ?x102)))
(let ((?x193 (relu ?x182)))
(let ((?x135 (conv 1 1 0 0 0 0 1 1 1 ?x113 ?x102)))
(let ((?x149 (relu ?x135)))
(or (and (distinct ?x149 ?x193) true) (and (distinct ?x160 ?x215) true)))))))))))))
(check-sat)
