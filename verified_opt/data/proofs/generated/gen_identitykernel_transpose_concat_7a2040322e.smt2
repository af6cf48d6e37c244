; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc, transpose2_concat1, transpose_idkernel2
; z3 rlimit used: 110902
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun idkernel2 (Int) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x20 (concat ax A (concat ax B C))))
 (let ((?x17 (concat ax A B)))
 (let ((?x18 (concat ax ?x17 C)))
 (let (($x21 (= ?x18 ?x20)))
 (let (($x15 (and (>= (rank A) 1) (>= (rank B) 1) (>= (rank C) 1))))
 (=> $x15 $x21)))))) :pattern ( (concat ax (concat ax A B) C) ) :pattern ( (concat ax A (concat ax B C)) ) :qid concat_assoc))
 )
(assert
 (forall ((c Int) )(! (let ((?x49 (idkernel2 c)))
 (let ((?x50 (transpose2 1 0 ?x49)))
 (let (($x51 (= ?x50 ?x49)))
 (=> (and (>= c 1)) $x51)))) :pattern ( (transpose2 1 0 (idkernel2 c)) ) :pattern ( (idkernel2 c) ) :qid transpose_idkernel2))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x69 (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x17 (concat p1 X Y)))
 (let ((?x66 (transpose2 p0 p1 ?x17)))
 (let (($x70 (= ?x66 ?x69)))
 (let (($x65 (and (>= p0 0) (>= p1 0) (= (rank X) 2) (= (rank Y) 2))))
 (=> $x65 $x70)))))) :pattern ( (transpose2 p0 p1 (concat p1 X Y)) ) :pattern ( (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat1))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (transpose2 1 0 in_x1)) 2))
(assert
 (= (dim (transpose2 1 0 in_x1) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 in_x1) 1) sym_n))
(assert
 (let ((?x96 (transpose2 1 0 in_x1)))
 (let ((?x89 (idkernel2 sym_c)))
 (let ((?x103 (concat 1 ?x89 ?x96)))
 (= (rank ?x103) 2)))))
(assert
 (let ((?x96 (transpose2 1 0 in_x1)))
 (let ((?x89 (idkernel2 sym_c)))
 (let ((?x103 (concat 1 ?x89 ?x96)))
 (= (dim ?x103 0) sym_c)))))
(assert
 (let ((?x109 (+ sym_c sym_n)))
 (let ((?x96 (transpose2 1 0 in_x1)))
 (let ((?x89 (idkernel2 sym_c)))
 (let ((?x103 (concat 1 ?x89 ?x96)))
 (let ((?x108 (dim ?x103 1)))
 (= ?x108 ?x109)))))))
(assert
 (let ((?x96 (transpose2 1 0 in_x1)))
 (let ((?x89 (idkernel2 sym_c)))
 (let ((?x103 (concat 1 ?x89 ?x96)))
 (let ((?x111 (concat 1 ?x96 ?x103)))
 (= (rank ?x111) 2))))))
(assert
 (let ((?x96 (transpose2 1 0 in_x1)))
 (let ((?x89 (idkernel2 sym_c)))
 (let ((?x103 (concat 1 ?x89 ?x96)))
 (let ((?x111 (concat 1 ?x96 ?x103)))
 (= (dim ?x111 0) sym_c))))))
(assert
 (let ((?x117 (* 2 sym_n)))
 (let ((?x118 (+ ?x117 sym_c)))
 (let ((?x96 (transpose2 1 0 in_x1)))
 (let ((?x89 (idkernel2 sym_c)))
 (let ((?x103 (concat 1 ?x89 ?x96)))
 (let ((?x111 (concat 1 ?x96 ?x103)))
 (let ((?x116 (dim ?x111 1)))
 (= ?x116 ?x118)))))))))
(assert
 (let ((?x109 (+ sym_c sym_n)))
 (>= ?x109 0)))
(assert
 (let ((?x117 (* 2 sym_n)))
 (let ((?x118 (+ ?x117 sym_c)))
 (>= ?x118 0))))
(assert
 (= (rank (concat 0 in_x1 (idkernel2 sym_c))) 2))
(assert
 (let ((?x89 (idkernel2 sym_c)))
 (let ((?x122 (concat 0 in_x1 ?x89)))
 (let ((?x125 (dim ?x122 0)))
 (= ?x125 (+ sym_n sym_c))))))
(assert
 (= (dim (concat 0 in_x1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (let ((?x89 (idkernel2 sym_c)))
 (let ((?x122 (concat 0 in_x1 ?x89)))
 (let ((?x130 (concat 0 ?x122 in_x1)))
 (= (rank ?x130) 2)))))
(assert
 (let ((?x117 (* 2 sym_n)))
 (let ((?x118 (+ ?x117 sym_c)))
 (let ((?x89 (idkernel2 sym_c)))
 (let ((?x122 (concat 0 in_x1 ?x89)))
 (let ((?x130 (concat 0 ?x122 in_x1)))
 (let ((?x133 (dim ?x130 0)))
 (= ?x133 ?x118))))))))
(assert
 (let ((?x89 (idkernel2 sym_c)))
 (let ((?x122 (concat 0 in_x1 ?x89)))
 (let ((?x130 (concat 0 ?x122 in_x1)))
 (= (dim ?x130 1) sym_c)))))
(assert
 (let ((?x89 (idkernel2 sym_c)))
 (let ((?x122 (concat 0 in_x1 ?x89)))
 (let ((?x130 (concat 0 ?x122 in_x1)))
 (let ((?x137 (transpose2 1 0 ?x130)))
 (= (rank ?x137) 2))))))
(assert
 (let ((?x89 (idkernel2 sym_c)))
 (let ((?x122 (concat 0 in_x1 ?x89)))
 (let ((?x130 (concat 0 ?x122 in_x1)))
 (let ((?x137 (transpose2 1 0 ?x130)))
 (= (dim ?x137 0) sym_c))))))
(assert
 (let ((?x117 (* 2 sym_n)))
 (let ((?x118 (+ ?x117 sym_c)))
 (let ((?x89 (idkernel2 sym_c)))
 (let ((?x122 (concat 0 in_x1 ?x89)))
 (let ((?x130 (concat 0 ?x122 in_x1)))
 (let ((?x137 (transpose2 1 0 ?x130)))
 (let ((?x142 (dim ?x137 1)))
 (= ?x142 ?x118)))))))))
(assert
 (let ((?x89 (idkernel2 sym_c)))
(let ((?x122 (concat 0 in_x1 ?x89)))
(let ((?x130 (concat 0 ?x122 in_x1)))
(let ((?x137 (transpose2 1 0 ?x130)))
(let ((?x96 (transpose2 1 0 in_x1)))
(let ((?x103 (concat 1 ?x89 ?x96)))
(let ((?x111 (concat 1 ?x96 ?x103)))
(and (distinct ?x111 ?x137) true)))))))))
(check-sat)
