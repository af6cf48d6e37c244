; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, conv_add_x, conv_idkernel, conv_idkernel3_after_conv, relu_conv_idkernel
; z3 rlimit used: 80866
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun add (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
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
 (forall ((W T) (X T) (m Int) (p Int) (q Int) (s Int) )(! (let ((?x61 (+ q p)))
 (let ((?x74 (- ?x61 1)))
 (let ((?x73 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x76 (= ?x73 (conv s s ?x74 ?x74 ?x74 ?x74 1 1 1 X W))))
 (let (($x67 (= (dim W 0) m)))
 (let (($x65 (>= p 0)))
 (let (($x18 (>= q 0)))
 (let (($x64 (>= s 1)))
 (=> (and (<= 1 ?x61) (>= 1 p) $x64 $x18 $x65 $x67) $x76))))))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x93 (idkernel4 c k k)))
 (let ((?x97 (conv s s p p p p 1 1 1 (relu X) ?x93)))
 (let ((?x95 (relu (conv s s p p p p 1 1 1 X ?x93))))
 (let (($x98 (= ?x95 ?x97)))
 (let (($x21 (>= k 1)))
 (let (($x18 (>= p 0)))
 (let (($x64 (>= s 1)))
 (let (($x92 (and $x64 $x18 $x21 (= (dim X 1) c))))
 (=> $x92 $x98))))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x125 (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x122 (conv sh sw pt pl pb pr dh dw g (add X1 X2) W)))
 (let (($x126 (= ?x122 ?x125)))
 (let (($x65 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x117 (and (>= g 1) (>= sh 1) $x64 $x65 (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x117 $x126))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (add X1 X2) W) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_add_x))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x137 (add Y X)))
 (let ((?x136 (add X Y)))
 (= ?x136 ?x137))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
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
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x169 (dim ?x162 2)))
 (= 3 ?x169))))
(assert
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x171 (dim ?x162 3)))
 (= 3 ?x171))))
(assert
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x173 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x162)))
 (= (rank ?x173) 4))))
(assert
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x173 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x162)))
 (= (dim ?x173 0) sym_n))))
(assert
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x173 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x162)))
 (= (dim ?x173 1) sym_c))))
(assert
 (let ((?x182 (div (+ (- 1) sym_h) 2)))
 (let ((?x183 (+ 1 ?x182)))
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x173 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x162)))
 (let ((?x180 (dim ?x173 2)))
 (= ?x180 ?x183)))))))
(assert
 (let ((?x187 (div (+ (- 1) sym_w) 2)))
 (let ((?x188 (+ 1 ?x187)))
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x173 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x162)))
 (let ((?x185 (dim ?x173 3)))
 (= ?x185 ?x188)))))))
(assert
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x173 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x162)))
 (let ((?x190 (relu ?x173)))
 (= (rank ?x190) 4)))))
(assert
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x173 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x162)))
 (let ((?x190 (relu ?x173)))
 (= (dim ?x190 0) sym_n)))))
(assert
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x173 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x162)))
 (let ((?x190 (relu ?x173)))
 (= (dim ?x190 1) sym_c)))))
(assert
 (let ((?x182 (div (+ (- 1) sym_h) 2)))
 (let ((?x183 (+ 1 ?x182)))
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x173 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x162)))
 (let ((?x190 (relu ?x173)))
 (let ((?x197 (dim ?x190 2)))
 (= ?x197 ?x183))))))))
(assert
 (let ((?x187 (div (+ (- 1) sym_w) 2)))
 (let ((?x188 (+ 1 ?x187)))
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x173 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x162)))
 (let ((?x190 (relu ?x173)))
 (let ((?x199 (dim ?x190 3)))
 (= ?x199 ?x188))))))))
(assert
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x173 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x162)))
 (let ((?x190 (relu ?x173)))
 (let ((?x201 (add ?x173 ?x190)))
 (= (rank ?x201) 4))))))
(assert
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x173 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x162)))
 (let ((?x190 (relu ?x173)))
 (let ((?x201 (add ?x173 ?x190)))
 (= (dim ?x201 0) sym_n))))))
(assert
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x173 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x162)))
 (let ((?x190 (relu ?x173)))
 (let ((?x201 (add ?x173 ?x190)))
 (= (dim ?x201 1) sym_c))))))
