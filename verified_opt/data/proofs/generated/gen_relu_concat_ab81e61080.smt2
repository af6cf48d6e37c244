; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_concat
; z3 rlimit used: 110252
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_x2 () T)
(assert
 (forall ((X T) (Y T) (ax Int) )(! (let ((?x18 (concat ax (relu X) (relu Y))))
 (let ((?x15 (relu (concat ax X Y))))
 (let (($x19 (= ?x15 ?x18)))
 (let (($x12 (and (>= (rank X) 1) (>= (rank Y) 1))))
 (=> $x12 $x19))))) :pattern ( (relu (concat ax X Y)) ) :pattern ( (concat ax (relu X) (relu Y)) ) :qid relu_concat))
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
 (= (rank (relu in_x1)) 2))
(assert
 (= (dim (relu in_x1) 0) sym_n))
(assert
 (= (dim (relu in_x1) 1) sym_c))
(assert
 (= (rank (relu in_x2)) 2))
(assert
 (= (dim (relu in_x2) 0) sym_n))
(assert
 (= (dim (relu in_x2) 1) sym_c2))
(assert
 (= (rank (concat 1 (relu in_x1) (relu in_x2))) 2))
(assert
 (= (dim (concat 1 (relu in_x1) (relu in_x2)) 0) sym_n))
(assert
 (let ((?x86 (+ sym_c sym_c2)))
 (let ((?x73 (relu in_x2)))
 (let ((?x66 (relu in_x1)))
 (let ((?x80 (concat 1 ?x66 ?x73)))
 (let ((?x85 (dim ?x80 1)))
 (= ?x85 ?x86)))))))
(assert
 (let ((?x86 (+ sym_c sym_c2)))
 (>= ?x86 0)))
(assert
 (= (rank (concat 1 in_x1 in_x2)) 2))
(assert
 (= (dim (concat 1 in_x1 in_x2) 0) sym_n))
(assert
 (let ((?x86 (+ sym_c sym_c2)))
 (let ((?x89 (concat 1 in_x1 in_x2)))
 (let ((?x94 (dim ?x89 1)))
 (= ?x94 ?x86)))))
(assert
 (= (rank (relu (concat 1 in_x1 in_x2))) 2))
(assert
 (= (dim (relu (concat 1 in_x1 in_x2)) 0) sym_n))
(assert
 (let ((?x86 (+ sym_c sym_c2)))
 (let ((?x89 (concat 1 in_x1 in_x2)))
 (let ((?x96 (relu ?x89)))
 (let ((?x101 (dim ?x96 1)))
 (= ?x101 ?x86))))))
(assert
 (let ((?x89 (concat 1 in_x1 in_x2)))
(let ((?x96 (relu ?x89)))
(let ((?x73 (relu in_x2)))
(let ((?x66 (relu in_x1)))
(let ((?x80 (concat 1 ?x66 ?x73)))
(and (distinct ?x80 ?x96) true)))))))
(check-sat)
