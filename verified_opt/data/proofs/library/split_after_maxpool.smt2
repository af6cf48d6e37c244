; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_slice
; z3 rlimit used: 3642
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun slice (Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun sym_a () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (ax Int) (e Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (s Int) (sh Int) (sw Int) )(! (let ((?x41 (maxpool kh kw sh sw pt pl pb pr (slice ax s e X))))
 (let ((?x39 (slice ax s e (maxpool kh kw sh sw pt pl pb pr X))))
 (let (($x42 (= ?x39 ?x41)))
 (let (($x36 (= (rank X) 4)))
 (let (($x32 (>= pr 0)))
 (let (($x30 (>= pb 0)))
 (let (($x28 (>= pl 0)))
 (let (($x26 (>= pt 0)))
 (let (($x24 (>= sw 1)))
 (let (($x22 (>= sh 1)))
 (let (($x20 (>= kw 1)))
 (let (($x18 (>= kh 1)))
 (let (($x16 (>= e 1)))
 (let (($x14 (>= s 0)))
 (let (($x13 (>= ax 0)))
 (let (($x37 (and (<= 0 ax) (> 2 ax) (<= s e) $x13 $x14 $x16 $x18 $x20 $x22 $x24 $x26 $x28 $x30 $x32 $x36)))
 (=> $x37 $x42))))))))))))))))) :pattern ( (slice ax s e (maxpool kh kw sh sw pt pl pb pr X)) ) :pattern ( (maxpool kh kw sh sw pt pl pb pr (slice ax s e X)) ) :qid maxpool_slice))
 )
(assert
 (>= sym_a 1))
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_w 1))
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
 (let ((?x96 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (rank ?x96) 4)))
(assert
 (let ((?x96 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (dim ?x96 0) sym_n)))
(assert
 (let ((?x96 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (dim ?x96 1) sym_c)))
(assert
 (let ((?x96 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (dim ?x96 2) sym_h)))
(assert
 (let ((?x96 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (dim ?x96 3) sym_w)))
(assert
 (let ((?x96 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x107 (slice 1 0 sym_a ?x96)))
 (= (rank ?x107) 4))))
(assert
 (let ((?x96 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x107 (slice 1 0 sym_a ?x96)))
 (= (dim ?x107 0) sym_n))))
(assert
 (let ((?x96 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x107 (slice 1 0 sym_a ?x96)))
 (= (dim ?x107 1) sym_a))))
(assert
 (let ((?x96 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x107 (slice 1 0 sym_a ?x96)))
 (= (dim ?x107 2) sym_h))))
(assert
 (let ((?x96 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x107 (slice 1 0 sym_a ?x96)))
 (= (dim ?x107 3) sym_w))))
(assert
 (let ((?x96 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x118 (slice 1 sym_a sym_c ?x96)))
 (= (rank ?x118) 4))))
(assert
 (let ((?x96 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x118 (slice 1 sym_a sym_c ?x96)))
 (= (dim ?x118 0) sym_n))))
(assert
 (let ((?x124 (* (- 1) sym_a)))
 (let ((?x125 (+ sym_c ?x124)))
 (let ((?x96 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x118 (slice 1 sym_a sym_c ?x96)))
 (let ((?x123 (dim ?x118 1)))
 (= ?x123 ?x125)))))))
(assert
 (let ((?x96 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x118 (slice 1 sym_a sym_c ?x96)))
 (= (dim ?x118 2) sym_h))))
(assert
 (let ((?x96 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x118 (slice 1 sym_a sym_c ?x96)))
 (= (dim ?x118 3) sym_w))))
(assert
 (let ((?x124 (* (- 1) sym_a)))
 (let ((?x125 (+ sym_c ?x124)))
 (>= ?x125 0))))
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
 (let ((?x124 (* (- 1) sym_a)))
 (let ((?x125 (+ sym_c ?x124)))
 (let ((?x143 (slice 1 sym_a sym_c in_X)))
 (let ((?x148 (dim ?x143 1)))
 (= ?x148 ?x125))))))
(assert
 (= (dim (slice 1 sym_a sym_c in_X) 2) sym_h))
(assert
 (= (dim (slice 1 sym_a sym_c in_X) 3) sym_w))
(assert
 (let ((?x132 (slice 1 0 sym_a in_X)))
 (let ((?x154 (maxpool 3 3 1 1 1 1 1 1 ?x132)))
 (= (rank ?x154) 4))))
(assert
 (let ((?x132 (slice 1 0 sym_a in_X)))
 (let ((?x154 (maxpool 3 3 1 1 1 1 1 1 ?x132)))
 (= (dim ?x154 0) sym_n))))
(assert
 (let ((?x132 (slice 1 0 sym_a in_X)))
 (let ((?x154 (maxpool 3 3 1 1 1 1 1 1 ?x132)))
 (= (dim ?x154 1) sym_a))))
(assert
 (let ((?x132 (slice 1 0 sym_a in_X)))
 (let ((?x154 (maxpool 3 3 1 1 1 1 1 1 ?x132)))
 (= (dim ?x154 2) sym_h))))
(assert
 (let ((?x132 (slice 1 0 sym_a in_X)))
 (let ((?x154 (maxpool 3 3 1 1 1 1 1 1 ?x132)))
 (= (dim ?x154 3) sym_w))))
(assert
 (let ((?x143 (slice 1 sym_a sym_c in_X)))
 (let ((?x165 (maxpool 3 3 1 1 1 1 1 1 ?x143)))
 (= (rank ?x165) 4))))
(assert
 (let ((?x143 (slice 1 sym_a sym_c in_X)))
 (let ((?x165 (maxpool 3 3 1 1 1 1 1 1 ?x143)))
 (= (dim ?x165 0) sym_n))))
(assert
 (let ((?x124 (* (- 1) sym_a)))
 (let ((?x125 (+ sym_c ?x124)))
 (let ((?x143 (slice 1 sym_a sym_c in_X)))
 (let ((?x165 (maxpool 3 3 1 1 1 1 1 1 ?x143)))
 (let ((?x170 (dim ?x165 1)))
 (= ?x170 ?x125)))))))
(assert
 (let ((?x143 (slice 1 sym_a sym_c in_X)))
 (let ((?x165 (maxpool 3 3 1 1 1 1 1 1 ?x143)))
 (= (dim ?x165 2) sym_h))))
(assert
 (let ((?x143 (slice 1 sym_a sym_c in_X)))
 (let ((?x165 (maxpool 3 3 1 1 1 1 1 1 ?x143)))
 (= (dim ?x165 3) sym_w))))
(assert
 (let ((?x143 (slice 1 sym_a sym_c in_X)))
(let ((?x165 (maxpool 3 3 1 1 1 1 1 1 ?x143)))
(let ((?x96 (maxpool 3 3 1 1 1 1 1 1 in_X)))
(let ((?x118 (slice 1 sym_a sym_c ?x96)))
(let ((?x132 (slice 1 0 sym_a in_X)))
(let ((?x154 (maxpool 3 3 1 1 1 1 1 1 ?x132)))
(let ((?x107 (slice 1 0 sym_a ?x96)))
(or (and (distinct ?x107 ?x154) true) (and (distinct ?x118 ?x165) true))))))))))
(check-sat)
