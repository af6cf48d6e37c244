; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel1_after_conv, relu_conv_idkernel
; z3 rlimit used: 49307
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
 (forall ((W T) (X T) (m Int) (q Int) (s Int) )(! (let ((?x17 (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1))))
 (let (($x19 (= ?x17 (conv s s q q q q 1 1 1 X W))))
 (=> (and (= (dim W 0) m)) $x19))) :pattern ( (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1)) ) :qid conv_idkernel1_after_conv))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x47 (idkernel4 c k k)))
 (let ((?x51 (conv s s p p p p 1 1 1 (relu X) ?x47)))
 (let ((?x49 (relu (conv s s p p p p 1 1 1 X ?x47))))
 (let (($x52 (= ?x49 ?x51)))
 (=> (and (= (dim X 1) c)) $x52))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
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
 (let ((?x82 (idkernel4 sym_c 3 3)))
 (let ((?x89 (dim ?x82 2)))
 (= 3 ?x89))))
(assert
 (let ((?x82 (idkernel4 sym_c 3 3)))
 (let ((?x91 (dim ?x82 3)))
 (= 3 ?x91))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x93 (idkernel4 sym_c 1 1)))
 (let ((?x100 (dim ?x93 2)))
 (= 1 ?x100))))
(assert
 (let ((?x93 (idkernel4 sym_c 1 1)))
 (let ((?x102 (dim ?x93 3)))
 (= 1 ?x102))))
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
 (let ((?x82 (idkernel4 sym_c 3 3)))
 (let ((?x104 (relu in_i1)))
 (let ((?x115 (conv 1 1 0 0 0 0 1 1 1 ?x104 ?x82)))
 (= (rank ?x115) 4)))))
(assert
 (let ((?x82 (idkernel4 sym_c 3 3)))
 (let ((?x104 (relu in_i1)))
 (let ((?x115 (conv 1 1 0 0 0 0 1 1 1 ?x104 ?x82)))
 (= (dim ?x115 0) sym_n)))))
(assert
 (let ((?x82 (idkernel4 sym_c 3 3)))
 (let ((?x104 (relu in_i1)))
 (let ((?x115 (conv 1 1 0 0 0 0 1 1 1 ?x104 ?x82)))
 (= (dim ?x115 1) sym_c)))))
(assert
 (let ((?x124 (+ (- 2) sym_h)))
 (let ((?x82 (idkernel4 sym_c 3 3)))
 (let ((?x104 (relu in_i1)))
 (let ((?x115 (conv 1 1 0 0 0 0 1 1 1 ?x104 ?x82)))
 (let ((?x122 (dim ?x115 2)))
 (= ?x122 ?x124)))))))
(assert
 (let ((?x127 (+ (- 2) sym_w)))
 (let ((?x82 (idkernel4 sym_c 3 3)))
 (let ((?x104 (relu in_i1)))
 (let ((?x115 (conv 1 1 0 0 0 0 1 1 1 ?x104 ?x82)))
 (let ((?x126 (dim ?x115 3)))
 (= ?x126 ?x127)))))))
(assert
 (let ((?x93 (idkernel4 sym_c 1 1)))
 (let ((?x82 (idkernel4 sym_c 3 3)))
 (let ((?x104 (relu in_i1)))
 (let ((?x115 (conv 1 1 0 0 0 0 1 1 1 ?x104 ?x82)))
 (let ((?x129 (conv 2 2 0 0 0 0 1 1 1 ?x115 ?x93)))
 (= (rank ?x129) 4)))))))
(assert
 (let ((?x93 (idkernel4 sym_c 1 1)))
 (let ((?x82 (idkernel4 sym_c 3 3)))
 (let ((?x104 (relu in_i1)))
 (let ((?x115 (conv 1 1 0 0 0 0 1 1 1 ?x104 ?x82)))
 (let ((?x129 (conv 2 2 0 0 0 0 1 1 1 ?x115 ?x93)))
 (= (dim ?x129 0) sym_n)))))))
(assert
 (let ((?x93 (idkernel4 sym_c 1 1)))
 (let ((?x82 (idkernel4 sym_c 3 3)))
 (let ((?x104 (relu in_i1)))
 (let ((?x115 (conv 1 1 0 0 0 0 1 1 1 ?x104 ?x82)))
 (let ((?x129 (conv 2 2 0 0 0 0 1 1 1 ?x115 ?x93)))
 (= (dim ?x129 1) sym_c)))))))
