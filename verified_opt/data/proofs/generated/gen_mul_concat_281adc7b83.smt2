; verified_opt proof obligation: unsat means the rule holds
; axioms used: smul_concat
; z3 rlimit used: 74092
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
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
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
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
 (= (dim in_i2 1) sym_c2))
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
 (= (dim (smul in_i2 in_s1) 1) sym_c2))
(assert
 (= (dim (smul in_i2 in_s1) 2) sym_h))
(assert
 (= (dim (smul in_i2 in_s1) 3) sym_w))
(assert
 (= (rank (concat 1 (smul in_i1 in_s1) (smul in_i2 in_s1))) 4))
(assert
 (let ((?x86 (smul in_i2 in_s1)))
 (let ((?x75 (smul in_i1 in_s1)))
 (let ((?x97 (concat 1 ?x75 ?x86)))
 (= (dim ?x97 0) sym_n)))))
(assert
 (let ((?x103 (+ sym_c sym_c2)))
 (let ((?x86 (smul in_i2 in_s1)))
 (let ((?x75 (smul in_i1 in_s1)))
 (let ((?x97 (concat 1 ?x75 ?x86)))
 (let ((?x102 (dim ?x97 1)))
 (= ?x102 ?x103)))))))
(assert
 (let ((?x86 (smul in_i2 in_s1)))
 (let ((?x75 (smul in_i1 in_s1)))
 (let ((?x97 (concat 1 ?x75 ?x86)))
 (= (dim ?x97 2) sym_h)))))
(assert
 (let ((?x86 (smul in_i2 in_s1)))
 (let ((?x75 (smul in_i1 in_s1)))
 (let ((?x97 (concat 1 ?x75 ?x86)))
 (= (dim ?x97 3) sym_w)))))
(assert
 (let ((?x103 (+ sym_c sym_c2)))
 (>= ?x103 0)))
(assert
 (= (rank (concat 1 in_i1 in_i2)) 4))
(assert
 (= (dim (concat 1 in_i1 in_i2) 0) sym_n))
(assert
 (let ((?x103 (+ sym_c sym_c2)))
 (let ((?x110 (concat 1 in_i1 in_i2)))
 (let ((?x115 (dim ?x110 1)))
 (= ?x115 ?x103)))))
(assert
 (= (dim (concat 1 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (smul (concat 1 in_i1 in_i2) in_s1)) 4))
(assert
 (= (dim (smul (concat 1 in_i1 in_i2) in_s1) 0) sym_n))
(assert
 (let ((?x103 (+ sym_c sym_c2)))
 (let ((?x110 (concat 1 in_i1 in_i2)))
 (let ((?x121 (smul ?x110 in_s1)))
 (let ((?x126 (dim ?x121 1)))
 (= ?x126 ?x103))))))
(assert
 (= (dim (smul (concat 1 in_i1 in_i2) in_s1) 2) sym_h))
(assert
 (= (dim (smul (concat 1 in_i1 in_i2) in_s1) 3) sym_w))
(assert
 (let ((?x110 (concat 1 in_i1 in_i2)))
(let ((?x121 (smul ?x110 in_s1)))
(let ((?x86 (smul in_i2 in_s1)))
(let ((?x75 (smul in_i1 in_s1)))
(let ((?x97 (concat 1 ?x75 ?x86)))
(and (distinct ?x97 ?x121) true)))))))
(check-sat)
