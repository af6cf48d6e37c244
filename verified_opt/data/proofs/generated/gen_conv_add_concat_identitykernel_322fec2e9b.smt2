; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, conv_add_w, conv_concat_out, conv_idkernel
; z3 rlimit used: 33149
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
 (let (($x85 (= (rank W2) 4)))
 (let (($x79 (= (rank X) 4)))
 (let (($x76 (>= dw 1)))
 (let (($x72 (>= pr 0)))
 (let (($x71 (>= pb 0)))
 (let (($x69 (>= pl 0)))
 (let (($x68 (>= pt 0)))
 (let (($x67 (>= sw 1)))
 (let (($x66 (>= sh 1)))
 (let (($x65 (>= g 1)))
 (let (($x86 (and $x65 $x66 $x67 $x68 $x69 $x71 $x72 (>= dh 1) $x76 $x79 (= (rank W1) 4) $x85)))
 (=> $x86 $x92))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (add W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2)) ) :qid conv_add_w))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x108 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x105 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (let (($x109 (= ?x105 ?x108)))
 (let (($x79 (= (rank W2) 4)))
 (let (($x85 (= (rank W1) 4)))
 (let (($x65 (>= dw 1)))
 (let (($x76 (>= dh 1)))
 (let (($x72 (>= pr 0)))
 (let (($x71 (>= pb 0)))
 (let (($x69 (>= pl 0)))
 (let (($x68 (>= pt 0)))
 (let (($x67 (>= sw 1)))
 (let (($x66 (>= sh 1)))
 (let (($x103 (and $x66 $x67 $x68 $x69 $x71 $x72 $x76 $x65 (= (rank X) 4) $x85 $x79)))
 (=> $x103 $x109))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x166 (add Y X)))
 (let ((?x165 (add X Y)))
 (let (($x167 (= ?x165 ?x166)))
 (let (($x163 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x156 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x150 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x143 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x137 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x131 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let (($x164 (and (= (- (- (rank Y) 0) 0) (- (- (rank X) 0) 0)) $x131 $x137 $x143 $x150 $x156 $x163)))
 (=> $x164 $x167))))))))))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
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
 (let ((?x233 (dim in_k1 2)))
 (= 3 ?x233)))
(assert
 (let ((?x235 (dim in_k1 3)))
 (= 3 ?x235)))
(assert
 (let ((?x237 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x237) 4)))
(assert
 (let ((?x237 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x237 0) sym_n)))
(assert
 (let ((?x237 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x237 1) sym_c)))
(assert
 (let ((?x237 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x237 2) sym_h)))
(assert
 (let ((?x237 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x237 3) sym_w)))
(assert
 (let ((?x237 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x248 (add in_i1 ?x237)))
 (= (rank ?x248) 4))))
(assert
 (let ((?x237 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x248 (add in_i1 ?x237)))
 (= (dim ?x248 0) sym_n))))
(assert
 (let ((?x237 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x248 (add in_i1 ?x237)))
 (= (dim ?x248 1) sym_c))))
(assert
 (let ((?x237 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x248 (add in_i1 ?x237)))
 (= (dim ?x248 2) sym_h))))
(assert
 (let ((?x237 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x248 (add in_i1 ?x237)))
 (= (dim ?x248 3) sym_w))))
(assert
 (let ((?x237 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x248 (add in_i1 ?x237)))
 (let ((?x259 (concat 1 ?x237 ?x248)))
 (= (rank ?x259) 4)))))
(assert
 (let ((?x237 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x248 (add in_i1 ?x237)))
 (let ((?x259 (concat 1 ?x237 ?x248)))
 (= (dim ?x259 0) sym_n)))))
(assert
 (let ((?x265 (* 2 sym_c)))
 (let ((?x237 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x248 (add in_i1 ?x237)))
 (let ((?x259 (concat 1 ?x237 ?x248)))
 (let ((?x264 (dim ?x259 1)))
 (= ?x264 ?x265)))))))
(assert
 (let ((?x237 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x248 (add in_i1 ?x237)))
 (let ((?x259 (concat 1 ?x237 ?x248)))
 (= (dim ?x259 2) sym_h)))))
(assert
 (let ((?x237 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x248 (add in_i1 ?x237)))
 (let ((?x259 (concat 1 ?x237 ?x248)))
 (= (dim ?x259 3) sym_w)))))
(assert
 (let ((?x265 (* 2 sym_c)))
 (>= ?x265 0)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x272 (idkernel4 sym_c 3 3)))
 (let ((?x279 (dim ?x272 2)))
 (= 3 ?x279))))
