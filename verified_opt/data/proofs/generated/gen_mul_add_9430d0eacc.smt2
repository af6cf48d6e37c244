; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_comm, mul_dist_add, smul_mul
; z3 rlimit used: 75159
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
 (forall ((X T) (Y T) (Z T) )(! (let ((?x35 (add (mul X Y) (mul X Z))))
 (let ((?x32 (mul X (add Y Z))))
 (= ?x32 ?x35))) :pattern ( (mul X (add Y Z)) ) :pattern ( (add (mul X Y) (mul X Z)) ) :qid mul_dist_add))
 )
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x42 (mul X (smul Y S))))
 (let ((?x7 (mul X Y)))
 (let ((?x40 (smul ?x7 S)))
 (= ?x40 ?x42)))) :pattern ( (smul (mul X Y) S) ) :pattern ( (mul X (smul Y S)) ) :qid smul_mul))
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
 (= (rank (smul (mul in_i1 in_i2) in_s1)) 4))
(assert
 (= (dim (smul (mul in_i1 in_i2) in_s1) 0) sym_n))
(assert
 (= (dim (smul (mul in_i1 in_i2) in_s1) 1) sym_c))
(assert
 (= (dim (smul (mul in_i1 in_i2) in_s1) 2) sym_h))
(assert
 (= (dim (smul (mul in_i1 in_i2) in_s1) 3) sym_w))
(assert
 (let ((?x85 (mul in_i1 in_i2)))
 (let ((?x96 (smul ?x85 in_s1)))
 (let ((?x107 (add ?x85 ?x96)))
 (= (rank ?x107) 4)))))
(assert
 (let ((?x85 (mul in_i1 in_i2)))
 (let ((?x96 (smul ?x85 in_s1)))
 (let ((?x107 (add ?x85 ?x96)))
 (= (dim ?x107 0) sym_n)))))
(assert
 (let ((?x85 (mul in_i1 in_i2)))
 (let ((?x96 (smul ?x85 in_s1)))
 (let ((?x107 (add ?x85 ?x96)))
 (= (dim ?x107 1) sym_c)))))
(assert
 (let ((?x85 (mul in_i1 in_i2)))
 (let ((?x96 (smul ?x85 in_s1)))
 (let ((?x107 (add ?x85 ?x96)))
 (= (dim ?x107 2) sym_h)))))
(assert
 (let ((?x85 (mul in_i1 in_i2)))
 (let ((?x96 (smul ?x85 in_s1)))
 (let ((?x107 (add ?x85 ?x96)))
 (= (dim ?x107 3) sym_w)))))
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
 (= (rank (add in_i1 (smul in_i1 in_s1))) 4))
(assert
 (= (dim (add in_i1 (smul in_i1 in_s1)) 0) sym_n))
(assert
 (= (dim (add in_i1 (smul in_i1 in_s1)) 1) sym_c))
(assert
 (= (dim (add in_i1 (smul in_i1 in_s1)) 2) sym_h))
(assert
 (= (dim (add in_i1 (smul in_i1 in_s1)) 3) sym_w))
(assert
 (= (rank (mul in_i2 (add in_i1 (smul in_i1 in_s1)))) 4))
(assert
 (= (dim (mul in_i2 (add in_i1 (smul in_i1 in_s1))) 0) sym_n))
(assert
 (= (dim (mul in_i2 (add in_i1 (smul in_i1 in_s1))) 1) sym_c))
(assert
 (= (dim (mul in_i2 (add in_i1 (smul in_i1 in_s1))) 2) sym_h))
(assert
 (= (dim (mul in_i2 (add in_i1 (smul in_i1 in_s1))) 3) sym_w))
(assert
 (let ((?x118 (smul in_i1 in_s1)))
(let ((?x129 (add in_i1 ?x118)))
(let ((?x140 (mul in_i2 ?x129)))
(let ((?x85 (mul in_i1 in_i2)))
(let ((?x96 (smul ?x85 in_s1)))
(let ((?x107 (add ?x85 ?x96)))
(and (distinct ?x107 ?x140) true))))))))
(check-sat)
