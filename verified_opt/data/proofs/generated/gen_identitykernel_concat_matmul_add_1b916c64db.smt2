; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_inner, matmul_idkernel_left
; z3 rlimit used: 113822
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
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun in_w1 () T)
(declare-fun in_w2 () T)
(declare-fun in_w3 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x15 (matmul (idkernel2 c) A)))
 (let (($x16 (= ?x15 A)))
 (let (($x13 (and (= (dim A 0) c) (= (rank A) 2))))
 (=> $x13 $x16)))) :pattern ( (matmul (idkernel2 c) A) ) :qid matmul_idkernel_left))
 )
(assert
 (forall ((A1 T) (A2 T) (B1 T) (B2 T) (ax Int) (_t0 Int) )(! (let ((?x141 (matmul (concat ax A1 A2) (concat _t0 B1 B2))))
 (let (($x145 (= ?x141 (add (matmul A1 B1) (matmul A2 B2)))))
 (let ((?x93 (dim A1 5)))
 (let (($x135 (= ?x93 (dim B2 5))))
 (let ((?x42 (rank A1)))
 (let ((?x62 (- ?x42 2)))
 (let (($x92 (> ?x62 5)))
 (let ((?x59 (rank B2)))
 (let (($x60 (>= ?x59 2)))
 (let ((?x56 (rank B1)))
 (let (($x57 (>= ?x56 2)))
 (let ((?x54 (rank A2)))
 (let (($x55 (>= ?x54 2)))
 (let (($x52 (>= ?x42 2)))
 (let (($x51 (>= ax 1)))
 (let (($x138 (and (= ax (- ?x42 1)) (= (dim A1 ax) (dim B1 (- ax 1))) $x51 $x52 $x55 $x57 $x60 (= (- ?x54 2) ?x62) (=> (> ?x62 0) (= (dim A1 0) (dim A2 0))) (=> (> ?x62 1) (= (dim A1 1) (dim A2 1))) (=> (> ?x62 2) (= (dim A1 2) (dim A2 2))) (=> (> ?x62 3) (= (dim A1 3) (dim A2 3))) (=> (> ?x62 4) (= (dim A1 4) (dim A2 4))) (=> $x92 (= ?x93 (dim A2 5))) (= (- ?x56 2) ?x62) (=> (> ?x62 0) (= (dim A1 0) (dim B1 0))) (=> (> ?x62 1) (= (dim A1 1) (dim B1 1))) (=> (> ?x62 2) (= (dim A1 2) (dim B1 2))) (=> (> ?x62 3) (= (dim A1 3) (dim B1 3))) (=> (> ?x62 4) (= (dim A1 4) (dim B1 4))) (=> $x92 (= ?x93 (dim B1 5))) (= (- ?x59 2) ?x62) (=> (> ?x62 0) (= (dim A1 0) (dim B2 0))) (=> (> ?x62 1) (= (dim A1 1) (dim B2 1))) (=> (> ?x62 2) (= (dim A1 2) (dim B2 2))) (=> (> ?x62 3) (= (dim A1 3) (dim B2 3))) (=> (> ?x62 4) (= (dim A1 4) (dim B2 4))) (=> $x92 $x135) (= _t0 (- ax 1)))))
 (=> $x138 $x145))))))))))))))))) :pattern ( (matmul (concat ax A1 A2) (concat _t0 B1 B2)) ) :qid matmul_concat_inner))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_c3 1))
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
 (= (dim in_w2 1) sym_c3))
(assert
 (= (rank in_w3) 2))
(assert
 (= (dim in_w3 0) sym_c2))
(assert
 (= (dim in_w3 1) sym_c3))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (concat 0 in_w2 in_w3)) 2))
(assert
 (let ((?x236 (+ sym_c sym_c2)))
 (let ((?x232 (concat 0 in_w2 in_w3)))
 (let ((?x235 (dim ?x232 0)))
 (= ?x235 ?x236)))))
(assert
 (= (dim (concat 0 in_w2 in_w3) 1) sym_c3))
(assert
 (= (rank (concat 1 (idkernel2 sym_c) in_w1)) 2))
(assert
 (= (dim (concat 1 (idkernel2 sym_c) in_w1) 0) sym_c))
(assert
 (let ((?x236 (+ sym_c sym_c2)))
 (let ((?x184 (idkernel2 sym_c)))
 (let ((?x240 (concat 1 ?x184 in_w1)))
 (let ((?x245 (dim ?x240 1)))
 (= ?x245 ?x236))))))
(assert
 (let ((?x232 (concat 0 in_w2 in_w3)))
 (let ((?x184 (idkernel2 sym_c)))
 (let ((?x240 (concat 1 ?x184 in_w1)))
 (let ((?x247 (matmul ?x240 ?x232)))
 (= (rank ?x247) 2))))))
(assert
 (let ((?x232 (concat 0 in_w2 in_w3)))
 (let ((?x184 (idkernel2 sym_c)))
 (let ((?x240 (concat 1 ?x184 in_w1)))
 (let ((?x247 (matmul ?x240 ?x232)))
 (= (dim ?x247 0) sym_c))))))
(assert
 (let ((?x232 (concat 0 in_w2 in_w3)))
 (let ((?x184 (idkernel2 sym_c)))
 (let ((?x240 (concat 1 ?x184 in_w1)))
 (let ((?x247 (matmul ?x240 ?x232)))
 (= (dim ?x247 1) sym_c3))))))
(assert
 (let ((?x236 (+ sym_c sym_c2)))
 (>= ?x236 0)))
(assert
 (= (rank (matmul in_w1 in_w3)) 2))
(assert
 (= (dim (matmul in_w1 in_w3) 0) sym_c))
(assert
 (= (dim (matmul in_w1 in_w3) 1) sym_c3))
(assert
 (= (rank (add in_w2 (matmul in_w1 in_w3))) 2))
(assert
 (= (dim (add in_w2 (matmul in_w1 in_w3)) 0) sym_c))
(assert
 (= (dim (add in_w2 (matmul in_w1 in_w3)) 1) sym_c3))
(assert
 (let ((?x255 (matmul in_w1 in_w3)))
(let ((?x262 (add in_w2 ?x255)))
(let ((?x232 (concat 0 in_w2 in_w3)))
(let ((?x184 (idkernel2 sym_c)))
(let ((?x240 (concat 1 ?x184 in_w1)))
(let ((?x247 (matmul ?x240 ?x232)))
(and (distinct ?x247 ?x262) true))))))))
(check-sat)
