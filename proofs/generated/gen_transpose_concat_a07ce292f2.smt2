; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose4_concat1
; z3 rlimit used: 48551
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_i2 () T)
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x16 (concat 1 (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y))))
 (let ((?x12 (transpose4 p0 p1 p2 p3 (concat p1 X Y))))
 (= ?x12 ?x16))) :pattern ( (transpose4 p0 p1 p2 p3 (concat p1 X Y)) ) :pattern ( (concat 1 (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_concat1))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_w 1))
(assert
 (>= sym_c2 1))
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
 (let ((?x85 (transpose4 0 1 3 2 in_i2)))
 (let ((?x74 (transpose4 0 1 3 2 in_i1)))
 (let ((?x96 (concat 1 ?x74 ?x85)))
 (= (rank ?x96) 4)))))
(assert
 (let ((?x85 (transpose4 0 1 3 2 in_i2)))
 (let ((?x74 (transpose4 0 1 3 2 in_i1)))
 (let ((?x96 (concat 1 ?x74 ?x85)))
 (= (dim ?x96 0) sym_n)))))
(assert
 (let ((?x102 (+ sym_c sym_c2)))
 (let ((?x85 (transpose4 0 1 3 2 in_i2)))
 (let ((?x74 (transpose4 0 1 3 2 in_i1)))
 (let ((?x96 (concat 1 ?x74 ?x85)))
 (let ((?x101 (dim ?x96 1)))
 (= ?x101 ?x102)))))))
(assert
 (let ((?x85 (transpose4 0 1 3 2 in_i2)))
 (let ((?x74 (transpose4 0 1 3 2 in_i1)))
 (let ((?x96 (concat 1 ?x74 ?x85)))
 (= (dim ?x96 2) sym_w)))))
(assert
 (let ((?x85 (transpose4 0 1 3 2 in_i2)))
 (let ((?x74 (transpose4 0 1 3 2 in_i1)))
 (let ((?x96 (concat 1 ?x74 ?x85)))
 (= (dim ?x96 3) sym_h)))))
(assert
 (let ((?x102 (+ sym_c sym_c2)))
 (>= ?x102 0)))
(assert
 (= (rank (concat 1 in_i1 in_i2)) 4))
(assert
 (= (dim (concat 1 in_i1 in_i2) 0) sym_n))
(assert
 (let ((?x102 (+ sym_c sym_c2)))
 (let ((?x109 (concat 1 in_i1 in_i2)))
 (let ((?x114 (dim ?x109 1)))
 (= ?x114 ?x102)))))
(assert
 (= (dim (concat 1 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 in_i2) 3) sym_w))
(assert
 (let ((?x109 (concat 1 in_i1 in_i2)))
 (let ((?x120 (transpose4 0 1 3 2 ?x109)))
 (= (rank ?x120) 4))))
(assert
 (let ((?x109 (concat 1 in_i1 in_i2)))
 (let ((?x120 (transpose4 0 1 3 2 ?x109)))
 (= (dim ?x120 0) sym_n))))
(assert
 (let ((?x102 (+ sym_c sym_c2)))
 (let ((?x109 (concat 1 in_i1 in_i2)))
 (let ((?x120 (transpose4 0 1 3 2 ?x109)))
 (let ((?x125 (dim ?x120 1)))
 (= ?x125 ?x102))))))
(assert
 (let ((?x109 (concat 1 in_i1 in_i2)))
 (let ((?x120 (transpose4 0 1 3 2 ?x109)))
 (= (dim ?x120 2) sym_w))))
(assert
 (let ((?x109 (concat 1 in_i1 in_i2)))
 (let ((?x120 (transpose4 0 1 3 2 ?x109)))
 (= (dim ?x120 3) sym_h))))
(assert
 (let ((?x109 (concat 1 in_i1 in_i2)))
(let ((?x120 (transpose4 0 1 3 2 ?x109)))
(let ((?x85 (transpose4 0 1 3 2 in_i2)))
(let ((?x74 (transpose4 0 1 3 2 in_i1)))
(let ((?x96 (concat 1 ?x74 ?x85)))
(and (distinct ?x96 ?x120) true)))))))
(check-sat)
