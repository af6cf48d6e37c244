; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_smul_x
; z3 rlimit used: 49558
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
(declare-fun sym_c3 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_k1 () T)
(declare-fun in_k2 () T)
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
 (>= sym_c3 1))
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
 (let ((?x82 (dim in_k1 2)))
 (= 3 ?x82)))
(assert
 (let ((?x84 (dim in_k1 3)))
 (= 3 ?x84)))
(assert
 (= (rank in_k2) 4))
(assert
 (= (dim in_k2 0) sym_c3))
(assert
 (= (dim in_k2 1) sym_c2))
(assert
 (let ((?x93 (dim in_k2 2)))
 (= 3 ?x93)))
(assert
 (let ((?x95 (dim in_k2 3)))
 (= 3 ?x95)))
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
 (let ((?x100 (smul in_i1 in_s1)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 ?x100 in_k1)))
 (= (rank ?x111) 4))))
(assert
 (let ((?x100 (smul in_i1 in_s1)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 ?x100 in_k1)))
 (= (dim ?x111 0) sym_n))))
(assert
 (let ((?x100 (smul in_i1 in_s1)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 ?x100 in_k1)))
 (= (dim ?x111 1) sym_c2))))
(assert
 (let ((?x120 (+ (- 2) sym_h)))
 (let ((?x100 (smul in_i1 in_s1)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 ?x100 in_k1)))
 (let ((?x118 (dim ?x111 2)))
 (= ?x118 ?x120))))))
(assert
 (let ((?x123 (+ (- 2) sym_w)))
 (let ((?x100 (smul in_i1 in_s1)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 ?x100 in_k1)))
 (let ((?x122 (dim ?x111 3)))
 (= ?x122 ?x123))))))
(assert
 (let ((?x100 (smul in_i1 in_s1)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 ?x100 in_k1)))
 (let ((?x125 (conv 2 2 1 1 1 1 1 1 1 ?x111 in_k2)))
 (= (rank ?x125) 4)))))
(assert
 (let ((?x100 (smul in_i1 in_s1)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 ?x100 in_k1)))
 (let ((?x125 (conv 2 2 1 1 1 1 1 1 1 ?x111 in_k2)))
 (= (dim ?x125 0) sym_n)))))
(assert
 (let ((?x100 (smul in_i1 in_s1)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 ?x100 in_k1)))
 (let ((?x125 (conv 2 2 1 1 1 1 1 1 1 ?x111 in_k2)))
 (= (dim ?x125 1) sym_c3)))))
(assert
 (let ((?x135 (div (+ (- 3) sym_h) 2)))
 (let ((?x136 (+ 1 ?x135)))
 (let ((?x100 (smul in_i1 in_s1)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 ?x100 in_k1)))
 (let ((?x125 (conv 2 2 1 1 1 1 1 1 1 ?x111 in_k2)))
 (let ((?x132 (dim ?x125 2)))
 (= ?x132 ?x136))))))))
(assert
 (let ((?x140 (div (+ (- 3) sym_w) 2)))
 (let ((?x141 (+ 1 ?x140)))
 (let ((?x100 (smul in_i1 in_s1)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 ?x100 in_k1)))
 (let ((?x125 (conv 2 2 1 1 1 1 1 1 1 ?x111 in_k2)))
 (let ((?x138 (dim ?x125 3)))
 (= ?x138 ?x141))))))))
(assert
 (let ((?x120 (+ (- 2) sym_h)))
 (>= ?x120 0)))
(assert
 (let ((?x123 (+ (- 2) sym_w)))
 (>= ?x123 0)))
(assert
 (let ((?x135 (div (+ (- 3) sym_h) 2)))
 (let ((?x136 (+ 1 ?x135)))
 (>= ?x136 0))))
(assert
 (let ((?x140 (div (+ (- 3) sym_w) 2)))
 (let ((?x141 (+ 1 ?x140)))
 (>= ?x141 0))))
(assert
 (= (rank (smul in_k2 in_s1)) 4))
(assert
 (= (dim (smul in_k2 in_s1) 0) sym_c3))
(assert
 (= (dim (smul in_k2 in_s1) 1) sym_c2))
(assert
 (let ((?x147 (smul in_k2 in_s1)))
 (let ((?x154 (dim ?x147 2)))
 (= 3 ?x154))))
(assert
 (let ((?x147 (smul in_k2 in_s1)))
 (let ((?x156 (dim ?x147 3)))
 (= 3 ?x156))))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x158) 4)))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x158 0) sym_n)))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x158 1) sym_c2)))
(assert
 (let ((?x120 (+ (- 2) sym_h)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x165 (dim ?x158 2)))
 (= ?x165 ?x120)))))
(assert
 (let ((?x123 (+ (- 2) sym_w)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (dim ?x158 3)))
 (= ?x167 ?x123)))))
(assert
 (let ((?x147 (smul in_k2 in_s1)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x169 (conv 2 2 1 1 1 1 1 1 1 ?x158 ?x147)))
 (= (rank ?x169) 4)))))
(assert
 (let ((?x147 (smul in_k2 in_s1)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x169 (conv 2 2 1 1 1 1 1 1 1 ?x158 ?x147)))
 (= (dim ?x169 0) sym_n)))))
(assert
 (let ((?x147 (smul in_k2 in_s1)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x169 (conv 2 2 1 1 1 1 1 1 1 ?x158 ?x147)))
 (= (dim ?x169 1) sym_c3)))))
(assert
 (let ((?x135 (div (+ (- 3) sym_h) 2)))
 (let ((?x136 (+ 1 ?x135)))
 (let ((?x147 (smul in_k2 in_s1)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x169 (conv 2 2 1 1 1 1 1 1 1 ?x158 ?x147)))
 (let ((?x176 (dim ?x169 2)))
 (= ?x176 ?x136))))))))
(assert
 (let ((?x140 (div (+ (- 3) sym_w) 2)))
 (let ((?x141 (+ 1 ?x140)))
 (let ((?x147 (smul in_k2 in_s1)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x169 (conv 2 2 1 1 1 1 1 1 1 ?x158 ?x147)))
 (let ((?x178 (dim ?x169 3)))
 (= ?x178 ?x141))))))))
(assert
 (let ((?x147 (smul in_k2 in_s1)))
(let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x169 (conv 2 2 1 1 1 1 1 1 1 ?x158 ?x147)))
(let ((?x100 (smul in_i1 in_s1)))
(let ((?x111 (conv 1 1 0 0 0 0 1 1 1 ?x100 in_k1)))
(let ((?x125 (conv 2 2 1 1 1 1 1 1 1 ?x111 in_k2)))
(and (distinct ?x125 ?x169) true))))))))
(check-sat)
