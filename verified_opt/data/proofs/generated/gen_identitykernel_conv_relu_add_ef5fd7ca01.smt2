; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_add_x, relu_conv_idkernel
; z3 rlimit used: 31071
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun relu (T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x21 (idkernel4 c k k)))
 (let ((?x25 (conv s s p p p p 1 1 1 (relu X) ?x21)))
 (let ((?x23 (relu (conv s s p p p p 1 1 1 X ?x21))))
 (let (($x26 (= ?x23 ?x25)))
 (let (($x7 (>= s 1)))
 (let (($x20 (and $x7 (>= p 0) (>= k 1) (= (dim X 1) c) (= (rank X) 4))))
 (=> $x20 $x26))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x78 (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x75 (conv sh sw pt pl pb pr dh dw g (add X1 X2) W)))
 (let (($x79 (= ?x75 ?x78)))
 (let (($x7 (>= sw 1)))
 (let (($x73 (and (>= g 1) (>= sh 1) $x7 (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X1) 4) (= (rank X2) 4) (= (rank W) 4))))
 (=> $x73 $x79)))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (add X1 X2) W) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_add_x))
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
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x115 (dim ?x108 2)))
 (= 3 ?x115))))
(assert
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x117 (dim ?x108 3)))
 (= 3 ?x117))))
(assert
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x108)))
 (= (rank ?x119) 4))))
(assert
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x108)))
 (= (dim ?x119 0) sym_n))))
(assert
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x108)))
 (= (dim ?x119 1) sym_c))))
(assert
 (let ((?x128 (+ (- 2) sym_h)))
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x108)))
 (let ((?x126 (dim ?x119 2)))
 (= ?x126 ?x128))))))
(assert
 (let ((?x131 (+ (- 2) sym_w)))
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x108)))
 (let ((?x130 (dim ?x119 3)))
 (= ?x130 ?x131))))))
(assert
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x108)))
 (let ((?x133 (relu ?x119)))
 (= (rank ?x133) 4)))))
(assert
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x108)))
 (let ((?x133 (relu ?x119)))
 (= (dim ?x133 0) sym_n)))))
(assert
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x108)))
 (let ((?x133 (relu ?x119)))
 (= (dim ?x133 1) sym_c)))))
(assert
 (let ((?x128 (+ (- 2) sym_h)))
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x108)))
 (let ((?x133 (relu ?x119)))
 (let ((?x140 (dim ?x133 2)))
 (= ?x140 ?x128)))))))
(assert
 (let ((?x131 (+ (- 2) sym_w)))
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x108)))
 (let ((?x133 (relu ?x119)))
 (let ((?x142 (dim ?x133 3)))
 (= ?x142 ?x131)))))))
(assert
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x108)))
 (let ((?x133 (relu ?x119)))
 (let ((?x144 (add ?x119 ?x133)))
 (= (rank ?x144) 4))))))
(assert
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x108)))
 (let ((?x133 (relu ?x119)))
 (let ((?x144 (add ?x119 ?x133)))
 (= (dim ?x144 0) sym_n))))))
(assert
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x108)))
 (let ((?x133 (relu ?x119)))
 (let ((?x144 (add ?x119 ?x133)))
 (= (dim ?x144 1) sym_c))))))
(assert
 (let ((?x128 (+ (- 2) sym_h)))
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x108)))
 (let ((?x133 (relu ?x119)))
 (let ((?x144 (add ?x119 ?x133)))
 (let ((?x151 (dim ?x144 2)))
 (= ?x151 ?x128))))))))
(assert
 (let ((?x131 (+ (- 2) sym_w)))
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x108)))
 (let ((?x133 (relu ?x119)))
 (let ((?x144 (add ?x119 ?x133)))
 (let ((?x153 (dim ?x144 3)))
 (= ?x153 ?x131))))))))
(assert
 (let ((?x128 (+ (- 2) sym_h)))
 (>= ?x128 0)))
(assert
 (let ((?x131 (+ (- 2) sym_w)))
 (>= ?x131 0)))
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
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x157 (relu in_i1)))
 (let ((?x168 (add in_i1 ?x157)))
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 ?x168 ?x108)))
 (= (rank ?x179) 4))))))
(assert
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x157 (relu in_i1)))
 (let ((?x168 (add in_i1 ?x157)))
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 ?x168 ?x108)))
 (= (dim ?x179 0) sym_n))))))
(assert
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x157 (relu in_i1)))
 (let ((?x168 (add in_i1 ?x157)))
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 ?x168 ?x108)))
 (= (dim ?x179 1) sym_c))))))
(assert
 (let ((?x128 (+ (- 2) sym_h)))
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x157 (relu in_i1)))
 (let ((?x168 (add in_i1 ?x157)))
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 ?x168 ?x108)))
 (let ((?x186 (dim ?x179 2)))
 (= ?x186 ?x128))))))))
(assert
 (let ((?x131 (+ (- 2) sym_w)))
 (let ((?x108 (idkernel4 sym_c 3 3)))
 (let ((?x157 (relu in_i1)))
 (let ((?x168 (add in_i1 ?x157)))
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 ?x168 ?x108)))
 (let ((?x188 (dim ?x179 3)))
 (= ?x188 ?x131))))))))
(assert
 (let ((?x108 (idkernel4 sym_c 3 3)))
(let ((?x157 (relu in_i1)))
(let ((?x168 (add in_i1 ?x157)))
(let ((?x179 (conv 1 1 0 0 0 0 1 1 1 ?x168 ?x108)))
(let ((?x119 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x108)))
(let ((?x133 (relu ?x119)))
(let ((?x144 (add ?x119 ?x133)))
(and (distinct ?x144 ?x179) true)))))))))
(check-sat)
