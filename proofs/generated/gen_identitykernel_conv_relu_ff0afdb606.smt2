; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, relu_conv_idkernel, subsample_conv1x1
; z3 rlimit used: 53018
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x60 (idkernel4 c k k)))
 (let ((?x64 (conv s s p p p p 1 1 1 (relu X) ?x60)))
 (let ((?x62 (relu (conv s s p p p p 1 1 1 X ?x60))))
 (let (($x65 (= ?x62 ?x64)))
 (=> (and (= (dim X 1) c)) $x65))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x85 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x82 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x86 (= ?x82 ?x85)))
 (=> (and (< 1 (* sh sw))) $x86)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x104 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x102 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x105 (= ?x102 ?x104)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x105)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
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
 (= (dim in_i2 1) sym_c))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x154 (dim ?x147 2)))
 (= 1 ?x154))))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x156 (dim ?x147 3)))
 (= 1 ?x156))))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x147)))
 (= (rank ?x158) 4))))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x147)))
 (= (dim ?x158 0) sym_n))))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x147)))
 (= (dim ?x158 1) sym_c))))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x147)))
 (let ((?x165 (dim ?x158 2)))
 (= ?x165 ?x169)))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x147)))
 (let ((?x171 (dim ?x158 3)))
 (= ?x171 ?x174)))))))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x147)))
 (= (rank ?x176) 4))))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x147)))
 (= (dim ?x176 0) sym_n))))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x147)))
 (= (dim ?x176 1) sym_c))))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x147)))
 (let ((?x183 (dim ?x176 2)))
 (= ?x183 ?x169)))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x147)))
 (let ((?x185 (dim ?x176 3)))
 (= ?x185 ?x174)))))))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x147)))
 (let ((?x187 (relu ?x176)))
 (= (rank ?x187) 4)))))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x147)))
 (let ((?x187 (relu ?x176)))
 (= (dim ?x187 0) sym_n)))))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x147)))
 (let ((?x187 (relu ?x176)))
 (= (dim ?x187 1) sym_c)))))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x147)))
 (let ((?x187 (relu ?x176)))
 (let ((?x194 (dim ?x187 2)))
 (= ?x194 ?x169))))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x147)))
 (let ((?x187 (relu ?x176)))
 (let ((?x196 (dim ?x187 3)))
 (= ?x196 ?x174))))))))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x147)))
 (let ((?x187 (relu ?x176)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 ?x187 ?x147)))
 (= (rank ?x198) 4))))))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x147)))
 (let ((?x187 (relu ?x176)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 ?x187 ?x147)))
 (= (dim ?x198 0) sym_n))))))
(assert
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x147)))
 (let ((?x187 (relu ?x176)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 ?x187 ?x147)))
 (= (dim ?x198 1) sym_c))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x206 (div ?x168 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x147)))
 (let ((?x187 (relu ?x176)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 ?x187 ?x147)))
 (let ((?x205 (dim ?x198 2)))
 (= ?x205 ?x207))))))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x210 (div ?x173 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x147 (idkernel4 sym_c 1 1)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x147)))
 (let ((?x187 (relu ?x176)))
 (let ((?x198 (conv 2 2 0 0 0 0 1 1 1 ?x187 ?x147)))
 (let ((?x209 (dim ?x198 3)))
 (= ?x209 ?x211))))))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (>= ?x169 0))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (>= ?x174 0))))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x206 (div ?x168 2)))
 (let ((?x207 (+ 1 ?x206)))
 (>= ?x207 0)))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x210 (div ?x173 2)))
 (let ((?x211 (+ 1 ?x210)))
 (>= ?x211 0)))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x224 (dim ?x217 2)))
 (= 3 ?x224))))
(assert
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x226 (dim ?x217 3)))
 (= 3 ?x226))))
(assert
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x217)))
 (= (rank ?x228) 4))))
(assert
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x217)))
 (= (dim ?x228 0) sym_n))))
