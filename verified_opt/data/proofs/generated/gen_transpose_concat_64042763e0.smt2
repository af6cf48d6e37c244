; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose2_concat0
; z3 rlimit used: 73583
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_x2 () T)
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x17 (concat 0 (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x14 (transpose2 p0 p1 (concat p0 X Y))))
 (let (($x18 (= ?x14 ?x17)))
 (let (($x10 (and (>= p0 0) (>= p1 0))))
 (=> $x10 $x18))))) :pattern ( (transpose2 p0 p1 (concat p0 X Y)) ) :pattern ( (concat 0 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat0))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank in_x2) 2))
(assert
 (= (dim in_x2 0) sym_n))
(assert
 (= (dim in_x2 1) sym_c2))
(assert
 (= (rank (transpose2 1 0 in_x1)) 2))
(assert
 (= (dim (transpose2 1 0 in_x1) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 in_x1) 1) sym_n))
(assert
 (= (rank (transpose2 1 0 in_x2)) 2))
(assert
 (= (dim (transpose2 1 0 in_x2) 0) sym_c2))
(assert
 (= (dim (transpose2 1 0 in_x2) 1) sym_n))
(assert
 (let ((?x72 (transpose2 1 0 in_x2)))
 (let ((?x65 (transpose2 1 0 in_x1)))
 (let ((?x79 (concat 0 ?x65 ?x72)))
 (= (rank ?x79) 2)))))
(assert
 (let ((?x83 (+ sym_c sym_c2)))
 (let ((?x72 (transpose2 1 0 in_x2)))
 (let ((?x65 (transpose2 1 0 in_x1)))
 (let ((?x79 (concat 0 ?x65 ?x72)))
 (let ((?x82 (dim ?x79 0)))
 (= ?x82 ?x83)))))))
(assert
 (let ((?x72 (transpose2 1 0 in_x2)))
 (let ((?x65 (transpose2 1 0 in_x1)))
 (let ((?x79 (concat 0 ?x65 ?x72)))
 (= (dim ?x79 1) sym_n)))))
(assert
 (let ((?x83 (+ sym_c sym_c2)))
 (>= ?x83 0)))
(assert
 (= (rank (concat 1 in_x1 in_x2)) 2))
(assert
 (= (dim (concat 1 in_x1 in_x2) 0) sym_n))
(assert
 (let ((?x83 (+ sym_c sym_c2)))
 (let ((?x88 (concat 1 in_x1 in_x2)))
 (let ((?x93 (dim ?x88 1)))
 (= ?x93 ?x83)))))
(assert
 (= (rank (transpose2 1 0 (concat 1 in_x1 in_x2))) 2))
(assert
 (let ((?x83 (+ sym_c sym_c2)))
 (let ((?x88 (concat 1 in_x1 in_x2)))
 (let ((?x95 (transpose2 1 0 ?x88)))
 (let ((?x98 (dim ?x95 0)))
 (= ?x98 ?x83))))))
(assert
 (= (dim (transpose2 1 0 (concat 1 in_x1 in_x2)) 1) sym_n))
(assert
 (let ((?x88 (concat 1 in_x1 in_x2)))
(let ((?x95 (transpose2 1 0 ?x88)))
(let ((?x72 (transpose2 1 0 in_x2)))
(let ((?x65 (transpose2 1 0 in_x1)))
(let ((?x79 (concat 0 ?x65 ?x72)))
(and (distinct ?x79 ?x95) true)))))))
(check-sat)
