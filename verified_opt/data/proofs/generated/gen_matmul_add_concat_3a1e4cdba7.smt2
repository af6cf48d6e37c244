; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, matmul_concat_inner
; z3 rlimit used: 112813
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun matmul (T T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun in_w1 () T)
(declare-fun in_w2 () T)
(assert
 (forall ((X T) (Y T) )(! (let ((?x50 (add Y X)))
 (let ((?x49 (add X Y)))
 (let (($x51 (= ?x49 ?x50)))
 (let (($x46 (= (dim X 5) (dim Y 5))))
 (let (($x40 (= (dim X 4) (dim Y 4))))
 (let (($x34 (= (dim X 3) (dim Y 3))))
 (let (($x28 (= (dim X 2) (dim Y 2))))
 (let (($x22 (= (dim X 1) (dim Y 1))))
 (let (($x16 (= (dim X 0) (dim Y 0))))
 (let (($x48 (and (= (- (rank Y) 0) (- (rank X) 0)) (=> (> (- (rank X) 0) 0) $x16) (=> (> (- (rank X) 0) 1) $x22) (=> (> (- (rank X) 0) 2) $x28) (=> (> (- (rank X) 0) 3) $x34) (=> (> (- (rank X) 0) 4) $x40) (=> (> (- (rank X) 0) 5) $x46))))
 (=> $x48 $x51))))))))))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((A1 T) (A2 T) (B1 T) (B2 T) (ax Int) (_t0 Int) )(! (let ((?x188 (matmul (concat ax A1 A2) (concat _t0 B1 B2))))
 (let (($x192 (= ?x188 (add (matmul A1 B1) (matmul A2 B2)))))
 (let ((?x139 (dim A1 5)))
 (let (($x181 (= ?x139 (dim B2 5))))
 (let ((?x75 (rank A1)))
 (let ((?x111 (- ?x75 2)))
 (let (($x138 (> ?x111 5)))
 (let ((?x108 (rank B2)))
 (let (($x109 (>= ?x108 2)))
 (let ((?x105 (rank B1)))
 (let (($x106 (>= ?x105 2)))
 (let ((?x103 (rank A2)))
 (let (($x104 (>= ?x103 2)))
 (let (($x101 (>= ?x75 2)))
 (let (($x100 (>= ax 1)))
 (let (($x185 (and (= ax (- ?x75 1)) (= (dim A1 ax) (dim B1 (- ax 1))) $x100 $x101 $x104 $x106 $x109 (= (- ?x103 2) ?x111) (=> (> ?x111 0) (= (dim A1 0) (dim A2 0))) (=> (> ?x111 1) (= (dim A1 1) (dim A2 1))) (=> (> ?x111 2) (= (dim A1 2) (dim A2 2))) (=> (> ?x111 3) (= (dim A1 3) (dim A2 3))) (=> (> ?x111 4) (= (dim A1 4) (dim A2 4))) (=> $x138 (= ?x139 (dim A2 5))) (= (- ?x105 2) ?x111) (=> (> ?x111 0) (= (dim A1 0) (dim B1 0))) (=> (> ?x111 1) (= (dim A1 1) (dim B1 1))) (=> (> ?x111 2) (= (dim A1 2) (dim B1 2))) (=> (> ?x111 3) (= (dim A1 3) (dim B1 3))) (=> (> ?x111 4) (= (dim A1 4) (dim B1 4))) (=> $x138 (= ?x139 (dim B1 5))) (= (- ?x108 2) ?x111) (=> (> ?x111 0) (= (dim A1 0) (dim B2 0))) (=> (> ?x111 1) (= (dim A1 1) (dim B2 1))) (=> (> ?x111 2) (= (dim A1 2) (dim B2 2))) (=> (> ?x111 3) (= (dim A1 3) (dim B2 3))) (=> (> ?x111 4) (= (dim A1 4) (dim B2 4))) (=> $x138 $x181) (= _t0 (- ax 1)))))
 (=> $x185 $x192))))))))))))))))) :pattern ( (matmul (concat ax A1 A2) (concat _t0 B1 B2)) ) :qid matmul_concat_inner))
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
 (= (rank (matmul in_w2 in_w1)) 2))
(assert
 (= (dim (matmul in_w2 in_w1) 0) sym_c))
(assert
 (= (dim (matmul in_w2 in_w1) 1) sym_c))
(assert
 (= (rank (matmul in_w1 in_w2)) 2))
(assert
 (= (dim (matmul in_w1 in_w2) 0) sym_c))
(assert
 (= (dim (matmul in_w1 in_w2) 1) sym_c))
(assert
 (= (rank (add (matmul in_w2 in_w1) (matmul in_w1 in_w2))) 2))
(assert
 (= (dim (add (matmul in_w2 in_w1) (matmul in_w1 in_w2)) 0) sym_c))
(assert
 (= (dim (add (matmul in_w2 in_w1) (matmul in_w1 in_w2)) 1) sym_c))
(assert
 (= (rank (concat 0 in_w2 in_w1)) 2))
(assert
 (let ((?x286 (* 2 sym_c)))
 (let ((?x282 (concat 0 in_w2 in_w1)))
 (let ((?x285 (dim ?x282 0)))
 (= ?x285 ?x286)))))
(assert
 (= (dim (concat 0 in_w2 in_w1) 1) sym_c))
(assert
 (= (rank (concat 1 in_w1 in_w2)) 2))
(assert
 (= (dim (concat 1 in_w1 in_w2) 0) sym_c))
(assert
 (let ((?x286 (* 2 sym_c)))
 (let ((?x290 (concat 1 in_w1 in_w2)))
 (let ((?x295 (dim ?x290 1)))
 (= ?x295 ?x286)))))
(assert
 (let ((?x282 (concat 0 in_w2 in_w1)))
 (let ((?x290 (concat 1 in_w1 in_w2)))
 (let ((?x297 (matmul ?x290 ?x282)))
 (= (rank ?x297) 2)))))
(assert
 (let ((?x282 (concat 0 in_w2 in_w1)))
 (let ((?x290 (concat 1 in_w1 in_w2)))
 (let ((?x297 (matmul ?x290 ?x282)))
 (= (dim ?x297 0) sym_c)))))
(assert
 (let ((?x282 (concat 0 in_w2 in_w1)))
 (let ((?x290 (concat 1 in_w1 in_w2)))
 (let ((?x297 (matmul ?x290 ?x282)))
 (= (dim ?x297 1) sym_c)))))
(assert
 (let ((?x282 (concat 0 in_w2 in_w1)))
(let ((?x290 (concat 1 in_w1 in_w2)))
(let ((?x297 (matmul ?x290 ?x282)))
(let ((?x249 (matmul in_w1 in_w2)))
(let ((?x221 (matmul in_w2 in_w1)))
(let ((?x259 (add ?x221 ?x249)))
(and (distinct ?x259 ?x297) true))))))))
(check-sat)
