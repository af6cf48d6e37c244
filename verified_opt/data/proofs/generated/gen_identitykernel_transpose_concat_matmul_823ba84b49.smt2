; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_cols, matmul_concat_rows, matmul_transpose2, transpose2_concat1, transpose_idkernel2
; z3 rlimit used: 74540
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
 (forall ((c Int) )(! (let ((?x10 (idkernel2 c)))
 (let ((?x11 (transpose2 1 0 ?x10)))
 (let (($x12 (= ?x11 ?x10)))
 (=> (and (>= c 1)) $x12)))) :pattern ( (transpose2 1 0 (idkernel2 c)) ) :pattern ( (idkernel2 c) ) :qid transpose_idkernel2))
 )
(assert
 (forall ((A T) (B T) )(! (let ((?x43 (matmul (transpose2 1 0 B) (transpose2 1 0 A))))
 (let ((?x40 (transpose2 1 0 (matmul A B))))
 (= ?x40 ?x43))) :pattern ( (transpose2 1 0 (matmul A B)) ) :pattern ( (matmul (transpose2 1 0 B) (transpose2 1 0 A)) ) :qid matmul_transpose2))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x57 (matmul A C)))
 (let ((?x58 (concat ax (matmul A B) ?x57)))
 (let ((?x55 (matmul A (concat ax B C))))
 (let (($x59 (= ?x55 ?x58)))
 (=> (and (= ax (- (rank B) 1)) (>= ax 1)) $x59))))) :pattern ( (matmul A (concat ax B C)) ) :pattern ( (concat ax (matmul A B) (matmul A C)) ) :qid matmul_concat_cols))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x57 (matmul A C)))
 (let ((?x81 (concat ax ?x57 (matmul B C))))
 (let ((?x78 (concat ax A B)))
 (let ((?x79 (matmul ?x78 C)))
 (let (($x82 (= ?x79 ?x81)))
 (=> (and (= ax (- (rank A) 2)) (>= ax 0)) $x82)))))) :pattern ( (matmul (concat ax A B) C) ) :pattern ( (concat ax (matmul A C) (matmul B C)) ) :qid matmul_concat_rows))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x101 (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x78 (concat p1 X Y)))
 (let ((?x98 (transpose2 p0 p1 ?x78)))
 (let (($x102 (= ?x98 ?x101)))
 (let (($x76 (>= p1 0)))
 (let (($x88 (and (>= p0 0) $x76)))
 (=> $x88 $x102))))))) :pattern ( (transpose2 p0 p1 (concat p1 X Y)) ) :pattern ( (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat1))
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
 (let ((?x119 (idkernel2 sym_c)))
 (let ((?x126 (transpose2 1 0 in_w1)))
 (let ((?x133 (concat 1 ?x126 ?x119)))
 (= (rank ?x133) 2)))))
(assert
 (let ((?x119 (idkernel2 sym_c)))
 (let ((?x126 (transpose2 1 0 in_w1)))
 (let ((?x133 (concat 1 ?x126 ?x119)))
 (= (dim ?x133 0) sym_c)))))
(assert
 (let ((?x139 (* 2 sym_c)))
 (let ((?x119 (idkernel2 sym_c)))
 (let ((?x126 (transpose2 1 0 in_w1)))
 (let ((?x133 (concat 1 ?x126 ?x119)))
 (let ((?x138 (dim ?x133 1)))
 (= ?x138 ?x139)))))))
(assert
 (let ((?x119 (idkernel2 sym_c)))
 (let ((?x126 (transpose2 1 0 in_w1)))
 (let ((?x133 (concat 1 ?x126 ?x119)))
 (let ((?x141 (matmul ?x126 ?x133)))
 (= (rank ?x141) 2))))))
(assert
 (let ((?x119 (idkernel2 sym_c)))
 (let ((?x126 (transpose2 1 0 in_w1)))
 (let ((?x133 (concat 1 ?x126 ?x119)))
 (let ((?x141 (matmul ?x126 ?x133)))
 (= (dim ?x141 0) sym_c))))))
(assert
 (let ((?x139 (* 2 sym_c)))
 (let ((?x119 (idkernel2 sym_c)))
 (let ((?x126 (transpose2 1 0 in_w1)))
 (let ((?x133 (concat 1 ?x126 ?x119)))
 (let ((?x141 (matmul ?x126 ?x133)))
 (let ((?x146 (dim ?x141 1)))
 (= ?x146 ?x139))))))))
(assert
 (let ((?x139 (* 2 sym_c)))
 (>= ?x139 0)))
(assert
 (= (rank (concat 0 in_w1 (idkernel2 sym_c))) 2))
(assert
 (let ((?x139 (* 2 sym_c)))
 (let ((?x119 (idkernel2 sym_c)))
 (let ((?x149 (concat 0 in_w1 ?x119)))
 (let ((?x152 (dim ?x149 0)))
 (= ?x152 ?x139))))))
(assert
 (= (dim (concat 0 in_w1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (= (rank (matmul (concat 0 in_w1 (idkernel2 sym_c)) in_w1)) 2))
(assert
 (let ((?x139 (* 2 sym_c)))
 (let ((?x119 (idkernel2 sym_c)))
 (let ((?x149 (concat 0 in_w1 ?x119)))
 (let ((?x156 (matmul ?x149 in_w1)))
 (let ((?x159 (dim ?x156 0)))
 (= ?x159 ?x139)))))))
(assert
 (= (dim (matmul (concat 0 in_w1 (idkernel2 sym_c)) in_w1) 1) sym_c))
(assert
 (let ((?x119 (idkernel2 sym_c)))
 (let ((?x149 (concat 0 in_w1 ?x119)))
 (let ((?x156 (matmul ?x149 in_w1)))
 (let ((?x163 (transpose2 1 0 ?x156)))
 (= (rank ?x163) 2))))))
(assert
 (let ((?x119 (idkernel2 sym_c)))
 (let ((?x149 (concat 0 in_w1 ?x119)))
 (let ((?x156 (matmul ?x149 in_w1)))
 (let ((?x163 (transpose2 1 0 ?x156)))
 (= (dim ?x163 0) sym_c))))))
(assert
 (let ((?x139 (* 2 sym_c)))
 (let ((?x119 (idkernel2 sym_c)))
 (let ((?x149 (concat 0 in_w1 ?x119)))
 (let ((?x156 (matmul ?x149 in_w1)))
 (let ((?x163 (transpose2 1 0 ?x156)))
 (let ((?x168 (dim ?x163 1)))
 (= ?x168 ?x139))))))))
(assert
 (let ((?x119 (idkernel2 sym_c)))
(let ((?x149 (concat 0 in_w1 ?x119)))
(let ((?x156 (matmul ?x149 in_w1)))
(let ((?x163 (transpose2 1 0 ?x156)))
(let ((?x126 (transpose2 1 0 in_w1)))
(let ((?x133 (concat 1 ?x126 ?x119)))
(let ((?x141 (matmul ?x126 ?x133)))
(and (distinct ?x141 ?x163) true)))))))))
(check-sat)
