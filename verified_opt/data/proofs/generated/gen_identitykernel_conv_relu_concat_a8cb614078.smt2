; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch, conv_idkernel3_after_conv, relu_conv_idkernel
; z3 rlimit used: 68980
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((W T) (X T) (m Int) (p Int) (q Int) (s Int) )(! (let ((?x8 (+ q p)))
 (let ((?x25 (- ?x8 1)))
 (let ((?x24 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x27 (= ?x24 (conv s s ?x25 ?x25 ?x25 ?x25 1 1 1 X W))))
 (let (($x18 (= (dim W 0) m)))
 (let (($x14 (>= p 0)))
 (let (($x13 (>= q 0)))
 (let (($x11 (>= s 1)))
 (=> (and (<= 1 ?x8) $x11 $x13 $x14 $x18) $x27))))))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x61 (idkernel4 c k k)))
 (let ((?x65 (conv s s p p p p 1 1 1 (relu X) ?x61)))
 (let ((?x63 (relu (conv s s p p p p 1 1 1 X ?x61))))
 (let (($x66 (= ?x63 ?x65)))
 (let (($x13 (>= p 0)))
 (let (($x11 (>= s 1)))
 (let (($x60 (and $x11 $x13 (>= k 1) (= (dim X 1) c))))
 (=> $x60 $x66)))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x94 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x91 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (let (($x95 (= ?x91 ?x94)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x86 (and (>= g 1) (>= sh 1) $x11 $x14 (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x86 $x95))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
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
 (let ((?x131 (dim in_u1 2)))
 (= 1 ?x131)))
(assert
 (let ((?x133 (dim in_u1 3)))
 (= 1 ?x133)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x135 (idkernel4 sym_c 3 3)))
 (let ((?x142 (dim ?x135 2)))
 (= 3 ?x142))))
(assert
 (let ((?x135 (idkernel4 sym_c 3 3)))
 (let ((?x144 (dim ?x135 3)))
 (= 3 ?x144))))
(assert
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x146) 4)))
(assert
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x146 0) sym_n)))
(assert
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x146 1) sym_c)))
(assert
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x146 2) sym_h)))
(assert
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x146 3) sym_w)))
(assert
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x157 (relu ?x146)))
 (= (rank ?x157) 4))))
(assert
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x157 (relu ?x146)))
 (= (dim ?x157 0) sym_n))))
(assert
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x157 (relu ?x146)))
 (= (dim ?x157 1) sym_c))))
(assert
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x157 (relu ?x146)))
 (= (dim ?x157 2) sym_h))))
(assert
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x157 (relu ?x146)))
 (= (dim ?x157 3) sym_w))))
(assert
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x157 (relu ?x146)))
 (let ((?x168 (concat 0 ?x157 ?x146)))
 (= (rank ?x168) 4)))))
(assert
 (let ((?x172 (* 2 sym_n)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x157 (relu ?x146)))
 (let ((?x168 (concat 0 ?x157 ?x146)))
 (let ((?x171 (dim ?x168 0)))
 (= ?x171 ?x172)))))))
(assert
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x157 (relu ?x146)))
 (let ((?x168 (concat 0 ?x157 ?x146)))
 (= (dim ?x168 1) sym_c)))))
(assert
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x157 (relu ?x146)))
 (let ((?x168 (concat 0 ?x157 ?x146)))
 (= (dim ?x168 2) sym_h)))))
(assert
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x157 (relu ?x146)))
 (let ((?x168 (concat 0 ?x157 ?x146)))
 (= (dim ?x168 3) sym_w)))))
(assert
 (let ((?x135 (idkernel4 sym_c 3 3)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x157 (relu ?x146)))
 (let ((?x168 (concat 0 ?x157 ?x146)))
 (let ((?x180 (conv 2 2 1 1 1 1 1 1 1 ?x168 ?x135)))
 (= (rank ?x180) 4)))))))
(assert
 (let ((?x172 (* 2 sym_n)))
 (let ((?x135 (idkernel4 sym_c 3 3)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x157 (relu ?x146)))
 (let ((?x168 (concat 0 ?x157 ?x146)))
 (let ((?x180 (conv 2 2 1 1 1 1 1 1 1 ?x168 ?x135)))
 (let ((?x183 (dim ?x180 0)))
 (= ?x183 ?x172)))))))))
