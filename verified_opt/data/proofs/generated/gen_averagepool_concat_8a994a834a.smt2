; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_concat_batch
; z3 rlimit used: 4931
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(assert
 (forall ((X T) (Y T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x48 (concat 0 (avgpool kh kw sh sw pt pl pb pr ci X) (avgpool kh kw sh sw pt pl pb pr ci Y))))
 (let ((?x45 (avgpool kh kw sh sw pt pl pb pr ci (concat 0 X Y))))
 (let (($x49 (= ?x45 ?x48)))
 (let (($x43 (and (= (dim X 1) (dim Y 1)) (= (dim X 2) (dim Y 2)) (= (dim X 3) (dim Y 3)) (>= ci 0) (>= kh 1) (>= kw 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (= (rank X) 4) (= (rank Y) 4))))
 (=> $x43 $x49))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (concat 0 X Y)) ) :pattern ( (concat 0 (avgpool kh kw sh sw pt pl pb pr ci X) (avgpool kh kw sh sw pt pl pb pr ci Y)) ) :qid avgpool_concat_batch))
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
 (let ((?x106 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x106) 4)))
(assert
 (let ((?x106 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x106 0) sym_n)))
(assert
 (let ((?x106 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x106 1) sym_c)))
(assert
 (let ((?x106 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x106 2) sym_h)))
(assert
 (let ((?x106 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x106 3) sym_w)))
(assert
 (let ((?x117 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (= (rank ?x117) 4)))
(assert
 (let ((?x117 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (= (dim ?x117 0) sym_n2)))
(assert
 (let ((?x117 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (= (dim ?x117 1) sym_c)))
(assert
 (let ((?x117 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (= (dim ?x117 2) sym_h)))
(assert
 (let ((?x117 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (= (dim ?x117 3) sym_w)))
(assert
 (let ((?x117 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (let ((?x106 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x128 (concat 0 ?x106 ?x117)))
 (= (rank ?x128) 4)))))
(assert
 (let ((?x132 (+ sym_n sym_n2)))
 (let ((?x117 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (let ((?x106 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x128 (concat 0 ?x106 ?x117)))
 (let ((?x131 (dim ?x128 0)))
 (= ?x131 ?x132)))))))
(assert
 (let ((?x117 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (let ((?x106 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x128 (concat 0 ?x106 ?x117)))
 (= (dim ?x128 1) sym_c)))))
(assert
 (let ((?x117 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (let ((?x106 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x128 (concat 0 ?x106 ?x117)))
 (= (dim ?x128 2) sym_h)))))
(assert
 (let ((?x117 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (let ((?x106 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x128 (concat 0 ?x106 ?x117)))
 (= (dim ?x128 3) sym_w)))))
(assert
 (let ((?x132 (+ sym_n sym_n2)))
 (>= ?x132 0)))
(assert
 (= (rank (concat 0 in_i1 in_i2)) 4))
(assert
 (let ((?x132 (+ sym_n sym_n2)))
 (let ((?x141 (concat 0 in_i1 in_i2)))
 (let ((?x144 (dim ?x141 0)))
 (= ?x144 ?x132)))))
(assert
 (= (dim (concat 0 in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i2) 3) sym_w))
(assert
 (let ((?x141 (concat 0 in_i1 in_i2)))
 (let ((?x152 (avgpool 3 3 1 1 1 1 1 1 0 ?x141)))
 (= (rank ?x152) 4))))
(assert
 (let ((?x132 (+ sym_n sym_n2)))
 (let ((?x141 (concat 0 in_i1 in_i2)))
 (let ((?x152 (avgpool 3 3 1 1 1 1 1 1 0 ?x141)))
 (let ((?x155 (dim ?x152 0)))
 (= ?x155 ?x132))))))
(assert
 (let ((?x141 (concat 0 in_i1 in_i2)))
 (let ((?x152 (avgpool 3 3 1 1 1 1 1 1 0 ?x141)))
 (= (dim ?x152 1) sym_c))))
(assert
 (let ((?x141 (concat 0 in_i1 in_i2)))
 (let ((?x152 (avgpool 3 3 1 1 1 1 1 1 0 ?x141)))
 (= (dim ?x152 2) sym_h))))
(assert
 (let ((?x141 (concat 0 in_i1 in_i2)))
 (let ((?x152 (avgpool 3 3 1 1 1 1 1 1 0 ?x141)))
 (= (dim ?x152 3) sym_w))))
(assert
 (let ((?x141 (concat 0 in_i1 in_i2)))
(let ((?x152 (avgpool 3 3 1 1 1 1 1 1 0 ?x141)))
(let ((?x117 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
(let ((?x106 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x128 (concat 0 ?x106 ?x117)))
(and (distinct ?x128 ?x152) true)))))))
(check-sat)
