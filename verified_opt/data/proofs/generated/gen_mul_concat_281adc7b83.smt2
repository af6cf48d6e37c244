; verified_opt proof obligation: unsat means the rule holds
; axioms used: smul_concat
; z3 rlimit used: 110809
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun smul (T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_i2 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((A T) (B T) (S T) (ax Int) )(! (let ((?x22 (concat ax (smul A S) (smul B S))))
 (let ((?x19 (smul (concat ax A B) S)))
 (let (($x23 (= ?x19 ?x22)))
 (let (($x16 (and (>= (rank A) 1) (>= (rank B) 1) (= (rank S) 0))))
 (=> $x16 $x23))))) :pattern ( (smul (concat ax A B) S) ) :pattern ( (concat ax (smul A S) (smul B S)) ) :qid smul_concat))
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
 (let ((?x97 (smul in_i2 in_s1)))
 (let ((?x86 (smul in_i1 in_s1)))
 (let ((?x108 (concat 1 ?x86 ?x97)))
 (= (dim ?x108 0) sym_n)))))
(assert
 (let ((?x114 (+ sym_c sym_c2)))
 (let ((?x97 (smul in_i2 in_s1)))
 (let ((?x86 (smul in_i1 in_s1)))
 (let ((?x108 (concat 1 ?x86 ?x97)))
 (let ((?x113 (dim ?x108 1)))
 (= ?x113 ?x114)))))))
(assert
 (let ((?x97 (smul in_i2 in_s1)))
 (let ((?x86 (smul in_i1 in_s1)))
 (let ((?x108 (concat 1 ?x86 ?x97)))
 (= (dim ?x108 2) sym_h)))))
(assert
 (let ((?x97 (smul in_i2 in_s1)))
 (let ((?x86 (smul in_i1 in_s1)))
 (let ((?x108 (concat 1 ?x86 ?x97)))
 (= (dim ?x108 3) sym_w)))))
(assert
 (let ((?x114 (+ sym_c sym_c2)))
 (>= ?x114 0)))
(assert
 (= (rank (concat 1 in_i1 in_i2)) 4))
(assert
 (= (dim (concat 1 in_i1 in_i2) 0) sym_n))
(assert
 (let ((?x114 (+ sym_c sym_c2)))
 (let ((?x121 (concat 1 in_i1 in_i2)))
 (let ((?x126 (dim ?x121 1)))
 (= ?x126 ?x114)))))
(assert
 (= (dim (concat 1 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (smul (concat 1 in_i1 in_i2) in_s1)) 4))
(assert
 (= (dim (smul (concat 1 in_i1 in_i2) in_s1) 0) sym_n))
(assert
 (let ((?x114 (+ sym_c sym_c2)))
 (let ((?x121 (concat 1 in_i1 in_i2)))
 (let ((?x132 (smul ?x121 in_s1)))
 (let ((?x137 (dim ?x132 1)))
 (= ?x137 ?x114))))))
(assert
 (= (dim (smul (concat 1 in_i1 in_i2) in_s1) 2) sym_h))
(assert
 (= (dim (smul (concat 1 in_i1 in_i2) in_s1) 3) sym_w))
(assert
 (let ((?x121 (concat 1 in_i1 in_i2)))
(let ((?x132 (smul ?x121 in_s1)))
(let ((?x97 (smul in_i2 in_s1)))
(let ((?x86 (smul in_i1 in_s1)))
(let ((?x108 (concat 1 ?x86 ?x97)))
(and (distinct ?x108 ?x132) true)))))))
(check-sat)
