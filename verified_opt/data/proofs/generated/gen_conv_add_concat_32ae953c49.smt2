; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_in
; z3 rlimit used: 15972
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(declare-fun in_k1 () T)
(declare-fun in_k2 () T)
(assert
 (forall ((W1 T) (W2 T) (X1 T) (X2 T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x56 (add (conv sh sw pt pl pb pr dh dw 1 X1 W1) (conv sh sw pt pl pb pr dh dw 1 X2 W2))))
 (let ((?x53 (conv sh sw pt pl pb pr dh dw 1 (concat 1 X1 X2) (concat 1 W1 W2))))
 (let (($x57 (= ?x53 ?x56)))
 (let (($x50 (and (= (dim X1 1) (dim W1 1)) (= (dim X1 0) (dim X2 0)) (= (dim X1 2) (dim X2 2)) (= (dim X1 3) (dim X2 3)) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X1) 4) (= (rank X2) 4) (= (rank W1) 4) (= (rank W2) 4))))
 (=> $x50 $x57))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 (concat 1 X1 X2) (concat 1 W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw 1 X1 W1) (conv sh sw pt pl pb pr dh dw 1 X2 W2)) ) :qid conv_concat_in))
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
 (let ((?x123 (dim in_k1 2)))
 (= 3 ?x123)))
(assert
 (let ((?x125 (dim in_k1 3)))
 (= 3 ?x125)))
(assert
 (= (rank in_k2) 4))
(assert
 (= (dim in_k2 0) sym_c3))
(assert
 (= (dim in_k2 1) sym_c2))
(assert
 (let ((?x134 (dim in_k2 2)))
 (= 3 ?x134)))
(assert
 (let ((?x136 (dim in_k2 3)))
 (= 3 ?x136)))
(assert
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x138) 4)))
(assert
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x138 0) sym_n)))
(assert
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x138 1) sym_c3)))
(assert
 (let ((?x147 (+ (- 2) sym_h)))
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x145 (dim ?x138 2)))
 (= ?x145 ?x147)))))
(assert
 (let ((?x150 (+ (- 2) sym_w)))
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x149 (dim ?x138 3)))
 (= ?x149 ?x150)))))
(assert
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k2)))
 (= (rank ?x152) 4)))
(assert
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k2)))
 (= (dim ?x152 0) sym_n)))
(assert
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k2)))
 (= (dim ?x152 1) sym_c3)))
(assert
 (let ((?x147 (+ (- 2) sym_h)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k2)))
 (let ((?x159 (dim ?x152 2)))
 (= ?x159 ?x147)))))
(assert
 (let ((?x150 (+ (- 2) sym_w)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k2)))
 (let ((?x161 (dim ?x152 3)))
 (= ?x161 ?x150)))))
(assert
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k2)))
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x163 (add ?x138 ?x152)))
 (= (rank ?x163) 4)))))
(assert
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k2)))
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x163 (add ?x138 ?x152)))
 (= (dim ?x163 0) sym_n)))))
(assert
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k2)))
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x163 (add ?x138 ?x152)))
 (= (dim ?x163 1) sym_c3)))))
(assert
 (let ((?x147 (+ (- 2) sym_h)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k2)))
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x163 (add ?x138 ?x152)))
 (let ((?x170 (dim ?x163 2)))
 (= ?x170 ?x147)))))))
(assert
 (let ((?x150 (+ (- 2) sym_w)))
 (let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k2)))
 (let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x163 (add ?x138 ?x152)))
 (let ((?x172 (dim ?x163 3)))
 (= ?x172 ?x150)))))))
(assert
 (let ((?x147 (+ (- 2) sym_h)))
 (>= ?x147 0)))
(assert
 (let ((?x150 (+ (- 2) sym_w)))
 (>= ?x150 0)))
(assert
 (= (rank (concat 1 in_i1 in_i2)) 4))
(assert
 (= (dim (concat 1 in_i1 in_i2) 0) sym_n))
(assert
 (let ((?x182 (+ sym_c sym_c2)))
 (let ((?x176 (concat 1 in_i1 in_i2)))
 (let ((?x181 (dim ?x176 1)))
 (= ?x181 ?x182)))))
(assert
 (= (dim (concat 1 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (concat 1 in_k1 in_k2)) 4))
(assert
 (= (dim (concat 1 in_k1 in_k2) 0) sym_c3))
(assert
 (let ((?x182 (+ sym_c sym_c2)))
 (let ((?x188 (concat 1 in_k1 in_k2)))
 (let ((?x193 (dim ?x188 1)))
 (= ?x193 ?x182)))))
(assert
 (let ((?x188 (concat 1 in_k1 in_k2)))
 (let ((?x195 (dim ?x188 2)))
 (= 3 ?x195))))
(assert
 (let ((?x188 (concat 1 in_k1 in_k2)))
 (let ((?x197 (dim ?x188 3)))
 (= 3 ?x197))))
(assert
 (let ((?x188 (concat 1 in_k1 in_k2)))
 (let ((?x176 (concat 1 in_i1 in_i2)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 ?x176 ?x188)))
 (= (rank ?x199) 4)))))
(assert
 (let ((?x188 (concat 1 in_k1 in_k2)))
 (let ((?x176 (concat 1 in_i1 in_i2)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 ?x176 ?x188)))
 (= (dim ?x199 0) sym_n)))))
(assert
 (let ((?x188 (concat 1 in_k1 in_k2)))
 (let ((?x176 (concat 1 in_i1 in_i2)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 ?x176 ?x188)))
 (= (dim ?x199 1) sym_c3)))))
(assert
 (let ((?x147 (+ (- 2) sym_h)))
 (let ((?x188 (concat 1 in_k1 in_k2)))
 (let ((?x176 (concat 1 in_i1 in_i2)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 ?x176 ?x188)))
 (let ((?x206 (dim ?x199 2)))
 (= ?x206 ?x147)))))))
(assert
 (let ((?x150 (+ (- 2) sym_w)))
 (let ((?x188 (concat 1 in_k1 in_k2)))
 (let ((?x176 (concat 1 in_i1 in_i2)))
 (let ((?x199 (conv 1 1 0 0 0 0 1 1 1 ?x176 ?x188)))
 (let ((?x208 (dim ?x199 3)))
 (= ?x208 ?x150)))))))
(assert
 (let ((?x188 (concat 1 in_k1 in_k2)))
(let ((?x176 (concat 1 in_i1 in_i2)))
(let ((?x199 (conv 1 1 0 0 0 0 1 1 1 ?x176 ?x188)))
(let ((?x152 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k2)))
(let ((?x138 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x163 (add ?x138 ?x152)))
(and (distinct ?x163 ?x199) true))))))))
(check-sat)
