; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_smul, smul_dist_add
; z3 rlimit used: 42083
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
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
 (forall ((S T) (X T) (Y T) )(! (let ((?x12 (add (smul X S) (smul Y S))))
 (let ((?x9 (smul (add X Y) S)))
 (= ?x9 ?x12))) :pattern ( (smul (add X Y) S) ) :pattern ( (add (smul X S) (smul Y S)) ) :qid smul_dist_add))
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
 (let ((?x102 (add ?x80 ?x91)))
 (= (rank ?x102) 4)))))
(assert
 (let ((?x80 (smul in_i1 in_s1)))
 (let ((?x91 (avgpool 3 3 1 1 1 1 1 1 0 ?x80)))
 (let ((?x102 (add ?x80 ?x91)))
 (= (dim ?x102 0) sym_n)))))
(assert
 (let ((?x80 (smul in_i1 in_s1)))
 (let ((?x91 (avgpool 3 3 1 1 1 1 1 1 0 ?x80)))
 (let ((?x102 (add ?x80 ?x91)))
 (= (dim ?x102 1) sym_c)))))
(assert
 (let ((?x80 (smul in_i1 in_s1)))
 (let ((?x91 (avgpool 3 3 1 1 1 1 1 1 0 ?x80)))
 (let ((?x102 (add ?x80 ?x91)))
 (= (dim ?x102 2) sym_h)))))
(assert
 (let ((?x80 (smul in_i1 in_s1)))
 (let ((?x91 (avgpool 3 3 1 1 1 1 1 1 0 ?x80)))
 (let ((?x102 (add ?x80 ?x91)))
 (= (dim ?x102 3) sym_w)))))
(assert
 (let ((?x113 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x113) 4)))
(assert
 (let ((?x113 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x113 0) sym_n)))
(assert
 (let ((?x113 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x113 1) sym_c)))
(assert
 (let ((?x113 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x113 2) sym_h)))
(assert
 (let ((?x113 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x113 3) sym_w)))
(assert
 (let ((?x113 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x124 (add in_i1 ?x113)))
 (= (rank ?x124) 4))))
(assert
 (let ((?x113 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x124 (add in_i1 ?x113)))
 (= (dim ?x124 0) sym_n))))
(assert
 (let ((?x113 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x124 (add in_i1 ?x113)))
 (= (dim ?x124 1) sym_c))))
(assert
 (let ((?x113 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x124 (add in_i1 ?x113)))
 (= (dim ?x124 2) sym_h))))
(assert
 (let ((?x113 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x124 (add in_i1 ?x113)))
 (= (dim ?x124 3) sym_w))))
(assert
 (let ((?x113 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x124 (add in_i1 ?x113)))
 (let ((?x135 (smul ?x124 in_s1)))
 (= (rank ?x135) 4)))))
(assert
 (let ((?x113 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x124 (add in_i1 ?x113)))
 (let ((?x135 (smul ?x124 in_s1)))
 (= (dim ?x135 0) sym_n)))))
(assert
 (let ((?x113 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x124 (add in_i1 ?x113)))
 (let ((?x135 (smul ?x124 in_s1)))
 (= (dim ?x135 1) sym_c)))))
(assert
 (let ((?x113 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x124 (add in_i1 ?x113)))
 (let ((?x135 (smul ?x124 in_s1)))
 (= (dim ?x135 2) sym_h)))))
(assert
 (let ((?x113 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x124 (add in_i1 ?x113)))
 (let ((?x135 (smul ?x124 in_s1)))
 (= (dim ?x135 3) sym_w)))))
(assert
 (let ((?x113 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x124 (add in_i1 ?x113)))
(let ((?x135 (smul ?x124 in_s1)))
(let ((?x80 (smul in_i1 in_s1)))
(let ((?x91 (avgpool 3 3 1 1 1 1 1 1 0 ?x80)))
(let ((?x102 (add ?x80 ?x91)))
(and (distinct ?x102 ?x135) true))))))))
(check-sat)
