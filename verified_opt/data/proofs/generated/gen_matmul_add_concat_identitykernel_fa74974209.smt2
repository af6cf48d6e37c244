; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, matmul_concat_rows, matmul_dist_left, matmul_idkernel_left
; z3 rlimit used: 75406
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
(declare-fun sym_c2 () Int)
(declare-fun in_w1 () T)
(declare-fun in_w2 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x12 (matmul (idkernel2 c) A)))
 (let (($x13 (= ?x12 A)))
 (=> (and (= (dim A 0) c)) $x13))) :pattern ( (matmul (idkernel2 c) A) ) :qid matmul_idkernel_left))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x39 (add Y X)))
 (let ((?x38 (add X Y)))
 (= ?x38 ?x39))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x49 (add (matmul A C) (matmul B C))))
 (let ((?x46 (matmul (add A B) C)))
 (= ?x46 ?x49))) :pattern ( (matmul (add A B) C) ) :pattern ( (add (matmul A C) (matmul B C)) ) :qid matmul_dist_left))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x65 (concat ax (matmul A C) (matmul B C))))
 (let ((?x62 (matmul (concat ax A B) C)))
 (let (($x66 (= ?x62 ?x65)))
 (=> (and (= ax (- (rank A) 2)) (>= ax 0)) $x66)))) :pattern ( (matmul (concat ax A B) C) ) :pattern ( (concat ax (matmul A C) (matmul B C)) ) :qid matmul_concat_rows))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c))
(assert
 (= (rank in_w2) 2))
(assert
 (= (dim in_w2 0) sym_c))
(assert
 (= (dim in_w2 1) sym_c2))
(assert
 (= (rank (matmul in_w1 in_w2)) 2))
(assert
 (= (dim (matmul in_w1 in_w2) 0) sym_c))
(assert
 (= (dim (matmul in_w1 in_w2) 1) sym_c2))
(assert
 (= (rank (add in_w2 (matmul in_w1 in_w2))) 2))
(assert
 (= (dim (add in_w2 (matmul in_w1 in_w2)) 0) sym_c))
(assert
 (= (dim (add in_w2 (matmul in_w1 in_w2)) 1) sym_c2))
(assert
 (let ((?x99 (matmul in_w1 in_w2)))
 (let ((?x106 (add in_w2 ?x99)))
 (let ((?x113 (concat 0 ?x106 ?x99)))
 (= (rank ?x113) 2)))))
(assert
 (let ((?x117 (* 2 sym_c)))
 (let ((?x99 (matmul in_w1 in_w2)))
 (let ((?x106 (add in_w2 ?x99)))
 (let ((?x113 (concat 0 ?x106 ?x99)))
 (let ((?x116 (dim ?x113 0)))
 (= ?x116 ?x117)))))))
(assert
 (let ((?x99 (matmul in_w1 in_w2)))
 (let ((?x106 (add in_w2 ?x99)))
 (let ((?x113 (concat 0 ?x106 ?x99)))
 (= (dim ?x113 1) sym_c2)))))
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
 (= (rank (concat 0 (add in_w1 (idkernel2 sym_c)) in_w1)) 2))
(assert
 (let ((?x117 (* 2 sym_c)))
 (let ((?x122 (idkernel2 sym_c)))
 (let ((?x129 (add in_w1 ?x122)))
 (let ((?x136 (concat 0 ?x129 in_w1)))
 (let ((?x139 (dim ?x136 0)))
 (= ?x139 ?x117)))))))
(assert
 (= (dim (concat 0 (add in_w1 (idkernel2 sym_c)) in_w1) 1) sym_c))
(assert
 (let ((?x122 (idkernel2 sym_c)))
 (let ((?x129 (add in_w1 ?x122)))
 (let ((?x136 (concat 0 ?x129 in_w1)))
 (let ((?x143 (matmul ?x136 in_w2)))
 (= (rank ?x143) 2))))))
(assert
 (let ((?x117 (* 2 sym_c)))
 (let ((?x122 (idkernel2 sym_c)))
 (let ((?x129 (add in_w1 ?x122)))
 (let ((?x136 (concat 0 ?x129 in_w1)))
 (let ((?x143 (matmul ?x136 in_w2)))
 (let ((?x146 (dim ?x143 0)))
 (= ?x146 ?x117))))))))
(assert
 (let ((?x122 (idkernel2 sym_c)))
 (let ((?x129 (add in_w1 ?x122)))
 (let ((?x136 (concat 0 ?x129 in_w1)))
 (let ((?x143 (matmul ?x136 in_w2)))
 (= (dim ?x143 1) sym_c2))))))
(assert
 (let ((?x122 (idkernel2 sym_c)))
(let ((?x129 (add in_w1 ?x122)))
(let ((?x136 (concat 0 ?x129 in_w1)))
(let ((?x143 (matmul ?x136 in_w2)))
(let ((?x99 (matmul in_w1 in_w2)))
(let ((?x106 (add in_w2 ?x99)))
(let ((?x113 (concat 0 ?x106 ?x99)))
(and (distinct ?x113 ?x143) true)))))))))
(check-sat)
