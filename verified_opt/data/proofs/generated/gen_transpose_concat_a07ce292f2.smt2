; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose4_concat1
; z3 rlimit used: 6877
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_i2 () T)
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x27 (concat 1 (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y))))
 (let ((?x23 (transpose4 p0 p1 p2 p3 (concat p1 X Y))))
 (let (($x28 (= ?x23 ?x27)))
 (let (($x21 (and (>= p0 0) (>= p1 0) (>= p2 0) (>= p3 0) (= (rank X) 4) (= (rank Y) 4))))
 (=> $x21 $x28))))) :pattern ( (transpose4 p0 p1 p2 p3 (concat p1 X Y)) ) :pattern ( (concat 1 (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_concat1))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
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
 (= (dim in_i2 1) sym_c2))
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
 (= (dim (transpose4 0 1 3 2 in_i2) 1) sym_c2))
(assert
 (= (dim (transpose4 0 1 3 2 in_i2) 2) sym_w))
(assert
 (= (dim (transpose4 0 1 3 2 in_i2) 3) sym_h))
(assert
 (let ((?x98 (transpose4 0 1 3 2 in_i2)))
 (let ((?x87 (transpose4 0 1 3 2 in_i1)))
 (let ((?x109 (concat 1 ?x87 ?x98)))
 (= (rank ?x109) 4)))))
(assert
 (let ((?x98 (transpose4 0 1 3 2 in_i2)))
 (let ((?x87 (transpose4 0 1 3 2 in_i1)))
 (let ((?x109 (concat 1 ?x87 ?x98)))
 (= (dim ?x109 0) sym_n)))))
(assert
 (let ((?x115 (+ sym_c sym_c2)))
 (let ((?x98 (transpose4 0 1 3 2 in_i2)))
 (let ((?x87 (transpose4 0 1 3 2 in_i1)))
 (let ((?x109 (concat 1 ?x87 ?x98)))
 (let ((?x114 (dim ?x109 1)))
 (= ?x114 ?x115)))))))
(assert
 (let ((?x98 (transpose4 0 1 3 2 in_i2)))
 (let ((?x87 (transpose4 0 1 3 2 in_i1)))
 (let ((?x109 (concat 1 ?x87 ?x98)))
 (= (dim ?x109 2) sym_w)))))
(assert
 (let ((?x98 (transpose4 0 1 3 2 in_i2)))
 (let ((?x87 (transpose4 0 1 3 2 in_i1)))
 (let ((?x109 (concat 1 ?x87 ?x98)))
 (= (dim ?x109 3) sym_h)))))
(assert
 (let ((?x115 (+ sym_c sym_c2)))
 (>= ?x115 0)))
(assert
 (= (rank (concat 1 in_i1 in_i2)) 4))
(assert
 (= (dim (concat 1 in_i1 in_i2) 0) sym_n))
(assert
 (let ((?x115 (+ sym_c sym_c2)))
 (let ((?x122 (concat 1 in_i1 in_i2)))
 (let ((?x127 (dim ?x122 1)))
 (= ?x127 ?x115)))))
(assert
 (= (dim (concat 1 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 in_i2) 3) sym_w))
(assert
 (let ((?x122 (concat 1 in_i1 in_i2)))
 (let ((?x133 (transpose4 0 1 3 2 ?x122)))
 (= (rank ?x133) 4))))
(assert
 (let ((?x122 (concat 1 in_i1 in_i2)))
 (let ((?x133 (transpose4 0 1 3 2 ?x122)))
 (= (dim ?x133 0) sym_n))))
(assert
 (let ((?x115 (+ sym_c sym_c2)))
 (let ((?x122 (concat 1 in_i1 in_i2)))
 (let ((?x133 (transpose4 0 1 3 2 ?x122)))
 (let ((?x138 (dim ?x133 1)))
 (= ?x138 ?x115))))))
(assert
 (let ((?x122 (concat 1 in_i1 in_i2)))
 (let ((?x133 (transpose4 0 1 3 2 ?x122)))
 (= (dim ?x133 2) sym_w))))
(assert
 (let ((?x122 (concat 1 in_i1 in_i2)))
 (let ((?x133 (transpose4 0 1 3 2 ?x122)))
 (= (dim ?x133 3) sym_h))))
(assert
 (let ((?x122 (concat 1 in_i1 in_i2)))
(let ((?x133 (transpose4 0 1 3 2 ?x122)))
(let ((?x98 (transpose4 0 1 3 2 in_i2)))
(let ((?x87 (transpose4 0 1 3 2 in_i1)))
(let ((?x109 (concat 1 ?x87 ?x98)))
(and (distinct ?x109 ?x133) true)))))))
(check-sat)
