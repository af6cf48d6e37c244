; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_concat_cols, gemmnc_matmul, matmul_idkernel_right, matmul_slice_cols, slice_concat_right
; z3 rlimit used: 117154
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun gemmnc (Int Int Real T T) T)
(declare-fun sym_c () Int)
(declare-fun in_w1 () T)
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (n1 Int) )(! (let ((?x22 (slice ax n1 e (concat ax A B))))
 (let (($x23 (= ?x22 B)))
 (let ((?x18 (rank B)))
 (let (($x19 (>= ?x18 1)))
 (let ((?x15 (rank A)))
 (let (($x17 (>= ?x15 1)))
 (let (($x9 (= (dim A ax) n1)))
 (=> (and $x9 (= (dim B ax) (- e n1)) $x17 $x19) $x23)))))))) :pattern ( (slice ax n1 e (concat ax A B)) ) :qid slice_concat_right))
 )
(assert
 (forall ((A T) (c Int) )(! (let ((?x61 (matmul A (idkernel2 c))))
 (let (($x62 (= ?x61 A)))
 (let (($x58 (= (rank A) 2)))
 (let (($x59 (and (= (dim A 1) c) $x58)))
 (=> $x59 $x62))))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((A T) (B T) )(! (let ((?x75 (matmul A B)))
 (let ((?x74 (gemmnc 0 0 1.0 A B)))
 (let (($x76 (= ?x74 ?x75)))
 (let (($x58 (= (rank A) 2)))
 (let (($x72 (and $x58 (= (rank B) 2))))
 (=> $x72 $x76)))))) :pattern ( (gemmnc 0 0 1.0 A B) ) :pattern ( (matmul A B) ) :qid gemmnc_matmul))
 )
(assert
 (forall ((A T) (B1 T) (B2 T) (al Real) (ta Int) )(! (let ((?x95 (concat 1 (gemmnc ta 0 al A B1) (gemmnc ta 0 al A B2))))
 (let ((?x92 (gemmnc ta 0 al A (concat 1 B1 B2))))
 (let (($x96 (= ?x92 ?x95)))
 (let (($x84 (>= ta 0)))
 (let (($x90 (and $x84 (= (rank A) 2) (= (rank B1) 2) (= (rank B2) 2))))
 (=> $x90 $x96)))))) :pattern ( (gemmnc ta 0 al A (concat 1 B1 B2)) ) :pattern ( (concat 1 (gemmnc ta 0 al A B1) (gemmnc ta 0 al A B2)) ) :qid gemmnc_concat_cols))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (s Int) )(! (let ((?x151 (matmul A (slice ax s e B))))
 (let ((?x149 (slice ax s e (matmul A B))))
 (let (($x152 (= ?x149 ?x151)))
 (let (($x145 (= (dim A 5) (dim B 5))))
 (let (($x139 (= (dim A 4) (dim B 4))))
 (let (($x133 (= (dim A 3) (dim B 3))))
 (let (($x127 (= (dim A 2) (dim B 2))))
 (let (($x122 (= (dim A 1) (dim B 1))))
 (let (($x117 (= (dim A 0) (dim B 0))))
 (let ((?x18 (rank B)))
 (let (($x110 (>= ?x18 2)))
 (let ((?x15 (rank A)))
 (let (($x109 (>= ?x15 2)))
 (let (($x108 (>= e 1)))
 (let (($x84 (>= s 0)))
 (let (($x107 (>= ax 1)))
 (let (($x147 (and (= ax (- ?x18 1)) (<= s e) $x107 $x84 $x108 $x109 $x110 (= (- ?x18 2) (- ?x15 2)) (=> (> (- ?x15 2) 0) $x117) (=> (> (- ?x15 2) 1) $x122) (=> (> (- ?x15 2) 2) $x127) (=> (> (- ?x15 2) 3) $x133) (=> (> (- ?x15 2) 4) $x139) (=> (> (- ?x15 2) 5) $x145))))
 (=> $x147 $x152)))))))))))))))))) :pattern ( (slice ax s e (matmul A B)) ) :pattern ( (matmul A (slice ax s e B)) ) :qid matmul_slice_cols))
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
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (concat 1 in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (concat 1 in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (let ((?x200 (* 2 sym_c)))
 (let ((?x178 (idkernel2 sym_c)))
 (let ((?x174 (concat 1 in_w1 ?x178)))
 (let ((?x199 (dim ?x174 1)))
 (= ?x199 ?x200))))))
(assert
 (= (rank (matmul in_w1 (concat 1 in_w1 (idkernel2 sym_c)))) 2))
(assert
 (= (dim (matmul in_w1 (concat 1 in_w1 (idkernel2 sym_c))) 0) sym_c))
(assert
 (let ((?x200 (* 2 sym_c)))
 (let ((?x178 (idkernel2 sym_c)))
 (let ((?x174 (concat 1 in_w1 ?x178)))
 (let ((?x183 (matmul in_w1 ?x174)))
 (let ((?x211 (dim ?x183 1)))
 (= ?x211 ?x200)))))))
(assert
 (let ((?x178 (idkernel2 sym_c)))
 (let ((?x174 (concat 1 in_w1 ?x178)))
 (let ((?x183 (matmul in_w1 ?x174)))
 (let ((?x213 (slice 1 0 sym_c ?x183)))
 (= (rank ?x213) 2))))))
(assert
 (let ((?x178 (idkernel2 sym_c)))
 (let ((?x174 (concat 1 in_w1 ?x178)))
 (let ((?x183 (matmul in_w1 ?x174)))
 (let ((?x213 (slice 1 0 sym_c ?x183)))
 (= (dim ?x213 0) sym_c))))))
(assert
 (let ((?x178 (idkernel2 sym_c)))
 (let ((?x174 (concat 1 in_w1 ?x178)))
 (let ((?x183 (matmul in_w1 ?x174)))
 (let ((?x213 (slice 1 0 sym_c ?x183)))
 (= (dim ?x213 1) sym_c))))))
(assert
 (let ((?x178 (idkernel2 sym_c)))
 (let ((?x174 (concat 1 in_w1 ?x178)))
 (let ((?x183 (matmul in_w1 ?x174)))
 (let ((?x200 (* 2 sym_c)))
 (let ((?x220 (slice 1 sym_c ?x200 ?x183)))
 (= (rank ?x220) 2)))))))
(assert
 (let ((?x178 (idkernel2 sym_c)))
 (let ((?x174 (concat 1 in_w1 ?x178)))
 (let ((?x183 (matmul in_w1 ?x174)))
 (let ((?x200 (* 2 sym_c)))
 (let ((?x220 (slice 1 sym_c ?x200 ?x183)))
 (= (dim ?x220 0) sym_c)))))))
(assert
 (let ((?x178 (idkernel2 sym_c)))
 (let ((?x174 (concat 1 in_w1 ?x178)))
 (let ((?x183 (matmul in_w1 ?x174)))
 (let ((?x200 (* 2 sym_c)))
 (let ((?x220 (slice 1 sym_c ?x200 ?x183)))
 (= (dim ?x220 1) sym_c)))))))
(assert
 (let ((?x200 (* 2 sym_c)))
 (>= ?x200 0)))
(assert
 (let ((?x178 (idkernel2 sym_c)))
(let ((?x174 (concat 1 in_w1 ?x178)))
(let ((?x183 (matmul in_w1 ?x174)))
(let ((?x200 (* 2 sym_c)))
(let ((?x220 (slice 1 sym_c ?x200 ?x183)))
(and (distinct ?x220 in_w1) true)))))))
(check-sat)
