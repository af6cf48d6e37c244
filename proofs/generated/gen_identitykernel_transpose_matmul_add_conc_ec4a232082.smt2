; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, matmul_concat_inner, matmul_idkernel_right, transpose2_concat1, transpose_idkernel2
; z3 rlimit used: 49340
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
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun in_x1 () T)
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
 (forall ((X T) (Y T) )(! (let ((?x45 (add Y X)))
 (let ((?x44 (add X Y)))
 (= ?x44 ?x45))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((A1 T) (A2 T) (B1 T) (B2 T) (ax Int) (_t0 Int) )(! (let ((?x65 (concat _t0 B1 B2)))
 (let ((?x66 (matmul (concat ax A1 A2) ?x65)))
 (let (($x70 (= ?x66 (add (matmul A1 B1) (matmul A2 B2)))))
 (let (($x61 (and (= ax (- (rank A1) 1)) (= (dim A1 ax) (dim B1 (- ax 1))) (= _t0 (- ax 1)))))
 (=> $x61 $x70))))) :pattern ( (matmul (concat ax A1 A2) (concat _t0 B1 B2)) ) :qid matmul_concat_inner))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x76 (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x65 (concat p1 X Y)))
 (let ((?x75 (transpose2 p0 p1 ?x65)))
 (= ?x75 ?x76)))) :pattern ( (transpose2 p0 p1 (concat p1 X Y)) ) :pattern ( (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat1))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c 1))
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
 (let ((?x115 (transpose2 1 0 in_x1)))
 (let ((?x122 (matmul ?x115 in_x1)))
 (let ((?x108 (idkernel2 sym_c)))
 (let ((?x129 (add ?x108 ?x122)))
 (= (rank ?x129) 2))))))
(assert
 (let ((?x115 (transpose2 1 0 in_x1)))
 (let ((?x122 (matmul ?x115 in_x1)))
 (let ((?x108 (idkernel2 sym_c)))
 (let ((?x129 (add ?x108 ?x122)))
 (= (dim ?x129 0) sym_c))))))
(assert
 (let ((?x115 (transpose2 1 0 in_x1)))
 (let ((?x122 (matmul ?x115 in_x1)))
 (let ((?x108 (idkernel2 sym_c)))
 (let ((?x129 (add ?x108 ?x122)))
 (= (dim ?x129 1) sym_c))))))
(assert
 (= (rank (concat 0 in_x1 (idkernel2 sym_c))) 2))
(assert
 (let ((?x140 (+ sym_n sym_c)))
 (let ((?x108 (idkernel2 sym_c)))
 (let ((?x136 (concat 0 in_x1 ?x108)))
 (let ((?x139 (dim ?x136 0)))
 (= ?x139 ?x140))))))
(assert
 (= (dim (concat 0 in_x1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (let ((?x108 (idkernel2 sym_c)))
 (let ((?x136 (concat 0 in_x1 ?x108)))
 (let ((?x144 (transpose2 1 0 ?x136)))
 (= (rank ?x144) 2)))))
(assert
 (let ((?x108 (idkernel2 sym_c)))
 (let ((?x136 (concat 0 in_x1 ?x108)))
 (let ((?x144 (transpose2 1 0 ?x136)))
 (= (dim ?x144 0) sym_c)))))
(assert
 (let ((?x140 (+ sym_n sym_c)))
 (let ((?x108 (idkernel2 sym_c)))
 (let ((?x136 (concat 0 in_x1 ?x108)))
 (let ((?x144 (transpose2 1 0 ?x136)))
 (let ((?x149 (dim ?x144 1)))
 (= ?x149 ?x140)))))))
(assert
 (let ((?x108 (idkernel2 sym_c)))
 (let ((?x136 (concat 0 in_x1 ?x108)))
 (let ((?x144 (transpose2 1 0 ?x136)))
 (let ((?x151 (matmul ?x144 ?x136)))
 (= (rank ?x151) 2))))))
(assert
 (let ((?x108 (idkernel2 sym_c)))
 (let ((?x136 (concat 0 in_x1 ?x108)))
 (let ((?x144 (transpose2 1 0 ?x136)))
 (let ((?x151 (matmul ?x144 ?x136)))
 (= (dim ?x151 0) sym_c))))))
(assert
 (let ((?x108 (idkernel2 sym_c)))
 (let ((?x136 (concat 0 in_x1 ?x108)))
 (let ((?x144 (transpose2 1 0 ?x136)))
 (let ((?x151 (matmul ?x144 ?x136)))
 (= (dim ?x151 1) sym_c))))))
(assert
 (let ((?x108 (idkernel2 sym_c)))
(let ((?x136 (concat 0 in_x1 ?x108)))
(let ((?x144 (transpose2 1 0 ?x136)))
(let ((?x151 (matmul ?x144 ?x136)))
(let ((?x115 (transpose2 1 0 in_x1)))
(let ((?x122 (matmul ?x115 in_x1)))
(let ((?x129 (add ?x108 ?x122)))
(and (distinct ?x129 ?x151) true)))))))))
(check-sat)
