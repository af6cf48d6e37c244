; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_transpose2, mul_comm, transpose2_mul, transpose_idkernel2
; z3 rlimit used: 48164
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun idkernel2 (Int) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun mul (T T) T)
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
 (forall ((X T) (Y T) )(! (let ((?x34 (mul Y X)))
 (let ((?x33 (mul X Y)))
 (= ?x33 ?x34))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((A T) (B T) )(! (let ((?x43 (matmul (transpose2 1 0 B) (transpose2 1 0 A))))
 (let ((?x40 (transpose2 1 0 (matmul A B))))
 (= ?x40 ?x43))) :pattern ( (transpose2 1 0 (matmul A B)) ) :pattern ( (matmul (transpose2 1 0 B) (transpose2 1 0 A)) ) :qid matmul_transpose2))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x55 (mul (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x52 (transpose2 p0 p1 (mul X Y))))
 (= ?x52 ?x55))) :pattern ( (transpose2 p0 p1 (mul X Y)) ) :pattern ( (mul (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_mul))
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
 (let ((?x77 (transpose2 1 0 in_w1)))
 (let ((?x70 (idkernel2 sym_c)))
 (let ((?x84 (mul ?x70 ?x77)))
 (let ((?x91 (matmul ?x84 ?x77)))
 (= (rank ?x91) 2))))))
(assert
 (let ((?x77 (transpose2 1 0 in_w1)))
 (let ((?x70 (idkernel2 sym_c)))
 (let ((?x84 (mul ?x70 ?x77)))
 (let ((?x91 (matmul ?x84 ?x77)))
 (= (dim ?x91 0) sym_c))))))
(assert
 (let ((?x77 (transpose2 1 0 in_w1)))
 (let ((?x70 (idkernel2 sym_c)))
 (let ((?x84 (mul ?x70 ?x77)))
 (let ((?x91 (matmul ?x84 ?x77)))
 (= (dim ?x91 1) sym_c))))))
(assert
 (= (rank (mul in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (mul in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (= (dim (mul in_w1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (= (rank (matmul in_w1 (mul in_w1 (idkernel2 sym_c)))) 2))
(assert
 (= (dim (matmul in_w1 (mul in_w1 (idkernel2 sym_c))) 0) sym_c))
(assert
 (= (dim (matmul in_w1 (mul in_w1 (idkernel2 sym_c))) 1) sym_c))
(assert
 (let ((?x70 (idkernel2 sym_c)))
 (let ((?x98 (mul in_w1 ?x70)))
 (let ((?x105 (matmul in_w1 ?x98)))
 (let ((?x112 (transpose2 1 0 ?x105)))
 (= (rank ?x112) 2))))))
(assert
 (let ((?x70 (idkernel2 sym_c)))
 (let ((?x98 (mul in_w1 ?x70)))
 (let ((?x105 (matmul in_w1 ?x98)))
 (let ((?x112 (transpose2 1 0 ?x105)))
 (= (dim ?x112 0) sym_c))))))
(assert
 (let ((?x70 (idkernel2 sym_c)))
 (let ((?x98 (mul in_w1 ?x70)))
 (let ((?x105 (matmul in_w1 ?x98)))
 (let ((?x112 (transpose2 1 0 ?x105)))
 (= (dim ?x112 1) sym_c))))))
(assert
 (let ((?x70 (idkernel2 sym_c)))
(let ((?x98 (mul in_w1 ?x70)))
(let ((?x105 (matmul in_w1 ?x98)))
(let ((?x112 (transpose2 1 0 ?x105)))
(let ((?x77 (transpose2 1 0 in_w1)))
(let ((?x84 (mul ?x70 ?x77)))
(let ((?x91 (matmul ?x84 ?x77)))
(and (distinct ?x91 ?x112) true)))))))))
(check-sat)
