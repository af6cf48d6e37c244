; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_smul_x
; z3 rlimit used: 48922
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
 (let ((?x98 (conv 1 1 1 1 1 1 1 1 1 ?x87 in_k1)))
 (= (rank ?x98) 4))))
(assert
 (let ((?x87 (smul in_i1 in_s1)))
 (let ((?x98 (conv 1 1 1 1 1 1 1 1 1 ?x87 in_k1)))
 (= (dim ?x98 0) sym_n))))
(assert
 (let ((?x87 (smul in_i1 in_s1)))
 (let ((?x98 (conv 1 1 1 1 1 1 1 1 1 ?x87 in_k1)))
 (= (dim ?x98 1) sym_c2))))
(assert
 (let ((?x87 (smul in_i1 in_s1)))
 (let ((?x98 (conv 1 1 1 1 1 1 1 1 1 ?x87 in_k1)))
 (= (dim ?x98 2) sym_h))))
(assert
 (let ((?x87 (smul in_i1 in_s1)))
 (let ((?x98 (conv 1 1 1 1 1 1 1 1 1 ?x87 in_k1)))
 (= (dim ?x98 3) sym_w))))
(assert
 (let ((?x87 (smul in_i1 in_s1)))
 (let ((?x109 (conv 1 1 0 0 0 0 1 1 1 ?x87 in_k1)))
 (= (rank ?x109) 4))))
(assert
 (let ((?x87 (smul in_i1 in_s1)))
 (let ((?x109 (conv 1 1 0 0 0 0 1 1 1 ?x87 in_k1)))
 (= (dim ?x109 0) sym_n))))
(assert
 (let ((?x87 (smul in_i1 in_s1)))
 (let ((?x109 (conv 1 1 0 0 0 0 1 1 1 ?x87 in_k1)))
 (= (dim ?x109 1) sym_c2))))
(assert
 (let ((?x118 (+ (- 2) sym_h)))
 (let ((?x87 (smul in_i1 in_s1)))
 (let ((?x109 (conv 1 1 0 0 0 0 1 1 1 ?x87 in_k1)))
 (let ((?x116 (dim ?x109 2)))
 (= ?x116 ?x118))))))
(assert
 (let ((?x121 (+ (- 2) sym_w)))
 (let ((?x87 (smul in_i1 in_s1)))
 (let ((?x109 (conv 1 1 0 0 0 0 1 1 1 ?x87 in_k1)))
 (let ((?x120 (dim ?x109 3)))
 (= ?x120 ?x121))))))
(assert
 (let ((?x118 (+ (- 2) sym_h)))
 (>= ?x118 0)))
(assert
 (let ((?x121 (+ (- 2) sym_w)))
 (>= ?x121 0)))
(assert
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c2))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c))
(assert
 (let ((?x125 (smul in_k1 in_s1)))
 (let ((?x132 (dim ?x125 2)))
 (= 3 ?x132))))
(assert
 (let ((?x125 (smul in_k1 in_s1)))
 (let ((?x134 (dim ?x125 3)))
 (= 3 ?x134))))
(assert
 (let ((?x125 (smul in_k1 in_s1)))
 (let ((?x136 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x125)))
 (= (rank ?x136) 4))))
(assert
 (let ((?x125 (smul in_k1 in_s1)))
 (let ((?x136 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x125)))
 (= (dim ?x136 0) sym_n))))
(assert
 (let ((?x125 (smul in_k1 in_s1)))
 (let ((?x136 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x125)))
 (= (dim ?x136 1) sym_c2))))
(assert
 (let ((?x125 (smul in_k1 in_s1)))
 (let ((?x136 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x125)))
 (= (dim ?x136 2) sym_h))))
(assert
 (let ((?x125 (smul in_k1 in_s1)))
 (let ((?x136 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x125)))
 (= (dim ?x136 3) sym_w))))
(assert
 (let ((?x125 (smul in_k1 in_s1)))
 (let ((?x147 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x125)))
 (= (rank ?x147) 4))))
(assert
 (let ((?x125 (smul in_k1 in_s1)))
 (let ((?x147 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x125)))
 (= (dim ?x147 0) sym_n))))
(assert
 (let ((?x125 (smul in_k1 in_s1)))
 (let ((?x147 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x125)))
 (= (dim ?x147 1) sym_c2))))
(assert
 (let ((?x118 (+ (- 2) sym_h)))
 (let ((?x125 (smul in_k1 in_s1)))
 (let ((?x147 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x125)))
 (let ((?x154 (dim ?x147 2)))
 (= ?x154 ?x118))))))
(assert
 (let ((?x121 (+ (- 2) sym_w)))
 (let ((?x125 (smul in_k1 in_s1)))
 (let ((?x147 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x125)))
 (let ((?x156 (dim ?x147 3)))
 (= ?x156 ?x121))))))
(assert
 (let ((?x125 (smul in_k1 in_s1)))
(let ((?x147 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x125)))
(let ((?x87 (smul in_i1 in_s1)))
(let ((?x109 (conv 1 1 0 0 0 0 1 1 1 ?x87 in_k1)))
(let ((?x136 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x125)))
(let ((?x98 (conv 1 1 1 1 1 1 1 1 1 ?x87 in_k1)))
(or (and (distinct ?x98 ?x136) true) (and (distinct ?x109 ?x147) true)))))))))
(check-sat)
