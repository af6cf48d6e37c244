; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose2_concat0, transpose2_relu
; z3 rlimit used: 73628
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (p0 Int) (p1 Int) )(! (let ((?x14 (transpose2 p0 p1 X)))
 (let ((?x15 (relu ?x14)))
 (let ((?x13 (transpose2 p0 p1 (relu X))))
 (let (($x16 (= ?x13 ?x15)))
 (let (($x10 (and (>= p0 0) (>= p1 0))))
 (=> $x10 $x16)))))) :pattern ( (transpose2 p0 p1 (relu X)) ) :pattern ( (relu (transpose2 p0 p1 X)) ) :qid transpose2_relu))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x14 (transpose2 p0 p1 Y)))
 (let ((?x45 (concat 0 (transpose2 p0 p1 X) ?x14)))
 (let ((?x43 (transpose2 p0 p1 (concat p0 X Y))))
 (let (($x46 (= ?x43 ?x45)))
 (let (($x10 (and (>= p0 0) (>= p1 0))))
 (=> $x10 $x46)))))) :pattern ( (transpose2 p0 p1 (concat p0 X Y)) ) :pattern ( (concat 0 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat0))
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
 (let ((?x80 (concat 0 ?x73 ?x66)))
 (= (rank ?x80) 2)))))
(assert
 (let ((?x84 (* 2 sym_c)))
 (let ((?x66 (transpose2 1 0 in_x1)))
 (let ((?x73 (relu ?x66)))
 (let ((?x80 (concat 0 ?x73 ?x66)))
 (let ((?x83 (dim ?x80 0)))
 (= ?x83 ?x84)))))))
(assert
 (let ((?x66 (transpose2 1 0 in_x1)))
 (let ((?x73 (relu ?x66)))
 (let ((?x80 (concat 0 ?x73 ?x66)))
 (= (dim ?x80 1) sym_n)))))
(assert
 (let ((?x84 (* 2 sym_c)))
 (>= ?x84 0)))
(assert
 (= (rank (relu in_x1)) 2))
(assert
 (= (dim (relu in_x1) 0) sym_n))
(assert
 (= (dim (relu in_x1) 1) sym_c))
(assert
 (= (rank (concat 1 (relu in_x1) in_x1)) 2))
(assert
 (= (dim (concat 1 (relu in_x1) in_x1) 0) sym_n))
(assert
 (let ((?x84 (* 2 sym_c)))
 (let ((?x89 (relu in_x1)))
 (let ((?x96 (concat 1 ?x89 in_x1)))
 (let ((?x101 (dim ?x96 1)))
 (= ?x101 ?x84))))))
(assert
 (= (rank (transpose2 1 0 (concat 1 (relu in_x1) in_x1))) 2))
(assert
 (let ((?x84 (* 2 sym_c)))
 (let ((?x89 (relu in_x1)))
 (let ((?x96 (concat 1 ?x89 in_x1)))
 (let ((?x103 (transpose2 1 0 ?x96)))
 (let ((?x106 (dim ?x103 0)))
 (= ?x106 ?x84)))))))
(assert
 (let ((?x89 (relu in_x1)))
 (let ((?x96 (concat 1 ?x89 in_x1)))
 (let ((?x103 (transpose2 1 0 ?x96)))
 (= (dim ?x103 1) sym_n)))))
(assert
 (let ((?x89 (relu in_x1)))
(let ((?x96 (concat 1 ?x89 in_x1)))
(let ((?x103 (transpose2 1 0 ?x96)))
(let ((?x66 (transpose2 1 0 in_x1)))
(let ((?x73 (relu ?x66)))
(let ((?x80 (concat 0 ?x73 ?x66)))
(and (distinct ?x80 ?x103) true))))))))
(check-sat)
