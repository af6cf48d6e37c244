; verified_opt proof obligation: unsat means the rule holds
; axioms used: avgpool_concat_ch
; z3 rlimit used: 41885
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun avgpool (Int Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c1 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) (ci Int) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x1128 (avgpool kh kw sh sw pt pl pb pr ci Y)))
 (let ((?x1153 (avgpool kh kw sh sw pt pl pb pr ci X)))
 (let ((?x1204 (concat 1 ?x1153 ?x1128)))
 (let ((?x1176 (avgpool kh kw sh sw pt pl pb pr ci (concat 1 X Y))))
 (= ?x1176 ?x1204))))) :pattern ( (avgpool kh kw sh sw pt pl pb pr ci (concat 1 X Y)) ) :pattern ( (concat 1 (avgpool kh kw sh sw pt pl pb pr ci X) (avgpool kh kw sh sw pt pl pb pr ci Y)) ) :qid avgpool_concat_ch))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c1 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_w 1))
(assert
 (>= sym_c2 1))
(assert
 (= (rank in_X) 4))
(assert
 (= (dim in_X 0) sym_n))
(assert
 (= (dim in_X 1) sym_c1))
(assert
 (= (dim in_X 2) sym_h))
(assert
 (= (dim in_X 3) sym_w))
(assert
 (= (rank in_Y) 4))
(assert
 (= (dim in_Y 0) sym_n))
(assert
 (= (dim in_Y 1) sym_c2))
(assert
 (= (dim in_Y 2) sym_h))
(assert
 (= (dim in_Y 3) sym_w))
