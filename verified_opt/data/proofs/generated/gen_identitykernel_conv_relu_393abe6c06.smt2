; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel1_after_conv, relu_conv_idkernel
; z3 rlimit used: 75975
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
(assert
 (forall ((W T) (X T) (m Int) (q Int) (s Int) )(! (let ((?x19 (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1))))
 (let (($x21 (= ?x19 (conv s s q q q q 1 1 1 X W))))
 (let (($x10 (>= q 0)))
 (let (($x7 (>= s 1)))
 (let (($x15 (and $x7 $x10 (= (dim W 0) m))))
 (=> $x15 $x21)))))) :pattern ( (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1)) ) :qid conv_idkernel1_after_conv))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x50 (idkernel4 c k k)))
 (let ((?x54 (conv s s p p p p 1 1 1 (relu X) ?x50)))
 (let ((?x52 (relu (conv s s p p p p 1 1 1 X ?x50))))
 (let (($x55 (= ?x52 ?x54)))
 (let (($x10 (>= p 0)))
 (let (($x7 (>= s 1)))
 (let (($x49 (and $x7 $x10 (>= k 1) (= (dim X 1) c))))
 (=> $x49 $x55)))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
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
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x92 (dim ?x85 2)))
 (= 3 ?x92))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x94 (dim ?x85 3)))
 (= 3 ?x94))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x96 (idkernel4 sym_c 1 1)))
 (let ((?x103 (dim ?x96 2)))
 (= 1 ?x103))))
(assert
 (let ((?x96 (idkernel4 sym_c 1 1)))
 (let ((?x105 (dim ?x96 3)))
 (= 1 ?x105))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (= (rank ?x107) 4))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (= (dim ?x107 0) sym_n))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (= (dim ?x107 1) sym_c))))
(assert
 (let ((?x116 (+ (- 2) sym_h)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x114 (dim ?x107 2)))
 (= ?x114 ?x116))))))
(assert
 (let ((?x119 (+ (- 2) sym_w)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x118 (dim ?x107 3)))
 (= ?x118 ?x119))))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x121 (relu ?x107)))
 (= (rank ?x121) 4)))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x121 (relu ?x107)))
 (= (dim ?x121 0) sym_n)))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x121 (relu ?x107)))
 (= (dim ?x121 1) sym_c)))))
(assert
 (let ((?x116 (+ (- 2) sym_h)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x121 (relu ?x107)))
 (let ((?x128 (dim ?x121 2)))
 (= ?x128 ?x116)))))))
(assert
 (let ((?x119 (+ (- 2) sym_w)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x121 (relu ?x107)))
 (let ((?x130 (dim ?x121 3)))
 (= ?x130 ?x119)))))))
(assert
 (let ((?x96 (idkernel4 sym_c 1 1)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 ?x107 ?x96)))
 (= (rank ?x132) 4))))))
(assert
 (let ((?x96 (idkernel4 sym_c 1 1)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 ?x107 ?x96)))
 (= (dim ?x132 0) sym_n))))))
(assert
 (let ((?x96 (idkernel4 sym_c 1 1)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 ?x107 ?x96)))
 (= (dim ?x132 1) sym_c))))))
(assert
 (let ((?x142 (div (+ (- 3) sym_h) 2)))
 (let ((?x143 (+ 1 ?x142)))
 (let ((?x96 (idkernel4 sym_c 1 1)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 ?x107 ?x96)))
 (let ((?x139 (dim ?x132 2)))
 (= ?x139 ?x143)))))))))
(assert
 (let ((?x147 (div (+ (- 3) sym_w) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (let ((?x96 (idkernel4 sym_c 1 1)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 ?x107 ?x96)))
 (let ((?x145 (dim ?x132 3)))
 (= ?x145 ?x148)))))))))
(assert
 (let ((?x96 (idkernel4 sym_c 1 1)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x121 (relu ?x107)))
 (let ((?x150 (conv 2 2 0 0 0 0 1 1 1 ?x121 ?x96)))
 (= (rank ?x150) 4)))))))
