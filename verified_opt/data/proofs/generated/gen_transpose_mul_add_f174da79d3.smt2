; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose4_add, transpose4_smul
; z3 rlimit used: 74497
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_s1 () T)
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x20 (transpose4 p0 p1 p2 p3 Y)))
 (let ((?x21 (add (transpose4 p0 p1 p2 p3 X) ?x20)))
 (let ((?x18 (transpose4 p0 p1 p2 p3 (add X Y))))
 (let (($x22 (= ?x18 ?x21)))
 (let (($x14 (and (>= p0 0) (>= p1 0) (>= p2 0) (>= p3 0))))
 (=> $x14 $x22)))))) :pattern ( (transpose4 p0 p1 p2 p3 (add X Y)) ) :pattern ( (add (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_add))
 )
(assert
 (forall ((S T) (X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x20 (transpose4 p0 p1 p2 p3 X)))
 (let ((?x49 (smul ?x20 S)))
 (let ((?x48 (transpose4 p0 p1 p2 p3 (smul X S))))
 (let (($x50 (= ?x48 ?x49)))
 (let (($x14 (and (>= p0 0) (>= p1 0) (>= p2 0) (>= p3 0))))
 (=> $x14 $x50)))))) :pattern ( (transpose4 p0 p1 p2 p3 (smul X S)) ) :pattern ( (smul (transpose4 p0 p1 p2 p3 X) S) ) :qid transpose4_smul))
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
 (let ((?x83 (transpose4 0 1 3 2 in_i1)))
 (let ((?x94 (smul ?x83 in_s1)))
 (= (dim ?x94 0) sym_n))))
(assert
 (let ((?x83 (transpose4 0 1 3 2 in_i1)))
 (let ((?x94 (smul ?x83 in_s1)))
 (= (dim ?x94 1) sym_c))))
(assert
 (let ((?x83 (transpose4 0 1 3 2 in_i1)))
 (let ((?x94 (smul ?x83 in_s1)))
 (= (dim ?x94 2) sym_w))))
(assert
 (let ((?x83 (transpose4 0 1 3 2 in_i1)))
 (let ((?x94 (smul ?x83 in_s1)))
 (= (dim ?x94 3) sym_h))))
(assert
 (let ((?x83 (transpose4 0 1 3 2 in_i1)))
 (let ((?x94 (smul ?x83 in_s1)))
 (let ((?x105 (add ?x83 ?x94)))
 (= (rank ?x105) 4)))))
(assert
 (let ((?x83 (transpose4 0 1 3 2 in_i1)))
 (let ((?x94 (smul ?x83 in_s1)))
 (let ((?x105 (add ?x83 ?x94)))
 (= (dim ?x105 0) sym_n)))))
(assert
 (let ((?x83 (transpose4 0 1 3 2 in_i1)))
 (let ((?x94 (smul ?x83 in_s1)))
 (let ((?x105 (add ?x83 ?x94)))
 (= (dim ?x105 1) sym_c)))))
(assert
 (let ((?x83 (transpose4 0 1 3 2 in_i1)))
 (let ((?x94 (smul ?x83 in_s1)))
 (let ((?x105 (add ?x83 ?x94)))
 (= (dim ?x105 2) sym_w)))))
(assert
 (let ((?x83 (transpose4 0 1 3 2 in_i1)))
 (let ((?x94 (smul ?x83 in_s1)))
 (let ((?x105 (add ?x83 ?x94)))
 (= (dim ?x105 3) sym_h)))))
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
 (let ((?x116 (smul in_i1 in_s1)))
 (let ((?x127 (add in_i1 ?x116)))
 (let ((?x138 (transpose4 0 1 3 2 ?x127)))
 (= (rank ?x138) 4)))))
(assert
 (let ((?x116 (smul in_i1 in_s1)))
 (let ((?x127 (add in_i1 ?x116)))
 (let ((?x138 (transpose4 0 1 3 2 ?x127)))
 (= (dim ?x138 0) sym_n)))))
(assert
 (let ((?x116 (smul in_i1 in_s1)))
 (let ((?x127 (add in_i1 ?x116)))
 (let ((?x138 (transpose4 0 1 3 2 ?x127)))
 (= (dim ?x138 1) sym_c)))))
(assert
 (let ((?x116 (smul in_i1 in_s1)))
 (let ((?x127 (add in_i1 ?x116)))
 (let ((?x138 (transpose4 0 1 3 2 ?x127)))
 (= (dim ?x138 2) sym_w)))))
(assert
 (let ((?x116 (smul in_i1 in_s1)))
 (let ((?x127 (add in_i1 ?x116)))
 (let ((?x138 (transpose4 0 1 3 2 ?x127)))
 (= (dim ?x138 3) sym_h)))))
(assert
 (let ((?x116 (smul in_i1 in_s1)))
(let ((?x127 (add in_i1 ?x116)))
(let ((?x138 (transpose4 0 1 3 2 ?x127)))
(let ((?x83 (transpose4 0 1 3 2 in_i1)))
(let ((?x94 (smul ?x83 in_s1)))
(let ((?x105 (add ?x83 ?x94)))
(and (distinct ?x105 ?x138) true))))))))
(check-sat)
