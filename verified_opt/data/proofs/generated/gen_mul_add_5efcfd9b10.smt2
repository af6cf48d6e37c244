; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_comm, smul_dist_add, smul_mul
; z3 rlimit used: 74557
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun add (T T) T)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_i2 () T)
(declare-fun in_s1 () T)
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
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
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
 (= (rank (mul in_i2 (smul in_i1 in_s1))) 4))
(assert
 (= (dim (mul in_i2 (smul in_i1 in_s1)) 0) sym_n))
(assert
 (= (dim (mul in_i2 (smul in_i1 in_s1)) 1) sym_c))
(assert
 (= (dim (mul in_i2 (smul in_i1 in_s1)) 2) sym_h))
(assert
 (= (dim (mul in_i2 (smul in_i1 in_s1)) 3) sym_w))
(assert
 (let ((?x84 (smul in_i1 in_s1)))
 (let ((?x95 (mul in_i2 ?x84)))
 (let ((?x106 (add ?x84 ?x95)))
 (= (rank ?x106) 4)))))
(assert
 (let ((?x84 (smul in_i1 in_s1)))
 (let ((?x95 (mul in_i2 ?x84)))
 (let ((?x106 (add ?x84 ?x95)))
 (= (dim ?x106 0) sym_n)))))
(assert
 (let ((?x84 (smul in_i1 in_s1)))
 (let ((?x95 (mul in_i2 ?x84)))
 (let ((?x106 (add ?x84 ?x95)))
 (= (dim ?x106 1) sym_c)))))
(assert
 (let ((?x84 (smul in_i1 in_s1)))
 (let ((?x95 (mul in_i2 ?x84)))
 (let ((?x106 (add ?x84 ?x95)))
 (= (dim ?x106 2) sym_h)))))
(assert
 (let ((?x84 (smul in_i1 in_s1)))
 (let ((?x95 (mul in_i2 ?x84)))
 (let ((?x106 (add ?x84 ?x95)))
 (= (dim ?x106 3) sym_w)))))
(assert
 (= (rank (mul in_i1 in_i2)) 4))
(assert
 (= (dim (mul in_i1 in_i2) 0) sym_n))
(assert
 (= (dim (mul in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (mul in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (mul in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (add in_i1 (mul in_i1 in_i2))) 4))
(assert
 (= (dim (add in_i1 (mul in_i1 in_i2)) 0) sym_n))
(assert
 (= (dim (add in_i1 (mul in_i1 in_i2)) 1) sym_c))
(assert
 (= (dim (add in_i1 (mul in_i1 in_i2)) 2) sym_h))
(assert
 (= (dim (add in_i1 (mul in_i1 in_i2)) 3) sym_w))
(assert
 (= (rank (smul (add in_i1 (mul in_i1 in_i2)) in_s1)) 4))
(assert
 (= (dim (smul (add in_i1 (mul in_i1 in_i2)) in_s1) 0) sym_n))
(assert
 (= (dim (smul (add in_i1 (mul in_i1 in_i2)) in_s1) 1) sym_c))
(assert
 (= (dim (smul (add in_i1 (mul in_i1 in_i2)) in_s1) 2) sym_h))
(assert
 (= (dim (smul (add in_i1 (mul in_i1 in_i2)) in_s1) 3) sym_w))
(assert
 (let ((?x117 (mul in_i1 in_i2)))
(let ((?x128 (add in_i1 ?x117)))
(let ((?x139 (smul ?x128 in_s1)))
(let ((?x84 (smul in_i1 in_s1)))
(let ((?x95 (mul in_i2 ?x84)))
(let ((?x106 (add ?x84 ?x95)))
(and (distinct ?x106 ?x139) true))))))))
(check-sat)
