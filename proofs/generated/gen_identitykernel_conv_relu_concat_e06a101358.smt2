; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch, relu_conv_idkernel
; z3 rlimit used: 49718
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
 (let ((?x108 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x97)))
 (= (rank ?x108) 4))))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x108 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x97)))
 (= (dim ?x108 0) sym_n))))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x108 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x97)))
 (= (dim ?x108 1) sym_c))))
(assert
 (let ((?x118 (div (+ (- 1) sym_h) 2)))
 (let ((?x119 (+ 1 ?x118)))
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x108 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x97)))
 (let ((?x115 (dim ?x108 2)))
 (= ?x115 ?x119)))))))
(assert
 (let ((?x123 (div (+ (- 1) sym_w) 2)))
 (let ((?x124 (+ 1 ?x123)))
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x108 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x97)))
 (let ((?x121 (dim ?x108 3)))
 (= ?x121 ?x124)))))))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x126 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x97)))
 (= (rank ?x126) 4))))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x126 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x97)))
 (= (dim ?x126 0) sym_n2))))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x126 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x97)))
 (= (dim ?x126 1) sym_c))))
(assert
 (let ((?x118 (div (+ (- 1) sym_h) 2)))
 (let ((?x119 (+ 1 ?x118)))
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x126 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x97)))
 (let ((?x133 (dim ?x126 2)))
 (= ?x133 ?x119)))))))
(assert
 (let ((?x123 (div (+ (- 1) sym_w) 2)))
 (let ((?x124 (+ 1 ?x123)))
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x126 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x97)))
 (let ((?x135 (dim ?x126 3)))
 (= ?x135 ?x124)))))))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x126 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x97)))
 (let ((?x137 (relu ?x126)))
 (= (rank ?x137) 4)))))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x126 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x97)))
 (let ((?x137 (relu ?x126)))
 (= (dim ?x137 0) sym_n2)))))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x126 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x97)))
 (let ((?x137 (relu ?x126)))
 (= (dim ?x137 1) sym_c)))))
(assert
 (let ((?x118 (div (+ (- 1) sym_h) 2)))
 (let ((?x119 (+ 1 ?x118)))
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x126 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x97)))
 (let ((?x137 (relu ?x126)))
 (let ((?x144 (dim ?x137 2)))
 (= ?x144 ?x119))))))))
(assert
 (let ((?x123 (div (+ (- 1) sym_w) 2)))
 (let ((?x124 (+ 1 ?x123)))
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x126 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x97)))
 (let ((?x137 (relu ?x126)))
 (let ((?x146 (dim ?x137 3)))
 (= ?x146 ?x124))))))))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x126 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x97)))
 (let ((?x137 (relu ?x126)))
 (let ((?x108 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x97)))
 (let ((?x148 (concat 0 ?x108 ?x137)))
 (= (rank ?x148) 4)))))))
(assert
 (let ((?x152 (+ sym_n sym_n2)))
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x126 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x97)))
 (let ((?x137 (relu ?x126)))
 (let ((?x108 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x97)))
 (let ((?x148 (concat 0 ?x108 ?x137)))
 (let ((?x151 (dim ?x148 0)))
 (= ?x151 ?x152)))))))))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x126 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x97)))
 (let ((?x137 (relu ?x126)))
 (let ((?x108 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x97)))
 (let ((?x148 (concat 0 ?x108 ?x137)))
 (= (dim ?x148 1) sym_c)))))))
(assert
 (let ((?x118 (div (+ (- 1) sym_h) 2)))
 (let ((?x119 (+ 1 ?x118)))
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x126 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x97)))
 (let ((?x137 (relu ?x126)))
 (let ((?x108 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x97)))
 (let ((?x148 (concat 0 ?x108 ?x137)))
 (let ((?x156 (dim ?x148 2)))
 (= ?x156 ?x119))))))))))
(assert
 (let ((?x123 (div (+ (- 1) sym_w) 2)))
 (let ((?x124 (+ 1 ?x123)))
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x126 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x97)))
 (let ((?x137 (relu ?x126)))
 (let ((?x108 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x97)))
 (let ((?x148 (concat 0 ?x108 ?x137)))
 (let ((?x158 (dim ?x148 3)))
 (= ?x158 ?x124))))))))))
(assert
 (let ((?x118 (div (+ (- 1) sym_h) 2)))
 (let ((?x119 (+ 1 ?x118)))
 (>= ?x119 0))))
(assert
 (let ((?x123 (div (+ (- 1) sym_w) 2)))
 (let ((?x124 (+ 1 ?x123)))
 (>= ?x124 0))))
(assert
 (let ((?x152 (+ sym_n sym_n2)))
 (>= ?x152 0)))
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
 (let ((?x152 (+ sym_n sym_n2)))
 (let ((?x163 (relu in_i2)))
 (let ((?x174 (concat 0 in_i1 ?x163)))
 (let ((?x177 (dim ?x174 0)))
 (= ?x177 ?x152))))))
(assert
 (= (dim (concat 0 in_i1 (relu in_i2)) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 (relu in_i2)) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 (relu in_i2)) 3) sym_w))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x163 (relu in_i2)))
 (let ((?x174 (concat 0 in_i1 ?x163)))
 (let ((?x185 (conv 2 2 1 1 1 1 1 1 1 ?x174 ?x97)))
 (= (rank ?x185) 4))))))
(assert
 (let ((?x152 (+ sym_n sym_n2)))
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x163 (relu in_i2)))
 (let ((?x174 (concat 0 in_i1 ?x163)))
 (let ((?x185 (conv 2 2 1 1 1 1 1 1 1 ?x174 ?x97)))
 (let ((?x188 (dim ?x185 0)))
 (= ?x188 ?x152))))))))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x163 (relu in_i2)))
 (let ((?x174 (concat 0 in_i1 ?x163)))
 (let ((?x185 (conv 2 2 1 1 1 1 1 1 1 ?x174 ?x97)))
 (= (dim ?x185 1) sym_c))))))
(assert
 (let ((?x118 (div (+ (- 1) sym_h) 2)))
 (let ((?x119 (+ 1 ?x118)))
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x163 (relu in_i2)))
 (let ((?x174 (concat 0 in_i1 ?x163)))
 (let ((?x185 (conv 2 2 1 1 1 1 1 1 1 ?x174 ?x97)))
 (let ((?x192 (dim ?x185 2)))
 (= ?x192 ?x119)))))))))
(assert
 (let ((?x123 (div (+ (- 1) sym_w) 2)))
 (let ((?x124 (+ 1 ?x123)))
 (let ((?x97 (idkernel4 sym_c 3 3)))
 (let ((?x163 (relu in_i2)))
 (let ((?x174 (concat 0 in_i1 ?x163)))
 (let ((?x185 (conv 2 2 1 1 1 1 1 1 1 ?x174 ?x97)))
 (let ((?x194 (dim ?x185 3)))
 (= ?x194 ?x124)))))))))
(assert
 (let ((?x97 (idkernel4 sym_c 3 3)))
(let ((?x163 (relu in_i2)))
(let ((?x174 (concat 0 in_i1 ?x163)))
(let ((?x185 (conv 2 2 1 1 1 1 1 1 1 ?x174 ?x97)))
(let ((?x126 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x97)))
(let ((?x137 (relu ?x126)))
(let ((?x108 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x97)))
(let ((?x148 (concat 0 ?x108 ?x137)))
(and (distinct ?x148 ?x185) true))))))))))
(check-sat)
