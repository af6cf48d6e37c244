; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_smul_x
; z3 rlimit used: 49589
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
(declare-fun sym_c2 () Int)
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
 (let ((?x80 (dim in_k1 2)))
 (= 3 ?x80)))
(assert
 (let ((?x82 (dim in_k1 3)))
 (= 3 ?x82)))
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
 (let ((?x87 (smul in_i1 in_s1)))
 (let ((?x98 (conv 2 2 1 1 1 1 1 1 1 ?x87 in_k1)))
 (= (rank ?x98) 4))))
(assert
 (let ((?x87 (smul in_i1 in_s1)))
 (let ((?x98 (conv 2 2 1 1 1 1 1 1 1 ?x87 in_k1)))
 (= (dim ?x98 0) sym_n))))
(assert
 (let ((?x87 (smul in_i1 in_s1)))
 (let ((?x98 (conv 2 2 1 1 1 1 1 1 1 ?x87 in_k1)))
 (= (dim ?x98 1) sym_c2))))
(assert
 (let ((?x108 (div (+ (- 1) sym_h) 2)))
 (let ((?x109 (+ 1 ?x108)))
 (let ((?x87 (smul in_i1 in_s1)))
 (let ((?x98 (conv 2 2 1 1 1 1 1 1 1 ?x87 in_k1)))
 (let ((?x105 (dim ?x98 2)))
 (= ?x105 ?x109)))))))
(assert
 (let ((?x113 (div (+ (- 1) sym_w) 2)))
 (let ((?x114 (+ 1 ?x113)))
 (let ((?x87 (smul in_i1 in_s1)))
 (let ((?x98 (conv 2 2 1 1 1 1 1 1 1 ?x87 in_k1)))
 (let ((?x111 (dim ?x98 3)))
 (= ?x111 ?x114)))))))
(assert
 (let ((?x87 (smul in_i1 in_s1)))
 (let ((?x116 (conv 2 2 0 0 0 0 1 1 1 ?x87 in_k1)))
 (= (rank ?x116) 4))))
(assert
 (let ((?x87 (smul in_i1 in_s1)))
 (let ((?x116 (conv 2 2 0 0 0 0 1 1 1 ?x87 in_k1)))
 (= (dim ?x116 0) sym_n))))
(assert
 (let ((?x87 (smul in_i1 in_s1)))
 (let ((?x116 (conv 2 2 0 0 0 0 1 1 1 ?x87 in_k1)))
 (= (dim ?x116 1) sym_c2))))
(assert
 (let ((?x126 (div (+ (- 3) sym_h) 2)))
 (let ((?x127 (+ 1 ?x126)))
 (let ((?x87 (smul in_i1 in_s1)))
 (let ((?x116 (conv 2 2 0 0 0 0 1 1 1 ?x87 in_k1)))
 (let ((?x123 (dim ?x116 2)))
 (= ?x123 ?x127)))))))
(assert
 (let ((?x131 (div (+ (- 3) sym_w) 2)))
 (let ((?x132 (+ 1 ?x131)))
 (let ((?x87 (smul in_i1 in_s1)))
 (let ((?x116 (conv 2 2 0 0 0 0 1 1 1 ?x87 in_k1)))
 (let ((?x129 (dim ?x116 3)))
 (= ?x129 ?x132)))))))
(assert
 (let ((?x108 (div (+ (- 1) sym_h) 2)))
 (let ((?x109 (+ 1 ?x108)))
 (>= ?x109 0))))
(assert
 (let ((?x113 (div (+ (- 1) sym_w) 2)))
 (let ((?x114 (+ 1 ?x113)))
 (>= ?x114 0))))
(assert
 (let ((?x126 (div (+ (- 3) sym_h) 2)))
 (let ((?x127 (+ 1 ?x126)))
 (>= ?x127 0))))
(assert
 (let ((?x131 (div (+ (- 3) sym_w) 2)))
 (let ((?x132 (+ 1 ?x131)))
 (>= ?x132 0))))
(assert
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c2))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c))
(assert
 (let ((?x138 (smul in_k1 in_s1)))
 (let ((?x145 (dim ?x138 2)))
 (= 3 ?x145))))
(assert
 (let ((?x138 (smul in_k1 in_s1)))
 (let ((?x147 (dim ?x138 3)))
 (= 3 ?x147))))
(assert
 (let ((?x138 (smul in_k1 in_s1)))
 (let ((?x149 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x138)))
 (= (rank ?x149) 4))))
(assert
 (let ((?x138 (smul in_k1 in_s1)))
 (let ((?x149 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x138)))
 (= (dim ?x149 0) sym_n))))
(assert
 (let ((?x138 (smul in_k1 in_s1)))
 (let ((?x149 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x138)))
 (= (dim ?x149 1) sym_c2))))
(assert
 (let ((?x108 (div (+ (- 1) sym_h) 2)))
 (let ((?x109 (+ 1 ?x108)))
 (let ((?x138 (smul in_k1 in_s1)))
 (let ((?x149 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x138)))
 (let ((?x156 (dim ?x149 2)))
 (= ?x156 ?x109)))))))
(assert
 (let ((?x113 (div (+ (- 1) sym_w) 2)))
 (let ((?x114 (+ 1 ?x113)))
 (let ((?x138 (smul in_k1 in_s1)))
 (let ((?x149 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x138)))
 (let ((?x158 (dim ?x149 3)))
 (= ?x158 ?x114)))))))
(assert
 (let ((?x138 (smul in_k1 in_s1)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x138)))
 (= (rank ?x160) 4))))
(assert
 (let ((?x138 (smul in_k1 in_s1)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x138)))
 (= (dim ?x160 0) sym_n))))
(assert
 (let ((?x138 (smul in_k1 in_s1)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x138)))
 (= (dim ?x160 1) sym_c2))))
(assert
 (let ((?x126 (div (+ (- 3) sym_h) 2)))
 (let ((?x127 (+ 1 ?x126)))
 (let ((?x138 (smul in_k1 in_s1)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x138)))
 (let ((?x167 (dim ?x160 2)))
 (= ?x167 ?x127)))))))
(assert
 (let ((?x131 (div (+ (- 3) sym_w) 2)))
 (let ((?x132 (+ 1 ?x131)))
 (let ((?x138 (smul in_k1 in_s1)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x138)))
 (let ((?x169 (dim ?x160 3)))
 (= ?x169 ?x132)))))))
(assert
 (let ((?x138 (smul in_k1 in_s1)))
(let ((?x160 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x138)))
(let ((?x87 (smul in_i1 in_s1)))
(let ((?x116 (conv 2 2 0 0 0 0 1 1 1 ?x87 in_k1)))
(let ((?x149 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x138)))
(let ((?x98 (conv 2 2 1 1 1 1 1 1 1 ?x87 in_k1)))
(or (and (distinct ?x98 ?x149) true) (and (distinct ?x116 ?x160) true)))))))))
(check-sat)
