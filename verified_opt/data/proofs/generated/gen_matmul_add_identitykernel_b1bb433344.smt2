; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, matmul_dist_left, matmul_idkernel_left
; z3 rlimit used: 25117
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
(declare-fun sym_c2 () Int)
(declare-fun in_w1 () T)
(declare-fun in_w2 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x15 (matmul (idkernel2 c) A)))
 (let (($x16 (= ?x15 A)))
 (let (($x13 (and (= (dim A 0) c) (= (rank A) 2))))
 (=> $x13 $x16)))) :pattern ( (matmul (idkernel2 c) A) ) :qid matmul_idkernel_left))
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
 (let (($x52 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let (($x87 (and (= (- (- (rank Y) 0) 0) (- (- (rank X) 0) 0)) $x52 $x59 $x65 $x72 $x79 $x86)))
 (=> $x87 $x90))))))))))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x183 (add (matmul A C) (matmul B C))))
 (let ((?x180 (matmul (add A B) C)))
 (let (($x184 (= ?x180 ?x183)))
 (let ((?x126 (- (- (rank A) 2) 0)))
 (let (($x161 (> ?x126 5)))
 (let (($x157 (> ?x126 4)))
 (let (($x153 (> ?x126 3)))
 (let (($x149 (> ?x126 2)))
 (let (($x145 (> ?x126 1)))
 (let (($x141 (> ?x126 0)))
 (let (($x178 (and (>= ?x126 0) (>= (- (- (rank B) 2) 0) 0) (>= (- (- (rank C) 2) 0) 0) (= (- (- (rank B) 2) 0) ?x126) (=> $x141 (= (dim A (+ 0 0)) (dim B (+ 0 0)))) (=> $x145 (= (dim A (+ 0 1)) (dim B (+ 0 1)))) (=> $x149 (= (dim A (+ 0 2)) (dim B (+ 0 2)))) (=> $x153 (= (dim A (+ 0 3)) (dim B (+ 0 3)))) (=> $x157 (= (dim A (+ 0 4)) (dim B (+ 0 4)))) (=> $x161 (= (dim A (+ 0 5)) (dim B (+ 0 5)))) (= (- (- (rank C) 2) 0) ?x126) (=> $x141 (= (dim A (+ 0 0)) (dim C (+ 0 0)))) (=> $x145 (= (dim A (+ 0 1)) (dim C (+ 0 1)))) (=> $x149 (= (dim A (+ 0 2)) (dim C (+ 0 2)))) (=> $x153 (= (dim A (+ 0 3)) (dim C (+ 0 3)))) (=> $x157 (= (dim A (+ 0 4)) (dim C (+ 0 4)))) (=> $x161 (= (dim A (+ 0 5)) (dim C (+ 0 5)))))))
 (=> $x178 $x184)))))))))))) :pattern ( (matmul (add A B) C) ) :pattern ( (add (matmul A C) (matmul B C)) ) :qid matmul_dist_left))
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
 (let ((?x211 (matmul in_w1 in_w2)))
 (let ((?x198 (add in_w2 ?x211)))
 (let ((?x272 (add ?x211 ?x198)))
 (= (rank ?x272) 2)))))
(assert
 (let ((?x211 (matmul in_w1 in_w2)))
 (let ((?x198 (add in_w2 ?x211)))
 (let ((?x272 (add ?x211 ?x198)))
 (= (dim ?x272 0) sym_c)))))
(assert
 (let ((?x211 (matmul in_w1 in_w2)))
 (let ((?x198 (add in_w2 ?x211)))
 (let ((?x272 (add ?x211 ?x198)))
 (= (dim ?x272 1) sym_c2)))))
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
 (= (rank (add in_w1 (add in_w1 (idkernel2 sym_c)))) 2))
(assert
 (= (dim (add in_w1 (add in_w1 (idkernel2 sym_c))) 0) sym_c))
(assert
 (= (dim (add in_w1 (add in_w1 (idkernel2 sym_c))) 1) sym_c))
(assert
 (= (rank (matmul (add in_w1 (add in_w1 (idkernel2 sym_c))) in_w2)) 2))
(assert
 (let ((?x279 (idkernel2 sym_c)))
 (let ((?x286 (add in_w1 ?x279)))
 (let ((?x293 (add in_w1 ?x286)))
 (let ((?x300 (matmul ?x293 in_w2)))
 (= (dim ?x300 0) sym_c))))))
(assert
 (let ((?x279 (idkernel2 sym_c)))
 (let ((?x286 (add in_w1 ?x279)))
 (let ((?x293 (add in_w1 ?x286)))
 (let ((?x300 (matmul ?x293 in_w2)))
 (= (dim ?x300 1) sym_c2))))))
(assert
 (let ((?x279 (idkernel2 sym_c)))
(let ((?x286 (add in_w1 ?x279)))
(let ((?x293 (add in_w1 ?x286)))
(let ((?x300 (matmul ?x293 in_w2)))
(let ((?x211 (matmul in_w1 in_w2)))
(let ((?x198 (add in_w2 ?x211)))
(let ((?x272 (add ?x211 ?x198)))
(and (distinct ?x272 ?x300) true)))))))))
(check-sat)
