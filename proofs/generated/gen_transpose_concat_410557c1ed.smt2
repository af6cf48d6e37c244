; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose4_after_0132, transpose4_concat0, transpose4_id
; z3 rlimit used: 48085
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_k1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) )(! (let ((?x10 (transpose4 0 1 2 3 X)))
 (= ?x10 X)) :pattern ( (transpose4 0 1 2 3 X) ) :qid transpose4_id))
 )
(assert
 (forall ((X T) (q0 Int) (q1 Int) (q2 Int) (q3 Int) )(! (let ((?x36 (transpose4 q0 q1 q2 q3 X)))
 (let ((?x37 (transpose4 0 1 3 2 ?x36)))
 (= ?x37 (transpose4 q0 q1 q3 q2 X)))) :pattern ( (transpose4 0 1 3 2 (transpose4 q0 q1 q2 q3 X)) ) :qid transpose4_after_0132))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x36 (transpose4 p0 p1 p2 p3 Y)))
 (let ((?x46 (concat 0 (transpose4 p0 p1 p2 p3 X) ?x36)))
 (let ((?x44 (transpose4 p0 p1 p2 p3 (concat p0 X Y))))
 (= ?x44 ?x46)))) :pattern ( (transpose4 p0 p1 p2 p3 (concat p0 X Y)) ) :pattern ( (concat 0 (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_concat0))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c2))
(assert
 (let ((?x63 (dim in_k1 2)))
 (= 3 ?x63)))
(assert
 (let ((?x65 (dim in_k1 3)))
 (= 3 ?x65)))
(assert
 (= (rank (transpose4 0 1 3 2 in_k1)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_k1) 0) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_k1) 1) sym_c2))
(assert
 (let ((?x67 (transpose4 0 1 3 2 in_k1)))
 (let ((?x74 (dim ?x67 2)))
 (= 3 ?x74))))
(assert
 (let ((?x67 (transpose4 0 1 3 2 in_k1)))
 (let ((?x76 (dim ?x67 3)))
 (= 3 ?x76))))
(assert
 (let ((?x67 (transpose4 0 1 3 2 in_k1)))
 (let ((?x78 (concat 0 ?x67 in_k1)))
 (= (rank ?x78) 4))))
(assert
 (let ((?x82 (* 2 sym_c)))
 (let ((?x67 (transpose4 0 1 3 2 in_k1)))
 (let ((?x78 (concat 0 ?x67 in_k1)))
 (let ((?x81 (dim ?x78 0)))
 (= ?x81 ?x82))))))
(assert
 (let ((?x67 (transpose4 0 1 3 2 in_k1)))
 (let ((?x78 (concat 0 ?x67 in_k1)))
 (= (dim ?x78 1) sym_c2))))
(assert
 (let ((?x67 (transpose4 0 1 3 2 in_k1)))
 (let ((?x78 (concat 0 ?x67 in_k1)))
 (let ((?x86 (dim ?x78 2)))
 (= 3 ?x86)))))
(assert
 (let ((?x67 (transpose4 0 1 3 2 in_k1)))
 (let ((?x78 (concat 0 ?x67 in_k1)))
 (let ((?x88 (dim ?x78 3)))
 (= 3 ?x88)))))
(assert
 (let ((?x67 (transpose4 0 1 3 2 in_k1)))
 (let ((?x78 (concat 0 ?x67 in_k1)))
 (let ((?x90 (transpose4 0 1 3 2 ?x78)))
 (= (rank ?x90) 4)))))
(assert
 (let ((?x82 (* 2 sym_c)))
 (let ((?x67 (transpose4 0 1 3 2 in_k1)))
 (let ((?x78 (concat 0 ?x67 in_k1)))
 (let ((?x90 (transpose4 0 1 3 2 ?x78)))
 (let ((?x93 (dim ?x90 0)))
 (= ?x93 ?x82)))))))
(assert
 (let ((?x67 (transpose4 0 1 3 2 in_k1)))
 (let ((?x78 (concat 0 ?x67 in_k1)))
 (let ((?x90 (transpose4 0 1 3 2 ?x78)))
 (= (dim ?x90 1) sym_c2)))))
(assert
 (let ((?x67 (transpose4 0 1 3 2 in_k1)))
 (let ((?x78 (concat 0 ?x67 in_k1)))
 (let ((?x90 (transpose4 0 1 3 2 ?x78)))
 (let ((?x97 (dim ?x90 2)))
 (= 3 ?x97))))))
(assert
 (let ((?x67 (transpose4 0 1 3 2 in_k1)))
 (let ((?x78 (concat 0 ?x67 in_k1)))
 (let ((?x90 (transpose4 0 1 3 2 ?x78)))
 (let ((?x99 (dim ?x90 3)))
 (= 3 ?x99))))))
(assert
 (let ((?x82 (* 2 sym_c)))
 (>= ?x82 0)))
(assert
 (let ((?x67 (transpose4 0 1 3 2 in_k1)))
 (let ((?x102 (concat 0 in_k1 ?x67)))
 (= (rank ?x102) 4))))
(assert
 (let ((?x82 (* 2 sym_c)))
 (let ((?x67 (transpose4 0 1 3 2 in_k1)))
 (let ((?x102 (concat 0 in_k1 ?x67)))
 (let ((?x105 (dim ?x102 0)))
 (= ?x105 ?x82))))))
(assert
 (let ((?x67 (transpose4 0 1 3 2 in_k1)))
 (let ((?x102 (concat 0 in_k1 ?x67)))
 (= (dim ?x102 1) sym_c2))))
(assert
 (let ((?x67 (transpose4 0 1 3 2 in_k1)))
 (let ((?x102 (concat 0 in_k1 ?x67)))
 (let ((?x109 (dim ?x102 2)))
 (= 3 ?x109)))))
(assert
 (let ((?x67 (transpose4 0 1 3 2 in_k1)))
 (let ((?x102 (concat 0 in_k1 ?x67)))
 (let ((?x111 (dim ?x102 3)))
 (= 3 ?x111)))))
(assert
 (let ((?x67 (transpose4 0 1 3 2 in_k1)))
(let ((?x102 (concat 0 in_k1 ?x67)))
(let ((?x78 (concat 0 ?x67 in_k1)))
(let ((?x90 (transpose4 0 1 3 2 ?x78)))
(and (distinct ?x90 ?x102) true))))))
(check-sat)
