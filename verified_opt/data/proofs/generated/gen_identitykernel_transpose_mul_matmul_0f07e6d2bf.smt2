; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_transpose2, mul_comm, transpose2_mul, transpose_idkernel2
; z3 rlimit used: 111508
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun idkernel2 (Int) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun mul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun matmul (T T) T)
(declare-fun sym_c () Int)
(declare-fun in_w1 () T)
(assert
 (forall ((c Int) )(! (let ((?x10 (idkernel2 c)))
 (let ((?x11 (transpose2 1 0 ?x10)))
 (let (($x12 (= ?x11 ?x10)))
 (=> (and (>= c 1)) $x12)))) :pattern ( (transpose2 1 0 (idkernel2 c)) ) :pattern ( (idkernel2 c) ) :qid transpose_idkernel2))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x80 (mul Y X)))
 (let ((?x79 (mul X Y)))
 (let (($x81 (= ?x79 ?x80)))
 (let (($x76 (= (dim X 5) (dim Y 5))))
 (let (($x70 (= (dim X 4) (dim Y 4))))
 (let (($x64 (= (dim X 3) (dim Y 3))))
 (let (($x58 (= (dim X 2) (dim Y 2))))
 (let (($x52 (= (dim X 1) (dim Y 1))))
 (let (($x47 (= (dim X 0) (dim Y 0))))
 (let (($x78 (and (= (- (rank Y) 0) (- (rank X) 0)) (=> (> (- (rank X) 0) 0) $x47) (=> (> (- (rank X) 0) 1) $x52) (=> (> (- (rank X) 0) 2) $x58) (=> (> (- (rank X) 0) 3) $x64) (=> (> (- (rank X) 0) 4) $x70) (=> (> (- (rank X) 0) 5) $x76))))
 (=> $x78 $x81))))))))))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((A T) (B T) )(! (let ((?x110 (matmul (transpose2 1 0 B) (transpose2 1 0 A))))
 (let ((?x91 (transpose2 1 0 (matmul A B))))
 (let (($x111 (= ?x91 ?x110)))
 (let (($x88 (and (= (rank A) 2) (= (rank B) 2))))
 (=> $x88 $x111))))) :pattern ( (transpose2 1 0 (matmul A B)) ) :pattern ( (matmul (transpose2 1 0 B) (transpose2 1 0 A)) ) :qid matmul_transpose2))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x133 (mul (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x130 (transpose2 p0 p1 (mul X Y))))
 (let (($x134 (= ?x130 ?x133)))
 (let (($x128 (and (>= p0 0) (>= p1 0) (= (rank X) 2) (= (rank Y) 2))))
 (=> $x128 $x134))))) :pattern ( (transpose2 p0 p1 (mul X Y)) ) :pattern ( (mul (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_mul))
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
 (let ((?x158 (transpose2 1 0 in_w1)))
 (let ((?x151 (idkernel2 sym_c)))
 (let ((?x165 (mul ?x151 ?x158)))
 (let ((?x172 (matmul ?x165 ?x158)))
 (= (rank ?x172) 2))))))
(assert
 (let ((?x158 (transpose2 1 0 in_w1)))
 (let ((?x151 (idkernel2 sym_c)))
 (let ((?x165 (mul ?x151 ?x158)))
 (let ((?x172 (matmul ?x165 ?x158)))
 (= (dim ?x172 0) sym_c))))))
(assert
 (let ((?x158 (transpose2 1 0 in_w1)))
 (let ((?x151 (idkernel2 sym_c)))
 (let ((?x165 (mul ?x151 ?x158)))
 (let ((?x172 (matmul ?x165 ?x158)))
 (= (dim ?x172 1) sym_c))))))
(assert
 (= (rank (mul in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (mul in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (= (dim (mul in_w1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (= (rank (matmul in_w1 (mul in_w1 (idkernel2 sym_c)))) 2))
(assert
 (= (dim (matmul in_w1 (mul in_w1 (idkernel2 sym_c))) 0) sym_c))
(assert
 (= (dim (matmul in_w1 (mul in_w1 (idkernel2 sym_c))) 1) sym_c))
(assert
 (let ((?x151 (idkernel2 sym_c)))
 (let ((?x179 (mul in_w1 ?x151)))
 (let ((?x186 (matmul in_w1 ?x179)))
 (let ((?x193 (transpose2 1 0 ?x186)))
 (= (rank ?x193) 2))))))
(assert
 (let ((?x151 (idkernel2 sym_c)))
 (let ((?x179 (mul in_w1 ?x151)))
 (let ((?x186 (matmul in_w1 ?x179)))
 (let ((?x193 (transpose2 1 0 ?x186)))
 (= (dim ?x193 0) sym_c))))))
(assert
 (let ((?x151 (idkernel2 sym_c)))
 (let ((?x179 (mul in_w1 ?x151)))
 (let ((?x186 (matmul in_w1 ?x179)))
 (let ((?x193 (transpose2 1 0 ?x186)))
 (= (dim ?x193 1) sym_c))))))
(assert
 (let ((?x151 (idkernel2 sym_c)))
(let ((?x179 (mul in_w1 ?x151)))
(let ((?x186 (matmul in_w1 ?x179)))
(let ((?x193 (transpose2 1 0 ?x186)))
(let ((?x158 (transpose2 1 0 in_w1)))
(let ((?x165 (mul ?x151 ?x158)))
(let ((?x172 (matmul ?x165 ?x158)))
(and (distinct ?x172 ?x193) true)))))))))
(check-sat)
