; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, matmul_concat_inner, matmul_idkernel_right
; z3 rlimit used: 32522
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
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun in_w1 () T)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x15 (matmul A (idkernel2 c))))
 (let (($x16 (= ?x15 A)))
 (let (($x13 (and (= (dim A 1) c) (= (rank A) 2))))
 (=> $x13 $x16)))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x89 (add Y X)))
 (let ((?x88 (add X Y)))
 (let (($x90 (= ?x88 ?x89)))
 (let (($x86 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x79 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x72 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x65 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x59 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x53 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let (($x87 (and (= (- (- (rank Y) 0) 0) (- (- (rank X) 0) 0)) $x53 $x59 $x65 $x72 $x79 $x86)))
 (=> $x87 $x90))))))))))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((A1 T) (A2 T) (B1 T) (B2 T) (ax Int) (_t0 Int) )(! (let ((?x230 (matmul (concat ax A1 A2) (concat _t0 B1 B2))))
 (let (($x234 (= ?x230 (add (matmul A1 B1) (matmul A2 B2)))))
 (let ((?x141 (- (- (rank A1) 2) 0)))
 (let (($x183 (> ?x141 5)))
 (let (($x178 (> ?x141 4)))
 (let (($x173 (> ?x141 3)))
 (let (($x168 (> ?x141 2)))
 (let (($x163 (> ?x141 1)))
 (let (($x158 (> ?x141 0)))
 (let (($x139 (>= ax 1)))
 (let (($x227 (and (= ax (- (rank A1) 1)) (= (dim A1 ax) (dim B1 (- ax 1))) $x139 (>= ?x141 0) (>= (- (- (rank A2) 2) 0) 0) (>= (- (- (rank B1) 2) 0) 0) (>= (- (- (rank B2) 2) 0) 0) (= (- (- (rank A2) 2) 0) ?x141) (=> $x158 (= (dim A1 (+ 0 0)) (dim A2 (+ 0 0)))) (=> $x163 (= (dim A1 (+ 0 1)) (dim A2 (+ 0 1)))) (=> $x168 (= (dim A1 (+ 0 2)) (dim A2 (+ 0 2)))) (=> $x173 (= (dim A1 (+ 0 3)) (dim A2 (+ 0 3)))) (=> $x178 (= (dim A1 (+ 0 4)) (dim A2 (+ 0 4)))) (=> $x183 (= (dim A1 (+ 0 5)) (dim A2 (+ 0 5)))) (= (- (- (rank B1) 2) 0) ?x141) (=> $x158 (= (dim A1 (+ 0 0)) (dim B1 (+ 0 0)))) (=> $x163 (= (dim A1 (+ 0 1)) (dim B1 (+ 0 1)))) (=> $x168 (= (dim A1 (+ 0 2)) (dim B1 (+ 0 2)))) (=> $x173 (= (dim A1 (+ 0 3)) (dim B1 (+ 0 3)))) (=> $x178 (= (dim A1 (+ 0 4)) (dim B1 (+ 0 4)))) (=> $x183 (= (dim A1 (+ 0 5)) (dim B1 (+ 0 5)))) (= (- (- (rank B2) 2) 0) ?x141) (=> $x158 (= (dim A1 (+ 0 0)) (dim B2 (+ 0 0)))) (=> $x163 (= (dim A1 (+ 0 1)) (dim B2 (+ 0 1)))) (=> $x168 (= (dim A1 (+ 0 2)) (dim B2 (+ 0 2)))) (=> $x173 (= (dim A1 (+ 0 3)) (dim B2 (+ 0 3)))) (=> $x178 (= (dim A1 (+ 0 4)) (dim B2 (+ 0 4)))) (=> $x183 (= (dim A1 (+ 0 5)) (dim B2 (+ 0 5)))) (= _t0 (- ax 1)))))
 (=> $x227 $x234)))))))))))) :pattern ( (matmul (concat ax A1 A2) (concat _t0 B1 B2)) ) :qid matmul_concat_inner))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c2))
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
 (= (dim in_x2 1) sym_c2))
(assert
 (= (rank (idkernel2 sym_c2)) 2))
(assert
 (= (dim (idkernel2 sym_c2) 0) sym_c2))
(assert
 (= (dim (idkernel2 sym_c2) 1) sym_c2))
(assert
 (= (rank (concat 0 in_w1 (idkernel2 sym_c2))) 2))
(assert
 (let ((?x371 (+ sym_c sym_c2)))
 (let ((?x293 (idkernel2 sym_c2)))
 (let ((?x367 (concat 0 in_w1 ?x293)))
 (let ((?x370 (dim ?x367 0)))
 (= ?x370 ?x371))))))
(assert
 (= (dim (concat 0 in_w1 (idkernel2 sym_c2)) 1) sym_c2))
(assert
 (= (rank (concat 1 in_x1 in_x2)) 2))
(assert
 (= (dim (concat 1 in_x1 in_x2) 0) sym_n))
(assert
 (let ((?x371 (+ sym_c sym_c2)))
 (let ((?x375 (concat 1 in_x1 in_x2)))
 (let ((?x380 (dim ?x375 1)))
 (= ?x380 ?x371)))))
(assert
 (let ((?x293 (idkernel2 sym_c2)))
 (let ((?x367 (concat 0 in_w1 ?x293)))
 (let ((?x375 (concat 1 in_x1 in_x2)))
 (let ((?x382 (matmul ?x375 ?x367)))
 (= (rank ?x382) 2))))))
(assert
 (let ((?x293 (idkernel2 sym_c2)))
 (let ((?x367 (concat 0 in_w1 ?x293)))
 (let ((?x375 (concat 1 in_x1 in_x2)))
 (let ((?x382 (matmul ?x375 ?x367)))
 (= (dim ?x382 0) sym_n))))))
(assert
 (let ((?x293 (idkernel2 sym_c2)))
 (let ((?x367 (concat 0 in_w1 ?x293)))
 (let ((?x375 (concat 1 in_x1 in_x2)))
 (let ((?x382 (matmul ?x375 ?x367)))
 (= (dim ?x382 1) sym_c2))))))
(assert
 (let ((?x371 (+ sym_c sym_c2)))
 (>= ?x371 0)))
(assert
 (= (rank (matmul in_x1 in_w1)) 2))
(assert
 (= (dim (matmul in_x1 in_w1) 0) sym_n))
(assert
 (= (dim (matmul in_x1 in_w1) 1) sym_c2))
(assert
 (= (rank (add in_x2 (matmul in_x1 in_w1))) 2))
(assert
 (= (dim (add in_x2 (matmul in_x1 in_w1)) 0) sym_n))
(assert
 (= (dim (add in_x2 (matmul in_x1 in_w1)) 1) sym_c2))
(assert
 (let ((?x390 (matmul in_x1 in_w1)))
(let ((?x397 (add in_x2 ?x390)))
(let ((?x293 (idkernel2 sym_c2)))
(let ((?x367 (concat 0 in_w1 ?x293)))
(let ((?x375 (concat 1 in_x1 in_x2)))
(let ((?x382 (matmul ?x375 ?x367)))
(and (distinct ?x382 ?x397) true))))))))
(check-sat)
