; verified_opt proof obligation: unsat means the rule holds
; axioms used: smul_dist_add, transpose2_smul
; z3 rlimit used: 41683
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun smul (T T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun rank (T) Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x12 (add (smul X S) (smul Y S))))
 (let ((?x9 (smul (add X Y) S)))
 (= ?x9 ?x12))) :pattern ( (smul (add X Y) S) ) :pattern ( (add (smul X S) (smul Y S)) ) :qid smul_dist_add))
 )
(assert
 (forall ((S T) (X T) (p0 Int) (p1 Int) )(! (let ((?x40 (smul (transpose2 p0 p1 X) S)))
 (let ((?x38 (transpose2 p0 p1 (smul X S))))
 (= ?x38 ?x40))) :pattern ( (transpose2 p0 p1 (smul X S)) ) :pattern ( (smul (transpose2 p0 p1 X) S) ) :qid transpose2_smul))
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
 (let ((?x60 (smul in_w1 in_s1)))
 (let ((?x67 (transpose2 1 0 ?x60)))
 (let ((?x74 (add ?x60 ?x67)))
 (= (rank ?x74) 2)))))
(assert
 (let ((?x60 (smul in_w1 in_s1)))
 (let ((?x67 (transpose2 1 0 ?x60)))
 (let ((?x74 (add ?x60 ?x67)))
 (= (dim ?x74 0) sym_c)))))
(assert
 (let ((?x60 (smul in_w1 in_s1)))
 (let ((?x67 (transpose2 1 0 ?x60)))
 (let ((?x74 (add ?x60 ?x67)))
 (= (dim ?x74 1) sym_c)))))
(assert
 (= (rank (transpose2 1 0 in_w1)) 2))
(assert
 (= (dim (transpose2 1 0 in_w1) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 in_w1) 1) sym_c))
(assert
 (= (rank (add in_w1 (transpose2 1 0 in_w1))) 2))
(assert
 (= (dim (add in_w1 (transpose2 1 0 in_w1)) 0) sym_c))
(assert
 (= (dim (add in_w1 (transpose2 1 0 in_w1)) 1) sym_c))
(assert
 (= (rank (smul (add in_w1 (transpose2 1 0 in_w1)) in_s1)) 2))
(assert
 (let ((?x81 (transpose2 1 0 in_w1)))
 (let ((?x88 (add in_w1 ?x81)))
 (let ((?x95 (smul ?x88 in_s1)))
 (= (dim ?x95 0) sym_c)))))
(assert
 (let ((?x81 (transpose2 1 0 in_w1)))
 (let ((?x88 (add in_w1 ?x81)))
 (let ((?x95 (smul ?x88 in_s1)))
 (= (dim ?x95 1) sym_c)))))
(assert
 (let ((?x81 (transpose2 1 0 in_w1)))
(let ((?x88 (add in_w1 ?x81)))
(let ((?x95 (smul ?x88 in_s1)))
(let ((?x60 (smul in_w1 in_s1)))
(let ((?x67 (transpose2 1 0 ?x60)))
(let ((?x74 (add ?x60 ?x67)))
(and (distinct ?x74 ?x95) true))))))))
(check-sat)
