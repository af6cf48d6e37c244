; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, conv_add_w, conv_idkernel
; z3 rlimit used: 36451
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
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
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x91 (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2))))
 (let ((?x88 (conv sh sw pt pl pb pr dh dw g X (add W1 W2))))
 (let (($x92 (= ?x88 ?x91)))
 (let (($x86 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W1) 4) (= (rank W2) 4))))
 (=> $x86 $x92))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (add W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2)) ) :qid conv_add_w))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x149 (add Y X)))
 (let ((?x148 (add X Y)))
 (let (($x150 (= ?x148 ?x149)))
 (let (($x146 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x139 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x133 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x126 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x120 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x114 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let (($x147 (and (= (- (- (rank Y) 0) 0) (- (- (rank X) 0) 0)) $x114 $x120 $x126 $x133 $x139 $x146)))
 (=> $x147 $x150))))))))))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x216 (dim in_k1 2)))
 (= 3 ?x216)))
(assert
 (let ((?x218 (dim in_k1 3)))
 (= 3 ?x218)))
(assert
 (let ((?x220 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x220) 4)))
(assert
 (let ((?x220 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x220 0) sym_n)))
(assert
 (let ((?x220 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x220 1) sym_c)))
(assert
 (let ((?x220 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x220 2) sym_h)))
(assert
 (let ((?x220 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x220 3) sym_w)))
(assert
 (let ((?x220 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x231 (add in_i1 ?x220)))
 (= (rank ?x231) 4))))
(assert
 (let ((?x220 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x231 (add in_i1 ?x220)))
 (= (dim ?x231 0) sym_n))))
(assert
 (let ((?x220 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x231 (add in_i1 ?x220)))
 (= (dim ?x231 1) sym_c))))
(assert
 (let ((?x220 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x231 (add in_i1 ?x220)))
 (= (dim ?x231 2) sym_h))))
(assert
 (let ((?x220 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x231 (add in_i1 ?x220)))
 (= (dim ?x231 3) sym_w))))
(assert
 (let ((?x220 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x231 (add in_i1 ?x220)))
 (let ((?x242 (add ?x220 ?x231)))
 (= (rank ?x242) 4)))))
(assert
 (let ((?x220 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x231 (add in_i1 ?x220)))
 (let ((?x242 (add ?x220 ?x231)))
 (= (dim ?x242 0) sym_n)))))
(assert
 (let ((?x220 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x231 (add in_i1 ?x220)))
 (let ((?x242 (add ?x220 ?x231)))
 (= (dim ?x242 1) sym_c)))))
(assert
 (let ((?x220 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x231 (add in_i1 ?x220)))
 (let ((?x242 (add ?x220 ?x231)))
 (= (dim ?x242 2) sym_h)))))
(assert
 (let ((?x220 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x231 (add in_i1 ?x220)))
 (let ((?x242 (add ?x220 ?x231)))
 (= (dim ?x242 3) sym_w)))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x253 (idkernel4 sym_c 3 3)))
 (let ((?x260 (dim ?x253 2)))
 (= 3 ?x260))))
(assert
 (let ((?x253 (idkernel4 sym_c 3 3)))
 (let ((?x262 (dim ?x253 3)))
 (= 3 ?x262))))
(assert
 (= (rank (add in_k1 (idkernel4 sym_c 3 3))) 4))
(assert
 (= (dim (add in_k1 (idkernel4 sym_c 3 3)) 0) sym_c))
(assert
 (= (dim (add in_k1 (idkernel4 sym_c 3 3)) 1) sym_c))
(assert
 (let ((?x253 (idkernel4 sym_c 3 3)))
 (let ((?x264 (add in_k1 ?x253)))
 (let ((?x271 (dim ?x264 2)))
 (= 3 ?x271)))))
(assert
 (let ((?x253 (idkernel4 sym_c 3 3)))
 (let ((?x264 (add in_k1 ?x253)))
 (let ((?x273 (dim ?x264 3)))
 (= 3 ?x273)))))
(assert
 (= (rank (add in_k1 (add in_k1 (idkernel4 sym_c 3 3)))) 4))
(assert
 (let ((?x253 (idkernel4 sym_c 3 3)))
 (let ((?x264 (add in_k1 ?x253)))
 (let ((?x275 (add in_k1 ?x264)))
 (= (dim ?x275 0) sym_c)))))
(assert
 (let ((?x253 (idkernel4 sym_c 3 3)))
 (let ((?x264 (add in_k1 ?x253)))
 (let ((?x275 (add in_k1 ?x264)))
 (= (dim ?x275 1) sym_c)))))
(assert
 (let ((?x253 (idkernel4 sym_c 3 3)))
 (let ((?x264 (add in_k1 ?x253)))
 (let ((?x275 (add in_k1 ?x264)))
 (let ((?x282 (dim ?x275 2)))
 (= 3 ?x282))))))
(assert
 (let ((?x253 (idkernel4 sym_c 3 3)))
 (let ((?x264 (add in_k1 ?x253)))
 (let ((?x275 (add in_k1 ?x264)))
 (let ((?x284 (dim ?x275 3)))
 (= 3 ?x284))))))
(assert
 (let ((?x253 (idkernel4 sym_c 3 3)))
 (let ((?x264 (add in_k1 ?x253)))
 (let ((?x275 (add in_k1 ?x264)))
 (let ((?x286 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x275)))
 (= (rank ?x286) 4))))))
(assert
 (let ((?x253 (idkernel4 sym_c 3 3)))
 (let ((?x264 (add in_k1 ?x253)))
 (let ((?x275 (add in_k1 ?x264)))
 (let ((?x286 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x275)))
 (= (dim ?x286 0) sym_n))))))
(assert
 (let ((?x253 (idkernel4 sym_c 3 3)))
 (let ((?x264 (add in_k1 ?x253)))
 (let ((?x275 (add in_k1 ?x264)))
 (let ((?x286 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x275)))
 (= (dim ?x286 1) sym_c))))))
(assert
 (let ((?x253 (idkernel4 sym_c 3 3)))
 (let ((?x264 (add in_k1 ?x253)))
 (let ((?x275 (add in_k1 ?x264)))
 (let ((?x286 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x275)))
 (= (dim ?x286 2) sym_h))))))
(assert
 (let ((?x253 (idkernel4 sym_c 3 3)))
 (let ((?x264 (add in_k1 ?x253)))
 (let ((?x275 (add in_k1 ?x264)))
 (let ((?x286 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x275)))
 (= (dim ?x286 3) sym_w))))))
(assert
 (let ((?x253 (idkernel4 sym_c 3 3)))
(let ((?x264 (add in_k1 ?x253)))
(let ((?x275 (add in_k1 ?x264)))
(let ((?x286 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x275)))
(let ((?x220 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x231 (add in_i1 ?x220)))
(let ((?x242 (add ?x220 ?x231)))
(and (distinct ?x242 ?x286) true)))))))))
(check-sat)
