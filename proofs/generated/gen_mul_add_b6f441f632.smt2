; verified_opt proof obligation: unsat means the rule holds
; axioms used: smul_dist_add
; z3 rlimit used: 41631
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun smul (T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun rank (T) Int)
(declare-fun in_s1 () T)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_x2 () T)
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x12 (add (smul X S) (smul Y S))))
 (let ((?x9 (smul (add X Y) S)))
 (= ?x9 ?x12))) :pattern ( (smul (add X Y) S) ) :pattern ( (add (smul X S) (smul Y S)) ) :qid smul_dist_add))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c 1))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank in_x2) 2))
(assert
 (= (dim in_x2 0) sym_n))
(assert
 (= (dim in_x2 1) sym_c))
(assert
 (= (rank (smul in_x1 in_s1)) 2))
(assert
 (= (dim (smul in_x1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_x1 in_s1) 1) sym_c))
(assert
 (= (rank (smul in_x2 in_s1)) 2))
(assert
 (= (dim (smul in_x2 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_x2 in_s1) 1) sym_c))
(assert
 (= (rank (add (smul in_x1 in_s1) (smul in_x2 in_s1))) 2))
(assert
 (= (dim (add (smul in_x1 in_s1) (smul in_x2 in_s1)) 0) sym_n))
(assert
 (= (dim (add (smul in_x1 in_s1) (smul in_x2 in_s1)) 1) sym_c))
(assert
 (= (rank (add in_x1 in_x2)) 2))
(assert
 (= (dim (add in_x1 in_x2) 0) sym_n))
(assert
 (= (dim (add in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (smul (add in_x1 in_x2) in_s1)) 2))
(assert
 (= (dim (smul (add in_x1 in_x2) in_s1) 0) sym_n))
(assert
 (= (dim (smul (add in_x1 in_x2) in_s1) 1) sym_c))
(assert
 (let ((?x79 (add in_x1 in_x2)))
(let ((?x86 (smul ?x79 in_s1)))
(let ((?x65 (smul in_x2 in_s1)))
(let ((?x58 (smul in_x1 in_s1)))
(let ((?x72 (add ?x58 ?x65)))
(and (distinct ?x72 ?x86) true)))))))
(check-sat)
