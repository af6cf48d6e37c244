; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_concat
; z3 rlimit used: 73553
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_x2 () T)
(assert
 (forall ((X T) (Y T) (ax Int) )(! (let ((?x12 (concat ax (relu X) (relu Y))))
 (let ((?x9 (relu (concat ax X Y))))
 (= ?x9 ?x12))) :pattern ( (relu (concat ax X Y)) ) :pattern ( (concat ax (relu X) (relu Y)) ) :qid relu_concat))
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
 (= (rank (relu in_x2)) 2))
(assert
 (= (dim (relu in_x2) 0) sym_n2))
(assert
 (= (dim (relu in_x2) 1) sym_c))
(assert
 (= (rank (concat 0 (relu in_x1) (relu in_x2))) 2))
(assert
 (let ((?x75 (+ sym_n sym_n2)))
 (let ((?x64 (relu in_x2)))
 (let ((?x57 (relu in_x1)))
 (let ((?x71 (concat 0 ?x57 ?x64)))
 (let ((?x74 (dim ?x71 0)))
 (= ?x74 ?x75)))))))
(assert
 (= (dim (concat 0 (relu in_x1) (relu in_x2)) 1) sym_c))
(assert
 (let ((?x75 (+ sym_n sym_n2)))
 (>= ?x75 0)))
(assert
 (= (rank (concat 0 in_x1 in_x2)) 2))
(assert
 (let ((?x75 (+ sym_n sym_n2)))
 (let ((?x80 (concat 0 in_x1 in_x2)))
 (let ((?x83 (dim ?x80 0)))
 (= ?x83 ?x75)))))
(assert
 (= (dim (concat 0 in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (relu (concat 0 in_x1 in_x2))) 2))
(assert
 (let ((?x75 (+ sym_n sym_n2)))
 (let ((?x80 (concat 0 in_x1 in_x2)))
 (let ((?x87 (relu ?x80)))
 (let ((?x90 (dim ?x87 0)))
 (= ?x90 ?x75))))))
(assert
 (= (dim (relu (concat 0 in_x1 in_x2)) 1) sym_c))
(assert
 (let ((?x80 (concat 0 in_x1 in_x2)))
(let ((?x87 (relu ?x80)))
(let ((?x64 (relu in_x2)))
(let ((?x57 (relu in_x1)))
(let ((?x71 (concat 0 ?x57 ?x64)))
(and (distinct ?x71 ?x87) true)))))))
(check-sat)
