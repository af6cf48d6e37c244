; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose4_concat1, transpose4_smul
; z3 rlimit used: 48573
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_s1 () T)
(assert
 (forall ((S T) (X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x13 (transpose4 p0 p1 p2 p3 X)))
 (let ((?x14 (smul ?x13 S)))
 (let ((?x12 (transpose4 p0 p1 p2 p3 (smul X S))))
 (= ?x12 ?x14)))) :pattern ( (transpose4 p0 p1 p2 p3 (smul X S)) ) :pattern ( (smul (transpose4 p0 p1 p2 p3 X) S) ) :qid transpose4_smul))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x13 (transpose4 p0 p1 p2 p3 Y)))
 (let ((?x40 (concat 1 (transpose4 p0 p1 p2 p3 X) ?x13)))
 (let ((?x37 (transpose4 p0 p1 p2 p3 (concat p1 X Y))))
 (= ?x37 ?x40)))) :pattern ( (transpose4 p0 p1 p2 p3 (concat p1 X Y)) ) :pattern ( (concat 1 (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_concat1))
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
 (let ((?x71 (transpose4 0 1 3 2 in_i1)))
 (let ((?x82 (smul ?x71 in_s1)))
 (= (dim ?x82 0) sym_n))))
(assert
 (let ((?x71 (transpose4 0 1 3 2 in_i1)))
 (let ((?x82 (smul ?x71 in_s1)))
 (= (dim ?x82 1) sym_c))))
(assert
 (let ((?x71 (transpose4 0 1 3 2 in_i1)))
 (let ((?x82 (smul ?x71 in_s1)))
 (= (dim ?x82 2) sym_w))))
(assert
 (let ((?x71 (transpose4 0 1 3 2 in_i1)))
 (let ((?x82 (smul ?x71 in_s1)))
 (= (dim ?x82 3) sym_h))))
(assert
 (let ((?x71 (transpose4 0 1 3 2 in_i1)))
 (let ((?x82 (smul ?x71 in_s1)))
 (let ((?x93 (concat 1 ?x71 ?x82)))
 (= (rank ?x93) 4)))))
(assert
 (let ((?x71 (transpose4 0 1 3 2 in_i1)))
 (let ((?x82 (smul ?x71 in_s1)))
 (let ((?x93 (concat 1 ?x71 ?x82)))
 (= (dim ?x93 0) sym_n)))))
(assert
 (let ((?x99 (* 2 sym_c)))
 (let ((?x71 (transpose4 0 1 3 2 in_i1)))
 (let ((?x82 (smul ?x71 in_s1)))
 (let ((?x93 (concat 1 ?x71 ?x82)))
 (let ((?x98 (dim ?x93 1)))
 (= ?x98 ?x99)))))))
(assert
 (let ((?x71 (transpose4 0 1 3 2 in_i1)))
 (let ((?x82 (smul ?x71 in_s1)))
 (let ((?x93 (concat 1 ?x71 ?x82)))
 (= (dim ?x93 2) sym_w)))))
(assert
 (let ((?x71 (transpose4 0 1 3 2 in_i1)))
 (let ((?x82 (smul ?x71 in_s1)))
 (let ((?x93 (concat 1 ?x71 ?x82)))
 (= (dim ?x93 3) sym_h)))))
(assert
 (let ((?x99 (* 2 sym_c)))
 (>= ?x99 0)))
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
 (= (rank (concat 1 in_i1 (smul in_i1 in_s1))) 4))
(assert
 (= (dim (concat 1 in_i1 (smul in_i1 in_s1)) 0) sym_n))
(assert
 (let ((?x99 (* 2 sym_c)))
 (let ((?x106 (smul in_i1 in_s1)))
 (let ((?x117 (concat 1 in_i1 ?x106)))
 (let ((?x122 (dim ?x117 1)))
 (= ?x122 ?x99))))))
(assert
 (= (dim (concat 1 in_i1 (smul in_i1 in_s1)) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 (smul in_i1 in_s1)) 3) sym_w))
(assert
 (let ((?x106 (smul in_i1 in_s1)))
 (let ((?x117 (concat 1 in_i1 ?x106)))
 (let ((?x128 (transpose4 0 1 3 2 ?x117)))
 (= (rank ?x128) 4)))))
(assert
 (let ((?x106 (smul in_i1 in_s1)))
 (let ((?x117 (concat 1 in_i1 ?x106)))
 (let ((?x128 (transpose4 0 1 3 2 ?x117)))
 (= (dim ?x128 0) sym_n)))))
(assert
 (let ((?x99 (* 2 sym_c)))
 (let ((?x106 (smul in_i1 in_s1)))
 (let ((?x117 (concat 1 in_i1 ?x106)))
 (let ((?x128 (transpose4 0 1 3 2 ?x117)))
 (let ((?x133 (dim ?x128 1)))
 (= ?x133 ?x99)))))))
(assert
 (let ((?x106 (smul in_i1 in_s1)))
 (let ((?x117 (concat 1 in_i1 ?x106)))
 (let ((?x128 (transpose4 0 1 3 2 ?x117)))
 (= (dim ?x128 2) sym_w)))))
(assert
 (let ((?x106 (smul in_i1 in_s1)))
 (let ((?x117 (concat 1 in_i1 ?x106)))
 (let ((?x128 (transpose4 0 1 3 2 ?x117)))
 (= (dim ?x128 3) sym_h)))))
(assert
 (let ((?x106 (smul in_i1 in_s1)))
(let ((?x117 (concat 1 in_i1 ?x106)))
(let ((?x128 (transpose4 0 1 3 2 ?x117)))
(let ((?x71 (transpose4 0 1 3 2 in_i1)))
(let ((?x82 (smul ?x71 in_s1)))
(let ((?x93 (concat 1 ?x71 ?x82)))
(and (distinct ?x93 ?x128) true))))))))
(check-sat)
