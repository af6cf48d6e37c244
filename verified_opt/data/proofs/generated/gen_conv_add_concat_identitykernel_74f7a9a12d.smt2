; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, conv_add_w, conv_concat_out, conv_idkernel
; z3 rlimit used: 33449
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
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
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
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x98 (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2))))
 (let ((?x95 (conv sh sw pt pl pb pr dh dw g X (add W1 W2))))
 (let (($x99 (= ?x95 ?x98)))
 (let (($x92 (= (rank W2) 4)))
 (let (($x88 (= (rank X) 4)))
 (let (($x85 (>= dw 1)))
 (let (($x81 (>= pr 0)))
 (let (($x80 (>= pb 0)))
 (let (($x78 (>= pl 0)))
 (let (($x77 (>= pt 0)))
 (let (($x76 (>= sw 1)))
 (let (($x75 (>= sh 1)))
 (let (($x74 (>= g 1)))
 (let (($x93 (and (= (dim W1 2) (dim W2 2)) (= (dim W1 3) (dim W2 3)) $x74 $x75 $x76 $x77 $x78 $x80 $x81 (>= dh 1) $x85 $x88 (= (rank W1) 4) $x92)))
 (=> $x93 $x99))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (add W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2)) ) :qid conv_add_w))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x119 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x116 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (let (($x120 (= ?x116 ?x119)))
 (let (($x88 (= (rank W2) 4)))
 (let (($x92 (= (rank W1) 4)))
 (let (($x74 (>= dw 1)))
 (let (($x85 (>= dh 1)))
 (let (($x81 (>= pr 0)))
 (let (($x80 (>= pb 0)))
 (let (($x78 (>= pl 0)))
 (let (($x77 (>= pt 0)))
 (let (($x76 (>= sw 1)))
 (let (($x75 (>= sh 1)))
 (let (($x114 (and (= (dim W1 2) (dim W2 2)) (= (dim W1 3) (dim W2 3)) $x75 $x76 $x77 $x78 $x80 $x81 $x85 $x74 (= (rank X) 4) $x92 $x88)))
 (=> $x114 $x120))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x176 (add Y X)))
 (let ((?x175 (add X Y)))
 (let (($x177 (= ?x175 ?x176)))
 (let (($x173 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x166 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x160 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x154 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x148 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x142 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let (($x174 (and (= (- (- (rank Y) 0) 0) (- (- (rank X) 0) 0)) $x142 $x148 $x154 $x160 $x166 $x173)))
 (=> $x174 $x177))))))))))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x243 (dim in_u1 2)))
 (= 1 ?x243)))
(assert
 (let ((?x245 (dim in_u1 3)))
 (= 1 ?x245)))
(assert
 (let ((?x247 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x247) 4)))
(assert
 (let ((?x247 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x247 0) sym_n)))
(assert
 (let ((?x247 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x247 1) sym_c)))
(assert
 (let ((?x247 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x247 2) sym_h)))
(assert
 (let ((?x247 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x247 3) sym_w)))
(assert
 (let ((?x247 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x258 (add in_i1 ?x247)))
 (= (rank ?x258) 4))))
(assert
 (let ((?x247 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x258 (add in_i1 ?x247)))
 (= (dim ?x258 0) sym_n))))
(assert
 (let ((?x247 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x258 (add in_i1 ?x247)))
 (= (dim ?x258 1) sym_c))))
(assert
 (let ((?x247 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x258 (add in_i1 ?x247)))
 (= (dim ?x258 2) sym_h))))
(assert
 (let ((?x247 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x258 (add in_i1 ?x247)))
 (= (dim ?x258 3) sym_w))))
(assert
 (let ((?x247 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x258 (add in_i1 ?x247)))
 (let ((?x269 (concat 1 ?x258 ?x247)))
 (= (rank ?x269) 4)))))
(assert
 (let ((?x247 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x258 (add in_i1 ?x247)))
 (let ((?x269 (concat 1 ?x258 ?x247)))
 (= (dim ?x269 0) sym_n)))))
(assert
 (let ((?x275 (* 2 sym_c)))
 (let ((?x247 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x258 (add in_i1 ?x247)))
 (let ((?x269 (concat 1 ?x258 ?x247)))
 (let ((?x274 (dim ?x269 1)))
 (= ?x274 ?x275)))))))
(assert
 (let ((?x247 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x258 (add in_i1 ?x247)))
 (let ((?x269 (concat 1 ?x258 ?x247)))
 (= (dim ?x269 2) sym_h)))))
(assert
 (let ((?x247 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x258 (add in_i1 ?x247)))
 (let ((?x269 (concat 1 ?x258 ?x247)))
 (= (dim ?x269 3) sym_w)))))
