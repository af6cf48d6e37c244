; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch, relu_conv_idkernel
; z3 rlimit used: 49167
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
 (let ((?x120 (concat 0 ?x95 ?x109)))
 (= (rank ?x120) 4))))))
(assert
 (let ((?x124 (* 2 sym_n)))
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x95 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x84)))
 (let ((?x109 (relu ?x95)))
 (let ((?x120 (concat 0 ?x95 ?x109)))
 (let ((?x123 (dim ?x120 0)))
 (= ?x123 ?x124))))))))
(assert
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x95 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x84)))
 (let ((?x109 (relu ?x95)))
 (let ((?x120 (concat 0 ?x95 ?x109)))
 (= (dim ?x120 1) sym_c))))))
(assert
 (let ((?x104 (+ (- 2) sym_h)))
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x95 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x84)))
 (let ((?x109 (relu ?x95)))
 (let ((?x120 (concat 0 ?x95 ?x109)))
 (let ((?x128 (dim ?x120 2)))
 (= ?x128 ?x104))))))))
(assert
 (let ((?x107 (+ (- 2) sym_w)))
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x95 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x84)))
 (let ((?x109 (relu ?x95)))
 (let ((?x120 (concat 0 ?x95 ?x109)))
 (let ((?x130 (dim ?x120 3)))
 (= ?x130 ?x107))))))))
(assert
 (let ((?x104 (+ (- 2) sym_h)))
 (>= ?x104 0)))
(assert
 (let ((?x107 (+ (- 2) sym_w)))
 (>= ?x107 0)))
(assert
 (let ((?x124 (* 2 sym_n)))
 (>= ?x124 0)))
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
 (= (rank (concat 0 in_i1 (relu in_i1))) 4))
(assert
 (let ((?x124 (* 2 sym_n)))
 (let ((?x135 (relu in_i1)))
 (let ((?x146 (concat 0 in_i1 ?x135)))
 (let ((?x149 (dim ?x146 0)))
 (= ?x149 ?x124))))))
(assert
 (= (dim (concat 0 in_i1 (relu in_i1)) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 (relu in_i1)) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 (relu in_i1)) 3) sym_w))
(assert
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x135 (relu in_i1)))
 (let ((?x146 (concat 0 in_i1 ?x135)))
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 ?x146 ?x84)))
 (= (rank ?x157) 4))))))
(assert
 (let ((?x124 (* 2 sym_n)))
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x135 (relu in_i1)))
 (let ((?x146 (concat 0 in_i1 ?x135)))
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 ?x146 ?x84)))
 (let ((?x160 (dim ?x157 0)))
 (= ?x160 ?x124))))))))
(assert
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x135 (relu in_i1)))
 (let ((?x146 (concat 0 in_i1 ?x135)))
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 ?x146 ?x84)))
 (= (dim ?x157 1) sym_c))))))
(assert
 (let ((?x104 (+ (- 2) sym_h)))
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x135 (relu in_i1)))
 (let ((?x146 (concat 0 in_i1 ?x135)))
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 ?x146 ?x84)))
 (let ((?x164 (dim ?x157 2)))
 (= ?x164 ?x104))))))))
(assert
 (let ((?x107 (+ (- 2) sym_w)))
 (let ((?x84 (idkernel4 sym_c 3 3)))
 (let ((?x135 (relu in_i1)))
 (let ((?x146 (concat 0 in_i1 ?x135)))
 (let ((?x157 (conv 1 1 0 0 0 0 1 1 1 ?x146 ?x84)))
 (let ((?x166 (dim ?x157 3)))
 (= ?x166 ?x107))))))))
(assert
 (let ((?x84 (idkernel4 sym_c 3 3)))
(let ((?x135 (relu in_i1)))
(let ((?x146 (concat 0 in_i1 ?x135)))
(let ((?x157 (conv 1 1 0 0 0 0 1 1 1 ?x146 ?x84)))
(let ((?x95 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x84)))
(let ((?x109 (relu ?x95)))
(let ((?x120 (concat 0 ?x95 ?x109)))
(and (distinct ?x120 ?x157) true)))))))))
(check-sat)
