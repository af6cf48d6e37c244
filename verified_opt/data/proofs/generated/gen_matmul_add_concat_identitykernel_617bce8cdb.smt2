; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, gemmnc_concat_cols, gemmnc_matmul, matmul_dist_right, matmul_idkernel_right
; z3 rlimit used: 33297
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun gemmnc (Int Int Real T T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun in_w1 () T)
(declare-fun in_x1 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x15 (matmul A (idkernel2 c))))
 (let (($x16 (= ?x15 A)))
 (let ((?x10 (rank A)))
 (let (($x12 (= ?x10 2)))
 (let (($x13 (and (= (dim A 1) c) $x12)))
 (=> $x13 $x16)))))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
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
 (forall ((A T) (B T) )(! (let ((?x108 (matmul A B)))
 (let ((?x126 (gemmnc 0 0 1.0 A B)))
 (let (($x114 (= ?x126 ?x108)))
 (let ((?x10 (rank A)))
 (let (($x12 (= ?x10 2)))
 (let (($x103 (and $x12 (= (rank B) 2))))
 (=> $x103 $x114))))))) :pattern ( (gemmnc 0 0 1.0 A B) ) :pattern ( (matmul A B) ) :qid gemmnc_matmul))
 )
(assert
 (forall ((A T) (B1 T) (B2 T) (al Real) (ta Int) )(! (let ((?x157 (concat 1 (gemmnc ta 0 al A B1) (gemmnc ta 0 al A B2))))
 (let ((?x154 (gemmnc ta 0 al A (concat 1 B1 B2))))
 (let (($x158 (= ?x154 ?x157)))
 (let (($x152 (and (>= ta 0) (= (rank A) 2) (= (rank B1) 2) (= (rank B2) 2))))
 (=> $x152 $x158))))) :pattern ( (gemmnc ta 0 al A (concat 1 B1 B2)) ) :pattern ( (concat 1 (gemmnc ta 0 al A B1) (gemmnc ta 0 al A B2)) ) :qid gemmnc_concat_cols))
 )
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x217 (add (matmul A B) (matmul A C))))
 (let ((?x88 (add B C)))
 (let ((?x214 (matmul A ?x88)))
 (let (($x218 (= ?x214 ?x217)))
 (let ((?x167 (- (- (rank A) 2) 0)))
 (let (($x196 (> ?x167 5)))
 (let (($x192 (> ?x167 4)))
 (let (($x188 (> ?x167 3)))
 (let (($x184 (> ?x167 2)))
 (let (($x180 (> ?x167 1)))
 (let (($x176 (> ?x167 0)))
 (let (($x213 (and (>= ?x167 0) (>= (- (- (rank B) 2) 0) 0) (>= (- (- (rank C) 2) 0) 0) (= (- (- (rank B) 2) 0) ?x167) (=> $x176 (= (dim A (+ 0 0)) (dim B (+ 0 0)))) (=> $x180 (= (dim A (+ 0 1)) (dim B (+ 0 1)))) (=> $x184 (= (dim A (+ 0 2)) (dim B (+ 0 2)))) (=> $x188 (= (dim A (+ 0 3)) (dim B (+ 0 3)))) (=> $x192 (= (dim A (+ 0 4)) (dim B (+ 0 4)))) (=> $x196 (= (dim A (+ 0 5)) (dim B (+ 0 5)))) (= (- (- (rank C) 2) 0) ?x167) (=> $x176 (= (dim A (+ 0 0)) (dim C (+ 0 0)))) (=> $x180 (= (dim A (+ 0 1)) (dim C (+ 0 1)))) (=> $x184 (= (dim A (+ 0 2)) (dim C (+ 0 2)))) (=> $x188 (= (dim A (+ 0 3)) (dim C (+ 0 3)))) (=> $x192 (= (dim A (+ 0 4)) (dim C (+ 0 4)))) (=> $x196 (= (dim A (+ 0 5)) (dim C (+ 0 5)))))))
 (=> $x213 $x218))))))))))))) :pattern ( (matmul A (add B C)) ) :pattern ( (add (matmul A B) (matmul A C)) ) :qid matmul_dist_right))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank (matmul in_x1 in_w1)) 2))
(assert
 (= (dim (matmul in_x1 in_w1) 0) sym_n))
(assert
 (= (dim (matmul in_x1 in_w1) 1) sym_c))
(assert
 (= (rank (add in_x1 (matmul in_x1 in_w1))) 2))
(assert
 (= (dim (add in_x1 (matmul in_x1 in_w1)) 0) sym_n))
(assert
 (= (dim (add in_x1 (matmul in_x1 in_w1)) 1) sym_c))
(assert
 (let ((?x245 (matmul in_x1 in_w1)))
 (let ((?x232 (add in_x1 ?x245)))
 (let ((?x306 (concat 1 ?x232 ?x245)))
 (= (rank ?x306) 2)))))
(assert
 (let ((?x245 (matmul in_x1 in_w1)))
 (let ((?x232 (add in_x1 ?x245)))
 (let ((?x306 (concat 1 ?x232 ?x245)))
 (= (dim ?x306 0) sym_n)))))
(assert
 (let ((?x312 (* 2 sym_c)))
 (let ((?x245 (matmul in_x1 in_w1)))
 (let ((?x232 (add in_x1 ?x245)))
 (let ((?x306 (concat 1 ?x232 ?x245)))
 (let ((?x311 (dim ?x306 1)))
 (= ?x311 ?x312)))))))
(assert
 (let ((?x312 (* 2 sym_c)))
 (>= ?x312 0)))
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
 (= (rank (concat 1 (add in_w1 (idkernel2 sym_c)) in_w1)) 2))
(assert
 (= (dim (concat 1 (add in_w1 (idkernel2 sym_c)) in_w1) 0) sym_c))
(assert
 (let ((?x312 (* 2 sym_c)))
 (let ((?x315 (idkernel2 sym_c)))
 (let ((?x322 (add in_w1 ?x315)))
 (let ((?x329 (concat 1 ?x322 in_w1)))
 (let ((?x334 (dim ?x329 1)))
 (= ?x334 ?x312)))))))
(assert
 (let ((?x315 (idkernel2 sym_c)))
 (let ((?x322 (add in_w1 ?x315)))
 (let ((?x329 (concat 1 ?x322 in_w1)))
 (let ((?x336 (matmul in_x1 ?x329)))
 (= (rank ?x336) 2))))))
(assert
 (let ((?x315 (idkernel2 sym_c)))
 (let ((?x322 (add in_w1 ?x315)))
 (let ((?x329 (concat 1 ?x322 in_w1)))
 (let ((?x336 (matmul in_x1 ?x329)))
 (= (dim ?x336 0) sym_n))))))
(assert
 (let ((?x312 (* 2 sym_c)))
 (let ((?x315 (idkernel2 sym_c)))
 (let ((?x322 (add in_w1 ?x315)))
 (let ((?x329 (concat 1 ?x322 in_w1)))
 (let ((?x336 (matmul in_x1 ?x329)))
 (let ((?x341 (dim ?x336 1)))
 (= ?x341 ?x312))))))))
(assert
 (let ((?x315 (idkernel2 sym_c)))
(let ((?x322 (add in_w1 ?x315)))
(let ((?x329 (concat 1 ?x322 in_w1)))
(let ((?x336 (matmul in_x1 ?x329)))
(let ((?x245 (matmul in_x1 in_w1)))
(let ((?x232 (add in_x1 ?x245)))
(let ((?x306 (concat 1 ?x232 ?x245)))
(and (distinct ?x306 ?x336) true)))))))))
(check-sat)
