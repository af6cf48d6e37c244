; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_inner, matmul_idkernel_right, transpose2_concat1, transpose_idkernel2
; z3 rlimit used: 75092
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
(declare-fun sym_n () Int)
(declare-fun in_x1 () T)
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
 (forall ((A1 T) (A2 T) (B1 T) (B2 T) (ax Int) (_t0 Int) )(! (let ((?x65 (concat _t0 B1 B2)))
 (let ((?x66 (matmul (concat ax A1 A2) ?x65)))
 (let (($x70 (= ?x66 (add (matmul A1 B1) (matmul A2 B2)))))
 (let (($x59 (>= ax 1)))
 (let (($x61 (and (= ax (- (rank A1) 1)) (= (dim A1 ax) (dim B1 (- ax 1))) $x59 (= _t0 (- ax 1)))))
 (=> $x61 $x70)))))) :pattern ( (matmul (concat ax A1 A2) (concat _t0 B1 B2)) ) :qid matmul_concat_inner))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x94 (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x65 (concat p1 X Y)))
 (let ((?x76 (transpose2 p0 p1 ?x65)))
 (let (($x95 (= ?x76 ?x94)))
 (let (($x77 (and (>= p0 0) (>= p1 0))))
 (=> $x77 $x95)))))) :pattern ( (transpose2 p0 p1 (concat p1 X Y)) ) :pattern ( (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat1))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
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
 (= (rank (transpose2 1 0 in_x1)) 2))
(assert
 (= (dim (transpose2 1 0 in_x1) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 in_x1) 1) sym_n))
(assert
 (= (rank (matmul (transpose2 1 0 in_x1) in_x1)) 2))
(assert
 (= (dim (matmul (transpose2 1 0 in_x1) in_x1) 0) sym_c))
(assert
 (= (dim (matmul (transpose2 1 0 in_x1) in_x1) 1) sym_c))
(assert
 (let ((?x122 (transpose2 1 0 in_x1)))
 (let ((?x129 (matmul ?x122 in_x1)))
 (let ((?x115 (idkernel2 sym_c)))
 (let ((?x136 (add ?x115 ?x129)))
 (= (rank ?x136) 2))))))
(assert
 (let ((?x122 (transpose2 1 0 in_x1)))
 (let ((?x129 (matmul ?x122 in_x1)))
 (let ((?x115 (idkernel2 sym_c)))
 (let ((?x136 (add ?x115 ?x129)))
 (= (dim ?x136 0) sym_c))))))
(assert
 (let ((?x122 (transpose2 1 0 in_x1)))
 (let ((?x129 (matmul ?x122 in_x1)))
 (let ((?x115 (idkernel2 sym_c)))
 (let ((?x136 (add ?x115 ?x129)))
 (= (dim ?x136 1) sym_c))))))
(assert
 (= (rank (concat 0 (idkernel2 sym_c) in_x1)) 2))
(assert
 (let ((?x147 (+ sym_c sym_n)))
 (let ((?x115 (idkernel2 sym_c)))
 (let ((?x143 (concat 0 ?x115 in_x1)))
 (let ((?x146 (dim ?x143 0)))
 (= ?x146 ?x147))))))
(assert
 (= (dim (concat 0 (idkernel2 sym_c) in_x1) 1) sym_c))
(assert
 (let ((?x115 (idkernel2 sym_c)))
 (let ((?x143 (concat 0 ?x115 in_x1)))
 (let ((?x151 (transpose2 1 0 ?x143)))
 (= (rank ?x151) 2)))))
(assert
 (let ((?x115 (idkernel2 sym_c)))
 (let ((?x143 (concat 0 ?x115 in_x1)))
 (let ((?x151 (transpose2 1 0 ?x143)))
 (= (dim ?x151 0) sym_c)))))
(assert
 (let ((?x147 (+ sym_c sym_n)))
 (let ((?x115 (idkernel2 sym_c)))
 (let ((?x143 (concat 0 ?x115 in_x1)))
 (let ((?x151 (transpose2 1 0 ?x143)))
 (let ((?x156 (dim ?x151 1)))
 (= ?x156 ?x147)))))))
(assert
 (let ((?x115 (idkernel2 sym_c)))
 (let ((?x143 (concat 0 ?x115 in_x1)))
 (let ((?x151 (transpose2 1 0 ?x143)))
 (let ((?x158 (matmul ?x151 ?x143)))
 (= (rank ?x158) 2))))))
(assert
 (let ((?x115 (idkernel2 sym_c)))
 (let ((?x143 (concat 0 ?x115 in_x1)))
 (let ((?x151 (transpose2 1 0 ?x143)))
 (let ((?x158 (matmul ?x151 ?x143)))
 (= (dim ?x158 0) sym_c))))))
(assert
 (let ((?x115 (idkernel2 sym_c)))
 (let ((?x143 (concat 0 ?x115 in_x1)))
 (let ((?x151 (transpose2 1 0 ?x143)))
 (let ((?x158 (matmul ?x151 ?x143)))
 (= (dim ?x158 1) sym_c))))))
(assert
 (let ((?x115 (idkernel2 sym_c)))
(let ((?x143 (concat 0 ?x115 in_x1)))
(let ((?x151 (transpose2 1 0 ?x143)))
(let ((?x158 (matmul ?x151 ?x143)))
(let ((?x122 (transpose2 1 0 in_x1)))
(let ((?x129 (matmul ?x122 in_x1)))
(let ((?x136 (add ?x115 ?x129)))
(and (distinct ?x136 ?x158) true)))))))))
(check-sat)