(assert
 (let ((?x275 (* 2 sym_c)))
 (>= ?x275 0)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x282 (idkernel4 sym_c 1 1)))
 (let ((?x289 (dim ?x282 2)))
 (= 1 ?x289))))
(assert
 (let ((?x282 (idkernel4 sym_c 1 1)))
 (let ((?x291 (dim ?x282 3)))
 (= 1 ?x291))))
(assert
 (= (rank (add in_u1 (idkernel4 sym_c 1 1))) 4))
(assert
 (= (dim (add in_u1 (idkernel4 sym_c 1 1)) 0) sym_c))
(assert
 (= (dim (add in_u1 (idkernel4 sym_c 1 1)) 1) sym_c))
(assert
 (let ((?x282 (idkernel4 sym_c 1 1)))
 (let ((?x293 (add in_u1 ?x282)))
 (let ((?x300 (dim ?x293 2)))
 (= 1 ?x300)))))
(assert
 (let ((?x282 (idkernel4 sym_c 1 1)))
 (let ((?x293 (add in_u1 ?x282)))
 (let ((?x302 (dim ?x293 3)))
 (= 1 ?x302)))))
(assert
 (let ((?x282 (idkernel4 sym_c 1 1)))
 (let ((?x293 (add in_u1 ?x282)))
 (let ((?x304 (concat 0 ?x293 in_u1)))
 (= (rank ?x304) 4)))))
(assert
 (let ((?x275 (* 2 sym_c)))
 (let ((?x282 (idkernel4 sym_c 1 1)))
 (let ((?x293 (add in_u1 ?x282)))
 (let ((?x304 (concat 0 ?x293 in_u1)))
 (let ((?x307 (dim ?x304 0)))
 (= ?x307 ?x275)))))))
(assert
 (let ((?x282 (idkernel4 sym_c 1 1)))
 (let ((?x293 (add in_u1 ?x282)))
 (let ((?x304 (concat 0 ?x293 in_u1)))
 (= (dim ?x304 1) sym_c)))))
(assert
 (let ((?x282 (idkernel4 sym_c 1 1)))
 (let ((?x293 (add in_u1 ?x282)))
 (let ((?x304 (concat 0 ?x293 in_u1)))
 (let ((?x311 (dim ?x304 2)))
 (= 1 ?x311))))))
(assert
 (let ((?x282 (idkernel4 sym_c 1 1)))
 (let ((?x293 (add in_u1 ?x282)))
 (let ((?x304 (concat 0 ?x293 in_u1)))
 (let ((?x313 (dim ?x304 3)))
 (= 1 ?x313))))))
(assert
 (let ((?x282 (idkernel4 sym_c 1 1)))
 (let ((?x293 (add in_u1 ?x282)))
 (let ((?x304 (concat 0 ?x293 in_u1)))
 (let ((?x315 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x304)))
 (= (rank ?x315) 4))))))
(assert
 (let ((?x282 (idkernel4 sym_c 1 1)))
 (let ((?x293 (add in_u1 ?x282)))
 (let ((?x304 (concat 0 ?x293 in_u1)))
 (let ((?x315 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x304)))
 (= (dim ?x315 0) sym_n))))))
(assert
 (let ((?x275 (* 2 sym_c)))
 (let ((?x282 (idkernel4 sym_c 1 1)))
 (let ((?x293 (add in_u1 ?x282)))
 (let ((?x304 (concat 0 ?x293 in_u1)))
 (let ((?x315 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x304)))
 (let ((?x320 (dim ?x315 1)))
 (= ?x320 ?x275))))))))
(assert
 (let ((?x282 (idkernel4 sym_c 1 1)))
 (let ((?x293 (add in_u1 ?x282)))
 (let ((?x304 (concat 0 ?x293 in_u1)))
 (let ((?x315 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x304)))
 (= (dim ?x315 2) sym_h))))))
(assert
 (let ((?x282 (idkernel4 sym_c 1 1)))
 (let ((?x293 (add in_u1 ?x282)))
 (let ((?x304 (concat 0 ?x293 in_u1)))
 (let ((?x315 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x304)))
 (= (dim ?x315 3) sym_w))))))
(assert
 (let ((?x282 (idkernel4 sym_c 1 1)))
(let ((?x293 (add in_u1 ?x282)))
(let ((?x304 (concat 0 ?x293 in_u1)))
(let ((?x315 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x304)))
(let ((?x247 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x258 (add in_i1 ?x247)))
(let ((?x269 (concat 1 ?x258 ?x247)))
(and (distinct ?x269 ?x315) true)))))))))
(check-sat)
