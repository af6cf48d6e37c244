; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_smul
; z3 rlimit used: 48355
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
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
 (forall ((S T) (X T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x19 (smul (avgpool kh kw sh sw pt pl pb pr ci X) S)))
 (let ((?x17 (avgpool kh kw sh sw pt pl pb pr ci (smul X S))))
 (= ?x17 ?x19))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (smul X S)) ) :pattern ( (smul (avgpool kh kw sh sw pt pl pb pr ci X) S) ) :qid avgpool_smul))
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
 (= (rank (smul (smul in_i1 in_s1) in_s1)) 4))
(assert
 (= (dim (smul (smul in_i1 in_s1) in_s1) 0) sym_n))
(assert
 (= (dim (smul (smul in_i1 in_s1) in_s1) 1) sym_c))
(assert
 (= (dim (smul (smul in_i1 in_s1) in_s1) 2) sym_h))
(assert
 (= (dim (smul (smul in_i1 in_s1) in_s1) 3) sym_w))
(assert
 (let ((?x68 (smul in_i1 in_s1)))
 (let ((?x79 (smul ?x68 in_s1)))
 (let ((?x90 (avgpool 3 3 1 1 1 1 1 1 0 ?x79)))
 (= (rank ?x90) 4)))))
(assert
 (let ((?x68 (smul in_i1 in_s1)))
 (let ((?x79 (smul ?x68 in_s1)))
 (let ((?x90 (avgpool 3 3 1 1 1 1 1 1 0 ?x79)))
 (= (dim ?x90 0) sym_n)))))
(assert
 (let ((?x68 (smul in_i1 in_s1)))
 (let ((?x79 (smul ?x68 in_s1)))
 (let ((?x90 (avgpool 3 3 1 1 1 1 1 1 0 ?x79)))
 (= (dim ?x90 1) sym_c)))))
(assert
 (let ((?x68 (smul in_i1 in_s1)))
 (let ((?x79 (smul ?x68 in_s1)))
 (let ((?x90 (avgpool 3 3 1 1 1 1 1 1 0 ?x79)))
 (= (dim ?x90 2) sym_h)))))
(assert
 (let ((?x68 (smul in_i1 in_s1)))
 (let ((?x79 (smul ?x68 in_s1)))
 (let ((?x90 (avgpool 3 3 1 1 1 1 1 1 0 ?x79)))
 (= (dim ?x90 3) sym_w)))))
(assert
 (let ((?x101 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x101) 4)))
(assert
 (let ((?x101 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x101 0) sym_n)))
(assert
 (let ((?x101 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x101 1) sym_c)))
(assert
 (let ((?x101 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x101 2) sym_h)))
(assert
 (let ((?x101 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x101 3) sym_w)))
(assert
 (let ((?x101 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x112 (smul ?x101 in_s1)))
 (= (rank ?x112) 4))))
(assert
 (let ((?x101 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x112 (smul ?x101 in_s1)))
 (= (dim ?x112 0) sym_n))))
(assert
 (let ((?x101 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x112 (smul ?x101 in_s1)))
 (= (dim ?x112 1) sym_c))))
(assert
 (let ((?x101 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x112 (smul ?x101 in_s1)))
 (= (dim ?x112 2) sym_h))))
(assert
 (let ((?x101 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x112 (smul ?x101 in_s1)))
 (= (dim ?x112 3) sym_w))))
(assert
 (let ((?x101 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x112 (smul ?x101 in_s1)))
 (let ((?x123 (smul ?x112 in_s1)))
 (= (rank ?x123) 4)))))
(assert
 (let ((?x101 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x112 (smul ?x101 in_s1)))
 (let ((?x123 (smul ?x112 in_s1)))
 (= (dim ?x123 0) sym_n)))))
(assert
 (let ((?x101 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x112 (smul ?x101 in_s1)))
 (let ((?x123 (smul ?x112 in_s1)))
 (= (dim ?x123 1) sym_c)))))
(assert
 (let ((?x101 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x112 (smul ?x101 in_s1)))
 (let ((?x123 (smul ?x112 in_s1)))
 (= (dim ?x123 2) sym_h)))))
(assert
 (let ((?x101 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x112 (smul ?x101 in_s1)))
 (let ((?x123 (smul ?x112 in_s1)))
 (= (dim ?x123 3) sym_w)))))
(assert
 (let ((?x101 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x112 (smul ?x101 in_s1)))
(let ((?x123 (smul ?x112 in_s1)))
(let ((?x68 (smul in_i1 in_s1)))
(let ((?x79 (smul ?x68 in_s1)))
(let ((?x90 (avgpool 3 3 1 1 1 1 1 1 0 ?x79)))
(and (distinct ?x90 ?x123) true))))))))
(check-sat)
