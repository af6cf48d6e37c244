; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch, relu_conv_idkernel
; z3 rlimit used: 30847
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun relu (T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
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
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x78 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x75 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (let (($x79 (= ?x75 ?x78)))
 (let (($x7 (>= sw 1)))
 (let (($x73 (and (>= g 1) (>= sh 1) $x7 (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X1) 4) (= (rank X2) 4) (= (rank W) 4))))
 (=> $x73 $x79)))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
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
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x128 (dim ?x121 2)))
 (= 3 ?x128))))
(assert
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x130 (dim ?x121 3)))
 (= 3 ?x130))))
(assert
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x132 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x121)))
 (= (rank ?x132) 4))))
(assert
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x132 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x121)))
 (= (dim ?x132 0) sym_n))))
(assert
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x132 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x121)))
 (= (dim ?x132 1) sym_c))))
(assert
 (let ((?x142 (div (+ (- 1) sym_h) 2)))
 (let ((?x143 (+ 1 ?x142)))
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x132 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x121)))
 (let ((?x139 (dim ?x132 2)))
 (= ?x139 ?x143)))))))
(assert
 (let ((?x147 (div (+ (- 1) sym_w) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x132 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x121)))
 (let ((?x145 (dim ?x132 3)))
 (= ?x145 ?x148)))))))
(assert
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x150 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x121)))
 (= (rank ?x150) 4))))
(assert
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x150 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x121)))
 (= (dim ?x150 0) sym_n2))))
(assert
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x150 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x121)))
 (= (dim ?x150 1) sym_c))))
(assert
 (let ((?x142 (div (+ (- 1) sym_h) 2)))
 (let ((?x143 (+ 1 ?x142)))
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x150 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x121)))
 (let ((?x157 (dim ?x150 2)))
 (= ?x157 ?x143)))))))
(assert
 (let ((?x147 (div (+ (- 1) sym_w) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x150 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x121)))
 (let ((?x159 (dim ?x150 3)))
 (= ?x159 ?x148)))))))
(assert
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x150 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x121)))
 (let ((?x161 (relu ?x150)))
 (= (rank ?x161) 4)))))
(assert
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x150 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x121)))
 (let ((?x161 (relu ?x150)))
 (= (dim ?x161 0) sym_n2)))))
(assert
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x150 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x121)))
 (let ((?x161 (relu ?x150)))
 (= (dim ?x161 1) sym_c)))))
(assert
 (let ((?x142 (div (+ (- 1) sym_h) 2)))
 (let ((?x143 (+ 1 ?x142)))
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x150 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x121)))
 (let ((?x161 (relu ?x150)))
 (let ((?x168 (dim ?x161 2)))
 (= ?x168 ?x143))))))))
(assert
 (let ((?x147 (div (+ (- 1) sym_w) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x150 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x121)))
 (let ((?x161 (relu ?x150)))
 (let ((?x170 (dim ?x161 3)))
 (= ?x170 ?x148))))))))
(assert
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x150 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x121)))
 (let ((?x161 (relu ?x150)))
 (let ((?x132 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x121)))
 (let ((?x172 (concat 0 ?x132 ?x161)))
 (= (rank ?x172) 4)))))))
(assert
 (let ((?x176 (+ sym_n sym_n2)))
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x150 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x121)))
 (let ((?x161 (relu ?x150)))
 (let ((?x132 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x121)))
 (let ((?x172 (concat 0 ?x132 ?x161)))
 (let ((?x175 (dim ?x172 0)))
 (= ?x175 ?x176)))))))))
(assert
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x150 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x121)))
 (let ((?x161 (relu ?x150)))
 (let ((?x132 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x121)))
 (let ((?x172 (concat 0 ?x132 ?x161)))
 (= (dim ?x172 1) sym_c)))))))
(assert
 (let ((?x142 (div (+ (- 1) sym_h) 2)))
 (let ((?x143 (+ 1 ?x142)))
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x150 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x121)))
 (let ((?x161 (relu ?x150)))
 (let ((?x132 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x121)))
 (let ((?x172 (concat 0 ?x132 ?x161)))
 (let ((?x180 (dim ?x172 2)))
 (= ?x180 ?x143))))))))))
(assert
 (let ((?x147 (div (+ (- 1) sym_w) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x150 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x121)))
 (let ((?x161 (relu ?x150)))
 (let ((?x132 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x121)))
 (let ((?x172 (concat 0 ?x132 ?x161)))
 (let ((?x182 (dim ?x172 3)))
 (= ?x182 ?x148))))))))))
(assert
 (let ((?x142 (div (+ (- 1) sym_h) 2)))
 (let ((?x143 (+ 1 ?x142)))
 (>= ?x143 0))))
(assert
 (let ((?x147 (div (+ (- 1) sym_w) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (>= ?x148 0))))
(assert
 (let ((?x176 (+ sym_n sym_n2)))
 (>= ?x176 0)))
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
 (let ((?x176 (+ sym_n sym_n2)))
 (let ((?x187 (relu in_i2)))
 (let ((?x198 (concat 0 in_i1 ?x187)))
 (let ((?x201 (dim ?x198 0)))
 (= ?x201 ?x176))))))
(assert
 (= (dim (concat 0 in_i1 (relu in_i2)) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 (relu in_i2)) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 (relu in_i2)) 3) sym_w))
(assert
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x187 (relu in_i2)))
 (let ((?x198 (concat 0 in_i1 ?x187)))
 (let ((?x209 (conv 2 2 1 1 1 1 1 1 1 ?x198 ?x121)))
 (= (rank ?x209) 4))))))
(assert
 (let ((?x176 (+ sym_n sym_n2)))
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x187 (relu in_i2)))
 (let ((?x198 (concat 0 in_i1 ?x187)))
 (let ((?x209 (conv 2 2 1 1 1 1 1 1 1 ?x198 ?x121)))
 (let ((?x212 (dim ?x209 0)))
 (= ?x212 ?x176))))))))
(assert
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x187 (relu in_i2)))
 (let ((?x198 (concat 0 in_i1 ?x187)))
 (let ((?x209 (conv 2 2 1 1 1 1 1 1 1 ?x198 ?x121)))
 (= (dim ?x209 1) sym_c))))))
(assert
 (let ((?x142 (div (+ (- 1) sym_h) 2)))
 (let ((?x143 (+ 1 ?x142)))
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x187 (relu in_i2)))
 (let ((?x198 (concat 0 in_i1 ?x187)))
 (let ((?x209 (conv 2 2 1 1 1 1 1 1 1 ?x198 ?x121)))
 (let ((?x216 (dim ?x209 2)))
 (= ?x216 ?x143)))))))))
(assert
 (let ((?x147 (div (+ (- 1) sym_w) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x187 (relu in_i2)))
 (let ((?x198 (concat 0 in_i1 ?x187)))
 (let ((?x209 (conv 2 2 1 1 1 1 1 1 1 ?x198 ?x121)))
 (let ((?x218 (dim ?x209 3)))
 (= ?x218 ?x148)))))))))
(assert
 (let ((?x121 (idkernel4 sym_c 3 3)))
(let ((?x187 (relu in_i2)))
(let ((?x198 (concat 0 in_i1 ?x187)))
(let ((?x209 (conv 2 2 1 1 1 1 1 1 1 ?x198 ?x121)))
(let ((?x150 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x121)))
(let ((?x161 (relu ?x150)))
(let ((?x132 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x121)))
(let ((?x172 (concat 0 ?x132 ?x161)))
(and (distinct ?x172 ?x209) true))))))))))
(check-sat)
