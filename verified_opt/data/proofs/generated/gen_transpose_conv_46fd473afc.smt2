; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_transpose_spatial
; z3 rlimit used: 74313
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
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
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x34 (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W))))
 (let ((?x32 (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) (transpose4 0 1 3 2 W))))
 (let (($x35 (= ?x32 ?x34)))
 (let (($x25 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x25 $x35))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) (transpose4 0 1 3 2 W)) ) :pattern ( (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W)) ) :qid conv_transpose_spatial))
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
 (let ((?x89 (dim in_k1 2)))
 (= 3 ?x89)))
(assert
 (let ((?x91 (dim in_k1 3)))
 (= 3 ?x91)))
(assert
 (= (rank (transpose4 0 1 3 2 in_i1)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 0) sym_n))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 1) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 2) sym_w))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 3) sym_h))
(assert
 (= (rank (transpose4 0 1 3 2 in_k1)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_k1) 0) sym_c2))
(assert
 (= (dim (transpose4 0 1 3 2 in_k1) 1) sym_c))
(assert
 (let ((?x104 (transpose4 0 1 3 2 in_k1)))
 (let ((?x111 (dim ?x104 2)))
 (= 3 ?x111))))
(assert
 (let ((?x104 (transpose4 0 1 3 2 in_k1)))
 (let ((?x113 (dim ?x104 3)))
 (= 3 ?x113))))
(assert
 (let ((?x104 (transpose4 0 1 3 2 in_k1)))
 (let ((?x93 (transpose4 0 1 3 2 in_i1)))
 (let ((?x115 (conv 1 1 0 0 0 0 1 1 1 ?x93 ?x104)))
 (= (rank ?x115) 4)))))
(assert
 (let ((?x104 (transpose4 0 1 3 2 in_k1)))
 (let ((?x93 (transpose4 0 1 3 2 in_i1)))
 (let ((?x115 (conv 1 1 0 0 0 0 1 1 1 ?x93 ?x104)))
 (= (dim ?x115 0) sym_n)))))
(assert
 (let ((?x104 (transpose4 0 1 3 2 in_k1)))
 (let ((?x93 (transpose4 0 1 3 2 in_i1)))
 (let ((?x115 (conv 1 1 0 0 0 0 1 1 1 ?x93 ?x104)))
 (= (dim ?x115 1) sym_c2)))))
(assert
 (let ((?x124 (+ (- 2) sym_w)))
 (let ((?x104 (transpose4 0 1 3 2 in_k1)))
 (let ((?x93 (transpose4 0 1 3 2 in_i1)))
 (let ((?x115 (conv 1 1 0 0 0 0 1 1 1 ?x93 ?x104)))
 (let ((?x122 (dim ?x115 2)))
 (= ?x122 ?x124)))))))
(assert
 (let ((?x127 (+ (- 2) sym_h)))
 (let ((?x104 (transpose4 0 1 3 2 in_k1)))
 (let ((?x93 (transpose4 0 1 3 2 in_i1)))
 (let ((?x115 (conv 1 1 0 0 0 0 1 1 1 ?x93 ?x104)))
 (let ((?x126 (dim ?x115 3)))
 (= ?x126 ?x127)))))))
(assert
 (let ((?x124 (+ (- 2) sym_w)))
 (>= ?x124 0)))
(assert
 (let ((?x127 (+ (- 2) sym_h)))
 (>= ?x127 0)))
(assert
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x131) 4)))
(assert
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x131 0) sym_n)))
(assert
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x131 1) sym_c2)))
(assert
 (let ((?x127 (+ (- 2) sym_h)))
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x138 (dim ?x131 2)))
 (= ?x138 ?x127)))))
(assert
 (let ((?x124 (+ (- 2) sym_w)))
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x140 (dim ?x131 3)))
 (= ?x140 ?x124)))))
(assert
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x142 (transpose4 0 1 3 2 ?x131)))
 (= (rank ?x142) 4))))
(assert
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x142 (transpose4 0 1 3 2 ?x131)))
 (= (dim ?x142 0) sym_n))))
(assert
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x142 (transpose4 0 1 3 2 ?x131)))
 (= (dim ?x142 1) sym_c2))))
(assert
 (let ((?x124 (+ (- 2) sym_w)))
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x142 (transpose4 0 1 3 2 ?x131)))
 (let ((?x149 (dim ?x142 2)))
 (= ?x149 ?x124))))))
(assert
 (let ((?x127 (+ (- 2) sym_h)))
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x142 (transpose4 0 1 3 2 ?x131)))
 (let ((?x151 (dim ?x142 3)))
 (= ?x151 ?x127))))))
(assert
 (let ((?x131 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x142 (transpose4 0 1 3 2 ?x131)))
(let ((?x104 (transpose4 0 1 3 2 in_k1)))
(let ((?x93 (transpose4 0 1 3 2 in_i1)))
(let ((?x115 (conv 1 1 0 0 0 0 1 1 1 ?x93 ?x104)))
(and (distinct ?x115 ?x142) true)))))))
(check-sat)
