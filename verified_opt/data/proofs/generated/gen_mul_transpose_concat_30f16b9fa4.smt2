; verified_opt proof obligation: unsat means the rule holds
; axioms used: smul_concat, transpose4_smul
; z3 rlimit used: 110880
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun smul (T T) T)
(declare-fun rank (T) Int)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun in_k1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_s1 () T)
(assert
 (forall ((A T) (B T) (S T) (ax Int) )(! (let ((?x22 (concat ax (smul A S) (smul B S))))
 (let ((?x19 (smul (concat ax A B) S)))
 (let (($x23 (= ?x19 ?x22)))
 (let (($x16 (and (>= (rank A) 1) (>= (rank B) 1) (= (rank S) 0))))
 (=> $x16 $x23))))) :pattern ( (smul (concat ax A B) S) ) :pattern ( (concat ax (smul A S) (smul B S)) ) :qid smul_concat))
 )
(assert
 (forall ((S T) (X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x66 (smul (transpose4 p0 p1 p2 p3 X) S)))
 (let ((?x64 (transpose4 p0 p1 p2 p3 (smul X S))))
 (let (($x67 (= ?x64 ?x66)))
 (let (($x62 (and (>= p0 0) (>= p1 0) (>= p2 0) (>= p3 0) (= (rank X) 4) (= (rank S) 0))))
 (=> $x62 $x67))))) :pattern ( (transpose4 p0 p1 p2 p3 (smul X S)) ) :pattern ( (smul (transpose4 p0 p1 p2 p3 X) S) ) :qid transpose4_smul))
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
 (let ((?x88 (dim in_k1 2)))
 (= 3 ?x88)))
(assert
 (let ((?x90 (dim in_k1 3)))
 (= 3 ?x90)))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c2))
(assert
 (let ((?x95 (smul in_k1 in_s1)))
 (let ((?x102 (dim ?x95 2)))
 (= 3 ?x102))))
(assert
 (let ((?x95 (smul in_k1 in_s1)))
 (let ((?x104 (dim ?x95 3)))
 (= 3 ?x104))))
(assert
 (= (rank (transpose4 0 1 3 2 (smul in_k1 in_s1))) 4))
(assert
 (let ((?x95 (smul in_k1 in_s1)))
 (let ((?x106 (transpose4 0 1 3 2 ?x95)))
 (= (dim ?x106 0) sym_c))))
(assert
 (let ((?x95 (smul in_k1 in_s1)))
 (let ((?x106 (transpose4 0 1 3 2 ?x95)))
 (= (dim ?x106 1) sym_c2))))
(assert
 (let ((?x95 (smul in_k1 in_s1)))
 (let ((?x106 (transpose4 0 1 3 2 ?x95)))
 (let ((?x113 (dim ?x106 2)))
 (= 3 ?x113)))))
(assert
 (let ((?x95 (smul in_k1 in_s1)))
 (let ((?x106 (transpose4 0 1 3 2 ?x95)))
 (let ((?x115 (dim ?x106 3)))
 (= 3 ?x115)))))
(assert
 (let ((?x95 (smul in_k1 in_s1)))
 (let ((?x106 (transpose4 0 1 3 2 ?x95)))
 (let ((?x117 (concat 0 ?x106 ?x95)))
 (= (rank ?x117) 4)))))
(assert
 (let ((?x121 (* 2 sym_c)))
 (let ((?x95 (smul in_k1 in_s1)))
 (let ((?x106 (transpose4 0 1 3 2 ?x95)))
 (let ((?x117 (concat 0 ?x106 ?x95)))
 (let ((?x120 (dim ?x117 0)))
 (= ?x120 ?x121)))))))
(assert
 (let ((?x95 (smul in_k1 in_s1)))
 (let ((?x106 (transpose4 0 1 3 2 ?x95)))
 (let ((?x117 (concat 0 ?x106 ?x95)))
 (= (dim ?x117 1) sym_c2)))))
