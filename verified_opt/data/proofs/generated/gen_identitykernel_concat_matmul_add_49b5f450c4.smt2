; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, matmul_assoc, matmul_concat_cols, matmul_dist_left, matmul_dist_right, matmul_idkernel_left, matmul_idkernel_right
; z3 rlimit used: 80299
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun in_w1 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x11 (idkernel2 c)))
 (let ((?x12 (matmul A ?x11)))
 (let (($x13 (= ?x12 A)))
 (=> (and (= (dim A 1) c)) $x13)))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((A T) (c Int) )(! (let ((?x11 (idkernel2 c)))
 (let ((?x41 (matmul ?x11 A)))
 (let (($x42 (= ?x41 A)))
 (=> (and (= (dim A 0) c)) $x42)))) :pattern ( (matmul (idkernel2 c) A) ) :qid matmul_idkernel_left))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x51 (add Y X)))
 (let ((?x50 (add X Y)))
 (= ?x50 ?x51))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x59 (matmul B C)))
 (let ((?x60 (matmul A ?x59)))
 (let ((?x57 (matmul A B)))
 (let ((?x58 (matmul ?x57 C)))
 (= ?x58 ?x60))))) :pattern ( (matmul (matmul A B) C) ) :pattern ( (matmul A (matmul B C)) ) :qid matmul_assoc))
 )
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x66 (matmul A C)))
 (let ((?x57 (matmul A B)))
 (let ((?x67 (add ?x57 ?x66)))
 (let ((?x50 (add B C)))
 (let ((?x65 (matmul A ?x50)))
 (= ?x65 ?x67)))))) :pattern ( (matmul A (add B C)) ) :pattern ( (add (matmul A B) (matmul A C)) ) :qid matmul_dist_right))
 )
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x59 (matmul B C)))
 (let ((?x66 (matmul A C)))
 (let ((?x74 (add ?x66 ?x59)))
 (let ((?x73 (matmul (add A B) C)))
 (= ?x73 ?x74))))) :pattern ( (matmul (add A B) C) ) :pattern ( (add (matmul A C) (matmul B C)) ) :qid matmul_dist_left))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x89 (concat ax (matmul A B) (matmul A C))))
 (let ((?x86 (matmul A (concat ax B C))))
 (let (($x90 (= ?x86 ?x89)))
 (=> (and (= ax (- (rank B) 1)) (>= ax 1)) $x90)))) :pattern ( (matmul A (concat ax B C)) ) :pattern ( (concat ax (matmul A B) (matmul A C)) ) :qid matmul_concat_cols))
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
 (= (rank (concat 1 in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (concat 1 in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (let ((?x126 (* 2 sym_c)))
 (let ((?x113 (idkernel2 sym_c)))
 (let ((?x120 (concat 1 in_w1 ?x113)))
 (let ((?x125 (dim ?x120 1)))
 (= ?x125 ?x126))))))
(assert
 (= (rank (matmul in_w1 (concat 1 in_w1 (idkernel2 sym_c)))) 2))
(assert
 (= (dim (matmul in_w1 (concat 1 in_w1 (idkernel2 sym_c))) 0) sym_c))
(assert
 (let ((?x126 (* 2 sym_c)))
 (let ((?x113 (idkernel2 sym_c)))
 (let ((?x120 (concat 1 in_w1 ?x113)))
 (let ((?x128 (matmul in_w1 ?x120)))
 (let ((?x133 (dim ?x128 1)))
 (= ?x133 ?x126)))))))
(assert
 (let ((?x113 (idkernel2 sym_c)))
 (let ((?x120 (concat 1 in_w1 ?x113)))
 (let ((?x128 (matmul in_w1 ?x120)))
 (let ((?x135 (add ?x120 ?x128)))
 (= (rank ?x135) 2))))))
(assert
 (let ((?x113 (idkernel2 sym_c)))
 (let ((?x120 (concat 1 in_w1 ?x113)))
 (let ((?x128 (matmul in_w1 ?x120)))
 (let ((?x135 (add ?x120 ?x128)))
 (= (dim ?x135 0) sym_c))))))
(assert
 (let ((?x126 (* 2 sym_c)))
 (let ((?x113 (idkernel2 sym_c)))
 (let ((?x120 (concat 1 in_w1 ?x113)))
 (let ((?x128 (matmul in_w1 ?x120)))
 (let ((?x135 (add ?x120 ?x128)))
 (let ((?x140 (dim ?x135 1)))
 (= ?x140 ?x126))))))))
(assert
 (let ((?x126 (* 2 sym_c)))
 (>= ?x126 0)))
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
 (let ((?x113 (idkernel2 sym_c)))
 (let ((?x143 (add in_w1 ?x113)))
 (let ((?x150 (matmul in_w1 ?x143)))
 (let ((?x157 (concat 1 ?x150 ?x143)))
 (= (rank ?x157) 2))))))
(assert
 (let ((?x113 (idkernel2 sym_c)))
 (let ((?x143 (add in_w1 ?x113)))
 (let ((?x150 (matmul in_w1 ?x143)))
 (let ((?x157 (concat 1 ?x150 ?x143)))
 (= (dim ?x157 0) sym_c))))))
(assert
 (let ((?x126 (* 2 sym_c)))
 (let ((?x113 (idkernel2 sym_c)))
 (let ((?x143 (add in_w1 ?x113)))
 (let ((?x150 (matmul in_w1 ?x143)))
 (let ((?x157 (concat 1 ?x150 ?x143)))
 (let ((?x162 (dim ?x157 1)))
 (= ?x162 ?x126))))))))
(assert
 (let ((?x113 (idkernel2 sym_c)))
(let ((?x143 (add in_w1 ?x113)))
(let ((?x150 (matmul in_w1 ?x143)))
(let ((?x157 (concat 1 ?x150 ?x143)))
(let ((?x120 (concat 1 in_w1 ?x113)))
(let ((?x128 (matmul in_w1 ?x120)))
(let ((?x135 (add ?x120 ?x128)))
(and (distinct ?x135 ?x157) true)))))))))
(check-sat)
