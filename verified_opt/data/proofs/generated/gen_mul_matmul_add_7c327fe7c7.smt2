; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_matmul, gemmnc_smul_left, smul_dist_add
; z3 rlimit used: 17362
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun smul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun matmul (T T) T)
(declare-fun gemmnc (Int Int Real T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(declare-fun in_x1 () T)
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
 (forall ((A T) (B T) )(! (let ((?x107 (matmul A B)))
 (let ((?x101 (gemmnc 0 0 1.0 A B)))
 (let (($x128 (= ?x101 ?x107)))
 (let (($x113 (and (= (rank A) 2) (= (rank B) 2))))
 (=> $x113 $x128))))) :pattern ( (gemmnc 0 0 1.0 A B) ) :pattern ( (matmul A B) ) :qid gemmnc_matmul))
 )
(assert
 (forall ((A T) (B T) (S T) (al Real) (ta Int) (tb Int) )(! (let ((?x153 (smul (gemmnc ta tb al A B) S)))
 (let ((?x151 (gemmnc ta tb al (smul A S) B)))
 (let (($x154 (= ?x151 ?x153)))
 (let (($x149 (and (>= ta 0) (>= tb 0) (= (rank A) 2) (= (rank B) 2) (= (rank S) 0))))
 (=> $x149 $x154))))) :pattern ( (gemmnc ta tb al (smul A S) B) ) :pattern ( (smul (gemmnc ta tb al A B) S) ) :qid gemmnc_smul_left))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank (smul in_x1 in_s1)) 2))
(assert
 (= (dim (smul in_x1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_x1 in_s1) 1) sym_c))
(assert
 (= (rank (matmul (smul in_x1 in_s1) in_w1)) 2))
(assert
 (= (dim (matmul (smul in_x1 in_s1) in_w1) 0) sym_n))
(assert
 (= (dim (matmul (smul in_x1 in_s1) in_w1) 1) sym_c))
(assert
 (let ((?x183 (smul in_x1 in_s1)))
 (let ((?x190 (matmul ?x183 in_w1)))
 (let ((?x197 (add ?x183 ?x190)))
 (= (rank ?x197) 2)))))
(assert
 (let ((?x183 (smul in_x1 in_s1)))
 (let ((?x190 (matmul ?x183 in_w1)))
 (let ((?x197 (add ?x183 ?x190)))
 (= (dim ?x197 0) sym_n)))))
(assert
 (let ((?x183 (smul in_x1 in_s1)))
 (let ((?x190 (matmul ?x183 in_w1)))
 (let ((?x197 (add ?x183 ?x190)))
 (= (dim ?x197 1) sym_c)))))
(assert
 (= (rank (matmul in_x1 in_w1)) 2))
(assert
 (= (dim (matmul in_x1 in_w1) 0) sym_n))
(assert
 (= (dim (matmul in_x1 in_w1) 1) sym_c))
(assert
 (= (rank (add in_x1 (matmul in_x1 in_w1))) 2))
(assert
 (= (dim (add in_x1 (matmul in_x1 in_w1)) 0) sym_n))
(assert
 (= (dim (add in_x1 (matmul in_x1 in_w1)) 1) sym_c))
(assert
 (= (rank (smul (add in_x1 (matmul in_x1 in_w1)) in_s1)) 2))
(assert
 (= (dim (smul (add in_x1 (matmul in_x1 in_w1)) in_s1) 0) sym_n))
(assert
 (= (dim (smul (add in_x1 (matmul in_x1 in_w1)) in_s1) 1) sym_c))
(assert
 (let ((?x204 (matmul in_x1 in_w1)))
(let ((?x211 (add in_x1 ?x204)))
(let ((?x218 (smul ?x211 in_s1)))
(let ((?x183 (smul in_x1 in_s1)))
(let ((?x190 (matmul ?x183 in_w1)))
(let ((?x197 (add ?x183 ?x190)))
(and (distinct ?x197 ?x218) true))))))))
(check-sat)
