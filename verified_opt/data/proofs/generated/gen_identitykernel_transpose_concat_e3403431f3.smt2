; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose2_concat0, transpose_idkernel2
; z3 rlimit used: 29900
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
 (let ((?x79 (transpose2 1 0 in_w1)))
 (let ((?x72 (idkernel2 sym_c)))
 (let ((?x86 (concat 0 ?x72 ?x79)))
 (= (rank ?x86) 2)))))
(assert
 (let ((?x90 (+ sym_c sym_c2)))
 (let ((?x79 (transpose2 1 0 in_w1)))
 (let ((?x72 (idkernel2 sym_c)))
 (let ((?x86 (concat 0 ?x72 ?x79)))
 (let ((?x89 (dim ?x86 0)))
 (= ?x89 ?x90)))))))
(assert
 (let ((?x79 (transpose2 1 0 in_w1)))
 (let ((?x72 (idkernel2 sym_c)))
 (let ((?x86 (concat 0 ?x72 ?x79)))
 (= (dim ?x86 1) sym_c)))))
(assert
 (let ((?x79 (transpose2 1 0 in_w1)))
 (let ((?x72 (idkernel2 sym_c)))
 (let ((?x86 (concat 0 ?x72 ?x79)))
 (let ((?x94 (concat 0 ?x86 ?x79)))
 (= (rank ?x94) 2))))))
(assert
 (let ((?x98 (* 2 sym_c2)))
 (let ((?x99 (+ sym_c ?x98)))
 (let ((?x79 (transpose2 1 0 in_w1)))
 (let ((?x72 (idkernel2 sym_c)))
 (let ((?x86 (concat 0 ?x72 ?x79)))
 (let ((?x94 (concat 0 ?x86 ?x79)))
 (let ((?x97 (dim ?x94 0)))
 (= ?x97 ?x99)))))))))
(assert
 (let ((?x79 (transpose2 1 0 in_w1)))
 (let ((?x72 (idkernel2 sym_c)))
 (let ((?x86 (concat 0 ?x72 ?x79)))
 (let ((?x94 (concat 0 ?x86 ?x79)))
 (= (dim ?x94 1) sym_c))))))
(assert
 (let ((?x90 (+ sym_c sym_c2)))
 (>= ?x90 0)))
(assert
 (let ((?x98 (* 2 sym_c2)))
 (let ((?x99 (+ sym_c ?x98)))
 (>= ?x99 0))))
(assert
 (= (rank (concat 1 (idkernel2 sym_c) in_w1)) 2))
(assert
 (= (dim (concat 1 (idkernel2 sym_c) in_w1) 0) sym_c))
(assert
 (let ((?x90 (+ sym_c sym_c2)))
 (let ((?x72 (idkernel2 sym_c)))
 (let ((?x105 (concat 1 ?x72 in_w1)))
 (let ((?x110 (dim ?x105 1)))
 (= ?x110 ?x90))))))
(assert
 (let ((?x72 (idkernel2 sym_c)))
 (let ((?x105 (concat 1 ?x72 in_w1)))
 (let ((?x112 (concat 1 ?x105 in_w1)))
 (= (rank ?x112) 2)))))
(assert
 (let ((?x72 (idkernel2 sym_c)))
 (let ((?x105 (concat 1 ?x72 in_w1)))
 (let ((?x112 (concat 1 ?x105 in_w1)))
 (= (dim ?x112 0) sym_c)))))
(assert
 (let ((?x98 (* 2 sym_c2)))
 (let ((?x99 (+ sym_c ?x98)))
 (let ((?x72 (idkernel2 sym_c)))
 (let ((?x105 (concat 1 ?x72 in_w1)))
 (let ((?x112 (concat 1 ?x105 in_w1)))
 (let ((?x117 (dim ?x112 1)))
 (= ?x117 ?x99))))))))
(assert
 (let ((?x72 (idkernel2 sym_c)))
 (let ((?x105 (concat 1 ?x72 in_w1)))
 (let ((?x112 (concat 1 ?x105 in_w1)))
 (let ((?x119 (transpose2 1 0 ?x112)))
 (= (rank ?x119) 2))))))
(assert
 (let ((?x98 (* 2 sym_c2)))
 (let ((?x99 (+ sym_c ?x98)))
 (let ((?x72 (idkernel2 sym_c)))
 (let ((?x105 (concat 1 ?x72 in_w1)))
 (let ((?x112 (concat 1 ?x105 in_w1)))
 (let ((?x119 (transpose2 1 0 ?x112)))
 (let ((?x122 (dim ?x119 0)))
 (= ?x122 ?x99)))))))))
(assert
 (let ((?x72 (idkernel2 sym_c)))
 (let ((?x105 (concat 1 ?x72 in_w1)))
 (let ((?x112 (concat 1 ?x105 in_w1)))
 (let ((?x119 (transpose2 1 0 ?x112)))
 (= (dim ?x119 1) sym_c))))))
(assert
 (let ((?x72 (idkernel2 sym_c)))
(let ((?x105 (concat 1 ?x72 in_w1)))
(let ((?x112 (concat 1 ?x105 in_w1)))
(let ((?x119 (transpose2 1 0 ?x112)))
(let ((?x79 (transpose2 1 0 in_w1)))
(let ((?x86 (concat 0 ?x72 ?x79)))
(let ((?x94 (concat 0 ?x86 ?x79)))
(and (distinct ?x94 ?x119) true)))))))))
(check-sat)
