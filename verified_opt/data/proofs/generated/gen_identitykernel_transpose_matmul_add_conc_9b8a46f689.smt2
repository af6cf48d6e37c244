; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, matmul_concat_inner, matmul_idkernel_right, transpose2_concat0, transpose_idkernel2
; z3 rlimit used: 140538
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun transpose2 (Int Int T) T)
(declare-fun add (T T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun in_w1 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x14 (idkernel2 c)))
 (let ((?x15 (matmul A ?x14)))
 (let (($x16 (= ?x15 A)))
 (let (($x13 (and (= (dim A 1) c) (= (rank A) 2))))
 (=> $x13 $x16))))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((c Int) )(! (let ((?x14 (idkernel2 c)))
 (let ((?x43 (transpose2 1 0 ?x14)))
 (let (($x44 (= ?x43 ?x14)))
 (=> (and (>= c 1)) $x44)))) :pattern ( (transpose2 1 0 (idkernel2 c)) ) :pattern ( (idkernel2 c) ) :qid transpose_idkernel2))
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
 (forall ((A1 T) (A2 T) (B1 T) (B2 T) (ax Int) (_t0 Int) )(! (let ((?x241 (matmul (concat ax A1 A2) (concat _t0 B1 B2))))
 (let (($x245 (= ?x241 (add (matmul A1 B1) (matmul A2 B2)))))
 (let ((?x152 (- (- (rank A1) 2) 0)))
 (let (($x194 (> ?x152 5)))
 (let (($x189 (> ?x152 4)))
 (let (($x184 (> ?x152 3)))
 (let (($x179 (> ?x152 2)))
 (let (($x174 (> ?x152 1)))
 (let (($x169 (> ?x152 0)))
 (let (($x150 (>= ax 1)))
 (let (($x238 (and (= ax (- (rank A1) 1)) (= (dim A1 ax) (dim B1 (- ax 1))) $x150 (>= ?x152 0) (>= (- (- (rank A2) 2) 0) 0) (>= (- (- (rank B1) 2) 0) 0) (>= (- (- (rank B2) 2) 0) 0) (= (- (- (rank A2) 2) 0) ?x152) (=> $x169 (= (dim A1 (+ 0 0)) (dim A2 (+ 0 0)))) (=> $x174 (= (dim A1 (+ 0 1)) (dim A2 (+ 0 1)))) (=> $x179 (= (dim A1 (+ 0 2)) (dim A2 (+ 0 2)))) (=> $x184 (= (dim A1 (+ 0 3)) (dim A2 (+ 0 3)))) (=> $x189 (= (dim A1 (+ 0 4)) (dim A2 (+ 0 4)))) (=> $x194 (= (dim A1 (+ 0 5)) (dim A2 (+ 0 5)))) (= (- (- (rank B1) 2) 0) ?x152) (=> $x169 (= (dim A1 (+ 0 0)) (dim B1 (+ 0 0)))) (=> $x174 (= (dim A1 (+ 0 1)) (dim B1 (+ 0 1)))) (=> $x179 (= (dim A1 (+ 0 2)) (dim B1 (+ 0 2)))) (=> $x184 (= (dim A1 (+ 0 3)) (dim B1 (+ 0 3)))) (=> $x189 (= (dim A1 (+ 0 4)) (dim B1 (+ 0 4)))) (=> $x194 (= (dim A1 (+ 0 5)) (dim B1 (+ 0 5)))) (= (- (- (rank B2) 2) 0) ?x152) (=> $x169 (= (dim A1 (+ 0 0)) (dim B2 (+ 0 0)))) (=> $x174 (= (dim A1 (+ 0 1)) (dim B2 (+ 0 1)))) (=> $x179 (= (dim A1 (+ 0 2)) (dim B2 (+ 0 2)))) (=> $x184 (= (dim A1 (+ 0 3)) (dim B2 (+ 0 3)))) (=> $x189 (= (dim A1 (+ 0 4)) (dim B2 (+ 0 4)))) (=> $x194 (= (dim A1 (+ 0 5)) (dim B2 (+ 0 5)))) (= _t0 (- ax 1)))))
 (=> $x238 $x245)))))))))))) :pattern ( (matmul (concat ax A1 A2) (concat _t0 B1 B2)) ) :qid matmul_concat_inner))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x288 (concat 0 (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x313 (transpose2 p0 p1 (concat p0 X Y))))
 (let (($x296 (= ?x313 ?x288)))
 (let (($x318 (and (>= p0 0) (>= p1 0) (= (rank X) 2) (= (rank Y) 2))))
 (=> $x318 $x296))))) :pattern ( (transpose2 p0 p1 (concat p0 X Y)) ) :pattern ( (concat 0 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat0))
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
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (transpose2 1 0 in_w1)) 2))
(assert
 (= (dim (transpose2 1 0 in_w1) 0) sym_c2))
