; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_slice
; z3 rlimit used: 41761
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
 (forall ((X T) (ax Int) (e Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (s Int) (sh Int) (sw Int) )(! (let ((?x1220 (maxpool kh kw sh sw pt pl pb pr (slice ax s e X))))
 (let ((?x1213 (slice ax s e (maxpool kh kw sh sw pt pl pb pr X))))
 (let (($x1215 (= ?x1213 ?x1220)))
 (=> (and (<= 0 ax) (> 2 ax) (<= s e)) $x1215)))) :pattern ( (slice ax s e (maxpool kh kw sh sw pt pl pb pr X)) ) :pattern ( (maxpool kh kw sh sw pt pl pb pr (slice ax s e X)) ) :qid maxpool_slice))
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
 (let ((?x2887 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (rank ?x2887) 4)))
(assert
 (let ((?x2887 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (dim ?x2887 0) sym_n)))
(assert
 (let ((?x2887 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (dim ?x2887 1) sym_c)))
(assert
 (let ((?x2887 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (dim ?x2887 2) sym_h)))
(assert
 (let ((?x2887 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (= (dim ?x2887 3) sym_w)))
(assert
 (let ((?x2887 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x3038 (slice 1 0 sym_a ?x2887)))
 (= (rank ?x3038) 4))))
(assert
 (let ((?x2887 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x3038 (slice 1 0 sym_a ?x2887)))
 (= (dim ?x3038 0) sym_n))))
(assert
 (let ((?x2887 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x3038 (slice 1 0 sym_a ?x2887)))
 (= (dim ?x3038 1) sym_a))))
(assert
 (let ((?x2887 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x3038 (slice 1 0 sym_a ?x2887)))
 (= (dim ?x3038 2) sym_h))))
(assert
 (let ((?x2887 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x3038 (slice 1 0 sym_a ?x2887)))
 (= (dim ?x3038 3) sym_w))))
(assert
 (let ((?x2887 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x3274 (slice 1 sym_a sym_c ?x2887)))
 (= (rank ?x3274) 4))))
(assert
 (let ((?x2887 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x3274 (slice 1 sym_a sym_c ?x2887)))
 (= (dim ?x3274 0) sym_n))))
(assert
 (let ((?x2766 (* (- 1) sym_a)))
 (let ((?x3105 (+ sym_c ?x2766)))
 (let ((?x2887 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x3274 (slice 1 sym_a sym_c ?x2887)))
 (let ((?x1992 (dim ?x3274 1)))
 (= ?x1992 ?x3105)))))))
(assert
 (let ((?x2887 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x3274 (slice 1 sym_a sym_c ?x2887)))
 (= (dim ?x3274 2) sym_h))))
(assert
 (let ((?x2887 (maxpool 3 3 1 1 1 1 1 1 in_X)))
 (let ((?x3274 (slice 1 sym_a sym_c ?x2887)))
 (= (dim ?x3274 3) sym_w))))
(assert
 (let ((?x2766 (* (- 1) sym_a)))
 (let ((?x3105 (+ sym_c ?x2766)))
 (>= ?x3105 0))))
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
 (let ((?x2766 (* (- 1) sym_a)))
 (let ((?x3105 (+ sym_c ?x2766)))
 (let ((?x3664 (slice 1 sym_a sym_c in_X)))
 (let ((?x3785 (dim ?x3664 1)))
 (= ?x3785 ?x3105))))))
(assert
 (= (dim (slice 1 sym_a sym_c in_X) 2) sym_h))
(assert
 (= (dim (slice 1 sym_a sym_c in_X) 3) sym_w))
(assert
 (let ((?x3158 (slice 1 0 sym_a in_X)))
 (let ((?x2657 (maxpool 3 3 1 1 1 1 1 1 ?x3158)))
 (= (rank ?x2657) 4))))
(assert
 (let ((?x3158 (slice 1 0 sym_a in_X)))
 (let ((?x2657 (maxpool 3 3 1 1 1 1 1 1 ?x3158)))
 (= (dim ?x2657 0) sym_n))))
(assert
 (let ((?x3158 (slice 1 0 sym_a in_X)))
 (let ((?x2657 (maxpool 3 3 1 1 1 1 1 1 ?x3158)))
 (= (dim ?x2657 1) sym_a))))
(assert
 (let ((?x3158 (slice 1 0 sym_a in_X)))
 (let ((?x2657 (maxpool 3 3 1 1 1 1 1 1 ?x3158)))
 (= (dim ?x2657 2) sym_h))))
(assert
 (let ((?x3158 (slice 1 0 sym_a in_X)))
 (let ((?x2657 (maxpool 3 3 1 1 1 1 1 1 ?x3158)))
 (= (dim ?x2657 3) sym_w))))
(assert
 (let ((?x3664 (slice 1 sym_a sym_c in_X)))
 (let ((?x2835 (maxpool 3 3 1 1 1 1 1 1 ?x3664)))
 (= (rank ?x2835) 4))))
(assert
 (let ((?x3664 (slice 1 sym_a sym_c in_X)))
 (let ((?x2835 (maxpool 3 3 1 1 1 1 1 1 ?x3664)))
 (= (dim ?x2835 0) sym_n))))
(assert
 (let ((?x2766 (* (- 1) sym_a)))
 (let ((?x3105 (+ sym_c ?x2766)))
 (let ((?x3664 (slice 1 sym_a sym_c in_X)))
 (let ((?x2835 (maxpool 3 3 1 1 1 1 1 1 ?x3664)))
 (let ((?x3167 (dim ?x2835 1)))
 (= ?x3167 ?x3105)))))))
(assert
 (let ((?x3664 (slice 1 sym_a sym_c in_X)))
 (let ((?x2835 (maxpool 3 3 1 1 1 1 1 1 ?x3664)))
 (= (dim ?x2835 2) sym_h))))
(assert
 (let ((?x3664 (slice 1 sym_a sym_c in_X)))
 (let ((?x2835 (maxpool 3 3 1 1 1 1 1 1 ?x3664)))
 (= (dim ?x2835 3) sym_w))))
(assert
 (let ((?x3664 (slice 1 sym_a sym_c in_X)))
(let ((?x2835 (maxpool 3 3 1 1 1 1 1 1 ?x3664)))
(let ((?x2887 (maxpool 3 3 1 1 1 1 1 1 in_X)))
(let ((?x3274 (slice 1 sym_a sym_c ?x2887)))
(let ((?x3158 (slice 1 0 sym_a in_X)))
(let ((?x2657 (maxpool 3 3 1 1 1 1 1 1 ?x3158)))
(let ((?x3038 (slice 1 0 sym_a ?x2887)))
(or (and (distinct ?x3038 ?x2657) true) (and (distinct ?x3274 ?x2835) true))))))))))
(check-sat)
