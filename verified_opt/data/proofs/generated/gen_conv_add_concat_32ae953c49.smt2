; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_in
; z3 rlimit used: 75338
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
(declare-fun in_k1 () T)
(declare-fun in_k2 () T)
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c3))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x106 (dim in_k1 2)))
 (= 3 ?x106)))
(assert
 (let ((?x108 (dim in_k1 3)))
 (= 3 ?x108)))
(assert
 (= (rank in_k2) 4))
(assert
 (= (dim in_k2 0) sym_c3))
(assert
 (= (dim in_k2 1) sym_c2))
(assert
 (let ((?x117 (dim in_k2 2)))
 (= 3 ?x117)))
(assert
 (let ((?x119 (dim in_k2 3)))
 (= 3 ?x119)))
(assert
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x121) 4)))
(assert
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x121 0) sym_n)))
(assert
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x121 1) sym_c3)))
(assert
 (let ((?x130 (+ (- 2) sym_h)))
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x128 (dim ?x121 2)))
 (= ?x128 ?x130)))))
(assert
 (let ((?x133 (+ (- 2) sym_w)))
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x132 (dim ?x121 3)))
 (= ?x132 ?x133)))))
(assert
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k2)))
 (= (rank ?x135) 4)))
(assert
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k2)))
 (= (dim ?x135 0) sym_n)))
(assert
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k2)))
 (= (dim ?x135 1) sym_c3)))
(assert
 (let ((?x130 (+ (- 2) sym_h)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k2)))
 (let ((?x142 (dim ?x135 2)))
 (= ?x142 ?x130)))))
(assert
 (let ((?x133 (+ (- 2) sym_w)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k2)))
 (let ((?x144 (dim ?x135 3)))
 (= ?x144 ?x133)))))
(assert
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k2)))
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x146 (add ?x121 ?x135)))
 (= (rank ?x146) 4)))))
(assert
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k2)))
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x146 (add ?x121 ?x135)))
 (= (dim ?x146 0) sym_n)))))
(assert
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k2)))
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x146 (add ?x121 ?x135)))
 (= (dim ?x146 1) sym_c3)))))
(assert
 (let ((?x130 (+ (- 2) sym_h)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k2)))
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x146 (add ?x121 ?x135)))
 (let ((?x153 (dim ?x146 2)))
 (= ?x153 ?x130)))))))
(assert
 (let ((?x133 (+ (- 2) sym_w)))
 (let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k2)))
 (let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x146 (add ?x121 ?x135)))
 (let ((?x155 (dim ?x146 3)))
 (= ?x155 ?x133)))))))
(assert
 (let ((?x130 (+ (- 2) sym_h)))
 (>= ?x130 0)))
(assert
 (let ((?x133 (+ (- 2) sym_w)))
 (>= ?x133 0)))
(assert
 (= (rank (concat 1 in_i1 in_i2)) 4))
(assert
 (= (dim (concat 1 in_i1 in_i2) 0) sym_n))
(assert
 (let ((?x165 (+ sym_c sym_c2)))
 (let ((?x159 (concat 1 in_i1 in_i2)))
 (let ((?x164 (dim ?x159 1)))
 (= ?x164 ?x165)))))
(assert
 (= (dim (concat 1 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (concat 1 in_k1 in_k2)) 4))
(assert
 (= (dim (concat 1 in_k1 in_k2) 0) sym_c3))
(assert
 (let ((?x165 (+ sym_c sym_c2)))
 (let ((?x171 (concat 1 in_k1 in_k2)))
 (let ((?x176 (dim ?x171 1)))
 (= ?x176 ?x165)))))
(assert
 (let ((?x171 (concat 1 in_k1 in_k2)))
 (let ((?x178 (dim ?x171 2)))
 (= 3 ?x178))))
(assert
 (let ((?x171 (concat 1 in_k1 in_k2)))
 (let ((?x180 (dim ?x171 3)))
 (= 3 ?x180))))
(assert
 (let ((?x171 (concat 1 in_k1 in_k2)))
 (let ((?x159 (concat 1 in_i1 in_i2)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 ?x159 ?x171)))
 (= (rank ?x182) 4)))))
(assert
 (let ((?x171 (concat 1 in_k1 in_k2)))
 (let ((?x159 (concat 1 in_i1 in_i2)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 ?x159 ?x171)))
 (= (dim ?x182 0) sym_n)))))
(assert
 (let ((?x171 (concat 1 in_k1 in_k2)))
 (let ((?x159 (concat 1 in_i1 in_i2)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 ?x159 ?x171)))
 (= (dim ?x182 1) sym_c3)))))
(assert
 (let ((?x130 (+ (- 2) sym_h)))
 (let ((?x171 (concat 1 in_k1 in_k2)))
 (let ((?x159 (concat 1 in_i1 in_i2)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 ?x159 ?x171)))
 (let ((?x189 (dim ?x182 2)))
 (= ?x189 ?x130)))))))
(assert
 (let ((?x133 (+ (- 2) sym_w)))
 (let ((?x171 (concat 1 in_k1 in_k2)))
 (let ((?x159 (concat 1 in_i1 in_i2)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 ?x159 ?x171)))
 (let ((?x191 (dim ?x182 3)))
 (= ?x191 ?x133)))))))
(assert
 (let ((?x171 (concat 1 in_k1 in_k2)))
(let ((?x159 (concat 1 in_i1 in_i2)))
(let ((?x182 (conv 1 1 0 0 0 0 1 1 1 ?x159 ?x171)))
(let ((?x135 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k2)))
(let ((?x121 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x146 (add ?x121 ?x135)))
(and (distinct ?x146 ?x182) true))))))))
(check-sat)
