; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch
; z3 rlimit used: 49185
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_n2 () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_i2 () T)
(declare-fun in_k1 () T)
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x22 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x19 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (= ?x19 ?x22))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_w 1))
(assert
 (>= sym_n2 1))
(assert
 (>= sym_c2 1))
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
 (let ((?x89 (dim in_k1 2)))
 (= 3 ?x89)))
(assert
 (let ((?x91 (dim in_k1 3)))
 (= 3 ?x91)))
(assert
 (let ((?x93 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x93) 4)))
(assert
 (let ((?x93 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x93 0) sym_n)))
(assert
 (let ((?x93 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x93 1) sym_c2)))
(assert
 (let ((?x103 (div (+ (- 1) sym_h) 2)))
 (let ((?x104 (+ 1 ?x103)))
 (let ((?x93 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x100 (dim ?x93 2)))
 (= ?x100 ?x104))))))
(assert
 (let ((?x108 (div (+ (- 1) sym_w) 2)))
 (let ((?x109 (+ 1 ?x108)))
 (let ((?x93 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x106 (dim ?x93 3)))
 (= ?x106 ?x109))))))
(assert
 (let ((?x111 (conv 2 2 1 1 1 1 1 1 1 in_i2 in_k1)))
 (= (rank ?x111) 4)))
(assert
 (let ((?x111 (conv 2 2 1 1 1 1 1 1 1 in_i2 in_k1)))
 (= (dim ?x111 0) sym_n2)))
(assert
 (let ((?x111 (conv 2 2 1 1 1 1 1 1 1 in_i2 in_k1)))
 (= (dim ?x111 1) sym_c2)))
(assert
 (let ((?x103 (div (+ (- 1) sym_h) 2)))
 (let ((?x104 (+ 1 ?x103)))
 (let ((?x111 (conv 2 2 1 1 1 1 1 1 1 in_i2 in_k1)))
 (let ((?x118 (dim ?x111 2)))
 (= ?x118 ?x104))))))
(assert
 (let ((?x108 (div (+ (- 1) sym_w) 2)))
 (let ((?x109 (+ 1 ?x108)))
 (let ((?x111 (conv 2 2 1 1 1 1 1 1 1 in_i2 in_k1)))
 (let ((?x120 (dim ?x111 3)))
 (= ?x120 ?x109))))))
(assert
 (let ((?x111 (conv 2 2 1 1 1 1 1 1 1 in_i2 in_k1)))
 (let ((?x93 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x122 (concat 0 ?x93 ?x111)))
 (= (rank ?x122) 4)))))
(assert
 (let ((?x126 (+ sym_n sym_n2)))
 (let ((?x111 (conv 2 2 1 1 1 1 1 1 1 in_i2 in_k1)))
 (let ((?x93 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x122 (concat 0 ?x93 ?x111)))
 (let ((?x125 (dim ?x122 0)))
 (= ?x125 ?x126)))))))
(assert
 (let ((?x111 (conv 2 2 1 1 1 1 1 1 1 in_i2 in_k1)))
 (let ((?x93 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x122 (concat 0 ?x93 ?x111)))
 (= (dim ?x122 1) sym_c2)))))
(assert
 (let ((?x103 (div (+ (- 1) sym_h) 2)))
 (let ((?x104 (+ 1 ?x103)))
 (let ((?x111 (conv 2 2 1 1 1 1 1 1 1 in_i2 in_k1)))
 (let ((?x93 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x122 (concat 0 ?x93 ?x111)))
 (let ((?x130 (dim ?x122 2)))
 (= ?x130 ?x104))))))))
(assert
 (let ((?x108 (div (+ (- 1) sym_w) 2)))
 (let ((?x109 (+ 1 ?x108)))
 (let ((?x111 (conv 2 2 1 1 1 1 1 1 1 in_i2 in_k1)))
 (let ((?x93 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x122 (concat 0 ?x93 ?x111)))
 (let ((?x132 (dim ?x122 3)))
 (= ?x132 ?x109))))))))
(assert
 (let ((?x103 (div (+ (- 1) sym_h) 2)))
 (let ((?x104 (+ 1 ?x103)))
 (>= ?x104 0))))
(assert
 (let ((?x108 (div (+ (- 1) sym_w) 2)))
 (let ((?x109 (+ 1 ?x108)))
 (>= ?x109 0))))
(assert
 (let ((?x126 (+ sym_n sym_n2)))
 (>= ?x126 0)))
(assert
 (= (rank (concat 0 in_i1 in_i2)) 4))
(assert
 (let ((?x126 (+ sym_n sym_n2)))
 (let ((?x137 (concat 0 in_i1 in_i2)))
 (let ((?x140 (dim ?x137 0)))
 (= ?x140 ?x126)))))
(assert
 (= (dim (concat 0 in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i2) 3) sym_w))
(assert
 (let ((?x137 (concat 0 in_i1 in_i2)))
 (let ((?x148 (conv 2 2 1 1 1 1 1 1 1 ?x137 in_k1)))
 (= (rank ?x148) 4))))
(assert
 (let ((?x126 (+ sym_n sym_n2)))
 (let ((?x137 (concat 0 in_i1 in_i2)))
 (let ((?x148 (conv 2 2 1 1 1 1 1 1 1 ?x137 in_k1)))
 (let ((?x151 (dim ?x148 0)))
 (= ?x151 ?x126))))))
(assert
 (let ((?x137 (concat 0 in_i1 in_i2)))
 (let ((?x148 (conv 2 2 1 1 1 1 1 1 1 ?x137 in_k1)))
 (= (dim ?x148 1) sym_c2))))
(assert
 (let ((?x103 (div (+ (- 1) sym_h) 2)))
 (let ((?x104 (+ 1 ?x103)))
 (let ((?x137 (concat 0 in_i1 in_i2)))
 (let ((?x148 (conv 2 2 1 1 1 1 1 1 1 ?x137 in_k1)))
 (let ((?x155 (dim ?x148 2)))
 (= ?x155 ?x104)))))))
(assert
 (let ((?x108 (div (+ (- 1) sym_w) 2)))
 (let ((?x109 (+ 1 ?x108)))
 (let ((?x137 (concat 0 in_i1 in_i2)))
 (let ((?x148 (conv 2 2 1 1 1 1 1 1 1 ?x137 in_k1)))
 (let ((?x157 (dim ?x148 3)))
 (= ?x157 ?x109)))))))
(assert
 (let ((?x137 (concat 0 in_i1 in_i2)))
(let ((?x148 (conv 2 2 1 1 1 1 1 1 1 ?x137 in_k1)))
(let ((?x111 (conv 2 2 1 1 1 1 1 1 1 in_i2 in_k1)))
(let ((?x93 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x122 (concat 0 ?x93 ?x111)))
(and (distinct ?x122 ?x148) true)))))))
(check-sat)
