; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_relu, relu_conv_idkernel, relu_idem
; z3 rlimit used: 48967
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
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
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x63 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x61 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x64 (= ?x61 ?x63)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x64)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
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
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x119 (dim ?x112 2)))
 (= 3 ?x119))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x121 (dim ?x112 3)))
 (= 3 ?x121))))
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
 (let ((?x123 (relu in_i1)))
 (let ((?x134 (maxpool 3 3 1 1 1 1 1 1 ?x123)))
 (= (rank ?x134) 4))))
(assert
 (let ((?x123 (relu in_i1)))
 (let ((?x134 (maxpool 3 3 1 1 1 1 1 1 ?x123)))
 (= (dim ?x134 0) sym_n))))
(assert
 (let ((?x123 (relu in_i1)))
 (let ((?x134 (maxpool 3 3 1 1 1 1 1 1 ?x123)))
 (= (dim ?x134 1) sym_c))))
(assert
 (let ((?x123 (relu in_i1)))
 (let ((?x134 (maxpool 3 3 1 1 1 1 1 1 ?x123)))
 (= (dim ?x134 2) sym_h))))
(assert
 (let ((?x123 (relu in_i1)))
 (let ((?x134 (maxpool 3 3 1 1 1 1 1 1 ?x123)))
 (= (dim ?x134 3) sym_w))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (relu in_i1)))
 (let ((?x134 (maxpool 3 3 1 1 1 1 1 1 ?x123)))
 (let ((?x145 (conv 2 2 1 1 1 1 1 1 1 ?x134 ?x112)))
 (= (rank ?x145) 4))))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (relu in_i1)))
 (let ((?x134 (maxpool 3 3 1 1 1 1 1 1 ?x123)))
 (let ((?x145 (conv 2 2 1 1 1 1 1 1 1 ?x134 ?x112)))
 (= (dim ?x145 0) sym_n))))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (relu in_i1)))
 (let ((?x134 (maxpool 3 3 1 1 1 1 1 1 ?x123)))
 (let ((?x145 (conv 2 2 1 1 1 1 1 1 1 ?x134 ?x112)))
 (= (dim ?x145 1) sym_c))))))
(assert
 (let ((?x154 (div (+ (- 1) sym_h) 2)))
 (let ((?x155 (+ 1 ?x154)))
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (relu in_i1)))
 (let ((?x134 (maxpool 3 3 1 1 1 1 1 1 ?x123)))
 (let ((?x145 (conv 2 2 1 1 1 1 1 1 1 ?x134 ?x112)))
 (let ((?x152 (dim ?x145 2)))
 (= ?x152 ?x155)))))))))
(assert
 (let ((?x159 (div (+ (- 1) sym_w) 2)))
 (let ((?x160 (+ 1 ?x159)))
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (relu in_i1)))
 (let ((?x134 (maxpool 3 3 1 1 1 1 1 1 ?x123)))
 (let ((?x145 (conv 2 2 1 1 1 1 1 1 1 ?x134 ?x112)))
 (let ((?x157 (dim ?x145 3)))
 (= ?x157 ?x160)))))))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (relu in_i1)))
 (let ((?x134 (maxpool 3 3 1 1 1 1 1 1 ?x123)))
 (let ((?x145 (conv 2 2 1 1 1 1 1 1 1 ?x134 ?x112)))
 (let ((?x162 (relu ?x145)))
 (= (rank ?x162) 4)))))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (relu in_i1)))
 (let ((?x134 (maxpool 3 3 1 1 1 1 1 1 ?x123)))
 (let ((?x145 (conv 2 2 1 1 1 1 1 1 1 ?x134 ?x112)))
 (let ((?x162 (relu ?x145)))
 (= (dim ?x162 0) sym_n)))))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (relu in_i1)))
 (let ((?x134 (maxpool 3 3 1 1 1 1 1 1 ?x123)))
 (let ((?x145 (conv 2 2 1 1 1 1 1 1 1 ?x134 ?x112)))
 (let ((?x162 (relu ?x145)))
 (= (dim ?x162 1) sym_c)))))))
(assert
 (let ((?x154 (div (+ (- 1) sym_h) 2)))
 (let ((?x155 (+ 1 ?x154)))
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (relu in_i1)))
 (let ((?x134 (maxpool 3 3 1 1 1 1 1 1 ?x123)))
 (let ((?x145 (conv 2 2 1 1 1 1 1 1 1 ?x134 ?x112)))
 (let ((?x162 (relu ?x145)))
 (let ((?x169 (dim ?x162 2)))
 (= ?x169 ?x155))))))))))
(assert
 (let ((?x159 (div (+ (- 1) sym_w) 2)))
 (let ((?x160 (+ 1 ?x159)))
 (let ((?x112 (idkernel4 sym_c 3 3)))
 (let ((?x123 (relu in_i1)))
 (let ((?x134 (maxpool 3 3 1 1 1 1 1 1 ?x123)))
 (let ((?x145 (conv 2 2 1 1 1 1 1 1 1 ?x134 ?x112)))
 (let ((?x162 (relu ?x145)))
 (let ((?x171 (dim ?x162 3)))
 (= ?x171 ?x160))))))))))
(assert
 (let ((?x154 (div (+ (- 1) sym_h) 2)))
 (let ((?x155 (+ 1 ?x154)))
 (>= ?x155 0))))
(assert
 (let ((?x159 (div (+ (- 1) sym_w) 2)))
 (let ((?x160 (+ 1 ?x159)))
 (>= ?x160 0))))
(assert
 (let ((?x112 (idkernel4 sym_c 3 3)))
(let ((?x123 (relu in_i1)))
(let ((?x134 (maxpool 3 3 1 1 1 1 1 1 ?x123)))
(let ((?x145 (conv 2 2 1 1 1 1 1 1 1 ?x134 ?x112)))
(let ((?x162 (relu ?x145)))
(and (distinct ?x162 ?x145) true)))))))
(check-sat)
