; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_transpose2, transpose2_concat0, transpose_idkernel2
; z3 rlimit used: 29845
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
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x72 (concat 0 (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x69 (transpose2 p0 p1 (concat p0 X Y))))
 (let (($x73 (= ?x69 ?x72)))
 (let (($x67 (and (>= p0 0) (>= p1 0) (= (rank X) 2) (= (rank Y) 2))))
 (=> $x67 $x73))))) :pattern ( (transpose2 p0 p1 (concat p0 X Y)) ) :pattern ( (concat 0 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat0))
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
 (let ((?x90 (idkernel2 sym_c)))
 (let ((?x97 (transpose2 1 0 in_w1)))
 (let ((?x104 (concat 0 ?x97 ?x90)))
 (= (rank ?x104) 2)))))
(assert
 (let ((?x108 (* 2 sym_c)))
 (let ((?x90 (idkernel2 sym_c)))
 (let ((?x97 (transpose2 1 0 in_w1)))
 (let ((?x104 (concat 0 ?x97 ?x90)))
 (let ((?x107 (dim ?x104 0)))
 (= ?x107 ?x108)))))))
(assert
 (let ((?x90 (idkernel2 sym_c)))
 (let ((?x97 (transpose2 1 0 in_w1)))
 (let ((?x104 (concat 0 ?x97 ?x90)))
 (= (dim ?x104 1) sym_c)))))
(assert
 (let ((?x97 (transpose2 1 0 in_w1)))
 (let ((?x90 (idkernel2 sym_c)))
 (let ((?x104 (concat 0 ?x97 ?x90)))
 (let ((?x112 (matmul ?x104 ?x97)))
 (= (rank ?x112) 2))))))
(assert
 (let ((?x108 (* 2 sym_c)))
 (let ((?x97 (transpose2 1 0 in_w1)))
 (let ((?x90 (idkernel2 sym_c)))
 (let ((?x104 (concat 0 ?x97 ?x90)))
 (let ((?x112 (matmul ?x104 ?x97)))
 (let ((?x115 (dim ?x112 0)))
 (= ?x115 ?x108))))))))
(assert
 (let ((?x97 (transpose2 1 0 in_w1)))
 (let ((?x90 (idkernel2 sym_c)))
 (let ((?x104 (concat 0 ?x97 ?x90)))
 (let ((?x112 (matmul ?x104 ?x97)))
 (= (dim ?x112 1) sym_c))))))
(assert
 (let ((?x108 (* 2 sym_c)))
 (>= ?x108 0)))
(assert
 (= (rank (concat 1 in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (concat 1 in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (let ((?x108 (* 2 sym_c)))
 (let ((?x90 (idkernel2 sym_c)))
 (let ((?x120 (concat 1 in_w1 ?x90)))
 (let ((?x125 (dim ?x120 1)))
 (= ?x125 ?x108))))))
(assert
 (= (rank (matmul in_w1 (concat 1 in_w1 (idkernel2 sym_c)))) 2))
(assert
 (= (dim (matmul in_w1 (concat 1 in_w1 (idkernel2 sym_c))) 0) sym_c))
(assert
 (let ((?x108 (* 2 sym_c)))
 (let ((?x90 (idkernel2 sym_c)))
 (let ((?x120 (concat 1 in_w1 ?x90)))
 (let ((?x127 (matmul in_w1 ?x120)))
 (let ((?x132 (dim ?x127 1)))
 (= ?x132 ?x108)))))))
(assert
 (let ((?x90 (idkernel2 sym_c)))
 (let ((?x120 (concat 1 in_w1 ?x90)))
 (let ((?x127 (matmul in_w1 ?x120)))
 (let ((?x134 (transpose2 1 0 ?x127)))
 (= (rank ?x134) 2))))))
(assert
 (let ((?x108 (* 2 sym_c)))
 (let ((?x90 (idkernel2 sym_c)))
 (let ((?x120 (concat 1 in_w1 ?x90)))
 (let ((?x127 (matmul in_w1 ?x120)))
 (let ((?x134 (transpose2 1 0 ?x127)))
 (let ((?x137 (dim ?x134 0)))
 (= ?x137 ?x108))))))))
(assert
 (let ((?x90 (idkernel2 sym_c)))
 (let ((?x120 (concat 1 in_w1 ?x90)))
 (let ((?x127 (matmul in_w1 ?x120)))
 (let ((?x134 (transpose2 1 0 ?x127)))
 (= (dim ?x134 1) sym_c))))))
(assert
 (let ((?x90 (idkernel2 sym_c)))
(let ((?x120 (concat 1 in_w1 ?x90)))
(let ((?x127 (matmul in_w1 ?x120)))
(let ((?x134 (transpose2 1 0 ?x127)))
(let ((?x97 (transpose2 1 0 in_w1)))
(let ((?x104 (concat 0 ?x97 ?x90)))
(let ((?x112 (matmul ?x104 ?x97)))
(and (distinct ?x112 ?x134) true)))))))))
(check-sat)
