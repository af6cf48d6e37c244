; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_inner
; z3 rlimit used: 74254
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
 (forall ((A1 T) (A2 T) (B1 T) (B2 T) (ax Int) (_t0 Int) )(! (let ((?x24 (matmul (concat ax A1 A2) (concat _t0 B1 B2))))
 (let (($x28 (= ?x24 (add (matmul A1 B1) (matmul A2 B2)))))
 (let (($x16 (>= ax 1)))
 (let (($x19 (and (= ax (- (rank A1) 1)) (= (dim A1 ax) (dim B1 (- ax 1))) $x16 (= _t0 (- ax 1)))))
 (=> $x19 $x28))))) :pattern ( (matmul (concat ax A1 A2) (concat _t0 B1 B2)) ) :qid matmul_concat_inner))
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
 (let ((?x115 (+ sym_c2 sym_c)))
 (let ((?x111 (concat 0 in_w3 in_w2)))
 (let ((?x114 (dim ?x111 0)))
 (= ?x114 ?x115)))))
(assert
 (= (dim (concat 0 in_w3 in_w2) 1) sym_c2))
(assert
 (= (rank (concat 1 in_w2 in_w1)) 2))
(assert
 (= (dim (concat 1 in_w2 in_w1) 0) sym_c))
(assert
 (let ((?x115 (+ sym_c2 sym_c)))
 (let ((?x119 (concat 1 in_w2 in_w1)))
 (let ((?x124 (dim ?x119 1)))
 (= ?x124 ?x115)))))
(assert
 (let ((?x111 (concat 0 in_w3 in_w2)))
 (let ((?x119 (concat 1 in_w2 in_w1)))
 (let ((?x126 (matmul ?x119 ?x111)))
 (= (rank ?x126) 2)))))
(assert
 (let ((?x111 (concat 0 in_w3 in_w2)))
 (let ((?x119 (concat 1 in_w2 in_w1)))
 (let ((?x126 (matmul ?x119 ?x111)))
 (= (dim ?x126 0) sym_c)))))
(assert
 (let ((?x111 (concat 0 in_w3 in_w2)))
 (let ((?x119 (concat 1 in_w2 in_w1)))
 (let ((?x126 (matmul ?x119 ?x111)))
 (= (dim ?x126 1) sym_c2)))))
(assert
 (let ((?x111 (concat 0 in_w3 in_w2)))
(let ((?x119 (concat 1 in_w2 in_w1)))
(let ((?x126 (matmul ?x119 ?x111)))
(let ((?x97 (matmul in_w1 in_w2)))
(let ((?x90 (matmul in_w2 in_w3)))
(let ((?x104 (add ?x90 ?x97)))
(and (distinct ?x104 ?x126) true))))))))
(check-sat)
