; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_inner, matmul_idkernel_right, transpose2_concat1, transpose_idkernel2
; z3 rlimit used: 114017
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun transpose2 (Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun add (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun in_x1 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x14 (idkernel2 c)))
 (let ((?x15 (matmul A ?x14)))
 (let (($x16 (= ?x15 A)))
 (let (($x13 (and (= (dim A 1) c) (= (rank A) 2))))
 (=> $x13 $x16))))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((c Int) )(! (let ((?x14 (idkernel2 c)))
 (let ((?x43 (transpose2 1 0 ?x14)))
 (let (($x44 (= ?x43 ?x14)))
 (=> (and (>= c 1)) $x44)))) :pattern ( (transpose2 1 0 (idkernel2 c)) ) :pattern ( (idkernel2 c) ) :qid transpose_idkernel2))
 )
(assert
 (forall ((A1 T) (A2 T) (B1 T) (B2 T) (ax Int) (_t0 Int) )(! (let ((?x151 (concat _t0 B1 B2)))
 (let ((?x152 (matmul (concat ax A1 A2) ?x151)))
 (let (($x156 (= ?x152 (add (matmul A1 B1) (matmul A2 B2)))))
 (let ((?x104 (dim A1 5)))
 (let (($x146 (= ?x104 (dim B2 5))))
 (let ((?x54 (rank A1)))
 (let ((?x73 (- ?x54 2)))
 (let (($x103 (> ?x73 5)))
 (let ((?x70 (rank B2)))
 (let (($x71 (>= ?x70 2)))
 (let ((?x67 (rank B1)))
 (let (($x68 (>= ?x67 2)))
 (let ((?x65 (rank A2)))
 (let (($x66 (>= ?x65 2)))
 (let (($x63 (>= ?x54 2)))
 (let (($x62 (>= ax 1)))
 (let (($x149 (and (= ax (- ?x54 1)) (= (dim A1 ax) (dim B1 (- ax 1))) $x62 $x63 $x66 $x68 $x71 (= (- ?x65 2) ?x73) (=> (> ?x73 0) (= (dim A1 0) (dim A2 0))) (=> (> ?x73 1) (= (dim A1 1) (dim A2 1))) (=> (> ?x73 2) (= (dim A1 2) (dim A2 2))) (=> (> ?x73 3) (= (dim A1 3) (dim A2 3))) (=> (> ?x73 4) (= (dim A1 4) (dim A2 4))) (=> $x103 (= ?x104 (dim A2 5))) (= (- ?x67 2) ?x73) (=> (> ?x73 0) (= (dim A1 0) (dim B1 0))) (=> (> ?x73 1) (= (dim A1 1) (dim B1 1))) (=> (> ?x73 2) (= (dim A1 2) (dim B1 2))) (=> (> ?x73 3) (= (dim A1 3) (dim B1 3))) (=> (> ?x73 4) (= (dim A1 4) (dim B1 4))) (=> $x103 (= ?x104 (dim B1 5))) (= (- ?x70 2) ?x73) (=> (> ?x73 0) (= (dim A1 0) (dim B2 0))) (=> (> ?x73 1) (= (dim A1 1) (dim B2 1))) (=> (> ?x73 2) (= (dim A1 2) (dim B2 2))) (=> (> ?x73 3) (= (dim A1 3) (dim B2 3))) (=> (> ?x73 4) (= (dim A1 4) (dim B2 4))) (=> $x103 $x146) (= _t0 (- ax 1)))))
 (=> $x149 $x156)))))))))))))))))) :pattern ( (matmul (concat ax A1 A2) (concat _t0 B1 B2)) ) :qid matmul_concat_inner))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x193 (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x151 (concat p1 X Y)))
 (let ((?x204 (transpose2 p0 p1 ?x151)))
 (let (($x190 (= ?x204 ?x193)))
 (let (($x207 (and (>= p0 0) (>= p1 0) (= (rank X) 2) (= (rank Y) 2))))
 (=> $x207 $x190)))))) :pattern ( (transpose2 p0 p1 (concat p1 X Y)) ) :pattern ( (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat1))
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
 (let ((?x244 (transpose2 1 0 in_x1)))
 (let ((?x251 (matmul ?x244 in_x1)))
 (let ((?x196 (idkernel2 sym_c)))
 (let ((?x258 (add ?x196 ?x251)))
 (= (rank ?x258) 2))))))
