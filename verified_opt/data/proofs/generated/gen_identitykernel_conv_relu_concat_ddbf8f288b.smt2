; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch, relu_conv_idkernel
; z3 rlimit used: 30822
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
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x121)))
 (= (rank ?x132) 4))))
(assert
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x121)))
 (= (dim ?x132 0) sym_n2))))
(assert
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x121)))
 (= (dim ?x132 1) sym_c))))
(assert
 (let ((?x141 (+ (- 2) sym_h)))
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x121)))
 (let ((?x139 (dim ?x132 2)))
 (= ?x139 ?x141))))))
(assert
 (let ((?x144 (+ (- 2) sym_w)))
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x121)))
 (let ((?x143 (dim ?x132 3)))
 (= ?x143 ?x144))))))
(assert
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x121)))
 (= (rank ?x146) 4))))
(assert
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x121)))
 (= (dim ?x146 0) sym_n))))
(assert
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x121)))
 (= (dim ?x146 1) sym_c))))
(assert
 (let ((?x141 (+ (- 2) sym_h)))
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x121)))
 (let ((?x153 (dim ?x146 2)))
 (= ?x153 ?x141))))))
(assert
 (let ((?x144 (+ (- 2) sym_w)))
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x121)))
 (let ((?x155 (dim ?x146 3)))
 (= ?x155 ?x144))))))
(assert
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x121)))
 (let ((?x157 (relu ?x146)))
 (= (rank ?x157) 4)))))
(assert
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x121)))
 (let ((?x157 (relu ?x146)))
 (= (dim ?x157 0) sym_n)))))
(assert
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x121)))
 (let ((?x157 (relu ?x146)))
 (= (dim ?x157 1) sym_c)))))
(assert
 (let ((?x141 (+ (- 2) sym_h)))
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x121)))
 (let ((?x157 (relu ?x146)))
 (let ((?x164 (dim ?x157 2)))
 (= ?x164 ?x141)))))))
(assert
 (let ((?x144 (+ (- 2) sym_w)))
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x121)))
 (let ((?x157 (relu ?x146)))
 (let ((?x166 (dim ?x157 3)))
 (= ?x166 ?x144)))))))
(assert
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x121)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x121)))
 (let ((?x157 (relu ?x146)))
 (let ((?x168 (concat 0 ?x157 ?x132)))
 (= (rank ?x168) 4)))))))
(assert
 (let ((?x172 (+ sym_n sym_n2)))
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x121)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x121)))
 (let ((?x157 (relu ?x146)))
 (let ((?x168 (concat 0 ?x157 ?x132)))
 (let ((?x171 (dim ?x168 0)))
 (= ?x171 ?x172)))))))))
(assert
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x121)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x121)))
 (let ((?x157 (relu ?x146)))
 (let ((?x168 (concat 0 ?x157 ?x132)))
 (= (dim ?x168 1) sym_c)))))))
(assert
 (let ((?x141 (+ (- 2) sym_h)))
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x121)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x121)))
 (let ((?x157 (relu ?x146)))
 (let ((?x168 (concat 0 ?x157 ?x132)))
 (let ((?x176 (dim ?x168 2)))
 (= ?x176 ?x141)))))))))
(assert
 (let ((?x144 (+ (- 2) sym_w)))
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x121)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x121)))
 (let ((?x157 (relu ?x146)))
 (let ((?x168 (concat 0 ?x157 ?x132)))
 (let ((?x178 (dim ?x168 3)))
 (= ?x178 ?x144)))))))))
(assert
 (let ((?x141 (+ (- 2) sym_h)))
 (>= ?x141 0)))
(assert
 (let ((?x144 (+ (- 2) sym_w)))
 (>= ?x144 0)))
(assert
 (let ((?x172 (+ sym_n sym_n2)))
 (>= ?x172 0)))
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
 (= (rank (concat 0 (relu in_i1) in_i2)) 4))
(assert
 (let ((?x172 (+ sym_n sym_n2)))
 (let ((?x183 (relu in_i1)))
 (let ((?x194 (concat 0 ?x183 in_i2)))
 (let ((?x197 (dim ?x194 0)))
 (= ?x197 ?x172))))))
(assert
 (= (dim (concat 0 (relu in_i1) in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 (relu in_i1) in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 (relu in_i1) in_i2) 3) sym_w))
(assert
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x183 (relu in_i1)))
 (let ((?x194 (concat 0 ?x183 in_i2)))
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 ?x194 ?x121)))
 (= (rank ?x205) 4))))))
(assert
 (let ((?x172 (+ sym_n sym_n2)))
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x183 (relu in_i1)))
 (let ((?x194 (concat 0 ?x183 in_i2)))
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 ?x194 ?x121)))
 (let ((?x208 (dim ?x205 0)))
 (= ?x208 ?x172))))))))
(assert
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x183 (relu in_i1)))
 (let ((?x194 (concat 0 ?x183 in_i2)))
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 ?x194 ?x121)))
 (= (dim ?x205 1) sym_c))))))
(assert
 (let ((?x141 (+ (- 2) sym_h)))
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x183 (relu in_i1)))
 (let ((?x194 (concat 0 ?x183 in_i2)))
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 ?x194 ?x121)))
 (let ((?x212 (dim ?x205 2)))
 (= ?x212 ?x141))))))))
(assert
 (let ((?x144 (+ (- 2) sym_w)))
 (let ((?x121 (idkernel4 sym_c 3 3)))
 (let ((?x183 (relu in_i1)))
 (let ((?x194 (concat 0 ?x183 in_i2)))
 (let ((?x205 (conv 1 1 0 0 0 0 1 1 1 ?x194 ?x121)))
 (let ((?x214 (dim ?x205 3)))
 (= ?x214 ?x144))))))))
(assert
 (let ((?x121 (idkernel4 sym_c 3 3)))
(let ((?x183 (relu in_i1)))
(let ((?x194 (concat 0 ?x183 in_i2)))
(let ((?x205 (conv 1 1 0 0 0 0 1 1 1 ?x194 ?x121)))
(let ((?x132 (conv 1 1 0 0 0 0 1 1 1 in_i2 ?x121)))
(let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x121)))
(let ((?x157 (relu ?x146)))
(let ((?x168 (concat 0 ?x157 ?x132)))
(and (distinct ?x168 ?x205) true))))))))))
(check-sat)
