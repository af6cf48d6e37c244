; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_smul_x
; z3 rlimit used: 75604
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_k1 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x32 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x30 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x33 (= ?x30 ?x32)))
 (let (($x25 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x25 $x33))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x32 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x59 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x60 (= ?x59 ?x32)))
 (let (($x25 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x25 $x60))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (>= sym_c 1))
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
 (= (dim in_k1 0) sym_c))
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
 (= (dim ?x113 1) sym_c))))
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
 (let ((?x102 (smul in_i1 in_s1)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 ?x102 in_k1)))
 (let ((?x127 (conv 2 2 1 1 1 1 1 1 1 ?x113 in_k1)))
 (= (rank ?x127) 4)))))
(assert
 (let ((?x102 (smul in_i1 in_s1)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 ?x102 in_k1)))
 (let ((?x127 (conv 2 2 1 1 1 1 1 1 1 ?x113 in_k1)))
 (= (dim ?x127 0) sym_n)))))
(assert
 (let ((?x102 (smul in_i1 in_s1)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 ?x102 in_k1)))
 (let ((?x127 (conv 2 2 1 1 1 1 1 1 1 ?x113 in_k1)))
 (= (dim ?x127 1) sym_c)))))
(assert
 (let ((?x137 (div (+ (- 3) sym_h) 2)))
 (let ((?x138 (+ 1 ?x137)))
 (let ((?x102 (smul in_i1 in_s1)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 ?x102 in_k1)))
 (let ((?x127 (conv 2 2 1 1 1 1 1 1 1 ?x113 in_k1)))
 (let ((?x134 (dim ?x127 2)))
 (= ?x134 ?x138))))))))
(assert
 (let ((?x142 (div (+ (- 3) sym_w) 2)))
 (let ((?x143 (+ 1 ?x142)))
 (let ((?x102 (smul in_i1 in_s1)))
 (let ((?x113 (conv 1 1 0 0 0 0 1 1 1 ?x102 in_k1)))
 (let ((?x127 (conv 2 2 1 1 1 1 1 1 1 ?x113 in_k1)))
 (let ((?x140 (dim ?x127 3)))
 (= ?x140 ?x143))))))))
(assert
 (let ((?x122 (+ (- 2) sym_h)))
 (>= ?x122 0)))
(assert
 (let ((?x125 (+ (- 2) sym_w)))
 (>= ?x125 0)))
(assert
 (let ((?x137 (div (+ (- 3) sym_h) 2)))
 (let ((?x138 (+ 1 ?x137)))
 (>= ?x138 0))))
(assert
 (let ((?x142 (div (+ (- 3) sym_w) 2)))
 (let ((?x143 (+ 1 ?x142)))
 (>= ?x143 0))))
(assert
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c))
(assert
 (let ((?x149 (smul in_k1 in_s1)))
 (let ((?x156 (dim ?x149 2)))
 (= 3 ?x156))))
(assert
 (let ((?x149 (smul in_k1 in_s1)))
 (let ((?x158 (dim ?x149 3)))
 (= 3 ?x158))))
(assert
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x160) 4)))
(assert
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x160 0) sym_n)))
(assert
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x160 1) sym_c)))
(assert
 (let ((?x122 (+ (- 2) sym_h)))
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (dim ?x160 2)))
 (= ?x167 ?x122)))))
(assert
 (let ((?x125 (+ (- 2) sym_w)))
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x169 (dim ?x160 3)))
 (= ?x169 ?x125)))))
(assert
 (let ((?x149 (smul in_k1 in_s1)))
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 ?x160 ?x149)))
 (= (rank ?x171) 4)))))
(assert
 (let ((?x149 (smul in_k1 in_s1)))
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 ?x160 ?x149)))
 (= (dim ?x171 0) sym_n)))))
(assert
 (let ((?x149 (smul in_k1 in_s1)))
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 ?x160 ?x149)))
 (= (dim ?x171 1) sym_c)))))
(assert
 (let ((?x137 (div (+ (- 3) sym_h) 2)))
 (let ((?x138 (+ 1 ?x137)))
 (let ((?x149 (smul in_k1 in_s1)))
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 ?x160 ?x149)))
 (let ((?x178 (dim ?x171 2)))
 (= ?x178 ?x138))))))))
(assert
 (let ((?x142 (div (+ (- 3) sym_w) 2)))
 (let ((?x143 (+ 1 ?x142)))
 (let ((?x149 (smul in_k1 in_s1)))
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 ?x160 ?x149)))
 (let ((?x180 (dim ?x171 3)))
 (= ?x180 ?x143))))))))
(assert
 (let ((?x149 (smul in_k1 in_s1)))
(let ((?x160 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x171 (conv 2 2 1 1 1 1 1 1 1 ?x160 ?x149)))
(let ((?x102 (smul in_i1 in_s1)))
(let ((?x113 (conv 1 1 0 0 0 0 1 1 1 ?x102 in_k1)))
(let ((?x127 (conv 2 2 1 1 1 1 1 1 1 ?x113 in_k1)))
(and (distinct ?x127 ?x171) true))))))))
(check-sat)
