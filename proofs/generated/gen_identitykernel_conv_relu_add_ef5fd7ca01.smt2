; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_add_x, relu_conv_idkernel
; z3 rlimit used: 49360
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun relu (T) T)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
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
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x56 (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x53 (conv sh sw pt pl pb pr dh dw g (add X1 X2) W)))
 (= ?x53 ?x56))) :pattern ( (conv sh sw pt pl pb pr dh dw g (add X1 X2) W) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_add_x))
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
 (let ((?x95 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x84)))
 (= (rank ?x95) 4))))
(assert
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x95 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x84)))
 (= (dim ?x95 0) sym_n))))
(assert
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x95 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x84)))
 (= (dim ?x95 1) sym_c))))
(assert
 (let ((?x104 (+ (- 2) sym_h)))
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x95 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x84)))
 (let ((?x102 (dim ?x95 2)))
 (= ?x102 ?x104))))))
(assert
 (let ((?x107 (+ (- 2) sym_w)))
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x95 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x84)))
 (let ((?x106 (dim ?x95 3)))
 (= ?x106 ?x107))))))
(assert
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x95 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x84)))
 (let ((?x109 (relu ?x95)))
 (= (rank ?x109) 4)))))
(assert
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x95 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x84)))
 (let ((?x109 (relu ?x95)))
 (= (dim ?x109 0) sym_n)))))
(assert
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x95 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x84)))
 (let ((?x109 (relu ?x95)))
 (= (dim ?x109 1) sym_c)))))
(assert
 (let ((?x104 (+ (- 2) sym_h)))
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x95 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x84)))
 (let ((?x109 (relu ?x95)))
 (let ((?x116 (dim ?x109 2)))
 (= ?x116 ?x104)))))))
(assert
 (let ((?x107 (+ (- 2) sym_w)))
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x95 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x84)))
 (let ((?x109 (relu ?x95)))
 (let ((?x118 (dim ?x109 3)))
 (= ?x118 ?x107)))))))
(assert
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x95 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x84)))
 (let ((?x109 (relu ?x95)))
 (let ((?x120 (add ?x95 ?x109)))
 (= (rank ?x120) 4))))))
(assert
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x95 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x84)))
 (let ((?x109 (relu ?x95)))
 (let ((?x120 (add ?x95 ?x109)))
 (= (dim ?x120 0) sym_n))))))
(assert
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x95 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x84)))
 (let ((?x109 (relu ?x95)))
 (let ((?x120 (add ?x95 ?x109)))
 (= (dim ?x120 1) sym_c))))))
(assert
 (let ((?x104 (+ (- 2) sym_h)))
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x95 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x84)))
 (let ((?x109 (relu ?x95)))
 (let ((?x120 (add ?x95 ?x109)))
 (let ((?x127 (dim ?x120 2)))
 (= ?x127 ?x104))))))))
(assert
 (let ((?x107 (+ (- 2) sym_w)))
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x95 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x84)))
 (let ((?x109 (relu ?x95)))
 (let ((?x120 (add ?x95 ?x109)))
 (let ((?x129 (dim ?x120 3)))
 (= ?x129 ?x107))))))))
(assert
 (let ((?x104 (+ (- 2) sym_h)))
 (>= ?x104 0)))
(assert
 (let ((?x107 (+ (- 2) sym_w)))
 (>= ?x107 0)))
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
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x133 (relu in_i1)))
 (let ((?x144 (add in_i1 ?x133)))
 (let ((?x155 (conv 1 1 0 0 0 0 1 1 1 ?x144 ?x84)))
 (= (rank ?x155) 4))))))
(assert
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x133 (relu in_i1)))
 (let ((?x144 (add in_i1 ?x133)))
 (let ((?x155 (conv 1 1 0 0 0 0 1 1 1 ?x144 ?x84)))
 (= (dim ?x155 0) sym_n))))))
(assert
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x133 (relu in_i1)))
 (let ((?x144 (add in_i1 ?x133)))
 (let ((?x155 (conv 1 1 0 0 0 0 1 1 1 ?x144 ?x84)))
 (= (dim ?x155 1) sym_c))))))
(assert
 (let ((?x104 (+ (- 2) sym_h)))
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x133 (relu in_i1)))
 (let ((?x144 (add in_i1 ?x133)))
 (let ((?x155 (conv 1 1 0 0 0 0 1 1 1 ?x144 ?x84)))
 (let ((?x162 (dim ?x155 2)))
 (= ?x162 ?x104))))))))
(assert
 (let ((?x107 (+ (- 2) sym_w)))
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x133 (relu in_i1)))
 (let ((?x144 (add in_i1 ?x133)))
 (let ((?x155 (conv 1 1 0 0 0 0 1 1 1 ?x144 ?x84)))
 (let ((?x164 (dim ?x155 3)))
 (= ?x164 ?x107))))))))
(assert
 (let ((?x84 (idkernel4 sym_c 3 3)))
(let ((?x133 (relu in_i1)))
(let ((?x144 (add in_i1 ?x133)))
(let ((?x155 (conv 1 1 0 0 0 0 1 1 1 ?x144 ?x84)))
(let ((?x95 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x84)))
(let ((?x109 (relu ?x95)))
(let ((?x120 (add ?x95 ?x109)))
(and (distinct ?x120 ?x155) true)))))))))
(check-sat)
