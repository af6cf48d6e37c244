; verified_opt proof obligation: unsat means the rule holds
; axioms used: smul_concat, transpose4_smul
; z3 rlimit used: 74132
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun smul (T T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_k1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_s1 () T)
(assert
 (forall ((A T) (B T) (S T) (ax Int) )(! (let ((?x13 (concat ax (smul A S) (smul B S))))
 (let ((?x10 (smul (concat ax A B) S)))
 (= ?x10 ?x13))) :pattern ( (smul (concat ax A B) S) ) :pattern ( (concat ax (smul A S) (smul B S)) ) :qid smul_concat))
 )
(assert
 (forall ((S T) (X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x49 (smul (transpose4 p0 p1 p2 p3 X) S)))
 (let ((?x47 (transpose4 p0 p1 p2 p3 (smul X S))))
 (let (($x50 (= ?x47 ?x49)))
 (let (($x43 (and (>= p0 0) (>= p1 0) (>= p2 0) (>= p3 0))))
 (=> $x43 $x50))))) :pattern ( (transpose4 p0 p1 p2 p3 (smul X S)) ) :pattern ( (smul (transpose4 p0 p1 p2 p3 X) S) ) :qid transpose4_smul))
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
 (let ((?x73 (dim in_k1 2)))
 (= 3 ?x73)))
(assert
 (let ((?x75 (dim in_k1 3)))
 (= 3 ?x75)))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c2))
(assert
 (let ((?x80 (smul in_k1 in_s1)))
 (let ((?x87 (dim ?x80 2)))
 (= 3 ?x87))))
(assert
 (let ((?x80 (smul in_k1 in_s1)))
 (let ((?x89 (dim ?x80 3)))
 (= 3 ?x89))))
(assert
 (= (rank (transpose4 0 1 3 2 (smul in_k1 in_s1))) 4))
(assert
 (let ((?x80 (smul in_k1 in_s1)))
 (let ((?x91 (transpose4 0 1 3 2 ?x80)))
 (= (dim ?x91 0) sym_c))))
(assert
 (let ((?x80 (smul in_k1 in_s1)))
 (let ((?x91 (transpose4 0 1 3 2 ?x80)))
 (= (dim ?x91 1) sym_c2))))
(assert
 (let ((?x80 (smul in_k1 in_s1)))
 (let ((?x91 (transpose4 0 1 3 2 ?x80)))
 (let ((?x98 (dim ?x91 2)))
 (= 3 ?x98)))))
(assert
 (let ((?x80 (smul in_k1 in_s1)))
 (let ((?x91 (transpose4 0 1 3 2 ?x80)))
 (let ((?x100 (dim ?x91 3)))
 (= 3 ?x100)))))
(assert
 (let ((?x80 (smul in_k1 in_s1)))
 (let ((?x91 (transpose4 0 1 3 2 ?x80)))
 (let ((?x102 (concat 0 ?x80 ?x91)))
 (= (rank ?x102) 4)))))
(assert
 (let ((?x106 (* 2 sym_c)))
 (let ((?x80 (smul in_k1 in_s1)))
 (let ((?x91 (transpose4 0 1 3 2 ?x80)))
 (let ((?x102 (concat 0 ?x80 ?x91)))
 (let ((?x105 (dim ?x102 0)))
 (= ?x105 ?x106)))))))
(assert
 (let ((?x80 (smul in_k1 in_s1)))
 (let ((?x91 (transpose4 0 1 3 2 ?x80)))
 (let ((?x102 (concat 0 ?x80 ?x91)))
 (= (dim ?x102 1) sym_c2)))))
(assert
 (let ((?x80 (smul in_k1 in_s1)))
 (let ((?x91 (transpose4 0 1 3 2 ?x80)))
 (let ((?x102 (concat 0 ?x80 ?x91)))
 (let ((?x110 (dim ?x102 2)))
 (= 3 ?x110))))))
