; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch
; z3 rlimit used: 15344
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
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(declare-fun in_k1 () T)
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x51 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x48 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (let (($x52 (= ?x48 ?x51)))
 (let (($x46 (and (= (dim X1 1) (dim X2 1)) (= (dim X1 2) (dim X2 2)) (= (dim X1 3) (dim X2 3)) (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X1) 4) (= (rank X2) 4) (= (rank W) 4))))
 (=> $x46 $x52))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x118 (dim in_k1 2)))
 (= 3 ?x118)))
(assert
 (let ((?x120 (dim in_k1 3)))
 (= 3 ?x120)))
(assert
 (let ((?x122 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x122) 4)))
(assert
 (let ((?x122 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x122 0) sym_n)))
(assert
 (let ((?x122 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x122 1) sym_c2)))
(assert
 (let ((?x132 (div (+ (- 3) sym_h) 2)))
 (let ((?x133 (+ 1 ?x132)))
 (let ((?x122 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x129 (dim ?x122 2)))
 (= ?x129 ?x133))))))
(assert
 (let ((?x137 (div (+ (- 3) sym_w) 2)))
 (let ((?x138 (+ 1 ?x137)))
 (let ((?x122 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x135 (dim ?x122 3)))
 (= ?x135 ?x138))))))
(assert
 (let ((?x140 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_k1)))
 (= (rank ?x140) 4)))
(assert
 (let ((?x140 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_k1)))
 (= (dim ?x140 0) sym_n2)))
(assert
 (let ((?x140 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_k1)))
 (= (dim ?x140 1) sym_c2)))
(assert
 (let ((?x132 (div (+ (- 3) sym_h) 2)))
 (let ((?x133 (+ 1 ?x132)))
 (let ((?x140 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x147 (dim ?x140 2)))
 (= ?x147 ?x133))))))
(assert
 (let ((?x137 (div (+ (- 3) sym_w) 2)))
 (let ((?x138 (+ 1 ?x137)))
 (let ((?x140 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x149 (dim ?x140 3)))
 (= ?x149 ?x138))))))
(assert
 (let ((?x140 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x122 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x151 (concat 0 ?x122 ?x140)))
 (= (rank ?x151) 4)))))
(assert
 (let ((?x155 (+ sym_n sym_n2)))
 (let ((?x140 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x122 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x151 (concat 0 ?x122 ?x140)))
 (let ((?x154 (dim ?x151 0)))
 (= ?x154 ?x155)))))))
(assert
 (let ((?x140 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x122 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x151 (concat 0 ?x122 ?x140)))
 (= (dim ?x151 1) sym_c2)))))
(assert
 (let ((?x132 (div (+ (- 3) sym_h) 2)))
 (let ((?x133 (+ 1 ?x132)))
 (let ((?x140 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x122 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x151 (concat 0 ?x122 ?x140)))
 (let ((?x159 (dim ?x151 2)))
 (= ?x159 ?x133))))))))
(assert
 (let ((?x137 (div (+ (- 3) sym_w) 2)))
 (let ((?x138 (+ 1 ?x137)))
 (let ((?x140 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x122 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x151 (concat 0 ?x122 ?x140)))
 (let ((?x161 (dim ?x151 3)))
 (= ?x161 ?x138))))))))
(assert
 (let ((?x132 (div (+ (- 3) sym_h) 2)))
 (let ((?x133 (+ 1 ?x132)))
 (>= ?x133 0))))
(assert
 (let ((?x137 (div (+ (- 3) sym_w) 2)))
 (let ((?x138 (+ 1 ?x137)))
 (>= ?x138 0))))
(assert
 (let ((?x155 (+ sym_n sym_n2)))
 (>= ?x155 0)))
(assert
 (= (rank (concat 0 in_i1 in_i2)) 4))
(assert
 (let ((?x155 (+ sym_n sym_n2)))
 (let ((?x166 (concat 0 in_i1 in_i2)))
 (let ((?x169 (dim ?x166 0)))
 (= ?x169 ?x155)))))
(assert
 (= (dim (concat 0 in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i2) 3) sym_w))
(assert
 (let ((?x166 (concat 0 in_i1 in_i2)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 ?x166 in_k1)))
 (= (rank ?x177) 4))))
(assert
 (let ((?x155 (+ sym_n sym_n2)))
 (let ((?x166 (concat 0 in_i1 in_i2)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 ?x166 in_k1)))
 (let ((?x180 (dim ?x177 0)))
 (= ?x180 ?x155))))))
(assert
 (let ((?x166 (concat 0 in_i1 in_i2)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 ?x166 in_k1)))
 (= (dim ?x177 1) sym_c2))))
(assert
 (let ((?x132 (div (+ (- 3) sym_h) 2)))
 (let ((?x133 (+ 1 ?x132)))
 (let ((?x166 (concat 0 in_i1 in_i2)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 ?x166 in_k1)))
 (let ((?x184 (dim ?x177 2)))
 (= ?x184 ?x133)))))))
(assert
 (let ((?x137 (div (+ (- 3) sym_w) 2)))
 (let ((?x138 (+ 1 ?x137)))
 (let ((?x166 (concat 0 in_i1 in_i2)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 ?x166 in_k1)))
 (let ((?x186 (dim ?x177 3)))
 (= ?x186 ?x138)))))))
(assert
 (let ((?x166 (concat 0 in_i1 in_i2)))
(let ((?x177 (conv 2 2 0 0 0 0 1 1 1 ?x166 in_k1)))
(let ((?x140 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_k1)))
(let ((?x122 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x151 (concat 0 ?x122 ?x140)))
(and (distinct ?x151 ?x177) true)))))))
(check-sat)
