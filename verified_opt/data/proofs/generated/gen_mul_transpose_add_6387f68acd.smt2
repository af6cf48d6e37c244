; verified_opt proof obligation: unsat means the rule holds
; axioms used: smul_dist_add, transpose4_smul
; z3 rlimit used: 112225
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
 (forall ((S T) (X T) (Y T) )(! (let ((?x56 (add (smul X S) (smul Y S))))
 (let ((?x53 (smul (add X Y) S)))
 (let (($x57 (= ?x53 ?x56)))
 (let (($x49 (= (dim X 5) (dim Y 5))))
 (let (($x43 (= (dim X 4) (dim Y 4))))
 (let (($x37 (= (dim X 3) (dim Y 3))))
 (let (($x31 (= (dim X 2) (dim Y 2))))
 (let (($x25 (= (dim X 1) (dim Y 1))))
 (let (($x19 (= (dim X 0) (dim Y 0))))
 (let (($x8 (= (rank S) 0)))
 (let (($x51 (and $x8 (= (- (rank Y) 0) (- (rank X) 0)) (=> (> (- (rank X) 0) 0) $x19) (=> (> (- (rank X) 0) 1) $x25) (=> (> (- (rank X) 0) 2) $x31) (=> (> (- (rank X) 0) 3) $x37) (=> (> (- (rank X) 0) 4) $x43) (=> (> (- (rank X) 0) 5) $x49))))
 (=> $x51 $x57)))))))))))) :pattern ( (smul (add X Y) S) ) :pattern ( (add (smul X S) (smul Y S)) ) :qid smul_dist_add))
 )
(assert
 (forall ((S T) (X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x114 (smul (transpose4 p0 p1 p2 p3 X) S)))
 (let ((?x112 (transpose4 p0 p1 p2 p3 (smul X S))))
 (let (($x115 (= ?x112 ?x114)))
 (let (($x110 (and (>= p0 0) (>= p1 0) (>= p2 0) (>= p3 0) (= (rank X) 4) (= (rank S) 0))))
 (=> $x110 $x115))))) :pattern ( (transpose4 p0 p1 p2 p3 (smul X S)) ) :pattern ( (smul (transpose4 p0 p1 p2 p3 X) S) ) :qid transpose4_smul))
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
 (let ((?x134 (dim in_k1 2)))
 (= 3 ?x134)))
(assert
 (let ((?x136 (dim in_k1 3)))
 (= 3 ?x136)))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c2))
(assert
 (let ((?x141 (smul in_k1 in_s1)))
 (let ((?x148 (dim ?x141 2)))
 (= 3 ?x148))))
(assert
 (let ((?x141 (smul in_k1 in_s1)))
 (let ((?x150 (dim ?x141 3)))
 (= 3 ?x150))))
(assert
 (= (rank (transpose4 0 1 3 2 (smul in_k1 in_s1))) 4))
(assert
 (let ((?x141 (smul in_k1 in_s1)))
 (let ((?x152 (transpose4 0 1 3 2 ?x141)))
 (= (dim ?x152 0) sym_c))))
(assert
 (let ((?x141 (smul in_k1 in_s1)))
 (let ((?x152 (transpose4 0 1 3 2 ?x141)))
 (= (dim ?x152 1) sym_c2))))
(assert
 (let ((?x141 (smul in_k1 in_s1)))
 (let ((?x152 (transpose4 0 1 3 2 ?x141)))
 (let ((?x159 (dim ?x152 2)))
 (= 3 ?x159)))))
(assert
 (let ((?x141 (smul in_k1 in_s1)))
 (let ((?x152 (transpose4 0 1 3 2 ?x141)))
 (let ((?x161 (dim ?x152 3)))
 (= 3 ?x161)))))
(assert
 (let ((?x141 (smul in_k1 in_s1)))
 (let ((?x152 (transpose4 0 1 3 2 ?x141)))
 (let ((?x163 (add ?x141 ?x152)))
 (= (rank ?x163) 4)))))
