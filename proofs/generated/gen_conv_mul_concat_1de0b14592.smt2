; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch, conv_smul_x
; z3 rlimit used: 48748
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun concat (Int T T) T)
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
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x47 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x44 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (= ?x44 ?x47))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
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
 (let ((?x84 (dim in_k1 2)))
 (= 3 ?x84)))
(assert
 (let ((?x86 (dim in_k1 3)))
 (= 3 ?x86)))
(assert
 (= (rank in_s1) 0))
(assert
 (let ((?x91 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x91) 4)))
(assert
 (let ((?x91 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x91 0) sym_n)))
(assert
 (let ((?x91 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x91 1) sym_c2)))
(assert
 (let ((?x91 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x91 2) sym_h)))
(assert
 (let ((?x91 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x91 3) sym_w)))
(assert
 (let ((?x91 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x102 (smul ?x91 in_s1)))
 (= (rank ?x102) 4))))
(assert
 (let ((?x91 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x102 (smul ?x91 in_s1)))
 (= (dim ?x102 0) sym_n))))
(assert
 (let ((?x91 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x102 (smul ?x91 in_s1)))
 (= (dim ?x102 1) sym_c2))))
(assert
 (let ((?x91 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x102 (smul ?x91 in_s1)))
 (= (dim ?x102 2) sym_h))))
(assert
 (let ((?x91 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x102 (smul ?x91 in_s1)))
 (= (dim ?x102 3) sym_w))))
(assert
 (let ((?x91 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x102 (smul ?x91 in_s1)))
 (let ((?x113 (concat 0 ?x102 ?x91)))
 (= (rank ?x113) 4)))))
(assert
 (let ((?x117 (* 2 sym_n)))
 (let ((?x91 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x102 (smul ?x91 in_s1)))
 (let ((?x113 (concat 0 ?x102 ?x91)))
 (let ((?x116 (dim ?x113 0)))
 (= ?x116 ?x117)))))))
(assert
 (let ((?x91 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x102 (smul ?x91 in_s1)))
 (let ((?x113 (concat 0 ?x102 ?x91)))
 (= (dim ?x113 1) sym_c2)))))
(assert
 (let ((?x91 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x102 (smul ?x91 in_s1)))
 (let ((?x113 (concat 0 ?x102 ?x91)))
 (= (dim ?x113 2) sym_h)))))
(assert
 (let ((?x91 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x102 (smul ?x91 in_s1)))
 (let ((?x113 (concat 0 ?x102 ?x91)))
 (= (dim ?x113 3) sym_w)))))
(assert
 (let ((?x117 (* 2 sym_n)))
 (>= ?x117 0)))
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
 (= (rank (concat 0 (smul in_i1 in_s1) in_i1)) 4))
(assert
 (let ((?x117 (* 2 sym_n)))
 (let ((?x126 (smul in_i1 in_s1)))
 (let ((?x137 (concat 0 ?x126 in_i1)))
 (let ((?x140 (dim ?x137 0)))
 (= ?x140 ?x117))))))
(assert
 (= (dim (concat 0 (smul in_i1 in_s1) in_i1) 1) sym_c))
(assert
 (= (dim (concat 0 (smul in_i1 in_s1) in_i1) 2) sym_h))
(assert
 (= (dim (concat 0 (smul in_i1 in_s1) in_i1) 3) sym_w))
(assert
 (let ((?x126 (smul in_i1 in_s1)))
 (let ((?x137 (concat 0 ?x126 in_i1)))
 (let ((?x148 (conv 1 1 1 1 1 1 1 1 1 ?x137 in_k1)))
 (= (rank ?x148) 4)))))
(assert
 (let ((?x117 (* 2 sym_n)))
 (let ((?x126 (smul in_i1 in_s1)))
 (let ((?x137 (concat 0 ?x126 in_i1)))
 (let ((?x148 (conv 1 1 1 1 1 1 1 1 1 ?x137 in_k1)))
 (let ((?x151 (dim ?x148 0)))
 (= ?x151 ?x117)))))))
(assert
 (let ((?x126 (smul in_i1 in_s1)))
 (let ((?x137 (concat 0 ?x126 in_i1)))
 (let ((?x148 (conv 1 1 1 1 1 1 1 1 1 ?x137 in_k1)))
 (= (dim ?x148 1) sym_c2)))))
(assert
 (let ((?x126 (smul in_i1 in_s1)))
 (let ((?x137 (concat 0 ?x126 in_i1)))
 (let ((?x148 (conv 1 1 1 1 1 1 1 1 1 ?x137 in_k1)))
 (= (dim ?x148 2) sym_h)))))
(assert
 (let ((?x126 (smul in_i1 in_s1)))
 (let ((?x137 (concat 0 ?x126 in_i1)))
 (let ((?x148 (conv 1 1 1 1 1 1 1 1 1 ?x137 in_k1)))
 (= (dim ?x148 3) sym_w)))))
(assert
 (let ((?x126 (smul in_i1 in_s1)))
(let ((?x137 (concat 0 ?x126 in_i1)))
(let ((?x148 (conv 1 1 1 1 1 1 1 1 1 ?x137 in_k1)))
(let ((?x91 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x102 (smul ?x91 in_s1)))
(let ((?x113 (concat 0 ?x102 ?x91)))
(and (distinct ?x113 ?x148) true))))))))
(check-sat)