(assert
 (let ((?x96 (idkernel4 sym_c 1 1)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x121 (relu ?x107)))
 (let ((?x150 (conv 2 2 0 0 0 0 1 1 1 ?x121 ?x96)))
 (= (dim ?x150 0) sym_n)))))))
(assert
 (let ((?x96 (idkernel4 sym_c 1 1)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x121 (relu ?x107)))
 (let ((?x150 (conv 2 2 0 0 0 0 1 1 1 ?x121 ?x96)))
 (= (dim ?x150 1) sym_c)))))))
(assert
 (let ((?x142 (div (+ (- 3) sym_h) 2)))
 (let ((?x143 (+ 1 ?x142)))
 (let ((?x96 (idkernel4 sym_c 1 1)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x121 (relu ?x107)))
 (let ((?x150 (conv 2 2 0 0 0 0 1 1 1 ?x121 ?x96)))
 (let ((?x157 (dim ?x150 2)))
 (= ?x157 ?x143))))))))))
(assert
 (let ((?x147 (div (+ (- 3) sym_w) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (let ((?x96 (idkernel4 sym_c 1 1)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x121 (relu ?x107)))
 (let ((?x150 (conv 2 2 0 0 0 0 1 1 1 ?x121 ?x96)))
 (let ((?x159 (dim ?x150 3)))
 (= ?x159 ?x148))))))))))
(assert
 (let ((?x116 (+ (- 2) sym_h)))
 (>= ?x116 0)))
(assert
 (let ((?x119 (+ (- 2) sym_w)))
 (>= ?x119 0)))
(assert
 (let ((?x142 (div (+ (- 3) sym_h) 2)))
 (let ((?x143 (+ 1 ?x142)))
 (>= ?x143 0))))
(assert
 (let ((?x147 (div (+ (- 3) sym_w) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (>= ?x148 0))))
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
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x85)))
 (= (rank ?x176) 4))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x85)))
 (= (dim ?x176 0) sym_n))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x85)))
 (= (dim ?x176 1) sym_c))))
(assert
 (let ((?x142 (div (+ (- 3) sym_h) 2)))
 (let ((?x143 (+ 1 ?x142)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x183 (dim ?x176 2)))
 (= ?x183 ?x143)))))))
(assert
 (let ((?x147 (div (+ (- 3) sym_w) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x185 (dim ?x176 3)))
 (= ?x185 ?x148)))))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x165 (relu in_i1)))
 (let ((?x187 (conv 2 2 0 0 0 0 1 1 1 ?x165 ?x85)))
 (= (rank ?x187) 4)))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x165 (relu in_i1)))
 (let ((?x187 (conv 2 2 0 0 0 0 1 1 1 ?x165 ?x85)))
 (= (dim ?x187 0) sym_n)))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x165 (relu in_i1)))
 (let ((?x187 (conv 2 2 0 0 0 0 1 1 1 ?x165 ?x85)))
 (= (dim ?x187 1) sym_c)))))
(assert
 (let ((?x142 (div (+ (- 3) sym_h) 2)))
 (let ((?x143 (+ 1 ?x142)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x165 (relu in_i1)))
 (let ((?x187 (conv 2 2 0 0 0 0 1 1 1 ?x165 ?x85)))
 (let ((?x194 (dim ?x187 2)))
 (= ?x194 ?x143))))))))
(assert
 (let ((?x147 (div (+ (- 3) sym_w) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x165 (relu in_i1)))
 (let ((?x187 (conv 2 2 0 0 0 0 1 1 1 ?x165 ?x85)))
 (let ((?x196 (dim ?x187 3)))
 (= ?x196 ?x148))))))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
(let ((?x165 (relu in_i1)))
(let ((?x187 (conv 2 2 0 0 0 0 1 1 1 ?x165 ?x85)))
(let ((?x96 (idkernel4 sym_c 1 1)))
(let ((?x107 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x85)))
(let ((?x121 (relu ?x107)))
(let ((?x150 (conv 2 2 0 0 0 0 1 1 1 ?x121 ?x96)))
(let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x85)))
(let ((?x132 (conv 2 2 0 0 0 0 1 1 1 ?x107 ?x96)))
(or (and (distinct ?x132 ?x176) true) (and (distinct ?x150 ?x187) true))))))))))))
(check-sat)