(assert
 (let ((?x141 (smul in_k1 in_s1)))
 (let ((?x152 (transpose4 0 1 3 2 ?x141)))
 (let ((?x163 (add ?x141 ?x152)))
 (= (dim ?x163 0) sym_c)))))
(assert
 (let ((?x141 (smul in_k1 in_s1)))
 (let ((?x152 (transpose4 0 1 3 2 ?x141)))
 (let ((?x163 (add ?x141 ?x152)))
 (= (dim ?x163 1) sym_c2)))))
(assert
 (let ((?x141 (smul in_k1 in_s1)))
 (let ((?x152 (transpose4 0 1 3 2 ?x141)))
 (let ((?x163 (add ?x141 ?x152)))
 (let ((?x170 (dim ?x163 2)))
 (= 3 ?x170))))))
(assert
 (let ((?x141 (smul in_k1 in_s1)))
 (let ((?x152 (transpose4 0 1 3 2 ?x141)))
 (let ((?x163 (add ?x141 ?x152)))
 (let ((?x172 (dim ?x163 3)))
 (= 3 ?x172))))))
(assert
 (= (rank (transpose4 0 1 3 2 in_k1)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_k1) 0) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_k1) 1) sym_c2))
(assert
 (let ((?x174 (transpose4 0 1 3 2 in_k1)))
 (let ((?x181 (dim ?x174 2)))
 (= 3 ?x181))))
(assert
 (let ((?x174 (transpose4 0 1 3 2 in_k1)))
 (let ((?x183 (dim ?x174 3)))
 (= 3 ?x183))))
(assert
 (= (rank (add in_k1 (transpose4 0 1 3 2 in_k1))) 4))
(assert
 (= (dim (add in_k1 (transpose4 0 1 3 2 in_k1)) 0) sym_c))
(assert
 (= (dim (add in_k1 (transpose4 0 1 3 2 in_k1)) 1) sym_c2))
(assert
 (let ((?x174 (transpose4 0 1 3 2 in_k1)))
 (let ((?x185 (add in_k1 ?x174)))
 (let ((?x192 (dim ?x185 2)))
 (= 3 ?x192)))))
(assert
 (let ((?x174 (transpose4 0 1 3 2 in_k1)))
 (let ((?x185 (add in_k1 ?x174)))
 (let ((?x194 (dim ?x185 3)))
 (= 3 ?x194)))))
(assert
 (let ((?x174 (transpose4 0 1 3 2 in_k1)))
 (let ((?x185 (add in_k1 ?x174)))
 (let ((?x196 (smul ?x185 in_s1)))
 (= (rank ?x196) 4)))))
(assert
 (let ((?x174 (transpose4 0 1 3 2 in_k1)))
 (let ((?x185 (add in_k1 ?x174)))
 (let ((?x196 (smul ?x185 in_s1)))
 (= (dim ?x196 0) sym_c)))))
(assert
 (let ((?x174 (transpose4 0 1 3 2 in_k1)))
 (let ((?x185 (add in_k1 ?x174)))
 (let ((?x196 (smul ?x185 in_s1)))
 (= (dim ?x196 1) sym_c2)))))
(assert
 (let ((?x174 (transpose4 0 1 3 2 in_k1)))
 (let ((?x185 (add in_k1 ?x174)))
 (let ((?x196 (smul ?x185 in_s1)))
 (let ((?x203 (dim ?x196 2)))
 (= 3 ?x203))))))
(assert
 (let ((?x174 (transpose4 0 1 3 2 in_k1)))
 (let ((?x185 (add in_k1 ?x174)))
 (let ((?x196 (smul ?x185 in_s1)))
 (let ((?x205 (dim ?x196 3)))
 (= 3 ?x205))))))
(assert
 (let ((?x174 (transpose4 0 1 3 2 in_k1)))
(let ((?x185 (add in_k1 ?x174)))
(let ((?x196 (smul ?x185 in_s1)))
(let ((?x141 (smul in_k1 in_s1)))
(let ((?x152 (transpose4 0 1 3 2 ?x141)))
(let ((?x163 (add ?x141 ?x152)))
(and (distinct ?x163 ?x196) true))))))))
(check-sat)
