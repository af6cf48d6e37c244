; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_in
; z3 rlimit used: 15297
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
 (forall ((W1 T) (W2 T) (X1 T) (X2 T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x45 (add (conv sh sw pt pl pb pr dh dw 1 X1 W1) (conv sh sw pt pl pb pr dh dw 1 X2 W2))))
 (let ((?x42 (conv sh sw pt pl pb pr dh dw 1 (concat 1 X1 X2) (concat 1 W1 W2))))
 (let (($x46 (= ?x42 ?x45)))
 (let (($x39 (and (= (dim X1 1) (dim W1 1)) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X1) 4) (= (rank X2) 4) (= (rank W1) 4) (= (rank W2) 4))))
 (=> $x39 $x46))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 (concat 1 X1 X2) (concat 1 W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw 1 X1 W1) (conv sh sw pt pl pb pr dh dw 1 X2 W2)) ) :qid conv_concat_in))
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
 (let ((?x114 (dim in_k1 2)))
 (= 3 ?x114)))
(assert
 (let ((?x116 (dim in_k1 3)))
 (= 3 ?x116)))
(assert
 (= (rank in_k2) 4))
(assert
 (= (dim in_k2 0) sym_c3))
(assert
 (= (dim in_k2 1) sym_c2))
(assert
 (let ((?x125 (dim in_k2 2)))
 (= 3 ?x125)))
(assert
 (let ((?x127 (dim in_k2 3)))
 (= 3 ?x127)))
(assert
 (let ((?x129 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x129) 4)))
(assert
 (let ((?x129 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x129 0) sym_n)))
(assert
 (let ((?x129 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x129 1) sym_c3)))
(assert
 (let ((?x138 (+ (- 2) sym_h)))
 (let ((?x129 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x136 (dim ?x129 2)))
 (= ?x136 ?x138)))))
(assert
 (let ((?x141 (+ (- 2) sym_w)))
 (let ((?x129 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x140 (dim ?x129 3)))
 (= ?x140 ?x141)))))
(assert
 (let ((?x143 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k2)))
 (= (rank ?x143) 4)))
(assert
 (let ((?x143 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k2)))
 (= (dim ?x143 0) sym_n)))
(assert
 (let ((?x143 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k2)))
 (= (dim ?x143 1) sym_c3)))
(assert
 (let ((?x138 (+ (- 2) sym_h)))
 (let ((?x143 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k2)))
 (let ((?x150 (dim ?x143 2)))
 (= ?x150 ?x138)))))
(assert
 (let ((?x141 (+ (- 2) sym_w)))
 (let ((?x143 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k2)))
 (let ((?x152 (dim ?x143 3)))
 (= ?x152 ?x141)))))
(assert
 (let ((?x143 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k2)))
 (let ((?x129 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x154 (add ?x129 ?x143)))
 (= (rank ?x154) 4)))))
(assert
 (let ((?x143 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k2)))
 (let ((?x129 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x154 (add ?x129 ?x143)))
 (= (dim ?x154 0) sym_n)))))
(assert
 (let ((?x143 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k2)))
 (let ((?x129 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x154 (add ?x129 ?x143)))
 (= (dim ?x154 1) sym_c3)))))
(assert
 (let ((?x138 (+ (- 2) sym_h)))
 (let ((?x143 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k2)))
 (let ((?x129 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x154 (add ?x129 ?x143)))
 (let ((?x161 (dim ?x154 2)))
 (= ?x161 ?x138)))))))
(assert
 (let ((?x141 (+ (- 2) sym_w)))
 (let ((?x143 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k2)))
 (let ((?x129 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x154 (add ?x129 ?x143)))
 (let ((?x163 (dim ?x154 3)))
 (= ?x163 ?x141)))))))
(assert
 (let ((?x138 (+ (- 2) sym_h)))
 (>= ?x138 0)))
(assert
 (let ((?x141 (+ (- 2) sym_w)))
 (>= ?x141 0)))
(assert
 (= (rank (concat 1 in_i1 in_i2)) 4))
(assert
 (= (dim (concat 1 in_i1 in_i2) 0) sym_n))
(assert
 (let ((?x173 (+ sym_c sym_c2)))
 (let ((?x167 (concat 1 in_i1 in_i2)))
 (let ((?x172 (dim ?x167 1)))
 (= ?x172 ?x173)))))
(assert
 (= (dim (concat 1 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (concat 1 in_k1 in_k2)) 4))
(assert
 (= (dim (concat 1 in_k1 in_k2) 0) sym_c3))
(assert
 (let ((?x173 (+ sym_c sym_c2)))
 (let ((?x179 (concat 1 in_k1 in_k2)))
 (let ((?x184 (dim ?x179 1)))
 (= ?x184 ?x173)))))
(assert
 (let ((?x179 (concat 1 in_k1 in_k2)))
 (let ((?x186 (dim ?x179 2)))
 (= 3 ?x186))))
(assert
 (let ((?x179 (concat 1 in_k1 in_k2)))
 (let ((?x188 (dim ?x179 3)))
 (= 3 ?x188))))
(assert
 (let ((?x179 (concat 1 in_k1 in_k2)))
 (let ((?x167 (concat 1 in_i1 in_i2)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 ?x167 ?x179)))
 (= (rank ?x190) 4)))))
(assert
 (let ((?x179 (concat 1 in_k1 in_k2)))
 (let ((?x167 (concat 1 in_i1 in_i2)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 ?x167 ?x179)))
 (= (dim ?x190 0) sym_n)))))
(assert
 (let ((?x179 (concat 1 in_k1 in_k2)))
 (let ((?x167 (concat 1 in_i1 in_i2)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 ?x167 ?x179)))
 (= (dim ?x190 1) sym_c3)))))
(assert
 (let ((?x138 (+ (- 2) sym_h)))
 (let ((?x179 (concat 1 in_k1 in_k2)))
 (let ((?x167 (concat 1 in_i1 in_i2)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 ?x167 ?x179)))
 (let ((?x197 (dim ?x190 2)))
 (= ?x197 ?x138)))))))
(assert
 (let ((?x141 (+ (- 2) sym_w)))
 (let ((?x179 (concat 1 in_k1 in_k2)))
 (let ((?x167 (concat 1 in_i1 in_i2)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 ?x167 ?x179)))
 (let ((?x199 (dim ?x190 3)))
 (= ?x199 ?x141)))))))
(assert
 (let ((?x179 (concat 1 in_k1 in_k2)))
(let ((?x167 (concat 1 in_i1 in_i2)))
(let ((?x190 (conv 1 1 0 0 0 0 1 1 1 ?x167 ?x179)))
(let ((?x143 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k2)))
(let ((?x129 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x154 (add ?x129 ?x143)))
(and (distinct ?x154 ?x190) true))))))))
(check-sat)
