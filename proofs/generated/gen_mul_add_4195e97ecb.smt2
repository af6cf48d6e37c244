; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_comm, smul_dist_add, smul_mul
; z3 rlimit used: 41876
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
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
 (forall ((X T) (Y T) )(! (let ((?x8 (mul Y X)))
 (let ((?x7 (mul X Y)))
 (= ?x7 ?x8))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x34 (smul Y S)))
 (let ((?x35 (add (smul X S) ?x34)))
 (let ((?x32 (smul (add X Y) S)))
 (= ?x32 ?x35)))) :pattern ( (smul (add X Y) S) ) :pattern ( (add (smul X S) (smul Y S)) ) :qid smul_dist_add))
 )
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x34 (smul Y S)))
 (let ((?x41 (mul X ?x34)))
 (let ((?x7 (mul X Y)))
 (let ((?x40 (smul ?x7 S)))
 (= ?x40 ?x41))))) :pattern ( (smul (mul X Y) S) ) :pattern ( (mul X (smul Y S)) ) :qid smul_mul))
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
 (= (rank (mul in_x2 (smul in_x1 in_s1))) 2))
(assert
 (= (dim (mul in_x2 (smul in_x1 in_s1)) 0) sym_n))
(assert
 (= (dim (mul in_x2 (smul in_x1 in_s1)) 1) sym_c))
(assert
 (let ((?x70 (smul in_x1 in_s1)))
 (let ((?x77 (mul in_x2 ?x70)))
 (let ((?x84 (add ?x70 ?x77)))
 (= (rank ?x84) 2)))))
(assert
 (let ((?x70 (smul in_x1 in_s1)))
 (let ((?x77 (mul in_x2 ?x70)))
 (let ((?x84 (add ?x70 ?x77)))
 (= (dim ?x84 0) sym_n)))))
(assert
 (let ((?x70 (smul in_x1 in_s1)))
 (let ((?x77 (mul in_x2 ?x70)))
 (let ((?x84 (add ?x70 ?x77)))
 (= (dim ?x84 1) sym_c)))))
(assert
 (= (rank (mul in_x1 in_x2)) 2))
(assert
 (= (dim (mul in_x1 in_x2) 0) sym_n))
(assert
 (= (dim (mul in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (add in_x1 (mul in_x1 in_x2))) 2))
(assert
 (= (dim (add in_x1 (mul in_x1 in_x2)) 0) sym_n))
(assert
 (= (dim (add in_x1 (mul in_x1 in_x2)) 1) sym_c))
(assert
 (= (rank (smul (add in_x1 (mul in_x1 in_x2)) in_s1)) 2))
(assert
 (= (dim (smul (add in_x1 (mul in_x1 in_x2)) in_s1) 0) sym_n))
(assert
 (= (dim (smul (add in_x1 (mul in_x1 in_x2)) in_s1) 1) sym_c))
(assert
 (let ((?x91 (mul in_x1 in_x2)))
(let ((?x98 (add in_x1 ?x91)))
(let ((?x105 (smul ?x98 in_s1)))
(let ((?x70 (smul in_x1 in_s1)))
(let ((?x77 (mul in_x2 ?x70)))
(let ((?x84 (add ?x70 ?x77)))
(and (distinct ?x84 ?x105) true))))))))
(check-sat)
