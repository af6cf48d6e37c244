; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc, matmul_concat_cols, matmul_idkernel_right
; z3 rlimit used: 74709
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun in_w1 () T)
(declare-fun in_x1 () T)
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x11 (concat ax B C)))
 (let ((?x12 (concat ax A ?x11)))
 (let ((?x10 (concat ax (concat ax A B) C)))
 (= ?x10 ?x12)))) :pattern ( (concat ax (concat ax A B) C) ) :pattern ( (concat ax A (concat ax B C)) ) :qid concat_assoc))
 )
(assert
 (forall ((A T) (c Int) )(! (let ((?x39 (matmul A (idkernel2 c))))
 (let (($x40 (= ?x39 A)))
 (=> (and (= (dim A 1) c)) $x40))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x55 (concat ax (matmul A B) (matmul A C))))
 (let ((?x11 (concat ax B C)))
 (let ((?x52 (matmul A ?x11)))
 (let (($x56 (= ?x52 ?x55)))
 (=> (and (= ax (- (rank B) 1)) (>= ax 1)) $x56))))) :pattern ( (matmul A (concat ax B C)) ) :pattern ( (concat ax (matmul A B) (matmul A C)) ) :qid matmul_concat_cols))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c2))
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
 (= (dim (matmul in_x1 in_w1) 1) sym_c2))
(assert
 (= (rank (concat 1 in_x1 (matmul in_x1 in_w1))) 2))
(assert
 (= (dim (concat 1 in_x1 (matmul in_x1 in_w1)) 0) sym_n))
(assert
 (let ((?x104 (+ sym_c sym_c2)))
 (let ((?x91 (matmul in_x1 in_w1)))
 (let ((?x98 (concat 1 in_x1 ?x91)))
 (let ((?x103 (dim ?x98 1)))
 (= ?x103 ?x104))))))
(assert
 (let ((?x91 (matmul in_x1 in_w1)))
 (let ((?x98 (concat 1 in_x1 ?x91)))
 (let ((?x106 (concat 1 ?x91 ?x98)))
 (= (rank ?x106) 2)))))
(assert
 (let ((?x91 (matmul in_x1 in_w1)))
 (let ((?x98 (concat 1 in_x1 ?x91)))
 (let ((?x106 (concat 1 ?x91 ?x98)))
 (= (dim ?x106 0) sym_n)))))
(assert
 (let ((?x112 (* 2 sym_c2)))
 (let ((?x113 (+ ?x112 sym_c)))
 (let ((?x91 (matmul in_x1 in_w1)))
 (let ((?x98 (concat 1 in_x1 ?x91)))
 (let ((?x106 (concat 1 ?x91 ?x98)))
 (let ((?x111 (dim ?x106 1)))
 (= ?x111 ?x113))))))))
(assert
 (let ((?x104 (+ sym_c sym_c2)))
 (>= ?x104 0)))
(assert
 (let ((?x112 (* 2 sym_c2)))
 (let ((?x113 (+ ?x112 sym_c)))
 (>= ?x113 0))))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (concat 1 in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (concat 1 in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (let ((?x130 (+ sym_c2 sym_c)))
 (let ((?x117 (idkernel2 sym_c)))
 (let ((?x124 (concat 1 in_w1 ?x117)))
 (let ((?x129 (dim ?x124 1)))
 (= ?x129 ?x130))))))
(assert
 (let ((?x117 (idkernel2 sym_c)))
 (let ((?x124 (concat 1 in_w1 ?x117)))
 (let ((?x132 (concat 1 ?x124 in_w1)))
 (= (rank ?x132) 2)))))
(assert
 (let ((?x117 (idkernel2 sym_c)))
 (let ((?x124 (concat 1 in_w1 ?x117)))
 (let ((?x132 (concat 1 ?x124 in_w1)))
 (= (dim ?x132 0) sym_c)))))
(assert
 (let ((?x112 (* 2 sym_c2)))
 (let ((?x113 (+ ?x112 sym_c)))
 (let ((?x117 (idkernel2 sym_c)))
 (let ((?x124 (concat 1 in_w1 ?x117)))
 (let ((?x132 (concat 1 ?x124 in_w1)))
 (let ((?x137 (dim ?x132 1)))
 (= ?x137 ?x113))))))))
(assert
 (let ((?x117 (idkernel2 sym_c)))
 (let ((?x124 (concat 1 in_w1 ?x117)))
 (let ((?x132 (concat 1 ?x124 in_w1)))
 (let ((?x139 (matmul in_x1 ?x132)))
 (= (rank ?x139) 2))))))
(assert
 (let ((?x117 (idkernel2 sym_c)))
 (let ((?x124 (concat 1 in_w1 ?x117)))
 (let ((?x132 (concat 1 ?x124 in_w1)))
 (let ((?x139 (matmul in_x1 ?x132)))
 (= (dim ?x139 0) sym_n))))))
(assert
 (let ((?x112 (* 2 sym_c2)))
 (let ((?x113 (+ ?x112 sym_c)))
 (let ((?x117 (idkernel2 sym_c)))
 (let ((?x124 (concat 1 in_w1 ?x117)))
 (let ((?x132 (concat 1 ?x124 in_w1)))
 (let ((?x139 (matmul in_x1 ?x132)))
 (let ((?x144 (dim ?x139 1)))
 (= ?x144 ?x113)))))))))
(assert
 (let ((?x117 (idkernel2 sym_c)))
(let ((?x124 (concat 1 in_w1 ?x117)))
(let ((?x132 (concat 1 ?x124 in_w1)))
(let ((?x139 (matmul in_x1 ?x132)))
(let ((?x91 (matmul in_x1 in_w1)))
(let ((?x98 (concat 1 in_x1 ?x91)))
(let ((?x106 (concat 1 ?x91 ?x98)))
(and (distinct ?x106 ?x139) true)))))))))
(check-sat)
