; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose2_concat1
; z3 rlimit used: 73583
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_x2 () T)
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x18 (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x14 (transpose2 p0 p1 (concat p1 X Y))))
 (let (($x19 (= ?x14 ?x18)))
 (let (($x10 (and (>= p0 0) (>= p1 0))))
 (=> $x10 $x19))))) :pattern ( (transpose2 p0 p1 (concat p1 X Y)) ) :pattern ( (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat1))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_n2 1))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank in_x2) 2))
(assert
 (= (dim in_x2 0) sym_n2))
(assert
 (= (dim in_x2 1) sym_c))
(assert
 (= (rank (transpose2 1 0 in_x1)) 2))
(assert
 (= (dim (transpose2 1 0 in_x1) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 in_x1) 1) sym_n))
(assert
 (= (rank (transpose2 1 0 in_x2)) 2))
(assert
 (= (dim (transpose2 1 0 in_x2) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 in_x2) 1) sym_n2))
(assert
 (let ((?x72 (transpose2 1 0 in_x2)))
 (let ((?x65 (transpose2 1 0 in_x1)))
 (let ((?x79 (concat 1 ?x65 ?x72)))
 (= (rank ?x79) 2)))))
(assert
 (let ((?x72 (transpose2 1 0 in_x2)))
 (let ((?x65 (transpose2 1 0 in_x1)))
 (let ((?x79 (concat 1 ?x65 ?x72)))
 (= (dim ?x79 0) sym_c)))))
(assert
 (let ((?x85 (+ sym_n sym_n2)))
 (let ((?x72 (transpose2 1 0 in_x2)))
 (let ((?x65 (transpose2 1 0 in_x1)))
 (let ((?x79 (concat 1 ?x65 ?x72)))
 (let ((?x84 (dim ?x79 1)))
 (= ?x84 ?x85)))))))
(assert
 (let ((?x85 (+ sym_n sym_n2)))
 (>= ?x85 0)))
(assert
 (= (rank (concat 0 in_x1 in_x2)) 2))
(assert
 (let ((?x85 (+ sym_n sym_n2)))
 (let ((?x88 (concat 0 in_x1 in_x2)))
 (let ((?x91 (dim ?x88 0)))
 (= ?x91 ?x85)))))
(assert
 (= (dim (concat 0 in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (transpose2 1 0 (concat 0 in_x1 in_x2))) 2))
(assert
 (= (dim (transpose2 1 0 (concat 0 in_x1 in_x2)) 0) sym_c))
(assert
 (let ((?x85 (+ sym_n sym_n2)))
 (let ((?x88 (concat 0 in_x1 in_x2)))
 (let ((?x95 (transpose2 1 0 ?x88)))
 (let ((?x100 (dim ?x95 1)))
 (= ?x100 ?x85))))))
(assert
 (let ((?x88 (concat 0 in_x1 in_x2)))
(let ((?x95 (transpose2 1 0 ?x88)))
(let ((?x72 (transpose2 1 0 in_x2)))
(let ((?x65 (transpose2 1 0 in_x1)))
(let ((?x79 (concat 1 ?x65 ?x72)))
(and (distinct ?x79 ?x95) true)))))))
(check-sat)
