; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, transpose2_add, transpose_idkernel2
; z3 rlimit used: 50164
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun idkernel2 (Int) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun add (T T) T)
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
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x46 (add (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x43 (transpose2 p0 p1 (add X Y))))
 (= ?x43 ?x46))) :pattern ( (transpose2 p0 p1 (add X Y)) ) :pattern ( (add (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_add))
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
 (let ((?x68 (transpose2 1 0 in_w1)))
 (let ((?x61 (idkernel2 sym_c)))
 (let ((?x75 (add ?x61 ?x68)))
 (let ((?x82 (add ?x68 ?x75)))
 (= (rank ?x82) 2))))))
(assert
 (let ((?x68 (transpose2 1 0 in_w1)))
 (let ((?x61 (idkernel2 sym_c)))
 (let ((?x75 (add ?x61 ?x68)))
 (let ((?x82 (add ?x68 ?x75)))
 (= (dim ?x82 0) sym_c))))))
(assert
 (let ((?x68 (transpose2 1 0 in_w1)))
 (let ((?x61 (idkernel2 sym_c)))
 (let ((?x75 (add ?x61 ?x68)))
 (let ((?x82 (add ?x68 ?x75)))
 (= (dim ?x82 1) sym_c))))))
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
 (let ((?x61 (idkernel2 sym_c)))
 (let ((?x89 (add in_w1 ?x61)))
 (let ((?x96 (add in_w1 ?x89)))
 (let ((?x103 (transpose2 1 0 ?x96)))
 (= (rank ?x103) 2))))))
(assert
 (let ((?x61 (idkernel2 sym_c)))
 (let ((?x89 (add in_w1 ?x61)))
 (let ((?x96 (add in_w1 ?x89)))
 (let ((?x103 (transpose2 1 0 ?x96)))
 (= (dim ?x103 0) sym_c))))))
(assert
 (let ((?x61 (idkernel2 sym_c)))
 (let ((?x89 (add in_w1 ?x61)))
 (let ((?x96 (add in_w1 ?x89)))
 (let ((?x103 (transpose2 1 0 ?x96)))
 (= (dim ?x103 1) sym_c))))))
(assert
 (let ((?x61 (idkernel2 sym_c)))
(let ((?x89 (add in_w1 ?x61)))
(let ((?x96 (add in_w1 ?x89)))
(let ((?x103 (transpose2 1 0 ?x96)))
(let ((?x68 (transpose2 1 0 in_w1)))
(let ((?x75 (add ?x61 ?x68)))
(let ((?x82 (add ?x68 ?x75)))
(and (distinct ?x82 ?x103) true)))))))))
(check-sat)
