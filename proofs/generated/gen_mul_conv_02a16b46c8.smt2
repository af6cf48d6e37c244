; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_smul_x, conv_strided_subsample
; z3 rlimit used: 49513
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
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
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x19 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x20 (smul ?x19 S)))
 (let ((?x18 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (= ?x18 ?x20)))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x19 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x20 (smul ?x19 S)))
 (let ((?x43 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (= ?x43 ?x20)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x53 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x19 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x54 (= ?x19 ?x53)))
 (=> (and (< 1 (* sh sw))) $x54)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
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
 (let ((?x91 (dim in_k1 2)))
 (= 3 ?x91)))
(assert
 (let ((?x93 (dim in_k1 3)))
 (= 3 ?x93)))
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
 (let ((?x98 (smul in_i1 in_s1)))
 (let ((?x109 (conv 2 2 0 0 0 0 1 1 1 ?x98 in_k1)))
 (= (rank ?x109) 4))))
(assert
 (let ((?x98 (smul in_i1 in_s1)))
 (let ((?x109 (conv 2 2 0 0 0 0 1 1 1 ?x98 in_k1)))
 (= (dim ?x109 0) sym_n))))
(assert
 (let ((?x98 (smul in_i1 in_s1)))
 (let ((?x109 (conv 2 2 0 0 0 0 1 1 1 ?x98 in_k1)))
 (= (dim ?x109 1) sym_c))))
(assert
 (let ((?x119 (div (+ (- 3) sym_h) 2)))
 (let ((?x120 (+ 1 ?x119)))
 (let ((?x98 (smul in_i1 in_s1)))
 (let ((?x109 (conv 2 2 0 0 0 0 1 1 1 ?x98 in_k1)))
 (let ((?x116 (dim ?x109 2)))
 (= ?x116 ?x120)))))))
(assert
 (let ((?x124 (div (+ (- 3) sym_w) 2)))
 (let ((?x125 (+ 1 ?x124)))
 (let ((?x98 (smul in_i1 in_s1)))
 (let ((?x109 (conv 2 2 0 0 0 0 1 1 1 ?x98 in_k1)))
 (let ((?x122 (dim ?x109 3)))
 (= ?x122 ?x125)))))))
(assert
 (let ((?x98 (smul in_i1 in_s1)))
 (let ((?x109 (conv 2 2 0 0 0 0 1 1 1 ?x98 in_k1)))
 (let ((?x127 (conv 2 2 1 1 1 1 1 1 1 ?x109 in_k1)))
 (= (rank ?x127) 4)))))
(assert
 (let ((?x98 (smul in_i1 in_s1)))
 (let ((?x109 (conv 2 2 0 0 0 0 1 1 1 ?x98 in_k1)))
 (let ((?x127 (conv 2 2 1 1 1 1 1 1 1 ?x109 in_k1)))
 (= (dim ?x127 0) sym_n)))))
(assert
 (let ((?x98 (smul in_i1 in_s1)))
 (let ((?x109 (conv 2 2 0 0 0 0 1 1 1 ?x98 in_k1)))
 (let ((?x127 (conv 2 2 1 1 1 1 1 1 1 ?x109 in_k1)))
 (= (dim ?x127 1) sym_c)))))
(assert
 (let ((?x119 (div (+ (- 3) sym_h) 2)))
 (let ((?x135 (div ?x119 2)))
 (let ((?x136 (+ 1 ?x135)))
 (let ((?x98 (smul in_i1 in_s1)))
 (let ((?x109 (conv 2 2 0 0 0 0 1 1 1 ?x98 in_k1)))
 (let ((?x127 (conv 2 2 1 1 1 1 1 1 1 ?x109 in_k1)))
 (let ((?x134 (dim ?x127 2)))
 (= ?x134 ?x136)))))))))
