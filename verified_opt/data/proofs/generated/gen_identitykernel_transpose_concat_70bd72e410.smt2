; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose2_concat0, transpose_idkernel2
; z3 rlimit used: 73509
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
 (forall ((c Int) )(! (let ((?x10 (idkernel2 c)))
 (let ((?x11 (transpose2 1 0 ?x10)))
 (let (($x12 (= ?x11 ?x10)))
 (=> (and (>= c 1)) $x12)))) :pattern ( (transpose2 1 0 (idkernel2 c)) ) :pattern ( (idkernel2 c) ) :qid transpose_idkernel2))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x47 (concat 0 (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x44 (transpose2 p0 p1 (concat p0 X Y))))
 (let (($x48 (= ?x44 ?x47)))
 (let (($x40 (and (>= p0 0) (>= p1 0))))
 (=> $x40 $x48))))) :pattern ( (transpose2 p0 p1 (concat p0 X Y)) ) :pattern ( (concat 0 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat0))
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
 (let ((?x68 (idkernel2 sym_c)))
 (let ((?x75 (transpose2 1 0 in_w1)))
 (let ((?x82 (concat 0 ?x75 ?x68)))
 (= (rank ?x82) 2)))))
(assert
 (let ((?x86 (+ sym_c2 sym_c)))
 (let ((?x68 (idkernel2 sym_c)))
 (let ((?x75 (transpose2 1 0 in_w1)))
 (let ((?x82 (concat 0 ?x75 ?x68)))
 (let ((?x85 (dim ?x82 0)))
 (= ?x85 ?x86)))))))
(assert
 (let ((?x68 (idkernel2 sym_c)))
 (let ((?x75 (transpose2 1 0 in_w1)))
 (let ((?x82 (concat 0 ?x75 ?x68)))
 (= (dim ?x82 1) sym_c)))))
(assert
 (let ((?x86 (+ sym_c2 sym_c)))
 (>= ?x86 0)))
(assert
 (= (rank (concat 1 in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (concat 1 in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (let ((?x86 (+ sym_c2 sym_c)))
 (let ((?x68 (idkernel2 sym_c)))
 (let ((?x91 (concat 1 in_w1 ?x68)))
 (let ((?x96 (dim ?x91 1)))
 (= ?x96 ?x86))))))
(assert
 (let ((?x68 (idkernel2 sym_c)))
 (let ((?x91 (concat 1 in_w1 ?x68)))
 (let ((?x98 (transpose2 1 0 ?x91)))
 (= (rank ?x98) 2)))))
(assert
 (let ((?x86 (+ sym_c2 sym_c)))
 (let ((?x68 (idkernel2 sym_c)))
 (let ((?x91 (concat 1 in_w1 ?x68)))
 (let ((?x98 (transpose2 1 0 ?x91)))
 (let ((?x101 (dim ?x98 0)))
 (= ?x101 ?x86)))))))
(assert
 (let ((?x68 (idkernel2 sym_c)))
 (let ((?x91 (concat 1 in_w1 ?x68)))
 (let ((?x98 (transpose2 1 0 ?x91)))
 (= (dim ?x98 1) sym_c)))))
(assert
 (let ((?x68 (idkernel2 sym_c)))
(let ((?x91 (concat 1 in_w1 ?x68)))
(let ((?x98 (transpose2 1 0 ?x91)))
(let ((?x75 (transpose2 1 0 in_w1)))
(let ((?x82 (concat 0 ?x75 ?x68)))
(and (distinct ?x82 ?x98) true)))))))
(check-sat)
