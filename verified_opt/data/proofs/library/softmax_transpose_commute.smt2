; verified_opt proof obligation: unsat means the rule holds
; axioms used: softmax_transpose2
; z3 rlimit used: 73178
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose2 (Int Int T) T)
(declare-fun softmax (Int T) T)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (ax Int) )(! (let ((?x15 (transpose2 1 0 (softmax ax X))))
 (=> (and (<= 0 ax) (> 2 ax) (>= ax 0)) (= ?x15 (softmax (- 1 ax) (transpose2 1 0 X))))) :pattern ( (transpose2 1 0 (softmax ax X)) ) :qid softmax_transpose2))
 )
(assert
 (>= sym_m 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_X) 2))
(assert
 (= (dim in_X 0) sym_m))
(assert
 (= (dim in_X 1) sym_n))
(assert
 (= (rank (softmax 0 in_X)) 2))
(assert
 (= (dim (softmax 0 in_X) 0) sym_m))
(assert
 (= (dim (softmax 0 in_X) 1) sym_n))
(assert
 (= (rank (transpose2 1 0 (softmax 0 in_X))) 2))
(assert
 (= (dim (transpose2 1 0 (softmax 0 in_X)) 0) sym_n))
(assert
 (= (dim (transpose2 1 0 (softmax 0 in_X)) 1) sym_m))
(assert
 (= (rank (transpose2 1 0 in_X)) 2))
(assert
 (= (dim (transpose2 1 0 in_X) 0) sym_n))
(assert
 (= (dim (transpose2 1 0 in_X) 1) sym_m))
(assert
 (= (rank (softmax 1 (transpose2 1 0 in_X))) 2))
(assert
 (= (dim (softmax 1 (transpose2 1 0 in_X)) 0) sym_n))
(assert
 (= (dim (softmax 1 (transpose2 1 0 in_X)) 1) sym_m))
(assert
 (let ((?x76 (transpose2 1 0 in_X)))
(let ((?x83 (softmax 1 ?x76)))
(let ((?x62 (softmax 0 in_X)))
(let ((?x69 (transpose2 1 0 ?x62)))
(and (distinct ?x69 ?x83) true))))))
(check-sat)
