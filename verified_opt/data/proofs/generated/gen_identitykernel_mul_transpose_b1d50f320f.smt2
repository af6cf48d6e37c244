; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose2_smul, transpose_idkernel2
; z3 rlimit used: 10303
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun idkernel2 (Int) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun smul (T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun in_s1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((c Int) )(! (let ((?x10 (idkernel2 c)))
 (let ((?x11 (transpose2 1 0 ?x10)))
 (let (($x12 (= ?x11 ?x10)))
 (=> (and (>= c 1)) $x12)))) :pattern ( (transpose2 1 0 (idkernel2 c)) ) :pattern ( (idkernel2 c) ) :qid transpose_idkernel2))
 )
(assert
 (forall ((S T) (X T) (p0 Int) (p1 Int) )(! (let ((?x51 (smul (transpose2 p0 p1 X) S)))
 (let ((?x49 (transpose2 p0 p1 (smul X S))))
 (let (($x52 (= ?x49 ?x51)))
 (let (($x47 (and (>= p0 0) (>= p1 0) (= (rank X) 2) (= (rank S) 0))))
 (=> $x47 $x52))))) :pattern ( (transpose2 p0 p1 (smul X S)) ) :pattern ( (smul (transpose2 p0 p1 X) S) ) :qid transpose2_smul))
 )
(assert
 (>= sym_c 1))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (smul (idkernel2 sym_c) in_s1)) 2))
(assert
 (= (dim (smul (idkernel2 sym_c) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel2 sym_c) in_s1) 1) sym_c))
(assert
 (= (rank (transpose2 1 0 (smul (idkernel2 sym_c) in_s1))) 2))
(assert
 (= (dim (transpose2 1 0 (smul (idkernel2 sym_c) in_s1)) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 (smul (idkernel2 sym_c) in_s1)) 1) sym_c))
(assert
 (let ((?x65 (idkernel2 sym_c)))
(let ((?x72 (smul ?x65 in_s1)))
(let ((?x79 (transpose2 1 0 ?x72)))
(and (distinct ?x79 ?x72) true)))))
(check-sat)
