; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch, relu_conv_idkernel
; z3 rlimit used: 31525
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
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x89 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x86 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (let (($x90 (= ?x86 ?x89)))
 (let (($x7 (>= sw 1)))
 (let (($x84 (and (= (dim X1 1) (dim X2 1)) (= (dim X1 2) (dim X2 2)) (= (dim X1 3) (dim X2 3)) (>= g 1) (>= sh 1) $x7 (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X1) 4) (= (rank X2) 4) (= (rank W) 4))))
 (=> $x84 $x90)))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
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
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x137 (dim ?x130 2)))
 (= 3 ?x137))))
(assert
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x139 (dim ?x130 3)))
 (= 3 ?x139))))
(assert
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x141 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x130)))
 (= (rank ?x141) 4))))
(assert
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x141 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x130)))
 (= (dim ?x141 0) sym_n))))
(assert
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x141 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x130)))
 (= (dim ?x141 1) sym_c))))
(assert
 (let ((?x151 (div (+ (- 1) sym_h) 2)))
 (let ((?x152 (+ 1 ?x151)))
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x141 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x130)))
 (let ((?x148 (dim ?x141 2)))
 (= ?x148 ?x152)))))))
(assert
 (let ((?x156 (div (+ (- 1) sym_w) 2)))
 (let ((?x157 (+ 1 ?x156)))
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x141 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x130)))
 (let ((?x154 (dim ?x141 3)))
 (= ?x154 ?x157)))))))
(assert
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x130)))
 (= (rank ?x159) 4))))
(assert
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x130)))
 (= (dim ?x159 0) sym_n2))))
(assert
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x130)))
 (= (dim ?x159 1) sym_c))))
(assert
 (let ((?x151 (div (+ (- 1) sym_h) 2)))
 (let ((?x152 (+ 1 ?x151)))
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x130)))
 (let ((?x166 (dim ?x159 2)))
 (= ?x166 ?x152)))))))
(assert
 (let ((?x156 (div (+ (- 1) sym_w) 2)))
 (let ((?x157 (+ 1 ?x156)))
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x130)))
 (let ((?x168 (dim ?x159 3)))
 (= ?x168 ?x157)))))))
(assert
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x130)))
 (let ((?x170 (relu ?x159)))
 (= (rank ?x170) 4)))))
(assert
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x130)))
 (let ((?x170 (relu ?x159)))
 (= (dim ?x170 0) sym_n2)))))
(assert
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x130)))
 (let ((?x170 (relu ?x159)))
 (= (dim ?x170 1) sym_c)))))
(assert
 (let ((?x151 (div (+ (- 1) sym_h) 2)))
 (let ((?x152 (+ 1 ?x151)))
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x130)))
 (let ((?x170 (relu ?x159)))
 (let ((?x177 (dim ?x170 2)))
 (= ?x177 ?x152))))))))
(assert
 (let ((?x156 (div (+ (- 1) sym_w) 2)))
 (let ((?x157 (+ 1 ?x156)))
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x130)))
 (let ((?x170 (relu ?x159)))
 (let ((?x179 (dim ?x170 3)))
 (= ?x179 ?x157))))))))
(assert
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x130)))
 (let ((?x170 (relu ?x159)))
 (let ((?x141 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x130)))
 (let ((?x181 (concat 0 ?x141 ?x170)))
 (= (rank ?x181) 4)))))))
(assert
 (let ((?x185 (+ sym_n sym_n2)))
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x130)))
 (let ((?x170 (relu ?x159)))
 (let ((?x141 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x130)))
 (let ((?x181 (concat 0 ?x141 ?x170)))
 (let ((?x184 (dim ?x181 0)))
 (= ?x184 ?x185)))))))))
(assert
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x130)))
 (let ((?x170 (relu ?x159)))
 (let ((?x141 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x130)))
 (let ((?x181 (concat 0 ?x141 ?x170)))
 (= (dim ?x181 1) sym_c)))))))
