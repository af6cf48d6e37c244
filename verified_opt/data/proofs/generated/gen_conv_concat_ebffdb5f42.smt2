; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch
; z3 rlimit used: 14764
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
(declare-fun in_u1 () T)
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x118 (dim in_u1 2)))
 (= 1 ?x118)))
(assert
 (let ((?x120 (dim in_u1 3)))
 (= 1 ?x120)))
(assert
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x122) 4)))
(assert
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x122 0) sym_n)))
(assert
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x122 1) sym_c2)))
(assert
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x122 2) sym_h)))
(assert
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x122 3) sym_w)))
(assert
 (let ((?x133 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (rank ?x133) 4)))
(assert
 (let ((?x133 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (dim ?x133 0) sym_n2)))
(assert
 (let ((?x133 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (dim ?x133 1) sym_c2)))
(assert
 (let ((?x133 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (dim ?x133 2) sym_h)))
(assert
 (let ((?x133 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (dim ?x133 3) sym_w)))
(assert
 (let ((?x133 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x144 (concat 0 ?x122 ?x133)))
 (= (rank ?x144) 4)))))
(assert
 (let ((?x148 (+ sym_n sym_n2)))
 (let ((?x133 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x144 (concat 0 ?x122 ?x133)))
 (let ((?x147 (dim ?x144 0)))
 (= ?x147 ?x148)))))))
(assert
 (let ((?x133 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x144 (concat 0 ?x122 ?x133)))
 (= (dim ?x144 1) sym_c2)))))
(assert
 (let ((?x133 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x144 (concat 0 ?x122 ?x133)))
 (= (dim ?x144 2) sym_h)))))
(assert
 (let ((?x133 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x144 (concat 0 ?x122 ?x133)))
 (= (dim ?x144 3) sym_w)))))
(assert
 (let ((?x148 (+ sym_n sym_n2)))
 (>= ?x148 0)))
(assert
 (= (rank (concat 0 in_i1 in_i2)) 4))
(assert
 (let ((?x148 (+ sym_n sym_n2)))
 (let ((?x157 (concat 0 in_i1 in_i2)))
 (let ((?x160 (dim ?x157 0)))
 (= ?x160 ?x148)))))
(assert
 (= (dim (concat 0 in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i2) 3) sym_w))
(assert
 (let ((?x157 (concat 0 in_i1 in_i2)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 ?x157 in_u1)))
 (= (rank ?x168) 4))))
(assert
 (let ((?x148 (+ sym_n sym_n2)))
 (let ((?x157 (concat 0 in_i1 in_i2)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 ?x157 in_u1)))
 (let ((?x171 (dim ?x168 0)))
 (= ?x171 ?x148))))))
(assert
 (let ((?x157 (concat 0 in_i1 in_i2)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 ?x157 in_u1)))
 (= (dim ?x168 1) sym_c2))))
(assert
 (let ((?x157 (concat 0 in_i1 in_i2)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 ?x157 in_u1)))
 (= (dim ?x168 2) sym_h))))
(assert
 (let ((?x157 (concat 0 in_i1 in_i2)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 ?x157 in_u1)))
 (= (dim ?x168 3) sym_w))))
(assert
 (let ((?x157 (concat 0 in_i1 in_i2)))
(let ((?x168 (conv 1 1 0 0 0 0 1 1 1 ?x157 in_u1)))
(let ((?x133 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
(let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x144 (concat 0 ?x122 ?x133)))
(and (distinct ?x144 ?x168) true)))))))
(check-sat)
