; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, conv_add_w, conv_concat_out, conv_idkernel
; z3 rlimit used: 76209
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun add (T T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x28 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x29 (= ?x28 X)))
 (let (($x25 (= (dim X 1) c)))
 (let (($x21 (>= kw 1)))
 (let (($x20 (>= kh 1)))
 (let (($x19 (>= pw 0)))
 (let (($x18 (>= ph 0)))
 (let (($x26 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x18 $x19 $x20 $x21 $x25)))
 (=> $x26 $x29))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x82 (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2))))
 (let ((?x79 (conv sh sw pt pl pb pr dh dw g X (add W1 W2))))
 (let (($x83 (= ?x79 ?x82)))
 (let (($x73 (>= dw 1)))
 (let (($x69 (>= pr 0)))
 (let (($x68 (>= pb 0)))
 (let (($x66 (>= pl 0)))
 (let (($x65 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x63 (>= sh 1)))
 (let (($x62 (>= g 1)))
 (let (($x74 (and $x62 $x63 $x64 $x65 $x66 $x68 $x69 (>= dh 1) $x73)))
 (=> $x74 $x83))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (add W1 W2)) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X W1) (conv sh sw pt pl pb pr dh dw g X W2)) ) :qid conv_add_w))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x97 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x94 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (let (($x98 (= ?x94 ?x97)))
 (let (($x62 (>= dw 1)))
 (let (($x73 (>= dh 1)))
 (let (($x69 (>= pr 0)))
 (let (($x68 (>= pb 0)))
 (let (($x66 (>= pl 0)))
 (let (($x65 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x63 (>= sh 1)))
 (let (($x91 (and $x63 $x64 $x65 $x66 $x68 $x69 $x73 $x62)))
 (=> $x91 $x98))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x109 (add Y X)))
 (let ((?x108 (add X Y)))
 (= ?x108 ?x109))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
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
 (let ((?x142 (dim in_k1 2)))
 (= 3 ?x142)))
(assert
 (let ((?x144 (dim in_k1 3)))
 (= 3 ?x144)))
(assert
 (let ((?x146 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x146) 4)))
(assert
 (let ((?x146 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x146 0) sym_n)))
(assert
 (let ((?x146 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x146 1) sym_c)))
(assert
 (let ((?x146 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x146 2) sym_h)))
(assert
 (let ((?x146 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x146 3) sym_w)))
(assert
 (let ((?x146 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x157 (add in_i1 ?x146)))
 (= (rank ?x157) 4))))
(assert
 (let ((?x146 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x157 (add in_i1 ?x146)))
 (= (dim ?x157 0) sym_n))))
(assert
 (let ((?x146 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x157 (add in_i1 ?x146)))
 (= (dim ?x157 1) sym_c))))
(assert
 (let ((?x146 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x157 (add in_i1 ?x146)))
 (= (dim ?x157 2) sym_h))))
(assert
 (let ((?x146 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x157 (add in_i1 ?x146)))
 (= (dim ?x157 3) sym_w))))
(assert
 (let ((?x146 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x157 (add in_i1 ?x146)))
 (let ((?x168 (concat 1 ?x146 ?x157)))
 (= (rank ?x168) 4)))))
(assert
 (let ((?x146 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x157 (add in_i1 ?x146)))
 (let ((?x168 (concat 1 ?x146 ?x157)))
 (= (dim ?x168 0) sym_n)))))
(assert
 (let ((?x174 (* 2 sym_c)))
 (let ((?x146 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x157 (add in_i1 ?x146)))
 (let ((?x168 (concat 1 ?x146 ?x157)))
 (let ((?x173 (dim ?x168 1)))
 (= ?x173 ?x174)))))))
(assert
 (let ((?x146 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x157 (add in_i1 ?x146)))
 (let ((?x168 (concat 1 ?x146 ?x157)))
 (= (dim ?x168 2) sym_h)))))
(assert
 (let ((?x146 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x157 (add in_i1 ?x146)))
 (let ((?x168 (concat 1 ?x146 ?x157)))
 (= (dim ?x168 3) sym_w)))))
(assert
 (let ((?x174 (* 2 sym_c)))
 (>= ?x174 0)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x188 (dim ?x181 2)))
 (= 3 ?x188))))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x190 (dim ?x181 3)))
 (= 3 ?x190))))
(assert
 (= (rank (add in_k1 (idkernel4 sym_c 3 3))) 4))
(assert
 (= (dim (add in_k1 (idkernel4 sym_c 3 3)) 0) sym_c))
(assert
 (= (dim (add in_k1 (idkernel4 sym_c 3 3)) 1) sym_c))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x192 (add in_k1 ?x181)))
 (let ((?x199 (dim ?x192 2)))
 (= 3 ?x199)))))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x192 (add in_k1 ?x181)))
 (let ((?x201 (dim ?x192 3)))
 (= 3 ?x201)))))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x192 (add in_k1 ?x181)))
 (let ((?x203 (concat 0 in_k1 ?x192)))
 (= (rank ?x203) 4)))))
(assert
 (let ((?x174 (* 2 sym_c)))
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x192 (add in_k1 ?x181)))
 (let ((?x203 (concat 0 in_k1 ?x192)))
 (let ((?x206 (dim ?x203 0)))
 (= ?x206 ?x174)))))))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x192 (add in_k1 ?x181)))
 (let ((?x203 (concat 0 in_k1 ?x192)))
 (= (dim ?x203 1) sym_c)))))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x192 (add in_k1 ?x181)))
 (let ((?x203 (concat 0 in_k1 ?x192)))
 (let ((?x210 (dim ?x203 2)))
 (= 3 ?x210))))))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x192 (add in_k1 ?x181)))
 (let ((?x203 (concat 0 in_k1 ?x192)))
 (let ((?x212 (dim ?x203 3)))
 (= 3 ?x212))))))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x192 (add in_k1 ?x181)))
 (let ((?x203 (concat 0 in_k1 ?x192)))
 (let ((?x214 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x203)))
 (= (rank ?x214) 4))))))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x192 (add in_k1 ?x181)))
 (let ((?x203 (concat 0 in_k1 ?x192)))
 (let ((?x214 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x203)))
 (= (dim ?x214 0) sym_n))))))
(assert
 (let ((?x174 (* 2 sym_c)))
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x192 (add in_k1 ?x181)))
 (let ((?x203 (concat 0 in_k1 ?x192)))
 (let ((?x214 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x203)))
 (let ((?x219 (dim ?x214 1)))
 (= ?x219 ?x174))))))))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x192 (add in_k1 ?x181)))
 (let ((?x203 (concat 0 in_k1 ?x192)))
 (let ((?x214 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x203)))
 (= (dim ?x214 2) sym_h))))))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
 (let ((?x192 (add in_k1 ?x181)))
 (let ((?x203 (concat 0 in_k1 ?x192)))
 (let ((?x214 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x203)))
 (= (dim ?x214 3) sym_w))))))
(assert
 (let ((?x181 (idkernel4 sym_c 3 3)))
(let ((?x192 (add in_k1 ?x181)))
(let ((?x203 (concat 0 in_k1 ?x192)))
(let ((?x214 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x203)))
(let ((?x146 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x157 (add in_i1 ?x146)))
(let ((?x168 (concat 1 ?x146 ?x157)))
(and (distinct ?x168 ?x214) true)))))))))
(check-sat)
