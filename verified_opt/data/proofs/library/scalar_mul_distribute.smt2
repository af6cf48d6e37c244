; verified_opt proof obligation: unsat means the rule holds
; axioms used: smul_dist_add
; z3 rlimit used: 73862
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun smul (T T) T)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_S () T)
(declare-fun in_X () T)
(declare-fun dim (T Int) Int)
(declare-fun in_Y () T)
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x12 (add (smul X S) (smul Y S))))
 (let ((?x9 (smul (add X Y) S)))
 (= ?x9 ?x12))) :pattern ( (smul (add X Y) S) ) :pattern ( (add (smul X S) (smul Y S)) ) :qid smul_dist_add))
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
 (= (rank in_Y) 2))
(assert
 (= (dim in_Y 0) sym_m))
(assert
 (= (dim in_Y 1) sym_n))
(assert
 (= (rank (smul in_X in_S)) 2))
(assert
 (= (dim (smul in_X in_S) 0) sym_m))
(assert
 (= (dim (smul in_X in_S) 1) sym_n))
(assert
 (= (rank (smul in_Y in_S)) 2))
(assert
 (= (dim (smul in_Y in_S) 0) sym_m))
(assert
 (= (dim (smul in_Y in_S) 1) sym_n))
(assert
 (= (rank (add (smul in_X in_S) (smul in_Y in_S))) 2))
(assert
 (= (dim (add (smul in_X in_S) (smul in_Y in_S)) 0) sym_m))
(assert
 (= (dim (add (smul in_X in_S) (smul in_Y in_S)) 1) sym_n))
(assert
 (= (rank (add in_X in_Y)) 2))
(assert
 (= (dim (add in_X in_Y) 0) sym_m))
(assert
 (= (dim (add in_X in_Y) 1) sym_n))
(assert
 (= (rank (smul (add in_X in_Y) in_S)) 2))
(assert
 (= (dim (smul (add in_X in_Y) in_S) 0) sym_m))
(assert
 (= (dim (smul (add in_X in_Y) in_S) 1) sym_n))
(assert
 (let ((?x79 (add in_X in_Y)))
(let ((?x86 (smul ?x79 in_S)))
(let ((?x65 (smul in_Y in_S)))
(let ((?x58 (smul in_X in_S)))
(let ((?x72 (add ?x58 ?x65)))
(and (distinct ?x72 ?x86) true)))))))
(check-sat)
