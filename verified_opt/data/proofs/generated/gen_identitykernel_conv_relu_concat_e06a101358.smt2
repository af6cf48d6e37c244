; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch, relu_conv_idkernel
; z3 rlimit used: 75651
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
 (let ((?x124 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x113)))
 (= (rank ?x124) 4))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x124 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x113)))
 (= (dim ?x124 0) sym_n))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x124 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x113)))
 (= (dim ?x124 1) sym_c))))
(assert
 (let ((?x134 (div (+ (- 1) sym_h) 2)))
 (let ((?x135 (+ 1 ?x134)))
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x124 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x113)))
 (let ((?x131 (dim ?x124 2)))
 (= ?x131 ?x135)))))))
(assert
 (let ((?x139 (div (+ (- 1) sym_w) 2)))
 (let ((?x140 (+ 1 ?x139)))
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x124 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x113)))
 (let ((?x137 (dim ?x124 3)))
 (= ?x137 ?x140)))))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x113)))
 (= (rank ?x142) 4))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x113)))
 (= (dim ?x142 0) sym_n2))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x113)))
 (= (dim ?x142 1) sym_c))))
(assert
 (let ((?x134 (div (+ (- 1) sym_h) 2)))
 (let ((?x135 (+ 1 ?x134)))
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x113)))
 (let ((?x149 (dim ?x142 2)))
 (= ?x149 ?x135)))))))
(assert
 (let ((?x139 (div (+ (- 1) sym_w) 2)))
 (let ((?x140 (+ 1 ?x139)))
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x113)))
 (let ((?x151 (dim ?x142 3)))
 (= ?x151 ?x140)))))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x113)))
 (let ((?x153 (relu ?x142)))
 (= (rank ?x153) 4)))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x113)))
 (let ((?x153 (relu ?x142)))
 (= (dim ?x153 0) sym_n2)))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x113)))
 (let ((?x153 (relu ?x142)))
 (= (dim ?x153 1) sym_c)))))
(assert
 (let ((?x134 (div (+ (- 1) sym_h) 2)))
 (let ((?x135 (+ 1 ?x134)))
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x113)))
 (let ((?x153 (relu ?x142)))
 (let ((?x160 (dim ?x153 2)))
 (= ?x160 ?x135))))))))
(assert
 (let ((?x139 (div (+ (- 1) sym_w) 2)))
 (let ((?x140 (+ 1 ?x139)))
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x113)))
 (let ((?x153 (relu ?x142)))
 (let ((?x162 (dim ?x153 3)))
 (= ?x162 ?x140))))))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x113)))
 (let ((?x153 (relu ?x142)))
 (let ((?x124 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x113)))
 (let ((?x164 (concat 0 ?x124 ?x153)))
 (= (rank ?x164) 4)))))))
(assert
 (let ((?x168 (+ sym_n sym_n2)))
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x113)))
 (let ((?x153 (relu ?x142)))
 (let ((?x124 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x113)))
 (let ((?x164 (concat 0 ?x124 ?x153)))
 (let ((?x167 (dim ?x164 0)))
 (= ?x167 ?x168)))))))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x113)))
 (let ((?x153 (relu ?x142)))
 (let ((?x124 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x113)))
 (let ((?x164 (concat 0 ?x124 ?x153)))
 (= (dim ?x164 1) sym_c)))))))
(assert
 (let ((?x134 (div (+ (- 1) sym_h) 2)))
 (let ((?x135 (+ 1 ?x134)))
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x113)))
 (let ((?x153 (relu ?x142)))
 (let ((?x124 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x113)))
 (let ((?x164 (concat 0 ?x124 ?x153)))
 (let ((?x172 (dim ?x164 2)))
 (= ?x172 ?x135))))))))))
(assert
 (let ((?x139 (div (+ (- 1) sym_w) 2)))
 (let ((?x140 (+ 1 ?x139)))
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x142 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x113)))
 (let ((?x153 (relu ?x142)))
 (let ((?x124 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x113)))
 (let ((?x164 (concat 0 ?x124 ?x153)))
 (let ((?x174 (dim ?x164 3)))
 (= ?x174 ?x140))))))))))
(assert
 (let ((?x134 (div (+ (- 1) sym_h) 2)))
 (let ((?x135 (+ 1 ?x134)))
 (>= ?x135 0))))
(assert
 (let ((?x139 (div (+ (- 1) sym_w) 2)))
 (let ((?x140 (+ 1 ?x139)))
 (>= ?x140 0))))
(assert
 (let ((?x168 (+ sym_n sym_n2)))
 (>= ?x168 0)))
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
 (let ((?x168 (+ sym_n sym_n2)))
 (let ((?x179 (relu in_i2)))
 (let ((?x190 (concat 0 in_i1 ?x179)))
 (let ((?x193 (dim ?x190 0)))
 (= ?x193 ?x168))))))
(assert
 (= (dim (concat 0 in_i1 (relu in_i2)) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 (relu in_i2)) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 (relu in_i2)) 3) sym_w))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x179 (relu in_i2)))
 (let ((?x190 (concat 0 in_i1 ?x179)))
 (let ((?x201 (conv 2 2 1 1 1 1 1 1 1 ?x190 ?x113)))
 (= (rank ?x201) 4))))))
(assert
 (let ((?x168 (+ sym_n sym_n2)))
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x179 (relu in_i2)))
 (let ((?x190 (concat 0 in_i1 ?x179)))
 (let ((?x201 (conv 2 2 1 1 1 1 1 1 1 ?x190 ?x113)))
 (let ((?x204 (dim ?x201 0)))
 (= ?x204 ?x168))))))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x179 (relu in_i2)))
 (let ((?x190 (concat 0 in_i1 ?x179)))
 (let ((?x201 (conv 2 2 1 1 1 1 1 1 1 ?x190 ?x113)))
 (= (dim ?x201 1) sym_c))))))
(assert
 (let ((?x134 (div (+ (- 1) sym_h) 2)))
 (let ((?x135 (+ 1 ?x134)))
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x179 (relu in_i2)))
 (let ((?x190 (concat 0 in_i1 ?x179)))
 (let ((?x201 (conv 2 2 1 1 1 1 1 1 1 ?x190 ?x113)))
 (let ((?x208 (dim ?x201 2)))
 (= ?x208 ?x135)))))))))
(assert
 (let ((?x139 (div (+ (- 1) sym_w) 2)))
 (let ((?x140 (+ 1 ?x139)))
 (let ((?x113 (idkernel4 sym_c 3 3)))
 (let ((?x179 (relu in_i2)))
 (let ((?x190 (concat 0 in_i1 ?x179)))
 (let ((?x201 (conv 2 2 1 1 1 1 1 1 1 ?x190 ?x113)))
 (let ((?x210 (dim ?x201 3)))
 (= ?x210 ?x140)))))))))
(assert
 (let ((?x113 (idkernel4 sym_c 3 3)))
(let ((?x179 (relu in_i2)))
(let ((?x190 (concat 0 in_i1 ?x179)))
(let ((?x201 (conv 2 2 1 1 1 1 1 1 1 ?x190 ?x113)))
(let ((?x142 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x113)))
(let ((?x153 (relu ?x142)))
(let ((?x124 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x113)))
(let ((?x164 (concat 0 ?x124 ?x153)))
(and (distinct ?x164 ?x201) true))))))))))
(check-sat)
