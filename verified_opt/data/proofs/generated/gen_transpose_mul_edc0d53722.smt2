; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose2_mul, transpose2_smul
; z3 rlimit used: 5395
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun in_s1 () T)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x21 (transpose2 p0 p1 Y)))
 (let ((?x22 (mul (transpose2 p0 p1 X) ?x21)))
 (let ((?x19 (transpose2 p0 p1 (mul X Y))))
 (let (($x23 (= ?x19 ?x22)))
 (let (($x16 (= (rank Y) 2)))
 (let (($x9 (>= p1 0)))
 (let (($x7 (>= p0 0)))
 (let (($x17 (and $x7 $x9 (= (rank X) 2) $x16)))
 (=> $x17 $x23))))))))) :pattern ( (transpose2 p0 p1 (mul X Y)) ) :pattern ( (mul (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_mul))
 )
(assert
 (forall ((S T) (X T) (p0 Int) (p1 Int) )(! (let ((?x21 (transpose2 p0 p1 X)))
 (let ((?x52 (smul ?x21 S)))
 (let ((?x51 (transpose2 p0 p1 (smul X S))))
 (let (($x53 (= ?x51 ?x52)))
 (let (($x16 (= (rank X) 2)))
 (let (($x9 (>= p1 0)))
 (let (($x7 (>= p0 0)))
 (let (($x49 (and $x7 $x9 $x16 (= (rank S) 0))))
 (=> $x49 $x53))))))))) :pattern ( (transpose2 p0 p1 (smul X S)) ) :pattern ( (smul (transpose2 p0 p1 X) S) ) :qid transpose2_smul))
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
 (let ((?x76 (transpose2 1 0 in_x1)))
 (let ((?x83 (smul ?x76 in_s1)))
 (let ((?x90 (mul ?x76 ?x83)))
 (= (rank ?x90) 2)))))
(assert
 (let ((?x76 (transpose2 1 0 in_x1)))
 (let ((?x83 (smul ?x76 in_s1)))
 (let ((?x90 (mul ?x76 ?x83)))
 (= (dim ?x90 0) sym_c)))))
(assert
 (let ((?x76 (transpose2 1 0 in_x1)))
 (let ((?x83 (smul ?x76 in_s1)))
 (let ((?x90 (mul ?x76 ?x83)))
 (= (dim ?x90 1) sym_n)))))
(assert
 (= (rank (smul in_x1 in_s1)) 2))
(assert
 (= (dim (smul in_x1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_x1 in_s1) 1) sym_c))
(assert
 (= (rank (mul in_x1 (smul in_x1 in_s1))) 2))
(assert
 (= (dim (mul in_x1 (smul in_x1 in_s1)) 0) sym_n))
(assert
 (= (dim (mul in_x1 (smul in_x1 in_s1)) 1) sym_c))
(assert
 (= (rank (transpose2 1 0 (mul in_x1 (smul in_x1 in_s1)))) 2))
(assert
 (let ((?x97 (smul in_x1 in_s1)))
 (let ((?x104 (mul in_x1 ?x97)))
 (let ((?x111 (transpose2 1 0 ?x104)))
 (= (dim ?x111 0) sym_c)))))
(assert
 (let ((?x97 (smul in_x1 in_s1)))
 (let ((?x104 (mul in_x1 ?x97)))
 (let ((?x111 (transpose2 1 0 ?x104)))
 (= (dim ?x111 1) sym_n)))))
(assert
 (let ((?x97 (smul in_x1 in_s1)))
(let ((?x104 (mul in_x1 ?x97)))
(let ((?x111 (transpose2 1 0 ?x104)))
(let ((?x76 (transpose2 1 0 in_x1)))
(let ((?x83 (smul ?x76 in_s1)))
(let ((?x90 (mul ?x76 ?x83)))
(and (distinct ?x90 ?x111) true))))))))
(check-sat)
