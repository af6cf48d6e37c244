; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc, matmul_concat_cols, matmul_idkernel_right
; z3 rlimit used: 49092
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
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x54 (concat ax (matmul A B) (matmul A C))))
 (let ((?x11 (concat ax B C)))
 (let ((?x51 (matmul A ?x11)))
 (let (($x55 (= ?x51 ?x54)))
 (=> (and (= ax (- (rank B) 1))) $x55))))) :pattern ( (matmul A (concat ax B C)) ) :pattern ( (concat ax (matmul A B) (matmul A C)) ) :qid matmul_concat_cols))
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
 (let ((?x102 (+ sym_c sym_c2)))
 (let ((?x89 (matmul in_x1 in_w1)))
 (let ((?x96 (concat 1 in_x1 ?x89)))
 (let ((?x101 (dim ?x96 1)))
 (= ?x101 ?x102))))))
(assert
 (let ((?x89 (matmul in_x1 in_w1)))
 (let ((?x96 (concat 1 in_x1 ?x89)))
 (let ((?x104 (concat 1 ?x96 ?x89)))
 (= (rank ?x104) 2)))))
(assert
 (let ((?x89 (matmul in_x1 in_w1)))
 (let ((?x96 (concat 1 in_x1 ?x89)))
 (let ((?x104 (concat 1 ?x96 ?x89)))
 (= (dim ?x104 0) sym_n)))))
(assert
 (let ((?x110 (* 2 sym_c2)))
 (let ((?x111 (+ sym_c ?x110)))
 (let ((?x89 (matmul in_x1 in_w1)))
 (let ((?x96 (concat 1 in_x1 ?x89)))
 (let ((?x104 (concat 1 ?x96 ?x89)))
 (let ((?x109 (dim ?x104 1)))
 (= ?x109 ?x111))))))))
(assert
 (let ((?x102 (+ sym_c sym_c2)))
 (>= ?x102 0)))
(assert
 (let ((?x110 (* 2 sym_c2)))
 (let ((?x111 (+ sym_c ?x110)))
 (>= ?x111 0))))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (concat 1 (idkernel2 sym_c) in_w1)) 2))
(assert
 (= (dim (concat 1 (idkernel2 sym_c) in_w1) 0) sym_c))
(assert
 (let ((?x102 (+ sym_c sym_c2)))
 (let ((?x115 (idkernel2 sym_c)))
 (let ((?x122 (concat 1 ?x115 in_w1)))
 (let ((?x127 (dim ?x122 1)))
 (= ?x127 ?x102))))))
(assert
 (let ((?x115 (idkernel2 sym_c)))
 (let ((?x122 (concat 1 ?x115 in_w1)))
 (let ((?x129 (concat 1 ?x122 in_w1)))
 (= (rank ?x129) 2)))))
(assert
 (let ((?x115 (idkernel2 sym_c)))
 (let ((?x122 (concat 1 ?x115 in_w1)))
 (let ((?x129 (concat 1 ?x122 in_w1)))
 (= (dim ?x129 0) sym_c)))))
(assert
 (let ((?x110 (* 2 sym_c2)))
 (let ((?x111 (+ sym_c ?x110)))
 (let ((?x115 (idkernel2 sym_c)))
 (let ((?x122 (concat 1 ?x115 in_w1)))
 (let ((?x129 (concat 1 ?x122 in_w1)))
 (let ((?x134 (dim ?x129 1)))
 (= ?x134 ?x111))))))))
(assert
 (let ((?x115 (idkernel2 sym_c)))
 (let ((?x122 (concat 1 ?x115 in_w1)))
 (let ((?x129 (concat 1 ?x122 in_w1)))
 (let ((?x136 (matmul in_x1 ?x129)))
 (= (rank ?x136) 2))))))
(assert
 (let ((?x115 (idkernel2 sym_c)))
 (let ((?x122 (concat 1 ?x115 in_w1)))
 (let ((?x129 (concat 1 ?x122 in_w1)))
 (let ((?x136 (matmul in_x1 ?x129)))
 (= (dim ?x136 0) sym_n))))))
(assert
 (let ((?x110 (* 2 sym_c2)))
 (let ((?x111 (+ sym_c ?x110)))
 (let ((?x115 (idkernel2 sym_c)))
 (let ((?x122 (concat 1 ?x115 in_w1)))
 (let ((?x129 (concat 1 ?x122 in_w1)))
 (let ((?x136 (matmul in_x1 ?x129)))
 (let ((?x141 (dim ?x136 1)))
 (= ?x141 ?x111)))))))))
(assert
 (let ((?x115 (idkernel2 sym_c)))
(let ((?x122 (concat 1 ?x115 in_w1)))
(let ((?x129 (concat 1 ?x122 in_w1)))
(let ((?x136 (matmul in_x1 ?x129)))
(let ((?x89 (matmul in_x1 in_w1)))
(let ((?x96 (concat 1 in_x1 ?x89)))
(let ((?x104 (concat 1 ?x96 ?x89)))
(and (distinct ?x104 ?x136) true)))))))))
(check-sat)
