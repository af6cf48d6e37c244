; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_rows
; z3 rlimit used: 48121
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun matmul (T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x18 (concat ax (matmul A C) (matmul B C))))
 (let ((?x15 (matmul (concat ax A B) C)))
 (let (($x19 (= ?x15 ?x18)))
 (=> (and (= ax (- (rank A) 2))) $x19)))) :pattern ( (matmul (concat ax A B) C) ) :pattern ( (concat ax (matmul A C) (matmul B C)) ) :qid matmul_concat_rows))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_n2 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c2))
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
 (= (rank (matmul in_x1 in_w1)) 2))
(assert
 (= (dim (matmul in_x1 in_w1) 0) sym_n))
(assert
 (= (dim (matmul in_x1 in_w1) 1) sym_c2))
(assert
 (= (rank (matmul in_x2 in_w1)) 2))
(assert
 (= (dim (matmul in_x2 in_w1) 0) sym_n2))
(assert
 (= (dim (matmul in_x2 in_w1) 1) sym_c2))
(assert
 (= (rank (concat 0 (matmul in_x1 in_w1) (matmul in_x2 in_w1))) 2))
(assert
 (let ((?x98 (+ sym_n sym_n2)))
 (let ((?x87 (matmul in_x2 in_w1)))
 (let ((?x80 (matmul in_x1 in_w1)))
 (let ((?x94 (concat 0 ?x80 ?x87)))
 (let ((?x97 (dim ?x94 0)))
 (= ?x97 ?x98)))))))
(assert
 (let ((?x87 (matmul in_x2 in_w1)))
 (let ((?x80 (matmul in_x1 in_w1)))
 (let ((?x94 (concat 0 ?x80 ?x87)))
 (= (dim ?x94 1) sym_c2)))))
(assert
 (let ((?x98 (+ sym_n sym_n2)))
 (>= ?x98 0)))
(assert
 (= (rank (concat 0 in_x1 in_x2)) 2))
(assert
 (let ((?x98 (+ sym_n sym_n2)))
 (let ((?x103 (concat 0 in_x1 in_x2)))
 (let ((?x106 (dim ?x103 0)))
 (= ?x106 ?x98)))))
(assert
 (= (dim (concat 0 in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (matmul (concat 0 in_x1 in_x2) in_w1)) 2))
(assert
 (let ((?x98 (+ sym_n sym_n2)))
 (let ((?x103 (concat 0 in_x1 in_x2)))
 (let ((?x110 (matmul ?x103 in_w1)))
 (let ((?x113 (dim ?x110 0)))
 (= ?x113 ?x98))))))
(assert
 (= (dim (matmul (concat 0 in_x1 in_x2) in_w1) 1) sym_c2))
(assert
 (let ((?x103 (concat 0 in_x1 in_x2)))
(let ((?x110 (matmul ?x103 in_w1)))
(let ((?x87 (matmul in_x2 in_w1)))
(let ((?x80 (matmul in_x1 in_w1)))
(let ((?x94 (concat 0 ?x80 ?x87)))
(and (distinct ?x94 ?x110) true)))))))
(check-sat)
