; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, matmul_concat_inner, matmul_idkernel_left, matmul_idkernel_right
; z3 rlimit used: 32333
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun in_w1 () T)
(declare-fun in_w2 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x14 (idkernel2 c)))
 (let ((?x15 (matmul A ?x14)))
 (let (($x16 (= ?x15 A)))
 (let ((?x10 (rank A)))
 (let (($x12 (= ?x10 2)))
 (let (($x13 (and (= (dim A 1) c) $x12)))
 (=> $x13 $x16))))))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((A T) (c Int) )(! (let ((?x14 (idkernel2 c)))
 (let ((?x44 (matmul ?x14 A)))
 (let (($x45 (= ?x44 A)))
 (let ((?x10 (rank A)))
 (let (($x12 (= ?x10 2)))
 (let (($x43 (and (= (dim A 0) c) $x12)))
 (=> $x43 $x45))))))) :pattern ( (matmul (idkernel2 c) A) ) :qid matmul_idkernel_left))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x100 (add Y X)))
 (let ((?x99 (add X Y)))
 (let (($x101 (= ?x99 ?x100)))
 (let (($x97 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x90 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x83 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x76 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x70 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x64 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let (($x98 (and (= (- (- (rank Y) 0) 0) (- (- (rank X) 0) 0)) $x64 $x70 $x76 $x83 $x90 $x97)))
 (=> $x98 $x101))))))))))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((A1 T) (A2 T) (B1 T) (B2 T) (ax Int) (_t0 Int) )(! (let ((?x240 (matmul (concat ax A1 A2) (concat _t0 B1 B2))))
 (let (($x244 (= ?x240 (add (matmul A1 B1) (matmul A2 B2)))))
 (let ((?x151 (- (- (rank A1) 2) 0)))
 (let (($x193 (> ?x151 5)))
 (let (($x188 (> ?x151 4)))
 (let (($x183 (> ?x151 3)))
 (let (($x178 (> ?x151 2)))
 (let (($x173 (> ?x151 1)))
 (let (($x168 (> ?x151 0)))
 (let (($x149 (>= ax 1)))
 (let (($x237 (and (= ax (- (rank A1) 1)) (= (dim A1 ax) (dim B1 (- ax 1))) $x149 (>= ?x151 0) (>= (- (- (rank A2) 2) 0) 0) (>= (- (- (rank B1) 2) 0) 0) (>= (- (- (rank B2) 2) 0) 0) (= (- (- (rank A2) 2) 0) ?x151) (=> $x168 (= (dim A1 (+ 0 0)) (dim A2 (+ 0 0)))) (=> $x173 (= (dim A1 (+ 0 1)) (dim A2 (+ 0 1)))) (=> $x178 (= (dim A1 (+ 0 2)) (dim A2 (+ 0 2)))) (=> $x183 (= (dim A1 (+ 0 3)) (dim A2 (+ 0 3)))) (=> $x188 (= (dim A1 (+ 0 4)) (dim A2 (+ 0 4)))) (=> $x193 (= (dim A1 (+ 0 5)) (dim A2 (+ 0 5)))) (= (- (- (rank B1) 2) 0) ?x151) (=> $x168 (= (dim A1 (+ 0 0)) (dim B1 (+ 0 0)))) (=> $x173 (= (dim A1 (+ 0 1)) (dim B1 (+ 0 1)))) (=> $x178 (= (dim A1 (+ 0 2)) (dim B1 (+ 0 2)))) (=> $x183 (= (dim A1 (+ 0 3)) (dim B1 (+ 0 3)))) (=> $x188 (= (dim A1 (+ 0 4)) (dim B1 (+ 0 4)))) (=> $x193 (= (dim A1 (+ 0 5)) (dim B1 (+ 0 5)))) (= (- (- (rank B2) 2) 0) ?x151) (=> $x168 (= (dim A1 (+ 0 0)) (dim B2 (+ 0 0)))) (=> $x173 (= (dim A1 (+ 0 1)) (dim B2 (+ 0 1)))) (=> $x178 (= (dim A1 (+ 0 2)) (dim B2 (+ 0 2)))) (=> $x183 (= (dim A1 (+ 0 3)) (dim B2 (+ 0 3)))) (=> $x188 (= (dim A1 (+ 0 4)) (dim B2 (+ 0 4)))) (=> $x193 (= (dim A1 (+ 0 5)) (dim B2 (+ 0 5)))) (= _t0 (- ax 1)))))
 (=> $x237 $x244)))))))))))) :pattern ( (matmul (concat ax A1 A2) (concat _t0 B1 B2)) ) :qid matmul_concat_inner))
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
 (= (rank (concat 0 (idkernel2 sym_c) in_w2)) 2))
(assert
 (let ((?x303 (* 2 sym_c)))
 (let ((?x250 (idkernel2 sym_c)))
 (let ((?x267 (concat 0 ?x250 in_w2)))
 (let ((?x277 (dim ?x267 0)))
 (= ?x277 ?x303))))))
(assert
 (= (dim (concat 0 (idkernel2 sym_c) in_w2) 1) sym_c))
(assert
 (= (rank (concat 1 in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (concat 1 in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (let ((?x303 (* 2 sym_c)))
 (let ((?x250 (idkernel2 sym_c)))
 (let ((?x260 (concat 1 in_w1 ?x250)))
 (let ((?x379 (dim ?x260 1)))
 (= ?x379 ?x303))))))
(assert
 (let ((?x250 (idkernel2 sym_c)))
 (let ((?x267 (concat 0 ?x250 in_w2)))
 (let ((?x260 (concat 1 in_w1 ?x250)))
 (let ((?x381 (matmul ?x260 ?x267)))
 (= (rank ?x381) 2))))))
(assert
 (let ((?x250 (idkernel2 sym_c)))
 (let ((?x267 (concat 0 ?x250 in_w2)))
 (let ((?x260 (concat 1 in_w1 ?x250)))
 (let ((?x381 (matmul ?x260 ?x267)))
 (= (dim ?x381 0) sym_c))))))
(assert
 (let ((?x250 (idkernel2 sym_c)))
 (let ((?x267 (concat 0 ?x250 in_w2)))
 (let ((?x260 (concat 1 in_w1 ?x250)))
 (let ((?x381 (matmul ?x260 ?x267)))
 (= (dim ?x381 1) sym_c))))))
(assert
 (let ((?x303 (* 2 sym_c)))
 (>= ?x303 0)))
(assert
 (= (rank (add in_w2 in_w1)) 2))
(assert
 (= (dim (add in_w2 in_w1) 0) sym_c))
(assert
 (= (dim (add in_w2 in_w1) 1) sym_c))
(assert
 (let ((?x389 (add in_w2 in_w1)))
(let ((?x250 (idkernel2 sym_c)))
(let ((?x267 (concat 0 ?x250 in_w2)))
(let ((?x260 (concat 1 in_w1 ?x250)))
(let ((?x381 (matmul ?x260 ?x267)))
(and (distinct ?x381 ?x389) true)))))))
(check-sat)
