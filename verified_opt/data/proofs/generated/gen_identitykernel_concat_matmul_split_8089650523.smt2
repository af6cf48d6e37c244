; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_concat_cols, gemmnc_matmul, matmul_idkernel_right, matmul_slice_cols, slice_concat_left
; z3 rlimit used: 114656
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
 (let (($x16 (and (= (dim A ax) n1) (>= (rank A) 1) (>= (rank B) 1))))
 (=> $x16 $x20)))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (c Int) )(! (let ((?x52 (matmul A (idkernel2 c))))
 (let (($x53 (= ?x52 A)))
 (let (($x49 (= (rank A) 2)))
 (let (($x50 (and (= (dim A 1) c) $x49)))
 (=> $x50 $x53))))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((A T) (B T) )(! (let ((?x66 (matmul A B)))
 (let ((?x65 (gemmnc 0 0 1.0 A B)))
 (let (($x67 (= ?x65 ?x66)))
 (let (($x49 (= (rank A) 2)))
 (let (($x63 (and $x49 (= (rank B) 2))))
 (=> $x63 $x67)))))) :pattern ( (gemmnc 0 0 1.0 A B) ) :pattern ( (matmul A B) ) :qid gemmnc_matmul))
 )
(assert
 (forall ((A T) (B1 T) (B2 T) (al Real) (ta Int) )(! (let ((?x86 (concat 1 (gemmnc ta 0 al A B1) (gemmnc ta 0 al A B2))))
 (let ((?x83 (gemmnc ta 0 al A (concat 1 B1 B2))))
 (let (($x87 (= ?x83 ?x86)))
 (let (($x75 (>= ta 0)))
 (let (($x81 (and $x75 (= (rank A) 2) (= (rank B1) 2) (= (rank B2) 2))))
 (=> $x81 $x87)))))) :pattern ( (gemmnc ta 0 al A (concat 1 B1 B2)) ) :pattern ( (concat 1 (gemmnc ta 0 al A B1) (gemmnc ta 0 al A B2)) ) :qid gemmnc_concat_cols))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (s Int) )(! (let ((?x143 (matmul A (slice ax s e B))))
 (let ((?x141 (slice ax s e (matmul A B))))
 (let (($x144 (= ?x141 ?x143)))
 (let (($x137 (= (dim A 5) (dim B 5))))
 (let (($x131 (= (dim A 4) (dim B 4))))
 (let (($x125 (= (dim A 3) (dim B 3))))
 (let (($x119 (= (dim A 2) (dim B 2))))
 (let (($x114 (= (dim A 1) (dim B 1))))
 (let (($x109 (= (dim A 0) (dim B 0))))
 (let ((?x10 (rank B)))
 (let (($x102 (>= ?x10 2)))
 (let ((?x77 (rank A)))
 (let (($x101 (>= ?x77 2)))
 (let (($x100 (>= e 1)))
 (let (($x75 (>= s 0)))
 (let (($x99 (>= ax 1)))
 (let (($x139 (and (= ax (- ?x10 1)) (<= s e) $x99 $x75 $x100 $x101 $x102 (= (- ?x10 2) (- ?x77 2)) (=> (> (- ?x77 2) 0) $x109) (=> (> (- ?x77 2) 1) $x114) (=> (> (- ?x77 2) 2) $x119) (=> (> (- ?x77 2) 3) $x125) (=> (> (- ?x77 2) 4) $x131) (=> (> (- ?x77 2) 5) $x137))))
 (=> $x139 $x144)))))))))))))))))) :pattern ( (slice ax s e (matmul A B)) ) :pattern ( (matmul A (slice ax s e B)) ) :qid matmul_slice_cols))
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
 (= (rank (concat 1 (idkernel2 sym_c) in_w1)) 2))
(assert
 (= (dim (concat 1 (idkernel2 sym_c) in_w1) 0) sym_c))
(assert
 (let ((?x210 (+ sym_c sym_c2)))
 (let ((?x198 (idkernel2 sym_c)))
 (let ((?x204 (concat 1 ?x198 in_w1)))
 (let ((?x209 (dim ?x204 1)))
 (= ?x209 ?x210))))))
(assert
 (= (rank (matmul in_x1 (concat 1 (idkernel2 sym_c) in_w1))) 2))
(assert
 (= (dim (matmul in_x1 (concat 1 (idkernel2 sym_c) in_w1)) 0) sym_n))
(assert
 (let ((?x210 (+ sym_c sym_c2)))
 (let ((?x198 (idkernel2 sym_c)))
 (let ((?x204 (concat 1 ?x198 in_w1)))
 (let ((?x212 (matmul in_x1 ?x204)))
 (let ((?x217 (dim ?x212 1)))
 (= ?x217 ?x210)))))))
(assert
 (let ((?x198 (idkernel2 sym_c)))
 (let ((?x204 (concat 1 ?x198 in_w1)))
 (let ((?x212 (matmul in_x1 ?x204)))
 (let ((?x219 (slice 1 0 sym_c ?x212)))
 (= (rank ?x219) 2))))))
(assert
 (let ((?x198 (idkernel2 sym_c)))
 (let ((?x204 (concat 1 ?x198 in_w1)))
 (let ((?x212 (matmul in_x1 ?x204)))
 (let ((?x219 (slice 1 0 sym_c ?x212)))
 (= (dim ?x219 0) sym_n))))))
(assert
 (let ((?x198 (idkernel2 sym_c)))
 (let ((?x204 (concat 1 ?x198 in_w1)))
 (let ((?x212 (matmul in_x1 ?x204)))
 (let ((?x219 (slice 1 0 sym_c ?x212)))
 (= (dim ?x219 1) sym_c))))))
(assert
 (let ((?x198 (idkernel2 sym_c)))
 (let ((?x204 (concat 1 ?x198 in_w1)))
 (let ((?x212 (matmul in_x1 ?x204)))
 (let ((?x210 (+ sym_c sym_c2)))
 (let ((?x226 (slice 1 sym_c ?x210 ?x212)))
 (= (rank ?x226) 2)))))))
(assert
 (let ((?x198 (idkernel2 sym_c)))
 (let ((?x204 (concat 1 ?x198 in_w1)))
 (let ((?x212 (matmul in_x1 ?x204)))
 (let ((?x210 (+ sym_c sym_c2)))
 (let ((?x226 (slice 1 sym_c ?x210 ?x212)))
 (= (dim ?x226 0) sym_n)))))))
(assert
 (let ((?x198 (idkernel2 sym_c)))
 (let ((?x204 (concat 1 ?x198 in_w1)))
 (let ((?x212 (matmul in_x1 ?x204)))
 (let ((?x210 (+ sym_c sym_c2)))
 (let ((?x226 (slice 1 sym_c ?x210 ?x212)))
 (= (dim ?x226 1) sym_c2)))))))
(assert
 (let ((?x210 (+ sym_c sym_c2)))
 (>= ?x210 0)))
(assert
 (let ((?x198 (idkernel2 sym_c)))
(let ((?x204 (concat 1 ?x198 in_w1)))
(let ((?x212 (matmul in_x1 ?x204)))
(let ((?x219 (slice 1 0 sym_c ?x212)))
(and (distinct ?x219 in_x1) true))))))
(check-sat)
