; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, matmul_concat_inner, matmul_idkernel_right, transpose2_concat0, transpose_idkernel2
; z3 rlimit used: 75104
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun dim (T Int) Int)
(declare-fun transpose2 (Int Int T) T)
(declare-fun add (T T) T)
(declare-fun concat (Int T T) T)
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
 (forall ((X T) (Y T) )(! (let ((?x51 (add Y X)))
 (let ((?x50 (add X Y)))
 (= ?x50 ?x51))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((A1 T) (A2 T) (B1 T) (B2 T) (ax Int) (_t0 Int) )(! (let ((?x73 (matmul (concat ax A1 A2) (concat _t0 B1 B2))))
 (let (($x77 (= ?x73 (add (matmul A1 B1) (matmul A2 B2)))))
 (let (($x66 (>= ax 1)))
 (let (($x68 (and (= ax (- (rank A1) 1)) (= (dim A1 ax) (dim B1 (- ax 1))) $x66 (= _t0 (- ax 1)))))
 (=> $x68 $x77))))) :pattern ( (matmul (concat ax A1 A2) (concat _t0 B1 B2)) ) :qid matmul_concat_inner))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x102 (concat 0 (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x99 (transpose2 p0 p1 (concat p0 X Y))))
 (let (($x103 (= ?x99 ?x102)))
 (let (($x84 (and (>= p0 0) (>= p1 0))))
 (=> $x84 $x103))))) :pattern ( (transpose2 p0 p1 (concat p0 X Y)) ) :pattern ( (concat 0 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat0))
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
 (let ((?x130 (transpose2 1 0 in_w1)))
 (let ((?x137 (matmul in_w1 ?x130)))
 (let ((?x123 (idkernel2 sym_c)))
 (let ((?x144 (add ?x123 ?x137)))
 (= (rank ?x144) 2))))))
(assert
 (let ((?x130 (transpose2 1 0 in_w1)))
 (let ((?x137 (matmul in_w1 ?x130)))
 (let ((?x123 (idkernel2 sym_c)))
 (let ((?x144 (add ?x123 ?x137)))
 (= (dim ?x144 0) sym_c))))))
(assert
 (let ((?x130 (transpose2 1 0 in_w1)))
 (let ((?x137 (matmul in_w1 ?x130)))
 (let ((?x123 (idkernel2 sym_c)))
 (let ((?x144 (add ?x123 ?x137)))
 (= (dim ?x144 1) sym_c))))))
(assert
 (= (rank (concat 1 in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (concat 1 in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (let ((?x157 (+ sym_c2 sym_c)))
 (let ((?x123 (idkernel2 sym_c)))
 (let ((?x151 (concat 1 in_w1 ?x123)))
 (let ((?x156 (dim ?x151 1)))
 (= ?x156 ?x157))))))
(assert
 (let ((?x123 (idkernel2 sym_c)))
 (let ((?x151 (concat 1 in_w1 ?x123)))
 (let ((?x159 (transpose2 1 0 ?x151)))
 (= (rank ?x159) 2)))))
(assert
 (let ((?x157 (+ sym_c2 sym_c)))
 (let ((?x123 (idkernel2 sym_c)))
 (let ((?x151 (concat 1 in_w1 ?x123)))
 (let ((?x159 (transpose2 1 0 ?x151)))
 (let ((?x162 (dim ?x159 0)))
 (= ?x162 ?x157)))))))
(assert
 (let ((?x123 (idkernel2 sym_c)))
 (let ((?x151 (concat 1 in_w1 ?x123)))
 (let ((?x159 (transpose2 1 0 ?x151)))
 (= (dim ?x159 1) sym_c)))))
(assert
 (let ((?x123 (idkernel2 sym_c)))
 (let ((?x151 (concat 1 in_w1 ?x123)))
 (let ((?x159 (transpose2 1 0 ?x151)))
 (let ((?x166 (matmul ?x151 ?x159)))
 (= (rank ?x166) 2))))))
(assert
 (let ((?x123 (idkernel2 sym_c)))
 (let ((?x151 (concat 1 in_w1 ?x123)))
 (let ((?x159 (transpose2 1 0 ?x151)))
 (let ((?x166 (matmul ?x151 ?x159)))
 (= (dim ?x166 0) sym_c))))))
(assert
 (let ((?x123 (idkernel2 sym_c)))
 (let ((?x151 (concat 1 in_w1 ?x123)))
 (let ((?x159 (transpose2 1 0 ?x151)))
 (let ((?x166 (matmul ?x151 ?x159)))
 (= (dim ?x166 1) sym_c))))))
(assert
 (let ((?x123 (idkernel2 sym_c)))
(let ((?x151 (concat 1 in_w1 ?x123)))
(let ((?x159 (transpose2 1 0 ?x151)))
(let ((?x166 (matmul ?x151 ?x159)))
(let ((?x130 (transpose2 1 0 in_w1)))
(let ((?x137 (matmul in_w1 ?x130)))
(let ((?x144 (add ?x123 ?x137)))
(and (distinct ?x144 ?x166) true)))))))))
(check-sat)
