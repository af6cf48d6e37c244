; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_inner, matmul_idkernel_right
; z3 rlimit used: 49067
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun dim (T Int) Int)
(declare-fun concat (Int T T) T)
(declare-fun add (T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun in_w1 () T)
(declare-fun in_w2 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x12 (matmul A (idkernel2 c))))
 (let (($x13 (= ?x12 A)))
 (=> (and (= (dim A 1) c)) $x13))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((A1 T) (A2 T) (B1 T) (B2 T) (ax Int) (_t0 Int) )(! (let ((?x53 (matmul (concat ax A1 A2) (concat _t0 B1 B2))))
 (let (($x57 (= ?x53 (add (matmul A1 B1) (matmul A2 B2)))))
 (let (($x48 (and (= ax (- (rank A1) 1)) (= (dim A1 ax) (dim B1 (- ax 1))) (= _t0 (- ax 1)))))
 (=> $x48 $x57)))) :pattern ( (matmul (concat ax A1 A2) (concat _t0 B1 B2)) ) :qid matmul_concat_inner))
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
 (= (dim in_w2 0) sym_c))
(assert
 (= (dim in_w2 1) sym_c))
(assert
 (= (rank (idkernel2 sym_c2)) 2))
(assert
 (= (dim (idkernel2 sym_c2) 0) sym_c2))
(assert
 (= (dim (idkernel2 sym_c2) 1) sym_c2))
(assert
 (= (rank (concat 0 (idkernel2 sym_c2) in_w1)) 2))
(assert
 (let ((?x106 (+ sym_c2 sym_c)))
 (let ((?x95 (idkernel2 sym_c2)))
 (let ((?x102 (concat 0 ?x95 in_w1)))
 (let ((?x105 (dim ?x102 0)))
 (= ?x105 ?x106))))))
(assert
 (= (dim (concat 0 (idkernel2 sym_c2) in_w1) 1) sym_c2))
(assert
 (= (rank (concat 1 in_w1 in_w2)) 2))
(assert
 (= (dim (concat 1 in_w1 in_w2) 0) sym_c))
(assert
 (let ((?x106 (+ sym_c2 sym_c)))
 (let ((?x110 (concat 1 in_w1 in_w2)))
 (let ((?x115 (dim ?x110 1)))
 (= ?x115 ?x106)))))
(assert
 (let ((?x95 (idkernel2 sym_c2)))
 (let ((?x102 (concat 0 ?x95 in_w1)))
 (let ((?x110 (concat 1 in_w1 in_w2)))
 (let ((?x117 (matmul ?x110 ?x102)))
 (= (rank ?x117) 2))))))
(assert
 (let ((?x95 (idkernel2 sym_c2)))
 (let ((?x102 (concat 0 ?x95 in_w1)))
 (let ((?x110 (concat 1 in_w1 in_w2)))
 (let ((?x117 (matmul ?x110 ?x102)))
 (= (dim ?x117 0) sym_c))))))
(assert
 (let ((?x95 (idkernel2 sym_c2)))
 (let ((?x102 (concat 0 ?x95 in_w1)))
 (let ((?x110 (concat 1 in_w1 in_w2)))
 (let ((?x117 (matmul ?x110 ?x102)))
 (= (dim ?x117 1) sym_c2))))))
(assert
 (let ((?x106 (+ sym_c2 sym_c)))
 (>= ?x106 0)))
(assert
 (= (rank (matmul in_w2 in_w1)) 2))
(assert
 (= (dim (matmul in_w2 in_w1) 0) sym_c))
(assert
 (= (dim (matmul in_w2 in_w1) 1) sym_c2))
(assert
 (= (rank (add in_w1 (matmul in_w2 in_w1))) 2))
(assert
 (= (dim (add in_w1 (matmul in_w2 in_w1)) 0) sym_c))
(assert
 (= (dim (add in_w1 (matmul in_w2 in_w1)) 1) sym_c2))
(assert
 (let ((?x125 (matmul in_w2 in_w1)))
(let ((?x132 (add in_w1 ?x125)))
(let ((?x95 (idkernel2 sym_c2)))
(let ((?x102 (concat 0 ?x95 in_w1)))
(let ((?x110 (concat 1 in_w1 in_w2)))
(let ((?x117 (matmul ?x110 ?x102)))
(and (distinct ?x117 ?x132) true))))))))
(check-sat)
