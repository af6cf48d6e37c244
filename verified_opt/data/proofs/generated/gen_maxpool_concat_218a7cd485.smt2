; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_concat_batch
; z3 rlimit used: 4532
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_i2 () T)
(assert
 (forall ((X T) (Y T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x35 (concat 0 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y))))
 (let ((?x32 (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y))))
 (let (($x36 (= ?x32 ?x35)))
 (let (($x30 (and (>= kh 1) (>= kw 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (= (rank X) 4) (= (rank Y) 4))))
 (=> $x30 $x36))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y)) ) :pattern ( (concat 0 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y)) ) :qid maxpool_concat_batch))
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
 (let ((?x95 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (rank ?x95) 4)))
(assert
 (let ((?x95 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x95 0) sym_n)))
(assert
 (let ((?x95 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x95 1) sym_c)))
(assert
 (let ((?x95 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x95 2) sym_h)))
(assert
 (let ((?x95 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x95 3) sym_w)))
(assert
 (let ((?x106 (maxpool 3 3 1 1 1 1 1 1 in_i2)))
 (= (rank ?x106) 4)))
(assert
 (let ((?x106 (maxpool 3 3 1 1 1 1 1 1 in_i2)))
 (= (dim ?x106 0) sym_n2)))
(assert
 (let ((?x106 (maxpool 3 3 1 1 1 1 1 1 in_i2)))
 (= (dim ?x106 1) sym_c)))
(assert
 (let ((?x106 (maxpool 3 3 1 1 1 1 1 1 in_i2)))
 (= (dim ?x106 2) sym_h)))
(assert
 (let ((?x106 (maxpool 3 3 1 1 1 1 1 1 in_i2)))
 (= (dim ?x106 3) sym_w)))
(assert
 (let ((?x106 (maxpool 3 3 1 1 1 1 1 1 in_i2)))
 (let ((?x95 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x117 (concat 0 ?x95 ?x106)))
 (= (rank ?x117) 4)))))
(assert
 (let ((?x121 (+ sym_n sym_n2)))
 (let ((?x106 (maxpool 3 3 1 1 1 1 1 1 in_i2)))
 (let ((?x95 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x117 (concat 0 ?x95 ?x106)))
 (let ((?x120 (dim ?x117 0)))
 (= ?x120 ?x121)))))))
(assert
 (let ((?x106 (maxpool 3 3 1 1 1 1 1 1 in_i2)))
 (let ((?x95 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x117 (concat 0 ?x95 ?x106)))
 (= (dim ?x117 1) sym_c)))))
(assert
 (let ((?x106 (maxpool 3 3 1 1 1 1 1 1 in_i2)))
 (let ((?x95 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x117 (concat 0 ?x95 ?x106)))
 (= (dim ?x117 2) sym_h)))))
(assert
 (let ((?x106 (maxpool 3 3 1 1 1 1 1 1 in_i2)))
 (let ((?x95 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x117 (concat 0 ?x95 ?x106)))
 (= (dim ?x117 3) sym_w)))))
(assert
 (let ((?x121 (+ sym_n sym_n2)))
 (>= ?x121 0)))
(assert
 (= (rank (concat 0 in_i1 in_i2)) 4))
(assert
 (let ((?x121 (+ sym_n sym_n2)))
 (let ((?x130 (concat 0 in_i1 in_i2)))
 (let ((?x133 (dim ?x130 0)))
 (= ?x133 ?x121)))))
(assert
 (= (dim (concat 0 in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i2) 3) sym_w))
(assert
 (let ((?x130 (concat 0 in_i1 in_i2)))
 (let ((?x141 (maxpool 3 3 1 1 1 1 1 1 ?x130)))
 (= (rank ?x141) 4))))
(assert
 (let ((?x121 (+ sym_n sym_n2)))
 (let ((?x130 (concat 0 in_i1 in_i2)))
 (let ((?x141 (maxpool 3 3 1 1 1 1 1 1 ?x130)))
 (let ((?x144 (dim ?x141 0)))
 (= ?x144 ?x121))))))
(assert
 (let ((?x130 (concat 0 in_i1 in_i2)))
 (let ((?x141 (maxpool 3 3 1 1 1 1 1 1 ?x130)))
 (= (dim ?x141 1) sym_c))))
(assert
 (let ((?x130 (concat 0 in_i1 in_i2)))
 (let ((?x141 (maxpool 3 3 1 1 1 1 1 1 ?x130)))
 (= (dim ?x141 2) sym_h))))
(assert
 (let ((?x130 (concat 0 in_i1 in_i2)))
 (let ((?x141 (maxpool 3 3 1 1 1 1 1 1 ?x130)))
 (= (dim ?x141 3) sym_w))))
(assert
 (let ((?x130 (concat 0 in_i1 in_i2)))
(let ((?x141 (maxpool 3 3 1 1 1 1 1 1 ?x130)))
(let ((?x106 (maxpool 3 3 1 1 1 1 1 1 in_i2)))
(let ((?x95 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
(let ((?x117 (concat 0 ?x95 ?x106)))
(and (distinct ?x117 ?x141) true)))))))
(check-sat)
