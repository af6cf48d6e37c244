; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_concat_ch
; z3 rlimit used: 4576
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_i2 () T)
(assert
 (forall ((X T) (Y T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x37 (concat 1 (avgpool kh kw sh sw pt pl pb pr ci X) (avgpool kh kw sh sw pt pl pb pr ci Y))))
 (let ((?x34 (avgpool kh kw sh sw pt pl pb pr ci (concat 1 X Y))))
 (let (($x38 (= ?x34 ?x37)))
 (let (($x32 (and (>= ci 0) (>= kh 1) (>= kw 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (= (rank X) 4) (= (rank Y) 4))))
 (=> $x32 $x38))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (concat 1 X Y)) ) :pattern ( (concat 1 (avgpool kh kw sh sw pt pl pb pr ci X) (avgpool kh kw sh sw pt pl pb pr ci Y)) ) :qid avgpool_concat_ch))
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
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n))
(assert
 (= (dim in_i2 1) sym_c2))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (let ((?x97 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (rank ?x97) 4)))
(assert
 (let ((?x97 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x97 0) sym_n)))
(assert
 (let ((?x97 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x97 1) sym_c)))
(assert
 (let ((?x97 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x97 2) sym_h)))
(assert
 (let ((?x97 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (= (dim ?x97 3) sym_w)))
(assert
 (let ((?x108 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (= (rank ?x108) 4)))
(assert
 (let ((?x108 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (= (dim ?x108 0) sym_n)))
(assert
 (let ((?x108 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (= (dim ?x108 1) sym_c2)))
(assert
 (let ((?x108 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (= (dim ?x108 2) sym_h)))
(assert
 (let ((?x108 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (= (dim ?x108 3) sym_w)))
(assert
 (let ((?x108 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (let ((?x97 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x119 (concat 1 ?x97 ?x108)))
 (= (rank ?x119) 4)))))
(assert
 (let ((?x108 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (let ((?x97 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x119 (concat 1 ?x97 ?x108)))
 (= (dim ?x119 0) sym_n)))))
(assert
 (let ((?x125 (+ sym_c sym_c2)))
 (let ((?x108 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (let ((?x97 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x119 (concat 1 ?x97 ?x108)))
 (let ((?x124 (dim ?x119 1)))
 (= ?x124 ?x125)))))))
(assert
 (let ((?x108 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (let ((?x97 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x119 (concat 1 ?x97 ?x108)))
 (= (dim ?x119 2) sym_h)))))
(assert
 (let ((?x108 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
 (let ((?x97 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
 (let ((?x119 (concat 1 ?x97 ?x108)))
 (= (dim ?x119 3) sym_w)))))
(assert
 (let ((?x125 (+ sym_c sym_c2)))
 (>= ?x125 0)))
(assert
 (= (rank (concat 1 in_i1 in_i2)) 4))
(assert
 (= (dim (concat 1 in_i1 in_i2) 0) sym_n))
(assert
 (let ((?x125 (+ sym_c sym_c2)))
 (let ((?x132 (concat 1 in_i1 in_i2)))
 (let ((?x137 (dim ?x132 1)))
 (= ?x137 ?x125)))))
(assert
 (= (dim (concat 1 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 in_i2) 3) sym_w))
(assert
 (let ((?x132 (concat 1 in_i1 in_i2)))
 (let ((?x143 (avgpool 3 3 1 1 1 1 1 1 0 ?x132)))
 (= (rank ?x143) 4))))
(assert
 (let ((?x132 (concat 1 in_i1 in_i2)))
 (let ((?x143 (avgpool 3 3 1 1 1 1 1 1 0 ?x132)))
 (= (dim ?x143 0) sym_n))))
(assert
 (let ((?x125 (+ sym_c sym_c2)))
 (let ((?x132 (concat 1 in_i1 in_i2)))
 (let ((?x143 (avgpool 3 3 1 1 1 1 1 1 0 ?x132)))
 (let ((?x148 (dim ?x143 1)))
 (= ?x148 ?x125))))))
(assert
 (let ((?x132 (concat 1 in_i1 in_i2)))
 (let ((?x143 (avgpool 3 3 1 1 1 1 1 1 0 ?x132)))
 (= (dim ?x143 2) sym_h))))
(assert
 (let ((?x132 (concat 1 in_i1 in_i2)))
 (let ((?x143 (avgpool 3 3 1 1 1 1 1 1 0 ?x132)))
 (= (dim ?x143 3) sym_w))))
(assert
 (let ((?x132 (concat 1 in_i1 in_i2)))
(let ((?x143 (avgpool 3 3 1 1 1 1 1 1 0 ?x132)))
(let ((?x108 (avgpool 3 3 1 1 1 1 1 1 0 in_i2)))
(let ((?x97 (avgpool 3 3 1 1 1 1 1 1 0 in_i1)))
(let ((?x119 (concat 1 ?x97 ?x108)))
(and (distinct ?x119 ?x143) true)))))))
(check-sat)
