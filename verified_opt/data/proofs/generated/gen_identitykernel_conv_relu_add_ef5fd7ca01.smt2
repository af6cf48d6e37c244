; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_add_x, relu_conv_idkernel
; z3 rlimit used: 75249
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun relu (T) T)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x18 (idkernel4 c k k)))
 (let ((?x22 (conv s s p p p p 1 1 1 (relu X) ?x18)))
 (let ((?x20 (relu (conv s s p p p p 1 1 1 X ?x18))))
 (let (($x23 (= ?x20 ?x22)))
 (let (($x7 (>= s 1)))
 (let (($x17 (and $x7 (>= p 0) (>= k 1) (= (dim X 1) c))))
 (=> $x17 $x23))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x69 (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x66 (conv sh sw pt pl pb pr dh dw g (add X1 X2) W)))
 (let (($x70 (= ?x66 ?x69)))
 (let (($x7 (>= sw 1)))
 (let (($x61 (and (>= g 1) (>= sh 1) $x7 (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x61 $x70)))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (add X1 X2) W) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_add_x))
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
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x107 (dim ?x100 2)))
 (= 3 ?x107))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x109 (dim ?x100 3)))
 (= 3 ?x109))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (= (rank ?x111) 4))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (= (dim ?x111 0) sym_n))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (= (dim ?x111 1) sym_c))))
(assert
 (let ((?x120 (+ (- 2) sym_h)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x118 (dim ?x111 2)))
 (= ?x118 ?x120))))))
(assert
 (let ((?x123 (+ (- 2) sym_w)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x122 (dim ?x111 3)))
 (= ?x122 ?x123))))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x125 (relu ?x111)))
 (= (rank ?x125) 4)))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x125 (relu ?x111)))
 (= (dim ?x125 0) sym_n)))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x125 (relu ?x111)))
 (= (dim ?x125 1) sym_c)))))
(assert
 (let ((?x120 (+ (- 2) sym_h)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x125 (relu ?x111)))
 (let ((?x132 (dim ?x125 2)))
 (= ?x132 ?x120)))))))
(assert
 (let ((?x123 (+ (- 2) sym_w)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x125 (relu ?x111)))
 (let ((?x134 (dim ?x125 3)))
 (= ?x134 ?x123)))))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x125 (relu ?x111)))
 (let ((?x136 (add ?x111 ?x125)))
 (= (rank ?x136) 4))))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x125 (relu ?x111)))
 (let ((?x136 (add ?x111 ?x125)))
 (= (dim ?x136 0) sym_n))))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x125 (relu ?x111)))
 (let ((?x136 (add ?x111 ?x125)))
 (= (dim ?x136 1) sym_c))))))
(assert
 (let ((?x120 (+ (- 2) sym_h)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x125 (relu ?x111)))
 (let ((?x136 (add ?x111 ?x125)))
 (let ((?x143 (dim ?x136 2)))
 (= ?x143 ?x120))))))))
(assert
 (let ((?x123 (+ (- 2) sym_w)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x125 (relu ?x111)))
 (let ((?x136 (add ?x111 ?x125)))
 (let ((?x145 (dim ?x136 3)))
 (= ?x145 ?x123))))))))
(assert
 (let ((?x120 (+ (- 2) sym_h)))
 (>= ?x120 0)))
(assert
 (let ((?x123 (+ (- 2) sym_w)))
 (>= ?x123 0)))
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
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x149 (relu in_i1)))
 (let ((?x160 (add in_i1 ?x149)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x160 ?x100)))
 (= (rank ?x171) 4))))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x149 (relu in_i1)))
 (let ((?x160 (add in_i1 ?x149)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x160 ?x100)))
 (= (dim ?x171 0) sym_n))))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x149 (relu in_i1)))
 (let ((?x160 (add in_i1 ?x149)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x160 ?x100)))
 (= (dim ?x171 1) sym_c))))))
(assert
 (let ((?x120 (+ (- 2) sym_h)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x149 (relu in_i1)))
 (let ((?x160 (add in_i1 ?x149)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x160 ?x100)))
 (let ((?x178 (dim ?x171 2)))
 (= ?x178 ?x120))))))))
(assert
 (let ((?x123 (+ (- 2) sym_w)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x149 (relu in_i1)))
 (let ((?x160 (add in_i1 ?x149)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x160 ?x100)))
 (let ((?x180 (dim ?x171 3)))
 (= ?x180 ?x123))))))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
(let ((?x149 (relu in_i1)))
(let ((?x160 (add in_i1 ?x149)))
(let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x160 ?x100)))
(let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
(let ((?x125 (relu ?x111)))
(let ((?x136 (add ?x111 ?x125)))
(and (distinct ?x136 ?x171) true)))))))))
(check-sat)
