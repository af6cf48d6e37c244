; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_concat, relu_idem
; z3 rlimit used: 110410
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_x2 () T)
(assert
 (forall ((X T) )(! (let ((?x6 (relu X)))
 (let ((?x7 (relu ?x6)))
 (= ?x7 ?x6))) :pattern ( (relu (relu X)) ) :qid relu_idem))
 )
(assert
 (forall ((X T) (Y T) (ax Int) )(! (let ((?x41 (concat ax (relu X) (relu Y))))
 (let ((?x38 (relu (concat ax X Y))))
 (let (($x42 (= ?x38 ?x41)))
 (let (($x35 (and (>= (rank X) 1) (>= (rank Y) 1))))
 (=> $x35 $x42))))) :pattern ( (relu (concat ax X Y)) ) :pattern ( (concat ax (relu X) (relu Y)) ) :qid relu_concat))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank in_x2) 2))
(assert
 (= (dim in_x2 0) sym_n))
(assert
 (= (dim in_x2 1) sym_c2))
(assert
 (= (rank (relu in_x2)) 2))
(assert
 (= (dim (relu in_x2) 0) sym_n))
(assert
 (= (dim (relu in_x2) 1) sym_c2))
(assert
 (= (rank (concat 1 in_x1 (relu in_x2))) 2))
(assert
 (= (dim (concat 1 in_x1 (relu in_x2)) 0) sym_n))
(assert
 (let ((?x85 (+ sym_c sym_c2)))
 (let ((?x72 (relu in_x2)))
 (let ((?x79 (concat 1 in_x1 ?x72)))
 (let ((?x84 (dim ?x79 1)))
 (= ?x84 ?x85))))))
(assert
 (= (rank (relu (concat 1 in_x1 (relu in_x2)))) 2))
(assert
 (= (dim (relu (concat 1 in_x1 (relu in_x2))) 0) sym_n))
(assert
 (let ((?x85 (+ sym_c sym_c2)))
 (let ((?x72 (relu in_x2)))
 (let ((?x79 (concat 1 in_x1 ?x72)))
 (let ((?x87 (relu ?x79)))
 (let ((?x92 (dim ?x87 1)))
 (= ?x92 ?x85)))))))
(assert
 (let ((?x85 (+ sym_c sym_c2)))
 (>= ?x85 0)))
(assert
 (= (rank (concat 1 in_x1 in_x2)) 2))
(assert
 (= (dim (concat 1 in_x1 in_x2) 0) sym_n))
(assert
 (let ((?x85 (+ sym_c sym_c2)))
 (let ((?x95 (concat 1 in_x1 in_x2)))
 (let ((?x100 (dim ?x95 1)))
 (= ?x100 ?x85)))))
(assert
 (= (rank (relu (concat 1 in_x1 in_x2))) 2))
(assert
 (= (dim (relu (concat 1 in_x1 in_x2)) 0) sym_n))
(assert
 (let ((?x85 (+ sym_c sym_c2)))
 (let ((?x95 (concat 1 in_x1 in_x2)))
 (let ((?x102 (relu ?x95)))
 (let ((?x107 (dim ?x102 1)))
 (= ?x107 ?x85))))))
(assert
 (let ((?x95 (concat 1 in_x1 in_x2)))
(let ((?x102 (relu ?x95)))
(let ((?x72 (relu in_x2)))
(let ((?x79 (concat 1 in_x1 ?x72)))
(let ((?x87 (relu ?x79)))
(and (distinct ?x87 ?x102) true)))))))
(check-sat)
