; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, matmul_concat_cols, matmul_dist_right, matmul_idkernel_right
; z3 rlimit used: 75463
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
(declare-fun sym_n () Int)
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
 (forall ((A T) (B T) (C T) )(! (let ((?x48 (add (matmul A B) (matmul A C))))
 (let ((?x38 (add B C)))
 (let ((?x45 (matmul A ?x38)))
 (= ?x45 ?x48)))) :pattern ( (matmul A (add B C)) ) :pattern ( (add (matmul A B) (matmul A C)) ) :qid matmul_dist_right))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x63 (concat ax (matmul A B) (matmul A C))))
 (let ((?x60 (matmul A (concat ax B C))))
 (let (($x64 (= ?x60 ?x63)))
 (=> (and (= ax (- (rank B) 1)) (>= ax 1)) $x64)))) :pattern ( (matmul A (concat ax B C)) ) :pattern ( (concat ax (matmul A B) (matmul A C)) ) :qid matmul_concat_cols))
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
 (let ((?x97 (matmul in_x1 in_w1)))
 (let ((?x104 (add in_x1 ?x97)))
 (let ((?x111 (concat 1 ?x97 ?x104)))
 (= (rank ?x111) 2)))))
(assert
 (let ((?x97 (matmul in_x1 in_w1)))
 (let ((?x104 (add in_x1 ?x97)))
 (let ((?x111 (concat 1 ?x97 ?x104)))
 (= (dim ?x111 0) sym_n)))))
(assert
 (let ((?x117 (* 2 sym_c)))
 (let ((?x97 (matmul in_x1 in_w1)))
 (let ((?x104 (add in_x1 ?x97)))
 (let ((?x111 (concat 1 ?x97 ?x104)))
 (let ((?x116 (dim ?x111 1)))
 (= ?x116 ?x117)))))))
(assert
 (let ((?x117 (* 2 sym_c)))
 (>= ?x117 0)))
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
 (= (rank (concat 1 in_w1 (add in_w1 (idkernel2 sym_c)))) 2))
(assert
 (= (dim (concat 1 in_w1 (add in_w1 (idkernel2 sym_c))) 0) sym_c))
(assert
 (let ((?x117 (* 2 sym_c)))
 (let ((?x120 (idkernel2 sym_c)))
 (let ((?x127 (add in_w1 ?x120)))
 (let ((?x134 (concat 1 in_w1 ?x127)))
 (let ((?x139 (dim ?x134 1)))
 (= ?x139 ?x117)))))))
(assert
 (let ((?x120 (idkernel2 sym_c)))
 (let ((?x127 (add in_w1 ?x120)))
 (let ((?x134 (concat 1 in_w1 ?x127)))
 (let ((?x141 (matmul in_x1 ?x134)))
 (= (rank ?x141) 2))))))
(assert
 (let ((?x120 (idkernel2 sym_c)))
 (let ((?x127 (add in_w1 ?x120)))
 (let ((?x134 (concat 1 in_w1 ?x127)))
 (let ((?x141 (matmul in_x1 ?x134)))
 (= (dim ?x141 0) sym_n))))))
(assert
 (let ((?x117 (* 2 sym_c)))
 (let ((?x120 (idkernel2 sym_c)))
 (let ((?x127 (add in_w1 ?x120)))
 (let ((?x134 (concat 1 in_w1 ?x127)))
 (let ((?x141 (matmul in_x1 ?x134)))
 (let ((?x146 (dim ?x141 1)))
 (= ?x146 ?x117))))))))
(assert
 (let ((?x120 (idkernel2 sym_c)))
(let ((?x127 (add in_w1 ?x120)))
(let ((?x134 (concat 1 in_w1 ?x127)))
(let ((?x141 (matmul in_x1 ?x134)))
(let ((?x97 (matmul in_x1 in_w1)))
(let ((?x104 (add in_x1 ?x97)))
(let ((?x111 (concat 1 ?x97 ?x104)))
(and (distinct ?x111 ?x141) true)))))))))
(check-sat)
