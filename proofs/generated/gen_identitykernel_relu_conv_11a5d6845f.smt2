; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, relu_conv_idkernel, relu_idem
; z3 rlimit used: 49515
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
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(assert
 (forall ((X T) )(! (let ((?x6 (relu X)))
 (let ((?x7 (relu ?x6)))
 (= ?x7 ?x6))) :pattern ( (relu (relu X)) ) :qid relu_idem))
 )
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x46 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x47 (= ?x46 X)))
 (let (($x43 (= (dim X 1) c)))
 (let (($x44 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x43)))
 (=> $x44 $x47))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x66 (idkernel4 c k k)))
 (let ((?x70 (conv s s p p p p 1 1 1 (relu X) ?x66)))
 (let ((?x68 (relu (conv s s p p p p 1 1 1 X ?x66))))
 (let (($x71 (= ?x68 ?x70)))
 (=> (and (= (dim X 1) c)) $x71))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
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
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x108 (dim ?x101 2)))
 (= 3 ?x108))))
(assert
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x110 (dim ?x101 3)))
 (= 3 ?x110))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x112 (idkernel4 sym_c 1 1)))
 (let ((?x119 (dim ?x112 2)))
 (= 1 ?x119))))
(assert
 (let ((?x112 (idkernel4 sym_c 1 1)))
 (let ((?x121 (dim ?x112 3)))
 (= 1 ?x121))))
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
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x123 (relu in_i1)))
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 ?x123 ?x101)))
 (= (rank ?x134) 4)))))
(assert
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x123 (relu in_i1)))
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 ?x123 ?x101)))
 (= (dim ?x134 0) sym_n)))))
(assert
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x123 (relu in_i1)))
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 ?x123 ?x101)))
 (= (dim ?x134 1) sym_c)))))
(assert
 (let ((?x144 (div (+ (- 3) sym_h) 2)))
 (let ((?x145 (+ 1 ?x144)))
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x123 (relu in_i1)))
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 ?x123 ?x101)))
 (let ((?x141 (dim ?x134 2)))
 (= ?x141 ?x145))))))))
(assert
 (let ((?x149 (div (+ (- 3) sym_w) 2)))
 (let ((?x150 (+ 1 ?x149)))
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x123 (relu in_i1)))
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 ?x123 ?x101)))
 (let ((?x147 (dim ?x134 3)))
 (= ?x147 ?x150))))))))
(assert
 (let ((?x112 (idkernel4 sym_c 1 1)))
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x123 (relu in_i1)))
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 ?x123 ?x101)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 ?x134 ?x112)))
 (= (rank ?x152) 4)))))))
(assert
 (let ((?x112 (idkernel4 sym_c 1 1)))
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x123 (relu in_i1)))
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 ?x123 ?x101)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 ?x134 ?x112)))
 (= (dim ?x152 0) sym_n)))))))
(assert
 (let ((?x112 (idkernel4 sym_c 1 1)))
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x123 (relu in_i1)))
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 ?x123 ?x101)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 ?x134 ?x112)))
 (= (dim ?x152 1) sym_c)))))))
(assert
 (let ((?x144 (div (+ (- 3) sym_h) 2)))
 (let ((?x145 (+ 1 ?x144)))
 (let ((?x112 (idkernel4 sym_c 1 1)))
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x123 (relu in_i1)))
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 ?x123 ?x101)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 ?x134 ?x112)))
 (let ((?x159 (dim ?x152 2)))
 (= ?x159 ?x145))))))))))
(assert
 (let ((?x149 (div (+ (- 3) sym_w) 2)))
 (let ((?x150 (+ 1 ?x149)))
 (let ((?x112 (idkernel4 sym_c 1 1)))
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x123 (relu in_i1)))
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 ?x123 ?x101)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 ?x134 ?x112)))
 (let ((?x161 (dim ?x152 3)))
 (= ?x161 ?x150))))))))))
(assert
 (let ((?x112 (idkernel4 sym_c 1 1)))
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x123 (relu in_i1)))
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 ?x123 ?x101)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 ?x134 ?x112)))
 (let ((?x163 (relu ?x152)))
 (= (rank ?x163) 4))))))))
(assert
 (let ((?x112 (idkernel4 sym_c 1 1)))
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x123 (relu in_i1)))
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 ?x123 ?x101)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 ?x134 ?x112)))
 (let ((?x163 (relu ?x152)))
 (= (dim ?x163 0) sym_n))))))))
(assert
 (let ((?x112 (idkernel4 sym_c 1 1)))
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x123 (relu in_i1)))
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 ?x123 ?x101)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 ?x134 ?x112)))
 (let ((?x163 (relu ?x152)))
 (= (dim ?x163 1) sym_c))))))))
(assert
 (let ((?x144 (div (+ (- 3) sym_h) 2)))
 (let ((?x145 (+ 1 ?x144)))
 (let ((?x112 (idkernel4 sym_c 1 1)))
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x123 (relu in_i1)))
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 ?x123 ?x101)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 ?x134 ?x112)))
 (let ((?x163 (relu ?x152)))
 (let ((?x170 (dim ?x163 2)))
 (= ?x170 ?x145)))))))))))
(assert
 (let ((?x149 (div (+ (- 3) sym_w) 2)))
 (let ((?x150 (+ 1 ?x149)))
 (let ((?x112 (idkernel4 sym_c 1 1)))
 (let ((?x101 (idkernel4 sym_c 3 3)))
 (let ((?x123 (relu in_i1)))
 (let ((?x134 (conv 2 2 0 0 0 0 1 1 1 ?x123 ?x101)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 ?x134 ?x112)))
 (let ((?x163 (relu ?x152)))
 (let ((?x172 (dim ?x163 3)))
 (= ?x172 ?x150)))))))))))
(assert
 (let ((?x144 (div (+ (- 3) sym_h) 2)))
 (let ((?x145 (+ 1 ?x144)))
 (>= ?x145 0))))
(assert
 (let ((?x149 (div (+ (- 3) sym_w) 2)))
 (let ((?x150 (+ 1 ?x149)))
 (>= ?x150 0))))
(assert
 (let ((?x101 (idkernel4 sym_c 3 3)))
(let ((?x123 (relu in_i1)))
(let ((?x134 (conv 2 2 0 0 0 0 1 1 1 ?x123 ?x101)))
(let ((?x112 (idkernel4 sym_c 1 1)))
(let ((?x152 (conv 1 1 0 0 0 0 1 1 1 ?x134 ?x112)))
(let ((?x163 (relu ?x152)))
(or (and (distinct ?x152 ?x134) true) (and (distinct ?x163 ?x134) true)))))))))
(check-sat)
