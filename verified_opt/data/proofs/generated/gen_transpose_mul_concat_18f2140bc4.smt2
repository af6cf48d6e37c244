; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose4_concat1, transpose4_smul
; z3 rlimit used: 74302
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_s1 () T)
(assert
 (forall ((S T) (X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x19 (transpose4 p0 p1 p2 p3 X)))
 (let ((?x20 (smul ?x19 S)))
 (let ((?x18 (transpose4 p0 p1 p2 p3 (smul X S))))
 (let (($x21 (= ?x18 ?x20)))
 (let (($x14 (and (>= p0 0) (>= p1 0) (>= p2 0) (>= p3 0))))
 (=> $x14 $x21)))))) :pattern ( (transpose4 p0 p1 p2 p3 (smul X S)) ) :pattern ( (smul (transpose4 p0 p1 p2 p3 X) S) ) :qid transpose4_smul))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x19 (transpose4 p0 p1 p2 p3 Y)))
 (let ((?x50 (concat 1 (transpose4 p0 p1 p2 p3 X) ?x19)))
 (let ((?x47 (transpose4 p0 p1 p2 p3 (concat p1 X Y))))
 (let (($x51 (= ?x47 ?x50)))
 (let (($x14 (and (>= p0 0) (>= p1 0) (>= p2 0) (>= p3 0))))
 (=> $x14 $x51)))))) :pattern ( (transpose4 p0 p1 p2 p3 (concat p1 X Y)) ) :pattern ( (concat 1 (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_concat1))
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
 (let ((?x105 (concat 1 ?x94 ?x83)))
 (= (rank ?x105) 4)))))
(assert
 (let ((?x83 (transpose4 0 1 3 2 in_i1)))
 (let ((?x94 (smul ?x83 in_s1)))
 (let ((?x105 (concat 1 ?x94 ?x83)))
 (= (dim ?x105 0) sym_n)))))
(assert
 (let ((?x111 (* 2 sym_c)))
 (let ((?x83 (transpose4 0 1 3 2 in_i1)))
 (let ((?x94 (smul ?x83 in_s1)))
 (let ((?x105 (concat 1 ?x94 ?x83)))
 (let ((?x110 (dim ?x105 1)))
 (= ?x110 ?x111)))))))
(assert
 (let ((?x83 (transpose4 0 1 3 2 in_i1)))
 (let ((?x94 (smul ?x83 in_s1)))
 (let ((?x105 (concat 1 ?x94 ?x83)))
 (= (dim ?x105 2) sym_w)))))
(assert
 (let ((?x83 (transpose4 0 1 3 2 in_i1)))
 (let ((?x94 (smul ?x83 in_s1)))
 (let ((?x105 (concat 1 ?x94 ?x83)))
 (= (dim ?x105 3) sym_h)))))
(assert
 (let ((?x111 (* 2 sym_c)))
 (>= ?x111 0)))
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
 (= (rank (concat 1 (smul in_i1 in_s1) in_i1)) 4))
(assert
 (= (dim (concat 1 (smul in_i1 in_s1) in_i1) 0) sym_n))
(assert
 (let ((?x111 (* 2 sym_c)))
 (let ((?x118 (smul in_i1 in_s1)))
 (let ((?x129 (concat 1 ?x118 in_i1)))
 (let ((?x134 (dim ?x129 1)))
 (= ?x134 ?x111))))))
(assert
 (= (dim (concat 1 (smul in_i1 in_s1) in_i1) 2) sym_h))
(assert
 (= (dim (concat 1 (smul in_i1 in_s1) in_i1) 3) sym_w))
(assert
 (let ((?x118 (smul in_i1 in_s1)))
 (let ((?x129 (concat 1 ?x118 in_i1)))
 (let ((?x140 (transpose4 0 1 3 2 ?x129)))
 (= (rank ?x140) 4)))))
(assert
 (let ((?x118 (smul in_i1 in_s1)))
 (let ((?x129 (concat 1 ?x118 in_i1)))
 (let ((?x140 (transpose4 0 1 3 2 ?x129)))
 (= (dim ?x140 0) sym_n)))))
(assert
 (let ((?x111 (* 2 sym_c)))
 (let ((?x118 (smul in_i1 in_s1)))
 (let ((?x129 (concat 1 ?x118 in_i1)))
 (let ((?x140 (transpose4 0 1 3 2 ?x129)))
 (let ((?x145 (dim ?x140 1)))
 (= ?x145 ?x111)))))))
(assert
 (let ((?x118 (smul in_i1 in_s1)))
 (let ((?x129 (concat 1 ?x118 in_i1)))
 (let ((?x140 (transpose4 0 1 3 2 ?x129)))
 (= (dim ?x140 2) sym_w)))))
(assert
 (let ((?x118 (smul in_i1 in_s1)))
 (let ((?x129 (concat 1 ?x118 in_i1)))
 (let ((?x140 (transpose4 0 1 3 2 ?x129)))
 (= (dim ?x140 3) sym_h)))))
(assert
 (let ((?x118 (smul in_i1 in_s1)))
(let ((?x129 (concat 1 ?x118 in_i1)))
(let ((?x140 (transpose4 0 1 3 2 ?x129)))
(let ((?x83 (transpose4 0 1 3 2 in_i1)))
(let ((?x94 (smul ?x83 in_s1)))
(let ((?x105 (concat 1 ?x94 ?x83)))
(and (distinct ?x105 ?x140) true))))))))
(check-sat)
