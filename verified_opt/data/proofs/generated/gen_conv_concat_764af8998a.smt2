; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out
; z3 rlimit used: 75048
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
 (let ((?x105 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x105) 4)))
(assert
 (let ((?x105 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x105 0) sym_n)))
(assert
 (let ((?x105 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x105 1) sym_c2)))
(assert
 (let ((?x115 (div (+ (- 1) sym_h) 2)))
 (let ((?x116 (+ 1 ?x115)))
 (let ((?x105 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x112 (dim ?x105 2)))
 (= ?x112 ?x116))))))
(assert
 (let ((?x120 (div (+ (- 1) sym_w) 2)))
 (let ((?x121 (+ 1 ?x120)))
 (let ((?x105 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x118 (dim ?x105 3)))
 (= ?x118 ?x121))))))
(assert
 (let ((?x123 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k2)))
 (= (rank ?x123) 4)))
(assert
 (let ((?x123 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k2)))
 (= (dim ?x123 0) sym_n)))
(assert
 (let ((?x123 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k2)))
 (= (dim ?x123 1) sym_c3)))
(assert
 (let ((?x115 (div (+ (- 1) sym_h) 2)))
 (let ((?x116 (+ 1 ?x115)))
 (let ((?x123 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k2)))
 (let ((?x130 (dim ?x123 2)))
 (= ?x130 ?x116))))))
(assert
 (let ((?x120 (div (+ (- 1) sym_w) 2)))
 (let ((?x121 (+ 1 ?x120)))
 (let ((?x123 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k2)))
 (let ((?x132 (dim ?x123 3)))
 (= ?x132 ?x121))))))
(assert
 (let ((?x123 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k2)))
 (let ((?x105 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x134 (concat 1 ?x105 ?x123)))
 (= (rank ?x134) 4)))))
(assert
 (let ((?x123 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k2)))
 (let ((?x105 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x134 (concat 1 ?x105 ?x123)))
 (= (dim ?x134 0) sym_n)))))
(assert
 (let ((?x140 (+ sym_c2 sym_c3)))
 (let ((?x123 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k2)))
 (let ((?x105 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x134 (concat 1 ?x105 ?x123)))
 (let ((?x139 (dim ?x134 1)))
 (= ?x139 ?x140)))))))
(assert
 (let ((?x115 (div (+ (- 1) sym_h) 2)))
 (let ((?x116 (+ 1 ?x115)))
 (let ((?x123 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k2)))
 (let ((?x105 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x134 (concat 1 ?x105 ?x123)))
 (let ((?x142 (dim ?x134 2)))
 (= ?x142 ?x116))))))))
(assert
 (let ((?x120 (div (+ (- 1) sym_w) 2)))
 (let ((?x121 (+ 1 ?x120)))
 (let ((?x123 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k2)))
 (let ((?x105 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x134 (concat 1 ?x105 ?x123)))
 (let ((?x144 (dim ?x134 3)))
 (= ?x144 ?x121))))))))
(assert
 (let ((?x115 (div (+ (- 1) sym_h) 2)))
 (let ((?x116 (+ 1 ?x115)))
 (>= ?x116 0))))
(assert
 (let ((?x120 (div (+ (- 1) sym_w) 2)))
 (let ((?x121 (+ 1 ?x120)))
 (>= ?x121 0))))
(assert
 (let ((?x140 (+ sym_c2 sym_c3)))
 (>= ?x140 0)))
(assert
 (= (rank (concat 0 in_k1 in_k2)) 4))
(assert
 (let ((?x140 (+ sym_c2 sym_c3)))
 (let ((?x149 (concat 0 in_k1 in_k2)))
 (let ((?x152 (dim ?x149 0)))
 (= ?x152 ?x140)))))
(assert
 (= (dim (concat 0 in_k1 in_k2) 1) sym_c))
(assert
 (let ((?x149 (concat 0 in_k1 in_k2)))
 (let ((?x156 (dim ?x149 2)))
 (= 3 ?x156))))
(assert
 (let ((?x149 (concat 0 in_k1 in_k2)))
 (let ((?x158 (dim ?x149 3)))
 (= 3 ?x158))))
(assert
 (let ((?x149 (concat 0 in_k1 in_k2)))
 (let ((?x160 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x149)))
 (= (rank ?x160) 4))))
(assert
 (let ((?x149 (concat 0 in_k1 in_k2)))
 (let ((?x160 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x149)))
 (= (dim ?x160 0) sym_n))))
(assert
 (let ((?x140 (+ sym_c2 sym_c3)))
 (let ((?x149 (concat 0 in_k1 in_k2)))
 (let ((?x160 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x149)))
 (let ((?x165 (dim ?x160 1)))
 (= ?x165 ?x140))))))
(assert
 (let ((?x115 (div (+ (- 1) sym_h) 2)))
 (let ((?x116 (+ 1 ?x115)))
 (let ((?x149 (concat 0 in_k1 in_k2)))
 (let ((?x160 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x149)))
 (let ((?x167 (dim ?x160 2)))
 (= ?x167 ?x116)))))))
(assert
 (let ((?x120 (div (+ (- 1) sym_w) 2)))
 (let ((?x121 (+ 1 ?x120)))
 (let ((?x149 (concat 0 in_k1 in_k2)))
 (let ((?x160 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x149)))
 (let ((?x169 (dim ?x160 3)))
 (= ?x169 ?x121)))))))
(assert
 (let ((?x149 (concat 0 in_k1 in_k2)))
(let ((?x160 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x149)))
(let ((?x123 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k2)))
(let ((?x105 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x134 (concat 1 ?x105 ?x123)))
(and (distinct ?x134 ?x160) true)))))))
(check-sat)
