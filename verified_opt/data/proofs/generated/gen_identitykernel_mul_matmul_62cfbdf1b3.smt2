; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_idkernel_left, matmul_smul_left, mul_comm, smul_mul
; z3 rlimit used: 23063
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun mul (T T) T)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x15 (matmul (idkernel2 c) A)))
 (let (($x16 (= ?x15 A)))
 (let (($x13 (and (= (dim A 0) c) (= (rank A) 2))))
 (=> $x13 $x16)))) :pattern ( (matmul (idkernel2 c) A) ) :qid matmul_idkernel_left))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x89 (mul Y X)))
 (let ((?x88 (mul X Y)))
 (let (($x90 (= ?x88 ?x89)))
 (let (($x86 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x79 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x72 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x65 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x59 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x52 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let ((?x45 (- (- (rank X) 0) 0)))
 (let (($x46 (= (- (- (rank Y) 0) 0) ?x45)))
 (=> (and $x46 $x52 $x59 $x65 $x72 $x79 $x86) $x90)))))))))))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
 )
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x135 (mul X (smul Y S))))
 (let ((?x88 (mul X Y)))
 (let ((?x108 (smul ?x88 S)))
 (let (($x136 (= ?x108 ?x135)))
 (let (($x86 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x79 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x72 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x65 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x59 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x52 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let ((?x45 (- (- (rank X) 0) 0)))
 (let (($x46 (= (- (- (rank Y) 0) 0) ?x45)))
 (let ((?x102 (rank S)))
 (let (($x120 (= ?x102 0)))
 (=> (and $x120 $x46 $x52 $x59 $x65 $x72 $x79 $x86) $x136))))))))))))))) :pattern ( (smul (mul X Y) S) ) :pattern ( (mul X (smul Y S)) ) :qid smul_mul))
 )
(assert
 (forall ((A T) (B T) (S T) )(! (let ((?x181 (smul (matmul A B) S)))
 (let ((?x179 (matmul (smul A S) B)))
 (let (($x182 (= ?x179 ?x181)))
 (let (($x176 (=> (> (- (- (rank A) 2) 0) 5) (= (dim A (+ 0 5)) (dim B (+ 0 5))))))
 (let (($x172 (=> (> (- (- (rank A) 2) 0) 4) (= (dim A (+ 0 4)) (dim B (+ 0 4))))))
 (let (($x168 (=> (> (- (- (rank A) 2) 0) 3) (= (dim A (+ 0 3)) (dim B (+ 0 3))))))
 (let (($x164 (=> (> (- (- (rank A) 2) 0) 2) (= (dim A (+ 0 2)) (dim B (+ 0 2))))))
 (let (($x160 (=> (> (- (- (rank A) 2) 0) 1) (= (dim A (+ 0 1)) (dim B (+ 0 1))))))
 (let (($x156 (=> (> (- (- (rank A) 2) 0) 0) (= (dim A (+ 0 0)) (dim B (+ 0 0))))))
 (let ((?x41 (rank S)))
 (let (($x151 (= ?x41 0)))
 (let (($x177 (and (>= (- (- (rank A) 2) 0) 0) (>= (- (- (rank B) 2) 0) 0) $x151 (= (- (- (rank B) 2) 0) (- (- (rank A) 2) 0)) $x156 $x160 $x164 $x168 $x172 $x176)))
 (=> $x177 $x182))))))))))))) :pattern ( (matmul (smul A S) B) ) :pattern ( (smul (matmul A B) S) ) :qid matmul_smul_left))
 )
(assert
 (>= sym_c 1))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (smul (idkernel2 sym_c) in_s1)) 2))
(assert
 (= (dim (smul (idkernel2 sym_c) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel2 sym_c) in_s1) 1) sym_c))
(assert
 (= (rank (matmul (smul (idkernel2 sym_c) in_s1) in_w1)) 2))
(assert
 (= (dim (matmul (smul (idkernel2 sym_c) in_s1) in_w1) 0) sym_c))
(assert
 (= (dim (matmul (smul (idkernel2 sym_c) in_s1) in_w1) 1) sym_c))
(assert
 (let ((?x194 (idkernel2 sym_c)))
 (let ((?x214 (smul ?x194 in_s1)))
 (let ((?x249 (matmul ?x214 in_w1)))
 (let ((?x256 (mul ?x214 ?x249)))
 (= (rank ?x256) 2))))))
(assert
 (let ((?x194 (idkernel2 sym_c)))
 (let ((?x214 (smul ?x194 in_s1)))
 (let ((?x249 (matmul ?x214 in_w1)))
 (let ((?x256 (mul ?x214 ?x249)))
 (= (dim ?x256 0) sym_c))))))
(assert
 (let ((?x194 (idkernel2 sym_c)))
 (let ((?x214 (smul ?x194 in_s1)))
 (let ((?x249 (matmul ?x214 in_w1)))
 (let ((?x256 (mul ?x214 ?x249)))
 (= (dim ?x256 1) sym_c))))))
(assert
 (= (rank (mul in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (mul in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (= (dim (mul in_w1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (= (rank (smul (mul in_w1 (idkernel2 sym_c)) in_s1)) 2))
(assert
 (= (dim (smul (mul in_w1 (idkernel2 sym_c)) in_s1) 0) sym_c))
(assert
 (= (dim (smul (mul in_w1 (idkernel2 sym_c)) in_s1) 1) sym_c))
(assert
 (= (rank (smul (smul (mul in_w1 (idkernel2 sym_c)) in_s1) in_s1)) 2))
(assert
 (let ((?x194 (idkernel2 sym_c)))
 (let ((?x263 (mul in_w1 ?x194)))
 (let ((?x270 (smul ?x263 in_s1)))
 (let ((?x277 (smul ?x270 in_s1)))
 (= (dim ?x277 0) sym_c))))))
(assert
 (let ((?x194 (idkernel2 sym_c)))
 (let ((?x263 (mul in_w1 ?x194)))
 (let ((?x270 (smul ?x263 in_s1)))
 (let ((?x277 (smul ?x270 in_s1)))
 (= (dim ?x277 1) sym_c))))))
(assert
 (let ((?x194 (idkernel2 sym_c)))
(let ((?x263 (mul in_w1 ?x194)))
(let ((?x270 (smul ?x263 in_s1)))
(let ((?x277 (smul ?x270 in_s1)))
(let ((?x214 (smul ?x194 in_s1)))
(let ((?x249 (matmul ?x214 in_w1)))
(let ((?x256 (mul ?x214 ?x249)))
(and (distinct ?x256 ?x277) true)))))))))
(check-sat)