(assert
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x217)))
 (= (dim ?x228 1) sym_c))))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x217)))
 (let ((?x235 (dim ?x228 2)))
 (= ?x235 ?x169)))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x217)))
 (let ((?x237 (dim ?x228 3)))
 (= ?x237 ?x174)))))))
(assert
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x239 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x217)))
 (= (rank ?x239) 4))))
(assert
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x239 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x217)))
 (= (dim ?x239 0) sym_n))))
(assert
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x239 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x217)))
 (= (dim ?x239 1) sym_c))))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x239 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x217)))
 (let ((?x246 (dim ?x239 2)))
 (= ?x246 ?x169)))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x239 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x217)))
 (let ((?x248 (dim ?x239 3)))
 (= ?x248 ?x174)))))))
(assert
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x239 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x217)))
 (let ((?x250 (conv 2 2 1 1 1 1 1 1 1 ?x239 ?x217)))
 (= (rank ?x250) 4)))))
(assert
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x239 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x217)))
 (let ((?x250 (conv 2 2 1 1 1 1 1 1 1 ?x239 ?x217)))
 (= (dim ?x250 0) sym_n)))))
(assert
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x239 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x217)))
 (let ((?x250 (conv 2 2 1 1 1 1 1 1 1 ?x239 ?x217)))
 (= (dim ?x250 1) sym_c)))))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x206 (div ?x168 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x239 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x217)))
 (let ((?x250 (conv 2 2 1 1 1 1 1 1 1 ?x239 ?x217)))
 (let ((?x257 (dim ?x250 2)))
 (= ?x257 ?x207)))))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x210 (div ?x173 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x239 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x217)))
 (let ((?x250 (conv 2 2 1 1 1 1 1 1 1 ?x239 ?x217)))
 (let ((?x259 (dim ?x250 3)))
 (= ?x259 ?x211)))))))))
(assert
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x239 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x217)))
 (let ((?x250 (conv 2 2 1 1 1 1 1 1 1 ?x239 ?x217)))
 (let ((?x261 (relu ?x250)))
 (= (rank ?x261) 4))))))
(assert
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x239 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x217)))
 (let ((?x250 (conv 2 2 1 1 1 1 1 1 1 ?x239 ?x217)))
 (let ((?x261 (relu ?x250)))
 (= (dim ?x261 0) sym_n))))))
(assert
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x239 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x217)))
 (let ((?x250 (conv 2 2 1 1 1 1 1 1 1 ?x239 ?x217)))
 (let ((?x261 (relu ?x250)))
 (= (dim ?x261 1) sym_c))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x206 (div ?x168 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x239 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x217)))
 (let ((?x250 (conv 2 2 1 1 1 1 1 1 1 ?x239 ?x217)))
 (let ((?x261 (relu ?x250)))
 (let ((?x268 (dim ?x261 2)))
 (= ?x268 ?x207))))))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x210 (div ?x173 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x239 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x217)))
 (let ((?x250 (conv 2 2 1 1 1 1 1 1 1 ?x239 ?x217)))
 (let ((?x261 (relu ?x250)))
 (let ((?x270 (dim ?x261 3)))
 (= ?x270 ?x211))))))))))
(assert
 (let ((?x217 (idkernel4 sym_c 3 3)))
(let ((?x239 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x217)))
(let ((?x250 (conv 2 2 1 1 1 1 1 1 1 ?x239 ?x217)))
(let ((?x261 (relu ?x250)))
(let ((?x147 (idkernel4 sym_c 1 1)))
(let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x147)))
(let ((?x187 (relu ?x176)))
(let ((?x198 (conv 2 2 0 0 0 0 1 1 1 ?x187 ?x147)))
(let ((?x228 (conv 2 2 1 1 1 1 1 1 1 in_i2 ?x217)))
(let ((?x158 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x147)))
(or (and (distinct ?x158 ?x228) true) (and (distinct ?x198 ?x261) true)))))))))))))
(check-sat)
