; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_cols, matmul_concat_rows, matmul_transpose2, transpose2_concat0, transpose_idkernel2
; z3 rlimit used: 74539
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
 (let ((?x79 (matmul (concat ax A B) C)))
 (let (($x82 (= ?x79 ?x81)))
 (=> (and (= ax (- (rank A) 2)) (>= ax 0)) $x82))))) :pattern ( (matmul (concat ax A B) C) ) :pattern ( (concat ax (matmul A C) (matmul B C)) ) :qid matmul_concat_rows))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x102 (concat 0 (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x99 (transpose2 p0 p1 (concat p0 X Y))))
 (let (($x103 (= ?x99 ?x102)))
 (let (($x76 (>= p1 0)))
 (let (($x88 (and (>= p0 0) $x76)))
 (=> $x88 $x103)))))) :pattern ( (transpose2 p0 p1 (concat p0 X Y)) ) :pattern ( (concat 0 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat0))
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
 (let ((?x127 (transpose2 1 0 in_w1)))
 (let ((?x120 (idkernel2 sym_c)))
 (let ((?x134 (concat 0 ?x120 ?x127)))
 (= (rank ?x134) 2)))))
(assert
 (let ((?x138 (* 2 sym_c)))
 (let ((?x127 (transpose2 1 0 in_w1)))
 (let ((?x120 (idkernel2 sym_c)))
 (let ((?x134 (concat 0 ?x120 ?x127)))
 (let ((?x137 (dim ?x134 0)))
 (= ?x137 ?x138)))))))
(assert
 (let ((?x127 (transpose2 1 0 in_w1)))
 (let ((?x120 (idkernel2 sym_c)))
 (let ((?x134 (concat 0 ?x120 ?x127)))
 (= (dim ?x134 1) sym_c)))))
(assert
 (let ((?x127 (transpose2 1 0 in_w1)))
 (let ((?x120 (idkernel2 sym_c)))
 (let ((?x134 (concat 0 ?x120 ?x127)))
 (let ((?x142 (matmul ?x134 ?x127)))
 (= (rank ?x142) 2))))))
(assert
 (let ((?x138 (* 2 sym_c)))
 (let ((?x127 (transpose2 1 0 in_w1)))
 (let ((?x120 (idkernel2 sym_c)))
 (let ((?x134 (concat 0 ?x120 ?x127)))
 (let ((?x142 (matmul ?x134 ?x127)))
 (let ((?x145 (dim ?x142 0)))
 (= ?x145 ?x138))))))))
(assert
 (let ((?x127 (transpose2 1 0 in_w1)))
 (let ((?x120 (idkernel2 sym_c)))
 (let ((?x134 (concat 0 ?x120 ?x127)))
 (let ((?x142 (matmul ?x134 ?x127)))
 (= (dim ?x142 1) sym_c))))))
(assert
 (let ((?x138 (* 2 sym_c)))
 (>= ?x138 0)))
(assert
 (= (rank (concat 1 (idkernel2 sym_c) in_w1)) 2))
(assert
 (= (dim (concat 1 (idkernel2 sym_c) in_w1) 0) sym_c))
(assert
 (let ((?x138 (* 2 sym_c)))
 (let ((?x120 (idkernel2 sym_c)))
 (let ((?x150 (concat 1 ?x120 in_w1)))
 (let ((?x155 (dim ?x150 1)))
 (= ?x155 ?x138))))))
(assert
 (= (rank (matmul in_w1 (concat 1 (idkernel2 sym_c) in_w1))) 2))
(assert
 (= (dim (matmul in_w1 (concat 1 (idkernel2 sym_c) in_w1)) 0) sym_c))
(assert
 (let ((?x138 (* 2 sym_c)))
 (let ((?x120 (idkernel2 sym_c)))
 (let ((?x150 (concat 1 ?x120 in_w1)))
 (let ((?x157 (matmul in_w1 ?x150)))
 (let ((?x162 (dim ?x157 1)))
 (= ?x162 ?x138)))))))
(assert
 (let ((?x120 (idkernel2 sym_c)))
 (let ((?x150 (concat 1 ?x120 in_w1)))
 (let ((?x157 (matmul in_w1 ?x150)))
 (let ((?x164 (transpose2 1 0 ?x157)))
 (= (rank ?x164) 2))))))
(assert
 (let ((?x138 (* 2 sym_c)))
 (let ((?x120 (idkernel2 sym_c)))
 (let ((?x150 (concat 1 ?x120 in_w1)))
 (let ((?x157 (matmul in_w1 ?x150)))
 (let ((?x164 (transpose2 1 0 ?x157)))
 (let ((?x167 (dim ?x164 0)))
 (= ?x167 ?x138))))))))
(assert
 (let ((?x120 (idkernel2 sym_c)))
 (let ((?x150 (concat 1 ?x120 in_w1)))
 (let ((?x157 (matmul in_w1 ?x150)))
 (let ((?x164 (transpose2 1 0 ?x157)))
 (= (dim ?x164 1) sym_c))))))
(assert
 (let ((?x120 (idkernel2 sym_c)))
(let ((?x150 (concat 1 ?x120 in_w1)))
(let ((?x157 (matmul in_w1 ?x150)))
(let ((?x164 (transpose2 1 0 ?x157)))
(let ((?x127 (transpose2 1 0 in_w1)))
(let ((?x134 (concat 0 ?x120 ?x127)))
(let ((?x142 (matmul ?x134 ?x127)))
(and (distinct ?x142 ?x164) true)))))))))
(check-sat)