(assert
 (let ((?x151 (div (+ (- 1) sym_h) 2)))
 (let ((?x152 (+ 1 ?x151)))
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x130)))
 (let ((?x170 (relu ?x159)))
 (let ((?x141 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x130)))
 (let ((?x181 (concat 0 ?x141 ?x170)))
 (let ((?x189 (dim ?x181 2)))
 (= ?x189 ?x152))))))))))
(assert
 (let ((?x156 (div (+ (- 1) sym_w) 2)))
 (let ((?x157 (+ 1 ?x156)))
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x159 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x130)))
 (let ((?x170 (relu ?x159)))
 (let ((?x141 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x130)))
 (let ((?x181 (concat 0 ?x141 ?x170)))
 (let ((?x191 (dim ?x181 3)))
 (= ?x191 ?x157))))))))))
(assert
 (let ((?x151 (div (+ (- 1) sym_h) 2)))
 (let ((?x152 (+ 1 ?x151)))
 (>= ?x152 0))))
(assert
 (let ((?x156 (div (+ (- 1) sym_w) 2)))
 (let ((?x157 (+ 1 ?x156)))
 (>= ?x157 0))))
(assert
 (let ((?x185 (+ sym_n sym_n2)))
 (>= ?x185 0)))
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
 (let ((?x185 (+ sym_n sym_n2)))
 (let ((?x196 (relu in_i2)))
 (let ((?x207 (concat 0 in_i1 ?x196)))
 (let ((?x210 (dim ?x207 0)))
 (= ?x210 ?x185))))))
(assert
 (= (dim (concat 0 in_i1 (relu in_i2)) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 (relu in_i2)) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 (relu in_i2)) 3) sym_w))
(assert
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x196 (relu in_i2)))
 (let ((?x207 (concat 0 in_i1 ?x196)))
 (let ((?x218 (conv 2 2 1 1 1 1 1 1 1 ?x207 ?x130)))
 (= (rank ?x218) 4))))))
(assert
 (let ((?x185 (+ sym_n sym_n2)))
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x196 (relu in_i2)))
 (let ((?x207 (concat 0 in_i1 ?x196)))
 (let ((?x218 (conv 2 2 1 1 1 1 1 1 1 ?x207 ?x130)))
 (let ((?x221 (dim ?x218 0)))
 (= ?x221 ?x185))))))))
(assert
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x196 (relu in_i2)))
 (let ((?x207 (concat 0 in_i1 ?x196)))
 (let ((?x218 (conv 2 2 1 1 1 1 1 1 1 ?x207 ?x130)))
 (= (dim ?x218 1) sym_c))))))
(assert
 (let ((?x151 (div (+ (- 1) sym_h) 2)))
 (let ((?x152 (+ 1 ?x151)))
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x196 (relu in_i2)))
 (let ((?x207 (concat 0 in_i1 ?x196)))
 (let ((?x218 (conv 2 2 1 1 1 1 1 1 1 ?x207 ?x130)))
 (let ((?x225 (dim ?x218 2)))
 (= ?x225 ?x152)))))))))
(assert
 (let ((?x156 (div (+ (- 1) sym_w) 2)))
 (let ((?x157 (+ 1 ?x156)))
 (let ((?x130 (idkernel4 sym_c 3 3)))
 (let ((?x196 (relu in_i2)))
 (let ((?x207 (concat 0 in_i1 ?x196)))
 (let ((?x218 (conv 2 2 1 1 1 1 1 1 1 ?x207 ?x130)))
 (let ((?x227 (dim ?x218 3)))
 (= ?x227 ?x157)))))))))
(assert
 (let ((?x130 (idkernel4 sym_c 3 3)))
(let ((?x196 (relu in_i2)))
(let ((?x207 (concat 0 in_i1 ?x196)))
(let ((?x218 (conv 2 2 1 1 1 1 1 1 1 ?x207 ?x130)))
(let ((?x159 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x130)))
(let ((?x170 (relu ?x159)))
(let ((?x141 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x130)))
(let ((?x181 (concat 0 ?x141 ?x170)))
(and (distinct ?x181 ?x218) true))))))))))
(check-sat)
