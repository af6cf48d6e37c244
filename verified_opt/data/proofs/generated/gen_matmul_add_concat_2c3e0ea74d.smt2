; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_inner
; z3 rlimit used: 113098
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun concat (Int T T) T)
(declare-fun add (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun in_w1 () T)
(declare-fun in_w2 () T)
(declare-fun in_w3 () T)
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
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c))
(assert
 (= (rank in_w2) 2))
(assert
 (= (dim in_w2 0) sym_c))
(assert
 (= (dim in_w2 1) sym_c2))
(assert
 (= (rank in_w3) 2))
(assert
 (= (dim in_w3 0) sym_c2))
(assert
 (= (dim in_w3 1) sym_c2))
(assert
 (= (rank (matmul in_w2 in_w3)) 2))
(assert
 (= (dim (matmul in_w2 in_w3) 0) sym_c))
(assert
 (= (dim (matmul in_w2 in_w3) 1) sym_c2))
(assert
 (= (rank (matmul in_w1 in_w2)) 2))
(assert
 (= (dim (matmul in_w1 in_w2) 0) sym_c))
(assert
 (= (dim (matmul in_w1 in_w2) 1) sym_c2))
(assert
 (= (rank (add (matmul in_w2 in_w3) (matmul in_w1 in_w2))) 2))
(assert
 (= (dim (add (matmul in_w2 in_w3) (matmul in_w1 in_w2)) 0) sym_c))
(assert
 (= (dim (add (matmul in_w2 in_w3) (matmul in_w1 in_w2)) 1) sym_c2))
(assert
 (= (rank (concat 0 in_w3 in_w2)) 2))
(assert
 (let ((?x233 (+ sym_c2 sym_c)))
 (let ((?x229 (concat 0 in_w3 in_w2)))
 (let ((?x232 (dim ?x229 0)))
 (= ?x232 ?x233)))))
(assert
 (= (dim (concat 0 in_w3 in_w2) 1) sym_c2))
(assert
 (= (rank (concat 1 in_w2 in_w1)) 2))
(assert
 (= (dim (concat 1 in_w2 in_w1) 0) sym_c))
(assert
 (let ((?x233 (+ sym_c2 sym_c)))
 (let ((?x237 (concat 1 in_w2 in_w1)))
 (let ((?x242 (dim ?x237 1)))
 (= ?x242 ?x233)))))
(assert
 (let ((?x229 (concat 0 in_w3 in_w2)))
 (let ((?x237 (concat 1 in_w2 in_w1)))
 (let ((?x244 (matmul ?x237 ?x229)))
 (= (rank ?x244) 2)))))
(assert
 (let ((?x229 (concat 0 in_w3 in_w2)))
 (let ((?x237 (concat 1 in_w2 in_w1)))
 (let ((?x244 (matmul ?x237 ?x229)))
 (= (dim ?x244 0) sym_c)))))
(assert
 (let ((?x229 (concat 0 in_w3 in_w2)))
 (let ((?x237 (concat 1 in_w2 in_w1)))
 (let ((?x244 (matmul ?x237 ?x229)))
 (= (dim ?x244 1) sym_c2)))))
(assert
 (let ((?x229 (concat 0 in_w3 in_w2)))
(let ((?x237 (concat 1 in_w2 in_w1)))
(let ((?x244 (matmul ?x237 ?x229)))
(let ((?x215 (matmul in_w1 in_w2)))
(let ((?x154 (matmul in_w2 in_w3)))
(let ((?x222 (add ?x154 ?x215)))
(and (distinct ?x222 ?x244) true))))))))
(check-sat)
