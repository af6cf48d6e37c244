; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_inner
; z3 rlimit used: 113286
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
 (forall ((A1 T) (A2 T) (B1 T) (B2 T) (ax Int) (_t0 Int) )(! (let ((?x109 (matmul (concat ax A1 A2) (concat _t0 B1 B2))))
 (let (($x113 (= ?x109 (add (matmul A1 B1) (matmul A2 B2)))))
 (let ((?x60 (dim A1 5)))
 (let (($x102 (= ?x60 (dim B2 5))))
 (let ((?x7 (rank A1)))
 (let ((?x28 (- ?x7 2)))
 (let (($x59 (> ?x28 5)))
 (let ((?x25 (rank B2)))
 (let (($x26 (>= ?x25 2)))
 (let ((?x22 (rank B1)))
 (let (($x23 (>= ?x22 2)))
 (let ((?x20 (rank A2)))
 (let (($x21 (>= ?x20 2)))
 (let (($x18 (>= ?x7 2)))
 (let (($x16 (>= ax 1)))
 (let (($x106 (and (= ax (- ?x7 1)) (= (dim A1 ax) (dim B1 (- ax 1))) $x16 $x18 $x21 $x23 $x26 (= (- ?x20 2) ?x28) (=> (> ?x28 0) (= (dim A1 0) (dim A2 0))) (=> (> ?x28 1) (= (dim A1 1) (dim A2 1))) (=> (> ?x28 2) (= (dim A1 2) (dim A2 2))) (=> (> ?x28 3) (= (dim A1 3) (dim A2 3))) (=> (> ?x28 4) (= (dim A1 4) (dim A2 4))) (=> $x59 (= ?x60 (dim A2 5))) (= (- ?x22 2) ?x28) (=> (> ?x28 0) (= (dim A1 0) (dim B1 0))) (=> (> ?x28 1) (= (dim A1 1) (dim B1 1))) (=> (> ?x28 2) (= (dim A1 2) (dim B1 2))) (=> (> ?x28 3) (= (dim A1 3) (dim B1 3))) (=> (> ?x28 4) (= (dim A1 4) (dim B1 4))) (=> $x59 (= ?x60 (dim B1 5))) (= (- ?x25 2) ?x28) (=> (> ?x28 0) (= (dim A1 0) (dim B2 0))) (=> (> ?x28 1) (= (dim A1 1) (dim B2 1))) (=> (> ?x28 2) (= (dim A1 2) (dim B2 2))) (=> (> ?x28 3) (= (dim A1 3) (dim B2 3))) (=> (> ?x28 4) (= (dim A1 4) (dim B2 4))) (=> $x59 $x102) (= _t0 (- ax 1)))))
 (=> $x106 $x113))))))))))))))))) :pattern ( (matmul (concat ax A1 A2) (concat _t0 B1 B2)) ) :qid matmul_concat_inner))
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
 (let ((?x246 (+ sym_k1 sym_k2)))
 (let ((?x240 (concat 1 in_X1 in_X2)))
 (let ((?x245 (dim ?x240 1)))
 (= ?x245 ?x246)))))
(assert
 (= (rank (concat 0 in_W1 in_W2)) 2))
(assert
 (let ((?x246 (+ sym_k1 sym_k2)))
 (let ((?x248 (concat 0 in_W1 in_W2)))
 (let ((?x251 (dim ?x248 0)))
 (= ?x251 ?x246)))))
(assert
 (= (dim (concat 0 in_W1 in_W2) 1) sym_n))
(assert
 (let ((?x248 (concat 0 in_W1 in_W2)))
 (let ((?x240 (concat 1 in_X1 in_X2)))
 (let ((?x255 (matmul ?x240 ?x248)))
 (= (rank ?x255) 2)))))
(assert
 (let ((?x248 (concat 0 in_W1 in_W2)))
 (let ((?x240 (concat 1 in_X1 in_X2)))
 (let ((?x255 (matmul ?x240 ?x248)))
 (= (dim ?x255 0) sym_m)))))
(assert
 (let ((?x248 (concat 0 in_W1 in_W2)))
 (let ((?x240 (concat 1 in_X1 in_X2)))
 (let ((?x255 (matmul ?x240 ?x248)))
 (= (dim ?x255 1) sym_n)))))
(assert
 (let ((?x248 (concat 0 in_W1 in_W2)))
(let ((?x240 (concat 1 in_X1 in_X2)))
(let ((?x255 (matmul ?x240 ?x248)))
(let ((?x226 (matmul in_X2 in_W2)))
(let ((?x219 (matmul in_X1 in_W1)))
(let ((?x233 (add ?x219 ?x226)))
(and (distinct ?x233 ?x255) true))))))))
(check-sat)
