; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_assoc, add_comm, matmul_dist_right, matmul_idkernel_right
; z3 rlimit used: 77688
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_w1 () T)
(declare-fun in_x1 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x12 (matmul A (idkernel2 c))))
 (let (($x13 (= ?x12 A)))
 (=> (and (= (dim A 1) c)) $x13))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x39 (add Y X)))
 (let ((?x38 (add X Y)))
 (= ?x38 ?x39))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((X T) (Y T) (Z T) )(! (let ((?x38 (add Y Z)))
 (let ((?x47 (add X ?x38)))
 (let ((?x46 (add (add X Y) Z)))
 (= ?x46 ?x47)))) :pattern ( (add (add X Y) Z) ) :pattern ( (add X (add Y Z)) ) :qid add_assoc))
 )
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x55 (add (matmul A B) (matmul A C))))
 (let ((?x38 (add B C)))
 (let ((?x52 (matmul A ?x38)))
 (= ?x52 ?x55)))) :pattern ( (matmul A (add B C)) ) :pattern ( (add (matmul A B) (matmul A C)) ) :qid matmul_dist_right))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank (matmul in_x1 in_w1)) 2))
(assert
 (= (dim (matmul in_x1 in_w1) 0) sym_n))
(assert
 (= (dim (matmul in_x1 in_w1) 1) sym_c))
(assert
 (= (rank (add in_x1 (matmul in_x1 in_w1))) 2))
(assert
 (= (dim (add in_x1 (matmul in_x1 in_w1)) 0) sym_n))
(assert
 (= (dim (add in_x1 (matmul in_x1 in_w1)) 1) sym_c))
(assert
 (let ((?x80 (matmul in_x1 in_w1)))
 (let ((?x87 (add in_x1 ?x80)))
 (let ((?x94 (add ?x80 ?x87)))
 (= (rank ?x94) 2)))))
(assert
 (let ((?x80 (matmul in_x1 in_w1)))
 (let ((?x87 (add in_x1 ?x80)))
 (let ((?x94 (add ?x80 ?x87)))
 (= (dim ?x94 0) sym_n)))))
(assert
 (let ((?x80 (matmul in_x1 in_w1)))
 (let ((?x87 (add in_x1 ?x80)))
 (let ((?x94 (add ?x80 ?x87)))
 (= (dim ?x94 1) sym_c)))))
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
 (= (rank (matmul in_x1 (add in_w1 (add in_w1 (idkernel2 sym_c))))) 2))
(assert
 (let ((?x101 (idkernel2 sym_c)))
 (let ((?x108 (add in_w1 ?x101)))
 (let ((?x115 (add in_w1 ?x108)))
 (let ((?x122 (matmul in_x1 ?x115)))
 (= (dim ?x122 0) sym_n))))))
(assert
 (let ((?x101 (idkernel2 sym_c)))
 (let ((?x108 (add in_w1 ?x101)))
 (let ((?x115 (add in_w1 ?x108)))
 (let ((?x122 (matmul in_x1 ?x115)))
 (= (dim ?x122 1) sym_c))))))
(assert
 (let ((?x101 (idkernel2 sym_c)))
(let ((?x108 (add in_w1 ?x101)))
(let ((?x115 (add in_w1 ?x108)))
(let ((?x122 (matmul in_x1 ?x115)))
(let ((?x80 (matmul in_x1 in_w1)))
(let ((?x87 (add in_x1 ?x80)))
(let ((?x94 (add ?x80 ?x87)))
(and (distinct ?x94 ?x122) true)))))))))
(check-sat)
