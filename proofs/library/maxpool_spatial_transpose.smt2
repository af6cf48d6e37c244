; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_transpose_spatial
; z3 rlimit used: 55916
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x21 (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X))))
 (let ((?x19 (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X))))
 (= ?x19 ?x21))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X)) ) :pattern ( (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X)) ) :qid maxpool_transpose_spatial))
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
 (= (rank (transpose4 0 1 3 2 in_X)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_X) 0) sym_n))
(assert
 (= (dim (transpose4 0 1 3 2 in_X) 1) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_X) 2) sym_w))
(assert
 (= (dim (transpose4 0 1 3 2 in_X) 3) sym_h))
(assert
 (let ((?x63 (transpose4 0 1 3 2 in_X)))
 (let ((?x74 (maxpool 3 2 2 1 1 0 1 0 ?x63)))
 (= (rank ?x74) 4))))
(assert
 (let ((?x63 (transpose4 0 1 3 2 in_X)))
 (let ((?x74 (maxpool 3 2 2 1 1 0 1 0 ?x63)))
 (= (dim ?x74 0) sym_n))))
(assert
 (let ((?x63 (transpose4 0 1 3 2 in_X)))
 (let ((?x74 (maxpool 3 2 2 1 1 0 1 0 ?x63)))
 (= (dim ?x74 1) sym_c))))
(assert
 (let ((?x84 (div (+ (- 1) sym_w) 2)))
 (let ((?x85 (+ 1 ?x84)))
 (let ((?x63 (transpose4 0 1 3 2 in_X)))
 (let ((?x74 (maxpool 3 2 2 1 1 0 1 0 ?x63)))
 (let ((?x81 (dim ?x74 2)))
 (= ?x81 ?x85)))))))
(assert
 (let ((?x88 (+ (- 1) sym_h)))
 (let ((?x63 (transpose4 0 1 3 2 in_X)))
 (let ((?x74 (maxpool 3 2 2 1 1 0 1 0 ?x63)))
 (let ((?x87 (dim ?x74 3)))
 (= ?x87 ?x88))))))
(assert
 (let ((?x84 (div (+ (- 1) sym_w) 2)))
 (let ((?x85 (+ 1 ?x84)))
 (>= ?x85 0))))
(assert
 (let ((?x88 (+ (- 1) sym_h)))
 (>= ?x88 0)))
(assert
 (let ((?x92 (maxpool 2 3 1 2 0 1 0 1 in_X)))
 (= (rank ?x92) 4)))
(assert
 (let ((?x92 (maxpool 2 3 1 2 0 1 0 1 in_X)))
 (= (dim ?x92 0) sym_n)))
(assert
 (let ((?x92 (maxpool 2 3 1 2 0 1 0 1 in_X)))
 (= (dim ?x92 1) sym_c)))
(assert
 (let ((?x88 (+ (- 1) sym_h)))
 (let ((?x92 (maxpool 2 3 1 2 0 1 0 1 in_X)))
 (let ((?x99 (dim ?x92 2)))
 (= ?x99 ?x88)))))
(assert
 (let ((?x84 (div (+ (- 1) sym_w) 2)))
 (let ((?x85 (+ 1 ?x84)))
 (let ((?x92 (maxpool 2 3 1 2 0 1 0 1 in_X)))
 (let ((?x101 (dim ?x92 3)))
 (= ?x101 ?x85))))))
(assert
 (let ((?x92 (maxpool 2 3 1 2 0 1 0 1 in_X)))
 (let ((?x103 (transpose4 0 1 3 2 ?x92)))
 (= (rank ?x103) 4))))
(assert
 (let ((?x92 (maxpool 2 3 1 2 0 1 0 1 in_X)))
 (let ((?x103 (transpose4 0 1 3 2 ?x92)))
 (= (dim ?x103 0) sym_n))))
(assert
 (let ((?x92 (maxpool 2 3 1 2 0 1 0 1 in_X)))
 (let ((?x103 (transpose4 0 1 3 2 ?x92)))
 (= (dim ?x103 1) sym_c))))
(assert
 (let ((?x84 (div (+ (- 1) sym_w) 2)))
 (let ((?x85 (+ 1 ?x84)))
 (let ((?x92 (maxpool 2 3 1 2 0 1 0 1 in_X)))
 (let ((?x103 (transpose4 0 1 3 2 ?x92)))
 (let ((?x110 (dim ?x103 2)))
 (= ?x110 ?x85)))))))
(assert
 (let ((?x88 (+ (- 1) sym_h)))
 (let ((?x92 (maxpool 2 3 1 2 0 1 0 1 in_X)))
 (let ((?x103 (transpose4 0 1 3 2 ?x92)))
 (let ((?x112 (dim ?x103 3)))
 (= ?x112 ?x88))))))
(assert
 (let ((?x92 (maxpool 2 3 1 2 0 1 0 1 in_X)))
(let ((?x103 (transpose4 0 1 3 2 ?x92)))
(let ((?x63 (transpose4 0 1 3 2 in_X)))
(let ((?x74 (maxpool 3 2 2 1 1 0 1 0 ?x63)))
(and (distinct ?x74 ?x103) true))))))
(check-sat)
