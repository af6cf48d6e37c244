; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, mul_dist_add, transpose2_add, transpose2_mul, transpose_idkernel2
; z3 rlimit used: 49709
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun idkernel2 (Int) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun add (T T) T)
(declare-fun mul (T T) T)
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
 (forall ((X T) (Y T) (Z T) )(! (let ((?x43 (add (mul X Y) (mul X Z))))
 (let ((?x33 (add Y Z)))
 (let ((?x40 (mul X ?x33)))
 (= ?x40 ?x43)))) :pattern ( (mul X (add Y Z)) ) :pattern ( (add (mul X Y) (mul X Z)) ) :qid mul_dist_add))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x53 (transpose2 p0 p1 Y)))
 (let ((?x52 (transpose2 p0 p1 X)))
 (let ((?x54 (add ?x52 ?x53)))
 (let ((?x51 (transpose2 p0 p1 (add X Y))))
 (= ?x51 ?x54))))) :pattern ( (transpose2 p0 p1 (add X Y)) ) :pattern ( (add (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_add))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x53 (transpose2 p0 p1 Y)))
 (let ((?x52 (transpose2 p0 p1 X)))
 (let ((?x61 (mul ?x52 ?x53)))
 (let ((?x60 (transpose2 p0 p1 (mul X Y))))
 (= ?x60 ?x61))))) :pattern ( (transpose2 p0 p1 (mul X Y)) ) :pattern ( (mul (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_mul))
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
 (let ((?x83 (transpose2 1 0 in_w1)))
 (let ((?x76 (idkernel2 sym_c)))
 (let ((?x90 (add ?x76 ?x83)))
 (let ((?x97 (mul ?x83 ?x90)))
 (= (rank ?x97) 2))))))
(assert
 (let ((?x83 (transpose2 1 0 in_w1)))
 (let ((?x76 (idkernel2 sym_c)))
 (let ((?x90 (add ?x76 ?x83)))
 (let ((?x97 (mul ?x83 ?x90)))
 (= (dim ?x97 0) sym_c))))))
(assert
 (let ((?x83 (transpose2 1 0 in_w1)))
 (let ((?x76 (idkernel2 sym_c)))
 (let ((?x90 (add ?x76 ?x83)))
 (let ((?x97 (mul ?x83 ?x90)))
 (= (dim ?x97 1) sym_c))))))
(assert
 (= (rank (add in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (add in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (= (dim (add in_w1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (= (rank (mul in_w1 (add in_w1 (idkernel2 sym_c)))) 2))
(assert
 (= (dim (mul in_w1 (add in_w1 (idkernel2 sym_c))) 0) sym_c))
(assert
 (= (dim (mul in_w1 (add in_w1 (idkernel2 sym_c))) 1) sym_c))
(assert
 (let ((?x76 (idkernel2 sym_c)))
 (let ((?x104 (add in_w1 ?x76)))
 (let ((?x111 (mul in_w1 ?x104)))
 (let ((?x118 (transpose2 1 0 ?x111)))
 (= (rank ?x118) 2))))))
(assert
 (let ((?x76 (idkernel2 sym_c)))
 (let ((?x104 (add in_w1 ?x76)))
 (let ((?x111 (mul in_w1 ?x104)))
 (let ((?x118 (transpose2 1 0 ?x111)))
 (= (dim ?x118 0) sym_c))))))
(assert
 (let ((?x76 (idkernel2 sym_c)))
 (let ((?x104 (add in_w1 ?x76)))
 (let ((?x111 (mul in_w1 ?x104)))
 (let ((?x118 (transpose2 1 0 ?x111)))
 (= (dim ?x118 1) sym_c))))))
(assert
 (let ((?x76 (idkernel2 sym_c)))
(let ((?x104 (add in_w1 ?x76)))
(let ((?x111 (mul in_w1 ?x104)))
(let ((?x118 (transpose2 1 0 ?x111)))
(let ((?x83 (transpose2 1 0 in_w1)))
(let ((?x90 (add ?x76 ?x83)))
(let ((?x97 (mul ?x83 ?x90)))
(and (distinct ?x97 ?x118) true)))))))))
(check-sat)
