; verified_opt proof obligation: unsat means the rule holds
; axioms used: smul_dist_add, transpose4_smul
; z3 rlimit used: 12127
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun smul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun in_k1 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x64 (add (smul X S) (smul Y S))))
 (let ((?x61 (smul (add X Y) S)))
 (let (($x65 (= ?x61 ?x64)))
 (let (($x58 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x51 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x44 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x37 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x30 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x23 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let (($x8 (= (rank S) 0)))
 (let (($x59 (and $x8 (= (- (- (rank Y) 0) 0) (- (- (rank X) 0) 0)) $x23 $x30 $x37 $x44 $x51 $x58)))
 (=> $x59 $x65)))))))))))) :pattern ( (smul (add X Y) S) ) :pattern ( (add (smul X S) (smul Y S)) ) :qid smul_dist_add))
 )
(assert
 (forall ((S T) (X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x140 (smul (transpose4 p0 p1 p2 p3 X) S)))
 (let ((?x138 (transpose4 p0 p1 p2 p3 (smul X S))))
 (let (($x141 (= ?x138 ?x140)))
 (let (($x136 (and (>= p0 0) (>= p1 0) (>= p2 0) (>= p3 0) (= (rank X) 4) (= (rank S) 0))))
 (=> $x136 $x141))))) :pattern ( (transpose4 p0 p1 p2 p3 (smul X S)) ) :pattern ( (smul (transpose4 p0 p1 p2 p3 X) S) ) :qid transpose4_smul))
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
 (let ((?x160 (dim in_k1 2)))
 (= 3 ?x160)))
(assert
 (let ((?x162 (dim in_k1 3)))
 (= 3 ?x162)))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c2))
(assert
 (let ((?x167 (smul in_k1 in_s1)))
 (let ((?x174 (dim ?x167 2)))
 (= 3 ?x174))))
(assert
 (let ((?x167 (smul in_k1 in_s1)))
 (let ((?x176 (dim ?x167 3)))
 (= 3 ?x176))))
(assert
 (= (rank (transpose4 0 1 3 2 (smul in_k1 in_s1))) 4))
(assert
 (let ((?x167 (smul in_k1 in_s1)))
 (let ((?x178 (transpose4 0 1 3 2 ?x167)))
 (= (dim ?x178 0) sym_c))))
(assert
 (let ((?x167 (smul in_k1 in_s1)))
 (let ((?x178 (transpose4 0 1 3 2 ?x167)))
 (= (dim ?x178 1) sym_c2))))
(assert
 (let ((?x167 (smul in_k1 in_s1)))
 (let ((?x178 (transpose4 0 1 3 2 ?x167)))
 (let ((?x185 (dim ?x178 2)))
 (= 3 ?x185)))))
(assert
 (let ((?x167 (smul in_k1 in_s1)))
 (let ((?x178 (transpose4 0 1 3 2 ?x167)))
 (let ((?x187 (dim ?x178 3)))
 (= 3 ?x187)))))
(assert
 (let ((?x167 (smul in_k1 in_s1)))
 (let ((?x178 (transpose4 0 1 3 2 ?x167)))
 (let ((?x189 (add ?x167 ?x178)))
 (= (rank ?x189) 4)))))
(assert
 (let ((?x167 (smul in_k1 in_s1)))
 (let ((?x178 (transpose4 0 1 3 2 ?x167)))
 (let ((?x189 (add ?x167 ?x178)))
 (= (dim ?x189 0) sym_c)))))
(assert
 (let ((?x167 (smul in_k1 in_s1)))
 (let ((?x178 (transpose4 0 1 3 2 ?x167)))
 (let ((?x189 (add ?x167 ?x178)))
 (= (dim ?x189 1) sym_c2)))))
(assert
 (let ((?x167 (smul in_k1 in_s1)))
 (let ((?x178 (transpose4 0 1 3 2 ?x167)))
 (let ((?x189 (add ?x167 ?x178)))
 (let ((?x196 (dim ?x189 2)))
 (= 3 ?x196))))))
(assert
 (let ((?x167 (smul in_k1 in_s1)))
 (let ((?x178 (transpose4 0 1 3 2 ?x167)))
 (let ((?x189 (add ?x167 ?x178)))
 (let ((?x198 (dim ?x189 3)))
 (= 3 ?x198))))))
(assert
 (= (rank (transpose4 0 1 3 2 in_k1)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_k1) 0) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_k1) 1) sym_c2))
(assert
 (let ((?x200 (transpose4 0 1 3 2 in_k1)))
 (let ((?x207 (dim ?x200 2)))
 (= 3 ?x207))))
(assert
 (let ((?x200 (transpose4 0 1 3 2 in_k1)))
 (let ((?x209 (dim ?x200 3)))
 (= 3 ?x209))))
(assert
 (= (rank (add in_k1 (transpose4 0 1 3 2 in_k1))) 4))
(assert
 (= (dim (add in_k1 (transpose4 0 1 3 2 in_k1)) 0) sym_c))
(assert
 (= (dim (add in_k1 (transpose4 0 1 3 2 in_k1)) 1) sym_c2))
(assert
 (let ((?x200 (transpose4 0 1 3 2 in_k1)))
 (let ((?x211 (add in_k1 ?x200)))
 (let ((?x218 (dim ?x211 2)))
 (= 3 ?x218)))))
(assert
 (let ((?x200 (transpose4 0 1 3 2 in_k1)))
 (let ((?x211 (add in_k1 ?x200)))
 (let ((?x220 (dim ?x211 3)))
 (= 3 ?x220)))))
(assert
 (let ((?x200 (transpose4 0 1 3 2 in_k1)))
 (let ((?x211 (add in_k1 ?x200)))
 (let ((?x222 (smul ?x211 in_s1)))
 (= (rank ?x222) 4)))))
(assert
 (let ((?x200 (transpose4 0 1 3 2 in_k1)))
 (let ((?x211 (add in_k1 ?x200)))
 (let ((?x222 (smul ?x211 in_s1)))
 (= (dim ?x222 0) sym_c)))))
(assert
 (let ((?x200 (transpose4 0 1 3 2 in_k1)))
 (let ((?x211 (add in_k1 ?x200)))
 (let ((?x222 (smul ?x211 in_s1)))
 (= (dim ?x222 1) sym_c2)))))
(assert
 (let ((?x200 (transpose4 0 1 3 2 in_k1)))
 (let ((?x211 (add in_k1 ?x200)))
 (let ((?x222 (smul ?x211 in_s1)))
 (let ((?x229 (dim ?x222 2)))
 (= 3 ?x229))))))
(assert
 (let ((?x200 (transpose4 0 1 3 2 in_k1)))
 (let ((?x211 (add in_k1 ?x200)))
 (let ((?x222 (smul ?x211 in_s1)))
 (let ((?x231 (dim ?x222 3)))
 (= 3 ?x231))))))
(assert
 (let ((?x200 (transpose4 0 1 3 2 in_k1)))
(let ((?x211 (add in_k1 ?x200)))
(let ((?x222 (smul ?x211 in_s1)))
(let ((?x167 (smul in_k1 in_s1)))
(let ((?x178 (transpose4 0 1 3 2 ?x167)))
(let ((?x189 (add ?x167 ?x178)))
(and (distinct ?x189 ?x222) true))))))))
(check-sat)
