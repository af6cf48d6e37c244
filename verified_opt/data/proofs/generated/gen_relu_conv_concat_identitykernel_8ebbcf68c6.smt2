; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, conv_idkernel, relu_concat, relu_idem
; z3 rlimit used: 33588
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(assert
 (forall ((X T) )(! (let ((?x6 (relu X)))
 (let ((?x7 (relu ?x6)))
 (= ?x7 ?x6))) :pattern ( (relu (relu X)) ) :qid relu_idem))
 )
(assert
 (forall ((X T) (Y T) (ax Int) )(! (let ((?x126 (concat ax (relu X) (relu Y))))
 (let ((?x123 (relu (concat ax X Y))))
 (let (($x127 (= ?x123 ?x126)))
 (let (($x119 (= (dim X (+ (+ 1 ax) 5)) (dim Y (+ (+ 1 ax) 5)))))
 (let (($x113 (= (dim X (+ (+ 1 ax) 4)) (dim Y (+ (+ 1 ax) 4)))))
 (let (($x107 (= (dim X (+ (+ 1 ax) 3)) (dim Y (+ (+ 1 ax) 3)))))
 (let (($x101 (= (dim X (+ (+ 1 ax) 2)) (dim Y (+ (+ 1 ax) 2)))))
 (let (($x95 (= (dim X (+ (+ 1 ax) 1)) (dim Y (+ (+ 1 ax) 1)))))
 (let (($x89 (= (dim X (+ (+ 1 ax) 0)) (dim Y (+ (+ 1 ax) 0)))))
 (let (($x82 (=> (> ax 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x75 (=> (> ax 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x68 (=> (> ax 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x61 (=> (> ax 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x54 (=> (> ax 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x48 (=> (> ax 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let (($x30 (>= ax 0)))
 (let (($x121 (and $x30 (>= (- (- (rank X) 1) ax) 0) $x30 (>= (- (- (rank Y) 1) ax) 0) (= ax ax) $x48 $x54 $x61 $x68 $x75 $x82 (= (- (- (rank Y) 1) ax) (- (- (rank X) 1) ax)) (=> (> (- (- (rank X) 1) ax) 0) $x89) (=> (> (- (- (rank X) 1) ax) 1) $x95) (=> (> (- (- (rank X) 1) ax) 2) $x101) (=> (> (- (- (rank X) 1) ax) 3) $x107) (=> (> (- (- (rank X) 1) ax) 4) $x113) (=> (> (- (- (rank X) 1) ax) 5) $x119))))
 (=> $x121 $x127)))))))))))))))))) :pattern ( (relu (concat ax X Y)) ) :pattern ( (concat ax (relu X) (relu Y)) ) :qid relu_concat))
 )
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x134 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x145 (= ?x134 X)))
 (let (($x180 (= (rank X) 4)))
 (let (($x196 (= (dim X 1) c)))
 (let (($x226 (>= kw 1)))
 (let (($x225 (>= kh 1)))
 (let (($x30 (>= pw 0)))
 (let (($x229 (>= ph 0)))
 (let (($x156 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x229 $x30 $x225 $x226 $x196 $x180)))
 (=> $x156 $x145)))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x282 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x279 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (let (($x283 (= ?x279 ?x282)))
 (let (($x277 (and (= (dim W1 2) (dim W2 2)) (= (dim W1 3) (dim W2 3)) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W1) 4) (= (rank W2) 4))))
 (=> $x277 $x283))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x319 (dim in_k1 2)))
 (= 3 ?x319)))
(assert
 (let ((?x321 (dim in_k1 3)))
 (= 3 ?x321)))
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
 (let ((?x323 (relu in_i1)))
 (let ((?x334 (conv 1 1 1 1 1 1 1 1 1 ?x323 in_k1)))
 (= (rank ?x334) 4))))
(assert
 (let ((?x323 (relu in_i1)))
 (let ((?x334 (conv 1 1 1 1 1 1 1 1 1 ?x323 in_k1)))
 (= (dim ?x334 0) sym_n))))
(assert
 (let ((?x323 (relu in_i1)))
 (let ((?x334 (conv 1 1 1 1 1 1 1 1 1 ?x323 in_k1)))
 (= (dim ?x334 1) sym_c2))))
(assert
 (let ((?x323 (relu in_i1)))
 (let ((?x334 (conv 1 1 1 1 1 1 1 1 1 ?x323 in_k1)))
 (= (dim ?x334 2) sym_h))))
(assert
 (let ((?x323 (relu in_i1)))
 (let ((?x334 (conv 1 1 1 1 1 1 1 1 1 ?x323 in_k1)))
 (= (dim ?x334 3) sym_w))))
(assert
 (let ((?x323 (relu in_i1)))
 (let ((?x334 (conv 1 1 1 1 1 1 1 1 1 ?x323 in_k1)))
 (let ((?x345 (relu ?x334)))
 (= (rank ?x345) 4)))))
(assert
 (let ((?x323 (relu in_i1)))
 (let ((?x334 (conv 1 1 1 1 1 1 1 1 1 ?x323 in_k1)))
 (let ((?x345 (relu ?x334)))
 (= (dim ?x345 0) sym_n)))))
(assert
 (let ((?x323 (relu in_i1)))
 (let ((?x334 (conv 1 1 1 1 1 1 1 1 1 ?x323 in_k1)))
 (let ((?x345 (relu ?x334)))
 (= (dim ?x345 1) sym_c2)))))
(assert
 (let ((?x323 (relu in_i1)))
 (let ((?x334 (conv 1 1 1 1 1 1 1 1 1 ?x323 in_k1)))
 (let ((?x345 (relu ?x334)))
 (= (dim ?x345 2) sym_h)))))
(assert
 (let ((?x323 (relu in_i1)))
 (let ((?x334 (conv 1 1 1 1 1 1 1 1 1 ?x323 in_k1)))
 (let ((?x345 (relu ?x334)))
 (= (dim ?x345 3) sym_w)))))
(assert
 (let ((?x323 (relu in_i1)))
 (let ((?x334 (conv 1 1 1 1 1 1 1 1 1 ?x323 in_k1)))
 (let ((?x345 (relu ?x334)))
 (let ((?x356 (concat 1 ?x323 ?x345)))
 (= (rank ?x356) 4))))))
(assert
 (let ((?x323 (relu in_i1)))
 (let ((?x334 (conv 1 1 1 1 1 1 1 1 1 ?x323 in_k1)))
 (let ((?x345 (relu ?x334)))
 (let ((?x356 (concat 1 ?x323 ?x345)))
 (= (dim ?x356 0) sym_n))))))
(assert
 (let ((?x362 (+ sym_c sym_c2)))
 (let ((?x323 (relu in_i1)))
 (let ((?x334 (conv 1 1 1 1 1 1 1 1 1 ?x323 in_k1)))
 (let ((?x345 (relu ?x334)))
 (let ((?x356 (concat 1 ?x323 ?x345)))
 (let ((?x361 (dim ?x356 1)))
 (= ?x361 ?x362))))))))
(assert
 (let ((?x323 (relu in_i1)))
 (let ((?x334 (conv 1 1 1 1 1 1 1 1 1 ?x323 in_k1)))
 (let ((?x345 (relu ?x334)))
 (let ((?x356 (concat 1 ?x323 ?x345)))
 (= (dim ?x356 2) sym_h))))))
(assert
 (let ((?x323 (relu in_i1)))
 (let ((?x334 (conv 1 1 1 1 1 1 1 1 1 ?x323 in_k1)))
 (let ((?x345 (relu ?x334)))
 (let ((?x356 (concat 1 ?x323 ?x345)))
 (= (dim ?x356 3) sym_w))))))
(assert
 (let ((?x362 (+ sym_c sym_c2)))
 (>= ?x362 0)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x369 (idkernel4 sym_c 3 3)))
 (let ((?x376 (dim ?x369 2)))
 (= 3 ?x376))))
(assert
 (let ((?x369 (idkernel4 sym_c 3 3)))
 (let ((?x378 (dim ?x369 3)))
 (= 3 ?x378))))
(assert
 (= (rank (concat 0 (idkernel4 sym_c 3 3) in_k1)) 4))
(assert
 (let ((?x362 (+ sym_c sym_c2)))
 (let ((?x369 (idkernel4 sym_c 3 3)))
 (let ((?x380 (concat 0 ?x369 in_k1)))
 (let ((?x383 (dim ?x380 0)))
 (= ?x383 ?x362))))))
(assert
 (= (dim (concat 0 (idkernel4 sym_c 3 3) in_k1) 1) sym_c))
(assert
 (let ((?x369 (idkernel4 sym_c 3 3)))
 (let ((?x380 (concat 0 ?x369 in_k1)))
 (let ((?x387 (dim ?x380 2)))
 (= 3 ?x387)))))
(assert
 (let ((?x369 (idkernel4 sym_c 3 3)))
 (let ((?x380 (concat 0 ?x369 in_k1)))
 (let ((?x389 (dim ?x380 3)))
 (= 3 ?x389)))))
(assert
 (let ((?x369 (idkernel4 sym_c 3 3)))
 (let ((?x380 (concat 0 ?x369 in_k1)))
 (let ((?x323 (relu in_i1)))
 (let ((?x391 (conv 1 1 1 1 1 1 1 1 1 ?x323 ?x380)))
 (= (rank ?x391) 4))))))
(assert
 (let ((?x369 (idkernel4 sym_c 3 3)))
 (let ((?x380 (concat 0 ?x369 in_k1)))
 (let ((?x323 (relu in_i1)))
 (let ((?x391 (conv 1 1 1 1 1 1 1 1 1 ?x323 ?x380)))
 (= (dim ?x391 0) sym_n))))))
(assert
 (let ((?x362 (+ sym_c sym_c2)))
 (let ((?x369 (idkernel4 sym_c 3 3)))
 (let ((?x380 (concat 0 ?x369 in_k1)))
 (let ((?x323 (relu in_i1)))
 (let ((?x391 (conv 1 1 1 1 1 1 1 1 1 ?x323 ?x380)))
 (let ((?x396 (dim ?x391 1)))
 (= ?x396 ?x362))))))))
(assert
 (let ((?x369 (idkernel4 sym_c 3 3)))
 (let ((?x380 (concat 0 ?x369 in_k1)))
 (let ((?x323 (relu in_i1)))
 (let ((?x391 (conv 1 1 1 1 1 1 1 1 1 ?x323 ?x380)))
 (= (dim ?x391 2) sym_h))))))
(assert
 (let ((?x369 (idkernel4 sym_c 3 3)))
 (let ((?x380 (concat 0 ?x369 in_k1)))
 (let ((?x323 (relu in_i1)))
 (let ((?x391 (conv 1 1 1 1 1 1 1 1 1 ?x323 ?x380)))
 (= (dim ?x391 3) sym_w))))))
(assert
 (let ((?x369 (idkernel4 sym_c 3 3)))
 (let ((?x380 (concat 0 ?x369 in_k1)))
 (let ((?x323 (relu in_i1)))
 (let ((?x391 (conv 1 1 1 1 1 1 1 1 1 ?x323 ?x380)))
 (let ((?x402 (relu ?x391)))
 (= (rank ?x402) 4)))))))
(assert
 (let ((?x369 (idkernel4 sym_c 3 3)))
 (let ((?x380 (concat 0 ?x369 in_k1)))
 (let ((?x323 (relu in_i1)))
 (let ((?x391 (conv 1 1 1 1 1 1 1 1 1 ?x323 ?x380)))
 (let ((?x402 (relu ?x391)))
 (= (dim ?x402 0) sym_n)))))))
(assert
 (let ((?x362 (+ sym_c sym_c2)))
 (let ((?x369 (idkernel4 sym_c 3 3)))
 (let ((?x380 (concat 0 ?x369 in_k1)))
 (let ((?x323 (relu in_i1)))
 (let ((?x391 (conv 1 1 1 1 1 1 1 1 1 ?x323 ?x380)))
 (let ((?x402 (relu ?x391)))
 (let ((?x407 (dim ?x402 1)))
 (= ?x407 ?x362)))))))))
(assert
 (let ((?x369 (idkernel4 sym_c 3 3)))
 (let ((?x380 (concat 0 ?x369 in_k1)))
 (let ((?x323 (relu in_i1)))
 (let ((?x391 (conv 1 1 1 1 1 1 1 1 1 ?x323 ?x380)))
 (let ((?x402 (relu ?x391)))
 (= (dim ?x402 2) sym_h)))))))
(assert
 (let ((?x369 (idkernel4 sym_c 3 3)))
 (let ((?x380 (concat 0 ?x369 in_k1)))
 (let ((?x323 (relu in_i1)))
 (let ((?x391 (conv 1 1 1 1 1 1 1 1 1 ?x323 ?x380)))
 (let ((?x402 (relu ?x391)))
 (= (dim ?x402 3) sym_w)))))))
(assert
 (let ((?x369 (idkernel4 sym_c 3 3)))
(let ((?x380 (concat 0 ?x369 in_k1)))
(let ((?x323 (relu in_i1)))
(let ((?x391 (conv 1 1 1 1 1 1 1 1 1 ?x323 ?x380)))
(let ((?x402 (relu ?x391)))
(let ((?x334 (conv 1 1 1 1 1 1 1 1 1 ?x323 in_k1)))
(let ((?x345 (relu ?x334)))
(let ((?x356 (concat 1 ?x323 ?x345)))
(and (distinct ?x356 ?x402) true))))))))))
(check-sat)
