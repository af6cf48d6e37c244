; verified_opt proof obligation: unsat means the rule holds
; axioms used: smul_concat, transpose2_smul
; z3 rlimit used: 41357
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun smul (T T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun rank (T) Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((A T) (B T) (S T) (ax Int) )(! (let ((?x13 (concat ax (smul A S) (smul B S))))
 (let ((?x10 (smul (concat ax A B) S)))
 (= ?x10 ?x13))) :pattern ( (smul (concat ax A B) S) ) :pattern ( (concat ax (smul A S) (smul B S)) ) :qid smul_concat))
 )
(assert
 (forall ((S T) (X T) (p0 Int) (p1 Int) )(! (let ((?x39 (smul (transpose2 p0 p1 X) S)))
 (let ((?x37 (transpose2 p0 p1 (smul X S))))
 (= ?x37 ?x39))) :pattern ( (transpose2 p0 p1 (smul X S)) ) :pattern ( (smul (transpose2 p0 p1 X) S) ) :qid transpose2_smul))
 )
(assert
 (>= sym_c 1))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c))
(assert
 (= (rank (smul in_w1 in_s1)) 2))
(assert
 (= (dim (smul in_w1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_w1 in_s1) 1) sym_c))
(assert
 (= (rank (transpose2 1 0 (smul in_w1 in_s1))) 2))
(assert
 (= (dim (transpose2 1 0 (smul in_w1 in_s1)) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 (smul in_w1 in_s1)) 1) sym_c))
(assert
 (let ((?x59 (smul in_w1 in_s1)))
 (let ((?x66 (transpose2 1 0 ?x59)))
 (let ((?x73 (concat 0 ?x66 ?x59)))
 (= (rank ?x73) 2)))))
(assert
 (let ((?x77 (* 2 sym_c)))
 (let ((?x59 (smul in_w1 in_s1)))
 (let ((?x66 (transpose2 1 0 ?x59)))
 (let ((?x73 (concat 0 ?x66 ?x59)))
 (let ((?x76 (dim ?x73 0)))
 (= ?x76 ?x77)))))))
(assert
 (let ((?x59 (smul in_w1 in_s1)))
 (let ((?x66 (transpose2 1 0 ?x59)))
 (let ((?x73 (concat 0 ?x66 ?x59)))
 (= (dim ?x73 1) sym_c)))))
(assert
 (let ((?x77 (* 2 sym_c)))
 (>= ?x77 0)))
(assert
 (= (rank (transpose2 1 0 in_w1)) 2))
(assert
 (= (dim (transpose2 1 0 in_w1) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 in_w1) 1) sym_c))
(assert
 (= (rank (concat 0 (transpose2 1 0 in_w1) in_w1)) 2))
(assert
 (let ((?x77 (* 2 sym_c)))
 (let ((?x82 (transpose2 1 0 in_w1)))
 (let ((?x89 (concat 0 ?x82 in_w1)))
 (let ((?x92 (dim ?x89 0)))
 (= ?x92 ?x77))))))
(assert
 (= (dim (concat 0 (transpose2 1 0 in_w1) in_w1) 1) sym_c))
(assert
 (let ((?x82 (transpose2 1 0 in_w1)))
 (let ((?x89 (concat 0 ?x82 in_w1)))
 (let ((?x96 (smul ?x89 in_s1)))
 (= (rank ?x96) 2)))))
(assert
 (let ((?x77 (* 2 sym_c)))
 (let ((?x82 (transpose2 1 0 in_w1)))
 (let ((?x89 (concat 0 ?x82 in_w1)))
 (let ((?x96 (smul ?x89 in_s1)))
 (let ((?x99 (dim ?x96 0)))
 (= ?x99 ?x77)))))))
(assert
 (let ((?x82 (transpose2 1 0 in_w1)))
 (let ((?x89 (concat 0 ?x82 in_w1)))
 (let ((?x96 (smul ?x89 in_s1)))
 (= (dim ?x96 1) sym_c)))))
(assert
 (let ((?x82 (transpose2 1 0 in_w1)))
(let ((?x89 (concat 0 ?x82 in_w1)))
(let ((?x96 (smul ?x89 in_s1)))
(let ((?x59 (smul in_w1 in_s1)))
(let ((?x66 (transpose2 1 0 ?x59)))
(let ((?x73 (concat 0 ?x66 ?x59)))
(and (distinct ?x73 ?x96) true))))))))
(check-sat)
