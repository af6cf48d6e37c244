; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose2_add, transpose2_relu
; z3 rlimit used: 73953
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x16 (transpose2 p0 p1 Y)))
 (let ((?x17 (add (transpose2 p0 p1 X) ?x16)))
 (let ((?x14 (transpose2 p0 p1 (add X Y))))
 (let (($x18 (= ?x14 ?x17)))
 (let (($x10 (and (>= p0 0) (>= p1 0))))
 (=> $x10 $x18)))))) :pattern ( (transpose2 p0 p1 (add X Y)) ) :pattern ( (add (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_add))
 )
(assert
 (forall ((X T) (p0 Int) (p1 Int) )(! (let ((?x16 (transpose2 p0 p1 X)))
 (let ((?x45 (relu ?x16)))
 (let ((?x44 (transpose2 p0 p1 (relu X))))
 (let (($x46 (= ?x44 ?x45)))
 (let (($x10 (and (>= p0 0) (>= p1 0))))
 (=> $x10 $x46)))))) :pattern ( (transpose2 p0 p1 (relu X)) ) :pattern ( (relu (transpose2 p0 p1 X)) ) :qid transpose2_relu))
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
 (let ((?x66 (transpose2 1 0 in_x1)))
 (let ((?x73 (relu ?x66)))
 (let ((?x80 (add ?x66 ?x73)))
 (= (rank ?x80) 2)))))
(assert
 (let ((?x66 (transpose2 1 0 in_x1)))
 (let ((?x73 (relu ?x66)))
 (let ((?x80 (add ?x66 ?x73)))
 (= (dim ?x80 0) sym_c)))))
(assert
 (let ((?x66 (transpose2 1 0 in_x1)))
 (let ((?x73 (relu ?x66)))
 (let ((?x80 (add ?x66 ?x73)))
 (= (dim ?x80 1) sym_n)))))
(assert
 (= (rank (relu in_x1)) 2))
(assert
 (= (dim (relu in_x1) 0) sym_n))
(assert
 (= (dim (relu in_x1) 1) sym_c))
(assert
 (= (rank (add in_x1 (relu in_x1))) 2))
(assert
 (= (dim (add in_x1 (relu in_x1)) 0) sym_n))
(assert
 (= (dim (add in_x1 (relu in_x1)) 1) sym_c))
(assert
 (= (rank (transpose2 1 0 (add in_x1 (relu in_x1)))) 2))
(assert
 (= (dim (transpose2 1 0 (add in_x1 (relu in_x1))) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 (add in_x1 (relu in_x1))) 1) sym_n))
(assert
 (let ((?x87 (relu in_x1)))
(let ((?x94 (add in_x1 ?x87)))
(let ((?x101 (transpose2 1 0 ?x94)))
(let ((?x66 (transpose2 1 0 in_x1)))
(let ((?x73 (relu ?x66)))
(let ((?x80 (add ?x66 ?x73)))
(and (distinct ?x80 ?x101) true))))))))
(check-sat)
