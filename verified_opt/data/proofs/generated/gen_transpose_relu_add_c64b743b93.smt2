; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose4_add, transpose4_relu
; z3 rlimit used: 74464
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x20 (transpose4 p0 p1 p2 p3 Y)))
 (let ((?x21 (add (transpose4 p0 p1 p2 p3 X) ?x20)))
 (let ((?x18 (transpose4 p0 p1 p2 p3 (add X Y))))
 (let (($x22 (= ?x18 ?x21)))
 (let (($x14 (and (>= p0 0) (>= p1 0) (>= p2 0) (>= p3 0))))
 (=> $x14 $x22)))))) :pattern ( (transpose4 p0 p1 p2 p3 (add X Y)) ) :pattern ( (add (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_add))
 )
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x20 (transpose4 p0 p1 p2 p3 X)))
 (let ((?x49 (relu ?x20)))
 (let ((?x48 (transpose4 p0 p1 p2 p3 (relu X))))
 (let (($x50 (= ?x48 ?x49)))
 (let (($x14 (and (>= p0 0) (>= p1 0) (>= p2 0) (>= p3 0))))
 (=> $x14 $x50)))))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
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
 (= (rank (relu (transpose4 0 1 3 2 in_i1))) 4))
(assert
 (= (dim (relu (transpose4 0 1 3 2 in_i1)) 0) sym_n))
(assert
 (= (dim (relu (transpose4 0 1 3 2 in_i1)) 1) sym_c))
(assert
 (= (dim (relu (transpose4 0 1 3 2 in_i1)) 2) sym_w))
(assert
 (= (dim (relu (transpose4 0 1 3 2 in_i1)) 3) sym_h))
(assert
 (let ((?x80 (transpose4 0 1 3 2 in_i1)))
 (let ((?x91 (relu ?x80)))
 (let ((?x102 (add ?x80 ?x91)))
 (= (rank ?x102) 4)))))
(assert
 (let ((?x80 (transpose4 0 1 3 2 in_i1)))
 (let ((?x91 (relu ?x80)))
 (let ((?x102 (add ?x80 ?x91)))
 (= (dim ?x102 0) sym_n)))))
(assert
 (let ((?x80 (transpose4 0 1 3 2 in_i1)))
 (let ((?x91 (relu ?x80)))
 (let ((?x102 (add ?x80 ?x91)))
 (= (dim ?x102 1) sym_c)))))
(assert
 (let ((?x80 (transpose4 0 1 3 2 in_i1)))
 (let ((?x91 (relu ?x80)))
 (let ((?x102 (add ?x80 ?x91)))
 (= (dim ?x102 2) sym_w)))))
(assert
 (let ((?x80 (transpose4 0 1 3 2 in_i1)))
 (let ((?x91 (relu ?x80)))
 (let ((?x102 (add ?x80 ?x91)))
 (= (dim ?x102 3) sym_h)))))
(assert
 (= (rank (relu in_i1)) 4))
(assert
 (= (dim (relu in_i1) 0) sym_n))
(assert
 (= (dim (relu in_i1) 1) sym_c))
(assert
 (= (dim (relu in_i1) 2) sym_h))
(assert
 (= (dim (relu in_i1) 3) sym_w))
(assert
 (= (rank (add in_i1 (relu in_i1))) 4))
(assert
 (= (dim (add in_i1 (relu in_i1)) 0) sym_n))
(assert
 (= (dim (add in_i1 (relu in_i1)) 1) sym_c))
(assert
 (= (dim (add in_i1 (relu in_i1)) 2) sym_h))
(assert
 (= (dim (add in_i1 (relu in_i1)) 3) sym_w))
(assert
 (let ((?x113 (relu in_i1)))
 (let ((?x124 (add in_i1 ?x113)))
 (let ((?x135 (transpose4 0 1 3 2 ?x124)))
 (= (rank ?x135) 4)))))
(assert
 (let ((?x113 (relu in_i1)))
 (let ((?x124 (add in_i1 ?x113)))
 (let ((?x135 (transpose4 0 1 3 2 ?x124)))
 (= (dim ?x135 0) sym_n)))))
(assert
 (let ((?x113 (relu in_i1)))
 (let ((?x124 (add in_i1 ?x113)))
 (let ((?x135 (transpose4 0 1 3 2 ?x124)))
 (= (dim ?x135 1) sym_c)))))
(assert
 (let ((?x113 (relu in_i1)))
 (let ((?x124 (add in_i1 ?x113)))
 (let ((?x135 (transpose4 0 1 3 2 ?x124)))
 (= (dim ?x135 2) sym_w)))))
(assert
 (let ((?x113 (relu in_i1)))
 (let ((?x124 (add in_i1 ?x113)))
 (let ((?x135 (transpose4 0 1 3 2 ?x124)))
 (= (dim ?x135 3) sym_h)))))
(assert
 (let ((?x113 (relu in_i1)))
(let ((?x124 (add in_i1 ?x113)))
(let ((?x135 (transpose4 0 1 3 2 ?x124)))
(let ((?x80 (transpose4 0 1 3 2 in_i1)))
(let ((?x91 (relu ?x80)))
(let ((?x102 (add ?x80 ?x91)))
(and (distinct ?x102 ?x135) true))))))))
(check-sat)
