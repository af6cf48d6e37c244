; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_concat_batch
; z3 rlimit used: 74153
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_i2 () T)
(assert
 (forall ((X T) (Y T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x32 (concat 0 (avgpool kh kw sh sw pt pl pb pr ci X) (avgpool kh kw sh sw pt pl pb pr ci Y))))
 (let ((?x29 (avgpool kh kw sh sw pt pl pb pr ci (concat 0 X Y))))
 (let (($x33 (= ?x29 ?x32)))
 (let (($x25 (and (>= ci 0) (>= kh 1) (>= kw 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0))))
 (=> $x25 $x33))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (concat 0 X Y)) ) :pattern ( (concat 0 (avgpool kh kw sh sw pt pl pb pr ci X) (avgpool kh kw sh sw pt pl pb pr ci Y)) ) :qid avgpool_concat_batch))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_n2 1))
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
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n2))
(assert
 (= (dim in_i2 1) sym_c))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (let ((?x93 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x93) 4)))
(assert
 (let ((?x93 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x93 0) sym_n)))
(assert
 (let ((?x93 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x93 1) sym_c)))
(assert
 (let ((?x93 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x93 2) sym_h)))
(assert
 (let ((?x93 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x93 3) sym_w)))
(assert
 (let ((?x104 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (= (rank ?x104) 4)))
(assert
 (let ((?x104 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (= (dim ?x104 0) sym_n2)))
(assert
 (let ((?x104 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (= (dim ?x104 1) sym_c)))
(assert
 (let ((?x104 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (= (dim ?x104 2) sym_h)))
(assert
 (let ((?x104 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (= (dim ?x104 3) sym_w)))
(assert
 (let ((?x104 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (let ((?x93 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x115 (concat 0 ?x93 ?x104)))
 (= (rank ?x115) 4)))))
(assert
 (let ((?x119 (+ sym_n sym_n2)))
 (let ((?x104 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (let ((?x93 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x115 (concat 0 ?x93 ?x104)))
 (let ((?x118 (dim ?x115 0)))
 (= ?x118 ?x119)))))))
(assert
 (let ((?x104 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (let ((?x93 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x115 (concat 0 ?x93 ?x104)))
 (= (dim ?x115 1) sym_c)))))
(assert
 (let ((?x104 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (let ((?x93 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x115 (concat 0 ?x93 ?x104)))
 (= (dim ?x115 2) sym_h)))))
(assert
 (let ((?x104 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (let ((?x93 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x115 (concat 0 ?x93 ?x104)))
 (= (dim ?x115 3) sym_w)))))
(assert
 (let ((?x119 (+ sym_n sym_n2)))
 (>= ?x119 0)))
(assert
 (= (rank (concat 0 in_i1 in_i2)) 4))
(assert
 (let ((?x119 (+ sym_n sym_n2)))
 (let ((?x128 (concat 0 in_i1 in_i2)))
 (let ((?x131 (dim ?x128 0)))
 (= ?x131 ?x119)))))
(assert
 (= (dim (concat 0 in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i2) 3) sym_w))
(assert
 (let ((?x128 (concat 0 in_i1 in_i2)))
 (let ((?x139 (avgpool 3 3 1 1 1 1 1 1 0 ?x128)))
 (= (rank ?x139) 4))))
(assert
 (let ((?x119 (+ sym_n sym_n2)))
 (let ((?x128 (concat 0 in_i1 in_i2)))
 (let ((?x139 (avgpool 3 3 1 1 1 1 1 1 0 ?x128)))
 (let ((?x142 (dim ?x139 0)))
 (= ?x142 ?x119))))))
(assert
 (let ((?x128 (concat 0 in_i1 in_i2)))
 (let ((?x139 (avgpool 3 3 1 1 1 1 1 1 0 ?x128)))
 (= (dim ?x139 1) sym_c))))
(assert
 (let ((?x128 (concat 0 in_i1 in_i2)))
 (let ((?x139 (avgpool 3 3 1 1 1 1 1 1 0 ?x128)))
 (= (dim ?x139 2) sym_h))))
(assert
 (let ((?x128 (concat 0 in_i1 in_i2)))
 (let ((?x139 (avgpool 3 3 1 1 1 1 1 1 0 ?x128)))
 (= (dim ?x139 3) sym_w))))
(assert
 (let ((?x128 (concat 0 in_i1 in_i2)))
(let ((?x139 (avgpool 3 3 1 1 1 1 1 1 0 ?x128)))
(let ((?x104 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
(let ((?x93 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x115 (concat 0 ?x93 ?x104)))
(and (distinct ?x115 ?x139) true)))))))
(check-sat)