(assert
 (let ((?x182 (div (+ (- 1) sym_h) 2)))
 (let ((?x183 (+ 1 ?x182)))
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x173 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x162)))
 (let ((?x190 (relu ?x173)))
 (let ((?x201 (add ?x173 ?x190)))
 (let ((?x208 (dim ?x201 2)))
 (= ?x208 ?x183)))))))))
(assert
 (let ((?x187 (div (+ (- 1) sym_w) 2)))
 (let ((?x188 (+ 1 ?x187)))
 (let ((?x162 (idkernel4 sym_c 3 3)))
 (let ((?x173 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x162)))
 (let ((?x190 (relu ?x173)))
 (let ((?x201 (add ?x173 ?x190)))
 (let ((?x210 (dim ?x201 3)))
 (= ?x210 ?x188)))))))))
(assert
 (let ((?x182 (div (+ (- 1) sym_h) 2)))
 (let ((?x183 (+ 1 ?x182)))
 (>= ?x183 0))))
(assert
 (let ((?x187 (div (+ (- 1) sym_w) 2)))
 (let ((?x188 (+ 1 ?x187)))
 (>= ?x188 0))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x214 (idkernel4 sym_c 1 1)))
 (let ((?x221 (dim ?x214 2)))
 (= 1 ?x221))))
(assert
 (let ((?x214 (idkernel4 sym_c 1 1)))
 (let ((?x223 (dim ?x214 3)))
 (= 1 ?x223))))
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
 (= (rank (add in_i1 (relu in_i1))) 4))
(assert
 (= (dim (add in_i1 (relu in_i1)) 0) sym_n))
(assert
 (= (dim (add in_i1 (relu in_i1)) 1) sym_c))
(assert
 (= (dim (add in_i1 (relu in_i1)) 2) sym_h))
(assert
 (= (dim (add in_i1 (relu in_i1)) 3) sym_w))
(assert
 (let ((?x214 (idkernel4 sym_c 1 1)))
 (let ((?x225 (relu in_i1)))
 (let ((?x236 (add in_i1 ?x225)))
 (let ((?x247 (conv 2 2 0 0 0 0 1 1 1 ?x236 ?x214)))
 (= (rank ?x247) 4))))))
(assert
 (let ((?x214 (idkernel4 sym_c 1 1)))
 (let ((?x225 (relu in_i1)))
 (let ((?x236 (add in_i1 ?x225)))
 (let ((?x247 (conv 2 2 0 0 0 0 1 1 1 ?x236 ?x214)))
 (= (dim ?x247 0) sym_n))))))
(assert
 (let ((?x214 (idkernel4 sym_c 1 1)))
 (let ((?x225 (relu in_i1)))
 (let ((?x236 (add in_i1 ?x225)))
 (let ((?x247 (conv 2 2 0 0 0 0 1 1 1 ?x236 ?x214)))
 (= (dim ?x247 1) sym_c))))))
(assert
 (let ((?x182 (div (+ (- 1) sym_h) 2)))
 (let ((?x183 (+ 1 ?x182)))
 (let ((?x214 (idkernel4 sym_c 1 1)))
 (let ((?x225 (relu in_i1)))
 (let ((?x236 (add in_i1 ?x225)))
 (let ((?x247 (conv 2 2 0 0 0 0 1 1 1 ?x236 ?x214)))
 (let ((?x254 (dim ?x247 2)))
 (= ?x254 ?x183)))))))))
(assert
 (let ((?x187 (div (+ (- 1) sym_w) 2)))
 (let ((?x188 (+ 1 ?x187)))
 (let ((?x214 (idkernel4 sym_c 1 1)))
 (let ((?x225 (relu in_i1)))
 (let ((?x236 (add in_i1 ?x225)))
 (let ((?x247 (conv 2 2 0 0 0 0 1 1 1 ?x236 ?x214)))
 (let ((?x256 (dim ?x247 3)))
 (= ?x256 ?x188)))))))))
(assert
 (let ((?x214 (idkernel4 sym_c 1 1)))
(let ((?x225 (relu in_i1)))
(let ((?x236 (add in_i1 ?x225)))
(let ((?x247 (conv 2 2 0 0 0 0 1 1 1 ?x236 ?x214)))
(let ((?x162 (idkernel4 sym_c 3 3)))
(let ((?x173 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x162)))
(let ((?x190 (relu ?x173)))
(let ((?x201 (add ?x173 ?x190)))
(and (distinct ?x201 ?x247) true))))))))))
(check-sat)
