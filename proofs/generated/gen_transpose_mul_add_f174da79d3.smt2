; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose4_add, transpose4_smul
; z3 rlimit used: 48768
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun smul (T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_s1 () T)
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x14 (transpose4 p0 p1 p2 p3 Y)))
 (let ((?x15 (add (transpose4 p0 p1 p2 p3 X) ?x14)))
 (let ((?x12 (transpose4 p0 p1 p2 p3 (add X Y))))
 (= ?x12 ?x15)))) :pattern ( (transpose4 p0 p1 p2 p3 (add X Y)) ) :pattern ( (add (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_add))
 )
(assert
 (forall ((S T) (X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x14 (transpose4 p0 p1 p2 p3 X)))
 (let ((?x39 (smul ?x14 S)))
 (let ((?x38 (transpose4 p0 p1 p2 p3 (smul X S))))
 (= ?x38 ?x39)))) :pattern ( (transpose4 p0 p1 p2 p3 (smul X S)) ) :pattern ( (smul (transpose4 p0 p1 p2 p3 X) S) ) :qid transpose4_smul))
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
 (let ((?x93 (add ?x71 ?x82)))
 (= (rank ?x93) 4)))))
(assert
 (let ((?x71 (transpose4 0 1 3 2 in_i1)))
 (let ((?x82 (smul ?x71 in_s1)))
 (let ((?x93 (add ?x71 ?x82)))
 (= (dim ?x93 0) sym_n)))))
(assert
 (let ((?x71 (transpose4 0 1 3 2 in_i1)))
 (let ((?x82 (smul ?x71 in_s1)))
 (let ((?x93 (add ?x71 ?x82)))
 (= (dim ?x93 1) sym_c)))))
(assert
 (let ((?x71 (transpose4 0 1 3 2 in_i1)))
 (let ((?x82 (smul ?x71 in_s1)))
 (let ((?x93 (add ?x71 ?x82)))
 (= (dim ?x93 2) sym_w)))))
(assert
 (let ((?x71 (transpose4 0 1 3 2 in_i1)))
 (let ((?x82 (smul ?x71 in_s1)))
 (let ((?x93 (add ?x71 ?x82)))
 (= (dim ?x93 3) sym_h)))))
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
 (let ((?x104 (smul in_i1 in_s1)))
 (let ((?x115 (add in_i1 ?x104)))
 (let ((?x126 (transpose4 0 1 3 2 ?x115)))
 (= (rank ?x126) 4)))))
(assert
 (let ((?x104 (smul in_i1 in_s1)))
 (let ((?x115 (add in_i1 ?x104)))
 (let ((?x126 (transpose4 0 1 3 2 ?x115)))
 (= (dim ?x126 0) sym_n)))))
(assert
 (let ((?x104 (smul in_i1 in_s1)))
 (let ((?x115 (add in_i1 ?x104)))
 (let ((?x126 (transpose4 0 1 3 2 ?x115)))
 (= (dim ?x126 1) sym_c)))))
(assert
 (let ((?x104 (smul in_i1 in_s1)))
 (let ((?x115 (add in_i1 ?x104)))
 (let ((?x126 (transpose4 0 1 3 2 ?x115)))
 (= (dim ?x126 2) sym_w)))))
(assert
 (let ((?x104 (smul in_i1 in_s1)))
 (let ((?x115 (add in_i1 ?x104)))
 (let ((?x126 (transpose4 0 1 3 2 ?x115)))
 (= (dim ?x126 3) sym_h)))))
(assert
 (let ((?x104 (smul in_i1 in_s1)))
(let ((?x115 (add in_i1 ?x104)))
(let ((?x126 (transpose4 0 1 3 2 ?x115)))
(let ((?x71 (transpose4 0 1 3 2 in_i1)))
(let ((?x82 (smul ?x71 in_s1)))
(let ((?x93 (add ?x71 ?x82)))
(and (distinct ?x93 ?x126) true))))))))
(check-sat)
