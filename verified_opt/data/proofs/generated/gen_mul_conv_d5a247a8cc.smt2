; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_smul_x
; z3 rlimit used: 74256
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
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
 (let ((?x97 (dim in_k1 2)))
 (= 3 ?x97)))
(assert
 (let ((?x99 (dim in_k1 3)))
 (= 3 ?x99)))
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
 (let ((?x104 (smul in_i1 in_s1)))
 (let ((?x115 (conv 1 1 0 0 0 0 1 1 1 ?x104 in_k1)))
 (= (rank ?x115) 4))))
(assert
 (let ((?x104 (smul in_i1 in_s1)))
 (let ((?x115 (conv 1 1 0 0 0 0 1 1 1 ?x104 in_k1)))
 (= (dim ?x115 0) sym_n))))
(assert
 (let ((?x104 (smul in_i1 in_s1)))
 (let ((?x115 (conv 1 1 0 0 0 0 1 1 1 ?x104 in_k1)))
 (= (dim ?x115 1) sym_c2))))
(assert
 (let ((?x124 (+ (- 2) sym_h)))
 (let ((?x104 (smul in_i1 in_s1)))
 (let ((?x115 (conv 1 1 0 0 0 0 1 1 1 ?x104 in_k1)))
 (let ((?x122 (dim ?x115 2)))
 (= ?x122 ?x124))))))
(assert
 (let ((?x127 (+ (- 2) sym_w)))
 (let ((?x104 (smul in_i1 in_s1)))
 (let ((?x115 (conv 1 1 0 0 0 0 1 1 1 ?x104 in_k1)))
 (let ((?x126 (dim ?x115 3)))
 (= ?x126 ?x127))))))
(assert
 (let ((?x124 (+ (- 2) sym_h)))
 (>= ?x124 0)))
(assert
 (let ((?x127 (+ (- 2) sym_w)))
 (>= ?x127 0)))
(assert
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c2))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c))
(assert
 (let ((?x131 (smul in_k1 in_s1)))
 (let ((?x138 (dim ?x131 2)))
 (= 3 ?x138))))
(assert
 (let ((?x131 (smul in_k1 in_s1)))
 (let ((?x140 (dim ?x131 3)))
 (= 3 ?x140))))
(assert
 (let ((?x131 (smul in_k1 in_s1)))
 (let ((?x142 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x131)))
 (= (rank ?x142) 4))))
(assert
 (let ((?x131 (smul in_k1 in_s1)))
 (let ((?x142 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x131)))
 (= (dim ?x142 0) sym_n))))
(assert
 (let ((?x131 (smul in_k1 in_s1)))
 (let ((?x142 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x131)))
 (= (dim ?x142 1) sym_c2))))
(assert
 (let ((?x124 (+ (- 2) sym_h)))
 (let ((?x131 (smul in_k1 in_s1)))
 (let ((?x142 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x131)))
 (let ((?x149 (dim ?x142 2)))
 (= ?x149 ?x124))))))
(assert
 (let ((?x127 (+ (- 2) sym_w)))
 (let ((?x131 (smul in_k1 in_s1)))
 (let ((?x142 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x131)))
 (let ((?x151 (dim ?x142 3)))
 (= ?x151 ?x127))))))
(assert
 (let ((?x131 (smul in_k1 in_s1)))
(let ((?x142 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x131)))
(let ((?x104 (smul in_i1 in_s1)))
(let ((?x115 (conv 1 1 0 0 0 0 1 1 1 ?x104 in_k1)))
(and (distinct ?x115 ?x142) true))))))
(check-sat)
