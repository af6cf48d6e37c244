; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out
; z3 rlimit used: 74844
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_k1 () T)
(declare-fun in_k2 () T)
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x31 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x28 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (let (($x32 (= ?x28 ?x31)))
 (let (($x23 (and (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x23 $x32))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
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
 (let ((?x90 (dim in_k1 2)))
 (= 3 ?x90)))
(assert
 (let ((?x92 (dim in_k1 3)))
 (= 3 ?x92)))
(assert
 (= (rank in_k2) 4))
(assert
 (= (dim in_k2 0) sym_c3))
(assert
 (= (dim in_k2 1) sym_c))
(assert
 (let ((?x101 (dim in_k2 2)))
 (= 3 ?x101)))
(assert
 (let ((?x103 (dim in_k2 3)))
 (= 3 ?x103)))
(assert
 (let ((?x105 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x105) 4)))
(assert
 (let ((?x105 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x105 0) sym_n)))
(assert
 (let ((?x105 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x105 1) sym_c2)))
(assert
 (let ((?x114 (+ (- 2) sym_h)))
 (let ((?x105 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x112 (dim ?x105 2)))
 (= ?x112 ?x114)))))
(assert
 (let ((?x117 (+ (- 2) sym_w)))
 (let ((?x105 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x116 (dim ?x105 3)))
 (= ?x116 ?x117)))))
(assert
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (= (rank ?x119) 4)))
(assert
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (= (dim ?x119 0) sym_n)))
(assert
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (= (dim ?x119 1) sym_c3)))
(assert
 (let ((?x114 (+ (- 2) sym_h)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x126 (dim ?x119 2)))
 (= ?x126 ?x114)))))
(assert
 (let ((?x117 (+ (- 2) sym_w)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x128 (dim ?x119 3)))
 (= ?x128 ?x117)))))
(assert
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x105 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x130 (concat 1 ?x105 ?x119)))
 (= (rank ?x130) 4)))))
(assert
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x105 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x130 (concat 1 ?x105 ?x119)))
 (= (dim ?x130 0) sym_n)))))
(assert
 (let ((?x136 (+ sym_c2 sym_c3)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x105 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x130 (concat 1 ?x105 ?x119)))
 (let ((?x135 (dim ?x130 1)))
 (= ?x135 ?x136)))))))
(assert
 (let ((?x114 (+ (- 2) sym_h)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x105 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x130 (concat 1 ?x105 ?x119)))
 (let ((?x138 (dim ?x130 2)))
 (= ?x138 ?x114)))))))
(assert
 (let ((?x117 (+ (- 2) sym_w)))
 (let ((?x119 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x105 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x130 (concat 1 ?x105 ?x119)))
 (let ((?x140 (dim ?x130 3)))
 (= ?x140 ?x117)))))))
(assert
 (let ((?x114 (+ (- 2) sym_h)))
 (>= ?x114 0)))
(assert
 (let ((?x117 (+ (- 2) sym_w)))
 (>= ?x117 0)))
(assert
 (let ((?x136 (+ sym_c2 sym_c3)))
 (>= ?x136 0)))
(assert
 (= (rank (concat 0 in_k1 in_k2)) 4))
(assert
 (let ((?x136 (+ sym_c2 sym_c3)))
 (let ((?x145 (concat 0 in_k1 in_k2)))
 (let ((?x148 (dim ?x145 0)))
 (= ?x148 ?x136)))))
(assert
 (= (dim (concat 0 in_k1 in_k2) 1) sym_c))
(assert
 (let ((?x145 (concat 0 in_k1 in_k2)))
 (let ((?x152 (dim ?x145 2)))
 (= 3 ?x152))))
(assert
 (let ((?x145 (concat 0 in_k1 in_k2)))
 (let ((?x154 (dim ?x145 3)))
 (= 3 ?x154))))
(assert
 (let ((?x145 (concat 0 in_k1 in_k2)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x145)))
 (= (rank ?x156) 4))))
(assert
 (let ((?x145 (concat 0 in_k1 in_k2)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x145)))
 (= (dim ?x156 0) sym_n))))
(assert
 (let ((?x136 (+ sym_c2 sym_c3)))
 (let ((?x145 (concat 0 in_k1 in_k2)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x145)))
 (let ((?x161 (dim ?x156 1)))
 (= ?x161 ?x136))))))
(assert
 (let ((?x114 (+ (- 2) sym_h)))
 (let ((?x145 (concat 0 in_k1 in_k2)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x145)))
 (let ((?x163 (dim ?x156 2)))
 (= ?x163 ?x114))))))
(assert
 (let ((?x117 (+ (- 2) sym_w)))
 (let ((?x145 (concat 0 in_k1 in_k2)))
 (let ((?x156 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x145)))
 (let ((?x165 (dim ?x156 3)))
 (= ?x165 ?x117))))))
(assert
 (let ((?x145 (concat 0 in_k1 in_k2)))
(let ((?x156 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x145)))
(let ((?x119 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
(let ((?x105 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x130 (concat 1 ?x105 ?x119)))
(and (distinct ?x130 ?x156) true)))))))
(check-sat)
