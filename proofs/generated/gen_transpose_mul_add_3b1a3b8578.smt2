; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose2_add, transpose2_smul
; z3 rlimit used: 48297
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun smul (T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun rank (T) Int)
(declare-fun in_s1 () T)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x12 (transpose2 p0 p1 Y)))
 (let ((?x13 (add (transpose2 p0 p1 X) ?x12)))
 (let ((?x10 (transpose2 p0 p1 (add X Y))))
 (= ?x10 ?x13)))) :pattern ( (transpose2 p0 p1 (add X Y)) ) :pattern ( (add (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_add))
 )
(assert
 (forall ((S T) (X T) (p0 Int) (p1 Int) )(! (let ((?x12 (transpose2 p0 p1 X)))
 (let ((?x37 (smul ?x12 S)))
 (let ((?x36 (transpose2 p0 p1 (smul X S))))
 (= ?x36 ?x37)))) :pattern ( (transpose2 p0 p1 (smul X S)) ) :pattern ( (smul (transpose2 p0 p1 X) S) ) :qid transpose2_smul))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c 1))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank (transpose2 1 0 in_x1)) 2))
(assert
 (= (dim (transpose2 1 0 in_x1) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 in_x1) 1) sym_n))
(assert
 (= (rank (smul (transpose2 1 0 in_x1) in_s1)) 2))
(assert
 (= (dim (smul (transpose2 1 0 in_x1) in_s1) 0) sym_c))
(assert
 (= (dim (smul (transpose2 1 0 in_x1) in_s1) 1) sym_n))
(assert
 (let ((?x59 (transpose2 1 0 in_x1)))
 (let ((?x66 (smul ?x59 in_s1)))
 (let ((?x73 (add ?x59 ?x66)))
 (= (rank ?x73) 2)))))
(assert
 (let ((?x59 (transpose2 1 0 in_x1)))
 (let ((?x66 (smul ?x59 in_s1)))
 (let ((?x73 (add ?x59 ?x66)))
 (= (dim ?x73 0) sym_c)))))
(assert
 (let ((?x59 (transpose2 1 0 in_x1)))
 (let ((?x66 (smul ?x59 in_s1)))
 (let ((?x73 (add ?x59 ?x66)))
 (= (dim ?x73 1) sym_n)))))
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
 (= (rank (transpose2 1 0 (add in_x1 (smul in_x1 in_s1)))) 2))
(assert
 (let ((?x80 (smul in_x1 in_s1)))
 (let ((?x87 (add in_x1 ?x80)))
 (let ((?x94 (transpose2 1 0 ?x87)))
 (= (dim ?x94 0) sym_c)))))
(assert
 (let ((?x80 (smul in_x1 in_s1)))
 (let ((?x87 (add in_x1 ?x80)))
 (let ((?x94 (transpose2 1 0 ?x87)))
 (= (dim ?x94 1) sym_n)))))
(assert
 (let ((?x80 (smul in_x1 in_s1)))
(let ((?x87 (add in_x1 ?x80)))
(let ((?x94 (transpose2 1 0 ?x87)))
(let ((?x59 (transpose2 1 0 in_x1)))
(let ((?x66 (smul ?x59 in_s1)))
(let ((?x73 (add ?x59 ?x66)))
(and (distinct ?x73 ?x94) true))))))))
(check-sat)
