; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_concat_batch
; z3 rlimit used: 48422
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_n2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_i2 () T)
(assert
 (forall ((X T) (Y T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x21 (concat 0 (avgpool kh kw sh sw pt pl pb pr ci X) (avgpool kh kw sh sw pt pl pb pr ci Y))))
 (let ((?x18 (avgpool kh kw sh sw pt pl pb pr ci (concat 0 X Y))))
 (= ?x18 ?x21))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (concat 0 X Y)) ) :pattern ( (concat 0 (avgpool kh kw sh sw pt pl pb pr ci X) (avgpool kh kw sh sw pt pl pb pr ci Y)) ) :qid avgpool_concat_batch))
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
 (>= sym_n2 1))
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
 (let ((?x79 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x79) 4)))
(assert
 (let ((?x79 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x79 0) sym_n)))
(assert
 (let ((?x79 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x79 1) sym_c)))
(assert
 (let ((?x79 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x79 2) sym_h)))
(assert
 (let ((?x79 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x79 3) sym_w)))
(assert
 (let ((?x90 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (= (rank ?x90) 4)))
(assert
 (let ((?x90 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (= (dim ?x90 0) sym_n2)))
(assert
 (let ((?x90 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (= (dim ?x90 1) sym_c)))
(assert
 (let ((?x90 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (= (dim ?x90 2) sym_h)))
(assert
 (let ((?x90 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (= (dim ?x90 3) sym_w)))
(assert
 (let ((?x90 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (let ((?x79 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x101 (concat 0 ?x79 ?x90)))
 (= (rank ?x101) 4)))))
(assert
 (let ((?x105 (+ sym_n sym_n2)))
 (let ((?x90 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (let ((?x79 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x101 (concat 0 ?x79 ?x90)))
 (let ((?x104 (dim ?x101 0)))
 (= ?x104 ?x105)))))))
(assert
 (let ((?x90 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (let ((?x79 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x101 (concat 0 ?x79 ?x90)))
 (= (dim ?x101 1) sym_c)))))
(assert
 (let ((?x90 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (let ((?x79 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x101 (concat 0 ?x79 ?x90)))
 (= (dim ?x101 2) sym_h)))))
(assert
 (let ((?x90 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (let ((?x79 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x101 (concat 0 ?x79 ?x90)))
 (= (dim ?x101 3) sym_w)))))
(assert
 (let ((?x105 (+ sym_n sym_n2)))
 (>= ?x105 0)))
(assert
 (= (rank (concat 0 in_i1 in_i2)) 4))
(assert
 (let ((?x105 (+ sym_n sym_n2)))
 (let ((?x114 (concat 0 in_i1 in_i2)))
 (let ((?x117 (dim ?x114 0)))
 (= ?x117 ?x105)))))
(assert
 (= (dim (concat 0 in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i2) 3) sym_w))
(assert
 (let ((?x114 (concat 0 in_i1 in_i2)))
 (let ((?x125 (avgpool 3 3 1 1 1 1 1 1 0 ?x114)))
 (= (rank ?x125) 4))))
(assert
 (let ((?x105 (+ sym_n sym_n2)))
 (let ((?x114 (concat 0 in_i1 in_i2)))
 (let ((?x125 (avgpool 3 3 1 1 1 1 1 1 0 ?x114)))
 (let ((?x128 (dim ?x125 0)))
 (= ?x128 ?x105))))))
(assert
 (let ((?x114 (concat 0 in_i1 in_i2)))
 (let ((?x125 (avgpool 3 3 1 1 1 1 1 1 0 ?x114)))
 (= (dim ?x125 1) sym_c))))
(assert
 (let ((?x114 (concat 0 in_i1 in_i2)))
 (let ((?x125 (avgpool 3 3 1 1 1 1 1 1 0 ?x114)))
 (= (dim ?x125 2) sym_h))))
(assert
 (let ((?x114 (concat 0 in_i1 in_i2)))
 (let ((?x125 (avgpool 3 3 1 1 1 1 1 1 0 ?x114)))
 (= (dim ?x125 3) sym_w))))
(assert
 (let ((?x114 (concat 0 in_i1 in_i2)))
(let ((?x125 (avgpool 3 3 1 1 1 1 1 1 0 ?x114)))
(let ((?x90 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
(let ((?x79 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x101 (concat 0 ?x79 ?x90)))
(and (distinct ?x101 ?x125) true)))))))
(check-sat)
