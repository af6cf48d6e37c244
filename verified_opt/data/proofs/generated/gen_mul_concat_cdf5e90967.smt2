; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_comm, smul_concat, smul_mul
; z3 rlimit used: 74355
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun smul (T T) T)
(declare-fun mul (T T) T)
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
 (let ((?x87 (smul in_i1 in_s1)))
 (let ((?x98 (mul in_i2 ?x87)))
 (let ((?x109 (concat 1 ?x98 ?x87)))
 (= (rank ?x109) 4)))))
(assert
 (let ((?x87 (smul in_i1 in_s1)))
 (let ((?x98 (mul in_i2 ?x87)))
 (let ((?x109 (concat 1 ?x98 ?x87)))
 (= (dim ?x109 0) sym_n)))))
(assert
 (let ((?x115 (* 2 sym_c)))
 (let ((?x87 (smul in_i1 in_s1)))
 (let ((?x98 (mul in_i2 ?x87)))
 (let ((?x109 (concat 1 ?x98 ?x87)))
 (let ((?x114 (dim ?x109 1)))
 (= ?x114 ?x115)))))))
(assert
 (let ((?x87 (smul in_i1 in_s1)))
 (let ((?x98 (mul in_i2 ?x87)))
 (let ((?x109 (concat 1 ?x98 ?x87)))
 (= (dim ?x109 2) sym_h)))))
(assert
 (let ((?x87 (smul in_i1 in_s1)))
 (let ((?x98 (mul in_i2 ?x87)))
 (let ((?x109 (concat 1 ?x98 ?x87)))
 (= (dim ?x109 3) sym_w)))))
(assert
 (let ((?x115 (* 2 sym_c)))
 (>= ?x115 0)))
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
 (= (rank (concat 1 (mul in_i1 in_i2) in_i1)) 4))
(assert
 (= (dim (concat 1 (mul in_i1 in_i2) in_i1) 0) sym_n))
(assert
 (let ((?x115 (* 2 sym_c)))
 (let ((?x122 (mul in_i1 in_i2)))
 (let ((?x133 (concat 1 ?x122 in_i1)))
 (let ((?x138 (dim ?x133 1)))
 (= ?x138 ?x115))))))
(assert
 (= (dim (concat 1 (mul in_i1 in_i2) in_i1) 2) sym_h))
(assert
 (= (dim (concat 1 (mul in_i1 in_i2) in_i1) 3) sym_w))
(assert
 (= (rank (smul (concat 1 (mul in_i1 in_i2) in_i1) in_s1)) 4))
(assert
 (let ((?x122 (mul in_i1 in_i2)))
 (let ((?x133 (concat 1 ?x122 in_i1)))
 (let ((?x144 (smul ?x133 in_s1)))
 (= (dim ?x144 0) sym_n)))))
(assert
 (let ((?x115 (* 2 sym_c)))
 (let ((?x122 (mul in_i1 in_i2)))
 (let ((?x133 (concat 1 ?x122 in_i1)))
 (let ((?x144 (smul ?x133 in_s1)))
 (let ((?x149 (dim ?x144 1)))
 (= ?x149 ?x115)))))))
(assert
 (let ((?x122 (mul in_i1 in_i2)))
 (let ((?x133 (concat 1 ?x122 in_i1)))
 (let ((?x144 (smul ?x133 in_s1)))
 (= (dim ?x144 2) sym_h)))))
(assert
 (let ((?x122 (mul in_i1 in_i2)))
 (let ((?x133 (concat 1 ?x122 in_i1)))
 (let ((?x144 (smul ?x133 in_s1)))
 (= (dim ?x144 3) sym_w)))))
(assert
 (let ((?x122 (mul in_i1 in_i2)))
(let ((?x133 (concat 1 ?x122 in_i1)))
(let ((?x144 (smul ?x133 in_s1)))
(let ((?x87 (smul in_i1 in_s1)))
(let ((?x98 (mul in_i2 ?x87)))
(let ((?x109 (concat 1 ?x98 ?x87)))
(and (distinct ?x109 ?x144) true))))))))
(check-sat)
