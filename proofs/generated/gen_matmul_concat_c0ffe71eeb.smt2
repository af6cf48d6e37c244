; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_assoc, matmul_concat_cols
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
 (let ((?x9 (matmul (matmul A B) C)))
 (= ?x9 ?x11))) :pattern ( (matmul (matmul A B) C) ) :pattern ( (matmul A (matmul B C)) ) :qid matmul_assoc))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x44 (concat ax (matmul A B) (matmul A C))))
 (let ((?x41 (matmul A (concat ax B C))))
 (let (($x45 (= ?x41 ?x44)))
 (=> (and (= ax (- (rank B) 1))) $x45)))) :pattern ( (matmul A (concat ax B C)) ) :pattern ( (concat ax (matmul A B) (matmul A C)) ) :qid matmul_concat_cols))
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
 (= (rank (matmul in_w1 in_w2)) 2))
(assert
 (= (dim (matmul in_w1 in_w2) 0) sym_c))
(assert
 (= (dim (matmul in_w1 in_w2) 1) sym_c))
(assert
 (= (rank (matmul (matmul in_w1 in_w2) in_w1)) 2))
(assert
 (= (dim (matmul (matmul in_w1 in_w2) in_w1) 0) sym_c))
(assert
 (= (dim (matmul (matmul in_w1 in_w2) in_w1) 1) sym_c2))
(assert
 (let ((?x77 (matmul in_w1 in_w2)))
 (let ((?x84 (matmul ?x77 in_w1)))
 (let ((?x91 (concat 1 ?x77 ?x84)))
 (= (rank ?x91) 2)))))
(assert
 (let ((?x77 (matmul in_w1 in_w2)))
 (let ((?x84 (matmul ?x77 in_w1)))
 (let ((?x91 (concat 1 ?x77 ?x84)))
 (= (dim ?x91 0) sym_c)))))
(assert
 (let ((?x97 (+ sym_c sym_c2)))
 (let ((?x77 (matmul in_w1 in_w2)))
 (let ((?x84 (matmul ?x77 in_w1)))
 (let ((?x91 (concat 1 ?x77 ?x84)))
 (let ((?x96 (dim ?x91 1)))
 (= ?x96 ?x97)))))))
(assert
 (let ((?x97 (+ sym_c sym_c2)))
 (>= ?x97 0)))
(assert
 (= (rank (matmul in_w2 in_w1)) 2))
(assert
 (= (dim (matmul in_w2 in_w1) 0) sym_c2))
(assert
 (= (dim (matmul in_w2 in_w1) 1) sym_c2))
(assert
 (= (rank (concat 1 in_w2 (matmul in_w2 in_w1))) 2))
(assert
 (= (dim (concat 1 in_w2 (matmul in_w2 in_w1)) 0) sym_c2))
(assert
 (let ((?x97 (+ sym_c sym_c2)))
 (let ((?x100 (matmul in_w2 in_w1)))
 (let ((?x107 (concat 1 in_w2 ?x100)))
 (let ((?x112 (dim ?x107 1)))
 (= ?x112 ?x97))))))
(assert
 (= (rank (matmul in_w1 (concat 1 in_w2 (matmul in_w2 in_w1)))) 2))
(assert
 (let ((?x100 (matmul in_w2 in_w1)))
 (let ((?x107 (concat 1 in_w2 ?x100)))
 (let ((?x114 (matmul in_w1 ?x107)))
 (= (dim ?x114 0) sym_c)))))
(assert
 (let ((?x97 (+ sym_c sym_c2)))
 (let ((?x100 (matmul in_w2 in_w1)))
 (let ((?x107 (concat 1 in_w2 ?x100)))
 (let ((?x114 (matmul in_w1 ?x107)))
 (let ((?x119 (dim ?x114 1)))
 (= ?x119 ?x97)))))))
(assert
 (let ((?x100 (matmul in_w2 in_w1)))
(let ((?x107 (concat 1 in_w2 ?x100)))
(let ((?x114 (matmul in_w1 ?x107)))
(let ((?x77 (matmul in_w1 in_w2)))
(let ((?x84 (matmul ?x77 in_w1)))
(let ((?x91 (concat 1 ?x77 ?x84)))
(and (distinct ?x91 ?x114) true))))))))
(check-sat)
