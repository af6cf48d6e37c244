; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_cols, matmul_concat_rows, matmul_transpose2, transpose2_concat1, transpose_idkernel2
; z3 rlimit used: 48771
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
 (let ((?x70 (concat ax A B)))
 (let ((?x71 (matmul ?x70 C)))
 (let (($x74 (= ?x71 ?x73)))
 (=> (and (= ax (- (rank A) 2))) $x74)))))) :pattern ( (matmul (concat ax A B) C) ) :pattern ( (concat ax (matmul A C) (matmul B C)) ) :qid matmul_concat_rows))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x90 (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x70 (concat p1 X Y)))
 (let ((?x79 (transpose2 p0 p1 ?x70)))
 (= ?x79 ?x90)))) :pattern ( (transpose2 p0 p1 (concat p1 X Y)) ) :pattern ( (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat1))
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
 (let ((?x111 (transpose2 1 0 in_w1)))
 (let ((?x104 (idkernel2 sym_c)))
 (let ((?x118 (concat 1 ?x104 ?x111)))
 (= (rank ?x118) 2)))))
(assert
 (let ((?x111 (transpose2 1 0 in_w1)))
 (let ((?x104 (idkernel2 sym_c)))
 (let ((?x118 (concat 1 ?x104 ?x111)))
 (= (dim ?x118 0) sym_c)))))
(assert
 (let ((?x124 (* 2 sym_c)))
 (let ((?x111 (transpose2 1 0 in_w1)))
 (let ((?x104 (idkernel2 sym_c)))
 (let ((?x118 (concat 1 ?x104 ?x111)))
 (let ((?x123 (dim ?x118 1)))
 (= ?x123 ?x124)))))))
(assert
 (let ((?x111 (transpose2 1 0 in_w1)))
 (let ((?x104 (idkernel2 sym_c)))
 (let ((?x118 (concat 1 ?x104 ?x111)))
 (let ((?x126 (matmul ?x111 ?x118)))
 (= (rank ?x126) 2))))))
(assert
 (let ((?x111 (transpose2 1 0 in_w1)))
 (let ((?x104 (idkernel2 sym_c)))
 (let ((?x118 (concat 1 ?x104 ?x111)))
 (let ((?x126 (matmul ?x111 ?x118)))
 (= (dim ?x126 0) sym_c))))))
(assert
 (let ((?x124 (* 2 sym_c)))
 (let ((?x111 (transpose2 1 0 in_w1)))
 (let ((?x104 (idkernel2 sym_c)))
 (let ((?x118 (concat 1 ?x104 ?x111)))
 (let ((?x126 (matmul ?x111 ?x118)))
 (let ((?x131 (dim ?x126 1)))
 (= ?x131 ?x124))))))))
(assert
 (let ((?x124 (* 2 sym_c)))
 (>= ?x124 0)))
(assert
 (= (rank (concat 0 (idkernel2 sym_c) in_w1)) 2))
(assert
 (let ((?x124 (* 2 sym_c)))
 (let ((?x104 (idkernel2 sym_c)))
 (let ((?x134 (concat 0 ?x104 in_w1)))
 (let ((?x137 (dim ?x134 0)))
 (= ?x137 ?x124))))))
(assert
 (= (dim (concat 0 (idkernel2 sym_c) in_w1) 1) sym_c))
(assert
 (= (rank (matmul (concat 0 (idkernel2 sym_c) in_w1) in_w1)) 2))
(assert
 (let ((?x124 (* 2 sym_c)))
 (let ((?x104 (idkernel2 sym_c)))
 (let ((?x134 (concat 0 ?x104 in_w1)))
 (let ((?x141 (matmul ?x134 in_w1)))
 (let ((?x144 (dim ?x141 0)))
 (= ?x144 ?x124)))))))
(assert
 (= (dim (matmul (concat 0 (idkernel2 sym_c) in_w1) in_w1) 1) sym_c))
(assert
 (let ((?x104 (idkernel2 sym_c)))
 (let ((?x134 (concat 0 ?x104 in_w1)))
 (let ((?x141 (matmul ?x134 in_w1)))
 (let ((?x148 (transpose2 1 0 ?x141)))
 (= (rank ?x148) 2))))))
(assert
 (let ((?x104 (idkernel2 sym_c)))
 (let ((?x134 (concat 0 ?x104 in_w1)))
 (let ((?x141 (matmul ?x134 in_w1)))
 (let ((?x148 (transpose2 1 0 ?x141)))
 (= (dim ?x148 0) sym_c))))))
(assert
 (let ((?x124 (* 2 sym_c)))
 (let ((?x104 (idkernel2 sym_c)))
 (let ((?x134 (concat 0 ?x104 in_w1)))
 (let ((?x141 (matmul ?x134 in_w1)))
 (let ((?x148 (transpose2 1 0 ?x141)))
 (let ((?x153 (dim ?x148 1)))
 (= ?x153 ?x124))))))))
(assert
 (let ((?x104 (idkernel2 sym_c)))
(let ((?x134 (concat 0 ?x104 in_w1)))
(let ((?x141 (matmul ?x134 in_w1)))
(let ((?x148 (transpose2 1 0 ?x141)))
(let ((?x111 (transpose2 1 0 in_w1)))
(let ((?x118 (concat 1 ?x104 ?x111)))
(let ((?x126 (matmul ?x111 ?x118)))
(and (distinct ?x126 ?x148) true)))))))))
(check-sat)
