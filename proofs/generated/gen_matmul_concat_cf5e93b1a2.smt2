; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_assoc, matmul_concat_rows
; z3 rlimit used: 41561
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_w2 () T)
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x11 (matmul A (matmul B C))))
 (let ((?x7 (matmul A B)))
 (let ((?x9 (matmul ?x7 C)))
 (= ?x9 ?x11)))) :pattern ( (matmul (matmul A B) C) ) :pattern ( (matmul A (matmul B C)) ) :qid matmul_assoc))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x7 (matmul B C)))
 (let ((?x43 (concat ax (matmul A C) ?x7)))
 (let ((?x41 (matmul (concat ax A B) C)))
 (let (($x44 (= ?x41 ?x43)))
 (=> (and (= ax (- (rank A) 2))) $x44))))) :pattern ( (matmul (concat ax A B) C) ) :pattern ( (concat ax (matmul A C) (matmul B C)) ) :qid matmul_concat_rows))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c2))
(assert
 (= (rank in_w2) 2))
(assert
 (= (dim in_w2 0) sym_c2))
(assert
 (= (dim in_w2 1) sym_c))
(assert
 (= (rank (matmul in_w2 in_w1)) 2))
(assert
 (= (dim (matmul in_w2 in_w1) 0) sym_c2))
(assert
 (= (dim (matmul in_w2 in_w1) 1) sym_c2))
(assert
 (= (rank (matmul in_w1 (matmul in_w2 in_w1))) 2))
(assert
 (= (dim (matmul in_w1 (matmul in_w2 in_w1)) 0) sym_c))
(assert
 (= (dim (matmul in_w1 (matmul in_w2 in_w1)) 1) sym_c2))
(assert
 (let ((?x77 (matmul in_w2 in_w1)))
 (let ((?x84 (matmul in_w1 ?x77)))
 (let ((?x91 (concat 0 ?x84 ?x77)))
 (= (rank ?x91) 2)))))
(assert
 (let ((?x95 (+ sym_c sym_c2)))
 (let ((?x77 (matmul in_w2 in_w1)))
 (let ((?x84 (matmul in_w1 ?x77)))
 (let ((?x91 (concat 0 ?x84 ?x77)))
 (let ((?x94 (dim ?x91 0)))
 (= ?x94 ?x95)))))))
(assert
 (let ((?x77 (matmul in_w2 in_w1)))
 (let ((?x84 (matmul in_w1 ?x77)))
 (let ((?x91 (concat 0 ?x84 ?x77)))
 (= (dim ?x91 1) sym_c2)))))
(assert
 (let ((?x95 (+ sym_c sym_c2)))
 (>= ?x95 0)))
(assert
 (= (rank (matmul in_w1 in_w2)) 2))
(assert
 (= (dim (matmul in_w1 in_w2) 0) sym_c))
(assert
 (= (dim (matmul in_w1 in_w2) 1) sym_c))
(assert
 (= (rank (concat 0 (matmul in_w1 in_w2) in_w2)) 2))
(assert
 (let ((?x95 (+ sym_c sym_c2)))
 (let ((?x100 (matmul in_w1 in_w2)))
 (let ((?x107 (concat 0 ?x100 in_w2)))
 (let ((?x110 (dim ?x107 0)))
 (= ?x110 ?x95))))))
(assert
 (= (dim (concat 0 (matmul in_w1 in_w2) in_w2) 1) sym_c))
(assert
 (= (rank (matmul (concat 0 (matmul in_w1 in_w2) in_w2) in_w1)) 2))
(assert
 (let ((?x95 (+ sym_c sym_c2)))
 (let ((?x100 (matmul in_w1 in_w2)))
 (let ((?x107 (concat 0 ?x100 in_w2)))
 (let ((?x114 (matmul ?x107 in_w1)))
 (let ((?x117 (dim ?x114 0)))
 (= ?x117 ?x95)))))))
(assert
 (let ((?x100 (matmul in_w1 in_w2)))
 (let ((?x107 (concat 0 ?x100 in_w2)))
 (let ((?x114 (matmul ?x107 in_w1)))
 (= (dim ?x114 1) sym_c2)))))
(assert
 (let ((?x100 (matmul in_w1 in_w2)))
(let ((?x107 (concat 0 ?x100 in_w2)))
(let ((?x114 (matmul ?x107 in_w1)))
(let ((?x77 (matmul in_w2 in_w1)))
(let ((?x84 (matmul in_w1 ?x77)))
(let ((?x91 (concat 0 ?x84 ?x77)))
(and (distinct ?x91 ?x114) true))))))))
(check-sat)
