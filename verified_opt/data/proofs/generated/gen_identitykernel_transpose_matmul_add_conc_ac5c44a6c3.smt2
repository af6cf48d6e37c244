; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_inner, matmul_idkernel_right, transpose2_concat0, transpose_idkernel2
; z3 rlimit used: 75096
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
 (let ((?x40 (transpose2 1 0 ?x11)))
 (let (($x41 (= ?x40 ?x11)))
 (=> (and (>= c 1)) $x41)))) :pattern ( (transpose2 1 0 (idkernel2 c)) ) :pattern ( (idkernel2 c) ) :qid transpose_idkernel2))
 )
(assert
 (forall ((A1 T) (A2 T) (B1 T) (B2 T) (ax Int) (_t0 Int) )(! (let ((?x66 (matmul (concat ax A1 A2) (concat _t0 B1 B2))))
 (let (($x70 (= ?x66 (add (matmul A1 B1) (matmul A2 B2)))))
 (let (($x59 (>= ax 1)))
 (let (($x61 (and (= ax (- (rank A1) 1)) (= (dim A1 ax) (dim B1 (- ax 1))) $x59 (= _t0 (- ax 1)))))
 (=> $x61 $x70))))) :pattern ( (matmul (concat ax A1 A2) (concat _t0 B1 B2)) ) :qid matmul_concat_inner))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x95 (concat 0 (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x92 (transpose2 p0 p1 (concat p0 X Y))))
 (let (($x96 (= ?x92 ?x95)))
 (let (($x77 (and (>= p0 0) (>= p1 0))))
 (=> $x77 $x96))))) :pattern ( (transpose2 p0 p1 (concat p0 X Y)) ) :pattern ( (concat 0 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat0))
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
 (let ((?x123 (transpose2 1 0 in_w1)))
 (let ((?x130 (matmul in_w1 ?x123)))
 (let ((?x116 (idkernel2 sym_c)))
 (let ((?x137 (add ?x116 ?x130)))
 (= (rank ?x137) 2))))))
(assert
 (let ((?x123 (transpose2 1 0 in_w1)))
 (let ((?x130 (matmul in_w1 ?x123)))
 (let ((?x116 (idkernel2 sym_c)))
 (let ((?x137 (add ?x116 ?x130)))
 (= (dim ?x137 0) sym_c))))))
(assert
 (let ((?x123 (transpose2 1 0 in_w1)))
 (let ((?x130 (matmul in_w1 ?x123)))
 (let ((?x116 (idkernel2 sym_c)))
 (let ((?x137 (add ?x116 ?x130)))
 (= (dim ?x137 1) sym_c))))))
(assert
 (= (rank (concat 1 (idkernel2 sym_c) in_w1)) 2))
(assert
 (= (dim (concat 1 (idkernel2 sym_c) in_w1) 0) sym_c))
(assert
 (let ((?x150 (+ sym_c sym_c2)))
 (let ((?x116 (idkernel2 sym_c)))
 (let ((?x144 (concat 1 ?x116 in_w1)))
 (let ((?x149 (dim ?x144 1)))
 (= ?x149 ?x150))))))
(assert
 (let ((?x116 (idkernel2 sym_c)))
 (let ((?x144 (concat 1 ?x116 in_w1)))
 (let ((?x152 (transpose2 1 0 ?x144)))
 (= (rank ?x152) 2)))))
(assert
 (let ((?x150 (+ sym_c sym_c2)))
 (let ((?x116 (idkernel2 sym_c)))
 (let ((?x144 (concat 1 ?x116 in_w1)))
 (let ((?x152 (transpose2 1 0 ?x144)))
 (let ((?x155 (dim ?x152 0)))
 (= ?x155 ?x150)))))))
(assert
 (let ((?x116 (idkernel2 sym_c)))
 (let ((?x144 (concat 1 ?x116 in_w1)))
 (let ((?x152 (transpose2 1 0 ?x144)))
 (= (dim ?x152 1) sym_c)))))
(assert
 (let ((?x116 (idkernel2 sym_c)))
 (let ((?x144 (concat 1 ?x116 in_w1)))
 (let ((?x152 (transpose2 1 0 ?x144)))
 (let ((?x159 (matmul ?x144 ?x152)))
 (= (rank ?x159) 2))))))
(assert
 (let ((?x116 (idkernel2 sym_c)))
 (let ((?x144 (concat 1 ?x116 in_w1)))
 (let ((?x152 (transpose2 1 0 ?x144)))
 (let ((?x159 (matmul ?x144 ?x152)))
 (= (dim ?x159 0) sym_c))))))
(assert
 (let ((?x116 (idkernel2 sym_c)))
 (let ((?x144 (concat 1 ?x116 in_w1)))
 (let ((?x152 (transpose2 1 0 ?x144)))
 (let ((?x159 (matmul ?x144 ?x152)))
 (= (dim ?x159 1) sym_c))))))
(assert
 (let ((?x116 (idkernel2 sym_c)))
(let ((?x144 (concat 1 ?x116 in_w1)))
(let ((?x152 (transpose2 1 0 ?x144)))
(let ((?x159 (matmul ?x144 ?x152)))
(let ((?x123 (transpose2 1 0 in_w1)))
(let ((?x130 (matmul in_w1 ?x123)))
(let ((?x137 (add ?x116 ?x130)))
(and (distinct ?x137 ?x159) true)))))))))
(check-sat)
