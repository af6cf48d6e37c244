; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_idkernel_left, matmul_slice_rows, slice_concat_left
; z3 rlimit used: 74686
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun in_w1 () T)
(declare-fun in_x1 () T)
(assert
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x14 (slice ax 0 n1 (concat ax A B))))
 (let (($x15 (= ?x14 A)))
 (=> (and (= (dim A ax) n1)) $x15))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (c Int) )(! (let ((?x44 (matmul (idkernel2 c) A)))
 (let (($x45 (= ?x44 A)))
 (=> (and (= (dim A 0) c)) $x45))) :pattern ( (matmul (idkernel2 c) A) ) :qid matmul_idkernel_left))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (s Int) )(! (let ((?x67 (matmul (slice ax s e A) B)))
 (let ((?x65 (slice ax s e (matmul A B))))
 (let (($x68 (= ?x65 ?x67)))
 (let (($x62 (>= e 1)))
 (let (($x60 (>= s 0)))
 (let (($x59 (>= ax 0)))
 (=> (and (= ax (- (rank A) 2)) (<= s e) $x59 $x60 $x62) $x68))))))) :pattern ( (slice ax s e (matmul A B)) ) :pattern ( (matmul (slice ax s e A) B) ) :qid matmul_slice_rows))
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
 (= (rank (concat 0 (idkernel2 sym_c) in_x1)) 2))
(assert
 (let ((?x116 (+ sym_c sym_n)))
 (let ((?x105 (idkernel2 sym_c)))
 (let ((?x112 (concat 0 ?x105 in_x1)))
 (let ((?x115 (dim ?x112 0)))
 (= ?x115 ?x116))))))
(assert
 (= (dim (concat 0 (idkernel2 sym_c) in_x1) 1) sym_c))
(assert
 (= (rank (matmul (concat 0 (idkernel2 sym_c) in_x1) in_w1)) 2))
(assert
 (let ((?x116 (+ sym_c sym_n)))
 (let ((?x105 (idkernel2 sym_c)))
 (let ((?x112 (concat 0 ?x105 in_x1)))
 (let ((?x120 (matmul ?x112 in_w1)))
 (let ((?x123 (dim ?x120 0)))
 (= ?x123 ?x116)))))))
(assert
 (= (dim (matmul (concat 0 (idkernel2 sym_c) in_x1) in_w1) 1) sym_c2))
(assert
 (let ((?x105 (idkernel2 sym_c)))
 (let ((?x112 (concat 0 ?x105 in_x1)))
 (let ((?x120 (matmul ?x112 in_w1)))
 (let ((?x127 (slice 0 0 sym_c ?x120)))
 (= (rank ?x127) 2))))))
(assert
 (let ((?x105 (idkernel2 sym_c)))
 (let ((?x112 (concat 0 ?x105 in_x1)))
 (let ((?x120 (matmul ?x112 in_w1)))
 (let ((?x127 (slice 0 0 sym_c ?x120)))
 (= (dim ?x127 0) sym_c))))))
(assert
 (let ((?x105 (idkernel2 sym_c)))
 (let ((?x112 (concat 0 ?x105 in_x1)))
 (let ((?x120 (matmul ?x112 in_w1)))
 (let ((?x127 (slice 0 0 sym_c ?x120)))
 (= (dim ?x127 1) sym_c2))))))
(assert
 (let ((?x105 (idkernel2 sym_c)))
 (let ((?x112 (concat 0 ?x105 in_x1)))
 (let ((?x120 (matmul ?x112 in_w1)))
 (let ((?x116 (+ sym_c sym_n)))
 (let ((?x134 (slice 0 sym_c ?x116 ?x120)))
 (= (rank ?x134) 2)))))))
(assert
 (let ((?x105 (idkernel2 sym_c)))
 (let ((?x112 (concat 0 ?x105 in_x1)))
 (let ((?x120 (matmul ?x112 in_w1)))
 (let ((?x116 (+ sym_c sym_n)))
 (let ((?x134 (slice 0 sym_c ?x116 ?x120)))
 (= (dim ?x134 0) sym_n)))))))
(assert
 (let ((?x105 (idkernel2 sym_c)))
 (let ((?x112 (concat 0 ?x105 in_x1)))
 (let ((?x120 (matmul ?x112 in_w1)))
 (let ((?x116 (+ sym_c sym_n)))
 (let ((?x134 (slice 0 sym_c ?x116 ?x120)))
 (= (dim ?x134 1) sym_c2)))))))
(assert
 (let ((?x116 (+ sym_c sym_n)))
 (>= ?x116 0)))
(assert
 (let ((?x105 (idkernel2 sym_c)))
(let ((?x112 (concat 0 ?x105 in_x1)))
(let ((?x120 (matmul ?x112 in_w1)))
(let ((?x127 (slice 0 0 sym_c ?x120)))
(and (distinct ?x127 in_w1) true))))))
(check-sat)
