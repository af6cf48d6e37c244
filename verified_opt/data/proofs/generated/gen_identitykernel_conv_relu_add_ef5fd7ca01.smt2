; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_add_x, relu_conv_idkernel
; z3 rlimit used: 31739
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
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x92 (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x89 (conv sh sw pt pl pb pr dh dw g (add X1 X2) W)))
 (let (($x93 (= ?x89 ?x92)))
 (let (($x7 (>= sw 1)))
 (let (($x87 (and (= (dim X1 0) (dim X2 0)) (= (dim X1 1) (dim X2 1)) (= (dim X1 2) (dim X2 2)) (= (dim X1 3) (dim X2 3)) (>= g 1) (>= sh 1) $x7 (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X1) 4) (= (rank X2) 4) (= (rank W) 4))))
 (=> $x87 $x93)))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (add X1 X2) W) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_add_x))
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
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x127 (dim ?x120 2)))
 (= 3 ?x127))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x129 (dim ?x120 3)))
 (= 3 ?x129))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x120)))
 (= (rank ?x131) 4))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x120)))
 (= (dim ?x131 0) sym_n))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x120)))
 (= (dim ?x131 1) sym_c))))
(assert
 (let ((?x140 (+ (- 2) sym_h)))
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x120)))
 (let ((?x138 (dim ?x131 2)))
 (= ?x138 ?x140))))))
(assert
 (let ((?x143 (+ (- 2) sym_w)))
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x120)))
 (let ((?x142 (dim ?x131 3)))
 (= ?x142 ?x143))))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x120)))
 (let ((?x145 (relu ?x131)))
 (= (rank ?x145) 4)))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x120)))
 (let ((?x145 (relu ?x131)))
 (= (dim ?x145 0) sym_n)))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x120)))
 (let ((?x145 (relu ?x131)))
 (= (dim ?x145 1) sym_c)))))
(assert
 (let ((?x140 (+ (- 2) sym_h)))
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x120)))
 (let ((?x145 (relu ?x131)))
 (let ((?x152 (dim ?x145 2)))
 (= ?x152 ?x140)))))))
(assert
 (let ((?x143 (+ (- 2) sym_w)))
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x120)))
 (let ((?x145 (relu ?x131)))
 (let ((?x154 (dim ?x145 3)))
 (= ?x154 ?x143)))))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x120)))
 (let ((?x145 (relu ?x131)))
 (let ((?x156 (add ?x131 ?x145)))
 (= (rank ?x156) 4))))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x120)))
 (let ((?x145 (relu ?x131)))
 (let ((?x156 (add ?x131 ?x145)))
 (= (dim ?x156 0) sym_n))))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x120)))
 (let ((?x145 (relu ?x131)))
 (let ((?x156 (add ?x131 ?x145)))
 (= (dim ?x156 1) sym_c))))))
(assert
 (let ((?x140 (+ (- 2) sym_h)))
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x120)))
 (let ((?x145 (relu ?x131)))
 (let ((?x156 (add ?x131 ?x145)))
 (let ((?x163 (dim ?x156 2)))
 (= ?x163 ?x140))))))))
(assert
 (let ((?x143 (+ (- 2) sym_w)))
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x120)))
 (let ((?x145 (relu ?x131)))
 (let ((?x156 (add ?x131 ?x145)))
 (let ((?x165 (dim ?x156 3)))
 (= ?x165 ?x143))))))))
(assert
 (let ((?x140 (+ (- 2) sym_h)))
 (>= ?x140 0)))
(assert
 (let ((?x143 (+ (- 2) sym_w)))
 (>= ?x143 0)))
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
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x169 (relu in_i1)))
 (let ((?x180 (add in_i1 ?x169)))
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 ?x180 ?x120)))
 (= (rank ?x191) 4))))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x169 (relu in_i1)))
 (let ((?x180 (add in_i1 ?x169)))
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 ?x180 ?x120)))
 (= (dim ?x191 0) sym_n))))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x169 (relu in_i1)))
 (let ((?x180 (add in_i1 ?x169)))
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 ?x180 ?x120)))
 (= (dim ?x191 1) sym_c))))))
(assert
 (let ((?x140 (+ (- 2) sym_h)))
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x169 (relu in_i1)))
 (let ((?x180 (add in_i1 ?x169)))
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 ?x180 ?x120)))
 (let ((?x198 (dim ?x191 2)))
 (= ?x198 ?x140))))))))
(assert
 (let ((?x143 (+ (- 2) sym_w)))
 (let ((?x120 (idkernel4 sym_c 3 3)))
 (let ((?x169 (relu in_i1)))
 (let ((?x180 (add in_i1 ?x169)))
 (let ((?x191 (conv 1 1 0 0 0 0 1 1 1 ?x180 ?x120)))
 (let ((?x200 (dim ?x191 3)))
 (= ?x200 ?x143))))))))
(assert
 (let ((?x120 (idkernel4 sym_c 3 3)))
(let ((?x169 (relu in_i1)))
(let ((?x180 (add in_i1 ?x169)))
(let ((?x191 (conv 1 1 0 0 0 0 1 1 1 ?x180 ?x120)))
(let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x120)))
(let ((?x145 (relu ?x131)))
(let ((?x156 (add ?x131 ?x145)))
(and (distinct ?x156 ?x191) true)))))))))
(check-sat)
