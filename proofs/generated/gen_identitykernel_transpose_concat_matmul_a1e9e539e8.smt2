; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_cols, matmul_concat_rows, matmul_transpose2, transpose2_concat0, transpose_idkernel2
; z3 rlimit used: 48776
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun idkernel2 (Int) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun matmul (T T) T)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((c Int) )(! (let ((?x8 (idkernel2 c)))
 (let ((?x9 (transpose2 1 0 ?x8)))
 (= ?x9 ?x8))) :pattern ( (transpose2 1 0 (idkernel2 c)) ) :pattern ( (idkernel2 c) ) :qid transpose_idkernel2))
 )
(assert
 (forall ((A T) (B T) )(! (let ((?x37 (matmul (transpose2 1 0 B) (transpose2 1 0 A))))
 (let ((?x34 (transpose2 1 0 (matmul A B))))
 (= ?x34 ?x37))) :pattern ( (transpose2 1 0 (matmul A B)) ) :pattern ( (matmul (transpose2 1 0 B) (transpose2 1 0 A)) ) :qid matmul_transpose2))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x51 (matmul A C)))
 (let ((?x52 (concat ax (matmul A B) ?x51)))
 (let ((?x49 (matmul A (concat ax B C))))
 (let (($x53 (= ?x49 ?x52)))
 (=> (and (= ax (- (rank B) 1))) $x53))))) :pattern ( (matmul A (concat ax B C)) ) :pattern ( (concat ax (matmul A B) (matmul A C)) ) :qid matmul_concat_cols))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x51 (matmul A C)))
 (let ((?x73 (concat ax ?x51 (matmul B C))))
 (let ((?x71 (matmul (concat ax A B) C)))
 (let (($x74 (= ?x71 ?x73)))
 (=> (and (= ax (- (rank A) 2))) $x74))))) :pattern ( (matmul (concat ax A B) C) ) :pattern ( (concat ax (matmul A C) (matmul B C)) ) :qid matmul_concat_rows))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x91 (concat 0 (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x80 (transpose2 p0 p1 (concat p0 X Y))))
 (= ?x80 ?x91))) :pattern ( (transpose2 p0 p1 (concat p0 X Y)) ) :pattern ( (concat 0 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat0))
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
 (let ((?x105 (idkernel2 sym_c)))
 (let ((?x112 (transpose2 1 0 in_w1)))
 (let ((?x119 (concat 0 ?x112 ?x105)))
 (= (rank ?x119) 2)))))
(assert
 (let ((?x123 (* 2 sym_c)))
 (let ((?x105 (idkernel2 sym_c)))
 (let ((?x112 (transpose2 1 0 in_w1)))
 (let ((?x119 (concat 0 ?x112 ?x105)))
 (let ((?x122 (dim ?x119 0)))
 (= ?x122 ?x123)))))))
(assert
 (let ((?x105 (idkernel2 sym_c)))
 (let ((?x112 (transpose2 1 0 in_w1)))
 (let ((?x119 (concat 0 ?x112 ?x105)))
 (= (dim ?x119 1) sym_c)))))
(assert
 (let ((?x112 (transpose2 1 0 in_w1)))
 (let ((?x105 (idkernel2 sym_c)))
 (let ((?x119 (concat 0 ?x112 ?x105)))
 (let ((?x127 (matmul ?x119 ?x112)))
 (= (rank ?x127) 2))))))
(assert
 (let ((?x123 (* 2 sym_c)))
 (let ((?x112 (transpose2 1 0 in_w1)))
 (let ((?x105 (idkernel2 sym_c)))
 (let ((?x119 (concat 0 ?x112 ?x105)))
 (let ((?x127 (matmul ?x119 ?x112)))
 (let ((?x130 (dim ?x127 0)))
 (= ?x130 ?x123))))))))
(assert
 (let ((?x112 (transpose2 1 0 in_w1)))
 (let ((?x105 (idkernel2 sym_c)))
 (let ((?x119 (concat 0 ?x112 ?x105)))
 (let ((?x127 (matmul ?x119 ?x112)))
 (= (dim ?x127 1) sym_c))))))
(assert
 (let ((?x123 (* 2 sym_c)))
 (>= ?x123 0)))
(assert
 (= (rank (concat 1 in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (concat 1 in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (let ((?x123 (* 2 sym_c)))
 (let ((?x105 (idkernel2 sym_c)))
 (let ((?x135 (concat 1 in_w1 ?x105)))
 (let ((?x140 (dim ?x135 1)))
 (= ?x140 ?x123))))))
(assert
 (= (rank (matmul in_w1 (concat 1 in_w1 (idkernel2 sym_c)))) 2))
(assert
 (= (dim (matmul in_w1 (concat 1 in_w1 (idkernel2 sym_c))) 0) sym_c))
(assert
 (let ((?x123 (* 2 sym_c)))
 (let ((?x105 (idkernel2 sym_c)))
 (let ((?x135 (concat 1 in_w1 ?x105)))
 (let ((?x142 (matmul in_w1 ?x135)))
 (let ((?x147 (dim ?x142 1)))
 (= ?x147 ?x123)))))))
(assert
 (let ((?x105 (idkernel2 sym_c)))
 (let ((?x135 (concat 1 in_w1 ?x105)))
 (let ((?x142 (matmul in_w1 ?x135)))
 (let ((?x149 (transpose2 1 0 ?x142)))
 (= (rank ?x149) 2))))))
(assert
 (let ((?x123 (* 2 sym_c)))
 (let ((?x105 (idkernel2 sym_c)))
 (let ((?x135 (concat 1 in_w1 ?x105)))
 (let ((?x142 (matmul in_w1 ?x135)))
 (let ((?x149 (transpose2 1 0 ?x142)))
 (let ((?x152 (dim ?x149 0)))
 (= ?x152 ?x123))))))))
(assert
 (let ((?x105 (idkernel2 sym_c)))
 (let ((?x135 (concat 1 in_w1 ?x105)))
 (let ((?x142 (matmul in_w1 ?x135)))
 (let ((?x149 (transpose2 1 0 ?x142)))
 (= (dim ?x149 1) sym_c))))))
(assert
 (let ((?x105 (idkernel2 sym_c)))
(let ((?x135 (concat 1 in_w1 ?x105)))
(let ((?x142 (matmul in_w1 ?x135)))
(let ((?x149 (transpose2 1 0 ?x142)))
(let ((?x112 (transpose2 1 0 in_w1)))
(let ((?x119 (concat 0 ?x112 ?x105)))
(let ((?x127 (matmul ?x119 ?x112)))
(and (distinct ?x127 ?x149) true)))))))))
(check-sat)
