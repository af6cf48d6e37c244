; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel1_after_conv, relu_conv_idkernel
; z3 rlimit used: 75222
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
 (let ((?x107 (relu in_i1)))
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 ?x107 ?x85)))
 (= (rank ?x118) 4)))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (relu in_i1)))
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 ?x107 ?x85)))
 (= (dim ?x118 0) sym_n)))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (relu in_i1)))
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 ?x107 ?x85)))
 (= (dim ?x118 1) sym_c)))))
(assert
 (let ((?x127 (+ (- 2) sym_h)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (relu in_i1)))
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 ?x107 ?x85)))
 (let ((?x125 (dim ?x118 2)))
 (= ?x125 ?x127)))))))
(assert
 (let ((?x130 (+ (- 2) sym_w)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (relu in_i1)))
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 ?x107 ?x85)))
 (let ((?x129 (dim ?x118 3)))
 (= ?x129 ?x130)))))))
(assert
 (let ((?x96 (idkernel4 sym_c 1 1)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (relu in_i1)))
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 ?x107 ?x85)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 ?x118 ?x96)))
 (= (rank ?x132) 4)))))))
(assert
 (let ((?x96 (idkernel4 sym_c 1 1)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (relu in_i1)))
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 ?x107 ?x85)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 ?x118 ?x96)))
 (= (dim ?x132 0) sym_n)))))))
(assert
 (let ((?x96 (idkernel4 sym_c 1 1)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (relu in_i1)))
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 ?x107 ?x85)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 ?x118 ?x96)))
 (= (dim ?x132 1) sym_c)))))))
(assert
 (let ((?x142 (div (+ (- 3) sym_h) 2)))
 (let ((?x143 (+ 1 ?x142)))
 (let ((?x96 (idkernel4 sym_c 1 1)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (relu in_i1)))
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 ?x107 ?x85)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 ?x118 ?x96)))
 (let ((?x139 (dim ?x132 2)))
 (= ?x139 ?x143))))))))))
(assert
 (let ((?x147 (div (+ (- 3) sym_w) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (let ((?x96 (idkernel4 sym_c 1 1)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x107 (relu in_i1)))
 (let ((?x118 (conv 1 1 0 0 0 0 1 1 1 ?x107 ?x85)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 ?x118 ?x96)))
 (let ((?x145 (dim ?x132 3)))
 (= ?x145 ?x148))))))))))
(assert
 (let ((?x127 (+ (- 2) sym_h)))
 (>= ?x127 0)))
(assert
 (let ((?x130 (+ (- 2) sym_w)))
 (>= ?x130 0)))
(assert
 (let ((?x142 (div (+ (- 3) sym_h) 2)))
 (let ((?x143 (+ 1 ?x142)))
 (>= ?x143 0))))
(assert
 (let ((?x147 (div (+ (- 3) sym_w) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (>= ?x148 0))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x85)))
 (= (rank ?x154) 4))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x85)))
 (= (dim ?x154 0) sym_n))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x85)))
 (= (dim ?x154 1) sym_c))))
(assert
 (let ((?x142 (div (+ (- 3) sym_h) 2)))
 (let ((?x143 (+ 1 ?x142)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x161 (dim ?x154 2)))
 (= ?x161 ?x143)))))))
(assert
 (let ((?x147 (div (+ (- 3) sym_w) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x163 (dim ?x154 3)))
 (= ?x163 ?x148)))))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x165 (relu ?x154)))
 (= (rank ?x165) 4)))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x165 (relu ?x154)))
 (= (dim ?x165 0) sym_n)))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x165 (relu ?x154)))
 (= (dim ?x165 1) sym_c)))))
(assert
 (let ((?x142 (div (+ (- 3) sym_h) 2)))
 (let ((?x143 (+ 1 ?x142)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x165 (relu ?x154)))
 (let ((?x172 (dim ?x165 2)))
 (= ?x172 ?x143))))))))
(assert
 (let ((?x147 (div (+ (- 3) sym_w) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (let ((?x85 (idkernel4 sym_c 3 3)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x85)))
 (let ((?x165 (relu ?x154)))
 (let ((?x174 (dim ?x165 3)))
 (= ?x174 ?x148))))))))
(assert
 (let ((?x85 (idkernel4 sym_c 3 3)))
(let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x85)))
(let ((?x165 (relu ?x154)))
(let ((?x96 (idkernel4 sym_c 1 1)))
(let ((?x107 (relu in_i1)))
(let ((?x118 (conv 1 1 0 0 0 0 1 1 1 ?x107 ?x85)))
(let ((?x132 (conv 2 2 0 0 0 0 1 1 1 ?x118 ?x96)))
(and (distinct ?x132 ?x165) true)))))))))
(check-sat)
