; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, matmul_concat_cols, matmul_dist_right, matmul_idkernel_right
; z3 rlimit used: 49734
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
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x62 (concat ax (matmul A B) (matmul A C))))
 (let ((?x59 (matmul A (concat ax B C))))
 (let (($x63 (= ?x59 ?x62)))
 (=> (and (= ax (- (rank B) 1))) $x63)))) :pattern ( (matmul A (concat ax B C)) ) :pattern ( (concat ax (matmul A B) (matmul A C)) ) :qid matmul_concat_cols))
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
 (let ((?x95 (matmul in_x1 in_w1)))
 (let ((?x102 (add in_x1 ?x95)))
 (let ((?x109 (concat 1 ?x95 ?x102)))
 (= (rank ?x109) 2)))))
(assert
 (let ((?x95 (matmul in_x1 in_w1)))
 (let ((?x102 (add in_x1 ?x95)))
 (let ((?x109 (concat 1 ?x95 ?x102)))
 (= (dim ?x109 0) sym_n)))))
(assert
 (let ((?x115 (* 2 sym_c)))
 (let ((?x95 (matmul in_x1 in_w1)))
 (let ((?x102 (add in_x1 ?x95)))
 (let ((?x109 (concat 1 ?x95 ?x102)))
 (let ((?x114 (dim ?x109 1)))
 (= ?x114 ?x115)))))))
(assert
 (let ((?x115 (* 2 sym_c)))
 (>= ?x115 0)))
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
 (let ((?x115 (* 2 sym_c)))
 (let ((?x118 (idkernel2 sym_c)))
 (let ((?x125 (add in_w1 ?x118)))
 (let ((?x132 (concat 1 in_w1 ?x125)))
 (let ((?x137 (dim ?x132 1)))
 (= ?x137 ?x115)))))))
(assert
 (let ((?x118 (idkernel2 sym_c)))
 (let ((?x125 (add in_w1 ?x118)))
 (let ((?x132 (concat 1 in_w1 ?x125)))
 (let ((?x139 (matmul in_x1 ?x132)))
 (= (rank ?x139) 2))))))
(assert
 (let ((?x118 (idkernel2 sym_c)))
 (let ((?x125 (add in_w1 ?x118)))
 (let ((?x132 (concat 1 in_w1 ?x125)))
 (let ((?x139 (matmul in_x1 ?x132)))
 (= (dim ?x139 0) sym_n))))))
(assert
 (let ((?x115 (* 2 sym_c)))
 (let ((?x118 (idkernel2 sym_c)))
 (let ((?x125 (add in_w1 ?x118)))
 (let ((?x132 (concat 1 in_w1 ?x125)))
 (let ((?x139 (matmul in_x1 ?x132)))
 (let ((?x144 (dim ?x139 1)))
 (= ?x144 ?x115))))))))
(assert
 (let ((?x118 (idkernel2 sym_c)))
(let ((?x125 (add in_w1 ?x118)))
(let ((?x132 (concat 1 in_w1 ?x125)))
(let ((?x139 (matmul in_x1 ?x132)))
(let ((?x95 (matmul in_x1 in_w1)))
(let ((?x102 (add in_x1 ?x95)))
(let ((?x109 (concat 1 ?x95 ?x102)))
(and (distinct ?x109 ?x139) true)))))))))
(check-sat)
