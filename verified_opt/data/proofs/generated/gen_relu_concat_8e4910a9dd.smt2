; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_concat, relu_idem
; z3 rlimit used: 110916
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_i2 () T)
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
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_i1) 4))
(assert
 (= (dim in_i1 0) sym_n))
(assert
 (= (dim in_i1 1) sym_c))
(assert
 (= (dim in_i1 2) sym_h))
(assert
 (= (dim in_i1 3) sym_w))
(assert
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n))
(assert
 (= (dim in_i2 1) sym_c2))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank (relu in_i2)) 4))
(assert
 (= (dim (relu in_i2) 0) sym_n))
(assert
 (= (dim (relu in_i2) 1) sym_c2))
(assert
 (= (dim (relu in_i2) 2) sym_h))
(assert
 (= (dim (relu in_i2) 3) sym_w))
(assert
 (= (rank (concat 1 in_i1 (relu in_i2))) 4))
(assert
 (= (dim (concat 1 in_i1 (relu in_i2)) 0) sym_n))
(assert
 (let ((?x103 (+ sym_c sym_c2)))
 (let ((?x86 (relu in_i2)))
 (let ((?x97 (concat 1 in_i1 ?x86)))
 (let ((?x102 (dim ?x97 1)))
 (= ?x102 ?x103))))))
(assert
 (= (dim (concat 1 in_i1 (relu in_i2)) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 (relu in_i2)) 3) sym_w))
(assert
 (= (rank (relu (concat 1 in_i1 (relu in_i2)))) 4))
(assert
 (= (dim (relu (concat 1 in_i1 (relu in_i2))) 0) sym_n))
(assert
 (let ((?x103 (+ sym_c sym_c2)))
 (let ((?x86 (relu in_i2)))
 (let ((?x97 (concat 1 in_i1 ?x86)))
 (let ((?x109 (relu ?x97)))
 (let ((?x114 (dim ?x109 1)))
 (= ?x114 ?x103)))))))
(assert
 (= (dim (relu (concat 1 in_i1 (relu in_i2))) 2) sym_h))
(assert
 (= (dim (relu (concat 1 in_i1 (relu in_i2))) 3) sym_w))
(assert
 (let ((?x103 (+ sym_c sym_c2)))
 (>= ?x103 0)))
(assert
 (= (rank (concat 1 in_i1 in_i2)) 4))
(assert
 (= (dim (concat 1 in_i1 in_i2) 0) sym_n))
(assert
 (let ((?x103 (+ sym_c sym_c2)))
 (let ((?x121 (concat 1 in_i1 in_i2)))
 (let ((?x126 (dim ?x121 1)))
 (= ?x126 ?x103)))))
(assert
 (= (dim (concat 1 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (relu (concat 1 in_i1 in_i2))) 4))
(assert
 (= (dim (relu (concat 1 in_i1 in_i2)) 0) sym_n))
(assert
 (let ((?x103 (+ sym_c sym_c2)))
 (let ((?x121 (concat 1 in_i1 in_i2)))
 (let ((?x132 (relu ?x121)))
 (let ((?x137 (dim ?x132 1)))
 (= ?x137 ?x103))))))
(assert
 (= (dim (relu (concat 1 in_i1 in_i2)) 2) sym_h))
(assert
 (= (dim (relu (concat 1 in_i1 in_i2)) 3) sym_w))
(assert
 (let ((?x121 (concat 1 in_i1 in_i2)))
(let ((?x132 (relu ?x121)))
(let ((?x86 (relu in_i2)))
(let ((?x97 (concat 1 in_i1 ?x86)))
(let ((?x109 (relu ?x97)))
(and (distinct ?x109 ?x132) true)))))))
(check-sat)
