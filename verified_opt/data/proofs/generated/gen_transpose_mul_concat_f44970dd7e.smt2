; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose4_concat1, transpose4_smul
; z3 rlimit used: 13315
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_s1 () T)
(assert
 (forall ((S T) (X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x24 (transpose4 p0 p1 p2 p3 X)))
 (let ((?x25 (smul ?x24 S)))
 (let ((?x23 (transpose4 p0 p1 p2 p3 (smul X S))))
 (let (($x26 (= ?x23 ?x25)))
 (let (($x17 (= (rank X) 4)))
 (let (($x13 (>= p3 0)))
 (let (($x11 (>= p2 0)))
 (let (($x9 (>= p1 0)))
 (let (($x7 (>= p0 0)))
 (let (($x21 (and $x7 $x9 $x11 $x13 $x17 (= (rank S) 0))))
 (=> $x21 $x26))))))))))) :pattern ( (transpose4 p0 p1 p2 p3 (smul X S)) ) :pattern ( (smul (transpose4 p0 p1 p2 p3 X) S) ) :qid transpose4_smul))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x24 (transpose4 p0 p1 p2 p3 Y)))
 (let ((?x57 (concat 1 (transpose4 p0 p1 p2 p3 X) ?x24)))
 (let ((?x54 (transpose4 p0 p1 p2 p3 (concat p1 X Y))))
 (let (($x58 (= ?x54 ?x57)))
 (let (($x17 (= (rank Y) 4)))
 (let (($x13 (>= p3 0)))
 (let (($x11 (>= p2 0)))
 (let (($x9 (>= p1 0)))
 (let (($x7 (>= p0 0)))
 (let (($x52 (and $x7 $x9 $x11 $x13 (= (rank X) 4) $x17)))
 (=> $x52 $x58))))))))))) :pattern ( (transpose4 p0 p1 p2 p3 (concat p1 X Y)) ) :pattern ( (concat 1 (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_concat1))
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
 (let ((?x90 (transpose4 0 1 3 2 in_i1)))
 (let ((?x101 (smul ?x90 in_s1)))
 (= (dim ?x101 0) sym_n))))
(assert
 (let ((?x90 (transpose4 0 1 3 2 in_i1)))
 (let ((?x101 (smul ?x90 in_s1)))
 (= (dim ?x101 1) sym_c))))
(assert
 (let ((?x90 (transpose4 0 1 3 2 in_i1)))
 (let ((?x101 (smul ?x90 in_s1)))
 (= (dim ?x101 2) sym_w))))
(assert
 (let ((?x90 (transpose4 0 1 3 2 in_i1)))
 (let ((?x101 (smul ?x90 in_s1)))
 (= (dim ?x101 3) sym_h))))
(assert
 (let ((?x90 (transpose4 0 1 3 2 in_i1)))
 (let ((?x101 (smul ?x90 in_s1)))
 (let ((?x112 (concat 1 ?x90 ?x101)))
 (= (rank ?x112) 4)))))
(assert
 (let ((?x90 (transpose4 0 1 3 2 in_i1)))
 (let ((?x101 (smul ?x90 in_s1)))
 (let ((?x112 (concat 1 ?x90 ?x101)))
 (= (dim ?x112 0) sym_n)))))
(assert
 (let ((?x118 (* 2 sym_c)))
 (let ((?x90 (transpose4 0 1 3 2 in_i1)))
 (let ((?x101 (smul ?x90 in_s1)))
 (let ((?x112 (concat 1 ?x90 ?x101)))
 (let ((?x117 (dim ?x112 1)))
 (= ?x117 ?x118)))))))
(assert
 (let ((?x90 (transpose4 0 1 3 2 in_i1)))
 (let ((?x101 (smul ?x90 in_s1)))
 (let ((?x112 (concat 1 ?x90 ?x101)))
 (= (dim ?x112 2) sym_w)))))
(assert
 (let ((?x90 (transpose4 0 1 3 2 in_i1)))
 (let ((?x101 (smul ?x90 in_s1)))
 (let ((?x112 (concat 1 ?x90 ?x101)))
 (= (dim ?x112 3) sym_h)))))
(assert
 (let ((?x118 (* 2 sym_c)))
 (>= ?x118 0)))
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
 (let ((?x118 (* 2 sym_c)))
 (let ((?x125 (smul in_i1 in_s1)))
 (let ((?x136 (concat 1 in_i1 ?x125)))
 (let ((?x141 (dim ?x136 1)))
 (= ?x141 ?x118))))))
(assert
 (= (dim (concat 1 in_i1 (smul in_i1 in_s1)) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 (smul in_i1 in_s1)) 3) sym_w))
(assert
 (let ((?x125 (smul in_i1 in_s1)))
 (let ((?x136 (concat 1 in_i1 ?x125)))
 (let ((?x147 (transpose4 0 1 3 2 ?x136)))
 (= (rank ?x147) 4)))))
(assert
 (let ((?x125 (smul in_i1 in_s1)))
 (let ((?x136 (concat 1 in_i1 ?x125)))
 (let ((?x147 (transpose4 0 1 3 2 ?x136)))
 (= (dim ?x147 0) sym_n)))))
(assert
 (let ((?x118 (* 2 sym_c)))
 (let ((?x125 (smul in_i1 in_s1)))
 (let ((?x136 (concat 1 in_i1 ?x125)))
 (let ((?x147 (transpose4 0 1 3 2 ?x136)))
 (let ((?x152 (dim ?x147 1)))
 (= ?x152 ?x118)))))))
(assert
 (let ((?x125 (smul in_i1 in_s1)))
 (let ((?x136 (concat 1 in_i1 ?x125)))
 (let ((?x147 (transpose4 0 1 3 2 ?x136)))
 (= (dim ?x147 2) sym_w)))))
(assert
 (let ((?x125 (smul in_i1 in_s1)))
 (let ((?x136 (concat 1 in_i1 ?x125)))
 (let ((?x147 (transpose4 0 1 3 2 ?x136)))
 (= (dim ?x147 3) sym_h)))))
(assert
 (let ((?x125 (smul in_i1 in_s1)))
(let ((?x136 (concat 1 in_i1 ?x125)))
(let ((?x147 (transpose4 0 1 3 2 ?x136)))
(let ((?x90 (transpose4 0 1 3 2 in_i1)))
(let ((?x101 (smul ?x90 in_s1)))
(let ((?x112 (concat 1 ?x90 ?x101)))
(and (distinct ?x112 ?x147) true))))))))
(check-sat)