(assert
 (let ((?x244 (transpose2 1 0 in_x1)))
 (let ((?x251 (matmul ?x244 in_x1)))
 (let ((?x196 (idkernel2 sym_c)))
 (let ((?x258 (add ?x196 ?x251)))
 (= (dim ?x258 0) sym_c))))))
(assert
 (let ((?x244 (transpose2 1 0 in_x1)))
 (let ((?x251 (matmul ?x244 in_x1)))
 (let ((?x196 (idkernel2 sym_c)))
 (let ((?x258 (add ?x196 ?x251)))
 (= (dim ?x258 1) sym_c))))))
(assert
 (= (rank (concat 0 (idkernel2 sym_c) in_x1)) 2))
(assert
 (let ((?x269 (+ sym_c sym_n)))
 (let ((?x196 (idkernel2 sym_c)))
 (let ((?x265 (concat 0 ?x196 in_x1)))
 (let ((?x268 (dim ?x265 0)))
 (= ?x268 ?x269))))))
(assert
 (= (dim (concat 0 (idkernel2 sym_c) in_x1) 1) sym_c))
(assert
 (let ((?x196 (idkernel2 sym_c)))
 (let ((?x265 (concat 0 ?x196 in_x1)))
 (let ((?x273 (transpose2 1 0 ?x265)))
 (= (rank ?x273) 2)))))
(assert
 (let ((?x196 (idkernel2 sym_c)))
 (let ((?x265 (concat 0 ?x196 in_x1)))
 (let ((?x273 (transpose2 1 0 ?x265)))
 (= (dim ?x273 0) sym_c)))))
(assert
 (let ((?x269 (+ sym_c sym_n)))
 (let ((?x196 (idkernel2 sym_c)))
 (let ((?x265 (concat 0 ?x196 in_x1)))
 (let ((?x273 (transpose2 1 0 ?x265)))
 (let ((?x278 (dim ?x273 1)))
 (= ?x278 ?x269)))))))
(assert
 (let ((?x196 (idkernel2 sym_c)))
 (let ((?x265 (concat 0 ?x196 in_x1)))
 (let ((?x273 (transpose2 1 0 ?x265)))
 (let ((?x280 (matmul ?x273 ?x265)))
 (= (rank ?x280) 2))))))
(assert
 (let ((?x196 (idkernel2 sym_c)))
 (let ((?x265 (concat 0 ?x196 in_x1)))
 (let ((?x273 (transpose2 1 0 ?x265)))
 (let ((?x280 (matmul ?x273 ?x265)))
 (= (dim ?x280 0) sym_c))))))
(assert
 (let ((?x196 (idkernel2 sym_c)))
 (let ((?x265 (concat 0 ?x196 in_x1)))
 (let ((?x273 (transpose2 1 0 ?x265)))
 (let ((?x280 (matmul ?x273 ?x265)))
 (= (dim ?x280 1) sym_c))))))
(assert
 (let ((?x196 (idkernel2 sym_c)))
(let ((?x265 (concat 0 ?x196 in_x1)))
(let ((?x273 (transpose2 1 0 ?x265)))
(let ((?x280 (matmul ?x273 ?x265)))
(let ((?x244 (transpose2 1 0 in_x1)))
(let ((?x251 (matmul ?x244 in_x1)))
(let ((?x258 (add ?x196 ?x251)))
(and (distinct ?x258 ?x280) true)))))))))
(check-sat)
