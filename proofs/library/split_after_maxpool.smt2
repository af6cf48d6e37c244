; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_slice
; z3 rlimit used: 51217
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun slice (Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_a () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (ax Int) (e Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (s Int) (sh Int) (sw Int) )(! (let ((?x26 (maxpool kh kw sh sw pt pl pb pr (slice ax s e X))))
 (let ((?x24 (slice ax s e (maxpool kh kw sh sw pt pl pb pr X))))
 (let (($x27 (= ?x24 ?x26)))
 (=> (and (<= 0 ax) (> 2 ax) (<= s e)) $x27)))) :pattern ( (slice ax s e (maxpool kh kw sh sw pt pl pb pr X)) ) :pattern ( (maxpool kh kw sh sw pt pl pb pr (slice ax s e X)) ) :qid maxpool_slice))
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
 (>= sym_a 1))
(assert
 (= (rank in_X) 4))
(assert
 (= (dim in_X 0) sym_n))
(assert
 (= (dim in_X 1) sym_c))
(assert
 (= (dim in_X 2) sym_h))
(assert
 (= (dim in_X 3) sym_w))
(assert
 (let ((?x84 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (rank ?x84) 4)))
(assert
 (let ((?x84 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (dim ?x84 0) sym_n)))
(assert
 (let ((?x84 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (dim ?x84 1) sym_c)))
(assert
 (let ((?x84 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (dim ?x84 2) sym_h)))
(assert
 (let ((?x84 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (dim ?x84 3) sym_w)))
(assert
 (let ((?x84 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x95 (slice 1 0 sym_a ?x84)))
 (= (rank ?x95) 4))))
(assert
 (let ((?x84 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x95 (slice 1 0 sym_a ?x84)))
 (= (dim ?x95 0) sym_n))))
(assert
 (let ((?x84 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x95 (slice 1 0 sym_a ?x84)))
 (= (dim ?x95 1) sym_a))))
(assert
 (let ((?x84 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x95 (slice 1 0 sym_a ?x84)))
 (= (dim ?x95 2) sym_h))))
(assert
 (let ((?x84 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x95 (slice 1 0 sym_a ?x84)))
 (= (dim ?x95 3) sym_w))))
(assert
 (let ((?x84 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x106 (slice 1 sym_a sym_c ?x84)))
 (= (rank ?x106) 4))))
(assert
 (let ((?x84 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x106 (slice 1 sym_a sym_c ?x84)))
 (= (dim ?x106 0) sym_n))))
(assert
 (let ((?x112 (* (- 1) sym_a)))
 (let ((?x113 (+ sym_c ?x112)))
 (let ((?x84 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x106 (slice 1 sym_a sym_c ?x84)))
 (let ((?x111 (dim ?x106 1)))
 (= ?x111 ?x113)))))))
(assert
 (let ((?x84 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x106 (slice 1 sym_a sym_c ?x84)))
 (= (dim ?x106 2) sym_h))))
(assert
 (let ((?x84 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x106 (slice 1 sym_a sym_c ?x84)))
 (= (dim ?x106 3) sym_w))))
(assert
 (let ((?x112 (* (- 1) sym_a)))
 (let ((?x113 (+ sym_c ?x112)))
 (>= ?x113 0))))
(assert
 (= (rank (slice 1 0 sym_a in_X)) 4))
(assert
 (= (dim (slice 1 0 sym_a in_X) 0) sym_n))
(assert
 (= (dim (slice 1 0 sym_a in_X) 1) sym_a))
(assert
 (= (dim (slice 1 0 sym_a in_X) 2) sym_h))
(assert
 (= (dim (slice 1 0 sym_a in_X) 3) sym_w))
(assert
 (= (rank (slice 1 sym_a sym_c in_X)) 4))
(assert
 (= (dim (slice 1 sym_a sym_c in_X) 0) sym_n))
(assert
 (let ((?x112 (* (- 1) sym_a)))
 (let ((?x113 (+ sym_c ?x112)))
 (let ((?x131 (slice 1 sym_a sym_c in_X)))
 (let ((?x136 (dim ?x131 1)))
 (= ?x136 ?x113))))))
(assert
 (= (dim (slice 1 sym_a sym_c in_X) 2) sym_h))
(assert
 (= (dim (slice 1 sym_a sym_c in_X) 3) sym_w))
(assert
 (let ((?x120 (slice 1 0 sym_a in_X)))
 (let ((?x142 (maxpool 3 3 1 1 1 1 1 1 ?x120)))
 (= (rank ?x142) 4))))
(assert
 (let ((?x120 (slice 1 0 sym_a in_X)))
 (let ((?x142 (maxpool 3 3 1 1 1 1 1 1 ?x120)))
 (= (dim ?x142 0) sym_n))))
(assert
 (let ((?x120 (slice 1 0 sym_a in_X)))
 (let ((?x142 (maxpool 3 3 1 1 1 1 1 1 ?x120)))
 (= (dim ?x142 1) sym_a))))
(assert
 (let ((?x120 (slice 1 0 sym_a in_X)))
 (let ((?x142 (maxpool 3 3 1 1 1 1 1 1 ?x120)))
 (= (dim ?x142 2) sym_h))))
(assert
 (let ((?x120 (slice 1 0 sym_a in_X)))
 (let ((?x142 (maxpool 3 3 1 1 1 1 1 1 ?x120)))
 (= (dim ?x142 3) sym_w))))
(assert
 (let ((?x131 (slice 1 sym_a sym_c in_X)))
 (let ((?x153 (maxpool 3 3 1 1 1 1 1 1 ?x131)))
 (= (rank ?x153) 4))))
(assert
 (let ((?x131 (slice 1 sym_a sym_c in_X)))
 (let ((?x153 (maxpool 3 3 1 1 1 1 1 1 ?x131)))
 (= (dim ?x153 0) sym_n))))
(assert
 (let ((?x112 (* (- 1) sym_a)))
 (let ((?x113 (+ sym_c ?x112)))
 (let ((?x131 (slice 1 sym_a sym_c in_X)))
 (let ((?x153 (maxpool 3 3 1 1 1 1 1 1 ?x131)))
 (let ((?x158 (dim ?x153 1)))
 (= ?x158 ?x113)))))))
(assert
 (let ((?x131 (slice 1 sym_a sym_c in_X)))
 (let ((?x153 (maxpool 3 3 1 1 1 1 1 1 ?x131)))
 (= (dim ?x153 2) sym_h))))
(assert
 (let ((?x131 (slice 1 sym_a sym_c in_X)))
 (let ((?x153 (maxpool 3 3 1 1 1 1 1 1 ?x131)))
 (= (dim ?x153 3) sym_w))))
(assert
 (let ((?x131 (slice 1 sym_a sym_c in_X)))
(let ((?x153 (maxpool 3 3 1 1 1 1 1 1 ?x131)))
(let ((?x84 (maxpool 3 3 1 1 1 1 1 1 in_X)))
(let ((?x106 (slice 1 sym_a sym_c ?x84)))
(let ((?x120 (slice 1 0 sym_a in_X)))
(let ((?x142 (maxpool 3 3 1 1 1 1 1 1 ?x120)))
(let ((?x95 (slice 1 0 sym_a ?x84)))
(or (and (distinct ?x95 ?x142) true) (and (distinct ?x106 ?x153) true))))))))))
(check-sat)
