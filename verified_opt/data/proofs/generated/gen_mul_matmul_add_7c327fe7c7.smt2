; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_matmul, gemmnc_smul_left, smul_dist_add
; z3 rlimit used: 112138
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
 (forall ((A T) (B T) )(! (let ((?x90 (matmul A B)))
 (let ((?x84 (gemmnc 0 0 1.0 A B)))
 (let (($x102 (= ?x84 ?x90)))
 (let (($x81 (and (= (rank A) 2) (= (rank B) 2))))
 (=> $x81 $x102))))) :pattern ( (gemmnc 0 0 1.0 A B) ) :pattern ( (matmul A B) ) :qid gemmnc_matmul))
 )
(assert
 (forall ((A T) (B T) (S T) (al Real) (ta Int) (tb Int) )(! (let ((?x127 (smul (gemmnc ta tb al A B) S)))
 (let ((?x125 (gemmnc ta tb al (smul A S) B)))
 (let (($x128 (= ?x125 ?x127)))
 (let (($x123 (and (>= ta 0) (>= tb 0) (= (rank A) 2) (= (rank B) 2) (= (rank S) 0))))
 (=> $x123 $x128))))) :pattern ( (gemmnc ta tb al (smul A S) B) ) :pattern ( (smul (gemmnc ta tb al A B) S) ) :qid gemmnc_smul_left))
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
 (let ((?x157 (smul in_x1 in_s1)))
 (let ((?x164 (matmul ?x157 in_w1)))
 (let ((?x171 (add ?x157 ?x164)))
 (= (rank ?x171) 2)))))
(assert
 (let ((?x157 (smul in_x1 in_s1)))
 (let ((?x164 (matmul ?x157 in_w1)))
 (let ((?x171 (add ?x157 ?x164)))
 (= (dim ?x171 0) sym_n)))))
(assert
 (let ((?x157 (smul in_x1 in_s1)))
 (let ((?x164 (matmul ?x157 in_w1)))
 (let ((?x171 (add ?x157 ?x164)))
 (= (dim ?x171 1) sym_c)))))
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
 (let ((?x178 (matmul in_x1 in_w1)))
(let ((?x185 (add in_x1 ?x178)))
(let ((?x192 (smul ?x185 in_s1)))
(let ((?x157 (smul in_x1 in_s1)))
(let ((?x164 (matmul ?x157 in_w1)))
(let ((?x171 (add ?x157 ?x164)))
(and (distinct ?x171 ?x192) true))))))))
(check-sat)
