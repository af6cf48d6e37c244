; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_inner
; z3 rlimit used: 21671
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
 (forall ((A1 T) (A2 T) (B1 T) (B2 T) (ax Int) (_t0 Int) )(! (let ((?x119 (matmul (concat ax A1 A2) (concat _t0 B1 B2))))
 (let (($x123 (= ?x119 (add (matmul A1 B1) (matmul A2 B2)))))
 (let ((?x20 (- (- (rank A1) 2) 0)))
 (let (($x70 (> ?x20 5)))
 (let (($x63 (> ?x20 4)))
 (let (($x56 (> ?x20 3)))
 (let (($x49 (> ?x20 2)))
 (let (($x43 (> ?x20 1)))
 (let (($x37 (> ?x20 0)))
 (let (($x16 (>= ax 1)))
 (let (($x116 (and (= ax (- (rank A1) 1)) (= (dim A1 ax) (dim B1 (- ax 1))) $x16 (>= ?x20 0) (>= (- (- (rank A2) 2) 0) 0) (>= (- (- (rank B1) 2) 0) 0) (>= (- (- (rank B2) 2) 0) 0) (= (- (- (rank A2) 2) 0) ?x20) (=> $x37 (= (dim A1 (+ 0 0)) (dim A2 (+ 0 0)))) (=> $x43 (= (dim A1 (+ 0 1)) (dim A2 (+ 0 1)))) (=> $x49 (= (dim A1 (+ 0 2)) (dim A2 (+ 0 2)))) (=> $x56 (= (dim A1 (+ 0 3)) (dim A2 (+ 0 3)))) (=> $x63 (= (dim A1 (+ 0 4)) (dim A2 (+ 0 4)))) (=> $x70 (= (dim A1 (+ 0 5)) (dim A2 (+ 0 5)))) (= (- (- (rank B1) 2) 0) ?x20) (=> $x37 (= (dim A1 (+ 0 0)) (dim B1 (+ 0 0)))) (=> $x43 (= (dim A1 (+ 0 1)) (dim B1 (+ 0 1)))) (=> $x49 (= (dim A1 (+ 0 2)) (dim B1 (+ 0 2)))) (=> $x56 (= (dim A1 (+ 0 3)) (dim B1 (+ 0 3)))) (=> $x63 (= (dim A1 (+ 0 4)) (dim B1 (+ 0 4)))) (=> $x70 (= (dim A1 (+ 0 5)) (dim B1 (+ 0 5)))) (= (- (- (rank B2) 2) 0) ?x20) (=> $x37 (= (dim A1 (+ 0 0)) (dim B2 (+ 0 0)))) (=> $x43 (= (dim A1 (+ 0 1)) (dim B2 (+ 0 1)))) (=> $x49 (= (dim A1 (+ 0 2)) (dim B2 (+ 0 2)))) (=> $x56 (= (dim A1 (+ 0 3)) (dim B2 (+ 0 3)))) (=> $x63 (= (dim A1 (+ 0 4)) (dim B2 (+ 0 4)))) (=> $x70 (= (dim A1 (+ 0 5)) (dim B2 (+ 0 5)))) (= _t0 (- ax 1)))))
 (=> $x116 $x123)))))))))))) :pattern ( (matmul (concat ax A1 A2) (concat _t0 B1 B2)) ) :qid matmul_concat_inner))
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
 (let ((?x289 (+ sym_c2 sym_c)))
 (let ((?x285 (concat 0 in_w3 in_w2)))
 (let ((?x288 (dim ?x285 0)))
 (= ?x288 ?x289)))))
(assert
 (= (dim (concat 0 in_w3 in_w2) 1) sym_c2))
(assert
 (= (rank (concat 1 in_w2 in_w1)) 2))
(assert
 (= (dim (concat 1 in_w2 in_w1) 0) sym_c))
(assert
 (let ((?x289 (+ sym_c2 sym_c)))
 (let ((?x293 (concat 1 in_w2 in_w1)))
 (let ((?x298 (dim ?x293 1)))
 (= ?x298 ?x289)))))
(assert
 (let ((?x285 (concat 0 in_w3 in_w2)))
 (let ((?x293 (concat 1 in_w2 in_w1)))
 (let ((?x300 (matmul ?x293 ?x285)))
 (= (rank ?x300) 2)))))
(assert
 (let ((?x285 (concat 0 in_w3 in_w2)))
 (let ((?x293 (concat 1 in_w2 in_w1)))
 (let ((?x300 (matmul ?x293 ?x285)))
 (= (dim ?x300 0) sym_c)))))
(assert
 (let ((?x285 (concat 0 in_w3 in_w2)))
 (let ((?x293 (concat 1 in_w2 in_w1)))
 (let ((?x300 (matmul ?x293 ?x285)))
 (= (dim ?x300 1) sym_c2)))))
(assert
 (let ((?x285 (concat 0 in_w3 in_w2)))
(let ((?x293 (concat 1 in_w2 in_w1)))
(let ((?x300 (matmul ?x293 ?x285)))
(let ((?x271 (matmul in_w1 in_w2)))
(let ((?x172 (matmul in_w2 in_w3)))
(let ((?x278 (add ?x172 ?x271)))
(and (distinct ?x278 ?x300) true))))))))
(check-sat)
