; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, matmul_concat_inner, matmul_idkernel_left
; z3 rlimit used: 32423
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
(declare-fun in_w1 () T)
(declare-fun in_w2 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x15 (matmul (idkernel2 c) A)))
 (let (($x16 (= ?x15 A)))
 (let (($x13 (and (= (dim A 0) c) (= (rank A) 2))))
 (=> $x13 $x16)))) :pattern ( (matmul (idkernel2 c) A) ) :qid matmul_idkernel_left))
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
 (let (($x52 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let (($x87 (and (= (- (- (rank Y) 0) 0) (- (- (rank X) 0) 0)) $x52 $x59 $x65 $x72 $x79 $x86)))
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
 (= (rank (concat 0 in_w2 in_w1)) 2))
(assert
 (let ((?x291 (+ sym_c2 sym_c)))
 (let ((?x266 (concat 0 in_w2 in_w1)))
 (let ((?x290 (dim ?x266 0)))
 (= ?x290 ?x291)))))
(assert
 (= (dim (concat 0 in_w2 in_w1) 1) sym_c2))
(assert
 (= (rank (concat 1 in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (concat 1 in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (let ((?x291 (+ sym_c2 sym_c)))
 (let ((?x275 (idkernel2 sym_c)))
 (let ((?x366 (concat 1 in_w1 ?x275)))
 (let ((?x371 (dim ?x366 1)))
 (= ?x371 ?x291))))))
(assert
 (let ((?x266 (concat 0 in_w2 in_w1)))
 (let ((?x275 (idkernel2 sym_c)))
 (let ((?x366 (concat 1 in_w1 ?x275)))
 (let ((?x373 (matmul ?x366 ?x266)))
 (= (rank ?x373) 2))))))
(assert
 (let ((?x266 (concat 0 in_w2 in_w1)))
 (let ((?x275 (idkernel2 sym_c)))
 (let ((?x366 (concat 1 in_w1 ?x275)))
 (let ((?x373 (matmul ?x366 ?x266)))
 (= (dim ?x373 0) sym_c))))))
(assert
 (let ((?x266 (concat 0 in_w2 in_w1)))
 (let ((?x275 (idkernel2 sym_c)))
 (let ((?x366 (concat 1 in_w1 ?x275)))
 (let ((?x373 (matmul ?x366 ?x266)))
 (= (dim ?x373 1) sym_c2))))))
(assert
 (let ((?x291 (+ sym_c2 sym_c)))
 (>= ?x291 0)))
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
 (let ((?x381 (matmul in_w1 in_w2)))
(let ((?x388 (add in_w1 ?x381)))
(let ((?x266 (concat 0 in_w2 in_w1)))
(let ((?x275 (idkernel2 sym_c)))
(let ((?x366 (concat 1 in_w1 ?x275)))
(let ((?x373 (matmul ?x366 ?x266)))
(and (distinct ?x373 ?x388) true))))))))
(check-sat)
