; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_in
; z3 rlimit used: 75557
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(declare-fun in_u1 () T)
(declare-fun in_u2 () T)
(assert
 (forall ((W1 T) (W2 T) (X1 T) (X2 T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x36 (add (conv sh sw pt pl pb pr dh dw 1 X1 W1) (conv sh sw pt pl pb pr dh dw 1 X2 W2))))
 (let ((?x33 (conv sh sw pt pl pb pr dh dw 1 (concat 1 X1 X2) (concat 1 W1 W2))))
 (let (($x37 (= ?x33 ?x36)))
 (let (($x28 (and (= (dim X1 1) (dim W1 1)) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x28 $x37))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 (concat 1 X1 X2) (concat 1 W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw 1 X1 W1) (conv sh sw pt pl pb pr dh dw 1 X2 W2)) ) :qid conv_concat_in))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_c3 1))
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
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n))
(assert
 (= (dim in_i2 1) sym_c2))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c3))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x106 (dim in_u1 2)))
 (= 1 ?x106)))
(assert
 (let ((?x108 (dim in_u1 3)))
 (= 1 ?x108)))
(assert
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c3))
(assert
 (= (dim in_u2 1) sym_c2))
(assert
 (let ((?x117 (dim in_u2 2)))
 (= 1 ?x117)))
(assert
 (let ((?x119 (dim in_u2 3)))
 (= 1 ?x119)))
(assert
 (let ((?x121 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x121) 4)))
(assert
 (let ((?x121 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x121 0) sym_n)))
(assert
 (let ((?x121 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x121 1) sym_c3)))
(assert
 (let ((?x131 (div (+ (- 1) sym_h) 2)))
 (let ((?x132 (+ 1 ?x131)))
 (let ((?x121 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x128 (dim ?x121 2)))
 (= ?x128 ?x132))))))
(assert
 (let ((?x136 (div (+ (- 1) sym_w) 2)))
 (let ((?x137 (+ 1 ?x136)))
 (let ((?x121 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x134 (dim ?x121 3)))
 (= ?x134 ?x137))))))
(assert
 (let ((?x139 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u2)))
 (= (rank ?x139) 4)))
(assert
 (let ((?x139 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u2)))
 (= (dim ?x139 0) sym_n)))
(assert
 (let ((?x139 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u2)))
 (= (dim ?x139 1) sym_c3)))
(assert
 (let ((?x131 (div (+ (- 1) sym_h) 2)))
 (let ((?x132 (+ 1 ?x131)))
 (let ((?x139 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u2)))
 (let ((?x146 (dim ?x139 2)))
 (= ?x146 ?x132))))))
(assert
 (let ((?x136 (div (+ (- 1) sym_w) 2)))
 (let ((?x137 (+ 1 ?x136)))
 (let ((?x139 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u2)))
 (let ((?x148 (dim ?x139 3)))
 (= ?x148 ?x137))))))
(assert
 (let ((?x139 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u2)))
 (let ((?x121 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x150 (add ?x121 ?x139)))
 (= (rank ?x150) 4)))))
(assert
 (let ((?x139 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u2)))
 (let ((?x121 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x150 (add ?x121 ?x139)))
 (= (dim ?x150 0) sym_n)))))
(assert
 (let ((?x139 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u2)))
 (let ((?x121 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x150 (add ?x121 ?x139)))
 (= (dim ?x150 1) sym_c3)))))
(assert
 (let ((?x131 (div (+ (- 1) sym_h) 2)))
 (let ((?x132 (+ 1 ?x131)))
 (let ((?x139 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u2)))
 (let ((?x121 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x150 (add ?x121 ?x139)))
 (let ((?x157 (dim ?x150 2)))
 (= ?x157 ?x132))))))))
(assert
 (let ((?x136 (div (+ (- 1) sym_w) 2)))
 (let ((?x137 (+ 1 ?x136)))
 (let ((?x139 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u2)))
 (let ((?x121 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x150 (add ?x121 ?x139)))
 (let ((?x159 (dim ?x150 3)))
 (= ?x159 ?x137))))))))
(assert
 (let ((?x131 (div (+ (- 1) sym_h) 2)))
 (let ((?x132 (+ 1 ?x131)))
 (>= ?x132 0))))
(assert
 (let ((?x136 (div (+ (- 1) sym_w) 2)))
 (let ((?x137 (+ 1 ?x136)))
 (>= ?x137 0))))
(assert
 (= (rank (concat 1 in_i1 in_i2)) 4))
(assert
 (= (dim (concat 1 in_i1 in_i2) 0) sym_n))
(assert
 (let ((?x169 (+ sym_c sym_c2)))
 (let ((?x163 (concat 1 in_i1 in_i2)))
 (let ((?x168 (dim ?x163 1)))
 (= ?x168 ?x169)))))
(assert
 (= (dim (concat 1 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (concat 1 in_u1 in_u2)) 4))
(assert
 (= (dim (concat 1 in_u1 in_u2) 0) sym_c3))
(assert
 (let ((?x169 (+ sym_c sym_c2)))
 (let ((?x175 (concat 1 in_u1 in_u2)))
 (let ((?x180 (dim ?x175 1)))
 (= ?x180 ?x169)))))
(assert
 (let ((?x175 (concat 1 in_u1 in_u2)))
 (let ((?x182 (dim ?x175 2)))
 (= 1 ?x182))))
(assert
 (let ((?x175 (concat 1 in_u1 in_u2)))
 (let ((?x184 (dim ?x175 3)))
 (= 1 ?x184))))
(assert
 (let ((?x175 (concat 1 in_u1 in_u2)))
 (let ((?x163 (concat 1 in_i1 in_i2)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 ?x163 ?x175)))
 (= (rank ?x186) 4)))))
(assert
 (let ((?x175 (concat 1 in_u1 in_u2)))
 (let ((?x163 (concat 1 in_i1 in_i2)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 ?x163 ?x175)))
 (= (dim ?x186 0) sym_n)))))
(assert
 (let ((?x175 (concat 1 in_u1 in_u2)))
 (let ((?x163 (concat 1 in_i1 in_i2)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 ?x163 ?x175)))
 (= (dim ?x186 1) sym_c3)))))
(assert
 (let ((?x131 (div (+ (- 1) sym_h) 2)))
 (let ((?x132 (+ 1 ?x131)))
 (let ((?x175 (concat 1 in_u1 in_u2)))
 (let ((?x163 (concat 1 in_i1 in_i2)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 ?x163 ?x175)))
 (let ((?x193 (dim ?x186 2)))
 (= ?x193 ?x132))))))))
(assert
 (let ((?x136 (div (+ (- 1) sym_w) 2)))
 (let ((?x137 (+ 1 ?x136)))
 (let ((?x175 (concat 1 in_u1 in_u2)))
 (let ((?x163 (concat 1 in_i1 in_i2)))
 (let ((?x186 (conv 2 2 0 0 0 0 1 1 1 ?x163 ?x175)))
 (let ((?x195 (dim ?x186 3)))
 (= ?x195 ?x137))))))))
(assert
 (let ((?x175 (concat 1 in_u1 in_u2)))
(let ((?x163 (concat 1 in_i1 in_i2)))
(let ((?x186 (conv 2 2 0 0 0 0 1 1 1 ?x163 ?x175)))
(let ((?x139 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u2)))
(let ((?x121 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x150 (add ?x121 ?x139)))
(and (distinct ?x150 ?x186) true))))))))
(check-sat)