(assert
 (let ((?x124 (div (+ (- 3) sym_w) 2)))
 (let ((?x139 (div ?x124 2)))
 (let ((?x140 (+ 1 ?x139)))
 (let ((?x98 (smul in_i1 in_s1)))
 (let ((?x109 (conv 2 2 0 0 0 0 1 1 1 ?x98 in_k1)))
 (let ((?x127 (conv 2 2 1 1 1 1 1 1 1 ?x109 in_k1)))
 (let ((?x138 (dim ?x127 3)))
 (= ?x138 ?x140)))))))))
(assert
 (let ((?x119 (div (+ (- 3) sym_h) 2)))
 (let ((?x120 (+ 1 ?x119)))
 (>= ?x120 0))))
(assert
 (let ((?x124 (div (+ (- 3) sym_w) 2)))
 (let ((?x125 (+ 1 ?x124)))
 (>= ?x125 0))))
(assert
 (let ((?x119 (div (+ (- 3) sym_h) 2)))
 (let ((?x135 (div ?x119 2)))
 (let ((?x136 (+ 1 ?x135)))
 (>= ?x136 0)))))
(assert
 (let ((?x124 (div (+ (- 3) sym_w) 2)))
 (let ((?x139 (div ?x124 2)))
 (let ((?x140 (+ 1 ?x139)))
 (>= ?x140 0)))))
(assert
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c))
(assert
 (let ((?x146 (smul in_k1 in_s1)))
 (let ((?x153 (dim ?x146 2)))
 (= 3 ?x153))))
(assert
 (let ((?x146 (smul in_k1 in_s1)))
 (let ((?x155 (dim ?x146 3)))
 (= 3 ?x155))))
(assert
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x157) 4)))
(assert
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x157 0) sym_n)))
(assert
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x157 1) sym_c)))
(assert
 (let ((?x119 (div (+ (- 3) sym_h) 2)))
 (let ((?x120 (+ 1 ?x119)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x164 (dim ?x157 2)))
 (= ?x164 ?x120))))))
(assert
 (let ((?x124 (div (+ (- 3) sym_w) 2)))
 (let ((?x125 (+ 1 ?x124)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x166 (dim ?x157 3)))
 (= ?x166 ?x125))))))
(assert
 (let ((?x146 (smul in_k1 in_s1)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x168 (conv 2 2 1 1 1 1 1 1 1 ?x157 ?x146)))
 (= (rank ?x168) 4)))))
(assert
 (let ((?x146 (smul in_k1 in_s1)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x168 (conv 2 2 1 1 1 1 1 1 1 ?x157 ?x146)))
 (= (dim ?x168 0) sym_n)))))
(assert
 (let ((?x146 (smul in_k1 in_s1)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x168 (conv 2 2 1 1 1 1 1 1 1 ?x157 ?x146)))
 (= (dim ?x168 1) sym_c)))))
(assert
 (let ((?x119 (div (+ (- 3) sym_h) 2)))
 (let ((?x135 (div ?x119 2)))
 (let ((?x136 (+ 1 ?x135)))
 (let ((?x146 (smul in_k1 in_s1)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x168 (conv 2 2 1 1 1 1 1 1 1 ?x157 ?x146)))
 (let ((?x175 (dim ?x168 2)))
 (= ?x175 ?x136)))))))))
(assert
 (let ((?x124 (div (+ (- 3) sym_w) 2)))
 (let ((?x139 (div ?x124 2)))
 (let ((?x140 (+ 1 ?x139)))
 (let ((?x146 (smul in_k1 in_s1)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x168 (conv 2 2 1 1 1 1 1 1 1 ?x157 ?x146)))
 (let ((?x177 (dim ?x168 3)))
 (= ?x177 ?x140)))))))))
(assert
 (let ((?x146 (smul in_k1 in_s1)))
(let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x168 (conv 2 2 1 1 1 1 1 1 1 ?x157 ?x146)))
(let ((?x98 (smul in_i1 in_s1)))
(let ((?x109 (conv 2 2 0 0 0 0 1 1 1 ?x98 in_k1)))
(let ((?x127 (conv 2 2 1 1 1 1 1 1 1 ?x109 in_k1)))
(and (distinct ?x127 ?x168) true))))))))
(check-sat)
