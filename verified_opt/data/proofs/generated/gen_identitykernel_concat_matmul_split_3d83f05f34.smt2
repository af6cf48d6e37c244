; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_concat_cols, gemmnc_matmul, matmul_idkernel_right, matmul_slice_cols, slice_concat_left, slice_concat_right
; z3 rlimit used: 114865
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
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun in_w1 () T)
(declare-fun in_x1 () T)
(assert
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x19 (slice ax 0 n1 (concat ax A B))))
 (let (($x20 (= ?x19 A)))
 (let ((?x10 (rank A)))
 (let (($x12 (>= ?x10 1)))
 (let (($x16 (and (= (dim A ax) n1) $x12 (>= (rank B) 1))))
 (=> $x16 $x20)))))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (n1 Int) )(! (let ((?x55 (slice ax n1 e (concat ax A B))))
 (let (($x56 (= ?x55 B)))
 (let ((?x10 (rank B)))
 (let (($x12 (>= ?x10 1)))
 (let ((?x51 (rank A)))
 (let (($x52 (>= ?x51 1)))
 (let (($x47 (= (dim A ax) n1)))
 (=> (and $x47 (= (dim B ax) (- e n1)) $x52 $x12) $x56)))))))) :pattern ( (slice ax n1 e (concat ax A B)) ) :qid slice_concat_right))
 )
(assert
 (forall ((A T) (c Int) )(! (let ((?x77 (matmul A (idkernel2 c))))
 (let (($x78 (= ?x77 A)))
 (let (($x74 (= (rank A) 2)))
 (let (($x75 (and (= (dim A 1) c) $x74)))
 (=> $x75 $x78))))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((A T) (B T) )(! (let ((?x91 (matmul A B)))
 (let ((?x90 (gemmnc 0 0 1.0 A B)))
 (let (($x92 (= ?x90 ?x91)))
 (let (($x74 (= (rank A) 2)))
 (let (($x88 (and $x74 (= (rank B) 2))))
 (=> $x88 $x92)))))) :pattern ( (gemmnc 0 0 1.0 A B) ) :pattern ( (matmul A B) ) :qid gemmnc_matmul))
 )
(assert
 (forall ((A T) (B1 T) (B2 T) (al Real) (ta Int) )(! (let ((?x109 (concat 1 (gemmnc ta 0 al A B1) (gemmnc ta 0 al A B2))))
 (let ((?x106 (gemmnc ta 0 al A (concat 1 B1 B2))))
 (let (($x110 (= ?x106 ?x109)))
 (let (($x100 (>= ta 0)))
 (let (($x104 (and $x100 (= (rank A) 2) (= (rank B1) 2) (= (rank B2) 2))))
 (=> $x104 $x110)))))) :pattern ( (gemmnc ta 0 al A (concat 1 B1 B2)) ) :pattern ( (concat 1 (gemmnc ta 0 al A B1) (gemmnc ta 0 al A B2)) ) :qid gemmnc_concat_cols))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (s Int) )(! (let ((?x165 (matmul A (slice ax s e B))))
 (let ((?x163 (slice ax s e (matmul A B))))
 (let (($x166 (= ?x163 ?x165)))
 (let (($x159 (= (dim A 5) (dim B 5))))
 (let (($x153 (= (dim A 4) (dim B 4))))
 (let (($x147 (= (dim A 3) (dim B 3))))
 (let (($x141 (= (dim A 2) (dim B 2))))
 (let (($x136 (= (dim A 1) (dim B 1))))
 (let (($x131 (= (dim A 0) (dim B 0))))
 (let ((?x10 (rank B)))
 (let (($x124 (>= ?x10 2)))
 (let ((?x51 (rank A)))
 (let (($x123 (>= ?x51 2)))
 (let (($x122 (>= e 1)))
 (let (($x100 (>= s 0)))
 (let (($x121 (>= ax 1)))
 (let (($x161 (and (= ax (- ?x10 1)) (<= s e) $x121 $x100 $x122 $x123 $x124 (= (- ?x10 2) (- ?x51 2)) (=> (> (- ?x51 2) 0) $x131) (=> (> (- ?x51 2) 1) $x136) (=> (> (- ?x51 2) 2) $x141) (=> (> (- ?x51 2) 3) $x147) (=> (> (- ?x51 2) 4) $x153) (=> (> (- ?x51 2) 5) $x159))))
 (=> $x161 $x166)))))))))))))))))) :pattern ( (slice ax s e (matmul A B)) ) :pattern ( (matmul A (slice ax s e B)) ) :qid matmul_slice_cols))
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
 (let ((?x230 (+ sym_c2 sym_c)))
 (let ((?x218 (idkernel2 sym_c)))
 (let ((?x224 (concat 1 in_w1 ?x218)))
 (let ((?x229 (dim ?x224 1)))
 (= ?x229 ?x230))))))
