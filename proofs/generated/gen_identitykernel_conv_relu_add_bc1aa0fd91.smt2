; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_add_x, relu_conv_idkernel
; z3 rlimit used: 49846
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
(declare-fun in_i2 () T)
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
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n))
(assert
 (= (dim in_i2 1) sym_c))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x102 (dim ?x95 2)))
 (= 3 ?x102))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x104 (dim ?x95 3)))
 (= 3 ?x104))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x106 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x95)))
 (= (rank ?x106) 4))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x106 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x95)))
 (= (dim ?x106 0) sym_n))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x106 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x95)))
 (= (dim ?x106 1) sym_c))))
(assert
 (let ((?x115 (+ (- 2) sym_h)))
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x106 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x95)))
 (let ((?x113 (dim ?x106 2)))
 (= ?x113 ?x115))))))
(assert
 (let ((?x118 (+ (- 2) sym_w)))
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x106 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x95)))
 (let ((?x117 (dim ?x106 3)))
 (= ?x117 ?x118))))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x95)))
 (= (rank ?x120) 4))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x95)))
 (= (dim ?x120 0) sym_n))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x95)))
 (= (dim ?x120 1) sym_c))))
(assert
 (let ((?x115 (+ (- 2) sym_h)))
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x95)))
 (let ((?x127 (dim ?x120 2)))
 (= ?x127 ?x115))))))
(assert
 (let ((?x118 (+ (- 2) sym_w)))
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x95)))
 (let ((?x129 (dim ?x120 3)))
 (= ?x129 ?x118))))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x95)))
 (let ((?x131 (relu ?x120)))
 (= (rank ?x131) 4)))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x95)))
 (let ((?x131 (relu ?x120)))
 (= (dim ?x131 0) sym_n)))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x95)))
 (let ((?x131 (relu ?x120)))
 (= (dim ?x131 1) sym_c)))))
(assert
 (let ((?x115 (+ (- 2) sym_h)))
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x95)))
 (let ((?x131 (relu ?x120)))
 (let ((?x138 (dim ?x131 2)))
 (= ?x138 ?x115)))))))
(assert
 (let ((?x118 (+ (- 2) sym_w)))
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x95)))
 (let ((?x131 (relu ?x120)))
 (let ((?x140 (dim ?x131 3)))
 (= ?x140 ?x118)))))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x95)))
 (let ((?x131 (relu ?x120)))
 (let ((?x106 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x95)))
 (let ((?x142 (add ?x106 ?x131)))
 (= (rank ?x142) 4)))))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x95)))
 (let ((?x131 (relu ?x120)))
 (let ((?x106 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x95)))
 (let ((?x142 (add ?x106 ?x131)))
 (= (dim ?x142 0) sym_n)))))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x95)))
 (let ((?x131 (relu ?x120)))
 (let ((?x106 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x95)))
 (let ((?x142 (add ?x106 ?x131)))
 (= (dim ?x142 1) sym_c)))))))
(assert
 (let ((?x115 (+ (- 2) sym_h)))
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x95)))
 (let ((?x131 (relu ?x120)))
 (let ((?x106 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x95)))
 (let ((?x142 (add ?x106 ?x131)))
 (let ((?x149 (dim ?x142 2)))
 (= ?x149 ?x115)))))))))
(assert
 (let ((?x118 (+ (- 2) sym_w)))
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x120 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x95)))
 (let ((?x131 (relu ?x120)))
 (let ((?x106 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x95)))
 (let ((?x142 (add ?x106 ?x131)))
 (let ((?x151 (dim ?x142 3)))
 (= ?x151 ?x118)))))))))
(assert
 (let ((?x115 (+ (- 2) sym_h)))
 (>= ?x115 0)))
(assert
 (let ((?x118 (+ (- 2) sym_w)))
 (>= ?x118 0)))
(assert
 (= (rank (relu in_i2)) 4))
(assert
 (= (dim (relu in_i2) 0) sym_n))
(assert
 (= (dim (relu in_i2) 1) sym_c))
(assert
 (= (dim (relu in_i2) 2) sym_h))
(assert
 (= (dim (relu in_i2) 3) sym_w))
(assert
 (= (rank (add in_i1 (relu in_i2))) 4))
(assert
 (= (dim (add in_i1 (relu in_i2)) 0) sym_n))
(assert
 (= (dim (add in_i1 (relu in_i2)) 1) sym_c))
(assert
 (= (dim (add in_i1 (relu in_i2)) 2) sym_h))
(assert
 (= (dim (add in_i1 (relu in_i2)) 3) sym_w))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x155 (relu in_i2)))
 (let ((?x166 (add in_i1 ?x155)))
 (let ((?x177 (conv 1 1 0 0 0 0 1 1 1 ?x166 ?x95)))
 (= (rank ?x177) 4))))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x155 (relu in_i2)))
 (let ((?x166 (add in_i1 ?x155)))
 (let ((?x177 (conv 1 1 0 0 0 0 1 1 1 ?x166 ?x95)))
 (= (dim ?x177 0) sym_n))))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x155 (relu in_i2)))
 (let ((?x166 (add in_i1 ?x155)))
 (let ((?x177 (conv 1 1 0 0 0 0 1 1 1 ?x166 ?x95)))
 (= (dim ?x177 1) sym_c))))))
(assert
 (let ((?x115 (+ (- 2) sym_h)))
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x155 (relu in_i2)))
 (let ((?x166 (add in_i1 ?x155)))
 (let ((?x177 (conv 1 1 0 0 0 0 1 1 1 ?x166 ?x95)))
 (let ((?x184 (dim ?x177 2)))
 (= ?x184 ?x115))))))))
(assert
 (let ((?x118 (+ (- 2) sym_w)))
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x155 (relu in_i2)))
 (let ((?x166 (add in_i1 ?x155)))
 (let ((?x177 (conv 1 1 0 0 0 0 1 1 1 ?x166 ?x95)))
 (let ((?x186 (dim ?x177 3)))
 (= ?x186 ?x118))))))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
(let ((?x155 (relu in_i2)))
(let ((?x166 (add in_i1 ?x155)))
(let ((?x177 (conv 1 1 0 0 0 0 1 1 1 ?x166 ?x95)))
(let ((?x120 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x95)))
(let ((?x131 (relu ?x120)))
(let ((?x106 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x95)))
(let ((?x142 (add ?x106 ?x131)))
(and (distinct ?x142 ?x177) true))))))))))
(check-sat)
