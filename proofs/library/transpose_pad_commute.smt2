; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose4_pad_0231
; z3 rlimit used: 41146
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun pad4 (Int Int Int Int Int Int Int Int T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (b0 Int) (b1 Int) (b2 Int) (b3 Int) (e0 Int) (e1 Int) (e2 Int) (e3 Int) )(! (let ((?x1139 (pad4 b0 b2 b3 b1 e0 e2 e3 e1 (transpose4 0 2 3 1 X))))
 (let ((?x919 (pad4 b0 b1 b2 b3 e0 e1 e2 e3 X)))
 (let ((?x933 (transpose4 0 2 3 1 ?x919)))
 (= ?x933 ?x1139)))) :pattern ( (transpose4 0 2 3 1 (pad4 b0 b1 b2 b3 e0 e1 e2 e3 X)) ) :pattern ( (pad4 b0 b2 b3 b1 e0 e2 e3 e1 (transpose4 0 2 3 1 X)) ) :qid transpose4_pad_0231))
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
 (= (rank (pad4 0 0 1 2 0 0 0 1 in_X)) 4))
(assert
 (let ((?x2921 (pad4 0 0 1 2 0 0 0 1 in_X)))
 (= (dim ?x2921 0) sym_n)))
(assert
 (let ((?x2921 (pad4 0 0 1 2 0 0 0 1 in_X)))
 (= (dim ?x2921 1) sym_c)))
(assert
 (let ((?x3168 (+ 1 sym_h)))
 (let ((?x2921 (pad4 0 0 1 2 0 0 0 1 in_X)))
 (let ((?x2768 (dim ?x2921 2)))
 (= ?x2768 ?x3168)))))
(assert
 (let ((?x2805 (+ 3 sym_w)))
 (let ((?x2921 (pad4 0 0 1 2 0 0 0 1 in_X)))
 (let ((?x2746 (dim ?x2921 3)))
 (= ?x2746 ?x2805)))))
(assert
 (let ((?x2921 (pad4 0 0 1 2 0 0 0 1 in_X)))
 (let ((?x3762 (transpose4 0 2 3 1 ?x2921)))
 (= (rank ?x3762) 4))))
(assert
 (let ((?x2921 (pad4 0 0 1 2 0 0 0 1 in_X)))
 (let ((?x3762 (transpose4 0 2 3 1 ?x2921)))
 (= (dim ?x3762 0) sym_n))))
(assert
 (let ((?x3168 (+ 1 sym_h)))
 (let ((?x2921 (pad4 0 0 1 2 0 0 0 1 in_X)))
 (let ((?x3762 (transpose4 0 2 3 1 ?x2921)))
 (let ((?x3629 (dim ?x3762 1)))
 (= ?x3629 ?x3168))))))
(assert
 (let ((?x2805 (+ 3 sym_w)))
 (let ((?x2921 (pad4 0 0 1 2 0 0 0 1 in_X)))
 (let ((?x3762 (transpose4 0 2 3 1 ?x2921)))
 (let ((?x2824 (dim ?x3762 2)))
 (= ?x2824 ?x2805))))))
(assert
 (let ((?x2921 (pad4 0 0 1 2 0 0 0 1 in_X)))
 (let ((?x3762 (transpose4 0 2 3 1 ?x2921)))
 (= (dim ?x3762 3) sym_c))))
(assert
 (let ((?x3168 (+ 1 sym_h)))
 (>= ?x3168 0)))
(assert
 (let ((?x2805 (+ 3 sym_w)))
 (>= ?x2805 0)))
(assert
 (= (rank (transpose4 0 2 3 1 in_X)) 4))
(assert
 (= (dim (transpose4 0 2 3 1 in_X) 0) sym_n))
(assert
 (= (dim (transpose4 0 2 3 1 in_X) 1) sym_h))
(assert
 (= (dim (transpose4 0 2 3 1 in_X) 2) sym_w))
(assert
 (= (dim (transpose4 0 2 3 1 in_X) 3) sym_c))
(assert
 (let ((?x3677 (transpose4 0 2 3 1 in_X)))
 (let ((?x3136 (pad4 0 1 2 0 0 0 1 0 ?x3677)))
 (= (rank ?x3136) 4))))
(assert
 (let ((?x3677 (transpose4 0 2 3 1 in_X)))
 (let ((?x3136 (pad4 0 1 2 0 0 0 1 0 ?x3677)))
 (= (dim ?x3136 0) sym_n))))
(assert
 (let ((?x3168 (+ 1 sym_h)))
 (let ((?x3677 (transpose4 0 2 3 1 in_X)))
 (let ((?x3136 (pad4 0 1 2 0 0 0 1 0 ?x3677)))
 (let ((?x3650 (dim ?x3136 1)))
 (= ?x3650 ?x3168))))))
(assert
 (let ((?x2805 (+ 3 sym_w)))
 (let ((?x3677 (transpose4 0 2 3 1 in_X)))
 (let ((?x3136 (pad4 0 1 2 0 0 0 1 0 ?x3677)))
 (let ((?x3343 (dim ?x3136 2)))
 (= ?x3343 ?x2805))))))
(assert
 (let ((?x3677 (transpose4 0 2 3 1 in_X)))
 (let ((?x3136 (pad4 0 1 2 0 0 0 1 0 ?x3677)))
 (= (dim ?x3136 3) sym_c))))
(assert
 (let ((?x3677 (transpose4 0 2 3 1 in_X)))
(let ((?x3136 (pad4 0 1 2 0 0 0 1 0 ?x3677)))
(let ((?x2921 (pad4 0 0 1 2 0 0 0 1 in_X)))
(let ((?x3762 (transpose4 0 2 3 1 ?x2921)))
(and (distinct ?x3762 ?x3136) true))))))
(check-sat)
