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
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
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
 (>= sym_n 1))
(assert
 (>= sym_n2 1))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank in_x2) 2))
(assert
 (= (dim in_x2 0) sym_n2))
(assert
 (= (dim in_x2 1) sym_c))
(assert
 (= (rank (relu in_x1)) 2))
(assert
 (= (dim (relu in_x1) 0) sym_n))
(assert
 (= (dim (relu in_x1) 1) sym_c))
(assert
 (= (rank (concat 0 (relu in_x1) in_x2)) 2))
(assert
 (let ((?x83 (+ sym_n sym_n2)))
 (let ((?x72 (relu in_x1)))
 (let ((?x79 (concat 0 ?x72 in_x2)))
 (let ((?x82 (dim ?x79 0)))
 (= ?x82 ?x83))))))
(assert
 (= (dim (concat 0 (relu in_x1) in_x2) 1) sym_c))
(assert
 (= (rank (relu (concat 0 (relu in_x1) in_x2))) 2))
(assert
 (let ((?x83 (+ sym_n sym_n2)))
 (let ((?x72 (relu in_x1)))
 (let ((?x79 (concat 0 ?x72 in_x2)))
 (let ((?x87 (relu ?x79)))
 (let ((?x90 (dim ?x87 0)))
 (= ?x90 ?x83)))))))
(assert
 (= (dim (relu (concat 0 (relu in_x1) in_x2)) 1) sym_c))
(assert
 (let ((?x83 (+ sym_n sym_n2)))
 (>= ?x83 0)))
(assert
 (= (rank (concat 0 in_x1 in_x2)) 2))
(assert
 (let ((?x83 (+ sym_n sym_n2)))
 (let ((?x95 (concat 0 in_x1 in_x2)))
 (let ((?x98 (dim ?x95 0)))
 (= ?x98 ?x83)))))
(assert
 (= (dim (concat 0 in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (relu (concat 0 in_x1 in_x2))) 2))
(assert
 (let ((?x83 (+ sym_n sym_n2)))
 (let ((?x95 (concat 0 in_x1 in_x2)))
 (let ((?x102 (relu ?x95)))
 (let ((?x105 (dim ?x102 0)))
 (= ?x105 ?x83))))))
(assert
 (= (dim (relu (concat 0 in_x1 in_x2)) 1) sym_c))
(assert
 (let ((?x95 (concat 0 in_x1 in_x2)))
(let ((?x102 (relu ?x95)))
(let ((?x72 (relu in_x1)))
(let ((?x79 (concat 0 ?x72 in_x2)))
(let ((?x87 (relu ?x79)))
(and (distinct ?x87 ?x102) true)))))))
(check-sat)
