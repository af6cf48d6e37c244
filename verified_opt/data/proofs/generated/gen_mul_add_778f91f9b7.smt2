; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_comm, mul_dist_add, smul_mul
; z3 rlimit used: 74851
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun add (T T) T)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
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
 (>= sym_n 1))
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
 (= (rank (mul in_x1 in_x2)) 2))
(assert
 (= (dim (mul in_x1 in_x2) 0) sym_n))
(assert
 (= (dim (mul in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (smul (mul in_x1 in_x2) in_s1)) 2))
(assert
 (= (dim (smul (mul in_x1 in_x2) in_s1) 0) sym_n))
(assert
 (= (dim (smul (mul in_x1 in_x2) in_s1) 1) sym_c))
(assert
 (let ((?x71 (mul in_x1 in_x2)))
 (let ((?x78 (smul ?x71 in_s1)))
 (let ((?x85 (add ?x71 ?x78)))
 (= (rank ?x85) 2)))))
(assert
 (let ((?x71 (mul in_x1 in_x2)))
 (let ((?x78 (smul ?x71 in_s1)))
 (let ((?x85 (add ?x71 ?x78)))
 (= (dim ?x85 0) sym_n)))))
(assert
 (let ((?x71 (mul in_x1 in_x2)))
 (let ((?x78 (smul ?x71 in_s1)))
 (let ((?x85 (add ?x71 ?x78)))
 (= (dim ?x85 1) sym_c)))))
(assert
 (= (rank (smul in_x1 in_s1)) 2))
(assert
 (= (dim (smul in_x1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_x1 in_s1) 1) sym_c))
(assert
 (= (rank (add in_x1 (smul in_x1 in_s1))) 2))
(assert
 (= (dim (add in_x1 (smul in_x1 in_s1)) 0) sym_n))
(assert
 (= (dim (add in_x1 (smul in_x1 in_s1)) 1) sym_c))
(assert
 (= (rank (mul in_x2 (add in_x1 (smul in_x1 in_s1)))) 2))
(assert
 (= (dim (mul in_x2 (add in_x1 (smul in_x1 in_s1))) 0) sym_n))
(assert
 (= (dim (mul in_x2 (add in_x1 (smul in_x1 in_s1))) 1) sym_c))
(assert
 (let ((?x92 (smul in_x1 in_s1)))
(let ((?x99 (add in_x1 ?x92)))
(let ((?x106 (mul in_x2 ?x99)))
(let ((?x71 (mul in_x1 in_x2)))
(let ((?x78 (smul ?x71 in_s1)))
(let ((?x85 (add ?x71 ?x78)))
(and (distinct ?x85 ?x106) true))))))))
(check-sat)
