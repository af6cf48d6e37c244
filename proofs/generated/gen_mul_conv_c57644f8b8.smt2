; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_smul_x
; z3 rlimit used: 49347
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_k1 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x20 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x18 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (= ?x18 ?x20))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x20 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x43 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (= ?x43 ?x20))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
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
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x78 (dim in_k1 2)))
 (= 3 ?x78)))
(assert
 (let ((?x80 (dim in_k1 3)))
 (= 3 ?x80)))
(assert
 (= (rank in_s1) 0))
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
 (let ((?x85 (smul in_i1 in_s1)))
 (let ((?x96 (conv 1 1 0 0 0 0 1 1 1 ?x85 in_k1)))
 (= (rank ?x96) 4))))
(assert
 (let ((?x85 (smul in_i1 in_s1)))
 (let ((?x96 (conv 1 1 0 0 0 0 1 1 1 ?x85 in_k1)))
 (= (dim ?x96 0) sym_n))))
(assert
 (let ((?x85 (smul in_i1 in_s1)))
 (let ((?x96 (conv 1 1 0 0 0 0 1 1 1 ?x85 in_k1)))
 (= (dim ?x96 1) sym_c))))
(assert
 (let ((?x105 (+ (- 2) sym_h)))
 (let ((?x85 (smul in_i1 in_s1)))
 (let ((?x96 (conv 1 1 0 0 0 0 1 1 1 ?x85 in_k1)))
 (let ((?x103 (dim ?x96 2)))
 (= ?x103 ?x105))))))
(assert
 (let ((?x108 (+ (- 2) sym_w)))
 (let ((?x85 (smul in_i1 in_s1)))
 (let ((?x96 (conv 1 1 0 0 0 0 1 1 1 ?x85 in_k1)))
 (let ((?x107 (dim ?x96 3)))
 (= ?x107 ?x108))))))
(assert
 (let ((?x85 (smul in_i1 in_s1)))
 (let ((?x96 (conv 1 1 0 0 0 0 1 1 1 ?x85 in_k1)))
 (let ((?x110 (conv 2 2 1 1 1 1 1 1 1 ?x96 in_k1)))
 (= (rank ?x110) 4)))))
(assert
 (let ((?x85 (smul in_i1 in_s1)))
 (let ((?x96 (conv 1 1 0 0 0 0 1 1 1 ?x85 in_k1)))
 (let ((?x110 (conv 2 2 1 1 1 1 1 1 1 ?x96 in_k1)))
 (= (dim ?x110 0) sym_n)))))
(assert
 (let ((?x85 (smul in_i1 in_s1)))
 (let ((?x96 (conv 1 1 0 0 0 0 1 1 1 ?x85 in_k1)))
 (let ((?x110 (conv 2 2 1 1 1 1 1 1 1 ?x96 in_k1)))
 (= (dim ?x110 1) sym_c)))))
(assert
 (let ((?x120 (div (+ (- 3) sym_h) 2)))
 (let ((?x121 (+ 1 ?x120)))
 (let ((?x85 (smul in_i1 in_s1)))
 (let ((?x96 (conv 1 1 0 0 0 0 1 1 1 ?x85 in_k1)))
 (let ((?x110 (conv 2 2 1 1 1 1 1 1 1 ?x96 in_k1)))
 (let ((?x117 (dim ?x110 2)))
 (= ?x117 ?x121))))))))
(assert
 (let ((?x125 (div (+ (- 3) sym_w) 2)))
 (let ((?x126 (+ 1 ?x125)))
 (let ((?x85 (smul in_i1 in_s1)))
 (let ((?x96 (conv 1 1 0 0 0 0 1 1 1 ?x85 in_k1)))
 (let ((?x110 (conv 2 2 1 1 1 1 1 1 1 ?x96 in_k1)))
 (let ((?x123 (dim ?x110 3)))
 (= ?x123 ?x126))))))))
(assert
 (let ((?x105 (+ (- 2) sym_h)))
 (>= ?x105 0)))
(assert
 (let ((?x108 (+ (- 2) sym_w)))
 (>= ?x108 0)))
(assert
 (let ((?x120 (div (+ (- 3) sym_h) 2)))
 (let ((?x121 (+ 1 ?x120)))
 (>= ?x121 0))))
(assert
 (let ((?x125 (div (+ (- 3) sym_w) 2)))
 (let ((?x126 (+ 1 ?x125)))
 (>= ?x126 0))))
(assert
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c))
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
 (let ((?x143 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x143) 4)))
(assert
 (let ((?x143 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x143 0) sym_n)))
(assert
 (let ((?x143 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x143 1) sym_c)))
(assert
 (let ((?x105 (+ (- 2) sym_h)))
 (let ((?x143 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x150 (dim ?x143 2)))
 (= ?x150 ?x105)))))
(assert
 (let ((?x108 (+ (- 2) sym_w)))
 (let ((?x143 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x152 (dim ?x143 3)))
 (= ?x152 ?x108)))))
(assert
 (let ((?x132 (smul in_k1 in_s1)))
 (let ((?x143 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x154 (conv 2 2 1 1 1 1 1 1 1 ?x143 ?x132)))
 (= (rank ?x154) 4)))))
(assert
 (let ((?x132 (smul in_k1 in_s1)))
 (let ((?x143 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x154 (conv 2 2 1 1 1 1 1 1 1 ?x143 ?x132)))
 (= (dim ?x154 0) sym_n)))))
(assert
 (let ((?x132 (smul in_k1 in_s1)))
 (let ((?x143 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x154 (conv 2 2 1 1 1 1 1 1 1 ?x143 ?x132)))
 (= (dim ?x154 1) sym_c)))))
(assert
 (let ((?x120 (div (+ (- 3) sym_h) 2)))
 (let ((?x121 (+ 1 ?x120)))
 (let ((?x132 (smul in_k1 in_s1)))
 (let ((?x143 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x154 (conv 2 2 1 1 1 1 1 1 1 ?x143 ?x132)))
 (let ((?x161 (dim ?x154 2)))
 (= ?x161 ?x121))))))))
(assert
 (let ((?x125 (div (+ (- 3) sym_w) 2)))
 (let ((?x126 (+ 1 ?x125)))
 (let ((?x132 (smul in_k1 in_s1)))
 (let ((?x143 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x154 (conv 2 2 1 1 1 1 1 1 1 ?x143 ?x132)))
 (let ((?x163 (dim ?x154 3)))
 (= ?x163 ?x126))))))))
(assert
 (let ((?x132 (smul in_k1 in_s1)))
(let ((?x143 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x154 (conv 2 2 1 1 1 1 1 1 1 ?x143 ?x132)))
(let ((?x85 (smul in_i1 in_s1)))
(let ((?x96 (conv 1 1 0 0 0 0 1 1 1 ?x85 in_k1)))
(let ((?x110 (conv 2 2 1 1 1 1 1 1 1 ?x96 in_k1)))
(and (distinct ?x110 ?x154) true))))))))
(check-sat)
