; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_inner, matmul_idkernel_right, transpose2_concat0, transpose_idkernel2
; z3 rlimit used: 49334
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun dim (T Int) Int)
(declare-fun transpose2 (Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun add (T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun in_w1 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x11 (idkernel2 c)))
 (let ((?x12 (matmul A ?x11)))
 (let (($x13 (= ?x12 A)))
 (=> (and (= (dim A 1) c)) $x13)))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((c Int) )(! (let ((?x11 (idkernel2 c)))
 (let ((?x38 (transpose2 1 0 ?x11)))
 (= ?x38 ?x11))) :pattern ( (transpose2 1 0 (idkernel2 c)) ) :pattern ( (idkernel2 c) ) :qid transpose_idkernel2))
 )
(assert
 (forall ((A1 T) (A2 T) (B1 T) (B2 T) (ax Int) (_t0 Int) )(! (let ((?x59 (matmul (concat ax A1 A2) (concat _t0 B1 B2))))
 (let (($x63 (= ?x59 (add (matmul A1 B1) (matmul A2 B2)))))
 (let (($x54 (and (= ax (- (rank A1) 1)) (= (dim A1 ax) (dim B1 (- ax 1))) (= _t0 (- ax 1)))))
 (=> $x54 $x63)))) :pattern ( (matmul (concat ax A1 A2) (concat _t0 B1 B2)) ) :qid matmul_concat_inner))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x85 (concat 0 (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x74 (transpose2 p0 p1 (concat p0 X Y))))
 (= ?x74 ?x85))) :pattern ( (transpose2 p0 p1 (concat p0 X Y)) ) :pattern ( (concat 0 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat0))
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
 (let ((?x109 (transpose2 1 0 in_w1)))
 (let ((?x116 (matmul in_w1 ?x109)))
 (let ((?x102 (idkernel2 sym_c)))
 (let ((?x123 (add ?x102 ?x116)))
 (= (rank ?x123) 2))))))
(assert
 (let ((?x109 (transpose2 1 0 in_w1)))
 (let ((?x116 (matmul in_w1 ?x109)))
 (let ((?x102 (idkernel2 sym_c)))
 (let ((?x123 (add ?x102 ?x116)))
 (= (dim ?x123 0) sym_c))))))
(assert
 (let ((?x109 (transpose2 1 0 in_w1)))
 (let ((?x116 (matmul in_w1 ?x109)))
 (let ((?x102 (idkernel2 sym_c)))
 (let ((?x123 (add ?x102 ?x116)))
 (= (dim ?x123 1) sym_c))))))
(assert
 (= (rank (concat 1 (idkernel2 sym_c) in_w1)) 2))
(assert
 (= (dim (concat 1 (idkernel2 sym_c) in_w1) 0) sym_c))
(assert
 (let ((?x136 (+ sym_c sym_c2)))
 (let ((?x102 (idkernel2 sym_c)))
 (let ((?x130 (concat 1 ?x102 in_w1)))
 (let ((?x135 (dim ?x130 1)))
 (= ?x135 ?x136))))))
(assert
 (let ((?x102 (idkernel2 sym_c)))
 (let ((?x130 (concat 1 ?x102 in_w1)))
 (let ((?x138 (transpose2 1 0 ?x130)))
 (= (rank ?x138) 2)))))
(assert
 (let ((?x136 (+ sym_c sym_c2)))
 (let ((?x102 (idkernel2 sym_c)))
 (let ((?x130 (concat 1 ?x102 in_w1)))
 (let ((?x138 (transpose2 1 0 ?x130)))
 (let ((?x141 (dim ?x138 0)))
 (= ?x141 ?x136)))))))
(assert
 (let ((?x102 (idkernel2 sym_c)))
 (let ((?x130 (concat 1 ?x102 in_w1)))
 (let ((?x138 (transpose2 1 0 ?x130)))
 (= (dim ?x138 1) sym_c)))))
(assert
 (let ((?x102 (idkernel2 sym_c)))
 (let ((?x130 (concat 1 ?x102 in_w1)))
 (let ((?x138 (transpose2 1 0 ?x130)))
 (let ((?x145 (matmul ?x130 ?x138)))
 (= (rank ?x145) 2))))))
(assert
 (let ((?x102 (idkernel2 sym_c)))
 (let ((?x130 (concat 1 ?x102 in_w1)))
 (let ((?x138 (transpose2 1 0 ?x130)))
 (let ((?x145 (matmul ?x130 ?x138)))
 (= (dim ?x145 0) sym_c))))))
(assert
 (let ((?x102 (idkernel2 sym_c)))
 (let ((?x130 (concat 1 ?x102 in_w1)))
 (let ((?x138 (transpose2 1 0 ?x130)))
 (let ((?x145 (matmul ?x130 ?x138)))
 (= (dim ?x145 1) sym_c))))))
(assert
 (let ((?x102 (idkernel2 sym_c)))
(let ((?x130 (concat 1 ?x102 in_w1)))
(let ((?x138 (transpose2 1 0 ?x130)))
(let ((?x145 (matmul ?x130 ?x138)))
(let ((?x109 (transpose2 1 0 in_w1)))
(let ((?x116 (matmul in_w1 ?x109)))
(let ((?x123 (add ?x102 ?x116)))
(and (distinct ?x123 ?x145) true)))))))))
(check-sat)
