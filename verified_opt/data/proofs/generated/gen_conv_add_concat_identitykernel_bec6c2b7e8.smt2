; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, conv_add_w, conv_concat_out, conv_idkernel
; z3 rlimit used: 113850
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
 (forall ((X T) (Y T) )(! (let ((?x158 (add Y X)))
 (let ((?x157 (add X Y)))
 (let (($x159 (= ?x157 ?x158)))
 (let (($x154 (= (dim X 5) (dim Y 5))))
 (let (($x148 (= (dim X 4) (dim Y 4))))
 (let (($x143 (= (dim X 3) (dim Y 3))))
 (let (($x137 (= (dim X 2) (dim Y 2))))
 (let (($x132 (= (dim X 1) (dim Y 1))))
 (let (($x127 (= (dim X 0) (dim Y 0))))
 (let (($x156 (and (= (- (rank Y) 0) (- (rank X) 0)) (=> (> (- (rank X) 0) 0) $x127) (=> (> (- (rank X) 0) 1) $x132) (=> (> (- (rank X) 0) 2) $x137) (=> (> (- (rank X) 0) 3) $x143) (=> (> (- (rank X) 0) 4) $x148) (=> (> (- (rank X) 0) 5) $x154))))
 (=> $x156 $x159))))))))))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
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
 (let ((?x207 (dim in_u1 2)))
 (= 1 ?x207)))
(assert
 (let ((?x209 (dim in_u1 3)))
 (= 1 ?x209)))
(assert
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x211) 4)))
(assert
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x211 0) sym_n)))
(assert
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x211 1) sym_c)))
(assert
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x211 2) sym_h)))
(assert
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x211 3) sym_w)))
(assert
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (add in_i1 ?x211)))
 (= (rank ?x222) 4))))
(assert
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (add in_i1 ?x211)))
 (= (dim ?x222 0) sym_n))))
(assert
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (add in_i1 ?x211)))
 (= (dim ?x222 1) sym_c))))
(assert
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (add in_i1 ?x211)))
 (= (dim ?x222 2) sym_h))))
(assert
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (add in_i1 ?x211)))
 (= (dim ?x222 3) sym_w))))
(assert
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (add in_i1 ?x211)))
 (let ((?x233 (concat 1 ?x211 ?x222)))
 (= (rank ?x233) 4)))))
(assert
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (add in_i1 ?x211)))
 (let ((?x233 (concat 1 ?x211 ?x222)))
 (= (dim ?x233 0) sym_n)))))
(assert
 (let ((?x239 (* 2 sym_c)))
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (add in_i1 ?x211)))
 (let ((?x233 (concat 1 ?x211 ?x222)))
 (let ((?x238 (dim ?x233 1)))
 (= ?x238 ?x239)))))))
(assert
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (add in_i1 ?x211)))
 (let ((?x233 (concat 1 ?x211 ?x222)))
 (= (dim ?x233 2) sym_h)))))
(assert
 (let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (add in_i1 ?x211)))
 (let ((?x233 (concat 1 ?x211 ?x222)))
 (= (dim ?x233 3) sym_w)))))
(assert
 (let ((?x239 (* 2 sym_c)))
 (>= ?x239 0)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x246 (idkernel4 sym_c 1 1)))
 (let ((?x253 (dim ?x246 2)))
 (= 1 ?x253))))
(assert
 (let ((?x246 (idkernel4 sym_c 1 1)))
 (let ((?x255 (dim ?x246 3)))
 (= 1 ?x255))))
(assert
 (= (rank (add in_u1 (idkernel4 sym_c 1 1))) 4))
(assert
 (= (dim (add in_u1 (idkernel4 sym_c 1 1)) 0) sym_c))
(assert
 (= (dim (add in_u1 (idkernel4 sym_c 1 1)) 1) sym_c))
(assert
 (let ((?x246 (idkernel4 sym_c 1 1)))
 (let ((?x257 (add in_u1 ?x246)))
 (let ((?x264 (dim ?x257 2)))
 (= 1 ?x264)))))
(assert
 (let ((?x246 (idkernel4 sym_c 1 1)))
 (let ((?x257 (add in_u1 ?x246)))
 (let ((?x266 (dim ?x257 3)))
 (= 1 ?x266)))))
(assert
 (let ((?x246 (idkernel4 sym_c 1 1)))
 (let ((?x257 (add in_u1 ?x246)))
 (let ((?x268 (concat 0 in_u1 ?x257)))
 (= (rank ?x268) 4)))))
(assert
 (let ((?x239 (* 2 sym_c)))
 (let ((?x246 (idkernel4 sym_c 1 1)))
 (let ((?x257 (add in_u1 ?x246)))
 (let ((?x268 (concat 0 in_u1 ?x257)))
 (let ((?x271 (dim ?x268 0)))
 (= ?x271 ?x239)))))))
(assert
 (let ((?x246 (idkernel4 sym_c 1 1)))
 (let ((?x257 (add in_u1 ?x246)))
 (let ((?x268 (concat 0 in_u1 ?x257)))
 (= (dim ?x268 1) sym_c)))))
(assert
 (let ((?x246 (idkernel4 sym_c 1 1)))
 (let ((?x257 (add in_u1 ?x246)))
 (let ((?x268 (concat 0 in_u1 ?x257)))
 (let ((?x275 (dim ?x268 2)))
 (= 1 ?x275))))))
(assert
 (let ((?x246 (idkernel4 sym_c 1 1)))
 (let ((?x257 (add in_u1 ?x246)))
 (let ((?x268 (concat 0 in_u1 ?x257)))
 (let ((?x277 (dim ?x268 3)))
 (= 1 ?x277))))))
(assert
 (let ((?x246 (idkernel4 sym_c 1 1)))
 (let ((?x257 (add in_u1 ?x246)))
 (let ((?x268 (concat 0 in_u1 ?x257)))
 (let ((?x279 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x268)))
 (= (rank ?x279) 4))))))
(assert
 (let ((?x246 (idkernel4 sym_c 1 1)))
 (let ((?x257 (add in_u1 ?x246)))
 (let ((?x268 (concat 0 in_u1 ?x257)))
 (let ((?x279 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x268)))
 (= (dim ?x279 0) sym_n))))))
(assert
 (let ((?x239 (* 2 sym_c)))
 (let ((?x246 (idkernel4 sym_c 1 1)))
 (let ((?x257 (add in_u1 ?x246)))
 (let ((?x268 (concat 0 in_u1 ?x257)))
 (let ((?x279 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x268)))
 (let ((?x284 (dim ?x279 1)))
 (= ?x284 ?x239))))))))
(assert
 (let ((?x246 (idkernel4 sym_c 1 1)))
 (let ((?x257 (add in_u1 ?x246)))
 (let ((?x268 (concat 0 in_u1 ?x257)))
 (let ((?x279 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x268)))
 (= (dim ?x279 2) sym_h))))))
(assert
 (let ((?x246 (idkernel4 sym_c 1 1)))
 (let ((?x257 (add in_u1 ?x246)))
 (let ((?x268 (concat 0 in_u1 ?x257)))
 (let ((?x279 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x268)))
 (= (dim ?x279 3) sym_w))))))
(assert
 (let ((?x246 (idkernel4 sym_c 1 1)))
(let ((?x257 (add in_u1 ?x246)))
(let ((?x268 (concat 0 in_u1 ?x257)))
(let ((?x279 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x268)))
(let ((?x211 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x222 (add in_i1 ?x211)))
(let ((?x233 (concat 1 ?x211 ?x222)))
(and (distinct ?x233 ?x279) true)))))))))
(check-sat)
