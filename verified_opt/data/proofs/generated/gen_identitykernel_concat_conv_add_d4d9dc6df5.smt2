; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, conv_concat_in, conv_idkernel
; z3 rlimit used: 31475
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x31 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x32 (= ?x31 X)))
 (let (($x28 (= (rank X) 4)))
 (let (($x25 (= (dim X 1) c)))
 (let (($x21 (>= kw 1)))
 (let (($x20 (>= kh 1)))
 (let (($x19 (>= pw 0)))
 (let (($x18 (>= ph 0)))
 (let (($x29 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x18 $x19 $x20 $x21 $x25 $x28)))
 (=> $x29 $x32)))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W1 T) (W2 T) (X1 T) (X2 T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x96 (add (conv sh sw pt pl pb pr dh dw 1 X1 W1) (conv sh sw pt pl pb pr dh dw 1 X2 W2))))
 (let ((?x93 (conv sh sw pt pl pb pr dh dw 1 (concat 1 X1 X2) (concat 1 W1 W2))))
 (let (($x97 (= ?x93 ?x96)))
 (let (($x90 (and (= (dim X1 1) (dim W1 1)) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X1) 4) (= (rank X2) 4) (= (rank W1) 4) (= (rank W2) 4))))
 (=> $x90 $x97))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 (concat 1 X1 X2) (concat 1 W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw 1 X1 W1) (conv sh sw pt pl pb pr dh dw 1 X2 W2)) ) :qid conv_concat_in))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x154 (add Y X)))
 (let ((?x153 (add X Y)))
 (let (($x155 (= ?x153 ?x154)))
 (let (($x151 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x144 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x138 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x131 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x125 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x119 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let (($x152 (and (= (- (- (rank Y) 0) 0) (- (- (rank X) 0) 0)) $x119 $x125 $x131 $x138 $x144 $x151)))
 (=> $x152 $x155))))))))))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x234 (dim in_u1 2)))
 (= 1 ?x234)))
(assert
 (let ((?x236 (dim in_u1 3)))
 (= 1 ?x236)))
(assert
 (= (rank (idkernel4 sym_c2 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 1) sym_c2))
(assert
 (let ((?x238 (idkernel4 sym_c2 1 1)))
 (let ((?x245 (dim ?x238 2)))
 (= 1 ?x245))))
(assert
 (let ((?x238 (idkernel4 sym_c2 1 1)))
 (let ((?x247 (dim ?x238 3)))
 (= 1 ?x247))))
(assert
 (= (rank (concat 1 in_i1 in_i2)) 4))
(assert
 (= (dim (concat 1 in_i1 in_i2) 0) sym_n))
(assert
 (let ((?x255 (+ sym_c sym_c2)))
 (let ((?x249 (concat 1 in_i1 in_i2)))
 (let ((?x254 (dim ?x249 1)))
 (= ?x254 ?x255)))))
(assert
 (= (dim (concat 1 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 1 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (concat 1 in_u1 (idkernel4 sym_c2 1 1))) 4))
(assert
 (= (dim (concat 1 in_u1 (idkernel4 sym_c2 1 1)) 0) sym_c2))
(assert
 (let ((?x255 (+ sym_c sym_c2)))
 (let ((?x238 (idkernel4 sym_c2 1 1)))
 (let ((?x261 (concat 1 in_u1 ?x238)))
 (let ((?x266 (dim ?x261 1)))
 (= ?x266 ?x255))))))
(assert
 (let ((?x238 (idkernel4 sym_c2 1 1)))
 (let ((?x261 (concat 1 in_u1 ?x238)))
 (let ((?x268 (dim ?x261 2)))
 (= 1 ?x268)))))
(assert
 (let ((?x238 (idkernel4 sym_c2 1 1)))
 (let ((?x261 (concat 1 in_u1 ?x238)))
 (let ((?x270 (dim ?x261 3)))
 (= 1 ?x270)))))
(assert
 (let ((?x238 (idkernel4 sym_c2 1 1)))
 (let ((?x261 (concat 1 in_u1 ?x238)))
 (let ((?x249 (concat 1 in_i1 in_i2)))
 (let ((?x272 (conv 1 1 0 0 0 0 1 1 1 ?x249 ?x261)))
 (= (rank ?x272) 4))))))
(assert
 (let ((?x238 (idkernel4 sym_c2 1 1)))
 (let ((?x261 (concat 1 in_u1 ?x238)))
 (let ((?x249 (concat 1 in_i1 in_i2)))
 (let ((?x272 (conv 1 1 0 0 0 0 1 1 1 ?x249 ?x261)))
 (= (dim ?x272 0) sym_n))))))
(assert
 (let ((?x238 (idkernel4 sym_c2 1 1)))
 (let ((?x261 (concat 1 in_u1 ?x238)))
 (let ((?x249 (concat 1 in_i1 in_i2)))
 (let ((?x272 (conv 1 1 0 0 0 0 1 1 1 ?x249 ?x261)))
 (= (dim ?x272 1) sym_c2))))))
(assert
 (let ((?x238 (idkernel4 sym_c2 1 1)))
 (let ((?x261 (concat 1 in_u1 ?x238)))
 (let ((?x249 (concat 1 in_i1 in_i2)))
 (let ((?x272 (conv 1 1 0 0 0 0 1 1 1 ?x249 ?x261)))
 (= (dim ?x272 2) sym_h))))))
(assert
 (let ((?x238 (idkernel4 sym_c2 1 1)))
 (let ((?x261 (concat 1 in_u1 ?x238)))
 (let ((?x249 (concat 1 in_i1 in_i2)))
 (let ((?x272 (conv 1 1 0 0 0 0 1 1 1 ?x249 ?x261)))
 (= (dim ?x272 3) sym_w))))))
(assert
 (let ((?x255 (+ sym_c sym_c2)))
 (>= ?x255 0)))
(assert
 (let ((?x284 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x284) 4)))
(assert
 (let ((?x284 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x284 0) sym_n)))
(assert
 (let ((?x284 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x284 1) sym_c2)))
(assert
 (let ((?x284 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x284 2) sym_h)))
(assert
 (let ((?x284 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x284 3) sym_w)))
(assert
 (let ((?x284 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x295 (add in_i2 ?x284)))
 (= (rank ?x295) 4))))
(assert
 (let ((?x284 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x295 (add in_i2 ?x284)))
 (= (dim ?x295 0) sym_n))))
(assert
 (let ((?x284 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x295 (add in_i2 ?x284)))
 (= (dim ?x295 1) sym_c2))))
(assert
 (let ((?x284 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x295 (add in_i2 ?x284)))
 (= (dim ?x295 2) sym_h))))
(assert
 (let ((?x284 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x295 (add in_i2 ?x284)))
 (= (dim ?x295 3) sym_w))))
(assert
 (let ((?x284 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x295 (add in_i2 ?x284)))
(let ((?x238 (idkernel4 sym_c2 1 1)))
(let ((?x261 (concat 1 in_u1 ?x238)))
(let ((?x249 (concat 1 in_i1 in_i2)))
(let ((?x272 (conv 1 1 0 0 0 0 1 1 1 ?x249 ?x261)))
(and (distinct ?x272 ?x295) true))))))))
(check-sat)
