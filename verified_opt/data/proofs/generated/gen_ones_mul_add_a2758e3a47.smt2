; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_dist_add, mul_ones2, smul_mul
; z3 rlimit used: 14015
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun mul (T T) T)
(declare-fun ones2 (Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun in_s1 () T)
(assert
 (forall ((X T) (a Int) (b Int) )(! (let ((?x19 (mul X (ones2 a b))))
 (let (($x20 (= ?x19 X)))
 (let (($x17 (and (= (dim X 0) a) (= (dim X 1) b) (= (rank X) 2))))
 (=> $x17 $x20)))) :pattern ( (mul X (ones2 a b)) ) :qid mul_ones2))
 )
(assert
 (forall ((X T) (Y T) (Z T) )(! (let ((?x118 (add (mul X Y) (mul X Z))))
 (let ((?x115 (mul X (add Y Z))))
 (let (($x119 (= ?x115 ?x118)))
 (let ((?x49 (- (- (rank X) 0) 0)))
 (let (($x84 (> ?x49 5)))
 (let (($x77 (> ?x49 4)))
 (let (($x70 (> ?x49 3)))
 (let (($x63 (> ?x49 2)))
 (let (($x57 (> ?x49 1)))
 (let (($x51 (> ?x49 0)))
 (let (($x113 (and (= (- (- (rank Y) 0) 0) ?x49) (=> $x51 (= (dim X (+ 0 0)) (dim Y (+ 0 0)))) (=> $x57 (= (dim X (+ 0 1)) (dim Y (+ 0 1)))) (=> $x63 (= (dim X (+ 0 2)) (dim Y (+ 0 2)))) (=> $x70 (= (dim X (+ 0 3)) (dim Y (+ 0 3)))) (=> $x77 (= (dim X (+ 0 4)) (dim Y (+ 0 4)))) (=> $x84 (= (dim X (+ 0 5)) (dim Y (+ 0 5)))) (= (- (- (rank Z) 0) 0) ?x49) (=> $x51 (= (dim X (+ 0 0)) (dim Z (+ 0 0)))) (=> $x57 (= (dim X (+ 0 1)) (dim Z (+ 0 1)))) (=> $x63 (= (dim X (+ 0 2)) (dim Z (+ 0 2)))) (=> $x70 (= (dim X (+ 0 3)) (dim Z (+ 0 3)))) (=> $x77 (= (dim X (+ 0 4)) (dim Z (+ 0 4)))) (=> $x84 (= (dim X (+ 0 5)) (dim Z (+ 0 5)))))))
 (=> $x113 $x119)))))))))))) :pattern ( (mul X (add Y Z)) ) :pattern ( (add (mul X Y) (mul X Z)) ) :qid mul_dist_add))
 )
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x200 (mul X (smul Y S))))
 (let ((?x198 (smul (mul X Y) S)))
 (let (($x201 (= ?x198 ?x200)))
 (let (($x195 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x192 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x189 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x186 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x183 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x142 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let ((?x14 (rank S)))
 (let (($x148 (= ?x14 0)))
 (let (($x196 (and $x148 (= (- (- (rank Y) 0) 0) (- (- (rank X) 0) 0)) $x142 $x183 $x186 $x189 $x192 $x195)))
 (=> $x196 $x201))))))))))))) :pattern ( (smul (mul X Y) S) ) :pattern ( (mul X (smul Y S)) ) :qid smul_mul))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (ones2 sym_n sym_c)) 2))
(assert
 (= (dim (ones2 sym_n sym_c) 0) sym_n))
(assert
 (= (dim (ones2 sym_n sym_c) 1) sym_c))
(assert
 (= (rank (smul (ones2 sym_n sym_c) in_s1)) 2))
(assert
 (= (dim (smul (ones2 sym_n sym_c) in_s1) 0) sym_n))
(assert
 (= (dim (smul (ones2 sym_n sym_c) in_s1) 1) sym_c))
(assert
 (= (rank (smul (smul (ones2 sym_n sym_c) in_s1) in_s1)) 2))
(assert
 (= (dim (smul (smul (ones2 sym_n sym_c) in_s1) in_s1) 0) sym_n))
(assert
 (= (dim (smul (smul (ones2 sym_n sym_c) in_s1) in_s1) 1) sym_c))
(assert
 (let ((?x236 (ones2 sym_n sym_c)))
 (let ((?x243 (smul ?x236 in_s1)))
 (let ((?x250 (smul ?x243 in_s1)))
 (let ((?x257 (add ?x243 ?x250)))
 (= (rank ?x257) 2))))))
(assert
 (let ((?x236 (ones2 sym_n sym_c)))
 (let ((?x243 (smul ?x236 in_s1)))
 (let ((?x250 (smul ?x243 in_s1)))
 (let ((?x257 (add ?x243 ?x250)))
 (= (dim ?x257 0) sym_n))))))
(assert
 (let ((?x236 (ones2 sym_n sym_c)))
 (let ((?x243 (smul ?x236 in_s1)))
 (let ((?x250 (smul ?x243 in_s1)))
 (let ((?x257 (add ?x243 ?x250)))
 (= (dim ?x257 1) sym_c))))))
(assert
 (let ((?x236 (ones2 sym_n sym_c)))
 (let ((?x243 (smul ?x236 in_s1)))
 (let ((?x264 (add ?x236 ?x243)))
 (= (rank ?x264) 2)))))
(assert
 (let ((?x236 (ones2 sym_n sym_c)))
 (let ((?x243 (smul ?x236 in_s1)))
 (let ((?x264 (add ?x236 ?x243)))
 (= (dim ?x264 0) sym_n)))))
(assert
 (let ((?x236 (ones2 sym_n sym_c)))
 (let ((?x243 (smul ?x236 in_s1)))
 (let ((?x264 (add ?x236 ?x243)))
 (= (dim ?x264 1) sym_c)))))
(assert
 (let ((?x236 (ones2 sym_n sym_c)))
 (let ((?x243 (smul ?x236 in_s1)))
 (let ((?x264 (add ?x236 ?x243)))
 (let ((?x271 (mul ?x243 ?x264)))
 (= (rank ?x271) 2))))))
(assert
 (let ((?x236 (ones2 sym_n sym_c)))
 (let ((?x243 (smul ?x236 in_s1)))
 (let ((?x264 (add ?x236 ?x243)))
 (let ((?x271 (mul ?x243 ?x264)))
 (= (dim ?x271 0) sym_n))))))
(assert
 (let ((?x236 (ones2 sym_n sym_c)))
 (let ((?x243 (smul ?x236 in_s1)))
 (let ((?x264 (add ?x236 ?x243)))
 (let ((?x271 (mul ?x243 ?x264)))
 (= (dim ?x271 1) sym_c))))))
(assert
 (let ((?x236 (ones2 sym_n sym_c)))
(let ((?x243 (smul ?x236 in_s1)))
(let ((?x264 (add ?x236 ?x243)))
(let ((?x271 (mul ?x243 ?x264)))
(let ((?x250 (smul ?x243 in_s1)))
(let ((?x257 (add ?x243 ?x250)))
(and (distinct ?x257 ?x271) true))))))))
(check-sat)
