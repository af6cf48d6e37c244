; verified_opt proof obligation: unsat means the rule holds
; axioms used: maxpool_relu, relu_concat
; z3 rlimit used: 7188
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(assert
 (forall ((X T) (Y T) (ax Int) )(! (let ((?x103 (concat ax (relu X) (relu Y))))
 (let ((?x100 (relu (concat ax X Y))))
 (let (($x104 (= ?x100 ?x103)))
 (let (($x96 (= (dim X (+ (+ 1 ax) 5)) (dim Y (+ (+ 1 ax) 5)))))
 (let (($x90 (= (dim X (+ (+ 1 ax) 4)) (dim Y (+ (+ 1 ax) 4)))))
 (let (($x84 (= (dim X (+ (+ 1 ax) 3)) (dim Y (+ (+ 1 ax) 3)))))
 (let (($x78 (= (dim X (+ (+ 1 ax) 2)) (dim Y (+ (+ 1 ax) 2)))))
 (let (($x72 (= (dim X (+ (+ 1 ax) 1)) (dim Y (+ (+ 1 ax) 1)))))
 (let (($x66 (= (dim X (+ (+ 1 ax) 0)) (dim Y (+ (+ 1 ax) 0)))))
 (let (($x59 (=> (> ax 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x52 (=> (> ax 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x45 (=> (> ax 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x38 (=> (> ax 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x31 (=> (> ax 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x25 (=> (> ax 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let (($x7 (>= ax 0)))
 (let (($x98 (and $x7 (>= (- (- (rank X) 1) ax) 0) $x7 (>= (- (- (rank Y) 1) ax) 0) (= ax ax) $x25 $x31 $x38 $x45 $x52 $x59 (= (- (- (rank Y) 1) ax) (- (- (rank X) 1) ax)) (=> (> (- (- (rank X) 1) ax) 0) $x66) (=> (> (- (- (rank X) 1) ax) 1) $x72) (=> (> (- (- (rank X) 1) ax) 2) $x78) (=> (> (- (- (rank X) 1) ax) 3) $x84) (=> (> (- (- (rank X) 1) ax) 4) $x90) (=> (> (- (- (rank X) 1) ax) 5) $x96))))
 (=> $x98 $x104)))))))))))))))))) :pattern ( (relu (concat ax X Y)) ) :pattern ( (concat ax (relu X) (relu Y)) ) :qid relu_concat))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x234 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x199 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x229 (= ?x199 ?x234)))
 (let (($x139 (= (rank X) 4)))
 (let (($x150 (>= pr 0)))
 (let (($x174 (>= pb 0)))
 (let (($x162 (>= pl 0)))
 (let (($x190 (>= pt 0)))
 (let (($x189 (>= sw 1)))
 (let (($x193 (>= sh 1)))
 (let (($x220 (>= kw 1)))
 (let (($x219 (>= kh 1)))
 (let (($x138 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x219 $x220 $x193 $x189 $x190 $x162 $x174 $x150 $x139)))
 (=> $x138 $x229)))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (>= sym_c 1))
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
 (= (rank (relu in_i1)) 4))
(assert
 (= (dim (relu in_i1) 0) sym_n))
(assert
 (= (dim (relu in_i1) 1) sym_c))
(assert
 (= (dim (relu in_i1) 2) sym_h))
(assert
 (= (dim (relu in_i1) 3) sym_w))
(assert
 (let ((?x274 (relu in_i1)))
 (let ((?x285 (maxpool 3 3 1 1 1 1 1 1 ?x274)))
 (= (rank ?x285) 4))))
(assert
 (let ((?x274 (relu in_i1)))
 (let ((?x285 (maxpool 3 3 1 1 1 1 1 1 ?x274)))
 (= (dim ?x285 0) sym_n))))
(assert
 (let ((?x274 (relu in_i1)))
 (let ((?x285 (maxpool 3 3 1 1 1 1 1 1 ?x274)))
 (= (dim ?x285 1) sym_c))))
(assert
 (let ((?x274 (relu in_i1)))
 (let ((?x285 (maxpool 3 3 1 1 1 1 1 1 ?x274)))
 (= (dim ?x285 2) sym_h))))
(assert
 (let ((?x274 (relu in_i1)))
 (let ((?x285 (maxpool 3 3 1 1 1 1 1 1 ?x274)))
 (= (dim ?x285 3) sym_w))))
(assert
 (let ((?x274 (relu in_i1)))
 (let ((?x285 (maxpool 3 3 1 1 1 1 1 1 ?x274)))
 (let ((?x296 (concat 1 ?x274 ?x285)))
 (= (rank ?x296) 4)))))
(assert
 (let ((?x274 (relu in_i1)))
 (let ((?x285 (maxpool 3 3 1 1 1 1 1 1 ?x274)))
 (let ((?x296 (concat 1 ?x274 ?x285)))
 (= (dim ?x296 0) sym_n)))))
(assert
 (let ((?x302 (* 2 sym_c)))
 (let ((?x274 (relu in_i1)))
 (let ((?x285 (maxpool 3 3 1 1 1 1 1 1 ?x274)))
 (let ((?x296 (concat 1 ?x274 ?x285)))
 (let ((?x301 (dim ?x296 1)))
 (= ?x301 ?x302)))))))
(assert
 (let ((?x274 (relu in_i1)))
 (let ((?x285 (maxpool 3 3 1 1 1 1 1 1 ?x274)))
 (let ((?x296 (concat 1 ?x274 ?x285)))
 (= (dim ?x296 2) sym_h)))))
(assert
 (let ((?x274 (relu in_i1)))
 (let ((?x285 (maxpool 3 3 1 1 1 1 1 1 ?x274)))
 (let ((?x296 (concat 1 ?x274 ?x285)))
 (= (dim ?x296 3) sym_w)))))
(assert
 (let ((?x302 (* 2 sym_c)))
 (>= ?x302 0)))
(assert
 (let ((?x309 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (rank ?x309) 4)))
(assert
 (let ((?x309 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x309 0) sym_n)))
(assert
 (let ((?x309 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x309 1) sym_c)))
(assert
 (let ((?x309 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x309 2) sym_h)))
(assert
 (let ((?x309 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (= (dim ?x309 3) sym_w)))
(assert
 (let ((?x309 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x320 (concat 1 in_i1 ?x309)))
 (= (rank ?x320) 4))))
(assert
 (let ((?x309 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x320 (concat 1 in_i1 ?x309)))
 (= (dim ?x320 0) sym_n))))
(assert
 (let ((?x302 (* 2 sym_c)))
 (let ((?x309 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x320 (concat 1 in_i1 ?x309)))
 (let ((?x325 (dim ?x320 1)))
 (= ?x325 ?x302))))))
(assert
 (let ((?x309 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x320 (concat 1 in_i1 ?x309)))
 (= (dim ?x320 2) sym_h))))
(assert
 (let ((?x309 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x320 (concat 1 in_i1 ?x309)))
 (= (dim ?x320 3) sym_w))))
(assert
 (let ((?x309 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x320 (concat 1 in_i1 ?x309)))
 (let ((?x331 (relu ?x320)))
 (= (rank ?x331) 4)))))
(assert
 (let ((?x309 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x320 (concat 1 in_i1 ?x309)))
 (let ((?x331 (relu ?x320)))
 (= (dim ?x331 0) sym_n)))))
(assert
 (let ((?x302 (* 2 sym_c)))
 (let ((?x309 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x320 (concat 1 in_i1 ?x309)))
 (let ((?x331 (relu ?x320)))
 (let ((?x336 (dim ?x331 1)))
 (= ?x336 ?x302)))))))
(assert
 (let ((?x309 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x320 (concat 1 in_i1 ?x309)))
 (let ((?x331 (relu ?x320)))
 (= (dim ?x331 2) sym_h)))))
(assert
 (let ((?x309 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
 (let ((?x320 (concat 1 in_i1 ?x309)))
 (let ((?x331 (relu ?x320)))
 (= (dim ?x331 3) sym_w)))))
(assert
 (let ((?x309 (maxpool 3 3 1 1 1 1 1 1 in_i1)))
(let ((?x320 (concat 1 in_i1 ?x309)))
(let ((?x331 (relu ?x320)))
(let ((?x274 (relu in_i1)))
(let ((?x285 (maxpool 3 3 1 1 1 1 1 1 ?x274)))
(let ((?x296 (concat 1 ?x274 ?x285)))
(and (distinct ?x296 ?x331) true))))))))
(check-sat)
