; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, conv_transpose_spatial
; z3 rlimit used: 49621
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x68 (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W))))
 (let ((?x66 (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) (transpose4 0 1 3 2 W))))
 (= ?x66 ?x68))) :pattern ( (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) (transpose4 0 1 3 2 W)) ) :pattern ( (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W)) ) :qid conv_transpose_spatial))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x78 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x76 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x79 (= ?x76 ?x78)))
 (=> (and (< 1 (* sh sw))) $x79)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
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
 (let ((?x116 (dim in_k1 2)))
 (= 3 ?x116)))
(assert
 (let ((?x118 (dim in_k1 3)))
 (= 3 ?x118)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x120 (idkernel4 sym_c2 3 3)))
 (let ((?x127 (dim ?x120 2)))
 (= 3 ?x127))))
(assert
 (let ((?x120 (idkernel4 sym_c2 3 3)))
 (let ((?x129 (dim ?x120 3)))
 (= 3 ?x129))))
(assert
 (let ((?x131 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x131) 4)))
(assert
 (let ((?x131 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x131 0) sym_n)))
(assert
 (let ((?x131 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x131 1) sym_c2)))
(assert
 (let ((?x131 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x131 2) sym_h)))
(assert
 (let ((?x131 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x131 3) sym_w)))
(assert
 (let ((?x131 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x142 (transpose4 0 1 3 2 ?x131)))
 (= (rank ?x142) 4))))
(assert
 (let ((?x131 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x142 (transpose4 0 1 3 2 ?x131)))
 (= (dim ?x142 0) sym_n))))
(assert
 (let ((?x131 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x142 (transpose4 0 1 3 2 ?x131)))
 (= (dim ?x142 1) sym_c2))))
(assert
 (let ((?x131 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x142 (transpose4 0 1 3 2 ?x131)))
 (= (dim ?x142 2) sym_w))))
(assert
 (let ((?x131 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x142 (transpose4 0 1 3 2 ?x131)))
 (= (dim ?x142 3) sym_h))))
(assert
 (let ((?x120 (idkernel4 sym_c2 3 3)))
 (let ((?x131 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x142 (transpose4 0 1 3 2 ?x131)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 ?x142 ?x120)))
 (= (rank ?x153) 4))))))
(assert
 (let ((?x120 (idkernel4 sym_c2 3 3)))
 (let ((?x131 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x142 (transpose4 0 1 3 2 ?x131)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 ?x142 ?x120)))
 (= (dim ?x153 0) sym_n))))))
(assert
 (let ((?x120 (idkernel4 sym_c2 3 3)))
 (let ((?x131 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x142 (transpose4 0 1 3 2 ?x131)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 ?x142 ?x120)))
 (= (dim ?x153 1) sym_c2))))))
(assert
 (let ((?x163 (div (+ (- 1) sym_w) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x120 (idkernel4 sym_c2 3 3)))
 (let ((?x131 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x142 (transpose4 0 1 3 2 ?x131)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 ?x142 ?x120)))
 (let ((?x160 (dim ?x153 2)))
 (= ?x160 ?x164)))))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x120 (idkernel4 sym_c2 3 3)))
 (let ((?x131 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x142 (transpose4 0 1 3 2 ?x131)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 ?x142 ?x120)))
 (let ((?x166 (dim ?x153 3)))
 (= ?x166 ?x169)))))))))
(assert
 (let ((?x163 (div (+ (- 1) sym_w) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (>= ?x164 0))))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (>= ?x169 0))))
(assert
 (let ((?x173 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x173) 4)))
(assert
 (let ((?x173 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x173 0) sym_n)))
(assert
 (let ((?x173 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x173 1) sym_c2)))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x173 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x180 (dim ?x173 2)))
 (= ?x180 ?x169))))))
(assert
 (let ((?x163 (div (+ (- 1) sym_w) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x173 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x182 (dim ?x173 3)))
 (= ?x182 ?x164))))))
(assert
 (let ((?x173 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (transpose4 0 1 3 2 ?x173)))
 (= (rank ?x184) 4))))
(assert
 (let ((?x173 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (transpose4 0 1 3 2 ?x173)))
 (= (dim ?x184 0) sym_n))))
(assert
 (let ((?x173 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (transpose4 0 1 3 2 ?x173)))
 (= (dim ?x184 1) sym_c2))))
(assert
 (let ((?x163 (div (+ (- 1) sym_w) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x173 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (transpose4 0 1 3 2 ?x173)))
 (let ((?x191 (dim ?x184 2)))
 (= ?x191 ?x164)))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x173 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (transpose4 0 1 3 2 ?x173)))
 (let ((?x193 (dim ?x184 3)))
 (= ?x193 ?x169)))))))
(assert
 (let ((?x173 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x184 (transpose4 0 1 3 2 ?x173)))
(let ((?x120 (idkernel4 sym_c2 3 3)))
(let ((?x131 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x142 (transpose4 0 1 3 2 ?x131)))
(let ((?x153 (conv 2 2 1 1 1 1 1 1 1 ?x142 ?x120)))
(and (distinct ?x153 ?x184) true))))))))
(check-sat)
