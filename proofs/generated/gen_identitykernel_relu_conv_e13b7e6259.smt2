; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel3_after_conv, relu_conv_idkernel
; z3 rlimit used: 50221
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
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x91 (idkernel4 sym_c 3 3)))
 (let ((?x98 (dim ?x91 2)))
 (= 3 ?x98))))
(assert
 (let ((?x91 (idkernel4 sym_c 3 3)))
 (let ((?x100 (dim ?x91 3)))
 (= 3 ?x100))))
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
 (let ((?x91 (idkernel4 sym_c 3 3)))
 (let ((?x102 (relu in_i1)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 ?x102 ?x91)))
 (= (rank ?x113) 4)))))
(assert
 (let ((?x91 (idkernel4 sym_c 3 3)))
 (let ((?x102 (relu in_i1)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 ?x102 ?x91)))
 (= (dim ?x113 0) sym_n)))))
(assert
 (let ((?x91 (idkernel4 sym_c 3 3)))
 (let ((?x102 (relu in_i1)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 ?x102 ?x91)))
 (= (dim ?x113 1) sym_c)))))
(assert
 (let ((?x122 (+ (- 2) sym_h)))
 (let ((?x91 (idkernel4 sym_c 3 3)))
 (let ((?x102 (relu in_i1)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 ?x102 ?x91)))
 (let ((?x120 (dim ?x113 2)))
 (= ?x120 ?x122)))))))
(assert
 (let ((?x125 (+ (- 2) sym_w)))
 (let ((?x91 (idkernel4 sym_c 3 3)))
 (let ((?x102 (relu in_i1)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 ?x102 ?x91)))
 (let ((?x124 (dim ?x113 3)))
 (= ?x124 ?x125)))))))
(assert
 (let ((?x91 (idkernel4 sym_c 3 3)))
 (let ((?x102 (relu in_i1)))
 (let ((?x127 (conv 2 2 0 0 0 0 1 1 1 ?x102 ?x91)))
 (= (rank ?x127) 4)))))
(assert
 (let ((?x91 (idkernel4 sym_c 3 3)))
 (let ((?x102 (relu in_i1)))
 (let ((?x127 (conv 2 2 0 0 0 0 1 1 1 ?x102 ?x91)))
 (= (dim ?x127 0) sym_n)))))
(assert
 (let ((?x91 (idkernel4 sym_c 3 3)))
 (let ((?x102 (relu in_i1)))
 (let ((?x127 (conv 2 2 0 0 0 0 1 1 1 ?x102 ?x91)))
 (= (dim ?x127 1) sym_c)))))
(assert
 (let ((?x137 (div (+ (- 3) sym_h) 2)))
 (let ((?x138 (+ 1 ?x137)))
 (let ((?x91 (idkernel4 sym_c 3 3)))
 (let ((?x102 (relu in_i1)))
 (let ((?x127 (conv 2 2 0 0 0 0 1 1 1 ?x102 ?x91)))
 (let ((?x134 (dim ?x127 2)))
 (= ?x134 ?x138))))))))
(assert
 (let ((?x142 (div (+ (- 3) sym_w) 2)))
 (let ((?x143 (+ 1 ?x142)))
 (let ((?x91 (idkernel4 sym_c 3 3)))
 (let ((?x102 (relu in_i1)))
 (let ((?x127 (conv 2 2 0 0 0 0 1 1 1 ?x102 ?x91)))
 (let ((?x140 (dim ?x127 3)))
 (= ?x140 ?x143))))))))
(assert
 (let ((?x122 (+ (- 2) sym_h)))
 (>= ?x122 0)))
(assert
 (let ((?x125 (+ (- 2) sym_w)))
 (>= ?x125 0)))
(assert
 (let ((?x137 (div (+ (- 3) sym_h) 2)))
 (let ((?x138 (+ 1 ?x137)))
 (>= ?x138 0))))
(assert
 (let ((?x142 (div (+ (- 3) sym_w) 2)))
 (let ((?x143 (+ 1 ?x142)))
 (>= ?x143 0))))
(assert
 (let ((?x91 (idkernel4 sym_c 3 3)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x91)))
 (= (rank ?x149) 4))))
(assert
 (let ((?x91 (idkernel4 sym_c 3 3)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x91)))
 (= (dim ?x149 0) sym_n))))
(assert
 (let ((?x91 (idkernel4 sym_c 3 3)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x91)))
 (= (dim ?x149 1) sym_c))))
(assert
 (let ((?x122 (+ (- 2) sym_h)))
 (let ((?x91 (idkernel4 sym_c 3 3)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x91)))
 (let ((?x156 (dim ?x149 2)))
 (= ?x156 ?x122))))))
