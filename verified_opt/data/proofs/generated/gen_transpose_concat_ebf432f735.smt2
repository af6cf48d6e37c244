; verified_opt proof obligation: unsat means the rule holds
; axioms used: transpose4_after_0132, transpose4_concat1, transpose4_id
; z3 rlimit used: 6825
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun in_k1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_k2 () T)
(assert
 (forall ((X T) )(! (let ((?x14 (transpose4 0 1 2 3 X)))
 (let (($x15 (= ?x14 X)))
 (=> (and (= (rank X) 4)) $x15))) :pattern ( (transpose4 0 1 2 3 X) ) :qid transpose4_id))
 )
(assert
 (forall ((X T) (q0 Int) (q1 Int) (q2 Int) (q3 Int) )(! (let ((?x51 (transpose4 q0 q1 q2 q3 X)))
 (let ((?x52 (transpose4 0 1 3 2 ?x51)))
 (let (($x54 (= ?x52 (transpose4 q0 q1 q3 q2 X))))
 (let (($x49 (= (rank X) 4)))
 (let (($x46 (>= q3 0)))
 (let (($x44 (>= q2 0)))
 (let (($x42 (>= q1 0)))
 (let (($x40 (>= q0 0)))
 (let (($x50 (and $x40 $x42 $x44 $x46 $x49)))
 (=> $x50 $x54)))))))))) :pattern ( (transpose4 0 1 3 2 (transpose4 q0 q1 q2 q3 X)) ) :qid transpose4_after_0132))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x51 (transpose4 p0 p1 p2 p3 Y)))
 (let ((?x68 (concat 1 (transpose4 p0 p1 p2 p3 X) ?x51)))
 (let ((?x66 (transpose4 p0 p1 p2 p3 (concat p1 X Y))))
 (let (($x69 (= ?x66 ?x68)))
 (let (($x49 (= (rank Y) 4)))
 (let (($x46 (>= p3 0)))
 (let (($x44 (>= p2 0)))
 (let (($x42 (>= p1 0)))
 (let (($x40 (>= p0 0)))
 (let (($x64 (and $x40 $x42 $x44 $x46 (= (rank X) 4) $x49)))
 (=> $x64 $x69))))))))))) :pattern ( (transpose4 p0 p1 p2 p3 (concat p1 X Y)) ) :pattern ( (concat 1 (transpose4 p0 p1 p2 p3 X) (transpose4 p0 p1 p2 p3 Y)) ) :qid transpose4_concat1))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_c3 1))
(assert
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c2))
(assert
 (let ((?x90 (dim in_k1 2)))
 (= 3 ?x90)))
(assert
 (let ((?x92 (dim in_k1 3)))
 (= 3 ?x92)))
(assert
 (= (rank in_k2) 4))
(assert
 (= (dim in_k2 0) sym_c))
(assert
 (= (dim in_k2 1) sym_c3))
(assert
 (let ((?x101 (dim in_k2 2)))
 (= 3 ?x101)))
(assert
 (let ((?x103 (dim in_k2 3)))
 (= 3 ?x103)))
(assert
 (= (rank (transpose4 0 1 3 2 in_k2)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_k2) 0) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_k2) 1) sym_c3))
(assert
 (let ((?x105 (transpose4 0 1 3 2 in_k2)))
 (let ((?x112 (dim ?x105 2)))
 (= 3 ?x112))))
(assert
 (let ((?x105 (transpose4 0 1 3 2 in_k2)))
 (let ((?x114 (dim ?x105 3)))
 (= 3 ?x114))))
(assert
 (let ((?x105 (transpose4 0 1 3 2 in_k2)))
 (let ((?x116 (concat 1 in_k1 ?x105)))
 (= (rank ?x116) 4))))
(assert
 (let ((?x105 (transpose4 0 1 3 2 in_k2)))
 (let ((?x116 (concat 1 in_k1 ?x105)))
 (= (dim ?x116 0) sym_c))))
(assert
 (let ((?x122 (+ sym_c2 sym_c3)))
 (let ((?x105 (transpose4 0 1 3 2 in_k2)))
 (let ((?x116 (concat 1 in_k1 ?x105)))
 (let ((?x121 (dim ?x116 1)))
 (= ?x121 ?x122))))))
