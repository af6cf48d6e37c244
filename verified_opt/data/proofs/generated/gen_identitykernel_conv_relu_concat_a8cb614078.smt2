; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch, conv_idkernel3_after_conv, relu_conv_idkernel
; z3 rlimit used: 32023
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((W T) (X T) (m Int) (p Int) (q Int) (s Int) )(! (let ((?x8 (+ q p)))
 (let ((?x31 (- ?x8 1)))
 (let ((?x30 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x33 (= ?x30 (conv s s ?x31 ?x31 ?x31 ?x31 1 1 1 X W))))
 (let (($x25 (= (rank W) 4)))
 (let (($x23 (= (rank X) 4)))
 (let (($x19 (= (dim W 0) m)))
 (let (($x15 (>= p 0)))
 (let (($x14 (>= q 0)))
 (let (($x12 (>= s 1)))
 (=> (and (<= 1 ?x8) (>= 1 p) $x12 $x14 $x15 $x19 $x23 $x25) $x33))))))))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x68 (idkernel4 c k k)))
 (let ((?x72 (conv s s p p p p 1 1 1 (relu X) ?x68)))
 (let ((?x70 (relu (conv s s p p p p 1 1 1 X ?x68))))
 (let (($x73 (= ?x70 ?x72)))
 (let (($x23 (= (rank X) 4)))
 (let (($x14 (>= p 0)))
 (let (($x12 (>= s 1)))
 (let (($x67 (and $x12 $x14 (>= k 1) (= (dim X 1) c) $x23)))
 (=> $x67 $x73))))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x107 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x104 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (let (($x108 (= ?x104 ?x107)))
 (let (($x15 (>= pt 0)))
 (let (($x12 (>= sw 1)))
 (let (($x102 (and (>= g 1) (>= sh 1) $x12 $x15 (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X1) 4) (= (rank X2) 4) (= (rank W) 4))))
 (=> $x102 $x108))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
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
 (let ((?x143 (dim in_u1 2)))
 (= 1 ?x143)))
(assert
 (let ((?x145 (dim in_u1 3)))
 (= 1 ?x145)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x147 (idkernel4 sym_c 3 3)))
 (let ((?x154 (dim ?x147 2)))
 (= 3 ?x154))))
(assert
 (let ((?x147 (idkernel4 sym_c 3 3)))
 (let ((?x156 (dim ?x147 3)))
 (= 3 ?x156))))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x158) 4)))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x158 0) sym_n)))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x158 1) sym_c)))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x158 2) sym_h)))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x158 3) sym_w)))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (relu ?x158)))
 (= (rank ?x169) 4))))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (relu ?x158)))
 (= (dim ?x169 0) sym_n))))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (relu ?x158)))
 (= (dim ?x169 1) sym_c))))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (relu ?x158)))
 (= (dim ?x169 2) sym_h))))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (relu ?x158)))
 (= (dim ?x169 3) sym_w))))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (relu ?x158)))
 (let ((?x180 (concat 0 ?x169 ?x158)))
 (= (rank ?x180) 4)))))
(assert
 (let ((?x184 (* 2 sym_n)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (relu ?x158)))
 (let ((?x180 (concat 0 ?x169 ?x158)))
 (let ((?x183 (dim ?x180 0)))
 (= ?x183 ?x184)))))))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (relu ?x158)))
 (let ((?x180 (concat 0 ?x169 ?x158)))
 (= (dim ?x180 1) sym_c)))))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (relu ?x158)))
 (let ((?x180 (concat 0 ?x169 ?x158)))
 (= (dim ?x180 2) sym_h)))))
(assert
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (relu ?x158)))
 (let ((?x180 (concat 0 ?x169 ?x158)))
 (= (dim ?x180 3) sym_w)))))
(assert
 (let ((?x147 (idkernel4 sym_c 3 3)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (relu ?x158)))
 (let ((?x180 (concat 0 ?x169 ?x158)))
 (let ((?x192 (conv 2 2 1 1 1 1 1 1 1 ?x180 ?x147)))
 (= (rank ?x192) 4)))))))
(assert
 (let ((?x184 (* 2 sym_n)))
 (let ((?x147 (idkernel4 sym_c 3 3)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (relu ?x158)))
 (let ((?x180 (concat 0 ?x169 ?x158)))
 (let ((?x192 (conv 2 2 1 1 1 1 1 1 1 ?x180 ?x147)))
 (let ((?x195 (dim ?x192 0)))
 (= ?x195 ?x184)))))))))
