; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, matmul_concat_rows, matmul_dist_left, matmul_idkernel_left
; z3 rlimit used: 33896
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
 (forall ((A T) (B T) (C T) )(! (let ((?x183 (add (matmul A C) (matmul B C))))
 (let ((?x180 (matmul (add A B) C)))
 (let (($x184 (= ?x180 ?x183)))
 (let ((?x126 (- (- (rank A) 2) 0)))
 (let (($x161 (> ?x126 5)))
 (let (($x157 (> ?x126 4)))
 (let (($x153 (> ?x126 3)))
 (let (($x149 (> ?x126 2)))
 (let (($x145 (> ?x126 1)))
 (let (($x141 (> ?x126 0)))
 (let ((?x135 (- (- (rank B) 2) 0)))
 (let (($x136 (>= ?x135 0)))
 (let (($x108 (>= ?x126 0)))
 (let (($x178 (and $x108 $x136 (>= (- (- (rank C) 2) 0) 0) (= ?x135 ?x126) (=> $x141 (= (dim A (+ 0 0)) (dim B (+ 0 0)))) (=> $x145 (= (dim A (+ 0 1)) (dim B (+ 0 1)))) (=> $x149 (= (dim A (+ 0 2)) (dim B (+ 0 2)))) (=> $x153 (= (dim A (+ 0 3)) (dim B (+ 0 3)))) (=> $x157 (= (dim A (+ 0 4)) (dim B (+ 0 4)))) (=> $x161 (= (dim A (+ 0 5)) (dim B (+ 0 5)))) (= (- (- (rank C) 2) 0) ?x126) (=> $x141 (= (dim A (+ 0 0)) (dim C (+ 0 0)))) (=> $x145 (= (dim A (+ 0 1)) (dim C (+ 0 1)))) (=> $x149 (= (dim A (+ 0 2)) (dim C (+ 0 2)))) (=> $x153 (= (dim A (+ 0 3)) (dim C (+ 0 3)))) (=> $x157 (= (dim A (+ 0 4)) (dim C (+ 0 4)))) (=> $x161 (= (dim A (+ 0 5)) (dim C (+ 0 5)))))))
 (=> $x178 $x184))))))))))))))) :pattern ( (matmul (add A B) C) ) :pattern ( (add (matmul A C) (matmul B C)) ) :qid matmul_dist_left))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x290 (concat ax (matmul A C) (matmul B C))))
 (let ((?x287 (matmul (concat ax A B) C)))
 (let (($x291 (= ?x287 ?x290)))
 (let ((?x192 (rank A)))
 (let ((?x193 (- ?x192 2)))
 (let ((?x244 (- ?x193 0)))
 (let (($x268 (> ?x244 5)))
 (let (($x219 (> ?x244 4)))
 (let (($x232 (> ?x244 3)))
 (let (($x191 (> ?x244 2)))
 (let (($x195 (> ?x244 1)))
 (let (($x207 (> ?x244 0)))
 (let ((?x135 (- (- (rank C) 2) 0)))
 (let (($x136 (>= ?x135 0)))
 (let ((?x126 (- (- (rank B) 2) 0)))
 (let (($x108 (>= ?x126 0)))
 (let (($x226 (>= ax 0)))
 (let (($x285 (and (= ax ?x193) $x226 (>= ?x244 0) $x108 $x136 (= ?x126 ?x244) (=> $x207 (= (dim A (+ 0 0)) (dim B (+ 0 0)))) (=> $x195 (= (dim A (+ 0 1)) (dim B (+ 0 1)))) (=> $x191 (= (dim A (+ 0 2)) (dim B (+ 0 2)))) (=> $x232 (= (dim A (+ 0 3)) (dim B (+ 0 3)))) (=> $x219 (= (dim A (+ 0 4)) (dim B (+ 0 4)))) (=> $x268 (= (dim A (+ 0 5)) (dim B (+ 0 5)))) (= ?x135 ?x244) (=> $x207 (= (dim A (+ 0 0)) (dim C (+ 0 0)))) (=> $x195 (= (dim A (+ 0 1)) (dim C (+ 0 1)))) (=> $x191 (= (dim A (+ 0 2)) (dim C (+ 0 2)))) (=> $x232 (= (dim A (+ 0 3)) (dim C (+ 0 3)))) (=> $x219 (= (dim A (+ 0 4)) (dim C (+ 0 4)))) (=> $x268 (= (dim A (+ 0 5)) (dim C (+ 0 5)))))))
 (=> $x285 $x291))))))))))))))))))) :pattern ( (matmul (concat ax A B) C) ) :pattern ( (concat ax (matmul A C) (matmul B C)) ) :qid matmul_concat_rows))
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
 (= (rank (matmul in_w1 in_w2)) 2))
