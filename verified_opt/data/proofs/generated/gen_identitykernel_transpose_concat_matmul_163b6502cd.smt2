; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_transpose2, transpose2_concat1, transpose_idkernel2
; z3 rlimit used: 29802
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun idkernel2 (Int) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun matmul (T T) T)
(declare-fun rank (T) Int)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((c Int) )(! (let ((?x10 (idkernel2 c)))
 (let ((?x11 (transpose2 1 0 ?x10)))
 (let (($x12 (= ?x11 ?x10)))
 (=> (and (>= c 1)) $x12)))) :pattern ( (transpose2 1 0 (idkernel2 c)) ) :pattern ( (idkernel2 c) ) :qid transpose_idkernel2))
 )
(assert
 (forall ((A T) (B T) )(! (let ((?x49 (matmul (transpose2 1 0 B) (transpose2 1 0 A))))
 (let ((?x46 (transpose2 1 0 (matmul A B))))
 (let (($x50 (= ?x46 ?x49)))
 (let (($x44 (and (= (rank A) 2) (= (rank B) 2))))
 (=> $x44 $x50))))) :pattern ( (transpose2 1 0 (matmul A B)) ) :pattern ( (matmul (transpose2 1 0 B) (transpose2 1 0 A)) ) :qid matmul_transpose2))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x72 (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x69 (transpose2 p0 p1 (concat p1 X Y))))
 (let (($x73 (= ?x69 ?x72)))
 (let (($x67 (and (>= p0 0) (>= p1 0) (= (rank X) 2) (= (rank Y) 2))))
 (=> $x67 $x73))))) :pattern ( (transpose2 p0 p1 (concat p1 X Y)) ) :pattern ( (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat1))
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
 (= (rank (transpose2 1 0 in_w1)) 2))
(assert
 (= (dim (transpose2 1 0 in_w1) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 in_w1) 1) sym_c))
(assert
 (let ((?x97 (transpose2 1 0 in_w1)))
 (let ((?x90 (idkernel2 sym_c)))
 (let ((?x104 (concat 1 ?x90 ?x97)))
 (= (rank ?x104) 2)))))
(assert
 (let ((?x97 (transpose2 1 0 in_w1)))
 (let ((?x90 (idkernel2 sym_c)))
 (let ((?x104 (concat 1 ?x90 ?x97)))
 (= (dim ?x104 0) sym_c)))))
(assert
 (let ((?x110 (* 2 sym_c)))
 (let ((?x97 (transpose2 1 0 in_w1)))
 (let ((?x90 (idkernel2 sym_c)))
 (let ((?x104 (concat 1 ?x90 ?x97)))
 (let ((?x109 (dim ?x104 1)))
 (= ?x109 ?x110)))))))
(assert
 (let ((?x97 (transpose2 1 0 in_w1)))
 (let ((?x90 (idkernel2 sym_c)))
 (let ((?x104 (concat 1 ?x90 ?x97)))
 (let ((?x112 (matmul ?x97 ?x104)))
 (= (rank ?x112) 2))))))
(assert
 (let ((?x97 (transpose2 1 0 in_w1)))
 (let ((?x90 (idkernel2 sym_c)))
 (let ((?x104 (concat 1 ?x90 ?x97)))
 (let ((?x112 (matmul ?x97 ?x104)))
 (= (dim ?x112 0) sym_c))))))
(assert
 (let ((?x110 (* 2 sym_c)))
 (let ((?x97 (transpose2 1 0 in_w1)))
 (let ((?x90 (idkernel2 sym_c)))
 (let ((?x104 (concat 1 ?x90 ?x97)))
 (let ((?x112 (matmul ?x97 ?x104)))
 (let ((?x117 (dim ?x112 1)))
 (= ?x117 ?x110))))))))
(assert
 (let ((?x110 (* 2 sym_c)))
 (>= ?x110 0)))
(assert
 (= (rank (concat 0 (idkernel2 sym_c) in_w1)) 2))
(assert
 (let ((?x110 (* 2 sym_c)))
 (let ((?x90 (idkernel2 sym_c)))
 (let ((?x120 (concat 0 ?x90 in_w1)))
 (let ((?x123 (dim ?x120 0)))
 (= ?x123 ?x110))))))
(assert
 (= (dim (concat 0 (idkernel2 sym_c) in_w1) 1) sym_c))
(assert
 (= (rank (matmul (concat 0 (idkernel2 sym_c) in_w1) in_w1)) 2))
(assert
 (let ((?x110 (* 2 sym_c)))
 (let ((?x90 (idkernel2 sym_c)))
 (let ((?x120 (concat 0 ?x90 in_w1)))
 (let ((?x127 (matmul ?x120 in_w1)))
 (let ((?x130 (dim ?x127 0)))
 (= ?x130 ?x110)))))))
(assert
 (= (dim (matmul (concat 0 (idkernel2 sym_c) in_w1) in_w1) 1) sym_c))
(assert
 (let ((?x90 (idkernel2 sym_c)))
 (let ((?x120 (concat 0 ?x90 in_w1)))
 (let ((?x127 (matmul ?x120 in_w1)))
 (let ((?x134 (transpose2 1 0 ?x127)))
 (= (rank ?x134) 2))))))
(assert
 (let ((?x90 (idkernel2 sym_c)))
 (let ((?x120 (concat 0 ?x90 in_w1)))
 (let ((?x127 (matmul ?x120 in_w1)))
 (let ((?x134 (transpose2 1 0 ?x127)))
 (= (dim ?x134 0) sym_c))))))
(assert
 (let ((?x110 (* 2 sym_c)))
 (let ((?x90 (idkernel2 sym_c)))
 (let ((?x120 (concat 0 ?x90 in_w1)))
 (let ((?x127 (matmul ?x120 in_w1)))
 (let ((?x134 (transpose2 1 0 ?x127)))
 (let ((?x139 (dim ?x134 1)))
 (= ?x139 ?x110))))))))
(assert
 (let ((?x90 (idkernel2 sym_c)))
(let ((?x120 (concat 0 ?x90 in_w1)))
(let ((?x127 (matmul ?x120 in_w1)))
(let ((?x134 (transpose2 1 0 ?x127)))
(let ((?x97 (transpose2 1 0 in_w1)))
(let ((?x104 (concat 1 ?x90 ?x97)))
(let ((?x112 (matmul ?x97 ?x104)))
(and (distinct ?x112 ?x134) true)))))))))
(check-sat)
