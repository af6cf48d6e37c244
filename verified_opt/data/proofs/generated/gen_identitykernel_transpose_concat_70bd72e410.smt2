; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose2_concat0, transpose_idkernel2
; z3 rlimit used: 27562
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun idkernel2 (Int) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((c Int) )(! (let ((?x10 (idkernel2 c)))
 (let ((?x11 (transpose2 1 0 ?x10)))
 (let (($x12 (= ?x11 ?x10)))
 (=> (and (>= c 1)) $x12)))) :pattern ( (transpose2 1 0 (idkernel2 c)) ) :pattern ( (idkernel2 c) ) :qid transpose_idkernel2))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x52 (concat 0 (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x49 (transpose2 p0 p1 (concat p0 X Y))))
 (let (($x53 (= ?x49 ?x52)))
 (let (($x47 (and (>= p0 0) (>= p1 0) (= (rank X) 2) (= (rank Y) 2))))
 (=> $x47 $x53))))) :pattern ( (transpose2 p0 p1 (concat p0 X Y)) ) :pattern ( (concat 0 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat0))
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
 (let ((?x72 (idkernel2 sym_c)))
 (let ((?x79 (transpose2 1 0 in_w1)))
 (let ((?x86 (concat 0 ?x79 ?x72)))
 (= (rank ?x86) 2)))))
(assert
 (let ((?x90 (+ sym_c2 sym_c)))
 (let ((?x72 (idkernel2 sym_c)))
 (let ((?x79 (transpose2 1 0 in_w1)))
 (let ((?x86 (concat 0 ?x79 ?x72)))
 (let ((?x89 (dim ?x86 0)))
 (= ?x89 ?x90)))))))
(assert
 (let ((?x72 (idkernel2 sym_c)))
 (let ((?x79 (transpose2 1 0 in_w1)))
 (let ((?x86 (concat 0 ?x79 ?x72)))
 (= (dim ?x86 1) sym_c)))))
(assert
 (let ((?x90 (+ sym_c2 sym_c)))
 (>= ?x90 0)))
(assert
 (= (rank (concat 1 in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (concat 1 in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (let ((?x90 (+ sym_c2 sym_c)))
 (let ((?x72 (idkernel2 sym_c)))
 (let ((?x95 (concat 1 in_w1 ?x72)))
 (let ((?x100 (dim ?x95 1)))
 (= ?x100 ?x90))))))
(assert
 (let ((?x72 (idkernel2 sym_c)))
 (let ((?x95 (concat 1 in_w1 ?x72)))
 (let ((?x102 (transpose2 1 0 ?x95)))
 (= (rank ?x102) 2)))))
(assert
 (let ((?x90 (+ sym_c2 sym_c)))
 (let ((?x72 (idkernel2 sym_c)))
 (let ((?x95 (concat 1 in_w1 ?x72)))
 (let ((?x102 (transpose2 1 0 ?x95)))
 (let ((?x105 (dim ?x102 0)))
 (= ?x105 ?x90)))))))
(assert
 (let ((?x72 (idkernel2 sym_c)))
 (let ((?x95 (concat 1 in_w1 ?x72)))
 (let ((?x102 (transpose2 1 0 ?x95)))
 (= (dim ?x102 1) sym_c)))))
(assert
 (let ((?x72 (idkernel2 sym_c)))
(let ((?x95 (concat 1 in_w1 ?x72)))
(let ((?x102 (transpose2 1 0 ?x95)))
(let ((?x79 (transpose2 1 0 in_w1)))
(let ((?x86 (concat 0 ?x79 ?x72)))
(and (distinct ?x86 ?x102) true)))))))
(check-sat)
