; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_smul, smul_concat
; z3 rlimit used: 48481
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun smul (T T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_s1 () T)
(assert
 (forall ((A T) (B T) (S T) (ax Int) )(! (let ((?x13 (concat ax (smul A S) (smul B S))))
 (let ((?x10 (smul (concat ax A B) S)))
 (= ?x10 ?x13))) :pattern ( (smul (concat ax A B) S) ) :pattern ( (concat ax (smul A S) (smul B S)) ) :qid smul_concat))
 )
(assert
 (forall ((S T) (X T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x48 (smul (avgpool kh kw sh sw pt pl pb pr ci X) S)))
 (let ((?x46 (avgpool kh kw sh sw pt pl pb pr ci (smul X S))))
 (= ?x46 ?x48))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (smul X S)) ) :pattern ( (smul (avgpool kh kw sh sw pt pl pb pr ci X) S) ) :qid avgpool_smul))
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
 (let ((?x80 (smul in_i1 in_s1)))
 (let ((?x91 (avgpool 3 3 1 1 1 1 1 1 0 ?x80)))
 (= (rank ?x91) 4))))
(assert
 (let ((?x80 (smul in_i1 in_s1)))
 (let ((?x91 (avgpool 3 3 1 1 1 1 1 1 0 ?x80)))
 (= (dim ?x91 0) sym_n))))
(assert
 (let ((?x80 (smul in_i1 in_s1)))
 (let ((?x91 (avgpool 3 3 1 1 1 1 1 1 0 ?x80)))
 (= (dim ?x91 1) sym_c))))
(assert
 (let ((?x80 (smul in_i1 in_s1)))
 (let ((?x91 (avgpool 3 3 1 1 1 1 1 1 0 ?x80)))
 (= (dim ?x91 2) sym_h))))
(assert
 (let ((?x80 (smul in_i1 in_s1)))
 (let ((?x91 (avgpool 3 3 1 1 1 1 1 1 0 ?x80)))
 (= (dim ?x91 3) sym_w))))
(assert
 (let ((?x80 (smul in_i1 in_s1)))
 (let ((?x91 (avgpool 3 3 1 1 1 1 1 1 0 ?x80)))
 (let ((?x102 (concat 1 ?x80 ?x91)))
 (= (rank ?x102) 4)))))
(assert
 (let ((?x80 (smul in_i1 in_s1)))
 (let ((?x91 (avgpool 3 3 1 1 1 1 1 1 0 ?x80)))
 (let ((?x102 (concat 1 ?x80 ?x91)))
 (= (dim ?x102 0) sym_n)))))
(assert
 (let ((?x108 (* 2 sym_c)))
 (let ((?x80 (smul in_i1 in_s1)))
 (let ((?x91 (avgpool 3 3 1 1 1 1 1 1 0 ?x80)))
 (let ((?x102 (concat 1 ?x80 ?x91)))
 (let ((?x107 (dim ?x102 1)))
 (= ?x107 ?x108)))))))
(assert
 (let ((?x80 (smul in_i1 in_s1)))
 (let ((?x91 (avgpool 3 3 1 1 1 1 1 1 0 ?x80)))
 (let ((?x102 (concat 1 ?x80 ?x91)))
 (= (dim ?x102 2) sym_h)))))
(assert
 (let ((?x80 (smul in_i1 in_s1)))
 (let ((?x91 (avgpool 3 3 1 1 1 1 1 1 0 ?x80)))
 (let ((?x102 (concat 1 ?x80 ?x91)))
 (= (dim ?x102 3) sym_w)))))
(assert
 (let ((?x108 (* 2 sym_c)))
 (>= ?x108 0)))
(assert
 (let ((?x115 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x115) 4)))
(assert
 (let ((?x115 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x115 0) sym_n)))
(assert
 (let ((?x115 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x115 1) sym_c)))
(assert
 (let ((?x115 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x115 2) sym_h)))
(assert
 (let ((?x115 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x115 3) sym_w)))
(assert
 (let ((?x115 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x126 (concat 1 in_i1 ?x115)))
 (= (rank ?x126) 4))))
(assert
 (let ((?x115 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x126 (concat 1 in_i1 ?x115)))
 (= (dim ?x126 0) sym_n))))
(assert
 (let ((?x108 (* 2 sym_c)))
 (let ((?x115 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x126 (concat 1 in_i1 ?x115)))
 (let ((?x131 (dim ?x126 1)))
 (= ?x131 ?x108))))))
(assert
 (let ((?x115 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x126 (concat 1 in_i1 ?x115)))
 (= (dim ?x126 2) sym_h))))
(assert
 (let ((?x115 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x126 (concat 1 in_i1 ?x115)))
 (= (dim ?x126 3) sym_w))))
(assert
 (let ((?x115 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x126 (concat 1 in_i1 ?x115)))
 (let ((?x137 (smul ?x126 in_s1)))
 (= (rank ?x137) 4)))))
(assert
 (let ((?x115 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x126 (concat 1 in_i1 ?x115)))
 (let ((?x137 (smul ?x126 in_s1)))
 (= (dim ?x137 0) sym_n)))))
(assert
 (let ((?x108 (* 2 sym_c)))
 (let ((?x115 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x126 (concat 1 in_i1 ?x115)))
 (let ((?x137 (smul ?x126 in_s1)))
 (let ((?x142 (dim ?x137 1)))
 (= ?x142 ?x108)))))))
(assert
 (let ((?x115 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x126 (concat 1 in_i1 ?x115)))
 (let ((?x137 (smul ?x126 in_s1)))
 (= (dim ?x137 2) sym_h)))))
(assert
 (let ((?x115 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x126 (concat 1 in_i1 ?x115)))
 (let ((?x137 (smul ?x126 in_s1)))
 (= (dim ?x137 3) sym_w)))))
(assert
 (let ((?x115 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x126 (concat 1 in_i1 ?x115)))
(let ((?x137 (smul ?x126 in_s1)))
(let ((?x80 (smul in_i1 in_s1)))
(let ((?x91 (avgpool 3 3 1 1 1 1 1 1 0 ?x80)))
(let ((?x102 (concat 1 ?x80 ?x91)))
(and (distinct ?x102 ?x137) true))))))))
(check-sat)