(assert
 (= (rank (matmul in_x1 (concat 1 in_w1 (idkernel2 sym_c)))) 2))
(assert
 (= (dim (matmul in_x1 (concat 1 in_w1 (idkernel2 sym_c))) 0) sym_n))
(assert
 (let ((?x230 (+ sym_c2 sym_c)))
 (let ((?x218 (idkernel2 sym_c)))
 (let ((?x224 (concat 1 in_w1 ?x218)))
 (let ((?x232 (matmul in_x1 ?x224)))
 (let ((?x237 (dim ?x232 1)))
 (= ?x237 ?x230)))))))
(assert
 (let ((?x218 (idkernel2 sym_c)))
 (let ((?x224 (concat 1 in_w1 ?x218)))
 (let ((?x232 (matmul in_x1 ?x224)))
 (let ((?x239 (slice 1 0 sym_c2 ?x232)))
 (= (rank ?x239) 2))))))
(assert
 (let ((?x218 (idkernel2 sym_c)))
 (let ((?x224 (concat 1 in_w1 ?x218)))
 (let ((?x232 (matmul in_x1 ?x224)))
 (let ((?x239 (slice 1 0 sym_c2 ?x232)))
 (= (dim ?x239 0) sym_n))))))
(assert
 (let ((?x218 (idkernel2 sym_c)))
 (let ((?x224 (concat 1 in_w1 ?x218)))
 (let ((?x232 (matmul in_x1 ?x224)))
 (let ((?x239 (slice 1 0 sym_c2 ?x232)))
 (= (dim ?x239 1) sym_c2))))))
(assert
 (let ((?x218 (idkernel2 sym_c)))
 (let ((?x224 (concat 1 in_w1 ?x218)))
 (let ((?x232 (matmul in_x1 ?x224)))
 (let ((?x230 (+ sym_c2 sym_c)))
 (let ((?x246 (slice 1 sym_c2 ?x230 ?x232)))
 (= (rank ?x246) 2)))))))
(assert
 (let ((?x218 (idkernel2 sym_c)))
 (let ((?x224 (concat 1 in_w1 ?x218)))
 (let ((?x232 (matmul in_x1 ?x224)))
 (let ((?x230 (+ sym_c2 sym_c)))
 (let ((?x246 (slice 1 sym_c2 ?x230 ?x232)))
 (= (dim ?x246 0) sym_n)))))))
(assert
 (let ((?x218 (idkernel2 sym_c)))
 (let ((?x224 (concat 1 in_w1 ?x218)))
 (let ((?x232 (matmul in_x1 ?x224)))
 (let ((?x230 (+ sym_c2 sym_c)))
 (let ((?x246 (slice 1 sym_c2 ?x230 ?x232)))
 (= (dim ?x246 1) sym_c)))))))
(assert
 (let ((?x230 (+ sym_c2 sym_c)))
 (>= ?x230 0)))
(assert
 (let ((?x218 (idkernel2 sym_c)))
(let ((?x224 (concat 1 in_w1 ?x218)))
(let ((?x232 (matmul in_x1 ?x224)))
(let ((?x230 (+ sym_c2 sym_c)))
(let ((?x246 (slice 1 sym_c2 ?x230 ?x232)))
(and (distinct ?x246 in_x1) true)))))))
(check-sat)
