; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_inner, matmul_idkernel_left, matmul_idkernel_right
; z3 rlimit used: 113546
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun concat (Int T T) T)
(declare-fun add (T T) T)
(declare-fun sym_c () Int)
(declare-fun in_w1 () T)
(declare-fun in_w2 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x14 (idkernel2 c)))
 (let ((?x15 (matmul A ?x14)))
 (let (($x16 (= ?x15 A)))
 (let (($x12 (= (rank A) 2)))
 (let (($x13 (and (= (dim A 1) c) $x12)))
 (=> $x13 $x16)))))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((A T) (c Int) )(! (let ((?x14 (idkernel2 c)))
 (let ((?x44 (matmul ?x14 A)))
 (let (($x45 (= ?x44 A)))
 (let (($x12 (= (rank A) 2)))
 (let (($x43 (and (= (dim A 0) c) $x12)))
 (=> $x43 $x45)))))) :pattern ( (matmul (idkernel2 c) A) ) :qid matmul_idkernel_left))
 )
(assert
 (forall ((A1 T) (A2 T) (B1 T) (B2 T) (ax Int) (_t0 Int) )(! (let ((?x152 (matmul (concat ax A1 A2) (concat _t0 B1 B2))))
 (let (($x156 (= ?x152 (add (matmul A1 B1) (matmul A2 B2)))))
 (let ((?x104 (dim A1 5)))
 (let (($x146 (= ?x104 (dim B2 5))))
 (let ((?x54 (rank A1)))
 (let ((?x73 (- ?x54 2)))
 (let (($x103 (> ?x73 5)))
 (let ((?x70 (rank B2)))
 (let (($x71 (>= ?x70 2)))
 (let ((?x67 (rank B1)))
 (let (($x68 (>= ?x67 2)))
 (let ((?x65 (rank A2)))
 (let (($x66 (>= ?x65 2)))
 (let (($x63 (>= ?x54 2)))
 (let (($x62 (>= ax 1)))
 (let (($x149 (and (= ax (- ?x54 1)) (= (dim A1 ax) (dim B1 (- ax 1))) $x62 $x63 $x66 $x68 $x71 (= (- ?x65 2) ?x73) (=> (> ?x73 0) (= (dim A1 0) (dim A2 0))) (=> (> ?x73 1) (= (dim A1 1) (dim A2 1))) (=> (> ?x73 2) (= (dim A1 2) (dim A2 2))) (=> (> ?x73 3) (= (dim A1 3) (dim A2 3))) (=> (> ?x73 4) (= (dim A1 4) (dim A2 4))) (=> $x103 (= ?x104 (dim A2 5))) (= (- ?x67 2) ?x73) (=> (> ?x73 0) (= (dim A1 0) (dim B1 0))) (=> (> ?x73 1) (= (dim A1 1) (dim B1 1))) (=> (> ?x73 2) (= (dim A1 2) (dim B1 2))) (=> (> ?x73 3) (= (dim A1 3) (dim B1 3))) (=> (> ?x73 4) (= (dim A1 4) (dim B1 4))) (=> $x103 (= ?x104 (dim B1 5))) (= (- ?x70 2) ?x73) (=> (> ?x73 0) (= (dim A1 0) (dim B2 0))) (=> (> ?x73 1) (= (dim A1 1) (dim B2 1))) (=> (> ?x73 2) (= (dim A1 2) (dim B2 2))) (=> (> ?x73 3) (= (dim A1 3) (dim B2 3))) (=> (> ?x73 4) (= (dim A1 4) (dim B2 4))) (=> $x103 $x146) (= _t0 (- ax 1)))))
 (=> $x149 $x156))))))))))))))))) :pattern ( (matmul (concat ax A1 A2) (concat _t0 B1 B2)) ) :qid matmul_concat_inner))
 )
(assert
 (>= sym_c 1))
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
 (= (dim in_w2 1) sym_c))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (concat 0 in_w2 (idkernel2 sym_c))) 2))
(assert
 (let ((?x195 (* 2 sym_c)))
 (let ((?x185 (idkernel2 sym_c)))
 (let ((?x213 (concat 0 in_w2 ?x185)))
 (let ((?x181 (dim ?x213 0)))
 (= ?x181 ?x195))))))
(assert
 (= (dim (concat 0 in_w2 (idkernel2 sym_c)) 1) sym_c))
(assert
 (= (rank (concat 1 (idkernel2 sym_c) in_w1)) 2))
(assert
 (= (dim (concat 1 (idkernel2 sym_c) in_w1) 0) sym_c))
(assert
 (let ((?x195 (* 2 sym_c)))
 (let ((?x185 (idkernel2 sym_c)))
 (let ((?x175 (concat 1 ?x185 in_w1)))
 (let ((?x245 (dim ?x175 1)))
 (= ?x245 ?x195))))))
(assert
 (let ((?x185 (idkernel2 sym_c)))
 (let ((?x213 (concat 0 in_w2 ?x185)))
 (let ((?x175 (concat 1 ?x185 in_w1)))
 (let ((?x247 (matmul ?x175 ?x213)))
 (= (rank ?x247) 2))))))
(assert
 (let ((?x185 (idkernel2 sym_c)))
 (let ((?x213 (concat 0 in_w2 ?x185)))
 (let ((?x175 (concat 1 ?x185 in_w1)))
 (let ((?x247 (matmul ?x175 ?x213)))
 (= (dim ?x247 0) sym_c))))))
(assert
 (let ((?x185 (idkernel2 sym_c)))
 (let ((?x213 (concat 0 in_w2 ?x185)))
 (let ((?x175 (concat 1 ?x185 in_w1)))
 (let ((?x247 (matmul ?x175 ?x213)))
 (= (dim ?x247 1) sym_c))))))
(assert
 (let ((?x195 (* 2 sym_c)))
 (>= ?x195 0)))
(assert
 (= (rank (add in_w2 in_w1)) 2))
(assert
 (= (dim (add in_w2 in_w1) 0) sym_c))
(assert
 (= (dim (add in_w2 in_w1) 1) sym_c))
(assert
 (let ((?x255 (add in_w2 in_w1)))
(let ((?x185 (idkernel2 sym_c)))
(let ((?x213 (concat 0 in_w2 ?x185)))
(let ((?x175 (concat 1 ?x185 in_w1)))
(let ((?x247 (matmul ?x175 ?x213)))
(and (distinct ?x247 ?x255) true)))))))
(check-sat)
