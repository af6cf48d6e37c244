; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_smul_x
; z3 rlimit used: 49134
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
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c2))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c))
(assert
 (let ((?x98 (smul in_k1 in_s1)))
 (let ((?x105 (dim ?x98 2)))
 (= 3 ?x105))))
(assert
 (let ((?x98 (smul in_k1 in_s1)))
 (let ((?x107 (dim ?x98 3)))
 (= 3 ?x107))))
(assert
 (let ((?x98 (smul in_k1 in_s1)))
 (let ((?x87 (smul in_i1 in_s1)))
 (let ((?x109 (conv 2 2 1 1 1 1 1 1 1 ?x87 ?x98)))
 (= (rank ?x109) 4)))))
(assert
 (let ((?x98 (smul in_k1 in_s1)))
 (let ((?x87 (smul in_i1 in_s1)))
 (let ((?x109 (conv 2 2 1 1 1 1 1 1 1 ?x87 ?x98)))
 (= (dim ?x109 0) sym_n)))))
(assert
 (let ((?x98 (smul in_k1 in_s1)))
 (let ((?x87 (smul in_i1 in_s1)))
 (let ((?x109 (conv 2 2 1 1 1 1 1 1 1 ?x87 ?x98)))
 (= (dim ?x109 1) sym_c2)))))
(assert
 (let ((?x119 (div (+ (- 1) sym_h) 2)))
 (let ((?x120 (+ 1 ?x119)))
 (let ((?x98 (smul in_k1 in_s1)))
 (let ((?x87 (smul in_i1 in_s1)))
 (let ((?x109 (conv 2 2 1 1 1 1 1 1 1 ?x87 ?x98)))
 (let ((?x116 (dim ?x109 2)))
 (= ?x116 ?x120))))))))
(assert
 (let ((?x124 (div (+ (- 1) sym_w) 2)))
 (let ((?x125 (+ 1 ?x124)))
 (let ((?x98 (smul in_k1 in_s1)))
 (let ((?x87 (smul in_i1 in_s1)))
 (let ((?x109 (conv 2 2 1 1 1 1 1 1 1 ?x87 ?x98)))
 (let ((?x122 (dim ?x109 3)))
 (= ?x122 ?x125))))))))
(assert
 (let ((?x119 (div (+ (- 1) sym_h) 2)))
 (let ((?x120 (+ 1 ?x119)))
 (>= ?x120 0))))
(assert
 (let ((?x124 (div (+ (- 1) sym_w) 2)))
 (let ((?x125 (+ 1 ?x124)))
 (>= ?x125 0))))
(assert
 (let ((?x129 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x129) 4)))
(assert
 (let ((?x129 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x129 0) sym_n)))
(assert
 (let ((?x129 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x129 1) sym_c2)))
(assert
 (let ((?x119 (div (+ (- 1) sym_h) 2)))
 (let ((?x120 (+ 1 ?x119)))
 (let ((?x129 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x136 (dim ?x129 2)))
 (= ?x136 ?x120))))))
(assert
 (let ((?x124 (div (+ (- 1) sym_w) 2)))
 (let ((?x125 (+ 1 ?x124)))
 (let ((?x129 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x138 (dim ?x129 3)))
 (= ?x138 ?x125))))))
(assert
 (let ((?x129 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x140 (smul ?x129 in_s1)))
 (= (rank ?x140) 4))))
(assert
 (let ((?x129 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x140 (smul ?x129 in_s1)))
 (= (dim ?x140 0) sym_n))))
(assert
 (let ((?x129 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x140 (smul ?x129 in_s1)))
 (= (dim ?x140 1) sym_c2))))
(assert
 (let ((?x119 (div (+ (- 1) sym_h) 2)))
 (let ((?x120 (+ 1 ?x119)))
 (let ((?x129 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x140 (smul ?x129 in_s1)))
 (let ((?x147 (dim ?x140 2)))
 (= ?x147 ?x120)))))))
(assert
 (let ((?x124 (div (+ (- 1) sym_w) 2)))
 (let ((?x125 (+ 1 ?x124)))
 (let ((?x129 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x140 (smul ?x129 in_s1)))
 (let ((?x149 (dim ?x140 3)))
 (= ?x149 ?x125)))))))
(assert
 (let ((?x129 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x140 (smul ?x129 in_s1)))
 (let ((?x151 (smul ?x140 in_s1)))
 (= (rank ?x151) 4)))))
(assert
 (let ((?x129 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x140 (smul ?x129 in_s1)))
 (let ((?x151 (smul ?x140 in_s1)))
 (= (dim ?x151 0) sym_n)))))
(assert
 (let ((?x129 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x140 (smul ?x129 in_s1)))
 (let ((?x151 (smul ?x140 in_s1)))
 (= (dim ?x151 1) sym_c2)))))
(assert
 (let ((?x119 (div (+ (- 1) sym_h) 2)))
 (let ((?x120 (+ 1 ?x119)))
 (let ((?x129 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x140 (smul ?x129 in_s1)))
 (let ((?x151 (smul ?x140 in_s1)))
 (let ((?x158 (dim ?x151 2)))
 (= ?x158 ?x120))))))))
(assert
 (let ((?x124 (div (+ (- 1) sym_w) 2)))
 (let ((?x125 (+ 1 ?x124)))
 (let ((?x129 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x140 (smul ?x129 in_s1)))
 (let ((?x151 (smul ?x140 in_s1)))
 (let ((?x160 (dim ?x151 3)))
 (= ?x160 ?x125))))))))
(assert
 (let ((?x129 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x140 (smul ?x129 in_s1)))
(let ((?x151 (smul ?x140 in_s1)))
(let ((?x98 (smul in_k1 in_s1)))
(let ((?x87 (smul in_i1 in_s1)))
(let ((?x109 (conv 2 2 1 1 1 1 1 1 1 ?x87 ?x98)))
(and (distinct ?x109 ?x151) true))))))))
(check-sat)
