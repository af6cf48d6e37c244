; verified_opt proof obligation: unsat means the rule holds
; axioms used: smul_dist_add
; z3 rlimit used: 42008
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun smul (T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_i2 () T)
(declare-fun in_s1 () T)
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
 (>= sym_h 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_i1) 4))
(assert
 (= (dim in_i1 0) sym_n))
(assert
 (= (dim in_i1 1) sym_c))
(assert
 (= (dim in_i1 2) sym_h))
(assert
 (= (dim in_i1 3) sym_w))
(assert
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n))
(assert
 (= (dim in_i2 1) sym_c))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (smul in_i1 in_s1)) 4))
(assert
 (= (dim (smul in_i1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_i1 in_s1) 1) sym_c))
(assert
 (= (dim (smul in_i1 in_s1) 2) sym_h))
(assert
 (= (dim (smul in_i1 in_s1) 3) sym_w))
(assert
 (= (rank (smul in_i2 in_s1)) 4))
(assert
 (= (dim (smul in_i2 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_i2 in_s1) 1) sym_c))
(assert
 (= (dim (smul in_i2 in_s1) 2) sym_h))
(assert
 (= (dim (smul in_i2 in_s1) 3) sym_w))
(assert
 (= (rank (add (smul in_i1 in_s1) (smul in_i2 in_s1))) 4))
(assert
 (= (dim (add (smul in_i1 in_s1) (smul in_i2 in_s1)) 0) sym_n))
(assert
 (= (dim (add (smul in_i1 in_s1) (smul in_i2 in_s1)) 1) sym_c))
(assert
 (= (dim (add (smul in_i1 in_s1) (smul in_i2 in_s1)) 2) sym_h))
(assert
 (= (dim (add (smul in_i1 in_s1) (smul in_i2 in_s1)) 3) sym_w))
(assert
 (= (rank (add in_i1 in_i2)) 4))
(assert
 (= (dim (add in_i1 in_i2) 0) sym_n))
(assert
 (= (dim (add in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (add in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (add in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (smul (add in_i1 in_i2) in_s1)) 4))
(assert
 (= (dim (smul (add in_i1 in_i2) in_s1) 0) sym_n))
(assert
 (= (dim (smul (add in_i1 in_i2) in_s1) 1) sym_c))
(assert
 (= (dim (smul (add in_i1 in_i2) in_s1) 2) sym_h))
(assert
 (= (dim (smul (add in_i1 in_i2) in_s1) 3) sym_w))
(assert
 (let ((?x105 (add in_i1 in_i2)))
(let ((?x116 (smul ?x105 in_s1)))
(let ((?x83 (smul in_i2 in_s1)))
(let ((?x72 (smul in_i1 in_s1)))
(let ((?x94 (add ?x72 ?x83)))
(and (distinct ?x94 ?x116) true)))))))
(check-sat)
