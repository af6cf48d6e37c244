; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_comm, transpose2_add, transpose2_mul, transpose_idkernel2
; z3 rlimit used: 49119
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun idkernel2 (Int) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun mul (T T) T)
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
 (forall ((X T) (Y T) )(! (let ((?x34 (mul Y X)))
 (let ((?x33 (mul X Y)))
 (= ?x33 ?x34))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x45 (transpose2 p0 p1 Y)))
 (let ((?x44 (transpose2 p0 p1 X)))
 (let ((?x46 (add ?x44 ?x45)))
 (let ((?x43 (transpose2 p0 p1 (add X Y))))
 (= ?x43 ?x46))))) :pattern ( (transpose2 p0 p1 (add X Y)) ) :pattern ( (add (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_add))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x45 (transpose2 p0 p1 Y)))
 (let ((?x44 (transpose2 p0 p1 X)))
 (let ((?x53 (mul ?x44 ?x45)))
 (let ((?x52 (transpose2 p0 p1 (mul X Y))))
 (= ?x52 ?x53))))) :pattern ( (transpose2 p0 p1 (mul X Y)) ) :pattern ( (mul (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_mul))
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
 (= (rank (mul (idkernel2 sym_c) (transpose2 1 0 in_w1))) 2))
(assert
 (= (dim (mul (idkernel2 sym_c) (transpose2 1 0 in_w1)) 0) sym_c))
(assert
 (= (dim (mul (idkernel2 sym_c) (transpose2 1 0 in_w1)) 1) sym_c))
(assert
 (let ((?x75 (transpose2 1 0 in_w1)))
 (let ((?x68 (idkernel2 sym_c)))
 (let ((?x82 (mul ?x68 ?x75)))
 (let ((?x89 (add ?x75 ?x82)))
 (= (rank ?x89) 2))))))
(assert
 (let ((?x75 (transpose2 1 0 in_w1)))
 (let ((?x68 (idkernel2 sym_c)))
 (let ((?x82 (mul ?x68 ?x75)))
 (let ((?x89 (add ?x75 ?x82)))
 (= (dim ?x89 0) sym_c))))))
(assert
 (let ((?x75 (transpose2 1 0 in_w1)))
 (let ((?x68 (idkernel2 sym_c)))
 (let ((?x82 (mul ?x68 ?x75)))
 (let ((?x89 (add ?x75 ?x82)))
 (= (dim ?x89 1) sym_c))))))
(assert
 (= (rank (mul in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (mul in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (= (dim (mul in_w1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (= (rank (add in_w1 (mul in_w1 (idkernel2 sym_c)))) 2))
(assert
 (= (dim (add in_w1 (mul in_w1 (idkernel2 sym_c))) 0) sym_c))
(assert
 (= (dim (add in_w1 (mul in_w1 (idkernel2 sym_c))) 1) sym_c))
(assert
 (let ((?x68 (idkernel2 sym_c)))
 (let ((?x96 (mul in_w1 ?x68)))
 (let ((?x103 (add in_w1 ?x96)))
 (let ((?x110 (transpose2 1 0 ?x103)))
 (= (rank ?x110) 2))))))
(assert
 (let ((?x68 (idkernel2 sym_c)))
 (let ((?x96 (mul in_w1 ?x68)))
 (let ((?x103 (add in_w1 ?x96)))
 (let ((?x110 (transpose2 1 0 ?x103)))
 (= (dim ?x110 0) sym_c))))))
(assert
 (let ((?x68 (idkernel2 sym_c)))
 (let ((?x96 (mul in_w1 ?x68)))
 (let ((?x103 (add in_w1 ?x96)))
 (let ((?x110 (transpose2 1 0 ?x103)))
 (= (dim ?x110 1) sym_c))))))
(assert
 (let ((?x68 (idkernel2 sym_c)))
(let ((?x96 (mul in_w1 ?x68)))
(let ((?x103 (add in_w1 ?x96)))
(let ((?x110 (transpose2 1 0 ?x103)))
(let ((?x75 (transpose2 1 0 in_w1)))
(let ((?x82 (mul ?x68 ?x75)))
(let ((?x89 (add ?x75 ?x82)))
(and (distinct ?x89 ?x110) true)))))))))
(check-sat)
