; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch, relu_conv_idkernel
; z3 rlimit used: 49679
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
(declare-fun sym_n2 () Int)
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
 (>= sym_n2 1))
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
 (= (dim in_i2 0) sym_n2))
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
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x104 (dim ?x97 2)))
 (= 3 ?x104))))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x106 (dim ?x97 3)))
 (= 3 ?x106))))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x97)))
 (= (rank ?x108) 4))))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x97)))
 (= (dim ?x108 0) sym_n))))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x97)))
 (= (dim ?x108 1) sym_c))))
(assert
 (let ((?x117 (+ (- 2) sym_h)))
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x97)))
 (let ((?x115 (dim ?x108 2)))
 (= ?x115 ?x117))))))
(assert
 (let ((?x120 (+ (- 2) sym_w)))
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x97)))
 (let ((?x119 (dim ?x108 3)))
 (= ?x119 ?x120))))))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x97)))
 (= (rank ?x122) 4))))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x97)))
 (= (dim ?x122 0) sym_n2))))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x97)))
 (= (dim ?x122 1) sym_c))))
(assert
 (let ((?x117 (+ (- 2) sym_h)))
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x97)))
 (let ((?x129 (dim ?x122 2)))
 (= ?x129 ?x117))))))
(assert
 (let ((?x120 (+ (- 2) sym_w)))
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x97)))
 (let ((?x131 (dim ?x122 3)))
 (= ?x131 ?x120))))))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x97)))
 (let ((?x133 (relu ?x122)))
 (= (rank ?x133) 4)))))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x97)))
 (let ((?x133 (relu ?x122)))
 (= (dim ?x133 0) sym_n2)))))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x97)))
 (let ((?x133 (relu ?x122)))
 (= (dim ?x133 1) sym_c)))))
(assert
 (let ((?x117 (+ (- 2) sym_h)))
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x97)))
 (let ((?x133 (relu ?x122)))
 (let ((?x140 (dim ?x133 2)))
 (= ?x140 ?x117)))))))
(assert
 (let ((?x120 (+ (- 2) sym_w)))
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x97)))
 (let ((?x133 (relu ?x122)))
 (let ((?x142 (dim ?x133 3)))
 (= ?x142 ?x120)))))))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x97)))
 (let ((?x133 (relu ?x122)))
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x97)))
 (let ((?x144 (concat 0 ?x108 ?x133)))
 (= (rank ?x144) 4)))))))
(assert
 (let ((?x148 (+ sym_n sym_n2)))
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x97)))
 (let ((?x133 (relu ?x122)))
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x97)))
 (let ((?x144 (concat 0 ?x108 ?x133)))
 (let ((?x147 (dim ?x144 0)))
 (= ?x147 ?x148)))))))))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x97)))
 (let ((?x133 (relu ?x122)))
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x97)))
 (let ((?x144 (concat 0 ?x108 ?x133)))
 (= (dim ?x144 1) sym_c)))))))
(assert
 (let ((?x117 (+ (- 2) sym_h)))
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x97)))
 (let ((?x133 (relu ?x122)))
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x97)))
 (let ((?x144 (concat 0 ?x108 ?x133)))
 (let ((?x152 (dim ?x144 2)))
 (= ?x152 ?x117)))))))))
(assert
 (let ((?x120 (+ (- 2) sym_w)))
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x97)))
 (let ((?x133 (relu ?x122)))
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x97)))
 (let ((?x144 (concat 0 ?x108 ?x133)))
 (let ((?x154 (dim ?x144 3)))
 (= ?x154 ?x120)))))))))
(assert
 (let ((?x117 (+ (- 2) sym_h)))
 (>= ?x117 0)))
(assert
 (let ((?x120 (+ (- 2) sym_w)))
 (>= ?x120 0)))
(assert
 (let ((?x148 (+ sym_n sym_n2)))
 (>= ?x148 0)))
(assert
 (= (rank (relu in_i2)) 4))
(assert
 (= (dim (relu in_i2) 0) sym_n2))
(assert
 (= (dim (relu in_i2) 1) sym_c))
(assert
 (= (dim (relu in_i2) 2) sym_h))
(assert
 (= (dim (relu in_i2) 3) sym_w))
(assert
 (= (rank (concat 0 in_i1 (relu in_i2))) 4))
(assert
 (let ((?x148 (+ sym_n sym_n2)))
 (let ((?x159 (relu in_i2)))
 (let ((?x170 (concat 0 in_i1 ?x159)))
 (let ((?x173 (dim ?x170 0)))
 (= ?x173 ?x148))))))
(assert
 (= (dim (concat 0 in_i1 (relu in_i2)) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 (relu in_i2)) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 (relu in_i2)) 3) sym_w))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x159 (relu in_i2)))
 (let ((?x170 (concat 0 in_i1 ?x159)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x170 ?x97)))
 (= (rank ?x181) 4))))))
(assert
 (let ((?x148 (+ sym_n sym_n2)))
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x159 (relu in_i2)))
 (let ((?x170 (concat 0 in_i1 ?x159)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x170 ?x97)))
 (let ((?x184 (dim ?x181 0)))
 (= ?x184 ?x148))))))))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x159 (relu in_i2)))
 (let ((?x170 (concat 0 in_i1 ?x159)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x170 ?x97)))
 (= (dim ?x181 1) sym_c))))))
(assert
 (let ((?x117 (+ (- 2) sym_h)))
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x159 (relu in_i2)))
 (let ((?x170 (concat 0 in_i1 ?x159)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x170 ?x97)))
 (let ((?x188 (dim ?x181 2)))
 (= ?x188 ?x117))))))))
(assert
 (let ((?x120 (+ (- 2) sym_w)))
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x159 (relu in_i2)))
 (let ((?x170 (concat 0 in_i1 ?x159)))
 (let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x170 ?x97)))
 (let ((?x190 (dim ?x181 3)))
 (= ?x190 ?x120))))))))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
(let ((?x159 (relu in_i2)))
(let ((?x170 (concat 0 in_i1 ?x159)))
(let ((?x181 (conv 1 1 0 0 0 0 1 1 1 ?x170 ?x97)))
(let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x97)))
(let ((?x133 (relu ?x122)))
(let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x97)))
(let ((?x144 (concat 0 ?x108 ?x133)))
(and (distinct ?x144 ?x181) true))))))))))
(check-sat)
