; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose4_after_0132, transpose4_concat0, transpose4_id
; z3 rlimit used: 73814
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
 (forall ((X T) (q0 Int) (q1 Int) (q2 Int) (q3 Int) )(! (let ((?x41 (transpose4 q0 q1 q2 q3 X)))
 (let ((?x42 (transpose4 0 1 3 2 ?x41)))
 (let (($x44 (= ?x42 (transpose4 q0 q1 q3 q2 X))))
 (let (($x39 (and (>= q0 0) (>= q1 0) (>= q2 0) (>= q3 0))))
 (=> $x39 $x44))))) :pattern ( (transpose4 0 1 3 2 (transpose4 q0 q1 q2 q3 X)) ) :qid transpose4_after_0132))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x41 (transpose4 p0 p1 p2 p3 Y)))
 (let ((?x55 (concat 0 (transpose4 p0 p1 p2 p3 X) ?x41)))
 (let ((?x53 (transpose4 p0 p1 p2 p3 (concat p0 X Y))))
 (let (($x56 (= ?x53 ?x55)))
 (let (($x39 (and (>= p0 0) (>= p1 0) (>= p2 0) (>= p3 0))))
 (=> $x39 $x56)))))) :pattern ( (transpose4 p0 p1 p2 p3 (concat p0 X Y)) ) :pattern ( (concat 0 (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_concat0))
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
 (let ((?x75 (dim in_k1 2)))
 (= 3 ?x75)))
(assert
 (let ((?x77 (dim in_k1 3)))
 (= 3 ?x77)))
(assert
 (= (rank (transpose4 0 1 3 2 in_k1)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_k1) 0) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_k1) 1) sym_c2))
(assert
 (let ((?x79 (transpose4 0 1 3 2 in_k1)))
 (let ((?x86 (dim ?x79 2)))
 (= 3 ?x86))))
(assert
 (let ((?x79 (transpose4 0 1 3 2 in_k1)))
 (let ((?x88 (dim ?x79 3)))
 (= 3 ?x88))))
(assert
 (let ((?x79 (transpose4 0 1 3 2 in_k1)))
 (let ((?x90 (concat 0 ?x79 in_k1)))
 (= (rank ?x90) 4))))
(assert
 (let ((?x94 (* 2 sym_c)))
 (let ((?x79 (transpose4 0 1 3 2 in_k1)))
 (let ((?x90 (concat 0 ?x79 in_k1)))
 (let ((?x93 (dim ?x90 0)))
 (= ?x93 ?x94))))))
(assert
 (let ((?x79 (transpose4 0 1 3 2 in_k1)))
 (let ((?x90 (concat 0 ?x79 in_k1)))
 (= (dim ?x90 1) sym_c2))))
(assert
 (let ((?x79 (transpose4 0 1 3 2 in_k1)))
 (let ((?x90 (concat 0 ?x79 in_k1)))
 (let ((?x98 (dim ?x90 2)))
 (= 3 ?x98)))))
(assert
 (let ((?x79 (transpose4 0 1 3 2 in_k1)))
 (let ((?x90 (concat 0 ?x79 in_k1)))
 (let ((?x100 (dim ?x90 3)))
 (= 3 ?x100)))))
(assert
 (let ((?x79 (transpose4 0 1 3 2 in_k1)))
 (let ((?x90 (concat 0 ?x79 in_k1)))
 (let ((?x102 (transpose4 0 1 3 2 ?x90)))
 (= (rank ?x102) 4)))))
(assert
 (let ((?x94 (* 2 sym_c)))
 (let ((?x79 (transpose4 0 1 3 2 in_k1)))
 (let ((?x90 (concat 0 ?x79 in_k1)))
 (let ((?x102 (transpose4 0 1 3 2 ?x90)))
 (let ((?x105 (dim ?x102 0)))
 (= ?x105 ?x94)))))))
(assert
 (let ((?x79 (transpose4 0 1 3 2 in_k1)))
 (let ((?x90 (concat 0 ?x79 in_k1)))
 (let ((?x102 (transpose4 0 1 3 2 ?x90)))
 (= (dim ?x102 1) sym_c2)))))
(assert
 (let ((?x79 (transpose4 0 1 3 2 in_k1)))
 (let ((?x90 (concat 0 ?x79 in_k1)))
 (let ((?x102 (transpose4 0 1 3 2 ?x90)))
 (let ((?x109 (dim ?x102 2)))
 (= 3 ?x109))))))
(assert
 (let ((?x79 (transpose4 0 1 3 2 in_k1)))
 (let ((?x90 (concat 0 ?x79 in_k1)))
 (let ((?x102 (transpose4 0 1 3 2 ?x90)))
 (let ((?x111 (dim ?x102 3)))
 (= 3 ?x111))))))
(assert
 (let ((?x94 (* 2 sym_c)))
 (>= ?x94 0)))
(assert
 (let ((?x79 (transpose4 0 1 3 2 in_k1)))
 (let ((?x114 (concat 0 in_k1 ?x79)))
 (= (rank ?x114) 4))))
(assert
 (let ((?x94 (* 2 sym_c)))
 (let ((?x79 (transpose4 0 1 3 2 in_k1)))
 (let ((?x114 (concat 0 in_k1 ?x79)))
 (let ((?x117 (dim ?x114 0)))
 (= ?x117 ?x94))))))
(assert
 (let ((?x79 (transpose4 0 1 3 2 in_k1)))
 (let ((?x114 (concat 0 in_k1 ?x79)))
 (= (dim ?x114 1) sym_c2))))
(assert
 (let ((?x79 (transpose4 0 1 3 2 in_k1)))
 (let ((?x114 (concat 0 in_k1 ?x79)))
 (let ((?x121 (dim ?x114 2)))
 (= 3 ?x121)))))
(assert
 (let ((?x79 (transpose4 0 1 3 2 in_k1)))
 (let ((?x114 (concat 0 in_k1 ?x79)))
 (let ((?x123 (dim ?x114 3)))
 (= 3 ?x123)))))
(assert
 (let ((?x79 (transpose4 0 1 3 2 in_k1)))
(let ((?x114 (concat 0 in_k1 ?x79)))
(let ((?x90 (concat 0 ?x79 in_k1)))
(let ((?x102 (transpose4 0 1 3 2 ?x90)))
(and (distinct ?x102 ?x114) true))))))
(check-sat)
