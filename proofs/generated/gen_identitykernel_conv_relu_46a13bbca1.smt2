; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_conv_idkernel, relu_idem
; z3 rlimit used: 50173
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) )(! (let ((?x6 (relu X)))
 (let ((?x7 (relu ?x6)))
 (= ?x7 ?x6))) :pattern ( (relu (relu X)) ) :qid relu_idem))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x37 (idkernel4 c k k)))
 (let ((?x41 (conv s s p p p p 1 1 1 (relu X) ?x37)))
 (let ((?x39 (relu (conv s s p p p p 1 1 1 X ?x37))))
 (let (($x42 (= ?x39 ?x41)))
 (=> (and (= (dim X 1) c)) $x42))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
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
 (>= sym_c2 1))
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x82 (dim in_u1 2)))
 (= 1 ?x82)))
(assert
 (let ((?x84 (dim in_u1 3)))
 (= 1 ?x84)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x86 (idkernel4 sym_c2 3 3)))
 (let ((?x93 (dim ?x86 2)))
 (= 3 ?x93))))
(assert
 (let ((?x86 (idkernel4 sym_c2 3 3)))
 (let ((?x95 (dim ?x86 3)))
 (= 3 ?x95))))
(assert
 (= (rank (idkernel4 sym_c2 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 1) sym_c2))
(assert
 (let ((?x97 (idkernel4 sym_c2 1 1)))
 (let ((?x104 (dim ?x97 2)))
 (= 1 ?x104))))
(assert
 (let ((?x97 (idkernel4 sym_c2 1 1)))
 (let ((?x106 (dim ?x97 3)))
 (= 1 ?x106))))
(assert
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x108) 4)))
(assert
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x108 0) sym_n)))
(assert
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x108 1) sym_c2)))
(assert
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x108 2) sym_h)))
(assert
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x108 3) sym_w)))
(assert
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x119 (relu ?x108)))
 (= (rank ?x119) 4))))
(assert
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x119 (relu ?x108)))
 (= (dim ?x119 0) sym_n))))
(assert
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x119 (relu ?x108)))
 (= (dim ?x119 1) sym_c2))))
(assert
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x119 (relu ?x108)))
 (= (dim ?x119 2) sym_h))))
(assert
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x119 (relu ?x108)))
 (= (dim ?x119 3) sym_w))))
(assert
 (let ((?x86 (idkernel4 sym_c2 3 3)))
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x119 (relu ?x108)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 ?x119 ?x86)))
 (= (rank ?x130) 4))))))
(assert
 (let ((?x86 (idkernel4 sym_c2 3 3)))
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x119 (relu ?x108)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 ?x119 ?x86)))
 (= (dim ?x130 0) sym_n))))))
(assert
 (let ((?x86 (idkernel4 sym_c2 3 3)))
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x119 (relu ?x108)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 ?x119 ?x86)))
 (= (dim ?x130 1) sym_c2))))))
(assert
 (let ((?x139 (+ (- 2) sym_h)))
 (let ((?x86 (idkernel4 sym_c2 3 3)))
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x119 (relu ?x108)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 ?x119 ?x86)))
 (let ((?x137 (dim ?x130 2)))
 (= ?x137 ?x139))))))))
(assert
 (let ((?x142 (+ (- 2) sym_w)))
 (let ((?x86 (idkernel4 sym_c2 3 3)))
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x119 (relu ?x108)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 ?x119 ?x86)))
 (let ((?x141 (dim ?x130 3)))
 (= ?x141 ?x142))))))))
(assert
 (let ((?x97 (idkernel4 sym_c2 1 1)))
 (let ((?x86 (idkernel4 sym_c2 3 3)))
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x119 (relu ?x108)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 ?x119 ?x86)))
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 ?x130 ?x97)))
 (= (rank ?x144) 4))))))))
(assert
 (let ((?x97 (idkernel4 sym_c2 1 1)))
 (let ((?x86 (idkernel4 sym_c2 3 3)))
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x119 (relu ?x108)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 ?x119 ?x86)))
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 ?x130 ?x97)))
 (= (dim ?x144 0) sym_n))))))))
(assert
 (let ((?x97 (idkernel4 sym_c2 1 1)))
 (let ((?x86 (idkernel4 sym_c2 3 3)))
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x119 (relu ?x108)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 ?x119 ?x86)))
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 ?x130 ?x97)))
 (= (dim ?x144 1) sym_c2))))))))
