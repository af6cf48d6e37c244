; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, relu_conv_idkernel, relu_idem
; z3 rlimit used: 14018
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(assert
 (forall ((X T) )(! (let ((?x6 (relu X)))
 (let ((?x7 (relu ?x6)))
 (= ?x7 ?x6))) :pattern ( (relu (relu X)) ) :qid relu_idem))
 )
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x54 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x55 (= ?x54 X)))
 (let (($x51 (= (rank X) 4)))
 (let (($x48 (= (dim X 1) c)))
 (let (($x44 (>= kw 1)))
 (let (($x43 (>= kh 1)))
 (let (($x42 (>= pw 0)))
 (let (($x41 (>= ph 0)))
 (let (($x52 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x41 $x42 $x43 $x44 $x48 $x51)))
 (=> $x52 $x55)))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x77 (idkernel4 c k k)))
 (let ((?x81 (conv s s p p p p 1 1 1 (relu X) ?x77)))
 (let ((?x79 (relu (conv s s p p p p 1 1 1 X ?x77))))
 (let (($x82 (= ?x79 ?x81)))
 (let (($x44 (>= k 1)))
 (let (($x41 (>= p 0)))
 (let (($x76 (and (>= s 1) $x41 $x44 (= (dim X 1) c) (= (rank X) 4))))
 (=> $x76 $x82)))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
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
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x117 (dim ?x110 2)))
 (= 3 ?x117))))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x119 (dim ?x110 3)))
 (= 3 ?x119))))
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
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x121 (relu in_i1)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 ?x121 ?x110)))
 (= (rank ?x132) 4)))))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x121 (relu in_i1)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 ?x121 ?x110)))
 (= (dim ?x132 0) sym_n)))))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x121 (relu in_i1)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 ?x121 ?x110)))
 (= (dim ?x132 1) sym_c)))))
(assert
 (let ((?x142 (div (+ (- 3) sym_h) 2)))
 (let ((?x143 (+ 1 ?x142)))
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x121 (relu in_i1)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 ?x121 ?x110)))
 (let ((?x139 (dim ?x132 2)))
 (= ?x139 ?x143))))))))
(assert
 (let ((?x147 (div (+ (- 3) sym_w) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x121 (relu in_i1)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 ?x121 ?x110)))
 (let ((?x145 (dim ?x132 3)))
 (= ?x145 ?x148))))))))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x121 (relu in_i1)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 ?x121 ?x110)))
 (let ((?x150 (conv 1 1 1 1 1 1 1 1 1 ?x132 ?x110)))
 (= (rank ?x150) 4))))))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x121 (relu in_i1)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 ?x121 ?x110)))
 (let ((?x150 (conv 1 1 1 1 1 1 1 1 1 ?x132 ?x110)))
 (= (dim ?x150 0) sym_n))))))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x121 (relu in_i1)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 ?x121 ?x110)))
 (let ((?x150 (conv 1 1 1 1 1 1 1 1 1 ?x132 ?x110)))
 (= (dim ?x150 1) sym_c))))))
(assert
 (let ((?x142 (div (+ (- 3) sym_h) 2)))
 (let ((?x143 (+ 1 ?x142)))
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x121 (relu in_i1)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 ?x121 ?x110)))
 (let ((?x150 (conv 1 1 1 1 1 1 1 1 1 ?x132 ?x110)))
 (let ((?x157 (dim ?x150 2)))
 (= ?x157 ?x143)))))))))
(assert
 (let ((?x147 (div (+ (- 3) sym_w) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x121 (relu in_i1)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 ?x121 ?x110)))
 (let ((?x150 (conv 1 1 1 1 1 1 1 1 1 ?x132 ?x110)))
 (let ((?x159 (dim ?x150 3)))
 (= ?x159 ?x148)))))))))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x121 (relu in_i1)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 ?x121 ?x110)))
 (let ((?x150 (conv 1 1 1 1 1 1 1 1 1 ?x132 ?x110)))
 (let ((?x161 (relu ?x150)))
 (= (rank ?x161) 4)))))))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x121 (relu in_i1)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 ?x121 ?x110)))
 (let ((?x150 (conv 1 1 1 1 1 1 1 1 1 ?x132 ?x110)))
 (let ((?x161 (relu ?x150)))
 (= (dim ?x161 0) sym_n)))))))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x121 (relu in_i1)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 ?x121 ?x110)))
 (let ((?x150 (conv 1 1 1 1 1 1 1 1 1 ?x132 ?x110)))
 (let ((?x161 (relu ?x150)))
 (= (dim ?x161 1) sym_c)))))))
(assert
 (let ((?x142 (div (+ (- 3) sym_h) 2)))
 (let ((?x143 (+ 1 ?x142)))
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x121 (relu in_i1)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 ?x121 ?x110)))
 (let ((?x150 (conv 1 1 1 1 1 1 1 1 1 ?x132 ?x110)))
 (let ((?x161 (relu ?x150)))
 (let ((?x168 (dim ?x161 2)))
 (= ?x168 ?x143))))))))))
(assert
 (let ((?x147 (div (+ (- 3) sym_w) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x121 (relu in_i1)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 ?x121 ?x110)))
 (let ((?x150 (conv 1 1 1 1 1 1 1 1 1 ?x132 ?x110)))
 (let ((?x161 (relu ?x150)))
 (let ((?x170 (dim ?x161 3)))
 (= ?x170 ?x148))))))))))
(assert
 (let ((?x142 (div (+ (- 3) sym_h) 2)))
 (let ((?x143 (+ 1 ?x142)))
 (>= ?x143 0))))
(assert
 (let ((?x147 (div (+ (- 3) sym_w) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (>= ?x148 0))))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
(let ((?x121 (relu in_i1)))
(let ((?x132 (conv 2 2 0 0 0 0 1 1 1 ?x121 ?x110)))
(let ((?x150 (conv 1 1 1 1 1 1 1 1 1 ?x132 ?x110)))
(let ((?x161 (relu ?x150)))
(or (and (distinct ?x150 ?x132) true) (and (distinct ?x161 ?x132) true))))))))
(check-sat)
