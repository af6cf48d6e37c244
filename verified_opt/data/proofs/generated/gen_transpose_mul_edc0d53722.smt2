; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose2_mul, transpose2_smul
; z3 rlimit used: 73621
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_s1 () T)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x16 (transpose2 p0 p1 Y)))
 (let ((?x17 (mul (transpose2 p0 p1 X) ?x16)))
 (let ((?x14 (transpose2 p0 p1 (mul X Y))))
 (let (($x18 (= ?x14 ?x17)))
 (let (($x10 (and (>= p0 0) (>= p1 0))))
 (=> $x10 $x18)))))) :pattern ( (transpose2 p0 p1 (mul X Y)) ) :pattern ( (mul (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_mul))
 )
(assert
 (forall ((S T) (X T) (p0 Int) (p1 Int) )(! (let ((?x16 (transpose2 p0 p1 X)))
 (let ((?x45 (smul ?x16 S)))
 (let ((?x44 (transpose2 p0 p1 (smul X S))))
 (let (($x46 (= ?x44 ?x45)))
 (let (($x10 (and (>= p0 0) (>= p1 0))))
 (=> $x10 $x46)))))) :pattern ( (transpose2 p0 p1 (smul X S)) ) :pattern ( (smul (transpose2 p0 p1 X) S) ) :qid transpose2_smul))
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
 (let ((?x69 (transpose2 1 0 in_x1)))
 (let ((?x76 (smul ?x69 in_s1)))
 (let ((?x83 (mul ?x69 ?x76)))
 (= (rank ?x83) 2)))))
(assert
 (let ((?x69 (transpose2 1 0 in_x1)))
 (let ((?x76 (smul ?x69 in_s1)))
 (let ((?x83 (mul ?x69 ?x76)))
 (= (dim ?x83 0) sym_c)))))
(assert
 (let ((?x69 (transpose2 1 0 in_x1)))
 (let ((?x76 (smul ?x69 in_s1)))
 (let ((?x83 (mul ?x69 ?x76)))
 (= (dim ?x83 1) sym_n)))))
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
 (let ((?x90 (smul in_x1 in_s1)))
 (let ((?x97 (mul in_x1 ?x90)))
 (let ((?x104 (transpose2 1 0 ?x97)))
 (= (dim ?x104 0) sym_c)))))
(assert
 (let ((?x90 (smul in_x1 in_s1)))
 (let ((?x97 (mul in_x1 ?x90)))
 (let ((?x104 (transpose2 1 0 ?x97)))
 (= (dim ?x104 1) sym_n)))))
(assert
 (let ((?x90 (smul in_x1 in_s1)))
(let ((?x97 (mul in_x1 ?x90)))
(let ((?x104 (transpose2 1 0 ?x97)))
(let ((?x69 (transpose2 1 0 in_x1)))
(let ((?x76 (smul ?x69 in_s1)))
(let ((?x83 (mul ?x69 ?x76)))
(and (distinct ?x83 ?x104) true))))))))
(check-sat)
