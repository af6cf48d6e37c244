; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_comm, smul_concat, smul_mul
; z3 rlimit used: 73783
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun smul (T T) T)
(declare-fun mul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_s1 () T)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_x2 () T)
(assert
 (forall ((A T) (B T) (S T) (ax Int) )(! (let ((?x13 (concat ax (smul A S) (smul B S))))
 (let ((?x10 (smul (concat ax A B) S)))
 (= ?x10 ?x13))) :pattern ( (smul (concat ax A B) S) ) :pattern ( (concat ax (smul A S) (smul B S)) ) :qid smul_concat))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x37 (mul Y X)))
 (let ((?x36 (mul X Y)))
 (= ?x36 ?x37))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x44 (mul X (smul Y S))))
 (let ((?x36 (mul X Y)))
 (let ((?x42 (smul ?x36 S)))
 (= ?x42 ?x44)))) :pattern ( (smul (mul X Y) S) ) :pattern ( (mul X (smul Y S)) ) :qid smul_mul))
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
 (let ((?x73 (smul in_x1 in_s1)))
 (let ((?x80 (mul in_x2 ?x73)))
 (let ((?x87 (concat 1 ?x73 ?x80)))
 (= (rank ?x87) 2)))))
(assert
 (let ((?x73 (smul in_x1 in_s1)))
 (let ((?x80 (mul in_x2 ?x73)))
 (let ((?x87 (concat 1 ?x73 ?x80)))
 (= (dim ?x87 0) sym_n)))))
(assert
 (let ((?x93 (* 2 sym_c)))
 (let ((?x73 (smul in_x1 in_s1)))
 (let ((?x80 (mul in_x2 ?x73)))
 (let ((?x87 (concat 1 ?x73 ?x80)))
 (let ((?x92 (dim ?x87 1)))
 (= ?x92 ?x93)))))))
(assert
 (let ((?x93 (* 2 sym_c)))
 (>= ?x93 0)))
(assert
 (= (rank (mul in_x1 in_x2)) 2))
(assert
 (= (dim (mul in_x1 in_x2) 0) sym_n))
(assert
 (= (dim (mul in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (concat 1 in_x1 (mul in_x1 in_x2))) 2))
(assert
 (= (dim (concat 1 in_x1 (mul in_x1 in_x2)) 0) sym_n))
(assert
 (let ((?x93 (* 2 sym_c)))
 (let ((?x96 (mul in_x1 in_x2)))
 (let ((?x103 (concat 1 in_x1 ?x96)))
 (let ((?x108 (dim ?x103 1)))
 (= ?x108 ?x93))))))
(assert
 (= (rank (smul (concat 1 in_x1 (mul in_x1 in_x2)) in_s1)) 2))
(assert
 (let ((?x96 (mul in_x1 in_x2)))
 (let ((?x103 (concat 1 in_x1 ?x96)))
 (let ((?x110 (smul ?x103 in_s1)))
 (= (dim ?x110 0) sym_n)))))
(assert
 (let ((?x93 (* 2 sym_c)))
 (let ((?x96 (mul in_x1 in_x2)))
 (let ((?x103 (concat 1 in_x1 ?x96)))
 (let ((?x110 (smul ?x103 in_s1)))
 (let ((?x115 (dim ?x110 1)))
 (= ?x115 ?x93)))))))
(assert
 (let ((?x96 (mul in_x1 in_x2)))
(let ((?x103 (concat 1 in_x1 ?x96)))
(let ((?x110 (smul ?x103 in_s1)))
(let ((?x73 (smul in_x1 in_s1)))
(let ((?x80 (mul in_x2 ?x73)))
(let ((?x87 (concat 1 ?x73 ?x80)))
(and (distinct ?x87 ?x110) true))))))))
(check-sat)