(assert
 (= (dim (matmul in_w1 in_w2) 0) sym_c))
(assert
 (= (dim (matmul in_w1 in_w2) 1) sym_c2))
(assert
 (= (rank (add in_w2 (matmul in_w1 in_w2))) 2))
(assert
 (= (dim (add in_w2 (matmul in_w1 in_w2)) 0) sym_c))
(assert
 (= (dim (add in_w2 (matmul in_w1 in_w2)) 1) sym_c2))
(assert
 (let ((?x325 (matmul in_w1 in_w2)))
 (let ((?x370 (add in_w2 ?x325)))
 (let ((?x377 (concat 0 ?x370 ?x325)))
 (= (rank ?x377) 2)))))
(assert
 (let ((?x381 (* 2 sym_c)))
 (let ((?x325 (matmul in_w1 in_w2)))
 (let ((?x370 (add in_w2 ?x325)))
 (let ((?x377 (concat 0 ?x370 ?x325)))
 (let ((?x380 (dim ?x377 0)))
 (= ?x380 ?x381)))))))
(assert
 (let ((?x325 (matmul in_w1 in_w2)))
 (let ((?x370 (add in_w2 ?x325)))
 (let ((?x377 (concat 0 ?x370 ?x325)))
 (= (dim ?x377 1) sym_c2)))))
(assert
 (let ((?x381 (* 2 sym_c)))
 (>= ?x381 0)))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (add in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (add in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (= (dim (add in_w1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (= (rank (concat 0 (add in_w1 (idkernel2 sym_c)) in_w1)) 2))
(assert
 (let ((?x381 (* 2 sym_c)))
 (let ((?x386 (idkernel2 sym_c)))
 (let ((?x393 (add in_w1 ?x386)))
 (let ((?x400 (concat 0 ?x393 in_w1)))
 (let ((?x403 (dim ?x400 0)))
 (= ?x403 ?x381)))))))
(assert
 (= (dim (concat 0 (add in_w1 (idkernel2 sym_c)) in_w1) 1) sym_c))
(assert
 (let ((?x386 (idkernel2 sym_c)))
 (let ((?x393 (add in_w1 ?x386)))
 (let ((?x400 (concat 0 ?x393 in_w1)))
 (let ((?x407 (matmul ?x400 in_w2)))
 (= (rank ?x407) 2))))))
(assert
 (let ((?x381 (* 2 sym_c)))
 (let ((?x386 (idkernel2 sym_c)))
 (let ((?x393 (add in_w1 ?x386)))
 (let ((?x400 (concat 0 ?x393 in_w1)))
 (let ((?x407 (matmul ?x400 in_w2)))
 (let ((?x410 (dim ?x407 0)))
 (= ?x410 ?x381))))))))
(assert
 (let ((?x386 (idkernel2 sym_c)))
 (let ((?x393 (add in_w1 ?x386)))
 (let ((?x400 (concat 0 ?x393 in_w1)))
 (let ((?x407 (matmul ?x400 in_w2)))
 (= (dim ?x407 1) sym_c2))))))
(assert
 (let ((?x386 (idkernel2 sym_c)))
(let ((?x393 (add in_w1 ?x386)))
(let ((?x400 (concat 0 ?x393 in_w1)))
(let ((?x407 (matmul ?x400 in_w2)))
(let ((?x325 (matmul in_w1 in_w2)))
(let ((?x370 (add in_w2 ?x325)))
(let ((?x377 (concat 0 ?x370 ?x325)))
(and (distinct ?x377 ?x407) true)))))))))
(check-sat)
