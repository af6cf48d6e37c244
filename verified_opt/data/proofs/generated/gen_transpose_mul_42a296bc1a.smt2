; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose2_mul
; z3 rlimit used: 73449
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_x2 () T)
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x17 (mul (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x14 (transpose2 p0 p1 (mul X Y))))
 (let (($x18 (= ?x14 ?x17)))
 (let (($x10 (and (>= p0 0) (>= p1 0))))
 (=> $x10 $x18))))) :pattern ( (transpose2 p0 p1 (mul X Y)) ) :pattern ( (mul (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_mul))
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
 (= (rank in_x2) 2))
(assert
 (= (dim in_x2 0) sym_n))
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
 (= (dim (transpose2 1 0 in_x2) 1) sym_n))
(assert
 (let ((?x70 (transpose2 1 0 in_x2)))
 (let ((?x63 (transpose2 1 0 in_x1)))
 (let ((?x77 (mul ?x63 ?x70)))
 (= (rank ?x77) 2)))))
(assert
 (let ((?x70 (transpose2 1 0 in_x2)))
 (let ((?x63 (transpose2 1 0 in_x1)))
 (let ((?x77 (mul ?x63 ?x70)))
 (= (dim ?x77 0) sym_c)))))
(assert
 (let ((?x70 (transpose2 1 0 in_x2)))
 (let ((?x63 (transpose2 1 0 in_x1)))
 (let ((?x77 (mul ?x63 ?x70)))
 (= (dim ?x77 1) sym_n)))))
(assert
 (= (rank (mul in_x1 in_x2)) 2))
(assert
 (= (dim (mul in_x1 in_x2) 0) sym_n))
(assert
 (= (dim (mul in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (transpose2 1 0 (mul in_x1 in_x2))) 2))
(assert
 (= (dim (transpose2 1 0 (mul in_x1 in_x2)) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 (mul in_x1 in_x2)) 1) sym_n))
(assert
 (let ((?x84 (mul in_x1 in_x2)))
(let ((?x91 (transpose2 1 0 ?x84)))
(let ((?x70 (transpose2 1 0 in_x2)))
(let ((?x63 (transpose2 1 0 in_x1)))
(let ((?x77 (mul ?x63 ?x70)))
(and (distinct ?x77 ?x91) true)))))))
(check-sat)
