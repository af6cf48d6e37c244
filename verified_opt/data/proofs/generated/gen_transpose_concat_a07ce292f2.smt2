; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose4_concat1
; z3 rlimit used: 74242
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_i2 () T)
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x22 (concat 1 (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y))))
 (let ((?x18 (transpose4 p0 p1 p2 p3 (concat p1 X Y))))
 (let (($x23 (= ?x18 ?x22)))
 (let (($x14 (and (>= p0 0) (>= p1 0) (>= p2 0) (>= p3 0))))
 (=> $x14 $x23))))) :pattern ( (transpose4 p0 p1 p2 p3 (concat p1 X Y)) ) :pattern ( (concat 1 (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_concat1))
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
 (let ((?x94 (transpose4 0 1 3 2 in_i2)))
 (let ((?x83 (transpose4 0 1 3 2 in_i1)))
 (let ((?x105 (concat 1 ?x83 ?x94)))
 (= (rank ?x105) 4)))))
(assert
 (let ((?x94 (transpose4 0 1 3 2 in_i2)))
 (let ((?x83 (transpose4 0 1 3 2 in_i1)))
 (let ((?x105 (concat 1 ?x83 ?x94)))
 (= (dim ?x105 0) sym_n)))))
(assert
 (let ((?x111 (+ sym_c sym_c2)))
 (let ((?x94 (transpose4 0 1 3 2 in_i2)))
 (let ((?x83 (transpose4 0 1 3 2 in_i1)))
 (let ((?x105 (concat 1 ?x83 ?x94)))
 (let ((?x110 (dim ?x105 1)))
 (= ?x110 ?x111)))))))
(assert
 (let ((?x94 (transpose4 0 1 3 2 in_i2)))
 (let ((?x83 (transpose4 0 1 3 2 in_i1)))
 (let ((?x105 (concat 1 ?x83 ?x94)))
 (= (dim ?x105 2) sym_w)))))
(assert
 (let ((?x94 (transpose4 0 1 3 2 in_i2)))
 (let ((?x83 (transpose4 0 1 3 2 in_i1)))
 (let ((?x105 (concat 1 ?x83 ?x94)))
 (= (dim ?x105 3) sym_h)))))
(assert
 (let ((?x111 (+ sym_c sym_c2)))
 (>= ?x111 0)))
(assert
 (= (rank (concat 1 in_i1 in_i2)) 4))
(assert
 (= (dim (concat 1 in_i1 in_i2) 0) sym_n))
(assert
 (let ((?x111 (+ sym_c sym_c2)))
 (let ((?x118 (concat 1 in_i1 in_i2)))
 (let ((?x123 (dim ?x118 1)))
 (= ?x123 ?x111)))))
(assert
 (= (dim (concat 1 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 in_i2) 3) sym_w))
(assert
 (let ((?x118 (concat 1 in_i1 in_i2)))
 (let ((?x129 (transpose4 0 1 3 2 ?x118)))
 (= (rank ?x129) 4))))
(assert
 (let ((?x118 (concat 1 in_i1 in_i2)))
 (let ((?x129 (transpose4 0 1 3 2 ?x118)))
 (= (dim ?x129 0) sym_n))))
(assert
 (let ((?x111 (+ sym_c sym_c2)))
 (let ((?x118 (concat 1 in_i1 in_i2)))
 (let ((?x129 (transpose4 0 1 3 2 ?x118)))
 (let ((?x134 (dim ?x129 1)))
 (= ?x134 ?x111))))))
(assert
 (let ((?x118 (concat 1 in_i1 in_i2)))
 (let ((?x129 (transpose4 0 1 3 2 ?x118)))
 (= (dim ?x129 2) sym_w))))
(assert
 (let ((?x118 (concat 1 in_i1 in_i2)))
 (let ((?x129 (transpose4 0 1 3 2 ?x118)))
 (= (dim ?x129 3) sym_h))))
(assert
 (let ((?x118 (concat 1 in_i1 in_i2)))
(let ((?x129 (transpose4 0 1 3 2 ?x118)))
(let ((?x94 (transpose4 0 1 3 2 in_i2)))
(let ((?x83 (transpose4 0 1 3 2 in_i1)))
(let ((?x105 (concat 1 ?x83 ?x94)))
(and (distinct ?x105 ?x129) true)))))))
(check-sat)
