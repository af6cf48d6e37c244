; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose4_smul
; z3 rlimit used: 6360
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_s1 () T)
(assert
 (forall ((S T) (X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x25 (smul (transpose4 p0 p1 p2 p3 X) S)))
 (let ((?x23 (transpose4 p0 p1 p2 p3 (smul X S))))
 (let (($x26 (= ?x23 ?x25)))
 (let (($x21 (and (>= p0 0) (>= p1 0) (>= p2 0) (>= p3 0) (= (rank X) 4) (= (rank S) 0))))
 (=> $x21 $x26))))) :pattern ( (transpose4 p0 p1 p2 p3 (smul X S)) ) :pattern ( (smul (transpose4 p0 p1 p2 p3 X) S) ) :qid transpose4_smul))
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
 (let ((?x76 (transpose4 0 1 3 2 in_i1)))
 (let ((?x87 (smul ?x76 in_s1)))
 (= (dim ?x87 0) sym_n))))
(assert
 (let ((?x76 (transpose4 0 1 3 2 in_i1)))
 (let ((?x87 (smul ?x76 in_s1)))
 (= (dim ?x87 1) sym_c))))
(assert
 (let ((?x76 (transpose4 0 1 3 2 in_i1)))
 (let ((?x87 (smul ?x76 in_s1)))
 (= (dim ?x87 2) sym_w))))
(assert
 (let ((?x76 (transpose4 0 1 3 2 in_i1)))
 (let ((?x87 (smul ?x76 in_s1)))
 (= (dim ?x87 3) sym_h))))
(assert
 (let ((?x76 (transpose4 0 1 3 2 in_i1)))
 (let ((?x87 (smul ?x76 in_s1)))
 (let ((?x98 (smul ?x87 in_s1)))
 (= (rank ?x98) 4)))))
(assert
 (let ((?x76 (transpose4 0 1 3 2 in_i1)))
 (let ((?x87 (smul ?x76 in_s1)))
 (let ((?x98 (smul ?x87 in_s1)))
 (= (dim ?x98 0) sym_n)))))
(assert
 (let ((?x76 (transpose4 0 1 3 2 in_i1)))
 (let ((?x87 (smul ?x76 in_s1)))
 (let ((?x98 (smul ?x87 in_s1)))
 (= (dim ?x98 1) sym_c)))))
(assert
 (let ((?x76 (transpose4 0 1 3 2 in_i1)))
 (let ((?x87 (smul ?x76 in_s1)))
 (let ((?x98 (smul ?x87 in_s1)))
 (= (dim ?x98 2) sym_w)))))
(assert
 (let ((?x76 (transpose4 0 1 3 2 in_i1)))
 (let ((?x87 (smul ?x76 in_s1)))
 (let ((?x98 (smul ?x87 in_s1)))
 (= (dim ?x98 3) sym_h)))))
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
 (= (rank (smul (smul in_i1 in_s1) in_s1)) 4))
(assert
 (= (dim (smul (smul in_i1 in_s1) in_s1) 0) sym_n))
(assert
 (= (dim (smul (smul in_i1 in_s1) in_s1) 1) sym_c))
(assert
 (= (dim (smul (smul in_i1 in_s1) in_s1) 2) sym_h))
(assert
 (= (dim (smul (smul in_i1 in_s1) in_s1) 3) sym_w))
(assert
 (let ((?x109 (smul in_i1 in_s1)))
 (let ((?x120 (smul ?x109 in_s1)))
 (let ((?x131 (transpose4 0 1 3 2 ?x120)))
 (= (rank ?x131) 4)))))
(assert
 (let ((?x109 (smul in_i1 in_s1)))
 (let ((?x120 (smul ?x109 in_s1)))
 (let ((?x131 (transpose4 0 1 3 2 ?x120)))
 (= (dim ?x131 0) sym_n)))))
(assert
 (let ((?x109 (smul in_i1 in_s1)))
 (let ((?x120 (smul ?x109 in_s1)))
 (let ((?x131 (transpose4 0 1 3 2 ?x120)))
 (= (dim ?x131 1) sym_c)))))
(assert
 (let ((?x109 (smul in_i1 in_s1)))
 (let ((?x120 (smul ?x109 in_s1)))
 (let ((?x131 (transpose4 0 1 3 2 ?x120)))
 (= (dim ?x131 2) sym_w)))))
(assert
 (let ((?x109 (smul in_i1 in_s1)))
 (let ((?x120 (smul ?x109 in_s1)))
 (let ((?x131 (transpose4 0 1 3 2 ?x120)))
 (= (dim ?x131 3) sym_h)))))
(assert
 (let ((?x109 (smul in_i1 in_s1)))
(let ((?x120 (smul ?x109 in_s1)))
(let ((?x131 (transpose4 0 1 3 2 ?x120)))
(let ((?x76 (transpose4 0 1 3 2 in_i1)))
(let ((?x87 (smul ?x76 in_s1)))
(let ((?x98 (smul ?x87 in_s1)))
(and (distinct ?x98 ?x131) true))))))))
(check-sat)
