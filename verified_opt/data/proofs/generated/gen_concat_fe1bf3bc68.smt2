; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_swap
; z3 rlimit used: 4310
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(assert
 (forall ((A T) (B T) (C T) (D T) (ax0 Int) (ax1 Int) )(! (let ((?x34 (concat ax0 (concat ax1 A C) (concat ax1 B D))))
 (let ((?x31 (concat ax1 (concat ax0 A B) (concat ax0 C D))))
 (let (($x35 (= ?x31 ?x34)))
 (let (($x27 (>= (rank D) 2)))
 (let (($x16 (>= ax0 0)))
 (let (($x24 (>= (rank C) 2)))
 (let (($x22 (>= (rank B) 2)))
 (let (($x19 (>= (rank A) 2)))
 (let (($x14 (>= ax1 1)))
 (let (($x12 (= (dim A ax0) (dim C ax0))))
 (let (($x28 (and (and (distinct ax0 ax1) true) $x12 $x14 $x16 $x19 $x16 $x22 $x16 $x24 $x16 $x27)))
 (=> $x28 $x35)))))))))))) :pattern ( (concat ax1 (concat ax0 A B) (concat ax0 C D)) ) :pattern ( (concat ax0 (concat ax1 A C) (concat ax1 B D)) ) :qid concat_swap))
 )
(assert
 (>= sym_c 1))
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
 (= (dim in_i2 1) sym_c))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank (concat 1 in_i1 in_i2)) 4))
(assert
 (= (dim (concat 1 in_i1 in_i2) 0) sym_n))
(assert
 (let ((?x101 (* 2 sym_c)))
 (let ((?x95 (concat 1 in_i1 in_i2)))
 (let ((?x100 (dim ?x95 1)))
 (= ?x100 ?x101)))))
(assert
 (= (dim (concat 1 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (concat 1 in_i2 in_i1)) 4))
(assert
 (= (dim (concat 1 in_i2 in_i1) 0) sym_n))
(assert
 (let ((?x101 (* 2 sym_c)))
 (let ((?x107 (concat 1 in_i2 in_i1)))
 (let ((?x112 (dim ?x107 1)))
 (= ?x112 ?x101)))))
(assert
 (= (dim (concat 1 in_i2 in_i1) 2) sym_h))
(assert
 (= (dim (concat 1 in_i2 in_i1) 3) sym_w))
(assert
 (let ((?x107 (concat 1 in_i2 in_i1)))
 (let ((?x95 (concat 1 in_i1 in_i2)))
 (let ((?x118 (concat 0 ?x95 ?x107)))
 (= (rank ?x118) 4)))))
(assert
 (let ((?x122 (* 2 sym_n)))
 (let ((?x107 (concat 1 in_i2 in_i1)))
 (let ((?x95 (concat 1 in_i1 in_i2)))
 (let ((?x118 (concat 0 ?x95 ?x107)))
 (let ((?x121 (dim ?x118 0)))
 (= ?x121 ?x122)))))))
(assert
 (let ((?x101 (* 2 sym_c)))
 (let ((?x107 (concat 1 in_i2 in_i1)))
 (let ((?x95 (concat 1 in_i1 in_i2)))
 (let ((?x118 (concat 0 ?x95 ?x107)))
 (let ((?x124 (dim ?x118 1)))
 (= ?x124 ?x101)))))))
(assert
 (let ((?x107 (concat 1 in_i2 in_i1)))
 (let ((?x95 (concat 1 in_i1 in_i2)))
 (let ((?x118 (concat 0 ?x95 ?x107)))
 (= (dim ?x118 2) sym_h)))))
(assert
 (let ((?x107 (concat 1 in_i2 in_i1)))
 (let ((?x95 (concat 1 in_i1 in_i2)))
 (let ((?x118 (concat 0 ?x95 ?x107)))
 (= (dim ?x118 3) sym_w)))))
(assert
 (let ((?x101 (* 2 sym_c)))
 (>= ?x101 0)))
(assert
 (let ((?x122 (* 2 sym_n)))
 (>= ?x122 0)))
(assert
 (= (rank (concat 0 in_i1 in_i2)) 4))
(assert
 (let ((?x122 (* 2 sym_n)))
 (let ((?x132 (concat 0 in_i1 in_i2)))
 (let ((?x135 (dim ?x132 0)))
 (= ?x135 ?x122)))))
(assert
 (= (dim (concat 0 in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (concat 0 in_i2 in_i1)) 4))
(assert
 (let ((?x122 (* 2 sym_n)))
 (let ((?x143 (concat 0 in_i2 in_i1)))
 (let ((?x146 (dim ?x143 0)))
 (= ?x146 ?x122)))))
(assert
 (= (dim (concat 0 in_i2 in_i1) 1) sym_c))
(assert
 (= (dim (concat 0 in_i2 in_i1) 2) sym_h))
(assert
 (= (dim (concat 0 in_i2 in_i1) 3) sym_w))
(assert
 (let ((?x143 (concat 0 in_i2 in_i1)))
 (let ((?x132 (concat 0 in_i1 in_i2)))
 (let ((?x154 (concat 1 ?x132 ?x143)))
 (= (rank ?x154) 4)))))
(assert
 (let ((?x122 (* 2 sym_n)))
 (let ((?x143 (concat 0 in_i2 in_i1)))
 (let ((?x132 (concat 0 in_i1 in_i2)))
 (let ((?x154 (concat 1 ?x132 ?x143)))
 (let ((?x157 (dim ?x154 0)))
 (= ?x157 ?x122)))))))
(assert
 (let ((?x101 (* 2 sym_c)))
 (let ((?x143 (concat 0 in_i2 in_i1)))
 (let ((?x132 (concat 0 in_i1 in_i2)))
 (let ((?x154 (concat 1 ?x132 ?x143)))
 (let ((?x159 (dim ?x154 1)))
 (= ?x159 ?x101)))))))
(assert
 (let ((?x143 (concat 0 in_i2 in_i1)))
 (let ((?x132 (concat 0 in_i1 in_i2)))
 (let ((?x154 (concat 1 ?x132 ?x143)))
 (= (dim ?x154 2) sym_h)))))
(assert
 (let ((?x143 (concat 0 in_i2 in_i1)))
 (let ((?x132 (concat 0 in_i1 in_i2)))
 (let ((?x154 (concat 1 ?x132 ?x143)))
 (= (dim ?x154 3) sym_w)))))
(assert
 (let ((?x143 (concat 0 in_i2 in_i1)))
(let ((?x132 (concat 0 in_i1 in_i2)))
(let ((?x154 (concat 1 ?x132 ?x143)))
(let ((?x107 (concat 1 in_i2 in_i1)))
(let ((?x95 (concat 1 in_i1 in_i2)))
(let ((?x118 (concat 0 ?x95 ?x107)))
(and (distinct ?x118 ?x154) true))))))))
(check-sat)
