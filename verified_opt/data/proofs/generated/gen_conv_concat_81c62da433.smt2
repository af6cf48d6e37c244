; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch
; z3 rlimit used: 15104
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
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x122) 4)))
(assert
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x122 0) sym_n)))
(assert
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x122 1) sym_c2)))
(assert
 (let ((?x131 (+ (- 2) sym_h)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x129 (dim ?x122 2)))
 (= ?x129 ?x131)))))
(assert
 (let ((?x134 (+ (- 2) sym_w)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x133 (dim ?x122 3)))
 (= ?x133 ?x134)))))
(assert
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (= (rank ?x136) 4)))
(assert
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (= (dim ?x136 0) sym_n2)))
(assert
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (= (dim ?x136 1) sym_c2)))
(assert
 (let ((?x131 (+ (- 2) sym_h)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x143 (dim ?x136 2)))
 (= ?x143 ?x131)))))
(assert
 (let ((?x134 (+ (- 2) sym_w)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x145 (dim ?x136 3)))
 (= ?x145 ?x134)))))
(assert
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x147 (concat 0 ?x122 ?x136)))
 (= (rank ?x147) 4)))))
(assert
 (let ((?x151 (+ sym_n sym_n2)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x147 (concat 0 ?x122 ?x136)))
 (let ((?x150 (dim ?x147 0)))
 (= ?x150 ?x151)))))))
(assert
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x147 (concat 0 ?x122 ?x136)))
 (= (dim ?x147 1) sym_c2)))))
(assert
 (let ((?x131 (+ (- 2) sym_h)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x147 (concat 0 ?x122 ?x136)))
 (let ((?x155 (dim ?x147 2)))
 (= ?x155 ?x131)))))))
(assert
 (let ((?x134 (+ (- 2) sym_w)))
 (let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x147 (concat 0 ?x122 ?x136)))
 (let ((?x157 (dim ?x147 3)))
 (= ?x157 ?x134)))))))
(assert
 (let ((?x131 (+ (- 2) sym_h)))
 (>= ?x131 0)))
(assert
 (let ((?x134 (+ (- 2) sym_w)))
 (>= ?x134 0)))
(assert
 (let ((?x151 (+ sym_n sym_n2)))
 (>= ?x151 0)))
(assert
 (= (rank (concat 0 in_i1 in_i2)) 4))
(assert
 (let ((?x151 (+ sym_n sym_n2)))
 (let ((?x162 (concat 0 in_i1 in_i2)))
 (let ((?x165 (dim ?x162 0)))
 (= ?x165 ?x151)))))
(assert
 (= (dim (concat 0 in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i2) 3) sym_w))
(assert
 (let ((?x162 (concat 0 in_i1 in_i2)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 ?x162 in_k1)))
 (= (rank ?x173) 4))))
(assert
 (let ((?x151 (+ sym_n sym_n2)))
 (let ((?x162 (concat 0 in_i1 in_i2)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 ?x162 in_k1)))
 (let ((?x176 (dim ?x173 0)))
 (= ?x176 ?x151))))))
(assert
 (let ((?x162 (concat 0 in_i1 in_i2)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 ?x162 in_k1)))
 (= (dim ?x173 1) sym_c2))))
(assert
 (let ((?x131 (+ (- 2) sym_h)))
 (let ((?x162 (concat 0 in_i1 in_i2)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 ?x162 in_k1)))
 (let ((?x180 (dim ?x173 2)))
 (= ?x180 ?x131))))))
(assert
 (let ((?x134 (+ (- 2) sym_w)))
 (let ((?x162 (concat 0 in_i1 in_i2)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 ?x162 in_k1)))
 (let ((?x182 (dim ?x173 3)))
 (= ?x182 ?x134))))))
(assert
 (let ((?x162 (concat 0 in_i1 in_i2)))
(let ((?x173 (conv 1 1 0 0 0 0 1 1 1 ?x162 in_k1)))
(let ((?x136 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
(let ((?x122 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x147 (concat 0 ?x122 ?x136)))
(and (distinct ?x147 ?x173) true)))))))
(check-sat)