(assert
 (= (dim (transpose2 1 0 in_w1) 1) sym_c))
(assert
 (= (rank (matmul in_w1 (transpose2 1 0 in_w1))) 2))
(assert
 (= (dim (matmul in_w1 (transpose2 1 0 in_w1)) 0) sym_c))
(assert
 (= (dim (matmul in_w1 (transpose2 1 0 in_w1)) 1) sym_c))
(assert
 (let ((?x380 (transpose2 1 0 in_w1)))
 (let ((?x387 (matmul in_w1 ?x380)))
 (let ((?x302 (idkernel2 sym_c)))
 (let ((?x394 (add ?x302 ?x387)))
 (= (rank ?x394) 2))))))
(assert
 (let ((?x380 (transpose2 1 0 in_w1)))
 (let ((?x387 (matmul in_w1 ?x380)))
 (let ((?x302 (idkernel2 sym_c)))
 (let ((?x394 (add ?x302 ?x387)))
 (= (dim ?x394 0) sym_c))))))
(assert
 (let ((?x380 (transpose2 1 0 in_w1)))
 (let ((?x387 (matmul in_w1 ?x380)))
 (let ((?x302 (idkernel2 sym_c)))
 (let ((?x394 (add ?x302 ?x387)))
 (= (dim ?x394 1) sym_c))))))
(assert
 (= (rank (concat 1 in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (concat 1 in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (let ((?x407 (+ sym_c2 sym_c)))
 (let ((?x302 (idkernel2 sym_c)))
 (let ((?x401 (concat 1 in_w1 ?x302)))
 (let ((?x406 (dim ?x401 1)))
 (= ?x406 ?x407))))))
(assert
 (let ((?x302 (idkernel2 sym_c)))
 (let ((?x401 (concat 1 in_w1 ?x302)))
 (let ((?x409 (transpose2 1 0 ?x401)))
 (= (rank ?x409) 2)))))
(assert
 (let ((?x407 (+ sym_c2 sym_c)))
 (let ((?x302 (idkernel2 sym_c)))
 (let ((?x401 (concat 1 in_w1 ?x302)))
 (let ((?x409 (transpose2 1 0 ?x401)))
 (let ((?x412 (dim ?x409 0)))
 (= ?x412 ?x407)))))))
(assert
 (let ((?x302 (idkernel2 sym_c)))
 (let ((?x401 (concat 1 in_w1 ?x302)))
 (let ((?x409 (transpose2 1 0 ?x401)))
 (= (dim ?x409 1) sym_c)))))
(assert
 (let ((?x302 (idkernel2 sym_c)))
 (let ((?x401 (concat 1 in_w1 ?x302)))
 (let ((?x409 (transpose2 1 0 ?x401)))
 (let ((?x416 (matmul ?x401 ?x409)))
 (= (rank ?x416) 2))))))
(assert
 (let ((?x302 (idkernel2 sym_c)))
 (let ((?x401 (concat 1 in_w1 ?x302)))
 (let ((?x409 (transpose2 1 0 ?x401)))
 (let ((?x416 (matmul ?x401 ?x409)))
 (= (dim ?x416 0) sym_c))))))
(assert
 (let ((?x302 (idkernel2 sym_c)))
 (let ((?x401 (concat 1 in_w1 ?x302)))
 (let ((?x409 (transpose2 1 0 ?x401)))
 (let ((?x416 (matmul ?x401 ?x409)))
 (= (dim ?x416 1) sym_c))))))
(assert
 (let ((?x302 (idkernel2 sym_c)))
(let ((?x401 (concat 1 in_w1 ?x302)))
(let ((?x409 (transpose2 1 0 ?x401)))
(let ((?x416 (matmul ?x401 ?x409)))
(let ((?x380 (transpose2 1 0 in_w1)))
(let ((?x387 (matmul in_w1 ?x380)))
(let ((?x394 (add ?x302 ?x387)))
(and (distinct ?x394 ?x416) true)))))))))
(check-sat)
