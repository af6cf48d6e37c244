; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose2_concat1, transpose_idkernel2
; z3 rlimit used: 30060
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun idkernel2 (Int) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((c Int) )(! (let ((?x10 (idkernel2 c)))
 (let ((?x11 (transpose2 1 0 ?x10)))
 (let (($x12 (= ?x11 ?x10)))
 (=> (and (>= c 1)) $x12)))) :pattern ( (transpose2 1 0 (idkernel2 c)) ) :pattern ( (idkernel2 c) ) :qid transpose_idkernel2))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x52 (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x49 (transpose2 p0 p1 (concat p1 X Y))))
 (let (($x53 (= ?x49 ?x52)))
 (let (($x47 (and (>= p0 0) (>= p1 0) (= (rank X) 2) (= (rank Y) 2))))
 (=> $x47 $x53))))) :pattern ( (transpose2 p0 p1 (concat p1 X Y)) ) :pattern ( (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat1))
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
 (let ((?x72 (idkernel2 sym_c)))
 (let ((?x79 (transpose2 1 0 in_x1)))
 (let ((?x86 (concat 1 ?x79 ?x72)))
 (= (rank ?x86) 2)))))
(assert
 (let ((?x72 (idkernel2 sym_c)))
 (let ((?x79 (transpose2 1 0 in_x1)))
 (let ((?x86 (concat 1 ?x79 ?x72)))
 (= (dim ?x86 0) sym_c)))))
(assert
 (let ((?x92 (+ sym_n sym_c)))
 (let ((?x72 (idkernel2 sym_c)))
 (let ((?x79 (transpose2 1 0 in_x1)))
 (let ((?x86 (concat 1 ?x79 ?x72)))
 (let ((?x91 (dim ?x86 1)))
 (= ?x91 ?x92)))))))
(assert
 (let ((?x72 (idkernel2 sym_c)))
 (let ((?x79 (transpose2 1 0 in_x1)))
 (let ((?x86 (concat 1 ?x79 ?x72)))
 (let ((?x94 (concat 1 ?x79 ?x86)))
 (= (rank ?x94) 2))))))
(assert
 (let ((?x72 (idkernel2 sym_c)))
 (let ((?x79 (transpose2 1 0 in_x1)))
 (let ((?x86 (concat 1 ?x79 ?x72)))
 (let ((?x94 (concat 1 ?x79 ?x86)))
 (= (dim ?x94 0) sym_c))))))
(assert
 (let ((?x100 (* 2 sym_n)))
 (let ((?x101 (+ ?x100 sym_c)))
 (let ((?x72 (idkernel2 sym_c)))
 (let ((?x79 (transpose2 1 0 in_x1)))
 (let ((?x86 (concat 1 ?x79 ?x72)))
 (let ((?x94 (concat 1 ?x79 ?x86)))
 (let ((?x99 (dim ?x94 1)))
 (= ?x99 ?x101)))))))))
(assert
 (let ((?x92 (+ sym_n sym_c)))
 (>= ?x92 0)))
(assert
 (let ((?x100 (* 2 sym_n)))
 (let ((?x101 (+ ?x100 sym_c)))
 (>= ?x101 0))))
(assert
 (= (rank (concat 0 in_x1 (idkernel2 sym_c))) 2))
(assert
 (let ((?x92 (+ sym_n sym_c)))
 (let ((?x72 (idkernel2 sym_c)))
 (let ((?x105 (concat 0 in_x1 ?x72)))
 (let ((?x108 (dim ?x105 0)))
 (= ?x108 ?x92))))))
(assert
 (= (dim (concat 0 in_x1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (let ((?x72 (idkernel2 sym_c)))
 (let ((?x105 (concat 0 in_x1 ?x72)))
 (let ((?x112 (concat 0 in_x1 ?x105)))
 (= (rank ?x112) 2)))))
(assert
 (let ((?x100 (* 2 sym_n)))
 (let ((?x101 (+ ?x100 sym_c)))
 (let ((?x72 (idkernel2 sym_c)))
 (let ((?x105 (concat 0 in_x1 ?x72)))
 (let ((?x112 (concat 0 in_x1 ?x105)))
 (let ((?x115 (dim ?x112 0)))
 (= ?x115 ?x101))))))))
(assert
 (let ((?x72 (idkernel2 sym_c)))
 (let ((?x105 (concat 0 in_x1 ?x72)))
 (let ((?x112 (concat 0 in_x1 ?x105)))
 (= (dim ?x112 1) sym_c)))))
(assert
 (let ((?x72 (idkernel2 sym_c)))
 (let ((?x105 (concat 0 in_x1 ?x72)))
 (let ((?x112 (concat 0 in_x1 ?x105)))
 (let ((?x119 (transpose2 1 0 ?x112)))
 (= (rank ?x119) 2))))))
(assert
 (let ((?x72 (idkernel2 sym_c)))
 (let ((?x105 (concat 0 in_x1 ?x72)))
 (let ((?x112 (concat 0 in_x1 ?x105)))
 (let ((?x119 (transpose2 1 0 ?x112)))
 (= (dim ?x119 0) sym_c))))))
(assert
 (let ((?x100 (* 2 sym_n)))
 (let ((?x101 (+ ?x100 sym_c)))
 (let ((?x72 (idkernel2 sym_c)))
 (let ((?x105 (concat 0 in_x1 ?x72)))
 (let ((?x112 (concat 0 in_x1 ?x105)))
 (let ((?x119 (transpose2 1 0 ?x112)))
 (let ((?x124 (dim ?x119 1)))
 (= ?x124 ?x101)))))))))
(assert
 (let ((?x72 (idkernel2 sym_c)))
(let ((?x105 (concat 0 in_x1 ?x72)))
(let ((?x112 (concat 0 in_x1 ?x105)))
(let ((?x119 (transpose2 1 0 ?x112)))
(let ((?x79 (transpose2 1 0 in_x1)))
(let ((?x86 (concat 1 ?x79 ?x72)))
(let ((?x94 (concat 1 ?x79 ?x86)))
(and (distinct ?x94 ?x119) true)))))))))
(check-sat)
