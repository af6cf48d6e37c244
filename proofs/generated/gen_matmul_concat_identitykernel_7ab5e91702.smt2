; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc, matmul_concat_rows, matmul_idkernel_left
; z3 rlimit used: 48876
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
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x55 (concat ax (matmul A C) (matmul B C))))
 (let ((?x8 (concat ax A B)))
 (let ((?x52 (matmul ?x8 C)))
 (let (($x56 (= ?x52 ?x55)))
 (=> (and (= ax (- (rank A) 2))) $x56))))) :pattern ( (matmul (concat ax A B) C) ) :pattern ( (concat ax (matmul A C) (matmul B C)) ) :qid matmul_concat_rows))
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
 (let ((?x101 (+ sym_c sym_n)))
 (let ((?x90 (matmul in_x1 in_w1)))
 (let ((?x97 (concat 0 in_w1 ?x90)))
 (let ((?x100 (dim ?x97 0)))
 (= ?x100 ?x101))))))
(assert
 (= (dim (concat 0 in_w1 (matmul in_x1 in_w1)) 1) sym_c2))
(assert
 (let ((?x90 (matmul in_x1 in_w1)))
 (let ((?x97 (concat 0 in_w1 ?x90)))
 (let ((?x105 (concat 0 ?x97 ?x90)))
 (= (rank ?x105) 2)))))
(assert
 (let ((?x109 (* 2 sym_n)))
 (let ((?x110 (+ sym_c ?x109)))
 (let ((?x90 (matmul in_x1 in_w1)))
 (let ((?x97 (concat 0 in_w1 ?x90)))
 (let ((?x105 (concat 0 ?x97 ?x90)))
 (let ((?x108 (dim ?x105 0)))
 (= ?x108 ?x110))))))))
(assert
 (let ((?x90 (matmul in_x1 in_w1)))
 (let ((?x97 (concat 0 in_w1 ?x90)))
 (let ((?x105 (concat 0 ?x97 ?x90)))
 (= (dim ?x105 1) sym_c2)))))
(assert
 (let ((?x101 (+ sym_c sym_n)))
 (>= ?x101 0)))
(assert
 (let ((?x109 (* 2 sym_n)))
 (let ((?x110 (+ sym_c ?x109)))
 (>= ?x110 0))))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (concat 0 (idkernel2 sym_c) in_x1)) 2))
(assert
 (let ((?x101 (+ sym_c sym_n)))
 (let ((?x116 (idkernel2 sym_c)))
 (let ((?x123 (concat 0 ?x116 in_x1)))
 (let ((?x126 (dim ?x123 0)))
 (= ?x126 ?x101))))))
(assert
 (= (dim (concat 0 (idkernel2 sym_c) in_x1) 1) sym_c))
(assert
 (let ((?x116 (idkernel2 sym_c)))
 (let ((?x123 (concat 0 ?x116 in_x1)))
 (let ((?x130 (concat 0 ?x123 in_x1)))
 (= (rank ?x130) 2)))))
(assert
 (let ((?x109 (* 2 sym_n)))
 (let ((?x110 (+ sym_c ?x109)))
 (let ((?x116 (idkernel2 sym_c)))
 (let ((?x123 (concat 0 ?x116 in_x1)))
 (let ((?x130 (concat 0 ?x123 in_x1)))
 (let ((?x133 (dim ?x130 0)))
 (= ?x133 ?x110))))))))
(assert
 (let ((?x116 (idkernel2 sym_c)))
 (let ((?x123 (concat 0 ?x116 in_x1)))
 (let ((?x130 (concat 0 ?x123 in_x1)))
 (= (dim ?x130 1) sym_c)))))
(assert
 (let ((?x116 (idkernel2 sym_c)))
 (let ((?x123 (concat 0 ?x116 in_x1)))
 (let ((?x130 (concat 0 ?x123 in_x1)))
 (let ((?x137 (matmul ?x130 in_w1)))
 (= (rank ?x137) 2))))))
(assert
 (let ((?x109 (* 2 sym_n)))
 (let ((?x110 (+ sym_c ?x109)))
 (let ((?x116 (idkernel2 sym_c)))
 (let ((?x123 (concat 0 ?x116 in_x1)))
 (let ((?x130 (concat 0 ?x123 in_x1)))
 (let ((?x137 (matmul ?x130 in_w1)))
 (let ((?x140 (dim ?x137 0)))
 (= ?x140 ?x110)))))))))
(assert
 (let ((?x116 (idkernel2 sym_c)))
 (let ((?x123 (concat 0 ?x116 in_x1)))
 (let ((?x130 (concat 0 ?x123 in_x1)))
 (let ((?x137 (matmul ?x130 in_w1)))
 (= (dim ?x137 1) sym_c2))))))
(assert
 (let ((?x116 (idkernel2 sym_c)))
(let ((?x123 (concat 0 ?x116 in_x1)))
(let ((?x130 (concat 0 ?x123 in_x1)))
(let ((?x137 (matmul ?x130 in_w1)))
(let ((?x90 (matmul in_x1 in_w1)))
(let ((?x97 (concat 0 in_w1 ?x90)))
(let ((?x105 (concat 0 ?x97 ?x90)))
(and (distinct ?x105 ?x137) true)))))))))
(check-sat)