(assert
 (let ((?x105 (transpose4 0 1 3 2 in_k2)))
 (let ((?x116 (concat 1 in_k1 ?x105)))
 (let ((?x124 (dim ?x116 2)))
 (= 3 ?x124)))))
(assert
 (let ((?x105 (transpose4 0 1 3 2 in_k2)))
 (let ((?x116 (concat 1 in_k1 ?x105)))
 (let ((?x126 (dim ?x116 3)))
 (= 3 ?x126)))))
(assert
 (let ((?x105 (transpose4 0 1 3 2 in_k2)))
 (let ((?x116 (concat 1 in_k1 ?x105)))
 (let ((?x128 (transpose4 0 1 3 2 ?x116)))
 (= (rank ?x128) 4)))))
(assert
 (let ((?x105 (transpose4 0 1 3 2 in_k2)))
 (let ((?x116 (concat 1 in_k1 ?x105)))
 (let ((?x128 (transpose4 0 1 3 2 ?x116)))
 (= (dim ?x128 0) sym_c)))))
(assert
 (let ((?x122 (+ sym_c2 sym_c3)))
 (let ((?x105 (transpose4 0 1 3 2 in_k2)))
 (let ((?x116 (concat 1 in_k1 ?x105)))
 (let ((?x128 (transpose4 0 1 3 2 ?x116)))
 (let ((?x133 (dim ?x128 1)))
 (= ?x133 ?x122)))))))
(assert
 (let ((?x105 (transpose4 0 1 3 2 in_k2)))
 (let ((?x116 (concat 1 in_k1 ?x105)))
 (let ((?x128 (transpose4 0 1 3 2 ?x116)))
 (let ((?x135 (dim ?x128 2)))
 (= 3 ?x135))))))
(assert
 (let ((?x105 (transpose4 0 1 3 2 in_k2)))
 (let ((?x116 (concat 1 in_k1 ?x105)))
 (let ((?x128 (transpose4 0 1 3 2 ?x116)))
 (let ((?x137 (dim ?x128 3)))
 (= 3 ?x137))))))
(assert
 (let ((?x122 (+ sym_c2 sym_c3)))
 (>= ?x122 0)))
(assert
 (= (rank (transpose4 0 1 3 2 in_k1)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_k1) 0) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_k1) 1) sym_c2))
(assert
 (let ((?x140 (transpose4 0 1 3 2 in_k1)))
 (let ((?x147 (dim ?x140 2)))
 (= 3 ?x147))))
(assert
 (let ((?x140 (transpose4 0 1 3 2 in_k1)))
 (let ((?x149 (dim ?x140 3)))
 (= 3 ?x149))))
(assert
 (let ((?x140 (transpose4 0 1 3 2 in_k1)))
 (let ((?x151 (concat 1 ?x140 in_k2)))
 (= (rank ?x151) 4))))
(assert
 (let ((?x140 (transpose4 0 1 3 2 in_k1)))
 (let ((?x151 (concat 1 ?x140 in_k2)))
 (= (dim ?x151 0) sym_c))))
(assert
 (let ((?x122 (+ sym_c2 sym_c3)))
 (let ((?x140 (transpose4 0 1 3 2 in_k1)))
 (let ((?x151 (concat 1 ?x140 in_k2)))
 (let ((?x156 (dim ?x151 1)))
 (= ?x156 ?x122))))))
(assert
 (let ((?x140 (transpose4 0 1 3 2 in_k1)))
 (let ((?x151 (concat 1 ?x140 in_k2)))
 (let ((?x158 (dim ?x151 2)))
 (= 3 ?x158)))))
(assert
 (let ((?x140 (transpose4 0 1 3 2 in_k1)))
 (let ((?x151 (concat 1 ?x140 in_k2)))
 (let ((?x160 (dim ?x151 3)))
 (= 3 ?x160)))))
(assert
 (let ((?x140 (transpose4 0 1 3 2 in_k1)))
(let ((?x151 (concat 1 ?x140 in_k2)))
(let ((?x105 (transpose4 0 1 3 2 in_k2)))
(let ((?x116 (concat 1 in_k1 ?x105)))
(let ((?x128 (transpose4 0 1 3 2 ?x116)))
(and (distinct ?x128 ?x151) true)))))))
(check-sat)
