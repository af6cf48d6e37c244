; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_idkernel_left, matmul_slice_rows, slice_concat_left
; z3 rlimit used: 112665
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
(declare-fun sym_c () Int)
(declare-fun in_w1 () T)
(assert
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x19 (slice ax 0 n1 (concat ax A B))))
 (let (($x20 (= ?x19 A)))
 (let (($x16 (and (= (dim A ax) n1) (>= (rank A) 1) (>= (rank B) 1))))
 (=> $x16 $x20)))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (c Int) )(! (let ((?x52 (matmul (idkernel2 c) A)))
 (let (($x53 (= ?x52 A)))
 (let (($x50 (and (= (dim A 0) c) (= (rank A) 2))))
 (=> $x50 $x53)))) :pattern ( (matmul (idkernel2 c) A) ) :qid matmul_idkernel_left))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (s Int) )(! (let ((?x110 (matmul (slice ax s e A) B)))
 (let ((?x108 (slice ax s e (matmul A B))))
 (let (($x111 (= ?x108 ?x110)))
 (let (($x104 (= (dim A 5) (dim B 5))))
 (let (($x98 (= (dim A 4) (dim B 4))))
 (let (($x92 (= (dim A 3) (dim B 3))))
 (let (($x86 (= (dim A 2) (dim B 2))))
 (let (($x81 (= (dim A 1) (dim B 1))))
 (let (($x76 (= (dim A 0) (dim B 0))))
 (let ((?x10 (rank B)))
 (let (($x70 (>= ?x10 2)))
 (let ((?x62 (rank A)))
 (let (($x69 (>= ?x62 2)))
 (let (($x68 (>= e 1)))
 (let (($x67 (>= s 0)))
 (let (($x66 (>= ax 0)))
 (let (($x106 (and (= ax (- ?x62 2)) (<= s e) $x66 $x67 $x68 $x69 $x70 (= (- ?x10 2) (- ?x62 2)) (=> (> (- ?x62 2) 0) $x76) (=> (> (- ?x62 2) 1) $x81) (=> (> (- ?x62 2) 2) $x86) (=> (> (- ?x62 2) 3) $x92) (=> (> (- ?x62 2) 4) $x98) (=> (> (- ?x62 2) 5) $x104))))
 (=> $x106 $x111)))))))))))))))))) :pattern ( (slice ax s e (matmul A B)) ) :pattern ( (matmul (slice ax s e A) B) ) :qid matmul_slice_rows))
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
 (= (rank (concat 0 (idkernel2 sym_c) in_w1)) 2))
(assert
 (let ((?x141 (* 2 sym_c)))
 (let ((?x125 (idkernel2 sym_c)))
 (let ((?x161 (concat 0 ?x125 in_w1)))
 (let ((?x144 (dim ?x161 0)))
 (= ?x144 ?x141))))))
(assert
 (= (dim (concat 0 (idkernel2 sym_c) in_w1) 1) sym_c))
(assert
 (= (rank (matmul (concat 0 (idkernel2 sym_c) in_w1) in_w1)) 2))
(assert
 (let ((?x141 (* 2 sym_c)))
 (let ((?x125 (idkernel2 sym_c)))
 (let ((?x161 (concat 0 ?x125 in_w1)))
 (let ((?x168 (matmul ?x161 in_w1)))
 (let ((?x171 (dim ?x168 0)))
 (= ?x171 ?x141)))))))
(assert
 (= (dim (matmul (concat 0 (idkernel2 sym_c) in_w1) in_w1) 1) sym_c))
(assert
 (let ((?x125 (idkernel2 sym_c)))
 (let ((?x161 (concat 0 ?x125 in_w1)))
 (let ((?x168 (matmul ?x161 in_w1)))
 (let ((?x175 (slice 0 0 sym_c ?x168)))
 (= (rank ?x175) 2))))))
(assert
 (let ((?x125 (idkernel2 sym_c)))
 (let ((?x161 (concat 0 ?x125 in_w1)))
 (let ((?x168 (matmul ?x161 in_w1)))
 (let ((?x175 (slice 0 0 sym_c ?x168)))
 (= (dim ?x175 0) sym_c))))))
(assert
 (let ((?x125 (idkernel2 sym_c)))
 (let ((?x161 (concat 0 ?x125 in_w1)))
 (let ((?x168 (matmul ?x161 in_w1)))
 (let ((?x175 (slice 0 0 sym_c ?x168)))
 (= (dim ?x175 1) sym_c))))))
(assert
 (let ((?x125 (idkernel2 sym_c)))
 (let ((?x161 (concat 0 ?x125 in_w1)))
 (let ((?x168 (matmul ?x161 in_w1)))
 (let ((?x141 (* 2 sym_c)))
 (let ((?x182 (slice 0 sym_c ?x141 ?x168)))
 (= (rank ?x182) 2)))))))
(assert
 (let ((?x125 (idkernel2 sym_c)))
 (let ((?x161 (concat 0 ?x125 in_w1)))
 (let ((?x168 (matmul ?x161 in_w1)))
 (let ((?x141 (* 2 sym_c)))
 (let ((?x182 (slice 0 sym_c ?x141 ?x168)))
 (= (dim ?x182 0) sym_c)))))))
(assert
 (let ((?x125 (idkernel2 sym_c)))
 (let ((?x161 (concat 0 ?x125 in_w1)))
 (let ((?x168 (matmul ?x161 in_w1)))
 (let ((?x141 (* 2 sym_c)))
 (let ((?x182 (slice 0 sym_c ?x141 ?x168)))
 (= (dim ?x182 1) sym_c)))))))
(assert
 (let ((?x141 (* 2 sym_c)))
 (>= ?x141 0)))
(assert
 (let ((?x125 (idkernel2 sym_c)))
(let ((?x161 (concat 0 ?x125 in_w1)))
(let ((?x168 (matmul ?x161 in_w1)))
(let ((?x175 (slice 0 0 sym_c ?x168)))
(and (distinct ?x175 in_w1) true))))))
(check-sat)
