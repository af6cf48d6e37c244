; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch, relu_conv_idkernel
; z3 rlimit used: 75157
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
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
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
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x107 (dim ?x100 2)))
 (= 3 ?x107))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x109 (dim ?x100 3)))
 (= 3 ?x109))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x100)))
 (= (rank ?x111) 4))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x100)))
 (= (dim ?x111 0) sym_n))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x100)))
 (= (dim ?x111 1) sym_c))))
(assert
 (let ((?x121 (div (+ (- 3) sym_h) 2)))
 (let ((?x122 (+ 1 ?x121)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x118 (dim ?x111 2)))
 (= ?x118 ?x122)))))))
(assert
 (let ((?x126 (div (+ (- 3) sym_w) 2)))
 (let ((?x127 (+ 1 ?x126)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x124 (dim ?x111 3)))
 (= ?x124 ?x127)))))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x129 (relu ?x111)))
 (= (rank ?x129) 4)))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x129 (relu ?x111)))
 (= (dim ?x129 0) sym_n)))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x129 (relu ?x111)))
 (= (dim ?x129 1) sym_c)))))
(assert
 (let ((?x121 (div (+ (- 3) sym_h) 2)))
 (let ((?x122 (+ 1 ?x121)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x129 (relu ?x111)))
 (let ((?x136 (dim ?x129 2)))
 (= ?x136 ?x122))))))))
(assert
 (let ((?x126 (div (+ (- 3) sym_w) 2)))
 (let ((?x127 (+ 1 ?x126)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x129 (relu ?x111)))
 (let ((?x138 (dim ?x129 3)))
 (= ?x138 ?x127))))))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x129 (relu ?x111)))
 (let ((?x140 (concat 0 ?x111 ?x129)))
 (= (rank ?x140) 4))))))
(assert
 (let ((?x144 (* 2 sym_n)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x129 (relu ?x111)))
 (let ((?x140 (concat 0 ?x111 ?x129)))
 (let ((?x143 (dim ?x140 0)))
 (= ?x143 ?x144))))))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x129 (relu ?x111)))
 (let ((?x140 (concat 0 ?x111 ?x129)))
 (= (dim ?x140 1) sym_c))))))
(assert
 (let ((?x121 (div (+ (- 3) sym_h) 2)))
 (let ((?x122 (+ 1 ?x121)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x129 (relu ?x111)))
 (let ((?x140 (concat 0 ?x111 ?x129)))
 (let ((?x148 (dim ?x140 2)))
 (= ?x148 ?x122)))))))))
(assert
 (let ((?x126 (div (+ (- 3) sym_w) 2)))
 (let ((?x127 (+ 1 ?x126)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x129 (relu ?x111)))
 (let ((?x140 (concat 0 ?x111 ?x129)))
 (let ((?x150 (dim ?x140 3)))
 (= ?x150 ?x127)))))))))
(assert
 (let ((?x121 (div (+ (- 3) sym_h) 2)))
 (let ((?x122 (+ 1 ?x121)))
 (>= ?x122 0))))
(assert
 (let ((?x126 (div (+ (- 3) sym_w) 2)))
 (let ((?x127 (+ 1 ?x126)))
 (>= ?x127 0))))
(assert
 (let ((?x144 (* 2 sym_n)))
 (>= ?x144 0)))
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
 (let ((?x144 (* 2 sym_n)))
 (let ((?x155 (relu in_i1)))
 (let ((?x166 (concat 0 in_i1 ?x155)))
 (let ((?x169 (dim ?x166 0)))
 (= ?x169 ?x144))))))
(assert
 (= (dim (concat 0 in_i1 (relu in_i1)) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 (relu in_i1)) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 (relu in_i1)) 3) sym_w))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x155 (relu in_i1)))
 (let ((?x166 (concat 0 in_i1 ?x155)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 ?x166 ?x100)))
 (= (rank ?x177) 4))))))
(assert
 (let ((?x144 (* 2 sym_n)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x155 (relu in_i1)))
 (let ((?x166 (concat 0 in_i1 ?x155)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 ?x166 ?x100)))
 (let ((?x180 (dim ?x177 0)))
 (= ?x180 ?x144))))))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x155 (relu in_i1)))
 (let ((?x166 (concat 0 in_i1 ?x155)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 ?x166 ?x100)))
 (= (dim ?x177 1) sym_c))))))
(assert
 (let ((?x121 (div (+ (- 3) sym_h) 2)))
 (let ((?x122 (+ 1 ?x121)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x155 (relu in_i1)))
 (let ((?x166 (concat 0 in_i1 ?x155)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 ?x166 ?x100)))
 (let ((?x184 (dim ?x177 2)))
 (= ?x184 ?x122)))))))))
(assert
 (let ((?x126 (div (+ (- 3) sym_w) 2)))
 (let ((?x127 (+ 1 ?x126)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x155 (relu in_i1)))
 (let ((?x166 (concat 0 in_i1 ?x155)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 ?x166 ?x100)))
 (let ((?x186 (dim ?x177 3)))
 (= ?x186 ?x127)))))))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
(let ((?x155 (relu in_i1)))
(let ((?x166 (concat 0 in_i1 ?x155)))
(let ((?x177 (conv 2 2 0 0 0 0 1 1 1 ?x166 ?x100)))
(let ((?x111 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x100)))
(let ((?x129 (relu ?x111)))
(let ((?x140 (concat 0 ?x111 ?x129)))
(and (distinct ?x140 ?x177) true)))))))))
(check-sat)
