; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose4_unit_spatial
; z3 rlimit used: 2229
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) )(! (let ((?x18 (transpose4 0 1 3 2 X)))
 (let (($x19 (= ?x18 X)))
 (let (($x15 (= (rank X) 4)))
 (=> (and (= 1 (dim X 2)) (= 1 (dim X 3)) $x15) $x19)))) :pattern ( (transpose4 0 1 3 2 X) ) :qid transpose4_unit_spatial))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c2))
(assert
 (let ((?x57 (dim in_u1 2)))
 (= 1 ?x57)))
(assert
 (let ((?x59 (dim in_u1 3)))
 (= 1 ?x59)))
(assert
 (= (rank (transpose4 0 1 3 2 in_u1)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_u1) 0) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_u1) 1) sym_c2))
(assert
 (let ((?x61 (transpose4 0 1 3 2 in_u1)))
 (let ((?x68 (dim ?x61 2)))
 (= 1 ?x68))))
(assert
 (let ((?x61 (transpose4 0 1 3 2 in_u1)))
 (let ((?x70 (dim ?x61 3)))
 (= 1 ?x70))))
(assert
 (let ((?x61 (transpose4 0 1 3 2 in_u1)))
(and (distinct ?x61 in_u1) true)))
(check-sat)
