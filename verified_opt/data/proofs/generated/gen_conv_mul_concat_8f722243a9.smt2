; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch, conv_smul_x
; z3 rlimit used: 75041
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_k1 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x32 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x30 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x33 (= ?x30 ?x32)))
 (let (($x25 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x25 $x33))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x62 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x59 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (let (($x63 (= ?x59 ?x62)))
 (let (($x25 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x25 $x63))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x101 (dim in_k1 2)))
 (= 3 ?x101)))
(assert
 (let ((?x103 (dim in_k1 3)))
 (= 3 ?x103)))
(assert
 (= (rank in_s1) 0))
(assert
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x108) 4)))
(assert
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x108 0) sym_n)))
(assert
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x108 1) sym_c2)))
(assert
 (let ((?x117 (+ (- 2) sym_h)))
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x115 (dim ?x108 2)))
 (= ?x115 ?x117)))))
(assert
 (let ((?x120 (+ (- 2) sym_w)))
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x119 (dim ?x108 3)))
 (= ?x119 ?x120)))))
(assert
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x122 (smul ?x108 in_s1)))
 (= (rank ?x122) 4))))
(assert
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x122 (smul ?x108 in_s1)))
 (= (dim ?x122 0) sym_n))))
(assert
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x122 (smul ?x108 in_s1)))
 (= (dim ?x122 1) sym_c2))))
(assert
 (let ((?x117 (+ (- 2) sym_h)))
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x122 (smul ?x108 in_s1)))
 (let ((?x129 (dim ?x122 2)))
 (= ?x129 ?x117))))))
(assert
 (let ((?x120 (+ (- 2) sym_w)))
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x122 (smul ?x108 in_s1)))
 (let ((?x131 (dim ?x122 3)))
 (= ?x131 ?x120))))))
(assert
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x122 (smul ?x108 in_s1)))
 (let ((?x133 (concat 0 ?x122 ?x108)))
 (= (rank ?x133) 4)))))
(assert
 (let ((?x137 (* 2 sym_n)))
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x122 (smul ?x108 in_s1)))
 (let ((?x133 (concat 0 ?x122 ?x108)))
 (let ((?x136 (dim ?x133 0)))
 (= ?x136 ?x137)))))))
(assert
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x122 (smul ?x108 in_s1)))
 (let ((?x133 (concat 0 ?x122 ?x108)))
 (= (dim ?x133 1) sym_c2)))))
(assert
 (let ((?x117 (+ (- 2) sym_h)))
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x122 (smul ?x108 in_s1)))
 (let ((?x133 (concat 0 ?x122 ?x108)))
 (let ((?x141 (dim ?x133 2)))
 (= ?x141 ?x117)))))))
(assert
 (let ((?x120 (+ (- 2) sym_w)))
 (let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x122 (smul ?x108 in_s1)))
 (let ((?x133 (concat 0 ?x122 ?x108)))
 (let ((?x143 (dim ?x133 3)))
 (= ?x143 ?x120)))))))
(assert
 (let ((?x117 (+ (- 2) sym_h)))
 (>= ?x117 0)))
(assert
 (let ((?x120 (+ (- 2) sym_w)))
 (>= ?x120 0)))
(assert
 (let ((?x137 (* 2 sym_n)))
 (>= ?x137 0)))
(assert
 (= (rank (smul in_i1 in_s1)) 4))
(assert
 (= (dim (smul in_i1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_i1 in_s1) 1) sym_c))
(assert
 (= (dim (smul in_i1 in_s1) 2) sym_h))
(assert
 (= (dim (smul in_i1 in_s1) 3) sym_w))
(assert
 (= (rank (concat 0 (smul in_i1 in_s1) in_i1)) 4))
(assert
 (let ((?x137 (* 2 sym_n)))
 (let ((?x148 (smul in_i1 in_s1)))
 (let ((?x159 (concat 0 ?x148 in_i1)))
 (let ((?x162 (dim ?x159 0)))
 (= ?x162 ?x137))))))
(assert
 (= (dim (concat 0 (smul in_i1 in_s1) in_i1) 1) sym_c))
(assert
 (= (dim (concat 0 (smul in_i1 in_s1) in_i1) 2) sym_h))
(assert
 (= (dim (concat 0 (smul in_i1 in_s1) in_i1) 3) sym_w))
(assert
 (let ((?x148 (smul in_i1 in_s1)))
 (let ((?x159 (concat 0 ?x148 in_i1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x159 in_k1)))
 (= (rank ?x170) 4)))))
(assert
 (let ((?x137 (* 2 sym_n)))
 (let ((?x148 (smul in_i1 in_s1)))
 (let ((?x159 (concat 0 ?x148 in_i1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x159 in_k1)))
 (let ((?x173 (dim ?x170 0)))
 (= ?x173 ?x137)))))))
(assert
 (let ((?x148 (smul in_i1 in_s1)))
 (let ((?x159 (concat 0 ?x148 in_i1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x159 in_k1)))
 (= (dim ?x170 1) sym_c2)))))
(assert
 (let ((?x117 (+ (- 2) sym_h)))
 (let ((?x148 (smul in_i1 in_s1)))
 (let ((?x159 (concat 0 ?x148 in_i1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x159 in_k1)))
 (let ((?x177 (dim ?x170 2)))
 (= ?x177 ?x117)))))))
(assert
 (let ((?x120 (+ (- 2) sym_w)))
 (let ((?x148 (smul in_i1 in_s1)))
 (let ((?x159 (concat 0 ?x148 in_i1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x159 in_k1)))
 (let ((?x179 (dim ?x170 3)))
 (= ?x179 ?x120)))))))
(assert
 (let ((?x148 (smul in_i1 in_s1)))
(let ((?x159 (concat 0 ?x148 in_i1)))
(let ((?x170 (conv 1 1 0 0 0 0 1 1 1 ?x159 in_k1)))
(let ((?x108 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x122 (smul ?x108 in_s1)))
(let ((?x133 (concat 0 ?x122 ?x108)))
(and (distinct ?x133 ?x170) true))))))))
(check-sat)
