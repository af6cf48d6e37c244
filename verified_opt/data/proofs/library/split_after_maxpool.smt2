; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_slice
; z3 rlimit used: 74535
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun slice (Int Int Int T) T)
(declare-fun sym_a () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (ax Int) (e Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (s Int) (sh Int) (sw Int) )(! (let ((?x38 (maxpool kh kw sh sw pt pl pb pr (slice ax s e X))))
 (let ((?x36 (slice ax s e (maxpool kh kw sh sw pt pl pb pr X))))
 (let (($x39 (= ?x36 ?x38)))
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
 (let (($x33 (and (<= 0 ax) (> 2 ax) (<= s e) $x13 $x14 $x16 $x18 $x20 $x22 $x24 $x26 $x28 $x30 $x32)))
 (=> $x33 $x39)))))))))))))))) :pattern ( (slice ax s e (maxpool kh kw sh sw pt pl pb pr X)) ) :pattern ( (maxpool kh kw sh sw pt pl pb pr (slice ax s e X)) ) :qid maxpool_slice))
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
 (let ((?x94 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (rank ?x94) 4)))
(assert
 (let ((?x94 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (dim ?x94 0) sym_n)))
(assert
 (let ((?x94 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (dim ?x94 1) sym_c)))
(assert
 (let ((?x94 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (dim ?x94 2) sym_h)))
(assert
 (let ((?x94 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (dim ?x94 3) sym_w)))
(assert
 (let ((?x94 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x105 (slice 1 0 sym_a ?x94)))
 (= (rank ?x105) 4))))
(assert
 (let ((?x94 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x105 (slice 1 0 sym_a ?x94)))
 (= (dim ?x105 0) sym_n))))
(assert
 (let ((?x94 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x105 (slice 1 0 sym_a ?x94)))
 (= (dim ?x105 1) sym_a))))
(assert
 (let ((?x94 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x105 (slice 1 0 sym_a ?x94)))
 (= (dim ?x105 2) sym_h))))
(assert
 (let ((?x94 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x105 (slice 1 0 sym_a ?x94)))
 (= (dim ?x105 3) sym_w))))
(assert
 (let ((?x94 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x116 (slice 1 sym_a sym_c ?x94)))
 (= (rank ?x116) 4))))
(assert
 (let ((?x94 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x116 (slice 1 sym_a sym_c ?x94)))
 (= (dim ?x116 0) sym_n))))
(assert
 (let ((?x122 (* (- 1) sym_a)))
 (let ((?x123 (+ sym_c ?x122)))
 (let ((?x94 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x116 (slice 1 sym_a sym_c ?x94)))
 (let ((?x121 (dim ?x116 1)))
 (= ?x121 ?x123)))))))
(assert
 (let ((?x94 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x116 (slice 1 sym_a sym_c ?x94)))
 (= (dim ?x116 2) sym_h))))
(assert
 (let ((?x94 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x116 (slice 1 sym_a sym_c ?x94)))
 (= (dim ?x116 3) sym_w))))
(assert
 (let ((?x122 (* (- 1) sym_a)))
 (let ((?x123 (+ sym_c ?x122)))
 (>= ?x123 0))))
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
 (let ((?x122 (* (- 1) sym_a)))
 (let ((?x123 (+ sym_c ?x122)))
 (let ((?x141 (slice 1 sym_a sym_c in_X)))
 (let ((?x146 (dim ?x141 1)))
 (= ?x146 ?x123))))))
(assert
 (= (dim (slice 1 sym_a sym_c in_X) 2) sym_h))
(assert
 (= (dim (slice 1 sym_a sym_c in_X) 3) sym_w))
(assert
 (let ((?x130 (slice 1 0 sym_a in_X)))
 (let ((?x152 (maxpool 3 3 1 1 1 1 1 1 ?x130)))
 (= (rank ?x152) 4))))
(assert
 (let ((?x130 (slice 1 0 sym_a in_X)))
 (let ((?x152 (maxpool 3 3 1 1 1 1 1 1 ?x130)))
 (= (dim ?x152 0) sym_n))))
(assert
 (let ((?x130 (slice 1 0 sym_a in_X)))
 (let ((?x152 (maxpool 3 3 1 1 1 1 1 1 ?x130)))
 (= (dim ?x152 1) sym_a))))
(assert
 (let ((?x130 (slice 1 0 sym_a in_X)))
 (let ((?x152 (maxpool 3 3 1 1 1 1 1 1 ?x130)))
 (= (dim ?x152 2) sym_h))))
(assert
 (let ((?x130 (slice 1 0 sym_a in_X)))
 (let ((?x152 (maxpool 3 3 1 1 1 1 1 1 ?x130)))
 (= (dim ?x152 3) sym_w))))
(assert
 (let ((?x141 (slice 1 sym_a sym_c in_X)))
 (let ((?x163 (maxpool 3 3 1 1 1 1 1 1 ?x141)))
 (= (rank ?x163) 4))))
(assert
 (let ((?x141 (slice 1 sym_a sym_c in_X)))
 (let ((?x163 (maxpool 3 3 1 1 1 1 1 1 ?x141)))
 (= (dim ?x163 0) sym_n))))
(assert
 (let ((?x122 (* (- 1) sym_a)))
 (let ((?x123 (+ sym_c ?x122)))
 (let ((?x141 (slice 1 sym_a sym_c in_X)))
 (let ((?x163 (maxpool 3 3 1 1 1 1 1 1 ?x141)))
 (let ((?x168 (dim ?x163 1)))
 (= ?x168 ?x123)))))))
(assert
 (let ((?x141 (slice 1 sym_a sym_c in_X)))
 (let ((?x163 (maxpool 3 3 1 1 1 1 1 1 ?x141)))
 (= (dim ?x163 2) sym_h))))
(assert
 (let ((?x141 (slice 1 sym_a sym_c in_X)))
 (let ((?x163 (maxpool 3 3 1 1 1 1 1 1 ?x141)))
 (= (dim ?x163 3) sym_w))))
(assert
 (let ((?x141 (slice 1 sym_a sym_c in_X)))
(let ((?x163 (maxpool 3 3 1 1 1 1 1 1 ?x141)))
(let ((?x94 (maxpool 3 3 1 1 1 1 1 1 in_X)))
(let ((?x116 (slice 1 sym_a sym_c ?x94)))
(let ((?x130 (slice 1 0 sym_a in_X)))
(let ((?x152 (maxpool 3 3 1 1 1 1 1 1 ?x130)))
(let ((?x105 (slice 1 0 sym_a ?x94)))
(or (and (distinct ?x105 ?x152) true) (and (distinct ?x116 ?x163) true))))))))))
(check-sat)
