; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_inner, matmul_idkernel_left
; z3 rlimit used: 74759
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
 (forall ((A T) (c Int) )(! (let ((?x12 (matmul (idkernel2 c) A)))
 (let (($x13 (= ?x12 A)))
 (=> (and (= (dim A 0) c)) $x13))) :pattern ( (matmul (idkernel2 c) A) ) :qid matmul_idkernel_left))
 )
(assert
 (forall ((A1 T) (A2 T) (B1 T) (B2 T) (ax Int) (_t0 Int) )(! (let ((?x55 (matmul (concat ax A1 A2) (concat _t0 B1 B2))))
 (let (($x59 (= ?x55 (add (matmul A1 B1) (matmul A2 B2)))))
 (let (($x48 (>= ax 1)))
 (let (($x50 (and (= ax (- (rank A1) 1)) (= (dim A1 ax) (dim B1 (- ax 1))) $x48 (= _t0 (- ax 1)))))
 (=> $x50 $x59))))) :pattern ( (matmul (concat ax A1 A2) (concat _t0 B1 B2)) ) :qid matmul_concat_inner))
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
 (= (dim in_w2 1) sym_c2))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (concat 0 in_w1 in_w2)) 2))
(assert
 (let ((?x107 (+ sym_c sym_c2)))
 (let ((?x103 (concat 0 in_w1 in_w2)))
 (let ((?x106 (dim ?x103 0)))
 (= ?x106 ?x107)))))
(assert
 (= (dim (concat 0 in_w1 in_w2) 1) sym_c2))
(assert
 (= (rank (concat 1 (idkernel2 sym_c) in_w1)) 2))
(assert
 (= (dim (concat 1 (idkernel2 sym_c) in_w1) 0) sym_c))
(assert
 (let ((?x107 (+ sym_c sym_c2)))
 (let ((?x96 (idkernel2 sym_c)))
 (let ((?x111 (concat 1 ?x96 in_w1)))
 (let ((?x116 (dim ?x111 1)))
 (= ?x116 ?x107))))))
(assert
 (let ((?x103 (concat 0 in_w1 in_w2)))
 (let ((?x96 (idkernel2 sym_c)))
 (let ((?x111 (concat 1 ?x96 in_w1)))
 (let ((?x118 (matmul ?x111 ?x103)))
 (= (rank ?x118) 2))))))
(assert
 (let ((?x103 (concat 0 in_w1 in_w2)))
 (let ((?x96 (idkernel2 sym_c)))
 (let ((?x111 (concat 1 ?x96 in_w1)))
 (let ((?x118 (matmul ?x111 ?x103)))
 (= (dim ?x118 0) sym_c))))))
(assert
 (let ((?x103 (concat 0 in_w1 in_w2)))
 (let ((?x96 (idkernel2 sym_c)))
 (let ((?x111 (concat 1 ?x96 in_w1)))
 (let ((?x118 (matmul ?x111 ?x103)))
 (= (dim ?x118 1) sym_c2))))))
(assert
 (let ((?x107 (+ sym_c sym_c2)))
 (>= ?x107 0)))
(assert
 (= (rank (matmul in_w1 in_w2)) 2))
(assert
 (= (dim (matmul in_w1 in_w2) 0) sym_c))
(assert
 (= (dim (matmul in_w1 in_w2) 1) sym_c2))
(assert
 (= (rank (add in_w1 (matmul in_w1 in_w2))) 2))
(assert
 (= (dim (add in_w1 (matmul in_w1 in_w2)) 0) sym_c))
(assert
 (= (dim (add in_w1 (matmul in_w1 in_w2)) 1) sym_c2))
(assert
 (let ((?x126 (matmul in_w1 in_w2)))
(let ((?x133 (add in_w1 ?x126)))
(let ((?x103 (concat 0 in_w1 in_w2)))
(let ((?x96 (idkernel2 sym_c)))
(let ((?x111 (concat 1 ?x96 in_w1)))
(let ((?x118 (matmul ?x111 ?x103)))
(and (distinct ?x118 ?x133) true))))))))
(check-sat)
