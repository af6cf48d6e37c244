; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose2_concat0, transpose_idkernel2
; z3 rlimit used: 47824
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun idkernel2 (Int) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((c Int) )(! (let ((?x8 (idkernel2 c)))
 (let ((?x9 (transpose2 1 0 ?x8)))
 (= ?x9 ?x8))) :pattern ( (transpose2 1 0 (idkernel2 c)) ) :pattern ( (idkernel2 c) ) :qid transpose_idkernel2))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x38 (concat 0 (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x35 (transpose2 p0 p1 (concat p0 X Y))))
 (= ?x35 ?x38))) :pattern ( (transpose2 p0 p1 (concat p0 X Y)) ) :pattern ( (concat 0 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat0))
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
 (= (dim in_w1 1) sym_c2))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (transpose2 1 0 in_w1)) 2))
(assert
 (= (dim (transpose2 1 0 in_w1) 0) sym_c2))
(assert
 (= (dim (transpose2 1 0 in_w1) 1) sym_c))
(assert
 (let ((?x62 (transpose2 1 0 in_w1)))
 (let ((?x55 (idkernel2 sym_c)))
 (let ((?x69 (concat 0 ?x55 ?x62)))
 (= (rank ?x69) 2)))))
(assert
 (let ((?x73 (+ sym_c sym_c2)))
 (let ((?x62 (transpose2 1 0 in_w1)))
 (let ((?x55 (idkernel2 sym_c)))
 (let ((?x69 (concat 0 ?x55 ?x62)))
 (let ((?x72 (dim ?x69 0)))
 (= ?x72 ?x73)))))))
(assert
 (let ((?x62 (transpose2 1 0 in_w1)))
 (let ((?x55 (idkernel2 sym_c)))
 (let ((?x69 (concat 0 ?x55 ?x62)))
 (= (dim ?x69 1) sym_c)))))
(assert
 (let ((?x73 (+ sym_c sym_c2)))
 (>= ?x73 0)))
(assert
 (= (rank (concat 1 (idkernel2 sym_c) in_w1)) 2))
(assert
 (= (dim (concat 1 (idkernel2 sym_c) in_w1) 0) sym_c))
(assert
 (let ((?x73 (+ sym_c sym_c2)))
 (let ((?x55 (idkernel2 sym_c)))
 (let ((?x78 (concat 1 ?x55 in_w1)))
 (let ((?x83 (dim ?x78 1)))
 (= ?x83 ?x73))))))
(assert
 (let ((?x55 (idkernel2 sym_c)))
 (let ((?x78 (concat 1 ?x55 in_w1)))
 (let ((?x85 (transpose2 1 0 ?x78)))
 (= (rank ?x85) 2)))))
(assert
 (let ((?x73 (+ sym_c sym_c2)))
 (let ((?x55 (idkernel2 sym_c)))
 (let ((?x78 (concat 1 ?x55 in_w1)))
 (let ((?x85 (transpose2 1 0 ?x78)))
 (let ((?x88 (dim ?x85 0)))
 (= ?x88 ?x73)))))))
(assert
 (let ((?x55 (idkernel2 sym_c)))
 (let ((?x78 (concat 1 ?x55 in_w1)))
 (let ((?x85 (transpose2 1 0 ?x78)))
 (= (dim ?x85 1) sym_c)))))
(assert
 (let ((?x55 (idkernel2 sym_c)))
(let ((?x78 (concat 1 ?x55 in_w1)))
(let ((?x85 (transpose2 1 0 ?x78)))
(let ((?x62 (transpose2 1 0 in_w1)))
(let ((?x69 (concat 0 ?x55 ?x62)))
(and (distinct ?x69 ?x85) true)))))))
(check-sat)
