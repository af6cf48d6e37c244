; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_concat_batch
; z3 rlimit used: 48422
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
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
 (forall ((X T) (Y T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x20 (concat 0 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y))))
 (let ((?x17 (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y))))
 (= ?x17 ?x20))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y)) ) :pattern ( (concat 0 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y)) ) :qid maxpool_concat_batch))
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
 (let ((?x78 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (rank ?x78) 4)))
(assert
 (let ((?x78 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x78 0) sym_n)))
(assert
 (let ((?x78 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x78 1) sym_c)))
(assert
 (let ((?x78 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x78 2) sym_h)))
(assert
 (let ((?x78 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x78 3) sym_w)))
(assert
 (let ((?x89 (maxpool 3 3 1 1 1 1 1 1 in_i2)))
 (= (rank ?x89) 4)))
(assert
 (let ((?x89 (maxpool 3 3 1 1 1 1 1 1 in_i2)))
 (= (dim ?x89 0) sym_n2)))
(assert
 (let ((?x89 (maxpool 3 3 1 1 1 1 1 1 in_i2)))
 (= (dim ?x89 1) sym_c)))
(assert
 (let ((?x89 (maxpool 3 3 1 1 1 1 1 1 in_i2)))
 (= (dim ?x89 2) sym_h)))
(assert
 (let ((?x89 (maxpool 3 3 1 1 1 1 1 1 in_i2)))
 (= (dim ?x89 3) sym_w)))
(assert
 (let ((?x89 (maxpool 3 3 1 1 1 1 1 1 in_i2)))
 (let ((?x78 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x100 (concat 0 ?x78 ?x89)))
 (= (rank ?x100) 4)))))
(assert
 (let ((?x104 (+ sym_n sym_n2)))
 (let ((?x89 (maxpool 3 3 1 1 1 1 1 1 in_i2)))
 (let ((?x78 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x100 (concat 0 ?x78 ?x89)))
 (let ((?x103 (dim ?x100 0)))
 (= ?x103 ?x104)))))))
(assert
 (let ((?x89 (maxpool 3 3 1 1 1 1 1 1 in_i2)))
 (let ((?x78 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x100 (concat 0 ?x78 ?x89)))
 (= (dim ?x100 1) sym_c)))))
(assert
 (let ((?x89 (maxpool 3 3 1 1 1 1 1 1 in_i2)))
 (let ((?x78 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x100 (concat 0 ?x78 ?x89)))
 (= (dim ?x100 2) sym_h)))))
(assert
 (let ((?x89 (maxpool 3 3 1 1 1 1 1 1 in_i2)))
 (let ((?x78 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x100 (concat 0 ?x78 ?x89)))
 (= (dim ?x100 3) sym_w)))))
(assert
 (let ((?x104 (+ sym_n sym_n2)))
 (>= ?x104 0)))
(assert
 (= (rank (concat 0 in_i1 in_i2)) 4))
(assert
 (let ((?x104 (+ sym_n sym_n2)))
 (let ((?x113 (concat 0 in_i1 in_i2)))
 (let ((?x116 (dim ?x113 0)))
 (= ?x116 ?x104)))))
(assert
 (= (dim (concat 0 in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i2) 3) sym_w))
(assert
 (let ((?x113 (concat 0 in_i1 in_i2)))
 (let ((?x124 (maxpool 3 3 1 1 1 1 1 1 ?x113)))
 (= (rank ?x124) 4))))
(assert
 (let ((?x104 (+ sym_n sym_n2)))
 (let ((?x113 (concat 0 in_i1 in_i2)))
 (let ((?x124 (maxpool 3 3 1 1 1 1 1 1 ?x113)))
 (let ((?x127 (dim ?x124 0)))
 (= ?x127 ?x104))))))
(assert
 (let ((?x113 (concat 0 in_i1 in_i2)))
 (let ((?x124 (maxpool 3 3 1 1 1 1 1 1 ?x113)))
 (= (dim ?x124 1) sym_c))))
(assert
 (let ((?x113 (concat 0 in_i1 in_i2)))
 (let ((?x124 (maxpool 3 3 1 1 1 1 1 1 ?x113)))
 (= (dim ?x124 2) sym_h))))
(assert
 (let ((?x113 (concat 0 in_i1 in_i2)))
 (let ((?x124 (maxpool 3 3 1 1 1 1 1 1 ?x113)))
 (= (dim ?x124 3) sym_w))))
(assert
 (let ((?x113 (concat 0 in_i1 in_i2)))
(let ((?x124 (maxpool 3 3 1 1 1 1 1 1 ?x113)))
(let ((?x89 (maxpool 3 3 1 1 1 1 1 1 in_i2)))
(let ((?x78 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
(let ((?x100 (concat 0 ?x78 ?x89)))
(and (distinct ?x100 ?x124) true)))))))
(check-sat)
