; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_assoc, add_comm, matmul_dist_left, matmul_dist_right, matmul_idkernel_left, matmul_idkernel_right
; z3 rlimit used: 86171
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun sym_c () Int)
(declare-fun rank (T) Int)
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
 (forall ((X T) (Y T) (Z T) )(! (let ((?x50 (add Y Z)))
 (let ((?x59 (add X ?x50)))
 (let ((?x57 (add X Y)))
 (let ((?x58 (add ?x57 Z)))
 (= ?x58 ?x59))))) :pattern ( (add (add X Y) Z) ) :pattern ( (add X (add Y Z)) ) :qid add_assoc))
 )
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x66 (matmul A C)))
 (let ((?x67 (add (matmul A B) ?x66)))
 (let ((?x50 (add B C)))
 (let ((?x64 (matmul A ?x50)))
 (= ?x64 ?x67))))) :pattern ( (matmul A (add B C)) ) :pattern ( (add (matmul A B) (matmul A C)) ) :qid matmul_dist_right))
 )
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x66 (matmul A C)))
 (let ((?x74 (add ?x66 (matmul B C))))
 (let ((?x57 (add A B)))
 (let ((?x72 (matmul ?x57 C)))
 (= ?x72 ?x74))))) :pattern ( (matmul (add A B) C) ) :pattern ( (add (matmul A C) (matmul B C)) ) :qid matmul_dist_left))
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
 (= (rank (add in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (add in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (= (dim (add in_w1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (= (rank (add in_w1 (add in_w1 (idkernel2 sym_c)))) 2))
(assert
 (= (dim (add in_w1 (add in_w1 (idkernel2 sym_c))) 0) sym_c))
(assert
 (= (dim (add in_w1 (add in_w1 (idkernel2 sym_c))) 1) sym_c))
(assert
 (let ((?x89 (idkernel2 sym_c)))
 (let ((?x96 (add in_w1 ?x89)))
 (let ((?x103 (add in_w1 ?x96)))
 (let ((?x110 (matmul ?x103 ?x96)))
 (= (rank ?x110) 2))))))
(assert
 (let ((?x89 (idkernel2 sym_c)))
 (let ((?x96 (add in_w1 ?x89)))
 (let ((?x103 (add in_w1 ?x96)))
 (let ((?x110 (matmul ?x103 ?x96)))
 (= (dim ?x110 0) sym_c))))))
(assert
 (let ((?x89 (idkernel2 sym_c)))
 (let ((?x96 (add in_w1 ?x89)))
 (let ((?x103 (add in_w1 ?x96)))
 (let ((?x110 (matmul ?x103 ?x96)))
 (= (dim ?x110 1) sym_c))))))
(assert
 (let ((?x89 (idkernel2 sym_c)))
 (let ((?x96 (add in_w1 ?x89)))
 (let ((?x103 (add in_w1 ?x96)))
 (let ((?x117 (matmul ?x96 ?x103)))
 (= (rank ?x117) 2))))))
(assert
 (let ((?x89 (idkernel2 sym_c)))
 (let ((?x96 (add in_w1 ?x89)))
 (let ((?x103 (add in_w1 ?x96)))
 (let ((?x117 (matmul ?x96 ?x103)))
 (= (dim ?x117 0) sym_c))))))
(assert
 (let ((?x89 (idkernel2 sym_c)))
 (let ((?x96 (add in_w1 ?x89)))
 (let ((?x103 (add in_w1 ?x96)))
 (let ((?x117 (matmul ?x96 ?x103)))
 (= (dim ?x117 1) sym_c))))))
(assert
 (let ((?x89 (idkernel2 sym_c)))
(let ((?x96 (add in_w1 ?x89)))
(let ((?x103 (add in_w1 ?x96)))
(let ((?x117 (matmul ?x96 ?x103)))
(let ((?x110 (matmul ?x103 ?x96)))
(and (distinct ?x110 ?x117) true)))))))
(check-sat)
