; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose4_concat0, transpose4_relu
; z3 rlimit used: 8424
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x21 (transpose4 p0 p1 p2 p3 X)))
 (let ((?x22 (relu ?x21)))
 (let ((?x20 (transpose4 p0 p1 p2 p3 (relu X))))
 (let (($x23 (= ?x20 ?x22)))
 (let (($x17 (= (rank X) 4)))
 (let (($x13 (>= p3 0)))
 (let (($x11 (>= p2 0)))
 (let (($x9 (>= p1 0)))
 (let (($x7 (>= p0 0)))
 (let (($x18 (and $x7 $x9 $x11 $x13 $x17)))
 (=> $x18 $x23))))))))))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x21 (transpose4 p0 p1 p2 p3 Y)))
 (let ((?x55 (concat 0 (transpose4 p0 p1 p2 p3 X) ?x21)))
 (let ((?x53 (transpose4 p0 p1 p2 p3 (concat p0 X Y))))
 (let (($x56 (= ?x53 ?x55)))
 (let (($x17 (= (rank Y) 4)))
 (let (($x13 (>= p3 0)))
 (let (($x11 (>= p2 0)))
 (let (($x9 (>= p1 0)))
 (let (($x7 (>= p0 0)))
 (let (($x51 (and $x7 $x9 $x11 $x13 (= (rank X) 4) $x17)))
 (=> $x51 $x56))))))))))) :pattern ( (transpose4 p0 p1 p2 p3 (concat p0 X Y)) ) :pattern ( (concat 0 (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_concat0))
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
 (let ((?x86 (transpose4 0 1 3 2 in_i1)))
 (let ((?x97 (relu ?x86)))
 (let ((?x108 (concat 0 ?x86 ?x97)))
 (= (rank ?x108) 4)))))
(assert
 (let ((?x112 (* 2 sym_n)))
 (let ((?x86 (transpose4 0 1 3 2 in_i1)))
 (let ((?x97 (relu ?x86)))
 (let ((?x108 (concat 0 ?x86 ?x97)))
 (let ((?x111 (dim ?x108 0)))
 (= ?x111 ?x112)))))))
(assert
 (let ((?x86 (transpose4 0 1 3 2 in_i1)))
 (let ((?x97 (relu ?x86)))
 (let ((?x108 (concat 0 ?x86 ?x97)))
 (= (dim ?x108 1) sym_c)))))
(assert
 (let ((?x86 (transpose4 0 1 3 2 in_i1)))
 (let ((?x97 (relu ?x86)))
 (let ((?x108 (concat 0 ?x86 ?x97)))
 (= (dim ?x108 2) sym_w)))))
(assert
 (let ((?x86 (transpose4 0 1 3 2 in_i1)))
 (let ((?x97 (relu ?x86)))
 (let ((?x108 (concat 0 ?x86 ?x97)))
 (= (dim ?x108 3) sym_h)))))
(assert
 (let ((?x112 (* 2 sym_n)))
 (>= ?x112 0)))
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
 (= (rank (concat 0 in_i1 (relu in_i1))) 4))
(assert
 (let ((?x112 (* 2 sym_n)))
 (let ((?x121 (relu in_i1)))
 (let ((?x132 (concat 0 in_i1 ?x121)))
 (let ((?x135 (dim ?x132 0)))
 (= ?x135 ?x112))))))
(assert
 (= (dim (concat 0 in_i1 (relu in_i1)) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 (relu in_i1)) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 (relu in_i1)) 3) sym_w))
(assert
 (let ((?x121 (relu in_i1)))
 (let ((?x132 (concat 0 in_i1 ?x121)))
 (let ((?x143 (transpose4 0 1 3 2 ?x132)))
 (= (rank ?x143) 4)))))
(assert
 (let ((?x112 (* 2 sym_n)))
 (let ((?x121 (relu in_i1)))
 (let ((?x132 (concat 0 in_i1 ?x121)))
 (let ((?x143 (transpose4 0 1 3 2 ?x132)))
 (let ((?x146 (dim ?x143 0)))
 (= ?x146 ?x112)))))))
(assert
 (let ((?x121 (relu in_i1)))
 (let ((?x132 (concat 0 in_i1 ?x121)))
 (let ((?x143 (transpose4 0 1 3 2 ?x132)))
 (= (dim ?x143 1) sym_c)))))
(assert
 (let ((?x121 (relu in_i1)))
 (let ((?x132 (concat 0 in_i1 ?x121)))
 (let ((?x143 (transpose4 0 1 3 2 ?x132)))
 (= (dim ?x143 2) sym_w)))))
(assert
 (let ((?x121 (relu in_i1)))
 (let ((?x132 (concat 0 in_i1 ?x121)))
 (let ((?x143 (transpose4 0 1 3 2 ?x132)))
 (= (dim ?x143 3) sym_h)))))
(assert
 (let ((?x121 (relu in_i1)))
(let ((?x132 (concat 0 in_i1 ?x121)))
(let ((?x143 (transpose4 0 1 3 2 ?x132)))
(let ((?x86 (transpose4 0 1 3 2 in_i1)))
(let ((?x97 (relu ?x86)))
(let ((?x108 (concat 0 ?x86 ?x97)))
(and (distinct ?x108 ?x143) true))))))))
(check-sat)
