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
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
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
 (let ((?x76 (+ sym_c sym_c2)))
 (let ((?x63 (relu in_x2)))
 (let ((?x70 (concat 1 in_x1 ?x63)))
 (let ((?x75 (dim ?x70 1)))
 (= ?x75 ?x76))))))
(assert
 (= (rank (relu (concat 1 in_x1 (relu in_x2)))) 2))
(assert
 (= (dim (relu (concat 1 in_x1 (relu in_x2))) 0) sym_n))
(assert
 (let ((?x76 (+ sym_c sym_c2)))
 (let ((?x63 (relu in_x2)))
 (let ((?x70 (concat 1 in_x1 ?x63)))
 (let ((?x78 (relu ?x70)))
 (let ((?x83 (dim ?x78 1)))
 (= ?x83 ?x76)))))))
(assert
 (let ((?x76 (+ sym_c sym_c2)))
 (>= ?x76 0)))
(assert
 (= (rank (concat 1 in_x1 in_x2)) 2))
(assert
 (= (dim (concat 1 in_x1 in_x2) 0) sym_n))
(assert
 (let ((?x76 (+ sym_c sym_c2)))
 (let ((?x86 (concat 1 in_x1 in_x2)))
 (let ((?x91 (dim ?x86 1)))
 (= ?x91 ?x76)))))
(assert
 (= (rank (relu (concat 1 in_x1 in_x2))) 2))
(assert
 (= (dim (relu (concat 1 in_x1 in_x2)) 0) sym_n))
(assert
 (let ((?x76 (+ sym_c sym_c2)))
 (let ((?x86 (concat 1 in_x1 in_x2)))
 (let ((?x93 (relu ?x86)))
 (let ((?x98 (dim ?x93 1)))
 (= ?x98 ?x76))))))
(assert
 (let ((?x86 (concat 1 in_x1 in_x2)))
(let ((?x93 (relu ?x86)))
(let ((?x63 (relu in_x2)))
(let ((?x70 (concat 1 in_x1 ?x63)))
(let ((?x78 (relu ?x70)))
(and (distinct ?x78 ?x93) true)))))))
(check-sat)
