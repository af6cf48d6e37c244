; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose2_smul, transpose_idkernel2
; z3 rlimit used: 73026
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun idkernel2 (Int) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun rank (T) Int)
(declare-fun in_s1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((c Int) )(! (let ((?x10 (idkernel2 c)))
 (let ((?x11 (transpose2 1 0 ?x10)))
 (let (($x12 (= ?x11 ?x10)))
 (=> (and (>= c 1)) $x12)))) :pattern ( (transpose2 1 0 (idkernel2 c)) ) :pattern ( (idkernel2 c) ) :qid transpose_idkernel2))
 )
(assert
 (forall ((S T) (X T) (p0 Int) (p1 Int) )(! (let ((?x46 (smul (transpose2 p0 p1 X) S)))
 (let ((?x44 (transpose2 p0 p1 (smul X S))))
 (let (($x47 (= ?x44 ?x46)))
 (let (($x40 (and (>= p0 0) (>= p1 0))))
 (=> $x40 $x47))))) :pattern ( (transpose2 p0 p1 (smul X S)) ) :pattern ( (smul (transpose2 p0 p1 X) S) ) :qid transpose2_smul))
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
 (let ((?x60 (idkernel2 sym_c)))
(let ((?x68 (smul ?x60 in_s1)))
(let ((?x75 (transpose2 1 0 ?x68)))
(and (distinct ?x75 ?x68) true)))))
(check-sat)
