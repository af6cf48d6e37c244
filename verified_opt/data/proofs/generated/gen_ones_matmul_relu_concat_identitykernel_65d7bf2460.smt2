; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_concat_cols, gemmnc_matmul, matmul_idkernel_right, relu_concat, relu_ones2
; z3 rlimit used: 33276
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun ones2 (Int Int) T)
(declare-fun gemmnc (Int Int Real T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun in_w1 () T)
(assert
 (forall ((X T) (Y T) (ax Int) )(! (let ((?x103 (concat ax (relu X) (relu Y))))
 (let ((?x100 (relu (concat ax X Y))))
 (let (($x104 (= ?x100 ?x103)))
 (let (($x96 (= (dim X (+ (+ 1 ax) 5)) (dim Y (+ (+ 1 ax) 5)))))
 (let (($x90 (= (dim X (+ (+ 1 ax) 4)) (dim Y (+ (+ 1 ax) 4)))))
 (let (($x84 (= (dim X (+ (+ 1 ax) 3)) (dim Y (+ (+ 1 ax) 3)))))
 (let (($x78 (= (dim X (+ (+ 1 ax) 2)) (dim Y (+ (+ 1 ax) 2)))))
 (let (($x72 (= (dim X (+ (+ 1 ax) 1)) (dim Y (+ (+ 1 ax) 1)))))
 (let (($x66 (= (dim X (+ (+ 1 ax) 0)) (dim Y (+ (+ 1 ax) 0)))))
 (let (($x59 (=> (> ax 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x52 (=> (> ax 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x45 (=> (> ax 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x38 (=> (> ax 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x31 (=> (> ax 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x25 (=> (> ax 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let (($x7 (>= ax 0)))
 (let (($x98 (and $x7 (>= (- (- (rank X) 1) ax) 0) $x7 (>= (- (- (rank Y) 1) ax) 0) (= ax ax) $x25 $x31 $x38 $x45 $x52 $x59 (= (- (- (rank Y) 1) ax) (- (- (rank X) 1) ax)) (=> (> (- (- (rank X) 1) ax) 0) $x66) (=> (> (- (- (rank X) 1) ax) 1) $x72) (=> (> (- (- (rank X) 1) ax) 2) $x78) (=> (> (- (- (rank X) 1) ax) 3) $x84) (=> (> (- (- (rank X) 1) ax) 4) $x90) (=> (> (- (- (rank X) 1) ax) 5) $x96))))
 (=> $x98 $x104)))))))))))))))))) :pattern ( (relu (concat ax X Y)) ) :pattern ( (concat ax (relu X) (relu Y)) ) :qid relu_concat))
 )
(assert
 (forall ((A T) (c Int) )(! (let ((?x182 (matmul A (idkernel2 c))))
 (let (($x156 (= ?x182 A)))
 (let ((?x15 (rank A)))
 (let (($x130 (= ?x15 2)))
 (let (($x132 (and (= (dim A 1) c) $x130)))
 (=> $x132 $x156)))))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((a Int) (b Int) )(! (let ((?x162 (ones2 a b)))
 (let ((?x174 (relu ?x162)))
 (let (($x150 (= ?x174 ?x162)))
 (let (($x190 (and (>= a 1) (>= b 1))))
 (=> $x190 $x150))))) :pattern ( (relu (ones2 a b)) ) :pattern ( (ones2 a b) ) :qid relu_ones2))
 )
(assert
 (forall ((A T) (B T) )(! (let ((?x131 (matmul A B)))
 (let ((?x210 (gemmnc 0 0 1.0 A B)))
 (let (($x168 (= ?x210 ?x131)))
 (let ((?x15 (rank A)))
 (let (($x130 (= ?x15 2)))
 (let (($x213 (and $x130 (= (rank B) 2))))
 (=> $x213 $x168))))))) :pattern ( (gemmnc 0 0 1.0 A B) ) :pattern ( (matmul A B) ) :qid gemmnc_matmul))
 )
(assert
 (forall ((A T) (B1 T) (B2 T) (al Real) (ta Int) )(! (let ((?x263 (concat 1 (gemmnc ta 0 al A B1) (gemmnc ta 0 al A B2))))
 (let ((?x260 (gemmnc ta 0 al A (concat 1 B1 B2))))
 (let (($x264 (= ?x260 ?x263)))
 (let (($x7 (>= ta 0)))
 (let (($x258 (and $x7 (= (rank A) 2) (= (rank B1) 2) (= (rank B2) 2))))
 (=> $x258 $x264)))))) :pattern ( (gemmnc ta 0 al A (concat 1 B1 B2)) ) :pattern ( (concat 1 (gemmnc ta 0 al A B1) (gemmnc ta 0 al A B2)) ) :qid gemmnc_concat_cols))
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
 (= (rank (ones2 sym_n sym_c)) 2))
(assert
 (= (dim (ones2 sym_n sym_c) 0) sym_n))
(assert
 (= (dim (ones2 sym_n sym_c) 1) sym_c))
(assert
 (= (rank (matmul (ones2 sym_n sym_c) in_w1)) 2))
(assert
 (= (dim (matmul (ones2 sym_n sym_c) in_w1) 0) sym_n))
(assert
 (= (dim (matmul (ones2 sym_n sym_c) in_w1) 1) sym_c2))
(assert
 (= (rank (relu (matmul (ones2 sym_n sym_c) in_w1))) 2))
(assert
 (= (dim (relu (matmul (ones2 sym_n sym_c) in_w1)) 0) sym_n))
(assert
 (= (dim (relu (matmul (ones2 sym_n sym_c) in_w1)) 1) sym_c2))
(assert
 (let ((?x285 (ones2 sym_n sym_c)))
 (let ((?x292 (matmul ?x285 in_w1)))
 (let ((?x299 (relu ?x292)))
 (let ((?x306 (concat 1 ?x285 ?x299)))
 (= (rank ?x306) 2))))))
(assert
 (let ((?x285 (ones2 sym_n sym_c)))
 (let ((?x292 (matmul ?x285 in_w1)))
 (let ((?x299 (relu ?x292)))
 (let ((?x306 (concat 1 ?x285 ?x299)))
 (= (dim ?x306 0) sym_n))))))
(assert
 (let ((?x312 (+ sym_c sym_c2)))
 (let ((?x285 (ones2 sym_n sym_c)))
 (let ((?x292 (matmul ?x285 in_w1)))
 (let ((?x299 (relu ?x292)))
 (let ((?x306 (concat 1 ?x285 ?x299)))
 (let ((?x311 (dim ?x306 1)))
 (= ?x311 ?x312))))))))
(assert
 (let ((?x312 (+ sym_c sym_c2)))
 (>= ?x312 0)))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (concat 1 (idkernel2 sym_c) in_w1)) 2))
(assert
 (= (dim (concat 1 (idkernel2 sym_c) in_w1) 0) sym_c))
(assert
 (let ((?x312 (+ sym_c sym_c2)))
 (let ((?x315 (idkernel2 sym_c)))
 (let ((?x322 (concat 1 ?x315 in_w1)))
 (let ((?x327 (dim ?x322 1)))
 (= ?x327 ?x312))))))
(assert
 (let ((?x315 (idkernel2 sym_c)))
 (let ((?x322 (concat 1 ?x315 in_w1)))
 (let ((?x285 (ones2 sym_n sym_c)))
 (let ((?x329 (matmul ?x285 ?x322)))
 (= (rank ?x329) 2))))))
(assert
 (let ((?x315 (idkernel2 sym_c)))
 (let ((?x322 (concat 1 ?x315 in_w1)))
 (let ((?x285 (ones2 sym_n sym_c)))
 (let ((?x329 (matmul ?x285 ?x322)))
 (= (dim ?x329 0) sym_n))))))
(assert
 (let ((?x312 (+ sym_c sym_c2)))
 (let ((?x315 (idkernel2 sym_c)))
 (let ((?x322 (concat 1 ?x315 in_w1)))
 (let ((?x285 (ones2 sym_n sym_c)))
 (let ((?x329 (matmul ?x285 ?x322)))
 (let ((?x334 (dim ?x329 1)))
 (= ?x334 ?x312))))))))
(assert
 (let ((?x315 (idkernel2 sym_c)))
 (let ((?x322 (concat 1 ?x315 in_w1)))
 (let ((?x285 (ones2 sym_n sym_c)))
 (let ((?x329 (matmul ?x285 ?x322)))
 (let ((?x336 (relu ?x329)))
 (= (rank ?x336) 2)))))))
(assert
 (let ((?x315 (idkernel2 sym_c)))
 (let ((?x322 (concat 1 ?x315 in_w1)))
 (let ((?x285 (ones2 sym_n sym_c)))
 (let ((?x329 (matmul ?x285 ?x322)))
 (let ((?x336 (relu ?x329)))
 (= (dim ?x336 0) sym_n)))))))
(assert
 (let ((?x312 (+ sym_c sym_c2)))
 (let ((?x315 (idkernel2 sym_c)))
 (let ((?x322 (concat 1 ?x315 in_w1)))
 (let ((?x285 (ones2 sym_n sym_c)))
 (let ((?x329 (matmul ?x285 ?x322)))
 (let ((?x336 (relu ?x329)))
 (let ((?x341 (dim ?x336 1)))
 (= ?x341 ?x312)))))))))
(assert
 (let ((?x315 (idkernel2 sym_c)))
(let ((?x322 (concat 1 ?x315 in_w1)))
(let ((?x285 (ones2 sym_n sym_c)))
(let ((?x329 (matmul ?x285 ?x322)))
(let ((?x336 (relu ?x329)))
(let ((?x292 (matmul ?x285 in_w1)))
(let ((?x299 (relu ?x292)))
(let ((?x306 (concat 1 ?x285 ?x299)))
(and (distinct ?x306 ?x336) true))))))))))
(check-sat)
