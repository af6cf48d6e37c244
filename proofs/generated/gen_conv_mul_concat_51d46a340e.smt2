; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, conv_smul_w
; z3 rlimit used: 49090
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_k1 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x20 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x18 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (= ?x18 ?x20))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x49 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x46 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (= ?x46 ?x49))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x85 (dim in_k1 2)))
 (= 3 ?x85)))
(assert
 (let ((?x87 (dim in_k1 3)))
 (= 3 ?x87)))
(assert
 (= (rank in_s1) 0))
(assert
 (let ((?x92 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x92) 4)))
(assert
 (let ((?x92 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x92 0) sym_n)))
(assert
 (let ((?x92 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x92 1) sym_c2)))
(assert
 (let ((?x101 (+ (- 2) sym_h)))
 (let ((?x92 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x99 (dim ?x92 2)))
 (= ?x99 ?x101)))))
(assert
 (let ((?x104 (+ (- 2) sym_w)))
 (let ((?x92 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x103 (dim ?x92 3)))
 (= ?x103 ?x104)))))
(assert
 (let ((?x92 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x106 (smul ?x92 in_s1)))
 (= (rank ?x106) 4))))
(assert
 (let ((?x92 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x106 (smul ?x92 in_s1)))
 (= (dim ?x106 0) sym_n))))
(assert
 (let ((?x92 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x106 (smul ?x92 in_s1)))
 (= (dim ?x106 1) sym_c2))))
(assert
 (let ((?x101 (+ (- 2) sym_h)))
 (let ((?x92 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x106 (smul ?x92 in_s1)))
 (let ((?x113 (dim ?x106 2)))
 (= ?x113 ?x101))))))
(assert
 (let ((?x104 (+ (- 2) sym_w)))
 (let ((?x92 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x106 (smul ?x92 in_s1)))
 (let ((?x115 (dim ?x106 3)))
 (= ?x115 ?x104))))))
(assert
 (let ((?x92 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x106 (smul ?x92 in_s1)))
 (let ((?x117 (concat 1 ?x106 ?x92)))
 (= (rank ?x117) 4)))))
(assert
 (let ((?x92 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x106 (smul ?x92 in_s1)))
 (let ((?x117 (concat 1 ?x106 ?x92)))
 (= (dim ?x117 0) sym_n)))))
(assert
 (let ((?x123 (* 2 sym_c2)))
 (let ((?x92 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x106 (smul ?x92 in_s1)))
 (let ((?x117 (concat 1 ?x106 ?x92)))
 (let ((?x122 (dim ?x117 1)))
 (= ?x122 ?x123)))))))
(assert
 (let ((?x101 (+ (- 2) sym_h)))
 (let ((?x92 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x106 (smul ?x92 in_s1)))
 (let ((?x117 (concat 1 ?x106 ?x92)))
 (let ((?x125 (dim ?x117 2)))
 (= ?x125 ?x101)))))))
(assert
 (let ((?x104 (+ (- 2) sym_w)))
 (let ((?x92 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x106 (smul ?x92 in_s1)))
 (let ((?x117 (concat 1 ?x106 ?x92)))
 (let ((?x127 (dim ?x117 3)))
 (= ?x127 ?x104)))))))
(assert
 (let ((?x101 (+ (- 2) sym_h)))
 (>= ?x101 0)))
(assert
 (let ((?x104 (+ (- 2) sym_w)))
 (>= ?x104 0)))
(assert
 (let ((?x123 (* 2 sym_c2)))
 (>= ?x123 0)))
(assert
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c2))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c))
(assert
 (let ((?x132 (smul in_k1 in_s1)))
 (let ((?x139 (dim ?x132 2)))
 (= 3 ?x139))))
(assert
 (let ((?x132 (smul in_k1 in_s1)))
 (let ((?x141 (dim ?x132 3)))
 (= 3 ?x141))))
(assert
 (= (rank (concat 0 (smul in_k1 in_s1) in_k1)) 4))
(assert
 (let ((?x123 (* 2 sym_c2)))
 (let ((?x132 (smul in_k1 in_s1)))
 (let ((?x143 (concat 0 ?x132 in_k1)))
 (let ((?x146 (dim ?x143 0)))
 (= ?x146 ?x123))))))
(assert
 (= (dim (concat 0 (smul in_k1 in_s1) in_k1) 1) sym_c))
(assert
 (let ((?x132 (smul in_k1 in_s1)))
 (let ((?x143 (concat 0 ?x132 in_k1)))
 (let ((?x150 (dim ?x143 2)))
 (= 3 ?x150)))))
(assert
 (let ((?x132 (smul in_k1 in_s1)))
 (let ((?x143 (concat 0 ?x132 in_k1)))
 (let ((?x152 (dim ?x143 3)))
 (= 3 ?x152)))))
(assert
 (let ((?x132 (smul in_k1 in_s1)))
 (let ((?x143 (concat 0 ?x132 in_k1)))
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x143)))
 (= (rank ?x154) 4)))))
(assert
 (let ((?x132 (smul in_k1 in_s1)))
 (let ((?x143 (concat 0 ?x132 in_k1)))
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x143)))
 (= (dim ?x154 0) sym_n)))))
(assert
 (let ((?x123 (* 2 sym_c2)))
 (let ((?x132 (smul in_k1 in_s1)))
 (let ((?x143 (concat 0 ?x132 in_k1)))
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x143)))
 (let ((?x159 (dim ?x154 1)))
 (= ?x159 ?x123)))))))
(assert
 (let ((?x101 (+ (- 2) sym_h)))
 (let ((?x132 (smul in_k1 in_s1)))
 (let ((?x143 (concat 0 ?x132 in_k1)))
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x143)))
 (let ((?x161 (dim ?x154 2)))
 (= ?x161 ?x101)))))))
(assert
 (let ((?x104 (+ (- 2) sym_w)))
 (let ((?x132 (smul in_k1 in_s1)))
 (let ((?x143 (concat 0 ?x132 in_k1)))
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x143)))
 (let ((?x163 (dim ?x154 3)))
 (= ?x163 ?x104)))))))
(assert
 (let ((?x132 (smul in_k1 in_s1)))
(let ((?x143 (concat 0 ?x132 in_k1)))
(let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x143)))
(let ((?x92 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x106 (smul ?x92 in_s1)))
(let ((?x117 (concat 1 ?x106 ?x92)))
(and (distinct ?x117 ?x154) true))))))))
(check-sat)
