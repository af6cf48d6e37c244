; verified_opt proof obligation: unsat means the rule holds
; axioms used: softmax_transpose2
; z3 rlimit used: 1840
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose2 (Int Int T) T)
(declare-fun softmax (Int T) T)
(declare-fun rank (T) Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (ax Int) )(! (let ((?x17 (transpose2 1 0 (softmax ax X))))
 (let (($x13 (= (rank X) 2)))
 (let (($x10 (>= ax 0)))
 (=> (and (<= 0 ax) (> 2 ax) $x10 $x13) (= ?x17 (softmax (- 1 ax) (transpose2 1 0 X))))))) :pattern ( (transpose2 1 0 (softmax ax X)) ) :qid softmax_transpose2))
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
 (let ((?x78 (transpose2 1 0 in_X)))
(let ((?x85 (softmax 1 ?x78)))
(let ((?x64 (softmax 0 in_X)))
(let ((?x71 (transpose2 1 0 ?x64)))
(and (distinct ?x71 ?x85) true))))))
(check-sat)