(assert
 (let ((?x272 (idkernel4 sym_c 3 3)))
 (let ((?x281 (dim ?x272 3)))
 (= 3 ?x281))))
(assert
 (= (rank (add in_k1 (idkernel4 sym_c 3 3))) 4))
(assert
 (= (dim (add in_k1 (idkernel4 sym_c 3 3)) 0) sym_c))
(assert
 (= (dim (add in_k1 (idkernel4 sym_c 3 3)) 1) sym_c))
(assert
 (let ((?x272 (idkernel4 sym_c 3 3)))
 (let ((?x283 (add in_k1 ?x272)))
 (let ((?x290 (dim ?x283 2)))
 (= 3 ?x290)))))
(assert
 (let ((?x272 (idkernel4 sym_c 3 3)))
 (let ((?x283 (add in_k1 ?x272)))
 (let ((?x292 (dim ?x283 3)))
 (= 3 ?x292)))))
(assert
 (let ((?x272 (idkernel4 sym_c 3 3)))
 (let ((?x283 (add in_k1 ?x272)))
 (let ((?x294 (concat 0 in_k1 ?x283)))
 (= (rank ?x294) 4)))))
(assert
 (let ((?x265 (* 2 sym_c)))
 (let ((?x272 (idkernel4 sym_c 3 3)))
 (let ((?x283 (add in_k1 ?x272)))
 (let ((?x294 (concat 0 in_k1 ?x283)))
 (let ((?x297 (dim ?x294 0)))
 (= ?x297 ?x265)))))))
(assert
 (let ((?x272 (idkernel4 sym_c 3 3)))
 (let ((?x283 (add in_k1 ?x272)))
 (let ((?x294 (concat 0 in_k1 ?x283)))
 (= (dim ?x294 1) sym_c)))))
(assert
 (let ((?x272 (idkernel4 sym_c 3 3)))
 (let ((?x283 (add in_k1 ?x272)))
 (let ((?x294 (concat 0 in_k1 ?x283)))
 (let ((?x301 (dim ?x294 2)))
 (= 3 ?x301))))))
(assert
 (let ((?x272 (idkernel4 sym_c 3 3)))
 (let ((?x283 (add in_k1 ?x272)))
 (let ((?x294 (concat 0 in_k1 ?x283)))
 (let ((?x303 (dim ?x294 3)))
 (= 3 ?x303))))))
(assert
 (let ((?x272 (idkernel4 sym_c 3 3)))
 (let ((?x283 (add in_k1 ?x272)))
 (let ((?x294 (concat 0 in_k1 ?x283)))
 (let ((?x305 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x294)))
 (= (rank ?x305) 4))))))
(assert
 (let ((?x272 (idkernel4 sym_c 3 3)))
 (let ((?x283 (add in_k1 ?x272)))
 (let ((?x294 (concat 0 in_k1 ?x283)))
 (let ((?x305 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x294)))
 (= (dim ?x305 0) sym_n))))))
(assert
 (let ((?x265 (* 2 sym_c)))
 (let ((?x272 (idkernel4 sym_c 3 3)))
 (let ((?x283 (add in_k1 ?x272)))
 (let ((?x294 (concat 0 in_k1 ?x283)))
 (let ((?x305 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x294)))
 (let ((?x310 (dim ?x305 1)))
 (= ?x310 ?x265))))))))
(assert
 (let ((?x272 (idkernel4 sym_c 3 3)))
 (let ((?x283 (add in_k1 ?x272)))
 (let ((?x294 (concat 0 in_k1 ?x283)))
 (let ((?x305 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x294)))
 (= (dim ?x305 2) sym_h))))))
(assert
 (let ((?x272 (idkernel4 sym_c 3 3)))
 (let ((?x283 (add in_k1 ?x272)))
 (let ((?x294 (concat 0 in_k1 ?x283)))
 (let ((?x305 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x294)))
 (= (dim ?x305 3) sym_w))))))
(assert
 (let ((?x272 (idkernel4 sym_c 3 3)))
(let ((?x283 (add in_k1 ?x272)))
(let ((?x294 (concat 0 in_k1 ?x283)))
(let ((?x305 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x294)))
(let ((?x237 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x248 (add in_i1 ?x237)))
(let ((?x259 (concat 1 ?x237 ?x248)))
(and (distinct ?x259 ?x305) true)))))))))
(check-sat)
