; verified_opt proof obligation: unsat means the rule holds
; axioms used: smul_concat
; z3 rlimit used: 41355
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun smul (T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
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
 (>= sym_n 1))
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
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
 (= (dim in_x2 1) sym_c2))
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
 (= (dim (smul in_x2 in_s1) 1) sym_c2))
(assert
 (= (rank (concat 1 (smul in_x1 in_s1) (smul in_x2 in_s1))) 2))
(assert
 (let ((?x68 (smul in_x2 in_s1)))
 (let ((?x61 (smul in_x1 in_s1)))
 (let ((?x75 (concat 1 ?x61 ?x68)))
 (= (dim ?x75 0) sym_n)))))
(assert
 (let ((?x81 (+ sym_c sym_c2)))
 (let ((?x68 (smul in_x2 in_s1)))
 (let ((?x61 (smul in_x1 in_s1)))
 (let ((?x75 (concat 1 ?x61 ?x68)))
 (let ((?x80 (dim ?x75 1)))
 (= ?x80 ?x81)))))))
(assert
 (let ((?x81 (+ sym_c sym_c2)))
 (>= ?x81 0)))
(assert
 (= (rank (concat 1 in_x1 in_x2)) 2))
(assert
 (= (dim (concat 1 in_x1 in_x2) 0) sym_n))
(assert
 (let ((?x81 (+ sym_c sym_c2)))
 (let ((?x84 (concat 1 in_x1 in_x2)))
 (let ((?x89 (dim ?x84 1)))
 (= ?x89 ?x81)))))
(assert
 (= (rank (smul (concat 1 in_x1 in_x2) in_s1)) 2))
(assert
 (= (dim (smul (concat 1 in_x1 in_x2) in_s1) 0) sym_n))
(assert
 (let ((?x81 (+ sym_c sym_c2)))
 (let ((?x84 (concat 1 in_x1 in_x2)))
 (let ((?x91 (smul ?x84 in_s1)))
 (let ((?x96 (dim ?x91 1)))
 (= ?x96 ?x81))))))
(assert
 (let ((?x84 (concat 1 in_x1 in_x2)))
(let ((?x91 (smul ?x84 in_s1)))
(let ((?x68 (smul in_x2 in_s1)))
(let ((?x61 (smul in_x1 in_s1)))
(let ((?x75 (concat 1 ?x61 ?x68)))
(and (distinct ?x75 ?x91) true)))))))
(check-sat)
