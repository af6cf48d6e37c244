; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose4_add
; z3 rlimit used: 7108
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_i2 () T)
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x26 (add (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y))))
 (let ((?x23 (transpose4 p0 p1 p2 p3 (add X Y))))
 (let (($x27 (= ?x23 ?x26)))
 (let (($x21 (and (>= p0 0) (>= p1 0) (>= p2 0) (>= p3 0) (= (rank X) 4) (= (rank Y) 4))))
 (=> $x21 $x27))))) :pattern ( (transpose4 p0 p1 p2 p3 (add X Y)) ) :pattern ( (add (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_add))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_i1) 4))
(assert
 (= (dim in_i1 0) sym_n))
(assert
 (= (dim in_i1 1) sym_c))
(assert
 (= (dim in_i1 2) sym_h))
(assert
 (= (dim in_i1 3) sym_w))
(assert
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n))
(assert
 (= (dim in_i2 1) sym_c))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank (transpose4 0 1 3 2 in_i1)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 0) sym_n))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 1) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 2) sym_w))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 3) sym_h))
(assert
 (= (rank (transpose4 0 1 3 2 in_i2)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_i2) 0) sym_n))
(assert
 (= (dim (transpose4 0 1 3 2 in_i2) 1) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_i2) 2) sym_w))
(assert
 (= (dim (transpose4 0 1 3 2 in_i2) 3) sym_h))
(assert
 (let ((?x96 (transpose4 0 1 3 2 in_i2)))
 (let ((?x85 (transpose4 0 1 3 2 in_i1)))
 (let ((?x107 (add ?x85 ?x96)))
 (= (rank ?x107) 4)))))
(assert
 (let ((?x96 (transpose4 0 1 3 2 in_i2)))
 (let ((?x85 (transpose4 0 1 3 2 in_i1)))
 (let ((?x107 (add ?x85 ?x96)))
 (= (dim ?x107 0) sym_n)))))
(assert
 (let ((?x96 (transpose4 0 1 3 2 in_i2)))
 (let ((?x85 (transpose4 0 1 3 2 in_i1)))
 (let ((?x107 (add ?x85 ?x96)))
 (= (dim ?x107 1) sym_c)))))
(assert
 (let ((?x96 (transpose4 0 1 3 2 in_i2)))
 (let ((?x85 (transpose4 0 1 3 2 in_i1)))
 (let ((?x107 (add ?x85 ?x96)))
 (= (dim ?x107 2) sym_w)))))
(assert
 (let ((?x96 (transpose4 0 1 3 2 in_i2)))
 (let ((?x85 (transpose4 0 1 3 2 in_i1)))
 (let ((?x107 (add ?x85 ?x96)))
 (= (dim ?x107 3) sym_h)))))
(assert
 (= (rank (add in_i1 in_i2)) 4))
(assert
 (= (dim (add in_i1 in_i2) 0) sym_n))
(assert
 (= (dim (add in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (add in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (add in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (transpose4 0 1 3 2 (add in_i1 in_i2))) 4))
(assert
 (= (dim (transpose4 0 1 3 2 (add in_i1 in_i2)) 0) sym_n))
(assert
 (= (dim (transpose4 0 1 3 2 (add in_i1 in_i2)) 1) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 (add in_i1 in_i2)) 2) sym_w))
(assert
 (= (dim (transpose4 0 1 3 2 (add in_i1 in_i2)) 3) sym_h))
(assert
 (let ((?x118 (add in_i1 in_i2)))
(let ((?x129 (transpose4 0 1 3 2 ?x118)))
(let ((?x96 (transpose4 0 1 3 2 in_i2)))
(let ((?x85 (transpose4 0 1 3 2 in_i1)))
(let ((?x107 (add ?x85 ?x96)))
(and (distinct ?x107 ?x129) true)))))))
(check-sat)
