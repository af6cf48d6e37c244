; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, relu_conv_idkernel, relu_idem
; z3 rlimit used: 75653
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(assert
 (forall ((X T) )(! (let ((?x6 (relu X)))
 (let ((?x7 (relu ?x6)))
 (= ?x7 ?x6))) :pattern ( (relu (relu X)) ) :qid relu_idem))
 )
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x51 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x52 (= ?x51 X)))
 (let (($x48 (= (dim X 1) c)))
 (let (($x44 (>= kw 1)))
 (let (($x43 (>= kh 1)))
 (let (($x42 (>= pw 0)))
 (let (($x41 (>= ph 0)))
 (let (($x49 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x41 $x42 $x43 $x44 $x48)))
 (=> $x49 $x52))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x72 (idkernel4 c k k)))
 (let ((?x76 (conv s s p p p p 1 1 1 (relu X) ?x72)))
 (let ((?x74 (relu (conv s s p p p p 1 1 1 X ?x72))))
 (let (($x77 (= ?x74 ?x76)))
 (let (($x44 (>= k 1)))
 (let (($x41 (>= p 0)))
 (let (($x71 (and (>= s 1) $x41 $x44 (= (dim X 1) c))))
 (=> $x71 $x77)))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
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
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x113 (dim ?x106 2)))
 (= 3 ?x113))))
(assert
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x115 (dim ?x106 3)))
 (= 3 ?x115))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x117 (idkernel4 sym_c 1 1)))
 (let ((?x124 (dim ?x117 2)))
 (= 1 ?x124))))
(assert
 (let ((?x117 (idkernel4 sym_c 1 1)))
 (let ((?x126 (dim ?x117 3)))
 (= 1 ?x126))))
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
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x128 (relu in_i1)))
 (let ((?x139 (conv 2 2 1 1 1 1 1 1 1 ?x128 ?x106)))
 (= (rank ?x139) 4)))))
(assert
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x128 (relu in_i1)))
 (let ((?x139 (conv 2 2 1 1 1 1 1 1 1 ?x128 ?x106)))
 (= (dim ?x139 0) sym_n)))))
(assert
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x128 (relu in_i1)))
 (let ((?x139 (conv 2 2 1 1 1 1 1 1 1 ?x128 ?x106)))
 (= (dim ?x139 1) sym_c)))))
(assert
 (let ((?x149 (div (+ (- 1) sym_h) 2)))
 (let ((?x150 (+ 1 ?x149)))
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x128 (relu in_i1)))
 (let ((?x139 (conv 2 2 1 1 1 1 1 1 1 ?x128 ?x106)))
 (let ((?x146 (dim ?x139 2)))
 (= ?x146 ?x150))))))))
(assert
 (let ((?x154 (div (+ (- 1) sym_w) 2)))
 (let ((?x155 (+ 1 ?x154)))
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x128 (relu in_i1)))
 (let ((?x139 (conv 2 2 1 1 1 1 1 1 1 ?x128 ?x106)))
 (let ((?x152 (dim ?x139 3)))
 (= ?x152 ?x155))))))))
(assert
 (let ((?x117 (idkernel4 sym_c 1 1)))
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x128 (relu in_i1)))
 (let ((?x139 (conv 2 2 1 1 1 1 1 1 1 ?x128 ?x106)))
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 ?x139 ?x117)))
 (= (rank ?x157) 4)))))))
(assert
 (let ((?x117 (idkernel4 sym_c 1 1)))
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x128 (relu in_i1)))
 (let ((?x139 (conv 2 2 1 1 1 1 1 1 1 ?x128 ?x106)))
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 ?x139 ?x117)))
 (= (dim ?x157 0) sym_n)))))))
(assert
 (let ((?x117 (idkernel4 sym_c 1 1)))
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x128 (relu in_i1)))
 (let ((?x139 (conv 2 2 1 1 1 1 1 1 1 ?x128 ?x106)))
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 ?x139 ?x117)))
 (= (dim ?x157 1) sym_c)))))))
