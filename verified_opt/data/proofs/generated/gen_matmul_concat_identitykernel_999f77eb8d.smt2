; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc, matmul_concat_rows, matmul_idkernel_left
; z3 rlimit used: 74525
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
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x12 (concat ax A (concat ax B C))))
 (let ((?x8 (concat ax A B)))
 (let ((?x10 (concat ax ?x8 C)))
 (= ?x10 ?x12)))) :pattern ( (concat ax (concat ax A B) C) ) :pattern ( (concat ax A (concat ax B C)) ) :qid concat_assoc))
 )
(assert
 (forall ((A T) (c Int) )(! (let ((?x39 (matmul (idkernel2 c) A)))
 (let (($x40 (= ?x39 A)))
 (=> (and (= (dim A 0) c)) $x40))) :pattern ( (matmul (idkernel2 c) A) ) :qid matmul_idkernel_left))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x56 (concat ax (matmul A C) (matmul B C))))
 (let ((?x8 (concat ax A B)))
 (let ((?x53 (matmul ?x8 C)))
 (let (($x57 (= ?x53 ?x56)))
 (=> (and (= ax (- (rank A) 2)) (>= ax 0)) $x57))))) :pattern ( (matmul (concat ax A B) C) ) :pattern ( (concat ax (matmul A C) (matmul B C)) ) :qid matmul_concat_rows))
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
 (= (rank (concat 0 in_w1 (matmul in_x1 in_w1))) 2))
(assert
 (let ((?x103 (+ sym_c sym_n)))
 (let ((?x92 (matmul in_x1 in_w1)))
 (let ((?x99 (concat 0 in_w1 ?x92)))
 (let ((?x102 (dim ?x99 0)))
 (= ?x102 ?x103))))))
(assert
 (= (dim (concat 0 in_w1 (matmul in_x1 in_w1)) 1) sym_c2))
(assert
 (let ((?x92 (matmul in_x1 in_w1)))
 (let ((?x99 (concat 0 in_w1 ?x92)))
 (let ((?x107 (concat 0 ?x92 ?x99)))
 (= (rank ?x107) 2)))))
(assert
 (let ((?x111 (* 2 sym_n)))
 (let ((?x112 (+ ?x111 sym_c)))
 (let ((?x92 (matmul in_x1 in_w1)))
 (let ((?x99 (concat 0 in_w1 ?x92)))
 (let ((?x107 (concat 0 ?x92 ?x99)))
 (let ((?x110 (dim ?x107 0)))
 (= ?x110 ?x112))))))))
(assert
 (let ((?x92 (matmul in_x1 in_w1)))
 (let ((?x99 (concat 0 in_w1 ?x92)))
 (let ((?x107 (concat 0 ?x92 ?x99)))
 (= (dim ?x107 1) sym_c2)))))
(assert
 (let ((?x103 (+ sym_c sym_n)))
 (>= ?x103 0)))
(assert
 (let ((?x111 (* 2 sym_n)))
 (let ((?x112 (+ ?x111 sym_c)))
 (>= ?x112 0))))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (concat 0 in_x1 (idkernel2 sym_c))) 2))
(assert
 (let ((?x118 (idkernel2 sym_c)))
 (let ((?x125 (concat 0 in_x1 ?x118)))
 (let ((?x128 (dim ?x125 0)))
 (= ?x128 (+ sym_n sym_c))))))
(assert
 (= (dim (concat 0 in_x1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (let ((?x118 (idkernel2 sym_c)))
 (let ((?x125 (concat 0 in_x1 ?x118)))
 (let ((?x133 (concat 0 ?x125 in_x1)))
 (= (rank ?x133) 2)))))
(assert
 (let ((?x111 (* 2 sym_n)))
 (let ((?x112 (+ ?x111 sym_c)))
 (let ((?x118 (idkernel2 sym_c)))
 (let ((?x125 (concat 0 in_x1 ?x118)))
 (let ((?x133 (concat 0 ?x125 in_x1)))
 (let ((?x136 (dim ?x133 0)))
 (= ?x136 ?x112))))))))
(assert
 (let ((?x118 (idkernel2 sym_c)))
 (let ((?x125 (concat 0 in_x1 ?x118)))
 (let ((?x133 (concat 0 ?x125 in_x1)))
 (= (dim ?x133 1) sym_c)))))
(assert
 (let ((?x118 (idkernel2 sym_c)))
 (let ((?x125 (concat 0 in_x1 ?x118)))
 (let ((?x133 (concat 0 ?x125 in_x1)))
 (let ((?x140 (matmul ?x133 in_w1)))
 (= (rank ?x140) 2))))))
(assert
 (let ((?x111 (* 2 sym_n)))
 (let ((?x112 (+ ?x111 sym_c)))
 (let ((?x118 (idkernel2 sym_c)))
 (let ((?x125 (concat 0 in_x1 ?x118)))
 (let ((?x133 (concat 0 ?x125 in_x1)))
 (let ((?x140 (matmul ?x133 in_w1)))
 (let ((?x143 (dim ?x140 0)))
 (= ?x143 ?x112)))))))))
(assert
 (let ((?x118 (idkernel2 sym_c)))
 (let ((?x125 (concat 0 in_x1 ?x118)))
 (let ((?x133 (concat 0 ?x125 in_x1)))
 (let ((?x140 (matmul ?x133 in_w1)))
 (= (dim ?x140 1) sym_c2))))))
(assert
 (let ((?x118 (idkernel2 sym_c)))
(let ((?x125 (concat 0 in_x1 ?x118)))
(let ((?x133 (concat 0 ?x125 in_x1)))
(let ((?x140 (matmul ?x133 in_w1)))
(let ((?x92 (matmul in_x1 in_w1)))
(let ((?x99 (concat 0 in_w1 ?x92)))
(let ((?x107 (concat 0 ?x92 ?x99)))
(and (distinct ?x107 ?x140) true)))))))))
(check-sat)
