; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out
; z3 rlimit used: 15311
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(declare-fun in_k2 () T)
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x46 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x43 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (let (($x47 (= ?x43 ?x46)))
 (let (($x41 (and (= (dim W1 2) (dim W2 2)) (= (dim W1 3) (dim W2 3)) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W1) 4) (= (rank W2) 4))))
 (=> $x41 $x47))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x102 (dim in_k1 2)))
 (= 3 ?x102)))
(assert
 (let ((?x104 (dim in_k1 3)))
 (= 3 ?x104)))
(assert
 (= (rank in_k2) 4))
(assert
 (= (dim in_k2 0) sym_c3))
(assert
 (= (dim in_k2 1) sym_c))
(assert
 (let ((?x113 (dim in_k2 2)))
 (= 3 ?x113)))
(assert
 (let ((?x115 (dim in_k2 3)))
 (= 3 ?x115)))
(assert
 (let ((?x117 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x117) 4)))
(assert
 (let ((?x117 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x117 0) sym_n)))
(assert
 (let ((?x117 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x117 1) sym_c2)))
(assert
 (let ((?x127 (div (+ (- 3) sym_h) 2)))
 (let ((?x128 (+ 1 ?x127)))
 (let ((?x117 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x124 (dim ?x117 2)))
 (= ?x124 ?x128))))))
(assert
 (let ((?x132 (div (+ (- 3) sym_w) 2)))
 (let ((?x133 (+ 1 ?x132)))
 (let ((?x117 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x130 (dim ?x117 3)))
 (= ?x130 ?x133))))))
(assert
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k2)))
 (= (rank ?x135) 4)))
(assert
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k2)))
 (= (dim ?x135 0) sym_n)))
(assert
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k2)))
 (= (dim ?x135 1) sym_c3)))
(assert
 (let ((?x127 (div (+ (- 3) sym_h) 2)))
 (let ((?x128 (+ 1 ?x127)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x142 (dim ?x135 2)))
 (= ?x142 ?x128))))))
(assert
 (let ((?x132 (div (+ (- 3) sym_w) 2)))
 (let ((?x133 (+ 1 ?x132)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x144 (dim ?x135 3)))
 (= ?x144 ?x133))))))
(assert
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x117 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x146 (concat 1 ?x117 ?x135)))
 (= (rank ?x146) 4)))))
(assert
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x117 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x146 (concat 1 ?x117 ?x135)))
 (= (dim ?x146 0) sym_n)))))
(assert
 (let ((?x152 (+ sym_c2 sym_c3)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x117 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x146 (concat 1 ?x117 ?x135)))
 (let ((?x151 (dim ?x146 1)))
 (= ?x151 ?x152)))))))
(assert
 (let ((?x127 (div (+ (- 3) sym_h) 2)))
 (let ((?x128 (+ 1 ?x127)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x117 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x146 (concat 1 ?x117 ?x135)))
 (let ((?x154 (dim ?x146 2)))
 (= ?x154 ?x128))))))))
(assert
 (let ((?x132 (div (+ (- 3) sym_w) 2)))
 (let ((?x133 (+ 1 ?x132)))
 (let ((?x135 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x117 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x146 (concat 1 ?x117 ?x135)))
 (let ((?x156 (dim ?x146 3)))
 (= ?x156 ?x133))))))))
(assert
 (let ((?x127 (div (+ (- 3) sym_h) 2)))
 (let ((?x128 (+ 1 ?x127)))
 (>= ?x128 0))))
(assert
 (let ((?x132 (div (+ (- 3) sym_w) 2)))
 (let ((?x133 (+ 1 ?x132)))
 (>= ?x133 0))))
(assert
 (let ((?x152 (+ sym_c2 sym_c3)))
 (>= ?x152 0)))
(assert
 (= (rank (concat 0 in_k1 in_k2)) 4))
(assert
 (let ((?x152 (+ sym_c2 sym_c3)))
 (let ((?x161 (concat 0 in_k1 in_k2)))
 (let ((?x164 (dim ?x161 0)))
 (= ?x164 ?x152)))))
(assert
 (= (dim (concat 0 in_k1 in_k2) 1) sym_c))
(assert
 (let ((?x161 (concat 0 in_k1 in_k2)))
 (let ((?x168 (dim ?x161 2)))
 (= 3 ?x168))))
(assert
 (let ((?x161 (concat 0 in_k1 in_k2)))
 (let ((?x170 (dim ?x161 3)))
 (= 3 ?x170))))
(assert
 (let ((?x161 (concat 0 in_k1 in_k2)))
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x161)))
 (= (rank ?x172) 4))))
(assert
 (let ((?x161 (concat 0 in_k1 in_k2)))
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x161)))
 (= (dim ?x172 0) sym_n))))
(assert
 (let ((?x152 (+ sym_c2 sym_c3)))
 (let ((?x161 (concat 0 in_k1 in_k2)))
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x161)))
 (let ((?x177 (dim ?x172 1)))
 (= ?x177 ?x152))))))
(assert
 (let ((?x127 (div (+ (- 3) sym_h) 2)))
 (let ((?x128 (+ 1 ?x127)))
 (let ((?x161 (concat 0 in_k1 in_k2)))
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x161)))
 (let ((?x179 (dim ?x172 2)))
 (= ?x179 ?x128)))))))
(assert
 (let ((?x132 (div (+ (- 3) sym_w) 2)))
 (let ((?x133 (+ 1 ?x132)))
 (let ((?x161 (concat 0 in_k1 in_k2)))
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x161)))
 (let ((?x181 (dim ?x172 3)))
 (= ?x181 ?x133)))))))
(assert
 (let ((?x161 (concat 0 in_k1 in_k2)))
(let ((?x172 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x161)))
(let ((?x135 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k2)))
(let ((?x117 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x146 (concat 1 ?x117 ?x135)))
(and (distinct ?x146 ?x172) true)))))))
(check-sat)