(assert
 (let ((?x80 (smul in_k1 in_s1)))
 (let ((?x91 (transpose4 0 1 3 2 ?x80)))
 (let ((?x102 (concat 0 ?x80 ?x91)))
 (let ((?x112 (dim ?x102 3)))
 (= 3 ?x112))))))
(assert
 (let ((?x106 (* 2 sym_c)))
 (>= ?x106 0)))
(assert
 (= (rank (transpose4 0 1 3 2 in_k1)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_k1) 0) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_k1) 1) sym_c2))
(assert
 (let ((?x115 (transpose4 0 1 3 2 in_k1)))
 (let ((?x122 (dim ?x115 2)))
 (= 3 ?x122))))
(assert
 (let ((?x115 (transpose4 0 1 3 2 in_k1)))
 (let ((?x124 (dim ?x115 3)))
 (= 3 ?x124))))
(assert
 (let ((?x115 (transpose4 0 1 3 2 in_k1)))
 (let ((?x126 (concat 0 in_k1 ?x115)))
 (= (rank ?x126) 4))))
(assert
 (let ((?x106 (* 2 sym_c)))
 (let ((?x115 (transpose4 0 1 3 2 in_k1)))
 (let ((?x126 (concat 0 in_k1 ?x115)))
 (let ((?x129 (dim ?x126 0)))
 (= ?x129 ?x106))))))
(assert
 (let ((?x115 (transpose4 0 1 3 2 in_k1)))
 (let ((?x126 (concat 0 in_k1 ?x115)))
 (= (dim ?x126 1) sym_c2))))
(assert
 (let ((?x115 (transpose4 0 1 3 2 in_k1)))
 (let ((?x126 (concat 0 in_k1 ?x115)))
 (let ((?x133 (dim ?x126 2)))
 (= 3 ?x133)))))
(assert
 (let ((?x115 (transpose4 0 1 3 2 in_k1)))
 (let ((?x126 (concat 0 in_k1 ?x115)))
 (let ((?x135 (dim ?x126 3)))
 (= 3 ?x135)))))
(assert
 (let ((?x115 (transpose4 0 1 3 2 in_k1)))
 (let ((?x126 (concat 0 in_k1 ?x115)))
 (let ((?x137 (smul ?x126 in_s1)))
 (= (rank ?x137) 4)))))
(assert
 (let ((?x106 (* 2 sym_c)))
 (let ((?x115 (transpose4 0 1 3 2 in_k1)))
 (let ((?x126 (concat 0 in_k1 ?x115)))
 (let ((?x137 (smul ?x126 in_s1)))
 (let ((?x140 (dim ?x137 0)))
 (= ?x140 ?x106)))))))
(assert
 (let ((?x115 (transpose4 0 1 3 2 in_k1)))
 (let ((?x126 (concat 0 in_k1 ?x115)))
 (let ((?x137 (smul ?x126 in_s1)))
 (= (dim ?x137 1) sym_c2)))))
(assert
 (let ((?x115 (transpose4 0 1 3 2 in_k1)))
 (let ((?x126 (concat 0 in_k1 ?x115)))
 (let ((?x137 (smul ?x126 in_s1)))
 (let ((?x144 (dim ?x137 2)))
 (= 3 ?x144))))))
(assert
 (let ((?x115 (transpose4 0 1 3 2 in_k1)))
 (let ((?x126 (concat 0 in_k1 ?x115)))
 (let ((?x137 (smul ?x126 in_s1)))
 (let ((?x146 (dim ?x137 3)))
 (= 3 ?x146))))))
(assert
 (let ((?x115 (transpose4 0 1 3 2 in_k1)))
(let ((?x126 (concat 0 in_k1 ?x115)))
(let ((?x137 (smul ?x126 in_s1)))
(let ((?x80 (smul in_k1 in_s1)))
(let ((?x91 (transpose4 0 1 3 2 ?x80)))
(let ((?x102 (concat 0 ?x80 ?x91)))
(and (distinct ?x102 ?x137) true))))))))
(check-sat)