(assert
 (let ((?x135 (idkernel4 sym_c 3 3)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x157 (relu ?x146)))
 (let ((?x168 (concat 0 ?x157 ?x146)))
 (let ((?x180 (conv 2 2 1 1 1 1 1 1 1 ?x168 ?x135)))
 (= (dim ?x180 1) sym_c)))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_h) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x135 (idkernel4 sym_c 3 3)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x157 (relu ?x146)))
 (let ((?x168 (concat 0 ?x157 ?x146)))
 (let ((?x180 (conv 2 2 1 1 1 1 1 1 1 ?x168 ?x135)))
 (let ((?x187 (dim ?x180 2)))
 (= ?x187 ?x190))))))))))
(assert
 (let ((?x194 (div (+ (- 1) sym_w) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x135 (idkernel4 sym_c 3 3)))
 (let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x157 (relu ?x146)))
 (let ((?x168 (concat 0 ?x157 ?x146)))
 (let ((?x180 (conv 2 2 1 1 1 1 1 1 1 ?x168 ?x135)))
 (let ((?x192 (dim ?x180 3)))
 (= ?x192 ?x195))))))))))
(assert
 (let ((?x172 (* 2 sym_n)))
 (>= ?x172 0)))
(assert
 (let ((?x189 (div (+ (- 1) sym_h) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (>= ?x190 0))))
(assert
 (let ((?x194 (div (+ (- 1) sym_w) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (>= ?x195 0))))
(assert
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x200) 4)))
(assert
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x200 0) sym_n)))
(assert
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x200 1) sym_c)))
(assert
 (let ((?x189 (div (+ (- 1) sym_h) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x207 (dim ?x200 2)))
 (= ?x207 ?x190))))))
(assert
 (let ((?x194 (div (+ (- 1) sym_w) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x209 (dim ?x200 3)))
 (= ?x209 ?x195))))))
(assert
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x211 (relu ?x200)))
 (= (rank ?x211) 4))))
(assert
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x211 (relu ?x200)))
 (= (dim ?x211 0) sym_n))))
(assert
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x211 (relu ?x200)))
 (= (dim ?x211 1) sym_c))))
(assert
 (let ((?x189 (div (+ (- 1) sym_h) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x211 (relu ?x200)))
 (let ((?x218 (dim ?x211 2)))
 (= ?x218 ?x190)))))))
(assert
 (let ((?x194 (div (+ (- 1) sym_w) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x211 (relu ?x200)))
 (let ((?x220 (dim ?x211 3)))
 (= ?x220 ?x195)))))))
(assert
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x211 (relu ?x200)))
 (let ((?x222 (concat 0 ?x211 ?x200)))
 (= (rank ?x222) 4)))))
(assert
 (let ((?x172 (* 2 sym_n)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x211 (relu ?x200)))
 (let ((?x222 (concat 0 ?x211 ?x200)))
 (let ((?x225 (dim ?x222 0)))
 (= ?x225 ?x172)))))))
(assert
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x211 (relu ?x200)))
 (let ((?x222 (concat 0 ?x211 ?x200)))
 (= (dim ?x222 1) sym_c)))))
(assert
 (let ((?x189 (div (+ (- 1) sym_h) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x211 (relu ?x200)))
 (let ((?x222 (concat 0 ?x211 ?x200)))
 (let ((?x229 (dim ?x222 2)))
 (= ?x229 ?x190))))))))
(assert
 (let ((?x194 (div (+ (- 1) sym_w) 2)))
 (let ((?x195 (+ 1 ?x194)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x211 (relu ?x200)))
 (let ((?x222 (concat 0 ?x211 ?x200)))
 (let ((?x231 (dim ?x222 3)))
 (= ?x231 ?x195))))))))
(assert
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x211 (relu ?x200)))
(let ((?x222 (concat 0 ?x211 ?x200)))
(let ((?x135 (idkernel4 sym_c 3 3)))
(let ((?x146 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x157 (relu ?x146)))
(let ((?x168 (concat 0 ?x157 ?x146)))
(let ((?x180 (conv 2 2 1 1 1 1 1 1 1 ?x168 ?x135)))
(and (distinct ?x180 ?x222) true))))))))))
(check-sat)
