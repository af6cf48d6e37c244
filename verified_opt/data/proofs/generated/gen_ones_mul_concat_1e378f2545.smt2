; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_ones2, smul_concat, smul_mul
; z3 rlimit used: 16951
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun smul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun mul (T T) T)
(declare-fun ones2 (Int Int) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun in_s1 () T)
(declare-fun in_x1 () T)
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
 (let ((?x20 (rank S)))
 (let (($x21 (= ?x20 0)))
 (let (($x7 (>= ax 0)))
 (let (($x101 (and $x7 (>= (- (- (rank A) 1) ax) 0) $x7 (>= (- (- (rank B) 1) ax) 0) $x21 (= ax ax) $x28 $x34 $x41 $x48 $x55 $x62 (= (- (- (rank B) 1) ax) (- (- (rank A) 1) ax)) (=> (> (- (- (rank A) 1) ax) 0) $x69) (=> (> (- (- (rank A) 1) ax) 1) $x75) (=> (> (- (- (rank A) 1) ax) 2) $x81) (=> (> (- (- (rank A) 1) ax) 3) $x87) (=> (> (- (- (rank A) 1) ax) 4) $x93) (=> (> (- (- (rank A) 1) ax) 5) $x99))))
 (=> $x101 $x107)))))))))))))))))))) :pattern ( (smul (concat ax A B) S) ) :pattern ( (concat ax (smul A S) (smul B S)) ) :qid smul_concat))
 )
(assert
 (forall ((X T) (a Int) (b Int) )(! (let ((?x135 (mul X (ones2 a b))))
 (let (($x212 (= ?x135 X)))
 (let (($x216 (and (= (dim X 0) a) (= (dim X 1) b) (= (rank X) 2))))
 (=> $x216 $x212)))) :pattern ( (mul X (ones2 a b)) ) :qid mul_ones2))
 )
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x269 (mul X (smul Y S))))
 (let ((?x267 (smul (mul X Y) S)))
 (let (($x270 (= ?x267 ?x269)))
 (let (($x264 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x259 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x254 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x249 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x237 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x184 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let ((?x15 (rank S)))
 (let (($x165 (= ?x15 0)))
 (let (($x265 (and $x165 (= (- (- (rank Y) 0) 0) (- (- (rank X) 0) 0)) $x184 $x237 $x249 $x254 $x259 $x264)))
 (=> $x265 $x270))))))))))))) :pattern ( (smul (mul X Y) S) ) :pattern ( (mul X (smul Y S)) ) :qid smul_mul))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
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
 (= (rank (mul in_x1 (smul (ones2 sym_n sym_c) in_s1))) 2))
(assert
 (= (dim (mul in_x1 (smul (ones2 sym_n sym_c) in_s1)) 0) sym_n))
(assert
 (= (dim (mul in_x1 (smul (ones2 sym_n sym_c) in_s1)) 1) sym_c))
(assert
 (let ((?x324 (ones2 sym_n sym_c)))
 (let ((?x331 (smul ?x324 in_s1)))
 (let ((?x338 (mul in_x1 ?x331)))
 (let ((?x345 (concat 0 ?x338 ?x331)))
 (= (rank ?x345) 2))))))
(assert
 (let ((?x349 (* 2 sym_n)))
 (let ((?x324 (ones2 sym_n sym_c)))
 (let ((?x331 (smul ?x324 in_s1)))
 (let ((?x338 (mul in_x1 ?x331)))
 (let ((?x345 (concat 0 ?x338 ?x331)))
 (let ((?x348 (dim ?x345 0)))
 (= ?x348 ?x349))))))))
(assert
 (let ((?x324 (ones2 sym_n sym_c)))
 (let ((?x331 (smul ?x324 in_s1)))
 (let ((?x338 (mul in_x1 ?x331)))
 (let ((?x345 (concat 0 ?x338 ?x331)))
 (= (dim ?x345 1) sym_c))))))
(assert
 (let ((?x349 (* 2 sym_n)))
 (>= ?x349 0)))
(assert
 (= (rank (concat 0 in_x1 (ones2 sym_n sym_c))) 2))
(assert
 (let ((?x349 (* 2 sym_n)))
 (let ((?x324 (ones2 sym_n sym_c)))
 (let ((?x354 (concat 0 in_x1 ?x324)))
 (let ((?x357 (dim ?x354 0)))
 (= ?x357 ?x349))))))
(assert
 (= (dim (concat 0 in_x1 (ones2 sym_n sym_c)) 1) sym_c))
(assert
 (= (rank (smul (concat 0 in_x1 (ones2 sym_n sym_c)) in_s1)) 2))
(assert
 (let ((?x349 (* 2 sym_n)))
 (let ((?x324 (ones2 sym_n sym_c)))
 (let ((?x354 (concat 0 in_x1 ?x324)))
 (let ((?x361 (smul ?x354 in_s1)))
 (let ((?x364 (dim ?x361 0)))
 (= ?x364 ?x349)))))))
(assert
 (let ((?x324 (ones2 sym_n sym_c)))
 (let ((?x354 (concat 0 in_x1 ?x324)))
 (let ((?x361 (smul ?x354 in_s1)))
 (= (dim ?x361 1) sym_c)))))
(assert
 (let ((?x324 (ones2 sym_n sym_c)))
(let ((?x354 (concat 0 in_x1 ?x324)))
(let ((?x361 (smul ?x354 in_s1)))
(let ((?x331 (smul ?x324 in_s1)))
(let ((?x338 (mul in_x1 ?x331)))
(let ((?x345 (concat 0 ?x338 ?x331)))
(and (distinct ?x345 ?x361) true))))))))
(check-sat)
