; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose2_smul
; z3 rlimit used: 73202
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_S () T)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((S T) (X T) (p0 Int) (p1 Int) )(! (let ((?x16 (smul (transpose2 p0 p1 X) S)))
 (let ((?x14 (transpose2 p0 p1 (smul X S))))
 (let (($x17 (= ?x14 ?x16)))
 (let (($x10 (and (>= p0 0) (>= p1 0))))
 (=> $x10 $x17))))) :pattern ( (transpose2 p0 p1 (smul X S)) ) :pattern ( (smul (transpose2 p0 p1 X) S) ) :qid transpose2_smul))
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
 (let ((?x72 (transpose2 1 0 in_X)))
(let ((?x79 (smul ?x72 in_S)))
(let ((?x58 (smul in_X in_S)))
(let ((?x65 (transpose2 1 0 ?x58)))
(and (distinct ?x65 ?x79) true))))))
(check-sat)
