; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, matmul_dist_right, matmul_idkernel_right
; z3 rlimit used: 18808
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun in_w1 () T)
(declare-fun in_x1 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x15 (matmul A (idkernel2 c))))
 (let (($x16 (= ?x15 A)))
 (let (($x13 (and (= (dim A 1) c) (= (rank A) 2))))
 (=> $x13 $x16)))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x89 (add Y X)))
 (let ((?x88 (add X Y)))
 (let (($x90 (= ?x88 ?x89)))
 (let (($x86 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x79 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x72 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x65 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x59 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x53 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let (($x87 (and (= (- (- (rank Y) 0) 0) (- (- (rank X) 0) 0)) $x53 $x59 $x65 $x72 $x79 $x86)))
 (=> $x87 $x90))))))))))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x182 (add (matmul A B) (matmul A C))))
 (let ((?x88 (add B C)))
 (let ((?x179 (matmul A ?x88)))
 (let (($x183 (= ?x179 ?x182)))
 (let ((?x126 (- (- (rank A) 2) 0)))
 (let (($x161 (> ?x126 5)))
 (let (($x157 (> ?x126 4)))
 (let (($x153 (> ?x126 3)))
 (let (($x149 (> ?x126 2)))
 (let (($x145 (> ?x126 1)))
 (let (($x141 (> ?x126 0)))
 (let (($x178 (and (>= ?x126 0) (>= (- (- (rank B) 2) 0) 0) (>= (- (- (rank C) 2) 0) 0) (= (- (- (rank B) 2) 0) ?x126) (=> $x141 (= (dim A (+ 0 0)) (dim B (+ 0 0)))) (=> $x145 (= (dim A (+ 0 1)) (dim B (+ 0 1)))) (=> $x149 (= (dim A (+ 0 2)) (dim B (+ 0 2)))) (=> $x153 (= (dim A (+ 0 3)) (dim B (+ 0 3)))) (=> $x157 (= (dim A (+ 0 4)) (dim B (+ 0 4)))) (=> $x161 (= (dim A (+ 0 5)) (dim B (+ 0 5)))) (= (- (- (rank C) 2) 0) ?x126) (=> $x141 (= (dim A (+ 0 0)) (dim C (+ 0 0)))) (=> $x145 (= (dim A (+ 0 1)) (dim C (+ 0 1)))) (=> $x149 (= (dim A (+ 0 2)) (dim C (+ 0 2)))) (=> $x153 (= (dim A (+ 0 3)) (dim C (+ 0 3)))) (=> $x157 (= (dim A (+ 0 4)) (dim C (+ 0 4)))) (=> $x161 (= (dim A (+ 0 5)) (dim C (+ 0 5)))))))
 (=> $x178 $x183))))))))))))) :pattern ( (matmul A (add B C)) ) :pattern ( (add (matmul A B) (matmul A C)) ) :qid matmul_dist_right))
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
 (= (rank (matmul in_x1 (add in_w1 (idkernel2 sym_c)))) 2))
(assert
 (= (dim (matmul in_x1 (add in_w1 (idkernel2 sym_c))) 0) sym_n))
(assert
 (= (dim (matmul in_x1 (add in_w1 (idkernel2 sym_c))) 1) sym_c))
(assert
 (let ((?x271 (idkernel2 sym_c)))
(let ((?x278 (add in_w1 ?x271)))
(let ((?x285 (matmul in_x1 ?x278)))
(let ((?x210 (matmul in_x1 in_w1)))
(let ((?x197 (add in_x1 ?x210)))
(and (distinct ?x197 ?x285) true)))))))
(check-sat)