(assert
 (let ((?x2051 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (= (rank ?x2051) 4)))
(assert
 (let ((?x2051 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (= (dim ?x2051 0) sym_n)))
(assert
 (let ((?x2051 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (= (dim ?x2051 1) sym_c1)))
(assert
 (let ((?x3195 (div (+ (- 2) sym_h) 2)))
 (let ((?x4514 (+ 1 ?x3195)))
 (let ((?x2051 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (let ((?x3272 (dim ?x2051 2)))
 (= ?x3272 ?x4514))))))
(assert
 (let ((?x3172 (div (+ (- 2) sym_w) 2)))
 (let ((?x3683 (+ 1 ?x3172)))
 (let ((?x2051 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (let ((?x3407 (dim ?x2051 3)))
 (= ?x3407 ?x3683))))))
(assert
 (let ((?x3631 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (= (rank ?x3631) 4)))
(assert
 (let ((?x3631 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (= (dim ?x3631 0) sym_n)))
(assert
 (let ((?x3631 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (= (dim ?x3631 1) sym_c2)))
(assert
 (let ((?x3195 (div (+ (- 2) sym_h) 2)))
 (let ((?x4514 (+ 1 ?x3195)))
 (let ((?x3631 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (let ((?x3636 (dim ?x3631 2)))
 (= ?x3636 ?x4514))))))
(assert
 (let ((?x3172 (div (+ (- 2) sym_w) 2)))
 (let ((?x3683 (+ 1 ?x3172)))
 (let ((?x3631 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (let ((?x4787 (dim ?x3631 3)))
 (= ?x4787 ?x3683))))))
(assert
 (let ((?x3631 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (let ((?x2051 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (let ((?x2054 (concat 1 ?x2051 ?x3631)))
 (= (rank ?x2054) 4)))))
(assert
 (let ((?x3631 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (let ((?x2051 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (let ((?x2054 (concat 1 ?x2051 ?x3631)))
 (= (dim ?x2054 0) sym_n)))))
(assert
 (let ((?x3007 (+ sym_c1 sym_c2)))
 (let ((?x3631 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (let ((?x2051 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (let ((?x2054 (concat 1 ?x2051 ?x3631)))
 (let ((?x3188 (dim ?x2054 1)))
 (= ?x3188 ?x3007)))))))
(assert
 (let ((?x3195 (div (+ (- 2) sym_h) 2)))
 (let ((?x4514 (+ 1 ?x3195)))
 (let ((?x3631 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (let ((?x2051 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (let ((?x2054 (concat 1 ?x2051 ?x3631)))
 (let ((?x4075 (dim ?x2054 2)))
 (= ?x4075 ?x4514))))))))
(assert
 (let ((?x3172 (div (+ (- 2) sym_w) 2)))
 (let ((?x3683 (+ 1 ?x3172)))
 (let ((?x3631 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
 (let ((?x2051 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
 (let ((?x2054 (concat 1 ?x2051 ?x3631)))
 (let ((?x2782 (dim ?x2054 3)))
 (= ?x2782 ?x3683))))))))
(assert
 (let ((?x3195 (div (+ (- 2) sym_h) 2)))
 (let ((?x4514 (+ 1 ?x3195)))
 (>= ?x4514 0))))
(assert
 (let ((?x3172 (div (+ (- 2) sym_w) 2)))
 (let ((?x3683 (+ 1 ?x3172)))
 (>= ?x3683 0))))
(assert
 (let ((?x3007 (+ sym_c1 sym_c2)))
 (>= ?x3007 0)))
(assert
 (= (rank (concat 1 in_X in_Y)) 4))
(assert
 (= (dim (concat 1 in_X in_Y) 0) sym_n))
(assert
 (let ((?x3007 (+ sym_c1 sym_c2)))
 (let ((?x3591 (concat 1 in_X in_Y)))
 (let ((?x3157 (dim ?x3591 1)))
 (= ?x3157 ?x3007)))))
(assert
 (= (dim (concat 1 in_X in_Y) 2) sym_h))
(assert
 (= (dim (concat 1 in_X in_Y) 3) sym_w))
(assert
 (let ((?x3591 (concat 1 in_X in_Y)))
 (let ((?x4213 (avgpool 2 2 2 2 0 0 0 0 0 ?x3591)))
 (= (rank ?x4213) 4))))
(assert
 (let ((?x3591 (concat 1 in_X in_Y)))
 (let ((?x4213 (avgpool 2 2 2 2 0 0 0 0 0 ?x3591)))
 (= (dim ?x4213 0) sym_n))))
(assert
 (let ((?x3007 (+ sym_c1 sym_c2)))
 (let ((?x3591 (concat 1 in_X in_Y)))
 (let ((?x4213 (avgpool 2 2 2 2 0 0 0 0 0 ?x3591)))
 (let ((?x3216 (dim ?x4213 1)))
 (= ?x3216 ?x3007))))))
(assert
 (let ((?x3195 (div (+ (- 2) sym_h) 2)))
 (let ((?x4514 (+ 1 ?x3195)))
 (let ((?x3591 (concat 1 in_X in_Y)))
 (let ((?x4213 (avgpool 2 2 2 2 0 0 0 0 0 ?x3591)))
 (let ((?x3148 (dim ?x4213 2)))
 (= ?x3148 ?x4514)))))))
(assert
 (let ((?x3172 (div (+ (- 2) sym_w) 2)))
 (let ((?x3683 (+ 1 ?x3172)))
 (let ((?x3591 (concat 1 in_X in_Y)))
 (let ((?x4213 (avgpool 2 2 2 2 0 0 0 0 0 ?x3591)))
 (let ((?x2026 (dim ?x4213 3)))
 (= ?x2026 ?x3683)))))))
(assert
 (let ((?x3591 (concat 1 in_X in_Y)))
(let ((?x4213 (avgpool 2 2 2 2 0 0 0 0 0 ?x3591)))
(let ((?x3631 (avgpool 2 2 2 2 0 0 0 0 0 in_Y)))
(let ((?x2051 (avgpool 2 2 2 2 0 0 0 0 0 in_X)))
(let ((?x2054 (concat 1 ?x2051 ?x3631)))
(and (distinct ?x2054 ?x4213) true)))))))
(check-sat)
