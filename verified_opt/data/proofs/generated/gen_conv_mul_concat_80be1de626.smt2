; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch, conv_smul_x
; z3 rlimit used: 74699
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun concat (Int T T) T)
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
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x62 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x59 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (let (($x63 (= ?x59 ?x62)))
 (let (($x25 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x25 $x63))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
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
 (let ((?x101 (dim in_k1 2)))
 (= 3 ?x101)))
(assert
 (let ((?x103 (dim in_k1 3)))
 (= 3 ?x103)))
(assert
 (= (rank in_s1) 0))
(assert
 (let ((?x108 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x108) 4)))
(assert
 (let ((?x108 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x108 0) sym_n)))
(assert
 (let ((?x108 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x108 1) sym_c2)))
(assert
 (let ((?x108 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x108 2) sym_h)))
(assert
 (let ((?x108 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x108 3) sym_w)))
(assert
 (let ((?x108 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x119 (smul ?x108 in_s1)))
 (= (rank ?x119) 4))))
(assert
 (let ((?x108 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x119 (smul ?x108 in_s1)))
 (= (dim ?x119 0) sym_n))))
(assert
 (let ((?x108 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x119 (smul ?x108 in_s1)))
 (= (dim ?x119 1) sym_c2))))
(assert
 (let ((?x108 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x119 (smul ?x108 in_s1)))
 (= (dim ?x119 2) sym_h))))
(assert
 (let ((?x108 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x119 (smul ?x108 in_s1)))
 (= (dim ?x119 3) sym_w))))
(assert
 (let ((?x108 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x119 (smul ?x108 in_s1)))
 (let ((?x130 (concat 0 ?x108 ?x119)))
 (= (rank ?x130) 4)))))
(assert
 (let ((?x134 (* 2 sym_n)))
 (let ((?x108 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x119 (smul ?x108 in_s1)))
 (let ((?x130 (concat 0 ?x108 ?x119)))
 (let ((?x133 (dim ?x130 0)))
 (= ?x133 ?x134)))))))
(assert
 (let ((?x108 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x119 (smul ?x108 in_s1)))
 (let ((?x130 (concat 0 ?x108 ?x119)))
 (= (dim ?x130 1) sym_c2)))))
(assert
 (let ((?x108 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x119 (smul ?x108 in_s1)))
 (let ((?x130 (concat 0 ?x108 ?x119)))
 (= (dim ?x130 2) sym_h)))))
(assert
 (let ((?x108 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x119 (smul ?x108 in_s1)))
 (let ((?x130 (concat 0 ?x108 ?x119)))
 (= (dim ?x130 3) sym_w)))))
(assert
 (let ((?x134 (* 2 sym_n)))
 (>= ?x134 0)))
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
 (= (rank (concat 0 in_i1 (smul in_i1 in_s1))) 4))
(assert
 (let ((?x134 (* 2 sym_n)))
 (let ((?x143 (smul in_i1 in_s1)))
 (let ((?x154 (concat 0 in_i1 ?x143)))
 (let ((?x157 (dim ?x154 0)))
 (= ?x157 ?x134))))))
(assert
 (= (dim (concat 0 in_i1 (smul in_i1 in_s1)) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 (smul in_i1 in_s1)) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 (smul in_i1 in_s1)) 3) sym_w))
(assert
 (let ((?x143 (smul in_i1 in_s1)))
 (let ((?x154 (concat 0 in_i1 ?x143)))
 (let ((?x165 (conv 1 1 1 1 1 1 1 1 1 ?x154 in_k1)))
 (= (rank ?x165) 4)))))
(assert
 (let ((?x134 (* 2 sym_n)))
 (let ((?x143 (smul in_i1 in_s1)))
 (let ((?x154 (concat 0 in_i1 ?x143)))
 (let ((?x165 (conv 1 1 1 1 1 1 1 1 1 ?x154 in_k1)))
 (let ((?x168 (dim ?x165 0)))
 (= ?x168 ?x134)))))))
(assert
 (let ((?x143 (smul in_i1 in_s1)))
 (let ((?x154 (concat 0 in_i1 ?x143)))
 (let ((?x165 (conv 1 1 1 1 1 1 1 1 1 ?x154 in_k1)))
 (= (dim ?x165 1) sym_c2)))))
(assert
 (let ((?x143 (smul in_i1 in_s1)))
 (let ((?x154 (concat 0 in_i1 ?x143)))
 (let ((?x165 (conv 1 1 1 1 1 1 1 1 1 ?x154 in_k1)))
 (= (dim ?x165 2) sym_h)))))
(assert
 (let ((?x143 (smul in_i1 in_s1)))
 (let ((?x154 (concat 0 in_i1 ?x143)))
 (let ((?x165 (conv 1 1 1 1 1 1 1 1 1 ?x154 in_k1)))
 (= (dim ?x165 3) sym_w)))))
(assert
 (let ((?x143 (smul in_i1 in_s1)))
(let ((?x154 (concat 0 in_i1 ?x143)))
(let ((?x165 (conv 1 1 1 1 1 1 1 1 1 ?x154 in_k1)))
(let ((?x108 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x119 (smul ?x108 in_s1)))
(let ((?x130 (concat 0 ?x108 ?x119)))
(and (distinct ?x130 ?x165) true))))))))
(check-sat)
