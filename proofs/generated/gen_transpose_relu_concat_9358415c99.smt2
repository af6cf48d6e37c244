; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose2_concat1, transpose2_relu
; z3 rlimit used: 47939
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun rank (T) Int)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (p0 Int) (p1 Int) )(! (let ((?x10 (transpose2 p0 p1 X)))
 (let ((?x11 (relu ?x10)))
 (let ((?x9 (transpose2 p0 p1 (relu X))))
 (= ?x9 ?x11)))) :pattern ( (transpose2 p0 p1 (relu X)) ) :pattern ( (relu (transpose2 p0 p1 X)) ) :qid transpose2_relu))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x10 (transpose2 p0 p1 Y)))
 (let ((?x38 (concat 1 (transpose2 p0 p1 X) ?x10)))
 (let ((?x35 (transpose2 p0 p1 (concat p1 X Y))))
 (= ?x35 ?x38)))) :pattern ( (transpose2 p0 p1 (concat p1 X Y)) ) :pattern ( (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat1))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c 1))
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
 (let ((?x56 (transpose2 1 0 in_x1)))
 (let ((?x63 (relu ?x56)))
 (let ((?x70 (concat 1 ?x56 ?x63)))
 (= (rank ?x70) 2)))))
(assert
 (let ((?x56 (transpose2 1 0 in_x1)))
 (let ((?x63 (relu ?x56)))
 (let ((?x70 (concat 1 ?x56 ?x63)))
 (= (dim ?x70 0) sym_c)))))
(assert
 (let ((?x76 (* 2 sym_n)))
 (let ((?x56 (transpose2 1 0 in_x1)))
 (let ((?x63 (relu ?x56)))
 (let ((?x70 (concat 1 ?x56 ?x63)))
 (let ((?x75 (dim ?x70 1)))
 (= ?x75 ?x76)))))))
(assert
 (let ((?x76 (* 2 sym_n)))
 (>= ?x76 0)))
(assert
 (= (rank (relu in_x1)) 2))
(assert
 (= (dim (relu in_x1) 0) sym_n))
(assert
 (= (dim (relu in_x1) 1) sym_c))
(assert
 (= (rank (concat 0 in_x1 (relu in_x1))) 2))
(assert
 (let ((?x76 (* 2 sym_n)))
 (let ((?x79 (relu in_x1)))
 (let ((?x86 (concat 0 in_x1 ?x79)))
 (let ((?x89 (dim ?x86 0)))
 (= ?x89 ?x76))))))
(assert
 (= (dim (concat 0 in_x1 (relu in_x1)) 1) sym_c))
(assert
 (= (rank (transpose2 1 0 (concat 0 in_x1 (relu in_x1)))) 2))
(assert
 (let ((?x79 (relu in_x1)))
 (let ((?x86 (concat 0 in_x1 ?x79)))
 (let ((?x93 (transpose2 1 0 ?x86)))
 (= (dim ?x93 0) sym_c)))))
(assert
 (let ((?x76 (* 2 sym_n)))
 (let ((?x79 (relu in_x1)))
 (let ((?x86 (concat 0 in_x1 ?x79)))
 (let ((?x93 (transpose2 1 0 ?x86)))
 (let ((?x98 (dim ?x93 1)))
 (= ?x98 ?x76)))))))
(assert
 (let ((?x79 (relu in_x1)))
(let ((?x86 (concat 0 in_x1 ?x79)))
(let ((?x93 (transpose2 1 0 ?x86)))
(let ((?x56 (transpose2 1 0 in_x1)))
(let ((?x63 (relu ?x56)))
(let ((?x70 (concat 1 ?x56 ?x63)))
(and (distinct ?x70 ?x93) true))))))))
(check-sat)