(assert
 (let ((?x147 (idkernel4 sym_c 3 3)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (relu ?x158)))
 (let ((?x180 (concat 0 ?x169 ?x158)))
 (let ((?x192 (conv 2 2 1 1 1 1 1 1 1 ?x180 ?x147)))
 (= (dim ?x192 1) sym_c)))))))
(assert
 (let ((?x201 (div (+ (- 1) sym_h) 2)))
 (let ((?x202 (+ 1 ?x201)))
 (let ((?x147 (idkernel4 sym_c 3 3)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (relu ?x158)))
 (let ((?x180 (concat 0 ?x169 ?x158)))
 (let ((?x192 (conv 2 2 1 1 1 1 1 1 1 ?x180 ?x147)))
 (let ((?x199 (dim ?x192 2)))
 (= ?x199 ?x202))))))))))
(assert
 (let ((?x206 (div (+ (- 1) sym_w) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x147 (idkernel4 sym_c 3 3)))
 (let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x169 (relu ?x158)))
 (let ((?x180 (concat 0 ?x169 ?x158)))
 (let ((?x192 (conv 2 2 1 1 1 1 1 1 1 ?x180 ?x147)))
 (let ((?x204 (dim ?x192 3)))
 (= ?x204 ?x207))))))))))
(assert
 (let ((?x184 (* 2 sym_n)))
 (>= ?x184 0)))
(assert
 (let ((?x201 (div (+ (- 1) sym_h) 2)))
 (let ((?x202 (+ 1 ?x201)))
 (>= ?x202 0))))
(assert
 (let ((?x206 (div (+ (- 1) sym_w) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (>= ?x207 0))))
(assert
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x212) 4)))
(assert
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x212 0) sym_n)))
(assert
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x212 1) sym_c)))
(assert
 (let ((?x201 (div (+ (- 1) sym_h) 2)))
 (let ((?x202 (+ 1 ?x201)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x219 (dim ?x212 2)))
 (= ?x219 ?x202))))))
(assert
 (let ((?x206 (div (+ (- 1) sym_w) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x221 (dim ?x212 3)))
 (= ?x221 ?x207))))))
(assert
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x223 (relu ?x212)))
 (= (rank ?x223) 4))))
(assert
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x223 (relu ?x212)))
 (= (dim ?x223 0) sym_n))))
(assert
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x223 (relu ?x212)))
 (= (dim ?x223 1) sym_c))))
(assert
 (let ((?x201 (div (+ (- 1) sym_h) 2)))
 (let ((?x202 (+ 1 ?x201)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x223 (relu ?x212)))
 (let ((?x230 (dim ?x223 2)))
 (= ?x230 ?x202)))))))
(assert
 (let ((?x206 (div (+ (- 1) sym_w) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x223 (relu ?x212)))
 (let ((?x232 (dim ?x223 3)))
 (= ?x232 ?x207)))))))
(assert
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x223 (relu ?x212)))
 (let ((?x234 (concat 0 ?x223 ?x212)))
 (= (rank ?x234) 4)))))
(assert
 (let ((?x184 (* 2 sym_n)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x223 (relu ?x212)))
 (let ((?x234 (concat 0 ?x223 ?x212)))
 (let ((?x237 (dim ?x234 0)))
 (= ?x237 ?x184)))))))
(assert
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x223 (relu ?x212)))
 (let ((?x234 (concat 0 ?x223 ?x212)))
 (= (dim ?x234 1) sym_c)))))
(assert
 (let ((?x201 (div (+ (- 1) sym_h) 2)))
 (let ((?x202 (+ 1 ?x201)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x223 (relu ?x212)))
 (let ((?x234 (concat 0 ?x223 ?x212)))
 (let ((?x241 (dim ?x234 2)))
 (= ?x241 ?x202))))))))
(assert
 (let ((?x206 (div (+ (- 1) sym_w) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x223 (relu ?x212)))
 (let ((?x234 (concat 0 ?x223 ?x212)))
 (let ((?x243 (dim ?x234 3)))
 (= ?x243 ?x207))))))))
(assert
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x223 (relu ?x212)))
(let ((?x234 (concat 0 ?x223 ?x212)))
(let ((?x147 (idkernel4 sym_c 3 3)))
(let ((?x158 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x169 (relu ?x158)))
(let ((?x180 (concat 0 ?x169 ?x158)))
(let ((?x192 (conv 2 2 1 1 1 1 1 1 1 ?x180 ?x147)))
(and (distinct ?x192 ?x234) true))))))))))
(check-sat)
