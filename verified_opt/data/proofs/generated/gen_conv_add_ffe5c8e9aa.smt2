; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_add_x
; z3 rlimit used: 16365
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(declare-fun in_k1 () T)
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x54 (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x51 (conv sh sw pt pl pb pr dh dw g (add X1 X2) W)))
 (let (($x55 (= ?x51 ?x54)))
 (let (($x49 (and (= (dim X1 0) (dim X2 0)) (= (dim X1 1) (dim X2 1)) (= (dim X1 2) (dim X2 2)) (= (dim X1 3) (dim X2 3)) (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X1) 4) (= (rank X2) 4) (= (rank W) 4))))
 (=> $x49 $x55))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (add X1 X2) W) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_add_x))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
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
 (= (dim in_i2 1) sym_c))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x119 (dim in_k1 2)))
 (= 3 ?x119)))
(assert
 (let ((?x121 (dim in_k1 3)))
 (= 3 ?x121)))
(assert
 (let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x123) 4)))
(assert
 (let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x123 0) sym_n)))
(assert
 (let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x123 1) sym_c2)))
(assert
 (let ((?x133 (div (+ (- 3) sym_h) 2)))
 (let ((?x134 (+ 1 ?x133)))
 (let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x130 (dim ?x123 2)))
 (= ?x130 ?x134))))))
(assert
 (let ((?x138 (div (+ (- 3) sym_w) 2)))
 (let ((?x139 (+ 1 ?x138)))
 (let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x136 (dim ?x123 3)))
 (= ?x136 ?x139))))))
(assert
 (let ((?x141 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_k1)))
 (= (rank ?x141) 4)))
(assert
 (let ((?x141 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_k1)))
 (= (dim ?x141 0) sym_n)))
(assert
 (let ((?x141 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_k1)))
 (= (dim ?x141 1) sym_c2)))
(assert
 (let ((?x133 (div (+ (- 3) sym_h) 2)))
 (let ((?x134 (+ 1 ?x133)))
 (let ((?x141 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x148 (dim ?x141 2)))
 (= ?x148 ?x134))))))
(assert
 (let ((?x138 (div (+ (- 3) sym_w) 2)))
 (let ((?x139 (+ 1 ?x138)))
 (let ((?x141 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x150 (dim ?x141 3)))
 (= ?x150 ?x139))))))
(assert
 (let ((?x141 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x152 (add ?x123 ?x141)))
 (= (rank ?x152) 4)))))
(assert
 (let ((?x141 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x152 (add ?x123 ?x141)))
 (= (dim ?x152 0) sym_n)))))
(assert
 (let ((?x141 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x152 (add ?x123 ?x141)))
 (= (dim ?x152 1) sym_c2)))))
(assert
 (let ((?x133 (div (+ (- 3) sym_h) 2)))
 (let ((?x134 (+ 1 ?x133)))
 (let ((?x141 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x152 (add ?x123 ?x141)))
 (let ((?x159 (dim ?x152 2)))
 (= ?x159 ?x134))))))))
(assert
 (let ((?x138 (div (+ (- 3) sym_w) 2)))
 (let ((?x139 (+ 1 ?x138)))
 (let ((?x141 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x152 (add ?x123 ?x141)))
 (let ((?x161 (dim ?x152 3)))
 (= ?x161 ?x139))))))))
(assert
 (let ((?x133 (div (+ (- 3) sym_h) 2)))
 (let ((?x134 (+ 1 ?x133)))
 (>= ?x134 0))))
(assert
 (let ((?x138 (div (+ (- 3) sym_w) 2)))
 (let ((?x139 (+ 1 ?x138)))
 (>= ?x139 0))))
(assert
 (= (rank (add in_i1 in_i2)) 4))
(assert
 (= (dim (add in_i1 in_i2) 0) sym_n))
(assert
 (= (dim (add in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (add in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (add in_i1 in_i2) 3) sym_w))
(assert
 (let ((?x165 (add in_i1 in_i2)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 ?x165 in_k1)))
 (= (rank ?x176) 4))))
(assert
 (let ((?x165 (add in_i1 in_i2)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 ?x165 in_k1)))
 (= (dim ?x176 0) sym_n))))
(assert
 (let ((?x165 (add in_i1 in_i2)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 ?x165 in_k1)))
 (= (dim ?x176 1) sym_c2))))
(assert
 (let ((?x133 (div (+ (- 3) sym_h) 2)))
 (let ((?x134 (+ 1 ?x133)))
 (let ((?x165 (add in_i1 in_i2)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 ?x165 in_k1)))
 (let ((?x183 (dim ?x176 2)))
 (= ?x183 ?x134)))))))
(assert
 (let ((?x138 (div (+ (- 3) sym_w) 2)))
 (let ((?x139 (+ 1 ?x138)))
 (let ((?x165 (add in_i1 in_i2)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 ?x165 in_k1)))
 (let ((?x185 (dim ?x176 3)))
 (= ?x185 ?x139)))))))
(assert
 (let ((?x165 (add in_i1 in_i2)))
(let ((?x176 (conv 2 2 0 0 0 0 1 1 1 ?x165 in_k1)))
(let ((?x141 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_k1)))
(let ((?x123 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x152 (add ?x123 ?x141)))
(and (distinct ?x152 ?x176) true)))))))
(check-sat)
