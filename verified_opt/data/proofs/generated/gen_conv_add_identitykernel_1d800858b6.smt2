; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, conv_add_w, conv_idkernel
; z3 rlimit used: 36767
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
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x98 (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2))))
 (let ((?x95 (conv sh sw pt pl pb pr dh dw g X (add W1 W2))))
 (let (($x99 (= ?x95 ?x98)))
 (let (($x93 (and (= (dim W1 2) (dim W2 2)) (= (dim W1 3) (dim W2 3)) (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W1) 4) (= (rank W2) 4))))
 (=> $x93 $x99))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (add W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2)) ) :qid conv_add_w))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x155 (add Y X)))
 (let ((?x154 (add X Y)))
 (let (($x156 (= ?x154 ?x155)))
 (let (($x152 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x145 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x139 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x133 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x127 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x121 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let (($x153 (and (= (- (- (rank Y) 0) 0) (- (- (rank X) 0) 0)) $x121 $x127 $x133 $x139 $x145 $x152)))
 (=> $x153 $x156))))))))))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
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
 (let ((?x222 (dim in_k1 2)))
 (= 3 ?x222)))
(assert
 (let ((?x224 (dim in_k1 3)))
 (= 3 ?x224)))
(assert
 (let ((?x226 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x226) 4)))
(assert
 (let ((?x226 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x226 0) sym_n)))
(assert
 (let ((?x226 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x226 1) sym_c)))
(assert
 (let ((?x226 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x226 2) sym_h)))
(assert
 (let ((?x226 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x226 3) sym_w)))
(assert
 (let ((?x226 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x237 (add in_i1 ?x226)))
 (= (rank ?x237) 4))))
(assert
 (let ((?x226 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x237 (add in_i1 ?x226)))
 (= (dim ?x237 0) sym_n))))
(assert
 (let ((?x226 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x237 (add in_i1 ?x226)))
 (= (dim ?x237 1) sym_c))))
(assert
 (let ((?x226 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x237 (add in_i1 ?x226)))
 (= (dim ?x237 2) sym_h))))
(assert
 (let ((?x226 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x237 (add in_i1 ?x226)))
 (= (dim ?x237 3) sym_w))))
(assert
 (let ((?x226 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x237 (add in_i1 ?x226)))
 (let ((?x248 (add ?x226 ?x237)))
 (= (rank ?x248) 4)))))
(assert
 (let ((?x226 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x237 (add in_i1 ?x226)))
 (let ((?x248 (add ?x226 ?x237)))
 (= (dim ?x248 0) sym_n)))))
(assert
 (let ((?x226 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x237 (add in_i1 ?x226)))
 (let ((?x248 (add ?x226 ?x237)))
 (= (dim ?x248 1) sym_c)))))
(assert
 (let ((?x226 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x237 (add in_i1 ?x226)))
 (let ((?x248 (add ?x226 ?x237)))
 (= (dim ?x248 2) sym_h)))))
(assert
 (let ((?x226 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x237 (add in_i1 ?x226)))
 (let ((?x248 (add ?x226 ?x237)))
 (= (dim ?x248 3) sym_w)))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x259 (idkernel4 sym_c 3 3)))
 (let ((?x266 (dim ?x259 2)))
 (= 3 ?x266))))
(assert
 (let ((?x259 (idkernel4 sym_c 3 3)))
 (let ((?x268 (dim ?x259 3)))
 (= 3 ?x268))))
(assert
 (= (rank (add in_k1 (idkernel4 sym_c 3 3))) 4))
(assert
 (= (dim (add in_k1 (idkernel4 sym_c 3 3)) 0) sym_c))
(assert
 (= (dim (add in_k1 (idkernel4 sym_c 3 3)) 1) sym_c))
(assert
 (let ((?x259 (idkernel4 sym_c 3 3)))
 (let ((?x270 (add in_k1 ?x259)))
 (let ((?x277 (dim ?x270 2)))
 (= 3 ?x277)))))
(assert
 (let ((?x259 (idkernel4 sym_c 3 3)))
 (let ((?x270 (add in_k1 ?x259)))
 (let ((?x279 (dim ?x270 3)))
 (= 3 ?x279)))))
(assert
 (= (rank (add in_k1 (add in_k1 (idkernel4 sym_c 3 3)))) 4))
(assert
 (let ((?x259 (idkernel4 sym_c 3 3)))
 (let ((?x270 (add in_k1 ?x259)))
 (let ((?x281 (add in_k1 ?x270)))
 (= (dim ?x281 0) sym_c)))))
(assert
 (let ((?x259 (idkernel4 sym_c 3 3)))
 (let ((?x270 (add in_k1 ?x259)))
 (let ((?x281 (add in_k1 ?x270)))
 (= (dim ?x281 1) sym_c)))))
(assert
 (let ((?x259 (idkernel4 sym_c 3 3)))
 (let ((?x270 (add in_k1 ?x259)))
 (let ((?x281 (add in_k1 ?x270)))
 (let ((?x288 (dim ?x281 2)))
 (= 3 ?x288))))))
(assert
 (let ((?x259 (idkernel4 sym_c 3 3)))
 (let ((?x270 (add in_k1 ?x259)))
 (let ((?x281 (add in_k1 ?x270)))
 (let ((?x290 (dim ?x281 3)))
 (= 3 ?x290))))))
(assert
 (let ((?x259 (idkernel4 sym_c 3 3)))
 (let ((?x270 (add in_k1 ?x259)))
 (let ((?x281 (add in_k1 ?x270)))
 (let ((?x292 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x281)))
 (= (rank ?x292) 4))))))
(assert
 (let ((?x259 (idkernel4 sym_c 3 3)))
 (let ((?x270 (add in_k1 ?x259)))
 (let ((?x281 (add in_k1 ?x270)))
 (let ((?x292 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x281)))
 (= (dim ?x292 0) sym_n))))))
(assert
 (let ((?x259 (idkernel4 sym_c 3 3)))
 (let ((?x270 (add in_k1 ?x259)))
 (let ((?x281 (add in_k1 ?x270)))
 (let ((?x292 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x281)))
 (= (dim ?x292 1) sym_c))))))
(assert
 (let ((?x259 (idkernel4 sym_c 3 3)))
 (let ((?x270 (add in_k1 ?x259)))
 (let ((?x281 (add in_k1 ?x270)))
 (let ((?x292 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x281)))
 (= (dim ?x292 2) sym_h))))))
(assert
 (let ((?x259 (idkernel4 sym_c 3 3)))
 (let ((?x270 (add in_k1 ?x259)))
 (let ((?x281 (add in_k1 ?x270)))
 (let ((?x292 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x281)))
 (= (dim ?x292 3) sym_w))))))
(assert
 (let ((?x259 (idkernel4 sym_c 3 3)))
(let ((?x270 (add in_k1 ?x259)))
(let ((?x281 (add in_k1 ?x270)))
(let ((?x292 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x281)))
(let ((?x226 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x237 (add in_i1 ?x226)))
(let ((?x248 (add ?x226 ?x237)))
(and (distinct ?x248 ?x292) true)))))))))
(check-sat)
