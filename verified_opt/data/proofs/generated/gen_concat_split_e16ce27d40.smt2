; verified_opt proof obligation: unsat means the rule holds
; axioms used: slice_concat_left, slice_concat_right
; z3 rlimit used: 16840
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(assert
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x103 (slice ax 0 n1 (concat ax A B))))
 (let (($x104 (= ?x103 A)))
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
 (let (($x11 (>= ax 0)))
 (let (($x9 (= (dim A ax) n1)))
 (let (($x101 (and $x9 $x11 (>= (- (- (rank A) 1) ax) 0) $x11 (>= (- (- (rank B) 1) ax) 0) (= ax ax) $x28 $x34 $x41 $x48 $x55 $x62 (= (- (- (rank B) 1) ax) (- (- (rank A) 1) ax)) (=> (> (- (- (rank A) 1) ax) 0) $x69) (=> (> (- (- (rank A) 1) ax) 1) $x75) (=> (> (- (- (rank A) 1) ax) 2) $x81) (=> (> (- (- (rank A) 1) ax) 3) $x87) (=> (> (- (- (rank A) 1) ax) 4) $x93) (=> (> (- (- (rank A) 1) ax) 5) $x99))))
 (=> $x101 $x104)))))))))))))))))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (n1 Int) )(! (let ((?x288 (slice ax n1 e (concat ax A B))))
 (let (($x289 (= ?x288 B)))
 (let (($x284 (= (dim A (+ (+ 1 ax) 5)) (dim B (+ (+ 1 ax) 5)))))
 (let (($x278 (= (dim A (+ (+ 1 ax) 4)) (dim B (+ (+ 1 ax) 4)))))
 (let (($x272 (= (dim A (+ (+ 1 ax) 3)) (dim B (+ (+ 1 ax) 3)))))
 (let (($x266 (= (dim A (+ (+ 1 ax) 2)) (dim B (+ (+ 1 ax) 2)))))
 (let (($x260 (= (dim A (+ (+ 1 ax) 1)) (dim B (+ (+ 1 ax) 1)))))
 (let (($x254 (= (dim A (+ (+ 1 ax) 0)) (dim B (+ (+ 1 ax) 0)))))
 (let (($x247 (=> (> ax 5) (= (dim A (+ 0 5)) (dim B (+ 0 5))))))
 (let (($x243 (=> (> ax 4) (= (dim A (+ 0 4)) (dim B (+ 0 4))))))
 (let (($x233 (=> (> ax 3) (= (dim A (+ 0 3)) (dim B (+ 0 3))))))
 (let (($x222 (=> (> ax 2) (= (dim A (+ 0 2)) (dim B (+ 0 2))))))
 (let (($x149 (=> (> ax 1) (= (dim A (+ 0 1)) (dim B (+ 0 1))))))
 (let (($x180 (=> (> ax 0) (= (dim A (+ 0 0)) (dim B (+ 0 0))))))
 (let (($x126 (>= ax 0)))
 (let (($x131 (= (dim A ax) n1)))
 (let (($x286 (and $x131 (= (dim B ax) (- e n1)) $x126 (>= (- (- (rank A) 1) ax) 0) $x126 (>= (- (- (rank B) 1) ax) 0) (= ax ax) $x180 $x149 $x222 $x233 $x243 $x247 (= (- (- (rank B) 1) ax) (- (- (rank A) 1) ax)) (=> (> (- (- (rank A) 1) ax) 0) $x254) (=> (> (- (- (rank A) 1) ax) 1) $x260) (=> (> (- (- (rank A) 1) ax) 2) $x266) (=> (> (- (- (rank A) 1) ax) 3) $x272) (=> (> (- (- (rank A) 1) ax) 4) $x278) (=> (> (- (- (rank A) 1) ax) 5) $x284))))
 (=> $x286 $x289)))))))))))))))))) :pattern ( (slice ax n1 e (concat ax A B)) ) :qid slice_concat_right))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_n2 1))
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
 (= (dim in_i2 0) sym_n2))
(assert
 (= (dim in_i2 1) sym_c))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank (concat 0 in_i1 in_i2)) 4))
(assert
 (let ((?x404 (+ sym_n sym_n2)))
 (let ((?x381 (concat 0 in_i1 in_i2)))
 (let ((?x403 (dim ?x381 0)))
 (= ?x403 ?x404)))))
(assert
 (= (dim (concat 0 in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (slice 0 0 sym_n (concat 0 in_i1 in_i2))) 4))
(assert
 (= (dim (slice 0 0 sym_n (concat 0 in_i1 in_i2)) 0) sym_n))
(assert
 (= (dim (slice 0 0 sym_n (concat 0 in_i1 in_i2)) 1) sym_c))
(assert
 (= (dim (slice 0 0 sym_n (concat 0 in_i1 in_i2)) 2) sym_h))
(assert
 (= (dim (slice 0 0 sym_n (concat 0 in_i1 in_i2)) 3) sym_w))
(assert
 (let ((?x381 (concat 0 in_i1 in_i2)))
 (let ((?x404 (+ sym_n sym_n2)))
 (let ((?x423 (slice 0 sym_n ?x404 ?x381)))
 (= (rank ?x423) 4)))))
(assert
 (let ((?x381 (concat 0 in_i1 in_i2)))
 (let ((?x404 (+ sym_n sym_n2)))
 (let ((?x423 (slice 0 sym_n ?x404 ?x381)))
 (= (dim ?x423 0) sym_n2)))))
(assert
 (let ((?x381 (concat 0 in_i1 in_i2)))
 (let ((?x404 (+ sym_n sym_n2)))
 (let ((?x423 (slice 0 sym_n ?x404 ?x381)))
 (= (dim ?x423 1) sym_c)))))
(assert
 (let ((?x381 (concat 0 in_i1 in_i2)))
 (let ((?x404 (+ sym_n sym_n2)))
 (let ((?x423 (slice 0 sym_n ?x404 ?x381)))
 (= (dim ?x423 2) sym_h)))))
(assert
 (let ((?x381 (concat 0 in_i1 in_i2)))
 (let ((?x404 (+ sym_n sym_n2)))
 (let ((?x423 (slice 0 sym_n ?x404 ?x381)))
 (= (dim ?x423 3) sym_w)))))
(assert
 (let ((?x404 (+ sym_n sym_n2)))
 (>= ?x404 0)))
(assert
 (let ((?x381 (concat 0 in_i1 in_i2)))
(let ((?x404 (+ sym_n sym_n2)))
(let ((?x423 (slice 0 sym_n ?x404 ?x381)))
(or (and (distinct (slice 0 0 sym_n ?x381) in_i1) true) (and (distinct ?x423 in_i2) true))))))
(check-sat)
