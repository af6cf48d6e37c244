; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_smul_x
; z3 rlimit used: 49092
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
 (let ((?x96 (conv 1 1 1 1 1 1 1 1 1 ?x85 in_k1)))
 (= (rank ?x96) 4))))
(assert
 (let ((?x85 (smul in_i1 in_s1)))
 (let ((?x96 (conv 1 1 1 1 1 1 1 1 1 ?x85 in_k1)))
 (= (dim ?x96 0) sym_n))))
(assert
 (let ((?x85 (smul in_i1 in_s1)))
 (let ((?x96 (conv 1 1 1 1 1 1 1 1 1 ?x85 in_k1)))
 (= (dim ?x96 1) sym_c))))
(assert
 (let ((?x85 (smul in_i1 in_s1)))
 (let ((?x96 (conv 1 1 1 1 1 1 1 1 1 ?x85 in_k1)))
 (= (dim ?x96 2) sym_h))))
(assert
 (let ((?x85 (smul in_i1 in_s1)))
 (let ((?x96 (conv 1 1 1 1 1 1 1 1 1 ?x85 in_k1)))
 (= (dim ?x96 3) sym_w))))
(assert
 (let ((?x85 (smul in_i1 in_s1)))
 (let ((?x96 (conv 1 1 1 1 1 1 1 1 1 ?x85 in_k1)))
 (let ((?x107 (conv 2 2 1 1 1 1 1 1 1 ?x96 in_k1)))
 (= (rank ?x107) 4)))))
(assert
 (let ((?x85 (smul in_i1 in_s1)))
 (let ((?x96 (conv 1 1 1 1 1 1 1 1 1 ?x85 in_k1)))
 (let ((?x107 (conv 2 2 1 1 1 1 1 1 1 ?x96 in_k1)))
 (= (dim ?x107 0) sym_n)))))
(assert
 (let ((?x85 (smul in_i1 in_s1)))
 (let ((?x96 (conv 1 1 1 1 1 1 1 1 1 ?x85 in_k1)))
 (let ((?x107 (conv 2 2 1 1 1 1 1 1 1 ?x96 in_k1)))
 (= (dim ?x107 1) sym_c)))))
(assert
 (let ((?x117 (div (+ (- 1) sym_h) 2)))
 (let ((?x118 (+ 1 ?x117)))
 (let ((?x85 (smul in_i1 in_s1)))
 (let ((?x96 (conv 1 1 1 1 1 1 1 1 1 ?x85 in_k1)))
 (let ((?x107 (conv 2 2 1 1 1 1 1 1 1 ?x96 in_k1)))
 (let ((?x114 (dim ?x107 2)))
 (= ?x114 ?x118))))))))
(assert
 (let ((?x122 (div (+ (- 1) sym_w) 2)))
 (let ((?x123 (+ 1 ?x122)))
 (let ((?x85 (smul in_i1 in_s1)))
 (let ((?x96 (conv 1 1 1 1 1 1 1 1 1 ?x85 in_k1)))
 (let ((?x107 (conv 2 2 1 1 1 1 1 1 1 ?x96 in_k1)))
 (let ((?x120 (dim ?x107 3)))
 (= ?x120 ?x123))))))))
(assert
 (let ((?x117 (div (+ (- 1) sym_h) 2)))
 (let ((?x118 (+ 1 ?x117)))
 (>= ?x118 0))))
(assert
 (let ((?x122 (div (+ (- 1) sym_w) 2)))
 (let ((?x123 (+ 1 ?x122)))
 (>= ?x123 0))))
(assert
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c))
(assert
 (let ((?x127 (smul in_k1 in_s1)))
 (let ((?x134 (dim ?x127 2)))
 (= 3 ?x134))))
(assert
 (let ((?x127 (smul in_k1 in_s1)))
 (let ((?x136 (dim ?x127 3)))
 (= 3 ?x136))))
(assert
 (let ((?x138 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x138) 4)))
(assert
 (let ((?x138 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x138 0) sym_n)))
(assert
 (let ((?x138 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x138 1) sym_c)))
(assert
 (let ((?x138 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x138 2) sym_h)))
(assert
 (let ((?x138 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x138 3) sym_w)))
(assert
 (let ((?x127 (smul in_k1 in_s1)))
 (let ((?x138 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x149 (conv 2 2 1 1 1 1 1 1 1 ?x138 ?x127)))
 (= (rank ?x149) 4)))))
(assert
 (let ((?x127 (smul in_k1 in_s1)))
 (let ((?x138 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x149 (conv 2 2 1 1 1 1 1 1 1 ?x138 ?x127)))
 (= (dim ?x149 0) sym_n)))))
(assert
 (let ((?x127 (smul in_k1 in_s1)))
 (let ((?x138 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x149 (conv 2 2 1 1 1 1 1 1 1 ?x138 ?x127)))
 (= (dim ?x149 1) sym_c)))))
(assert
 (let ((?x117 (div (+ (- 1) sym_h) 2)))
 (let ((?x118 (+ 1 ?x117)))
 (let ((?x127 (smul in_k1 in_s1)))
 (let ((?x138 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x149 (conv 2 2 1 1 1 1 1 1 1 ?x138 ?x127)))
 (let ((?x156 (dim ?x149 2)))
 (= ?x156 ?x118))))))))
(assert
 (let ((?x122 (div (+ (- 1) sym_w) 2)))
 (let ((?x123 (+ 1 ?x122)))
 (let ((?x127 (smul in_k1 in_s1)))
 (let ((?x138 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x149 (conv 2 2 1 1 1 1 1 1 1 ?x138 ?x127)))
 (let ((?x158 (dim ?x149 3)))
 (= ?x158 ?x123))))))))
(assert
 (let ((?x127 (smul in_k1 in_s1)))
(let ((?x138 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x149 (conv 2 2 1 1 1 1 1 1 1 ?x138 ?x127)))
(let ((?x85 (smul in_i1 in_s1)))
(let ((?x96 (conv 1 1 1 1 1 1 1 1 1 ?x85 in_k1)))
(let ((?x107 (conv 2 2 1 1 1 1 1 1 1 ?x96 in_k1)))
(and (distinct ?x107 ?x149) true))))))))
(check-sat)