(assert
 (let ((?x154 (div (+ (- 3) sym_h) 2)))
 (let ((?x155 (+ 1 ?x154)))
 (let ((?x97 (idkernel4 sym_c2 1 1)))
 (let ((?x86 (idkernel4 sym_c2 3 3)))
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x119 (relu ?x108)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 ?x119 ?x86)))
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 ?x130 ?x97)))
 (let ((?x151 (dim ?x144 2)))
 (= ?x151 ?x155)))))))))))
(assert
 (let ((?x159 (div (+ (- 3) sym_w) 2)))
 (let ((?x160 (+ 1 ?x159)))
 (let ((?x97 (idkernel4 sym_c2 1 1)))
 (let ((?x86 (idkernel4 sym_c2 3 3)))
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x119 (relu ?x108)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 ?x119 ?x86)))
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 ?x130 ?x97)))
 (let ((?x157 (dim ?x144 3)))
 (= ?x157 ?x160)))))))))))
(assert
 (let ((?x97 (idkernel4 sym_c2 1 1)))
 (let ((?x86 (idkernel4 sym_c2 3 3)))
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x119 (relu ?x108)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 ?x119 ?x86)))
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 ?x130 ?x97)))
 (let ((?x162 (relu ?x144)))
 (= (rank ?x162) 4)))))))))
(assert
 (let ((?x97 (idkernel4 sym_c2 1 1)))
 (let ((?x86 (idkernel4 sym_c2 3 3)))
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x119 (relu ?x108)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 ?x119 ?x86)))
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 ?x130 ?x97)))
 (let ((?x162 (relu ?x144)))
 (= (dim ?x162 0) sym_n)))))))))
(assert
 (let ((?x97 (idkernel4 sym_c2 1 1)))
 (let ((?x86 (idkernel4 sym_c2 3 3)))
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x119 (relu ?x108)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 ?x119 ?x86)))
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 ?x130 ?x97)))
 (let ((?x162 (relu ?x144)))
 (= (dim ?x162 1) sym_c2)))))))))
(assert
 (let ((?x154 (div (+ (- 3) sym_h) 2)))
 (let ((?x155 (+ 1 ?x154)))
 (let ((?x97 (idkernel4 sym_c2 1 1)))
 (let ((?x86 (idkernel4 sym_c2 3 3)))
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x119 (relu ?x108)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 ?x119 ?x86)))
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 ?x130 ?x97)))
 (let ((?x162 (relu ?x144)))
 (let ((?x169 (dim ?x162 2)))
 (= ?x169 ?x155))))))))))))
(assert
 (let ((?x159 (div (+ (- 3) sym_w) 2)))
 (let ((?x160 (+ 1 ?x159)))
 (let ((?x97 (idkernel4 sym_c2 1 1)))
 (let ((?x86 (idkernel4 sym_c2 3 3)))
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x119 (relu ?x108)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 ?x119 ?x86)))
 (let ((?x144 (conv 2 2 0 0 0 0 1 1 1 ?x130 ?x97)))
 (let ((?x162 (relu ?x144)))
 (let ((?x171 (dim ?x162 3)))
 (= ?x171 ?x160))))))))))))
(assert
 (let ((?x139 (+ (- 2) sym_h)))
 (>= ?x139 0)))
(assert
 (let ((?x142 (+ (- 2) sym_w)))
 (>= ?x142 0)))
(assert
 (let ((?x154 (div (+ (- 3) sym_h) 2)))
 (let ((?x155 (+ 1 ?x154)))
 (>= ?x155 0))))
(assert
 (let ((?x159 (div (+ (- 3) sym_w) 2)))
 (let ((?x160 (+ 1 ?x159)))
 (>= ?x160 0))))
(assert
 (let ((?x97 (idkernel4 sym_c2 1 1)))
(let ((?x86 (idkernel4 sym_c2 3 3)))
(let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x119 (relu ?x108)))
(let ((?x130 (conv 1 1 0 0 0 0 1 1 1 ?x119 ?x86)))
(let ((?x144 (conv 2 2 0 0 0 0 1 1 1 ?x130 ?x97)))
(let ((?x162 (relu ?x144)))
(and (distinct ?x162 ?x144) true)))))))))
(check-sat)