(assert
 (let ((?x95 (smul in_k1 in_s1)))
 (let ((?x106 (transpose4 0 1 3 2 ?x95)))
 (let ((?x117 (concat 0 ?x106 ?x95)))
 (let ((?x125 (dim ?x117 2)))
 (= 3 ?x125))))))
(assert
 (let ((?x95 (smul in_k1 in_s1)))
 (let ((?x106 (transpose4 0 1 3 2 ?x95)))
 (let ((?x117 (concat 0 ?x106 ?x95)))
 (let ((?x127 (dim ?x117 3)))
 (= 3 ?x127))))))
(assert
 (let ((?x121 (* 2 sym_c)))
 (>= ?x121 0)))
(assert
 (= (rank (transpose4 0 1 3 2 in_k1)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_k1) 0) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_k1) 1) sym_c2))
(assert
 (let ((?x130 (transpose4 0 1 3 2 in_k1)))
 (let ((?x137 (dim ?x130 2)))
 (= 3 ?x137))))
(assert
 (let ((?x130 (transpose4 0 1 3 2 in_k1)))
 (let ((?x139 (dim ?x130 3)))
 (= 3 ?x139))))
(assert
 (let ((?x130 (transpose4 0 1 3 2 in_k1)))
 (let ((?x141 (concat 0 ?x130 in_k1)))
 (= (rank ?x141) 4))))
(assert
 (let ((?x121 (* 2 sym_c)))
 (let ((?x130 (transpose4 0 1 3 2 in_k1)))
 (let ((?x141 (concat 0 ?x130 in_k1)))
 (let ((?x144 (dim ?x141 0)))
 (= ?x144 ?x121))))))
(assert
 (let ((?x130 (transpose4 0 1 3 2 in_k1)))
 (let ((?x141 (concat 0 ?x130 in_k1)))
 (= (dim ?x141 1) sym_c2))))
(assert
 (let ((?x130 (transpose4 0 1 3 2 in_k1)))
 (let ((?x141 (concat 0 ?x130 in_k1)))
 (let ((?x148 (dim ?x141 2)))
 (= 3 ?x148)))))
(assert
 (let ((?x130 (transpose4 0 1 3 2 in_k1)))
 (let ((?x141 (concat 0 ?x130 in_k1)))
 (let ((?x150 (dim ?x141 3)))
 (= 3 ?x150)))))
(assert
 (let ((?x130 (transpose4 0 1 3 2 in_k1)))
 (let ((?x141 (concat 0 ?x130 in_k1)))
 (let ((?x152 (smul ?x141 in_s1)))
 (= (rank ?x152) 4)))))
(assert
 (let ((?x121 (* 2 sym_c)))
 (let ((?x130 (transpose4 0 1 3 2 in_k1)))
 (let ((?x141 (concat 0 ?x130 in_k1)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x155 (dim ?x152 0)))
 (= ?x155 ?x121)))))))
(assert
 (let ((?x130 (transpose4 0 1 3 2 in_k1)))
 (let ((?x141 (concat 0 ?x130 in_k1)))
 (let ((?x152 (smul ?x141 in_s1)))
 (= (dim ?x152 1) sym_c2)))))
(assert
 (let ((?x130 (transpose4 0 1 3 2 in_k1)))
 (let ((?x141 (concat 0 ?x130 in_k1)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x159 (dim ?x152 2)))
 (= 3 ?x159))))))
(assert
 (let ((?x130 (transpose4 0 1 3 2 in_k1)))
 (let ((?x141 (concat 0 ?x130 in_k1)))
 (let ((?x152 (smul ?x141 in_s1)))
 (let ((?x161 (dim ?x152 3)))
 (= 3 ?x161))))))
(assert
 (let ((?x130 (transpose4 0 1 3 2 in_k1)))
(let ((?x141 (concat 0 ?x130 in_k1)))
(let ((?x152 (smul ?x141 in_s1)))
(let ((?x95 (smul in_k1 in_s1)))
(let ((?x106 (transpose4 0 1 3 2 ?x95)))
(let ((?x117 (concat 0 ?x106 ?x95)))
(and (distinct ?x117 ?x152) true))))))))
(check-sat)
