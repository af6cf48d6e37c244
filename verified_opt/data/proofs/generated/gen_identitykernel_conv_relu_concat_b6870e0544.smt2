; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch, relu_conv_idkernel
; z3 rlimit used: 75620
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun relu (T) T)
(declare-fun dim (T Int) Int)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
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
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x69 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x66 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (let (($x70 (= ?x66 ?x69)))
 (let (($x7 (>= sw 1)))
 (let (($x61 (and (>= g 1) (>= sh 1) $x7 (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x61 $x70)))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_n2 1))
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
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x120 (dim ?x113 2)))
 (= 3 ?x120))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x122 (dim ?x113 3)))
 (= 3 ?x122))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x124 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x113)))
 (= (rank ?x124) 4))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x124 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x113)))
 (= (dim ?x124 0) sym_n))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x124 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x113)))
 (= (dim ?x124 1) sym_c))))
(assert
 (let ((?x133 (+ (- 2) sym_h)))
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x124 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x113)))
 (let ((?x131 (dim ?x124 2)))
 (= ?x131 ?x133))))))
(assert
 (let ((?x136 (+ (- 2) sym_w)))
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x124 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x113)))
 (let ((?x135 (dim ?x124 3)))
 (= ?x135 ?x136))))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x113)))
 (= (rank ?x138) 4))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x113)))
 (= (dim ?x138 0) sym_n2))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x113)))
 (= (dim ?x138 1) sym_c))))
(assert
 (let ((?x133 (+ (- 2) sym_h)))
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x113)))
 (let ((?x145 (dim ?x138 2)))
 (= ?x145 ?x133))))))
(assert
 (let ((?x136 (+ (- 2) sym_w)))
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x113)))
 (let ((?x147 (dim ?x138 3)))
 (= ?x147 ?x136))))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x113)))
 (let ((?x149 (relu ?x138)))
 (= (rank ?x149) 4)))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x113)))
 (let ((?x149 (relu ?x138)))
 (= (dim ?x149 0) sym_n2)))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x113)))
 (let ((?x149 (relu ?x138)))
 (= (dim ?x149 1) sym_c)))))
(assert
 (let ((?x133 (+ (- 2) sym_h)))
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x113)))
 (let ((?x149 (relu ?x138)))
 (let ((?x156 (dim ?x149 2)))
 (= ?x156 ?x133)))))))
(assert
 (let ((?x136 (+ (- 2) sym_w)))
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x113)))
 (let ((?x149 (relu ?x138)))
 (let ((?x158 (dim ?x149 3)))
 (= ?x158 ?x136)))))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x113)))
 (let ((?x149 (relu ?x138)))
 (let ((?x124 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x113)))
 (let ((?x160 (concat 0 ?x124 ?x149)))
 (= (rank ?x160) 4)))))))
(assert
 (let ((?x164 (+ sym_n sym_n2)))
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x113)))
 (let ((?x149 (relu ?x138)))
 (let ((?x124 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x113)))
 (let ((?x160 (concat 0 ?x124 ?x149)))
 (let ((?x163 (dim ?x160 0)))
 (= ?x163 ?x164)))))))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x113)))
 (let ((?x149 (relu ?x138)))
 (let ((?x124 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x113)))
 (let ((?x160 (concat 0 ?x124 ?x149)))
 (= (dim ?x160 1) sym_c)))))))
(assert
 (let ((?x133 (+ (- 2) sym_h)))
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x113)))
 (let ((?x149 (relu ?x138)))
 (let ((?x124 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x113)))
 (let ((?x160 (concat 0 ?x124 ?x149)))
 (let ((?x168 (dim ?x160 2)))
 (= ?x168 ?x133)))))))))
(assert
 (let ((?x136 (+ (- 2) sym_w)))
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x113)))
 (let ((?x149 (relu ?x138)))
 (let ((?x124 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x113)))
 (let ((?x160 (concat 0 ?x124 ?x149)))
 (let ((?x170 (dim ?x160 3)))
 (= ?x170 ?x136)))))))))
(assert
 (let ((?x133 (+ (- 2) sym_h)))
 (>= ?x133 0)))
(assert
 (let ((?x136 (+ (- 2) sym_w)))
 (>= ?x136 0)))
(assert
 (let ((?x164 (+ sym_n sym_n2)))
 (>= ?x164 0)))
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
 (let ((?x164 (+ sym_n sym_n2)))
 (let ((?x175 (relu in_i2)))
 (let ((?x186 (concat 0 in_i1 ?x175)))
 (let ((?x189 (dim ?x186 0)))
 (= ?x189 ?x164))))))
(assert
 (= (dim (concat 0 in_i1 (relu in_i2)) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 (relu in_i2)) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 (relu in_i2)) 3) sym_w))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x175 (relu in_i2)))
 (let ((?x186 (concat 0 in_i1 ?x175)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 ?x186 ?x113)))
 (= (rank ?x197) 4))))))
(assert
 (let ((?x164 (+ sym_n sym_n2)))
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x175 (relu in_i2)))
 (let ((?x186 (concat 0 in_i1 ?x175)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 ?x186 ?x113)))
 (let ((?x200 (dim ?x197 0)))
 (= ?x200 ?x164))))))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x175 (relu in_i2)))
 (let ((?x186 (concat 0 in_i1 ?x175)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 ?x186 ?x113)))
 (= (dim ?x197 1) sym_c))))))
(assert
 (let ((?x133 (+ (- 2) sym_h)))
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x175 (relu in_i2)))
 (let ((?x186 (concat 0 in_i1 ?x175)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 ?x186 ?x113)))
 (let ((?x204 (dim ?x197 2)))
 (= ?x204 ?x133))))))))
(assert
 (let ((?x136 (+ (- 2) sym_w)))
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x175 (relu in_i2)))
 (let ((?x186 (concat 0 in_i1 ?x175)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 ?x186 ?x113)))
 (let ((?x206 (dim ?x197 3)))
 (= ?x206 ?x136))))))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
(let ((?x175 (relu in_i2)))
(let ((?x186 (concat 0 in_i1 ?x175)))
(let ((?x197 (conv 1 1 0 0 0 0 1 1 1 ?x186 ?x113)))
(let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x113)))
(let ((?x149 (relu ?x138)))
(let ((?x124 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x113)))
(let ((?x160 (concat 0 ?x124 ?x149)))
(and (distinct ?x160 ?x197) true))))))))))
(check-sat)
