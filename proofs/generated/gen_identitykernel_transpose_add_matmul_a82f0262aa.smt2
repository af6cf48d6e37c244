; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, matmul_dist_left, matmul_dist_right, matmul_transpose2, transpose2_add, transpose_idkernel2
; z3 rlimit used: 49808
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun idkernel2 (Int) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun add (T T) T)
(declare-fun matmul (T T) T)
(declare-fun sym_c () Int)
(declare-fun rank (T) Int)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((c Int) )(! (let ((?x8 (idkernel2 c)))
 (let ((?x9 (transpose2 1 0 ?x8)))
 (= ?x9 ?x8))) :pattern ( (transpose2 1 0 (idkernel2 c)) ) :pattern ( (idkernel2 c) ) :qid transpose_idkernel2))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x34 (add Y X)))
 (let ((?x33 (add X Y)))
 (= ?x33 ?x34))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x42 (matmul A C)))
 (let ((?x43 (add (matmul A B) ?x42)))
 (let ((?x33 (add B C)))
 (let ((?x40 (matmul A ?x33)))
 (= ?x40 ?x43))))) :pattern ( (matmul A (add B C)) ) :pattern ( (add (matmul A B) (matmul A C)) ) :qid matmul_dist_right))
 )
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x50 (matmul B C)))
 (let ((?x42 (matmul A C)))
 (let ((?x51 (add ?x42 ?x50)))
 (let ((?x49 (matmul (add A B) C)))
 (= ?x49 ?x51))))) :pattern ( (matmul (add A B) C) ) :pattern ( (add (matmul A C) (matmul B C)) ) :qid matmul_dist_left))
 )
(assert
 (forall ((A T) (B T) )(! (let ((?x59 (matmul (transpose2 1 0 B) (transpose2 1 0 A))))
 (let ((?x50 (matmul A B)))
 (let ((?x56 (transpose2 1 0 ?x50)))
 (= ?x56 ?x59)))) :pattern ( (transpose2 1 0 (matmul A B)) ) :pattern ( (matmul (transpose2 1 0 B) (transpose2 1 0 A)) ) :qid matmul_transpose2))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x70 (add (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x67 (transpose2 p0 p1 (add X Y))))
 (= ?x67 ?x70))) :pattern ( (transpose2 p0 p1 (add X Y)) ) :pattern ( (add (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_add))
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
 (= (rank (add (idkernel2 sym_c) (transpose2 1 0 in_w1))) 2))
(assert
 (= (dim (add (idkernel2 sym_c) (transpose2 1 0 in_w1)) 0) sym_c))
(assert
 (= (dim (add (idkernel2 sym_c) (transpose2 1 0 in_w1)) 1) sym_c))
(assert
 (let ((?x92 (transpose2 1 0 in_w1)))
 (let ((?x85 (idkernel2 sym_c)))
 (let ((?x99 (add ?x85 ?x92)))
 (let ((?x106 (matmul ?x99 ?x92)))
 (= (rank ?x106) 2))))))
(assert
 (let ((?x92 (transpose2 1 0 in_w1)))
 (let ((?x85 (idkernel2 sym_c)))
 (let ((?x99 (add ?x85 ?x92)))
 (let ((?x106 (matmul ?x99 ?x92)))
 (= (dim ?x106 0) sym_c))))))
(assert
 (let ((?x92 (transpose2 1 0 in_w1)))
 (let ((?x85 (idkernel2 sym_c)))
 (let ((?x99 (add ?x85 ?x92)))
 (let ((?x106 (matmul ?x99 ?x92)))
 (= (dim ?x106 1) sym_c))))))
(assert
 (= (rank (add in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (add in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (= (dim (add in_w1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (= (rank (matmul in_w1 (add in_w1 (idkernel2 sym_c)))) 2))
(assert
 (= (dim (matmul in_w1 (add in_w1 (idkernel2 sym_c))) 0) sym_c))
(assert
 (= (dim (matmul in_w1 (add in_w1 (idkernel2 sym_c))) 1) sym_c))
(assert
 (let ((?x85 (idkernel2 sym_c)))
 (let ((?x113 (add in_w1 ?x85)))
 (let ((?x120 (matmul in_w1 ?x113)))
 (let ((?x127 (transpose2 1 0 ?x120)))
 (= (rank ?x127) 2))))))
(assert
 (let ((?x85 (idkernel2 sym_c)))
 (let ((?x113 (add in_w1 ?x85)))
 (let ((?x120 (matmul in_w1 ?x113)))
 (let ((?x127 (transpose2 1 0 ?x120)))
 (= (dim ?x127 0) sym_c))))))
(assert
 (let ((?x85 (idkernel2 sym_c)))
 (let ((?x113 (add in_w1 ?x85)))
 (let ((?x120 (matmul in_w1 ?x113)))
 (let ((?x127 (transpose2 1 0 ?x120)))
 (= (dim ?x127 1) sym_c))))))
(assert
 (let ((?x85 (idkernel2 sym_c)))
(let ((?x113 (add in_w1 ?x85)))
(let ((?x120 (matmul in_w1 ?x113)))
(let ((?x127 (transpose2 1 0 ?x120)))
(let ((?x92 (transpose2 1 0 in_w1)))
(let ((?x99 (add ?x85 ?x92)))
(let ((?x106 (matmul ?x99 ?x92)))
(and (distinct ?x106 ?x127) true)))))))))
(check-sat)
