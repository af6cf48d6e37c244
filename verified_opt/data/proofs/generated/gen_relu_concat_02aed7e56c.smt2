; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_concat
; z3 rlimit used: 110758
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
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
 (= (rank (relu in_i1)) 4))
(assert
 (= (dim (relu in_i1) 0) sym_n))
(assert
 (= (dim (relu in_i1) 1) sym_c))
(assert
 (= (dim (relu in_i1) 2) sym_h))
(assert
 (= (dim (relu in_i1) 3) sym_w))
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
 (= (rank (concat 1 (relu in_i1) (relu in_i2))) 4))
(assert
 (= (dim (concat 1 (relu in_i1) (relu in_i2)) 0) sym_n))
(assert
 (let ((?x108 (+ sym_c sym_c2)))
 (let ((?x91 (relu in_i2)))
 (let ((?x80 (relu in_i1)))
 (let ((?x102 (concat 1 ?x80 ?x91)))
 (let ((?x107 (dim ?x102 1)))
 (= ?x107 ?x108)))))))
(assert
 (= (dim (concat 1 (relu in_i1) (relu in_i2)) 2) sym_h))
(assert
 (= (dim (concat 1 (relu in_i1) (relu in_i2)) 3) sym_w))
(assert
 (let ((?x108 (+ sym_c sym_c2)))
 (>= ?x108 0)))
(assert
 (= (rank (concat 1 in_i1 in_i2)) 4))
(assert
 (= (dim (concat 1 in_i1 in_i2) 0) sym_n))
(assert
 (let ((?x108 (+ sym_c sym_c2)))
 (let ((?x115 (concat 1 in_i1 in_i2)))
 (let ((?x120 (dim ?x115 1)))
 (= ?x120 ?x108)))))
(assert
 (= (dim (concat 1 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (relu (concat 1 in_i1 in_i2))) 4))
(assert
 (= (dim (relu (concat 1 in_i1 in_i2)) 0) sym_n))
(assert
 (let ((?x108 (+ sym_c sym_c2)))
 (let ((?x115 (concat 1 in_i1 in_i2)))
 (let ((?x126 (relu ?x115)))
 (let ((?x131 (dim ?x126 1)))
 (= ?x131 ?x108))))))
(assert
 (= (dim (relu (concat 1 in_i1 in_i2)) 2) sym_h))
(assert
 (= (dim (relu (concat 1 in_i1 in_i2)) 3) sym_w))
(assert
 (let ((?x115 (concat 1 in_i1 in_i2)))
(let ((?x126 (relu ?x115)))
(let ((?x91 (relu in_i2)))
(let ((?x80 (relu in_i1)))
(let ((?x102 (concat 1 ?x80 ?x91)))
(and (distinct ?x102 ?x126) true)))))))
(check-sat)
