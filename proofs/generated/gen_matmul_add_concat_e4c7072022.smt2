; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_inner
; z3 rlimit used: 48755
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
 (forall ((A1 T) (A2 T) (B1 T) (B2 T) (ax Int) (_t0 Int) )(! (let ((?x23 (matmul (concat ax A1 A2) (concat _t0 B1 B2))))
 (let (($x27 (= ?x23 (add (matmul A1 B1) (matmul A2 B2)))))
 (let (($x18 (and (= ax (- (rank A1) 1)) (= (dim A1 ax) (dim B1 (- ax 1))) (= _t0 (- ax 1)))))
 (=> $x18 $x27)))) :pattern ( (matmul (concat ax A1 A2) (concat _t0 B1 B2)) ) :qid matmul_concat_inner))
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
 (let ((?x125 (+ sym_c sym_c3)))
 (let ((?x121 (concat 0 in_w1 in_w2)))
 (let ((?x124 (dim ?x121 0)))
 (= ?x124 ?x125)))))
(assert
 (= (dim (concat 0 in_w1 in_w2) 1) sym_c2))
(assert
 (= (rank (concat 1 in_x1 in_x2)) 2))
(assert
 (= (dim (concat 1 in_x1 in_x2) 0) sym_n))
(assert
 (let ((?x125 (+ sym_c sym_c3)))
 (let ((?x129 (concat 1 in_x1 in_x2)))
 (let ((?x134 (dim ?x129 1)))
 (= ?x134 ?x125)))))
(assert
 (let ((?x121 (concat 0 in_w1 in_w2)))
 (let ((?x129 (concat 1 in_x1 in_x2)))
 (let ((?x136 (matmul ?x129 ?x121)))
 (= (rank ?x136) 2)))))
(assert
 (let ((?x121 (concat 0 in_w1 in_w2)))
 (let ((?x129 (concat 1 in_x1 in_x2)))
 (let ((?x136 (matmul ?x129 ?x121)))
 (= (dim ?x136 0) sym_n)))))
(assert
 (let ((?x121 (concat 0 in_w1 in_w2)))
 (let ((?x129 (concat 1 in_x1 in_x2)))
 (let ((?x136 (matmul ?x129 ?x121)))
 (= (dim ?x136 1) sym_c2)))))
(assert
 (let ((?x121 (concat 0 in_w1 in_w2)))
(let ((?x129 (concat 1 in_x1 in_x2)))
(let ((?x136 (matmul ?x129 ?x121)))
(let ((?x107 (matmul in_x2 in_w2)))
(let ((?x100 (matmul in_x1 in_w1)))
(let ((?x114 (add ?x100 ?x107)))
(and (distinct ?x114 ?x136) true))))))))
(check-sat)
