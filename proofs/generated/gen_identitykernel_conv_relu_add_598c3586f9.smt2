; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, conv_add_x, conv_idkernel, conv_idkernel3_after_conv, relu_conv_idkernel
; z3 rlimit used: 53275
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun add (T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (m Int) (p Int) (q Int) (s Int) )(! (let ((?x56 (+ q p)))
 (let ((?x67 (- ?x56 1)))
 (let ((?x66 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x69 (= ?x66 (conv s s ?x67 ?x67 ?x67 ?x67 1 1 1 X W))))
 (=> (and (<= 1 ?x56) (= (dim W 0) m)) $x69))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x85 (idkernel4 c k k)))
 (let ((?x89 (conv s s p p p p 1 1 1 (relu X) ?x85)))
 (let ((?x87 (relu (conv s s p p p p 1 1 1 X ?x85))))
 (let (($x90 (= ?x87 ?x89)))
 (=> (and (= (dim X 1) c)) $x90))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x109 (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x106 (conv sh sw pt pl pb pr dh dw g (add X1 X2) W)))
 (= ?x106 ?x109))) :pattern ( (conv sh sw pt pl pb pr dh dw g (add X1 X2) W) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_add_x))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x117 (add Y X)))
 (let ((?x116 (add X Y)))
 (= ?x116 ?x117))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
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
 (let ((?x142 (idkernel4 sym_c 3 3)))
 (let ((?x149 (dim ?x142 2)))
 (= 3 ?x149))))
(assert
 (let ((?x142 (idkernel4 sym_c 3 3)))
 (let ((?x151 (dim ?x142 3)))
 (= 3 ?x151))))
(assert
 (let ((?x142 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x142)))
 (= (rank ?x153) 4))))
(assert
 (let ((?x142 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x142)))
 (= (dim ?x153 0) sym_n))))
(assert
 (let ((?x142 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x142)))
 (= (dim ?x153 1) sym_c))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x142 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x142)))
 (let ((?x160 (dim ?x153 2)))
 (= ?x160 ?x163)))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x142 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x142)))
 (let ((?x165 (dim ?x153 3)))
 (= ?x165 ?x168)))))))
(assert
 (let ((?x142 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x142)))
 (let ((?x170 (relu ?x153)))
 (= (rank ?x170) 4)))))
(assert
 (let ((?x142 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x142)))
 (let ((?x170 (relu ?x153)))
 (= (dim ?x170 0) sym_n)))))
(assert
 (let ((?x142 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x142)))
 (let ((?x170 (relu ?x153)))
 (= (dim ?x170 1) sym_c)))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x142 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x142)))
 (let ((?x170 (relu ?x153)))
 (let ((?x177 (dim ?x170 2)))
 (= ?x177 ?x163))))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x142 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x142)))
 (let ((?x170 (relu ?x153)))
 (let ((?x179 (dim ?x170 3)))
 (= ?x179 ?x168))))))))
(assert
 (let ((?x142 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x142)))
 (let ((?x170 (relu ?x153)))
 (let ((?x181 (add ?x153 ?x170)))
 (= (rank ?x181) 4))))))
(assert
 (let ((?x142 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x142)))
 (let ((?x170 (relu ?x153)))
 (let ((?x181 (add ?x153 ?x170)))
 (= (dim ?x181 0) sym_n))))))
(assert
 (let ((?x142 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x142)))
 (let ((?x170 (relu ?x153)))
 (let ((?x181 (add ?x153 ?x170)))
 (= (dim ?x181 1) sym_c))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x142 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x142)))
 (let ((?x170 (relu ?x153)))
 (let ((?x181 (add ?x153 ?x170)))
 (let ((?x188 (dim ?x181 2)))
 (= ?x188 ?x163)))))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x142 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x142)))
 (let ((?x170 (relu ?x153)))
 (let ((?x181 (add ?x153 ?x170)))
 (let ((?x190 (dim ?x181 3)))
 (= ?x190 ?x168)))))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (>= ?x163 0))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (>= ?x168 0))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x201 (dim ?x194 2)))
 (= 1 ?x201))))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x203 (dim ?x194 3)))
 (= 1 ?x203))))
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
 (= (rank (add in_i1 (relu in_i1))) 4))
(assert
 (= (dim (add in_i1 (relu in_i1)) 0) sym_n))
(assert
 (= (dim (add in_i1 (relu in_i1)) 1) sym_c))
(assert
 (= (dim (add in_i1 (relu in_i1)) 2) sym_h))
(assert
 (= (dim (add in_i1 (relu in_i1)) 3) sym_w))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x205 (relu in_i1)))
 (let ((?x216 (add in_i1 ?x205)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x194)))
 (= (rank ?x227) 4))))))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x205 (relu in_i1)))
 (let ((?x216 (add in_i1 ?x205)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x194)))
 (= (dim ?x227 0) sym_n))))))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x205 (relu in_i1)))
 (let ((?x216 (add in_i1 ?x205)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x194)))
 (= (dim ?x227 1) sym_c))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x205 (relu in_i1)))
 (let ((?x216 (add in_i1 ?x205)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x194)))
 (let ((?x234 (dim ?x227 2)))
 (= ?x234 ?x163)))))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x205 (relu in_i1)))
 (let ((?x216 (add in_i1 ?x205)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x194)))
 (let ((?x236 (dim ?x227 3)))
 (= ?x236 ?x168)))))))))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
(let ((?x205 (relu in_i1)))
(let ((?x216 (add in_i1 ?x205)))
(let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x194)))
(let ((?x142 (idkernel4 sym_c 3 3)))
(let ((?x153 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x142)))
(let ((?x170 (relu ?x153)))
(let ((?x181 (add ?x153 ?x170)))
(and (distinct ?x181 ?x227) true))))))))))
(check-sat)