(assert
 (let ((?x139 (div (+ (- 3) sym_h) 2)))
 (let ((?x140 (+ 1 ?x139)))
 (let ((?x93 (idkernel4 sym_c 1 1)))
 (let ((?x82 (idkernel4 sym_c 3 3)))
 (let ((?x104 (relu in_i1)))
 (let ((?x115 (conv 1 1 0 0 0 0 1 1 1 ?x104 ?x82)))
 (let ((?x129 (conv 2 2 0 0 0 0 1 1 1 ?x115 ?x93)))
 (let ((?x136 (dim ?x129 2)))
 (= ?x136 ?x140))))))))))
(assert
 (let ((?x144 (div (+ (- 3) sym_w) 2)))
 (let ((?x145 (+ 1 ?x144)))
 (let ((?x93 (idkernel4 sym_c 1 1)))
 (let ((?x82 (idkernel4 sym_c 3 3)))
 (let ((?x104 (relu in_i1)))
 (let ((?x115 (conv 1 1 0 0 0 0 1 1 1 ?x104 ?x82)))
 (let ((?x129 (conv 2 2 0 0 0 0 1 1 1 ?x115 ?x93)))
 (let ((?x142 (dim ?x129 3)))
 (= ?x142 ?x145))))))))))
(assert
 (let ((?x124 (+ (- 2) sym_h)))
 (>= ?x124 0)))
(assert
 (let ((?x127 (+ (- 2) sym_w)))
 (>= ?x127 0)))
(assert
 (let ((?x139 (div (+ (- 3) sym_h) 2)))
 (let ((?x140 (+ 1 ?x139)))
 (>= ?x140 0))))
(assert
 (let ((?x144 (div (+ (- 3) sym_w) 2)))
 (let ((?x145 (+ 1 ?x144)))
 (>= ?x145 0))))
(assert
 (let ((?x82 (idkernel4 sym_c 3 3)))
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x82)))
 (= (rank ?x151) 4))))
(assert
 (let ((?x82 (idkernel4 sym_c 3 3)))
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x82)))
 (= (dim ?x151 0) sym_n))))
(assert
 (let ((?x82 (idkernel4 sym_c 3 3)))
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x82)))
 (= (dim ?x151 1) sym_c))))
(assert
 (let ((?x139 (div (+ (- 3) sym_h) 2)))
 (let ((?x140 (+ 1 ?x139)))
 (let ((?x82 (idkernel4 sym_c 3 3)))
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x82)))
 (let ((?x158 (dim ?x151 2)))
 (= ?x158 ?x140)))))))
(assert
 (let ((?x144 (div (+ (- 3) sym_w) 2)))
 (let ((?x145 (+ 1 ?x144)))
 (let ((?x82 (idkernel4 sym_c 3 3)))
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x82)))
 (let ((?x160 (dim ?x151 3)))
 (= ?x160 ?x145)))))))
(assert
 (let ((?x82 (idkernel4 sym_c 3 3)))
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x82)))
 (let ((?x162 (relu ?x151)))
 (= (rank ?x162) 4)))))
(assert
 (let ((?x82 (idkernel4 sym_c 3 3)))
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x82)))
 (let ((?x162 (relu ?x151)))
 (= (dim ?x162 0) sym_n)))))
(assert
 (let ((?x82 (idkernel4 sym_c 3 3)))
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x82)))
 (let ((?x162 (relu ?x151)))
 (= (dim ?x162 1) sym_c)))))
(assert
 (let ((?x139 (div (+ (- 3) sym_h) 2)))
 (let ((?x140 (+ 1 ?x139)))
 (let ((?x82 (idkernel4 sym_c 3 3)))
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x82)))
 (let ((?x162 (relu ?x151)))
 (let ((?x169 (dim ?x162 2)))
 (= ?x169 ?x140))))))))
(assert
 (let ((?x144 (div (+ (- 3) sym_w) 2)))
 (let ((?x145 (+ 1 ?x144)))
 (let ((?x82 (idkernel4 sym_c 3 3)))
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x82)))
 (let ((?x162 (relu ?x151)))
 (let ((?x171 (dim ?x162 3)))
 (= ?x171 ?x145))))))))
(assert
 (let ((?x82 (idkernel4 sym_c 3 3)))
(let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x82)))
(let ((?x162 (relu ?x151)))
(let ((?x93 (idkernel4 sym_c 1 1)))
(let ((?x104 (relu in_i1)))
(let ((?x115 (conv 1 1 0 0 0 0 1 1 1 ?x104 ?x82)))
(let ((?x129 (conv 2 2 0 0 0 0 1 1 1 ?x115 ?x93)))
(and (distinct ?x129 ?x162) true)))))))))
(check-sat)