(assert
 (let ((?x149 (div (+ (- 1) sym_h) 2)))
 (let ((?x150 (+ 1 ?x149)))
 (let ((?x117 (idkernel4 sym_c 1 1)))
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x128 (relu in_i1)))
 (let ((?x139 (conv 2 2 1 1 1 1 1 1 1 ?x128 ?x106)))
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 ?x139 ?x117)))
 (let ((?x164 (dim ?x157 2)))
 (= ?x164 ?x150))))))))))
(assert
 (let ((?x154 (div (+ (- 1) sym_w) 2)))
 (let ((?x155 (+ 1 ?x154)))
 (let ((?x117 (idkernel4 sym_c 1 1)))
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x128 (relu in_i1)))
 (let ((?x139 (conv 2 2 1 1 1 1 1 1 1 ?x128 ?x106)))
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 ?x139 ?x117)))
 (let ((?x166 (dim ?x157 3)))
 (= ?x166 ?x155))))))))))
(assert
 (let ((?x117 (idkernel4 sym_c 1 1)))
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x128 (relu in_i1)))
 (let ((?x139 (conv 2 2 1 1 1 1 1 1 1 ?x128 ?x106)))
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 ?x139 ?x117)))
 (let ((?x168 (relu ?x157)))
 (= (rank ?x168) 4))))))))
(assert
 (let ((?x117 (idkernel4 sym_c 1 1)))
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x128 (relu in_i1)))
 (let ((?x139 (conv 2 2 1 1 1 1 1 1 1 ?x128 ?x106)))
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 ?x139 ?x117)))
 (let ((?x168 (relu ?x157)))
 (= (dim ?x168 0) sym_n))))))))
(assert
 (let ((?x117 (idkernel4 sym_c 1 1)))
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x128 (relu in_i1)))
 (let ((?x139 (conv 2 2 1 1 1 1 1 1 1 ?x128 ?x106)))
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 ?x139 ?x117)))
 (let ((?x168 (relu ?x157)))
 (= (dim ?x168 1) sym_c))))))))
(assert
 (let ((?x149 (div (+ (- 1) sym_h) 2)))
 (let ((?x150 (+ 1 ?x149)))
 (let ((?x117 (idkernel4 sym_c 1 1)))
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x128 (relu in_i1)))
 (let ((?x139 (conv 2 2 1 1 1 1 1 1 1 ?x128 ?x106)))
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 ?x139 ?x117)))
 (let ((?x168 (relu ?x157)))
 (let ((?x175 (dim ?x168 2)))
 (= ?x175 ?x150)))))))))))
(assert
 (let ((?x154 (div (+ (- 1) sym_w) 2)))
 (let ((?x155 (+ 1 ?x154)))
 (let ((?x117 (idkernel4 sym_c 1 1)))
 (let ((?x106 (idkernel4 sym_c 3 3)))
 (let ((?x128 (relu in_i1)))
 (let ((?x139 (conv 2 2 1 1 1 1 1 1 1 ?x128 ?x106)))
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 ?x139 ?x117)))
 (let ((?x168 (relu ?x157)))
 (let ((?x177 (dim ?x168 3)))
 (= ?x177 ?x155)))))))))))
(assert
 (let ((?x149 (div (+ (- 1) sym_h) 2)))
 (let ((?x150 (+ 1 ?x149)))
 (>= ?x150 0))))
(assert
 (let ((?x154 (div (+ (- 1) sym_w) 2)))
 (let ((?x155 (+ 1 ?x154)))
 (>= ?x155 0))))
(assert
 (let ((?x106 (idkernel4 sym_c 3 3)))
(let ((?x128 (relu in_i1)))
(let ((?x139 (conv 2 2 1 1 1 1 1 1 1 ?x128 ?x106)))
(let ((?x117 (idkernel4 sym_c 1 1)))
(let ((?x157 (conv 1 1 0 0 0 0 1 1 1 ?x139 ?x117)))
(let ((?x168 (relu ?x157)))
(or (and (distinct ?x157 ?x139) true) (and (distinct ?x168 ?x139) true)))))))))
(check-sat)
