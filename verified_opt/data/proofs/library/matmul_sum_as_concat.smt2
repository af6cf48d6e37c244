; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_inner
; z3 rlimit used: 74397
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun concat (Int T T) T)
(declare-fun add (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun sym_k1 () Int)
(declare-fun sym_k2 () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun in_W1 () T)
(declare-fun in_W2 () T)
(declare-fun in_X1 () T)
(declare-fun in_X2 () T)
(assert
 (forall ((A1 T) (A2 T) (B1 T) (B2 T) (ax Int) (_t0 Int) )(! (let ((?x24 (matmul (concat ax A1 A2) (concat _t0 B1 B2))))
 (let (($x28 (= ?x24 (add (matmul A1 B1) (matmul A2 B2)))))
 (let (($x16 (>= ax 1)))
 (let (($x19 (and (= ax (- (rank A1) 1)) (= (dim A1 ax) (dim B1 (- ax 1))) $x16 (= _t0 (- ax 1)))))
 (=> $x19 $x28))))) :pattern ( (matmul (concat ax A1 A2) (concat _t0 B1 B2)) ) :qid matmul_concat_inner))
 )
(assert
 (>= sym_k1 1))
(assert
 (>= sym_k2 1))
(assert
 (>= sym_m 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_W1) 2))
(assert
 (= (dim in_W1 0) sym_k1))
(assert
 (= (dim in_W1 1) sym_n))
(assert
 (= (rank in_W2) 2))
(assert
 (= (dim in_W2 0) sym_k2))
(assert
 (= (dim in_W2 1) sym_n))
(assert
 (= (rank in_X1) 2))
(assert
 (= (dim in_X1 0) sym_m))
(assert
 (= (dim in_X1 1) sym_k1))
(assert
 (= (rank in_X2) 2))
(assert
 (= (dim in_X2 0) sym_m))
(assert
 (= (dim in_X2 1) sym_k2))
(assert
 (= (rank (matmul in_X1 in_W1)) 2))
(assert
 (= (dim (matmul in_X1 in_W1) 0) sym_m))
(assert
 (= (dim (matmul in_X1 in_W1) 1) sym_n))
(assert
 (= (rank (matmul in_X2 in_W2)) 2))
(assert
 (= (dim (matmul in_X2 in_W2) 0) sym_m))
(assert
 (= (dim (matmul in_X2 in_W2) 1) sym_n))
(assert
 (= (rank (add (matmul in_X1 in_W1) (matmul in_X2 in_W2))) 2))
(assert
 (= (dim (add (matmul in_X1 in_W1) (matmul in_X2 in_W2)) 0) sym_m))
(assert
 (= (dim (add (matmul in_X1 in_W1) (matmul in_X2 in_W2)) 1) sym_n))
(assert
 (= (rank (concat 1 in_X1 in_X2)) 2))
(assert
 (= (dim (concat 1 in_X1 in_X2) 0) sym_m))
(assert
 (let ((?x128 (+ sym_k1 sym_k2)))
 (let ((?x122 (concat 1 in_X1 in_X2)))
 (let ((?x127 (dim ?x122 1)))
 (= ?x127 ?x128)))))
(assert
 (= (rank (concat 0 in_W1 in_W2)) 2))
(assert
 (let ((?x128 (+ sym_k1 sym_k2)))
 (let ((?x130 (concat 0 in_W1 in_W2)))
 (let ((?x133 (dim ?x130 0)))
 (= ?x133 ?x128)))))
(assert
 (= (dim (concat 0 in_W1 in_W2) 1) sym_n))
(assert
 (let ((?x130 (concat 0 in_W1 in_W2)))
 (let ((?x122 (concat 1 in_X1 in_X2)))
 (let ((?x137 (matmul ?x122 ?x130)))
 (= (rank ?x137) 2)))))
(assert
 (let ((?x130 (concat 0 in_W1 in_W2)))
 (let ((?x122 (concat 1 in_X1 in_X2)))
 (let ((?x137 (matmul ?x122 ?x130)))
 (= (dim ?x137 0) sym_m)))))
(assert
 (let ((?x130 (concat 0 in_W1 in_W2)))
 (let ((?x122 (concat 1 in_X1 in_X2)))
 (let ((?x137 (matmul ?x122 ?x130)))
 (= (dim ?x137 1) sym_n)))))
(assert
 (let ((?x130 (concat 0 in_W1 in_W2)))
(let ((?x122 (concat 1 in_X1 in_X2)))
(let ((?x137 (matmul ?x122 ?x130)))
(let ((?x108 (matmul in_X2 in_W2)))
(let ((?x101 (matmul in_X1 in_W1)))
(let ((?x115 (add ?x101 ?x108)))
(and (distinct ?x115 ?x137) true))))))))
(check-sat)
