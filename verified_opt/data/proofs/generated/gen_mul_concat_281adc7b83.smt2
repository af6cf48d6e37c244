; verified_opt proof obligation: unsat means the rule holds
; axioms used: smul_concat
; z3 rlimit used: 10204
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun smul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((A T) (B T) (S T) (ax Int) )(! (let ((?x106 (concat ax (smul A S) (smul B S))))
 (let ((?x103 (smul (concat ax A B) S)))
 (let (($x107 (= ?x103 ?x106)))
 (let (($x99 (= (dim A (+ (+ 1 ax) 5)) (dim B (+ (+ 1 ax) 5)))))
 (let (($x93 (= (dim A (+ (+ 1 ax) 4)) (dim B (+ (+ 1 ax) 4)))))
 (let (($x87 (= (dim A (+ (+ 1 ax) 3)) (dim B (+ (+ 1 ax) 3)))))
 (let (($x81 (= (dim A (+ (+ 1 ax) 2)) (dim B (+ (+ 1 ax) 2)))))
 (let (($x75 (= (dim A (+ (+ 1 ax) 1)) (dim B (+ (+ 1 ax) 1)))))
 (let (($x69 (= (dim A (+ (+ 1 ax) 0)) (dim B (+ (+ 1 ax) 0)))))
 (let (($x62 (=> (> ax 5) (= (dim A (+ 0 5)) (dim B (+ 0 5))))))
 (let (($x55 (=> (> ax 4) (= (dim A (+ 0 4)) (dim B (+ 0 4))))))
 (let (($x48 (=> (> ax 3) (= (dim A (+ 0 3)) (dim B (+ 0 3))))))
 (let (($x41 (=> (> ax 2) (= (dim A (+ 0 2)) (dim B (+ 0 2))))))
 (let (($x34 (=> (> ax 1) (= (dim A (+ 0 1)) (dim B (+ 0 1))))))
 (let (($x28 (=> (> ax 0) (= (dim A (+ 0 0)) (dim B (+ 0 0))))))
 (let (($x21 (= (rank S) 0)))
 (let (($x7 (>= ax 0)))
 (let (($x101 (and $x7 (>= (- (- (rank A) 1) ax) 0) $x7 (>= (- (- (rank B) 1) ax) 0) $x21 (= ax ax) $x28 $x34 $x41 $x48 $x55 $x62 (= (- (- (rank B) 1) ax) (- (- (rank A) 1) ax)) (=> (> (- (- (rank A) 1) ax) 0) $x69) (=> (> (- (- (rank A) 1) ax) 1) $x75) (=> (> (- (- (rank A) 1) ax) 2) $x81) (=> (> (- (- (rank A) 1) ax) 3) $x87) (=> (> (- (- (rank A) 1) ax) 4) $x93) (=> (> (- (- (rank A) 1) ax) 5) $x99))))
 (=> $x101 $x107))))))))))))))))))) :pattern ( (smul (concat ax A B) S) ) :pattern ( (concat ax (smul A S) (smul B S)) ) :qid smul_concat))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
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
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n))
(assert
 (= (dim in_i2 1) sym_c2))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank in_s1) 0))
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
 (= (rank (smul in_i2 in_s1)) 4))
(assert
 (= (dim (smul in_i2 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_i2 in_s1) 1) sym_c2))
(assert
 (= (dim (smul in_i2 in_s1) 2) sym_h))
(assert
 (= (dim (smul in_i2 in_s1) 3) sym_w))
(assert
 (= (rank (concat 1 (smul in_i1 in_s1) (smul in_i2 in_s1))) 4))
(assert
 (let ((?x259 (smul in_i2 in_s1)))
 (let ((?x248 (smul in_i1 in_s1)))
 (let ((?x270 (concat 1 ?x248 ?x259)))
 (= (dim ?x270 0) sym_n)))))
(assert
 (let ((?x276 (+ sym_c sym_c2)))
 (let ((?x259 (smul in_i2 in_s1)))
 (let ((?x248 (smul in_i1 in_s1)))
 (let ((?x270 (concat 1 ?x248 ?x259)))
 (let ((?x275 (dim ?x270 1)))
 (= ?x275 ?x276)))))))
(assert
 (let ((?x259 (smul in_i2 in_s1)))
 (let ((?x248 (smul in_i1 in_s1)))
 (let ((?x270 (concat 1 ?x248 ?x259)))
 (= (dim ?x270 2) sym_h)))))
(assert
 (let ((?x259 (smul in_i2 in_s1)))
 (let ((?x248 (smul in_i1 in_s1)))
 (let ((?x270 (concat 1 ?x248 ?x259)))
 (= (dim ?x270 3) sym_w)))))
(assert
 (let ((?x276 (+ sym_c sym_c2)))
 (>= ?x276 0)))
(assert
 (= (rank (concat 1 in_i1 in_i2)) 4))
(assert
 (= (dim (concat 1 in_i1 in_i2) 0) sym_n))
(assert
 (let ((?x276 (+ sym_c sym_c2)))
 (let ((?x283 (concat 1 in_i1 in_i2)))
 (let ((?x288 (dim ?x283 1)))
 (= ?x288 ?x276)))))
(assert
 (= (dim (concat 1 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (smul (concat 1 in_i1 in_i2) in_s1)) 4))
(assert
 (= (dim (smul (concat 1 in_i1 in_i2) in_s1) 0) sym_n))
(assert
 (let ((?x276 (+ sym_c sym_c2)))
 (let ((?x283 (concat 1 in_i1 in_i2)))
 (let ((?x294 (smul ?x283 in_s1)))
 (let ((?x299 (dim ?x294 1)))
 (= ?x299 ?x276))))))
(assert
 (= (dim (smul (concat 1 in_i1 in_i2) in_s1) 2) sym_h))
(assert
 (= (dim (smul (concat 1 in_i1 in_i2) in_s1) 3) sym_w))
(assert
 (let ((?x283 (concat 1 in_i1 in_i2)))
(let ((?x294 (smul ?x283 in_s1)))
(let ((?x259 (smul in_i2 in_s1)))
(let ((?x248 (smul in_i1 in_s1)))
(let ((?x270 (concat 1 ?x248 ?x259)))
(and (distinct ?x270 ?x294) true)))))))
(check-sat)
