; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose4_pad_0231
; z3 rlimit used: 50605
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
 (forall ((X T) (b0 Int) (b1 Int) (b2 Int) (b3 Int) (e0 Int) (e1 Int) (e2 Int) (e3 Int) )(! (let ((?x21 (pad4 b0 b2 b3 b1 e0 e2 e3 e1 (transpose4 0 2 3 1 X))))
 (let ((?x19 (transpose4 0 2 3 1 (pad4 b0 b1 b2 b3 e0 e1 e2 e3 X))))
 (= ?x19 ?x21))) :pattern ( (transpose4 0 2 3 1 (pad4 b0 b1 b2 b3 e0 e1 e2 e3 X)) ) :pattern ( (pad4 b0 b2 b3 b1 e0 e2 e3 e1 (transpose4 0 2 3 1 X)) ) :qid transpose4_pad_0231))
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
 (let ((?x63 (pad4 0 0 1 2 0 0 0 1 in_X)))
 (= (dim ?x63 0) sym_n)))
(assert
 (let ((?x63 (pad4 0 0 1 2 0 0 0 1 in_X)))
 (= (dim ?x63 1) sym_c)))
(assert
 (let ((?x71 (+ 1 sym_h)))
 (let ((?x63 (pad4 0 0 1 2 0 0 0 1 in_X)))
 (let ((?x70 (dim ?x63 2)))
 (= ?x70 ?x71)))))
(assert
 (let ((?x74 (+ 3 sym_w)))
 (let ((?x63 (pad4 0 0 1 2 0 0 0 1 in_X)))
 (let ((?x73 (dim ?x63 3)))
 (= ?x73 ?x74)))))
(assert
 (let ((?x63 (pad4 0 0 1 2 0 0 0 1 in_X)))
 (let ((?x76 (transpose4 0 2 3 1 ?x63)))
 (= (rank ?x76) 4))))
(assert
 (let ((?x63 (pad4 0 0 1 2 0 0 0 1 in_X)))
 (let ((?x76 (transpose4 0 2 3 1 ?x63)))
 (= (dim ?x76 0) sym_n))))
(assert
 (let ((?x71 (+ 1 sym_h)))
 (let ((?x63 (pad4 0 0 1 2 0 0 0 1 in_X)))
 (let ((?x76 (transpose4 0 2 3 1 ?x63)))
 (let ((?x81 (dim ?x76 1)))
 (= ?x81 ?x71))))))
(assert
 (let ((?x74 (+ 3 sym_w)))
 (let ((?x63 (pad4 0 0 1 2 0 0 0 1 in_X)))
 (let ((?x76 (transpose4 0 2 3 1 ?x63)))
 (let ((?x83 (dim ?x76 2)))
 (= ?x83 ?x74))))))
(assert
 (let ((?x63 (pad4 0 0 1 2 0 0 0 1 in_X)))
 (let ((?x76 (transpose4 0 2 3 1 ?x63)))
 (= (dim ?x76 3) sym_c))))
(assert
 (let ((?x71 (+ 1 sym_h)))
 (>= ?x71 0)))
(assert
 (let ((?x74 (+ 3 sym_w)))
 (>= ?x74 0)))
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
 (let ((?x89 (transpose4 0 2 3 1 in_X)))
 (let ((?x100 (pad4 0 1 2 0 0 0 1 0 ?x89)))
 (= (rank ?x100) 4))))
(assert
 (let ((?x89 (transpose4 0 2 3 1 in_X)))
 (let ((?x100 (pad4 0 1 2 0 0 0 1 0 ?x89)))
 (= (dim ?x100 0) sym_n))))
(assert
 (let ((?x71 (+ 1 sym_h)))
 (let ((?x89 (transpose4 0 2 3 1 in_X)))
 (let ((?x100 (pad4 0 1 2 0 0 0 1 0 ?x89)))
 (let ((?x105 (dim ?x100 1)))
 (= ?x105 ?x71))))))
(assert
 (let ((?x74 (+ 3 sym_w)))
 (let ((?x89 (transpose4 0 2 3 1 in_X)))
 (let ((?x100 (pad4 0 1 2 0 0 0 1 0 ?x89)))
 (let ((?x107 (dim ?x100 2)))
 (= ?x107 ?x74))))))
(assert
 (let ((?x89 (transpose4 0 2 3 1 in_X)))
 (let ((?x100 (pad4 0 1 2 0 0 0 1 0 ?x89)))
 (= (dim ?x100 3) sym_c))))
(assert
 (let ((?x89 (transpose4 0 2 3 1 in_X)))
(let ((?x100 (pad4 0 1 2 0 0 0 1 0 ?x89)))
(let ((?x63 (pad4 0 0 1 2 0 0 0 1 in_X)))
(let ((?x76 (transpose4 0 2 3 1 ?x63)))
(and (distinct ?x76 ?x100) true))))))
(check-sat)
