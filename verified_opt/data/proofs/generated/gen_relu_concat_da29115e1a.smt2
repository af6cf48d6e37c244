; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_concat, relu_idem
; z3 rlimit used: 73663
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_x2 () T)
(assert
 (forall ((X T) )(! (let ((?x6 (relu X)))
 (let ((?x7 (relu ?x6)))
 (= ?x7 ?x6))) :pattern ( (relu (relu X)) ) :qid relu_idem))
 )
(assert
 (forall ((X T) (Y T) (ax Int) )(! (let ((?x35 (concat ax (relu X) (relu Y))))
 (let ((?x32 (relu (concat ax X Y))))
 (= ?x32 ?x35))) :pattern ( (relu (concat ax X Y)) ) :pattern ( (concat ax (relu X) (relu Y)) ) :qid relu_concat))
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
 (let ((?x74 (+ sym_n sym_n2)))
 (let ((?x63 (relu in_x1)))
 (let ((?x70 (concat 0 ?x63 in_x2)))
 (let ((?x73 (dim ?x70 0)))
 (= ?x73 ?x74))))))
(assert
 (= (dim (concat 0 (relu in_x1) in_x2) 1) sym_c))
(assert
 (= (rank (relu (concat 0 (relu in_x1) in_x2))) 2))
(assert
 (let ((?x74 (+ sym_n sym_n2)))
 (let ((?x63 (relu in_x1)))
 (let ((?x70 (concat 0 ?x63 in_x2)))
 (let ((?x78 (relu ?x70)))
 (let ((?x81 (dim ?x78 0)))
 (= ?x81 ?x74)))))))
(assert
 (= (dim (relu (concat 0 (relu in_x1) in_x2)) 1) sym_c))
(assert
 (let ((?x74 (+ sym_n sym_n2)))
 (>= ?x74 0)))
(assert
 (= (rank (concat 0 in_x1 in_x2)) 2))
(assert
 (let ((?x74 (+ sym_n sym_n2)))
 (let ((?x86 (concat 0 in_x1 in_x2)))
 (let ((?x89 (dim ?x86 0)))
 (= ?x89 ?x74)))))
(assert
 (= (dim (concat 0 in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (relu (concat 0 in_x1 in_x2))) 2))
(assert
 (let ((?x74 (+ sym_n sym_n2)))
 (let ((?x86 (concat 0 in_x1 in_x2)))
 (let ((?x93 (relu ?x86)))
 (let ((?x96 (dim ?x93 0)))
 (= ?x96 ?x74))))))
(assert
 (= (dim (relu (concat 0 in_x1 in_x2)) 1) sym_c))
(assert
 (let ((?x86 (concat 0 in_x1 in_x2)))
(let ((?x93 (relu ?x86)))
(let ((?x63 (relu in_x1)))
(let ((?x70 (concat 0 ?x63 in_x2)))
(let ((?x78 (relu ?x70)))
(and (distinct ?x78 ?x93) true)))))))
(check-sat)
