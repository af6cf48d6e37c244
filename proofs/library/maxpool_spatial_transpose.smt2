; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_transpose_spatial
; z3 rlimit used: 45118
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
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x1251 (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X))))
 (let ((?x934 (transpose4 0 1 3 2 X)))
 (let ((?x1210 (maxpool kh kw sh sw pt pl pb pr ?x934)))
 (= ?x1210 ?x1251)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X)) ) :pattern ( (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X)) ) :qid maxpool_transpose_spatial))
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
 (let ((?x2903 (transpose4 0 1 3 2 in_X)))
 (let ((?x4000 (maxpool 3 2 2 1 1 0 1 0 ?x2903)))
 (= (rank ?x4000) 4))))
(assert
 (let ((?x2903 (transpose4 0 1 3 2 in_X)))
 (let ((?x4000 (maxpool 3 2 2 1 1 0 1 0 ?x2903)))
 (= (dim ?x4000 0) sym_n))))
(assert
 (let ((?x2903 (transpose4 0 1 3 2 in_X)))
 (let ((?x4000 (maxpool 3 2 2 1 1 0 1 0 ?x2903)))
 (= (dim ?x4000 1) sym_c))))
(assert
 (let ((?x2565 (div (+ (- 1) sym_w) 2)))
 (let ((?x3440 (+ 1 ?x2565)))
 (let ((?x2903 (transpose4 0 1 3 2 in_X)))
 (let ((?x4000 (maxpool 3 2 2 1 1 0 1 0 ?x2903)))
 (let ((?x4049 (dim ?x4000 2)))
 (= ?x4049 ?x3440)))))))
(assert
 (let ((?x3113 (+ (- 1) sym_h)))
 (let ((?x2903 (transpose4 0 1 3 2 in_X)))
 (let ((?x4000 (maxpool 3 2 2 1 1 0 1 0 ?x2903)))
 (let ((?x2887 (dim ?x4000 3)))
 (= ?x2887 ?x3113))))))
(assert
 (let ((?x2565 (div (+ (- 1) sym_w) 2)))
 (let ((?x3440 (+ 1 ?x2565)))
 (>= ?x3440 0))))
(assert
 (let ((?x3113 (+ (- 1) sym_h)))
 (>= ?x3113 0)))
(assert
 (let ((?x2842 (maxpool 2 3 1 2 0 1 0 1 in_X)))
 (= (rank ?x2842) 4)))
(assert
 (let ((?x2842 (maxpool 2 3 1 2 0 1 0 1 in_X)))
 (= (dim ?x2842 0) sym_n)))
(assert
 (let ((?x2842 (maxpool 2 3 1 2 0 1 0 1 in_X)))
 (= (dim ?x2842 1) sym_c)))
(assert
 (let ((?x3113 (+ (- 1) sym_h)))
 (let ((?x2842 (maxpool 2 3 1 2 0 1 0 1 in_X)))
 (let ((?x1931 (dim ?x2842 2)))
 (= ?x1931 ?x3113)))))
(assert
 (let ((?x2565 (div (+ (- 1) sym_w) 2)))
 (let ((?x3440 (+ 1 ?x2565)))
 (let ((?x2842 (maxpool 2 3 1 2 0 1 0 1 in_X)))
 (let ((?x2925 (dim ?x2842 3)))
 (= ?x2925 ?x3440))))))
(assert
 (let ((?x2842 (maxpool 2 3 1 2 0 1 0 1 in_X)))
 (let ((?x3378 (transpose4 0 1 3 2 ?x2842)))
 (= (rank ?x3378) 4))))
(assert
 (let ((?x2842 (maxpool 2 3 1 2 0 1 0 1 in_X)))
 (let ((?x3378 (transpose4 0 1 3 2 ?x2842)))
 (= (dim ?x3378 0) sym_n))))
(assert
 (let ((?x2842 (maxpool 2 3 1 2 0 1 0 1 in_X)))
 (let ((?x3378 (transpose4 0 1 3 2 ?x2842)))
 (= (dim ?x3378 1) sym_c))))
(assert
 (let ((?x2565 (div (+ (- 1) sym_w) 2)))
 (let ((?x3440 (+ 1 ?x2565)))
 (let ((?x2842 (maxpool 2 3 1 2 0 1 0 1 in_X)))
 (let ((?x3378 (transpose4 0 1 3 2 ?x2842)))
 (let ((?x2658 (dim ?x3378 2)))
 (= ?x2658 ?x3440)))))))
(assert
 (let ((?x3113 (+ (- 1) sym_h)))
 (let ((?x2842 (maxpool 2 3 1 2 0 1 0 1 in_X)))
 (let ((?x3378 (transpose4 0 1 3 2 ?x2842)))
 (let ((?x3545 (dim ?x3378 3)))
 (= ?x3545 ?x3113))))))
(assert
 (let ((?x2842 (maxpool 2 3 1 2 0 1 0 1 in_X)))
(let ((?x3378 (transpose4 0 1 3 2 ?x2842)))
(let ((?x2903 (transpose4 0 1 3 2 in_X)))
(let ((?x4000 (maxpool 3 2 2 1 1 0 1 0 ?x2903)))
(and (distinct ?x4000 ?x3378) true))))))
(check-sat)
