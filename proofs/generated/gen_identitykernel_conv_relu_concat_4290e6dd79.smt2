; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch, relu_conv_idkernel
; z3 rlimit used: 49260
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun relu (T) T)
(declare-fun dim (T Int) Int)
(declare-fun concat (Int T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x14 (idkernel4 c k k)))
 (let ((?x18 (conv s s p p p p 1 1 1 (relu X) ?x14)))
 (let ((?x16 (relu (conv s s p p p p 1 1 1 X ?x14))))
 (let (($x19 (= ?x16 ?x18)))
 (=> (and (= (dim X 1) c)) $x19))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x57 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x54 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (= ?x54 ?x57))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
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
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x91 (dim ?x84 2)))
 (= 3 ?x91))))
(assert
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x93 (dim ?x84 3)))
 (= 3 ?x93))))
(assert
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x95 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x84)))
 (= (rank ?x95) 4))))
(assert
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x95 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x84)))
 (= (dim ?x95 0) sym_n))))
(assert
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x95 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x84)))
 (= (dim ?x95 1) sym_c))))
(assert
 (let ((?x105 (div (+ (- 3) sym_h) 2)))
 (let ((?x106 (+ 1 ?x105)))
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x95 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x84)))
 (let ((?x102 (dim ?x95 2)))
 (= ?x102 ?x106)))))))
(assert
 (let ((?x110 (div (+ (- 3) sym_w) 2)))
 (let ((?x111 (+ 1 ?x110)))
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x95 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x84)))
 (let ((?x108 (dim ?x95 3)))
 (= ?x108 ?x111)))))))
(assert
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x95 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x84)))
 (let ((?x113 (relu ?x95)))
 (= (rank ?x113) 4)))))
(assert
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x95 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x84)))
 (let ((?x113 (relu ?x95)))
 (= (dim ?x113 0) sym_n)))))
(assert
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x95 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x84)))
 (let ((?x113 (relu ?x95)))
 (= (dim ?x113 1) sym_c)))))
(assert
 (let ((?x105 (div (+ (- 3) sym_h) 2)))
 (let ((?x106 (+ 1 ?x105)))
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x95 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x84)))
 (let ((?x113 (relu ?x95)))
 (let ((?x120 (dim ?x113 2)))
 (= ?x120 ?x106))))))))
(assert
 (let ((?x110 (div (+ (- 3) sym_w) 2)))
 (let ((?x111 (+ 1 ?x110)))
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x95 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x84)))
 (let ((?x113 (relu ?x95)))
 (let ((?x122 (dim ?x113 3)))
 (= ?x122 ?x111))))))))
(assert
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x95 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x84)))
 (let ((?x113 (relu ?x95)))
 (let ((?x124 (concat 0 ?x113 ?x95)))
 (= (rank ?x124) 4))))))
(assert
 (let ((?x128 (* 2 sym_n)))
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x95 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x84)))
 (let ((?x113 (relu ?x95)))
 (let ((?x124 (concat 0 ?x113 ?x95)))
 (let ((?x127 (dim ?x124 0)))
 (= ?x127 ?x128))))))))
(assert
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x95 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x84)))
 (let ((?x113 (relu ?x95)))
 (let ((?x124 (concat 0 ?x113 ?x95)))
 (= (dim ?x124 1) sym_c))))))
(assert
 (let ((?x105 (div (+ (- 3) sym_h) 2)))
 (let ((?x106 (+ 1 ?x105)))
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x95 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x84)))
 (let ((?x113 (relu ?x95)))
 (let ((?x124 (concat 0 ?x113 ?x95)))
 (let ((?x132 (dim ?x124 2)))
 (= ?x132 ?x106)))))))))
(assert
 (let ((?x110 (div (+ (- 3) sym_w) 2)))
 (let ((?x111 (+ 1 ?x110)))
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x95 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x84)))
 (let ((?x113 (relu ?x95)))
 (let ((?x124 (concat 0 ?x113 ?x95)))
 (let ((?x134 (dim ?x124 3)))
 (= ?x134 ?x111)))))))))
(assert
 (let ((?x105 (div (+ (- 3) sym_h) 2)))
 (let ((?x106 (+ 1 ?x105)))
 (>= ?x106 0))))
(assert
 (let ((?x110 (div (+ (- 3) sym_w) 2)))
 (let ((?x111 (+ 1 ?x110)))
 (>= ?x111 0))))
(assert
 (let ((?x128 (* 2 sym_n)))
 (>= ?x128 0)))
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
 (= (rank (concat 0 (relu in_i1) in_i1)) 4))
(assert
 (let ((?x128 (* 2 sym_n)))
 (let ((?x139 (relu in_i1)))
 (let ((?x150 (concat 0 ?x139 in_i1)))
 (let ((?x153 (dim ?x150 0)))
 (= ?x153 ?x128))))))
(assert
 (= (dim (concat 0 (relu in_i1) in_i1) 1) sym_c))
(assert
 (= (dim (concat 0 (relu in_i1) in_i1) 2) sym_h))
(assert
 (= (dim (concat 0 (relu in_i1) in_i1) 3) sym_w))
(assert
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x139 (relu in_i1)))
 (let ((?x150 (concat 0 ?x139 in_i1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 ?x150 ?x84)))
 (= (rank ?x161) 4))))))
(assert
 (let ((?x128 (* 2 sym_n)))
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x139 (relu in_i1)))
 (let ((?x150 (concat 0 ?x139 in_i1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 ?x150 ?x84)))
 (let ((?x164 (dim ?x161 0)))
 (= ?x164 ?x128))))))))
(assert
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x139 (relu in_i1)))
 (let ((?x150 (concat 0 ?x139 in_i1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 ?x150 ?x84)))
 (= (dim ?x161 1) sym_c))))))
(assert
 (let ((?x105 (div (+ (- 3) sym_h) 2)))
 (let ((?x106 (+ 1 ?x105)))
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x139 (relu in_i1)))
 (let ((?x150 (concat 0 ?x139 in_i1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 ?x150 ?x84)))
 (let ((?x168 (dim ?x161 2)))
 (= ?x168 ?x106)))))))))
(assert
 (let ((?x110 (div (+ (- 3) sym_w) 2)))
 (let ((?x111 (+ 1 ?x110)))
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x139 (relu in_i1)))
 (let ((?x150 (concat 0 ?x139 in_i1)))
 (let ((?x161 (conv 2 2 0 0 0 0 1 1 1 ?x150 ?x84)))
 (let ((?x170 (dim ?x161 3)))
 (= ?x170 ?x111)))))))))
(assert
 (let ((?x84 (idkernel4 sym_c 3 3)))
(let ((?x139 (relu in_i1)))
(let ((?x150 (concat 0 ?x139 in_i1)))
(let ((?x161 (conv 2 2 0 0 0 0 1 1 1 ?x150 ?x84)))
(let ((?x95 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x84)))
(let ((?x113 (relu ?x95)))
(let ((?x124 (concat 0 ?x113 ?x95)))
(and (distinct ?x124 ?x161) true)))))))))
(check-sat)
