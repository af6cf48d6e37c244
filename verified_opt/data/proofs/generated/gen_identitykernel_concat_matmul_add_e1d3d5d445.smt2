; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, matmul_concat_inner, matmul_idkernel_right
; z3 rlimit used: 113824
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
 (forall ((X T) (Y T) )(! (let ((?x80 (add Y X)))
 (let ((?x79 (add X Y)))
 (let (($x81 (= ?x79 ?x80)))
 (let (($x76 (= (dim X 5) (dim Y 5))))
 (let (($x70 (= (dim X 4) (dim Y 4))))
 (let (($x64 (= (dim X 3) (dim Y 3))))
 (let (($x58 (= (dim X 2) (dim Y 2))))
 (let ((?x7 (dim X 1)))
 (let (($x53 (= ?x7 (dim Y 1))))
 (let (($x49 (= (dim X 0) (dim Y 0))))
 (let (($x78 (and (= (- (rank Y) 0) (- (rank X) 0)) (=> (> (- (rank X) 0) 0) $x49) (=> (> (- (rank X) 0) 1) $x53) (=> (> (- (rank X) 0) 2) $x58) (=> (> (- (rank X) 0) 3) $x64) (=> (> (- (rank X) 0) 4) $x70) (=> (> (- (rank X) 0) 5) $x76))))
 (=> $x78 $x81)))))))))))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((A1 T) (A2 T) (B1 T) (B2 T) (ax Int) (_t0 Int) )(! (let ((?x200 (matmul (concat ax A1 A2) (concat _t0 B1 B2))))
 (let (($x204 (= ?x200 (add (matmul A1 B1) (matmul A2 B2)))))
 (let ((?x152 (dim A1 5)))
 (let (($x194 (= ?x152 (dim B2 5))))
 (let ((?x88 (rank A1)))
 (let ((?x124 (- ?x88 2)))
 (let (($x151 (> ?x124 5)))
 (let ((?x121 (rank B2)))
 (let (($x122 (>= ?x121 2)))
 (let ((?x118 (rank B1)))
 (let (($x119 (>= ?x118 2)))
 (let ((?x116 (rank A2)))
 (let (($x117 (>= ?x116 2)))
 (let (($x114 (>= ?x88 2)))
 (let (($x113 (>= ax 1)))
 (let (($x197 (and (= ax (- ?x88 1)) (= (dim A1 ax) (dim B1 (- ax 1))) $x113 $x114 $x117 $x119 $x122 (= (- ?x116 2) ?x124) (=> (> ?x124 0) (= (dim A1 0) (dim A2 0))) (=> (> ?x124 1) (= (dim A1 1) (dim A2 1))) (=> (> ?x124 2) (= (dim A1 2) (dim A2 2))) (=> (> ?x124 3) (= (dim A1 3) (dim A2 3))) (=> (> ?x124 4) (= (dim A1 4) (dim A2 4))) (=> $x151 (= ?x152 (dim A2 5))) (= (- ?x118 2) ?x124) (=> (> ?x124 0) (= (dim A1 0) (dim B1 0))) (=> (> ?x124 1) (= (dim A1 1) (dim B1 1))) (=> (> ?x124 2) (= (dim A1 2) (dim B1 2))) (=> (> ?x124 3) (= (dim A1 3) (dim B1 3))) (=> (> ?x124 4) (= (dim A1 4) (dim B1 4))) (=> $x151 (= ?x152 (dim B1 5))) (= (- ?x121 2) ?x124) (=> (> ?x124 0) (= (dim A1 0) (dim B2 0))) (=> (> ?x124 1) (= (dim A1 1) (dim B2 1))) (=> (> ?x124 2) (= (dim A1 2) (dim B2 2))) (=> (> ?x124 3) (= (dim A1 3) (dim B2 3))) (=> (> ?x124 4) (= (dim A1 4) (dim B2 4))) (=> $x151 $x194) (= _t0 (- ax 1)))))
 (=> $x197 $x204))))))))))))))))) :pattern ( (matmul (concat ax A1 A2) (concat _t0 B1 B2)) ) :qid matmul_concat_inner))
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
 (let ((?x294 (+ sym_c sym_c2)))
 (let ((?x243 (idkernel2 sym_c2)))
 (let ((?x290 (concat 0 in_w1 ?x243)))
 (let ((?x293 (dim ?x290 0)))
 (= ?x293 ?x294))))))
(assert
 (= (dim (concat 0 in_w1 (idkernel2 sym_c2)) 1) sym_c2))
(assert
 (= (rank (concat 1 in_x1 in_x2)) 2))
(assert
 (= (dim (concat 1 in_x1 in_x2) 0) sym_n))
(assert
 (let ((?x294 (+ sym_c sym_c2)))
 (let ((?x298 (concat 1 in_x1 in_x2)))
 (let ((?x303 (dim ?x298 1)))
 (= ?x303 ?x294)))))
(assert
 (let ((?x243 (idkernel2 sym_c2)))
 (let ((?x290 (concat 0 in_w1 ?x243)))
 (let ((?x298 (concat 1 in_x1 in_x2)))
 (let ((?x305 (matmul ?x298 ?x290)))
 (= (rank ?x305) 2))))))
(assert
 (let ((?x243 (idkernel2 sym_c2)))
 (let ((?x290 (concat 0 in_w1 ?x243)))
 (let ((?x298 (concat 1 in_x1 in_x2)))
 (let ((?x305 (matmul ?x298 ?x290)))
 (= (dim ?x305 0) sym_n))))))
(assert
 (let ((?x243 (idkernel2 sym_c2)))
 (let ((?x290 (concat 0 in_w1 ?x243)))
 (let ((?x298 (concat 1 in_x1 in_x2)))
 (let ((?x305 (matmul ?x298 ?x290)))
 (= (dim ?x305 1) sym_c2))))))
(assert
 (let ((?x294 (+ sym_c sym_c2)))
 (>= ?x294 0)))
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
 (let ((?x313 (matmul in_x1 in_w1)))
(let ((?x320 (add in_x2 ?x313)))
(let ((?x243 (idkernel2 sym_c2)))
(let ((?x290 (concat 0 in_w1 ?x243)))
(let ((?x298 (concat 1 in_x1 in_x2)))
(let ((?x305 (matmul ?x298 ?x290)))
(and (distinct ?x305 ?x320) true))))))))
(check-sat)
