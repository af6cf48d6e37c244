; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose4_add, transpose4_smul
; z3 rlimit used: 11805
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_s1 () T)
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x25 (transpose4 p0 p1 p2 p3 Y)))
 (let ((?x26 (add (transpose4 p0 p1 p2 p3 X) ?x25)))
 (let ((?x23 (transpose4 p0 p1 p2 p3 (add X Y))))
 (let (($x27 (= ?x23 ?x26)))
 (let (($x20 (= (rank Y) 4)))
 (let (($x13 (>= p3 0)))
 (let (($x11 (>= p2 0)))
 (let (($x9 (>= p1 0)))
 (let (($x7 (>= p0 0)))
 (let (($x21 (and $x7 $x9 $x11 $x13 (= (rank X) 4) $x20)))
 (=> $x21 $x27))))))))))) :pattern ( (transpose4 p0 p1 p2 p3 (add X Y)) ) :pattern ( (add (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_add))
 )
(assert
 (forall ((S T) (X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x25 (transpose4 p0 p1 p2 p3 X)))
 (let ((?x56 (smul ?x25 S)))
 (let ((?x55 (transpose4 p0 p1 p2 p3 (smul X S))))
 (let (($x57 (= ?x55 ?x56)))
 (let (($x20 (= (rank X) 4)))
 (let (($x13 (>= p3 0)))
 (let (($x11 (>= p2 0)))
 (let (($x9 (>= p1 0)))
 (let (($x7 (>= p0 0)))
 (let (($x53 (and $x7 $x9 $x11 $x13 $x20 (= (rank S) 0))))
 (=> $x53 $x57))))))))))) :pattern ( (transpose4 p0 p1 p2 p3 (smul X S)) ) :pattern ( (smul (transpose4 p0 p1 p2 p3 X) S) ) :qid transpose4_smul))
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
 (= (rank in_s1) 0))
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
 (= (rank (smul (transpose4 0 1 3 2 in_i1) in_s1)) 4))
(assert
 (let ((?x90 (transpose4 0 1 3 2 in_i1)))
 (let ((?x101 (smul ?x90 in_s1)))
 (= (dim ?x101 0) sym_n))))
(assert
 (let ((?x90 (transpose4 0 1 3 2 in_i1)))
 (let ((?x101 (smul ?x90 in_s1)))
 (= (dim ?x101 1) sym_c))))
(assert
 (let ((?x90 (transpose4 0 1 3 2 in_i1)))
 (let ((?x101 (smul ?x90 in_s1)))
 (= (dim ?x101 2) sym_w))))
(assert
 (let ((?x90 (transpose4 0 1 3 2 in_i1)))
 (let ((?x101 (smul ?x90 in_s1)))
 (= (dim ?x101 3) sym_h))))
(assert
 (let ((?x90 (transpose4 0 1 3 2 in_i1)))
 (let ((?x101 (smul ?x90 in_s1)))
 (let ((?x112 (add ?x90 ?x101)))
 (= (rank ?x112) 4)))))
(assert
 (let ((?x90 (transpose4 0 1 3 2 in_i1)))
 (let ((?x101 (smul ?x90 in_s1)))
 (let ((?x112 (add ?x90 ?x101)))
 (= (dim ?x112 0) sym_n)))))
(assert
 (let ((?x90 (transpose4 0 1 3 2 in_i1)))
 (let ((?x101 (smul ?x90 in_s1)))
 (let ((?x112 (add ?x90 ?x101)))
 (= (dim ?x112 1) sym_c)))))
(assert
 (let ((?x90 (transpose4 0 1 3 2 in_i1)))
 (let ((?x101 (smul ?x90 in_s1)))
 (let ((?x112 (add ?x90 ?x101)))
 (= (dim ?x112 2) sym_w)))))
(assert
 (let ((?x90 (transpose4 0 1 3 2 in_i1)))
 (let ((?x101 (smul ?x90 in_s1)))
 (let ((?x112 (add ?x90 ?x101)))
 (= (dim ?x112 3) sym_h)))))
(assert
 (= (rank (smul in_i1 in_s1)) 4))
(assert
 (= (dim (smul in_i1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_i1 in_s1) 1) sym_c))
(assert
 (= (dim (smul in_i1 in_s1) 2) sym_h))
(assert
 (= (dim (smul in_i1 in_s1) 3) sym_w))
(assert
 (= (rank (add in_i1 (smul in_i1 in_s1))) 4))
(assert
 (= (dim (add in_i1 (smul in_i1 in_s1)) 0) sym_n))
(assert
 (= (dim (add in_i1 (smul in_i1 in_s1)) 1) sym_c))
(assert
 (= (dim (add in_i1 (smul in_i1 in_s1)) 2) sym_h))
(assert
 (= (dim (add in_i1 (smul in_i1 in_s1)) 3) sym_w))
(assert
 (let ((?x123 (smul in_i1 in_s1)))
 (let ((?x134 (add in_i1 ?x123)))
 (let ((?x145 (transpose4 0 1 3 2 ?x134)))
 (= (rank ?x145) 4)))))
(assert
 (let ((?x123 (smul in_i1 in_s1)))
 (let ((?x134 (add in_i1 ?x123)))
 (let ((?x145 (transpose4 0 1 3 2 ?x134)))
 (= (dim ?x145 0) sym_n)))))
(assert
 (let ((?x123 (smul in_i1 in_s1)))
 (let ((?x134 (add in_i1 ?x123)))
 (let ((?x145 (transpose4 0 1 3 2 ?x134)))
 (= (dim ?x145 1) sym_c)))))
(assert
 (let ((?x123 (smul in_i1 in_s1)))
 (let ((?x134 (add in_i1 ?x123)))
 (let ((?x145 (transpose4 0 1 3 2 ?x134)))
 (= (dim ?x145 2) sym_w)))))
(assert
 (let ((?x123 (smul in_i1 in_s1)))
 (let ((?x134 (add in_i1 ?x123)))
 (let ((?x145 (transpose4 0 1 3 2 ?x134)))
 (= (dim ?x145 3) sym_h)))))
(assert
 (let ((?x123 (smul in_i1 in_s1)))
(let ((?x134 (add in_i1 ?x123)))
(let ((?x145 (transpose4 0 1 3 2 ?x134)))
(let ((?x90 (transpose4 0 1 3 2 in_i1)))
(let ((?x101 (smul ?x90 in_s1)))
(let ((?x112 (add ?x90 ?x101)))
(and (distinct ?x112 ?x145) true))))))))
(check-sat)
