; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose4_concat0
; z3 rlimit used: 6877
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_i2 () T)
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x26 (concat 0 (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y))))
 (let ((?x23 (transpose4 p0 p1 p2 p3 (concat p0 X Y))))
 (let (($x27 (= ?x23 ?x26)))
 (let (($x21 (and (>= p0 0) (>= p1 0) (>= p2 0) (>= p3 0) (= (rank X) 4) (= (rank Y) 4))))
 (=> $x21 $x27))))) :pattern ( (transpose4 p0 p1 p2 p3 (concat p0 X Y)) ) :pattern ( (concat 0 (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_concat0))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_n2 1))
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
 (= (dim in_i2 0) sym_n2))
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
 (= (dim (transpose4 0 1 3 2 in_i2) 0) sym_n2))
(assert
 (= (dim (transpose4 0 1 3 2 in_i2) 1) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_i2) 2) sym_w))
(assert
 (= (dim (transpose4 0 1 3 2 in_i2) 3) sym_h))
(assert
 (let ((?x98 (transpose4 0 1 3 2 in_i2)))
 (let ((?x87 (transpose4 0 1 3 2 in_i1)))
 (let ((?x109 (concat 0 ?x87 ?x98)))
 (= (rank ?x109) 4)))))
(assert
 (let ((?x113 (+ sym_n sym_n2)))
 (let ((?x98 (transpose4 0 1 3 2 in_i2)))
 (let ((?x87 (transpose4 0 1 3 2 in_i1)))
 (let ((?x109 (concat 0 ?x87 ?x98)))
 (let ((?x112 (dim ?x109 0)))
 (= ?x112 ?x113)))))))
(assert
 (let ((?x98 (transpose4 0 1 3 2 in_i2)))
 (let ((?x87 (transpose4 0 1 3 2 in_i1)))
 (let ((?x109 (concat 0 ?x87 ?x98)))
 (= (dim ?x109 1) sym_c)))))
(assert
 (let ((?x98 (transpose4 0 1 3 2 in_i2)))
 (let ((?x87 (transpose4 0 1 3 2 in_i1)))
 (let ((?x109 (concat 0 ?x87 ?x98)))
 (= (dim ?x109 2) sym_w)))))
(assert
 (let ((?x98 (transpose4 0 1 3 2 in_i2)))
 (let ((?x87 (transpose4 0 1 3 2 in_i1)))
 (let ((?x109 (concat 0 ?x87 ?x98)))
 (= (dim ?x109 3) sym_h)))))
(assert
 (let ((?x113 (+ sym_n sym_n2)))
 (>= ?x113 0)))
(assert
 (= (rank (concat 0 in_i1 in_i2)) 4))
(assert
 (let ((?x113 (+ sym_n sym_n2)))
 (let ((?x122 (concat 0 in_i1 in_i2)))
 (let ((?x125 (dim ?x122 0)))
 (= ?x125 ?x113)))))
(assert
 (= (dim (concat 0 in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i2) 3) sym_w))
(assert
 (let ((?x122 (concat 0 in_i1 in_i2)))
 (let ((?x133 (transpose4 0 1 3 2 ?x122)))
 (= (rank ?x133) 4))))
(assert
 (let ((?x113 (+ sym_n sym_n2)))
 (let ((?x122 (concat 0 in_i1 in_i2)))
 (let ((?x133 (transpose4 0 1 3 2 ?x122)))
 (let ((?x136 (dim ?x133 0)))
 (= ?x136 ?x113))))))
(assert
 (let ((?x122 (concat 0 in_i1 in_i2)))
 (let ((?x133 (transpose4 0 1 3 2 ?x122)))
 (= (dim ?x133 1) sym_c))))
(assert
 (let ((?x122 (concat 0 in_i1 in_i2)))
 (let ((?x133 (transpose4 0 1 3 2 ?x122)))
 (= (dim ?x133 2) sym_w))))
(assert
 (let ((?x122 (concat 0 in_i1 in_i2)))
 (let ((?x133 (transpose4 0 1 3 2 ?x122)))
 (= (dim ?x133 3) sym_h))))
(assert
 (let ((?x122 (concat 0 in_i1 in_i2)))
(let ((?x133 (transpose4 0 1 3 2 ?x122)))
(let ((?x98 (transpose4 0 1 3 2 in_i2)))
(let ((?x87 (transpose4 0 1 3 2 in_i1)))
(let ((?x109 (concat 0 ?x87 ?x98)))
(and (distinct ?x109 ?x133) true)))))))
(check-sat)