(assert
 (let ((?x125 (+ (- 2) sym_w)))
 (let ((?x91 (idkernel4 sym_c 3 3)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x91)))
 (let ((?x158 (dim ?x149 3)))
 (= ?x158 ?x125))))))
(assert
 (let ((?x91 (idkernel4 sym_c 3 3)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x91)))
 (let ((?x160 (relu ?x149)))
 (= (rank ?x160) 4)))))
(assert
 (let ((?x91 (idkernel4 sym_c 3 3)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x91)))
 (let ((?x160 (relu ?x149)))
 (= (dim ?x160 0) sym_n)))))
(assert
 (let ((?x91 (idkernel4 sym_c 3 3)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x91)))
 (let ((?x160 (relu ?x149)))
 (= (dim ?x160 1) sym_c)))))
(assert
 (let ((?x122 (+ (- 2) sym_h)))
 (let ((?x91 (idkernel4 sym_c 3 3)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x91)))
 (let ((?x160 (relu ?x149)))
 (let ((?x167 (dim ?x160 2)))
 (= ?x167 ?x122)))))))
(assert
 (let ((?x125 (+ (- 2) sym_w)))
 (let ((?x91 (idkernel4 sym_c 3 3)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x91)))
 (let ((?x160 (relu ?x149)))
 (let ((?x169 (dim ?x160 3)))
 (= ?x169 ?x125)))))))
(assert
 (let ((?x91 (idkernel4 sym_c 3 3)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x91)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 ?x149 ?x91)))
 (= (rank ?x171) 4)))))
(assert
 (let ((?x91 (idkernel4 sym_c 3 3)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x91)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 ?x149 ?x91)))
 (= (dim ?x171 0) sym_n)))))
(assert
 (let ((?x91 (idkernel4 sym_c 3 3)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x91)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 ?x149 ?x91)))
 (= (dim ?x171 1) sym_c)))))
(assert
 (let ((?x137 (div (+ (- 3) sym_h) 2)))
 (let ((?x138 (+ 1 ?x137)))
 (let ((?x91 (idkernel4 sym_c 3 3)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x91)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 ?x149 ?x91)))
 (let ((?x178 (dim ?x171 2)))
 (= ?x178 ?x138))))))))
(assert
 (let ((?x142 (div (+ (- 3) sym_w) 2)))
 (let ((?x143 (+ 1 ?x142)))
 (let ((?x91 (idkernel4 sym_c 3 3)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x91)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 ?x149 ?x91)))
 (let ((?x180 (dim ?x171 3)))
 (= ?x180 ?x143))))))))
(assert
 (let ((?x91 (idkernel4 sym_c 3 3)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x91)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 ?x149 ?x91)))
 (let ((?x182 (relu ?x171)))
 (= (rank ?x182) 4))))))
(assert
 (let ((?x91 (idkernel4 sym_c 3 3)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x91)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 ?x149 ?x91)))
 (let ((?x182 (relu ?x171)))
 (= (dim ?x182 0) sym_n))))))
(assert
 (let ((?x91 (idkernel4 sym_c 3 3)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x91)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 ?x149 ?x91)))
 (let ((?x182 (relu ?x171)))
 (= (dim ?x182 1) sym_c))))))
(assert
 (let ((?x137 (div (+ (- 3) sym_h) 2)))
 (let ((?x138 (+ 1 ?x137)))
 (let ((?x91 (idkernel4 sym_c 3 3)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x91)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 ?x149 ?x91)))
 (let ((?x182 (relu ?x171)))
 (let ((?x189 (dim ?x182 2)))
 (= ?x189 ?x138)))))))))
(assert
 (let ((?x142 (div (+ (- 3) sym_w) 2)))
 (let ((?x143 (+ 1 ?x142)))
 (let ((?x91 (idkernel4 sym_c 3 3)))
 (let ((?x149 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x91)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 ?x149 ?x91)))
 (let ((?x182 (relu ?x171)))
 (let ((?x191 (dim ?x182 3)))
 (= ?x191 ?x143)))))))))
(assert
 (let ((?x91 (idkernel4 sym_c 3 3)))
(let ((?x149 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x91)))
(let ((?x171 (conv 2 2 1 1 1 1 1 1 1 ?x149 ?x91)))
(let ((?x182 (relu ?x171)))
(let ((?x102 (relu in_i1)))
(let ((?x127 (conv 2 2 0 0 0 0 1 1 1 ?x102 ?x91)))
(let ((?x160 (relu ?x149)))
(let ((?x113 (conv 1 1 0 0 0 0 1 1 1 ?x102 ?x91)))
(or (and (distinct ?x113 ?x160) true) (and (distinct ?x127 ?x182) true)))))))))))
(check-sat)
