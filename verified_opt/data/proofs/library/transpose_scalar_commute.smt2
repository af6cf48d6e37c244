; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose2_smul
; z3 rlimit used: 3874
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun in_S () T)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((S T) (X T) (p0 Int) (p1 Int) )(! (let ((?x21 (smul (transpose2 p0 p1 X) S)))
 (let ((?x19 (transpose2 p0 p1 (smul X S))))
 (let (($x22 (= ?x19 ?x21)))
 (let (($x17 (and (>= p0 0) (>= p1 0) (= (rank X) 2) (= (rank S) 0))))
 (=> $x17 $x22))))) :pattern ( (transpose2 p0 p1 (smul X S)) ) :pattern ( (smul (transpose2 p0 p1 X) S) ) :qid transpose2_smul))
 )
(assert
 (>= sym_m 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_S) 0))
(assert
 (= (rank in_X) 2))
(assert
 (= (dim in_X 0) sym_m))
(assert
 (= (dim in_X 1) sym_n))
(assert
 (= (rank (smul in_X in_S)) 2))
(assert
 (= (dim (smul in_X in_S) 0) sym_m))
(assert
 (= (dim (smul in_X in_S) 1) sym_n))
(assert
 (= (rank (transpose2 1 0 (smul in_X in_S))) 2))
(assert
 (= (dim (transpose2 1 0 (smul in_X in_S)) 0) sym_n))
(assert
 (= (dim (transpose2 1 0 (smul in_X in_S)) 1) sym_m))
(assert
 (= (rank (transpose2 1 0 in_X)) 2))
(assert
 (= (dim (transpose2 1 0 in_X) 0) sym_n))
(assert
 (= (dim (transpose2 1 0 in_X) 1) sym_m))
(assert
 (= (rank (smul (transpose2 1 0 in_X) in_S)) 2))
(assert
 (= (dim (smul (transpose2 1 0 in_X) in_S) 0) sym_n))
(assert
 (= (dim (smul (transpose2 1 0 in_X) in_S) 1) sym_m))
(assert
 (let ((?x76 (transpose2 1 0 in_X)))
(let ((?x83 (smul ?x76 in_S)))
(let ((?x62 (smul in_X in_S)))
(let ((?x69 (transpose2 1 0 ?x62)))
(and (distinct ?x69 ?x83) true))))))
(check-sat)
