; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_transpose2, mul_comm, transpose2_mul, transpose_idkernel2
; z3 rlimit used: 73899
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
 (forall ((c Int) )(! (let ((?x10 (idkernel2 c)))
 (let ((?x11 (transpose2 1 0 ?x10)))
 (let (($x12 (= ?x11 ?x10)))
 (=> (and (>= c 1)) $x12)))) :pattern ( (transpose2 1 0 (idkernel2 c)) ) :pattern ( (idkernel2 c) ) :qid transpose_idkernel2))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x40 (mul Y X)))
 (let ((?x39 (mul X Y)))
 (= ?x39 ?x40))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((A T) (B T) )(! (let ((?x49 (matmul (transpose2 1 0 B) (transpose2 1 0 A))))
 (let ((?x46 (transpose2 1 0 (matmul A B))))
 (= ?x46 ?x49))) :pattern ( (transpose2 1 0 (matmul A B)) ) :pattern ( (matmul (transpose2 1 0 B) (transpose2 1 0 A)) ) :qid matmul_transpose2))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x64 (mul (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x61 (transpose2 p0 p1 (mul X Y))))
 (let (($x65 (= ?x61 ?x64)))
 (let (($x57 (and (>= p0 0) (>= p1 0))))
 (=> $x57 $x65))))) :pattern ( (transpose2 p0 p1 (mul X Y)) ) :pattern ( (mul (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_mul))
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
 (let ((?x90 (transpose2 1 0 in_w1)))
 (let ((?x83 (idkernel2 sym_c)))
 (let ((?x97 (mul ?x83 ?x90)))
 (let ((?x104 (matmul ?x90 ?x97)))
 (= (rank ?x104) 2))))))
(assert
 (let ((?x90 (transpose2 1 0 in_w1)))
 (let ((?x83 (idkernel2 sym_c)))
 (let ((?x97 (mul ?x83 ?x90)))
 (let ((?x104 (matmul ?x90 ?x97)))
 (= (dim ?x104 0) sym_c))))))
(assert
 (let ((?x90 (transpose2 1 0 in_w1)))
 (let ((?x83 (idkernel2 sym_c)))
 (let ((?x97 (mul ?x83 ?x90)))
 (let ((?x104 (matmul ?x90 ?x97)))
 (= (dim ?x104 1) sym_c))))))
(assert
 (= (rank (mul in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (mul in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (= (dim (mul in_w1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (= (rank (matmul (mul in_w1 (idkernel2 sym_c)) in_w1)) 2))
(assert
 (= (dim (matmul (mul in_w1 (idkernel2 sym_c)) in_w1) 0) sym_c))
(assert
 (= (dim (matmul (mul in_w1 (idkernel2 sym_c)) in_w1) 1) sym_c))
(assert
 (let ((?x83 (idkernel2 sym_c)))
 (let ((?x111 (mul in_w1 ?x83)))
 (let ((?x118 (matmul ?x111 in_w1)))
 (let ((?x125 (transpose2 1 0 ?x118)))
 (= (rank ?x125) 2))))))
(assert
 (let ((?x83 (idkernel2 sym_c)))
 (let ((?x111 (mul in_w1 ?x83)))
 (let ((?x118 (matmul ?x111 in_w1)))
 (let ((?x125 (transpose2 1 0 ?x118)))
 (= (dim ?x125 0) sym_c))))))
(assert
 (let ((?x83 (idkernel2 sym_c)))
 (let ((?x111 (mul in_w1 ?x83)))
 (let ((?x118 (matmul ?x111 in_w1)))
 (let ((?x125 (transpose2 1 0 ?x118)))
 (= (dim ?x125 1) sym_c))))))
(assert
 (let ((?x83 (idkernel2 sym_c)))
(let ((?x111 (mul in_w1 ?x83)))
(let ((?x118 (matmul ?x111 in_w1)))
(let ((?x125 (transpose2 1 0 ?x118)))
(let ((?x90 (transpose2 1 0 in_w1)))
(let ((?x97 (mul ?x83 ?x90)))
(let ((?x104 (matmul ?x90 ?x97)))
(and (distinct ?x104 ?x125) true)))))))))
(check-sat)
