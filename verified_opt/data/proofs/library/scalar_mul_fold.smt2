; verified_opt proof obligation: unsat means the rule holds
; axioms used: smul_assoc
; z3 rlimit used: 3380
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun mul (T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun in_S () T)
(declare-fun in_T () T)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((R T) (S T) (X T) )(! (let ((?x17 (smul X (mul S R))))
 (let ((?x15 (smul (smul X S) R)))
 (let (($x18 (= ?x15 ?x17)))
 (let (($x12 (and (= (rank S) 0) (= (rank R) 0))))
 (=> $x12 $x18))))) :pattern ( (smul (smul X S) R) ) :pattern ( (smul X (mul S R)) ) :qid smul_assoc))
 )
(assert
 (>= sym_m 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_S) 0))
(assert
 (= (rank in_T) 0))
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
 (= (rank (smul (smul in_X in_S) in_T)) 2))
(assert
 (= (dim (smul (smul in_X in_S) in_T) 0) sym_m))
(assert
 (= (dim (smul (smul in_X in_S) in_T) 1) sym_n))
(assert
 (= (rank (mul in_S in_T)) 0))
(assert
 (= (rank (smul in_X (mul in_S in_T))) 2))
(assert
 (= (dim (smul in_X (mul in_S in_T)) 0) sym_m))
(assert
 (= (dim (smul in_X (mul in_S in_T)) 1) sym_n))
(assert
 (let ((?x76 (mul in_S in_T)))
(let ((?x79 (smul in_X ?x76)))
(let ((?x62 (smul in_X in_S)))
(let ((?x69 (smul ?x62 in_T)))
(and (distinct ?x69 ?x79) true))))))
(check-sat)
