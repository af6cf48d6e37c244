; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, matmul_concat_inner, matmul_idkernel_right, transpose2_concat1, transpose_idkernel2
; z3 rlimit used: 75098
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
 (forall ((X T) (Y T) )(! (let ((?x51 (add Y X)))
 (let ((?x50 (add X Y)))
 (= ?x50 ?x51))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((A1 T) (A2 T) (B1 T) (B2 T) (ax Int) (_t0 Int) )(! (let ((?x72 (concat _t0 B1 B2)))
 (let ((?x73 (matmul (concat ax A1 A2) ?x72)))
 (let (($x77 (= ?x73 (add (matmul A1 B1) (matmul A2 B2)))))
 (let (($x66 (>= ax 1)))
 (let (($x68 (and (= ax (- (rank A1) 1)) (= (dim A1 ax) (dim B1 (- ax 1))) $x66 (= _t0 (- ax 1)))))
 (=> $x68 $x77)))))) :pattern ( (matmul (concat ax A1 A2) (concat _t0 B1 B2)) ) :qid matmul_concat_inner))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x101 (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x72 (concat p1 X Y)))
 (let ((?x83 (transpose2 p0 p1 ?x72)))
 (let (($x102 (= ?x83 ?x101)))
 (let (($x84 (and (>= p0 0) (>= p1 0))))
 (=> $x84 $x102)))))) :pattern ( (transpose2 p0 p1 (concat p1 X Y)) ) :pattern ( (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat1))
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
 (let ((?x129 (transpose2 1 0 in_x1)))
 (let ((?x136 (matmul ?x129 in_x1)))
 (let ((?x122 (idkernel2 sym_c)))
 (let ((?x143 (add ?x122 ?x136)))
 (= (rank ?x143) 2))))))
(assert
 (let ((?x129 (transpose2 1 0 in_x1)))
 (let ((?x136 (matmul ?x129 in_x1)))
 (let ((?x122 (idkernel2 sym_c)))
 (let ((?x143 (add ?x122 ?x136)))
 (= (dim ?x143 0) sym_c))))))
(assert
 (let ((?x129 (transpose2 1 0 in_x1)))
 (let ((?x136 (matmul ?x129 in_x1)))
 (let ((?x122 (idkernel2 sym_c)))
 (let ((?x143 (add ?x122 ?x136)))
 (= (dim ?x143 1) sym_c))))))
(assert
 (= (rank (concat 0 in_x1 (idkernel2 sym_c))) 2))
(assert
 (let ((?x154 (+ sym_n sym_c)))
 (let ((?x122 (idkernel2 sym_c)))
 (let ((?x150 (concat 0 in_x1 ?x122)))
 (let ((?x153 (dim ?x150 0)))
 (= ?x153 ?x154))))))
(assert
 (= (dim (concat 0 in_x1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (let ((?x122 (idkernel2 sym_c)))
 (let ((?x150 (concat 0 in_x1 ?x122)))
 (let ((?x158 (transpose2 1 0 ?x150)))
 (= (rank ?x158) 2)))))
(assert
 (let ((?x122 (idkernel2 sym_c)))
 (let ((?x150 (concat 0 in_x1 ?x122)))
 (let ((?x158 (transpose2 1 0 ?x150)))
 (= (dim ?x158 0) sym_c)))))
(assert
 (let ((?x154 (+ sym_n sym_c)))
 (let ((?x122 (idkernel2 sym_c)))
 (let ((?x150 (concat 0 in_x1 ?x122)))
 (let ((?x158 (transpose2 1 0 ?x150)))
 (let ((?x163 (dim ?x158 1)))
 (= ?x163 ?x154)))))))
(assert
 (let ((?x122 (idkernel2 sym_c)))
 (let ((?x150 (concat 0 in_x1 ?x122)))
 (let ((?x158 (transpose2 1 0 ?x150)))
 (let ((?x165 (matmul ?x158 ?x150)))
 (= (rank ?x165) 2))))))
(assert
 (let ((?x122 (idkernel2 sym_c)))
 (let ((?x150 (concat 0 in_x1 ?x122)))
 (let ((?x158 (transpose2 1 0 ?x150)))
 (let ((?x165 (matmul ?x158 ?x150)))
 (= (dim ?x165 0) sym_c))))))
(assert
 (let ((?x122 (idkernel2 sym_c)))
 (let ((?x150 (concat 0 in_x1 ?x122)))
 (let ((?x158 (transpose2 1 0 ?x150)))
 (let ((?x165 (matmul ?x158 ?x150)))
 (= (dim ?x165 1) sym_c))))))
(assert
 (let ((?x122 (idkernel2 sym_c)))
(let ((?x150 (concat 0 in_x1 ?x122)))
(let ((?x158 (transpose2 1 0 ?x150)))
(let ((?x165 (matmul ?x158 ?x150)))
(let ((?x129 (transpose2 1 0 in_x1)))
(let ((?x136 (matmul ?x129 in_x1)))
(let ((?x143 (add ?x122 ?x136)))
(and (distinct ?x143 ?x165) true)))))))))
(check-sat)
