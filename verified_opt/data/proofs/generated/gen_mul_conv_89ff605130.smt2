; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_x
; z3 rlimit used: 5960
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_k1 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x39 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x37 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x40 (= ?x37 ?x39)))
 (let (($x35 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W) 4) (= (rank S) 0))))
 (=> $x35 $x40))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
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
 (let ((?x95 (dim in_k1 2)))
 (= 3 ?x95)))
(assert
 (let ((?x97 (dim in_k1 3)))
 (= 3 ?x97)))
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
 (let ((?x102 (smul in_i1 in_s1)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 ?x102 in_k1)))
 (= (rank ?x113) 4))))
(assert
 (let ((?x102 (smul in_i1 in_s1)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 ?x102 in_k1)))
 (= (dim ?x113 0) sym_n))))
(assert
 (let ((?x102 (smul in_i1 in_s1)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 ?x102 in_k1)))
 (= (dim ?x113 1) sym_c2))))
(assert
 (let ((?x122 (+ (- 2) sym_h)))
 (let ((?x102 (smul in_i1 in_s1)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 ?x102 in_k1)))
 (let ((?x120 (dim ?x113 2)))
 (= ?x120 ?x122))))))
(assert
 (let ((?x125 (+ (- 2) sym_w)))
 (let ((?x102 (smul in_i1 in_s1)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 ?x102 in_k1)))
 (let ((?x124 (dim ?x113 3)))
 (= ?x124 ?x125))))))
(assert
 (let ((?x122 (+ (- 2) sym_h)))
 (>= ?x122 0)))
(assert
 (let ((?x125 (+ (- 2) sym_w)))
 (>= ?x125 0)))
(assert
 (let ((?x129 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x129) 4)))
(assert
 (let ((?x129 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x129 0) sym_n)))
(assert
 (let ((?x129 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x129 1) sym_c2)))
(assert
 (let ((?x122 (+ (- 2) sym_h)))
 (let ((?x129 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x136 (dim ?x129 2)))
 (= ?x136 ?x122)))))
(assert
 (let ((?x125 (+ (- 2) sym_w)))
 (let ((?x129 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x138 (dim ?x129 3)))
 (= ?x138 ?x125)))))
(assert
 (let ((?x129 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x140 (smul ?x129 in_s1)))
 (= (rank ?x140) 4))))
(assert
 (let ((?x129 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x140 (smul ?x129 in_s1)))
 (= (dim ?x140 0) sym_n))))
(assert
 (let ((?x129 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x140 (smul ?x129 in_s1)))
 (= (dim ?x140 1) sym_c2))))
(assert
 (let ((?x122 (+ (- 2) sym_h)))
 (let ((?x129 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x140 (smul ?x129 in_s1)))
 (let ((?x147 (dim ?x140 2)))
 (= ?x147 ?x122))))))
(assert
 (let ((?x125 (+ (- 2) sym_w)))
 (let ((?x129 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x140 (smul ?x129 in_s1)))
 (let ((?x149 (dim ?x140 3)))
 (= ?x149 ?x125))))))
(assert
 (let ((?x129 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x140 (smul ?x129 in_s1)))
(let ((?x102 (smul in_i1 in_s1)))
(let ((?x113 (conv 1 1 0 0 0 0 1 1 1 ?x102 in_k1)))
(and (distinct ?x113 ?x140) true))))))
(check-sat)
