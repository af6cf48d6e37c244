; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose2_mul, transpose2_relu
; z3 rlimit used: 4321
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
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
 (forall ((X T) (p0 Int) (p1 Int) )(! (let ((?x21 (transpose2 p0 p1 X)))
 (let ((?x51 (relu ?x21)))
 (let ((?x50 (transpose2 p0 p1 (relu X))))
 (let (($x52 (= ?x50 ?x51)))
 (let (($x16 (= (rank X) 2)))
 (let (($x9 (>= p1 0)))
 (let (($x7 (>= p0 0)))
 (let (($x48 (and $x7 $x9 $x16)))
 (=> $x48 $x52))))))))) :pattern ( (transpose2 p0 p1 (relu X)) ) :pattern ( (relu (transpose2 p0 p1 X)) ) :qid transpose2_relu))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
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
 (= (rank (relu (transpose2 1 0 in_x1))) 2))
(assert
 (= (dim (relu (transpose2 1 0 in_x1)) 0) sym_c))
(assert
 (= (dim (relu (transpose2 1 0 in_x1)) 1) sym_n))
(assert
 (let ((?x72 (transpose2 1 0 in_x1)))
 (let ((?x79 (relu ?x72)))
 (let ((?x86 (mul ?x72 ?x79)))
 (= (rank ?x86) 2)))))
(assert
 (let ((?x72 (transpose2 1 0 in_x1)))
 (let ((?x79 (relu ?x72)))
 (let ((?x86 (mul ?x72 ?x79)))
 (= (dim ?x86 0) sym_c)))))
(assert
 (let ((?x72 (transpose2 1 0 in_x1)))
 (let ((?x79 (relu ?x72)))
 (let ((?x86 (mul ?x72 ?x79)))
 (= (dim ?x86 1) sym_n)))))
(assert
 (= (rank (relu in_x1)) 2))
(assert
 (= (dim (relu in_x1) 0) sym_n))
(assert
 (= (dim (relu in_x1) 1) sym_c))
(assert
 (= (rank (mul in_x1 (relu in_x1))) 2))
(assert
 (= (dim (mul in_x1 (relu in_x1)) 0) sym_n))
(assert
 (= (dim (mul in_x1 (relu in_x1)) 1) sym_c))
(assert
 (= (rank (transpose2 1 0 (mul in_x1 (relu in_x1)))) 2))
(assert
 (= (dim (transpose2 1 0 (mul in_x1 (relu in_x1))) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 (mul in_x1 (relu in_x1))) 1) sym_n))
(assert
 (let ((?x93 (relu in_x1)))
(let ((?x100 (mul in_x1 ?x93)))
(let ((?x107 (transpose2 1 0 ?x100)))
(let ((?x72 (transpose2 1 0 in_x1)))
(let ((?x79 (relu ?x72)))
(let ((?x86 (mul ?x72 ?x79)))
(and (distinct ?x86 ?x107) true))))))))
(check-sat)
