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
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun sym_n () Int)
(declare-fun in_w1 () T)
(declare-fun in_w2 () T)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
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
 (>= sym_c3 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c2))
(assert
 (= (rank in_w2) 2))
(assert
 (= (dim in_w2 0) sym_c3))
(assert
 (= (dim in_w2 1) sym_c2))
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
 (= (dim in_x2 1) sym_c3))
(assert
 (= (rank (matmul in_x1 in_w1)) 2))
(assert
 (= (dim (matmul in_x1 in_w1) 0) sym_n))
(assert
 (= (dim (matmul in_x1 in_w1) 1) sym_c2))
(assert
 (= (rank (matmul in_x2 in_w2)) 2))
(assert
 (= (dim (matmul in_x2 in_w2) 0) sym_n))
(assert
 (= (dim (matmul in_x2 in_w2) 1) sym_c2))
(assert
 (= (rank (add (matmul in_x1 in_w1) (matmul in_x2 in_w2))) 2))
(assert
 (= (dim (add (matmul in_x1 in_w1) (matmul in_x2 in_w2)) 0) sym_n))
(assert
 (= (dim (add (matmul in_x1 in_w1) (matmul in_x2 in_w2)) 1) sym_c2))
(assert
 (= (rank (concat 0 in_w1 in_w2)) 2))
(assert
 (let ((?x126 (+ sym_c sym_c3)))
 (let ((?x122 (concat 0 in_w1 in_w2)))
 (let ((?x125 (dim ?x122 0)))
 (= ?x125 ?x126)))))
(assert
 (= (dim (concat 0 in_w1 in_w2) 1) sym_c2))
(assert
 (= (rank (concat 1 in_x1 in_x2)) 2))
(assert
 (= (dim (concat 1 in_x1 in_x2) 0) sym_n))
(assert
 (let ((?x126 (+ sym_c sym_c3)))
 (let ((?x130 (concat 1 in_x1 in_x2)))
 (let ((?x135 (dim ?x130 1)))
 (= ?x135 ?x126)))))
(assert
 (let ((?x122 (concat 0 in_w1 in_w2)))
 (let ((?x130 (concat 1 in_x1 in_x2)))
 (let ((?x137 (matmul ?x130 ?x122)))
 (= (rank ?x137) 2)))))
(assert
 (let ((?x122 (concat 0 in_w1 in_w2)))
 (let ((?x130 (concat 1 in_x1 in_x2)))
 (let ((?x137 (matmul ?x130 ?x122)))
 (= (dim ?x137 0) sym_n)))))
(assert
 (let ((?x122 (concat 0 in_w1 in_w2)))
 (let ((?x130 (concat 1 in_x1 in_x2)))
 (let ((?x137 (matmul ?x130 ?x122)))
 (= (dim ?x137 1) sym_c2)))))
(assert
 (let ((?x122 (concat 0 in_w1 in_w2)))
(let ((?x130 (concat 1 in_x1 in_x2)))
(let ((?x137 (matmul ?x130 ?x122)))
(let ((?x108 (matmul in_x2 in_w2)))
(let ((?x101 (matmul in_x1 in_w1)))
(let ((?x115 (add ?x101 ?x108)))
(and (distinct ?x115 ?x137) true))))))))
(check-sat)
