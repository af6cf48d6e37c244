; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose2_concat1, transpose2_relu
; z3 rlimit used: 5693
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (p0 Int) (p1 Int) )(! (let ((?x17 (transpose2 p0 p1 X)))
 (let ((?x18 (relu ?x17)))
 (let ((?x16 (transpose2 p0 p1 (relu X))))
 (let (($x19 (= ?x16 ?x18)))
 (let (($x13 (= (rank X) 2)))
 (let (($x9 (>= p1 0)))
 (let (($x7 (>= p0 0)))
 (let (($x14 (and $x7 $x9 $x13)))
 (=> $x14 $x19))))))))) :pattern ( (transpose2 p0 p1 (relu X)) ) :pattern ( (relu (transpose2 p0 p1 X)) ) :qid transpose2_relu))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x17 (transpose2 p0 p1 Y)))
 (let ((?x52 (concat 1 (transpose2 p0 p1 X) ?x17)))
 (let ((?x49 (transpose2 p0 p1 (concat p1 X Y))))
 (let (($x53 (= ?x49 ?x52)))
 (let (($x13 (= (rank Y) 2)))
 (let (($x9 (>= p1 0)))
 (let (($x7 (>= p0 0)))
 (let (($x47 (and $x7 $x9 (= (rank X) 2) $x13)))
 (=> $x47 $x53))))))))) :pattern ( (transpose2 p0 p1 (concat p1 X Y)) ) :pattern ( (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat1))
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
 (let ((?x86 (concat 1 ?x72 ?x79)))
 (= (rank ?x86) 2)))))
(assert
 (let ((?x72 (transpose2 1 0 in_x1)))
 (let ((?x79 (relu ?x72)))
 (let ((?x86 (concat 1 ?x72 ?x79)))
 (= (dim ?x86 0) sym_c)))))
(assert
 (let ((?x92 (* 2 sym_n)))
 (let ((?x72 (transpose2 1 0 in_x1)))
 (let ((?x79 (relu ?x72)))
 (let ((?x86 (concat 1 ?x72 ?x79)))
 (let ((?x91 (dim ?x86 1)))
 (= ?x91 ?x92)))))))
(assert
 (let ((?x92 (* 2 sym_n)))
 (>= ?x92 0)))
(assert
 (= (rank (relu in_x1)) 2))
(assert
 (= (dim (relu in_x1) 0) sym_n))
(assert
 (= (dim (relu in_x1) 1) sym_c))
(assert
 (= (rank (concat 0 in_x1 (relu in_x1))) 2))
(assert
 (let ((?x92 (* 2 sym_n)))
 (let ((?x95 (relu in_x1)))
 (let ((?x102 (concat 0 in_x1 ?x95)))
 (let ((?x105 (dim ?x102 0)))
 (= ?x105 ?x92))))))
(assert
 (= (dim (concat 0 in_x1 (relu in_x1)) 1) sym_c))
(assert
 (= (rank (transpose2 1 0 (concat 0 in_x1 (relu in_x1)))) 2))
(assert
 (let ((?x95 (relu in_x1)))
 (let ((?x102 (concat 0 in_x1 ?x95)))
 (let ((?x109 (transpose2 1 0 ?x102)))
 (= (dim ?x109 0) sym_c)))))
(assert
 (let ((?x92 (* 2 sym_n)))
 (let ((?x95 (relu in_x1)))
 (let ((?x102 (concat 0 in_x1 ?x95)))
 (let ((?x109 (transpose2 1 0 ?x102)))
 (let ((?x114 (dim ?x109 1)))
 (= ?x114 ?x92)))))))
(assert
 (let ((?x95 (relu in_x1)))
(let ((?x102 (concat 0 in_x1 ?x95)))
(let ((?x109 (transpose2 1 0 ?x102)))
(let ((?x72 (transpose2 1 0 in_x1)))
(let ((?x79 (relu ?x72)))
(let ((?x86 (concat 1 ?x72 ?x79)))
(and (distinct ?x86 ?x109) true))))))))
(check-sat)
