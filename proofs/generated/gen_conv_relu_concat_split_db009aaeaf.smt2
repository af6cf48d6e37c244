; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch, conv_strided_subsample, relu_slice, slice_concat_left, slice_concat_right
; z3 rlimit used: 54438
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_n2 () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) (ax Int) (e Int) (s Int) )(! (let ((?x14 (relu (slice ax s e X))))
 (let ((?x12 (slice ax s e (relu X))))
 (let (($x15 (= ?x12 ?x14)))
 (=> (and (<= s e)) $x15)))) :pattern ( (slice ax s e (relu X)) ) :pattern ( (relu (slice ax s e X)) ) :qid relu_slice))
 )
(assert
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x50 (slice ax 0 n1 (concat ax A B))))
 (let (($x51 (= ?x50 A)))
 (=> (and (= (dim A ax) n1)) $x51))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (n1 Int) )(! (let ((?x66 (slice ax n1 e (concat ax A B))))
 (let (($x67 (= ?x66 B)))
 (=> (and (= (dim A ax) n1) (= (dim B ax) (- e n1))) $x67))) :pattern ( (slice ax n1 e (concat ax A B)) ) :qid slice_concat_right))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x90 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x87 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (= ?x87 ?x90))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x101 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x99 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x102 (= ?x99 ?x101)))
 (=> (and (< 1 (* sh sw))) $x102)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
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
 (>= sym_n2 1))
(assert
 (>= sym_c2 1))
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
 (= (dim in_i2 0) sym_n2))
(assert
 (= (dim in_i2 1) sym_c))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x155 (dim in_u1 2)))
 (= 1 ?x155)))
(assert
 (let ((?x157 (dim in_u1 3)))
 (= 1 ?x157)))
(assert
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x159) 4)))
(assert
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x159 0) sym_n)))
(assert
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x159 1) sym_c2)))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x166 (dim ?x159 2)))
 (= ?x166 ?x169))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x171 (dim ?x159 3)))
 (= ?x171 ?x174))))))
(assert
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (rank ?x176) 4)))
(assert
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (dim ?x176 0) sym_n2)))
(assert
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (dim ?x176 1) sym_c2)))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x183 (dim ?x176 2)))
 (= ?x183 ?x169))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x185 (dim ?x176 3)))
 (= ?x185 ?x174))))))
(assert
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x187 (relu ?x159)))
 (= (rank ?x187) 4))))
(assert
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x187 (relu ?x159)))
 (= (dim ?x187 0) sym_n))))
(assert
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x187 (relu ?x159)))
 (= (dim ?x187 1) sym_c2))))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x187 (relu ?x159)))
 (let ((?x194 (dim ?x187 2)))
 (= ?x194 ?x169)))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x187 (relu ?x159)))
 (let ((?x196 (dim ?x187 3)))
 (= ?x196 ?x174)))))))
(assert
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x198 (relu ?x176)))
 (= (rank ?x198) 4))))
(assert
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x198 (relu ?x176)))
 (= (dim ?x198 0) sym_n2))))
(assert
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x198 (relu ?x176)))
 (= (dim ?x198 1) sym_c2))))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x198 (relu ?x176)))
 (let ((?x205 (dim ?x198 2)))
 (= ?x205 ?x169)))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x198 (relu ?x176)))
 (let ((?x207 (dim ?x198 3)))
 (= ?x207 ?x174)))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (>= ?x169 0))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (>= ?x174 0))))
(assert
 (= (rank (concat 0 in_i1 in_i2)) 4))
(assert
 (let ((?x215 (+ sym_n sym_n2)))
 (let ((?x211 (concat 0 in_i1 in_i2)))
 (let ((?x214 (dim ?x211 0)))
 (= ?x214 ?x215)))))
(assert
 (= (dim (concat 0 in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i2) 3) sym_w))
(assert
 (let ((?x211 (concat 0 in_i1 in_i2)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u1)))
 (= (rank ?x223) 4))))
(assert
 (let ((?x215 (+ sym_n sym_n2)))
 (let ((?x211 (concat 0 in_i1 in_i2)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u1)))
 (let ((?x226 (dim ?x223 0)))
 (= ?x226 ?x215))))))
(assert
 (let ((?x211 (concat 0 in_i1 in_i2)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u1)))
 (= (dim ?x223 1) sym_c2))))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x211 (concat 0 in_i1 in_i2)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u1)))
 (let ((?x230 (dim ?x223 2)))
 (= ?x230 ?x169)))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x211 (concat 0 in_i1 in_i2)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u1)))
 (let ((?x232 (dim ?x223 3)))
 (= ?x232 ?x174)))))))
(assert
 (let ((?x211 (concat 0 in_i1 in_i2)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u1)))
 (let ((?x234 (relu ?x223)))
 (= (rank ?x234) 4)))))
(assert
 (let ((?x215 (+ sym_n sym_n2)))
 (let ((?x211 (concat 0 in_i1 in_i2)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u1)))
 (let ((?x234 (relu ?x223)))
 (let ((?x237 (dim ?x234 0)))
 (= ?x237 ?x215)))))))
(assert
 (let ((?x211 (concat 0 in_i1 in_i2)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u1)))
 (let ((?x234 (relu ?x223)))
 (= (dim ?x234 1) sym_c2)))))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x211 (concat 0 in_i1 in_i2)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u1)))
 (let ((?x234 (relu ?x223)))
 (let ((?x241 (dim ?x234 2)))
 (= ?x241 ?x169))))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x211 (concat 0 in_i1 in_i2)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u1)))
 (let ((?x234 (relu ?x223)))
 (let ((?x243 (dim ?x234 3)))
 (= ?x243 ?x174))))))))
(assert
 (let ((?x211 (concat 0 in_i1 in_i2)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u1)))
 (let ((?x234 (relu ?x223)))
 (let ((?x245 (slice 0 0 sym_n ?x234)))
 (= (rank ?x245) 4))))))
(assert
 (let ((?x211 (concat 0 in_i1 in_i2)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u1)))
 (let ((?x234 (relu ?x223)))
 (let ((?x245 (slice 0 0 sym_n ?x234)))
 (= (dim ?x245 0) sym_n))))))
(assert
 (let ((?x211 (concat 0 in_i1 in_i2)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u1)))
 (let ((?x234 (relu ?x223)))
 (let ((?x245 (slice 0 0 sym_n ?x234)))
 (= (dim ?x245 1) sym_c2))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x211 (concat 0 in_i1 in_i2)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u1)))
 (let ((?x234 (relu ?x223)))
 (let ((?x245 (slice 0 0 sym_n ?x234)))
 (let ((?x252 (dim ?x245 2)))
 (= ?x252 ?x169)))))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x211 (concat 0 in_i1 in_i2)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u1)))
 (let ((?x234 (relu ?x223)))
 (let ((?x245 (slice 0 0 sym_n ?x234)))
 (let ((?x254 (dim ?x245 3)))
 (= ?x254 ?x174)))))))))
(assert
 (let ((?x211 (concat 0 in_i1 in_i2)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u1)))
 (let ((?x234 (relu ?x223)))
 (let ((?x215 (+ sym_n sym_n2)))
 (let ((?x256 (slice 0 sym_n ?x215 ?x234)))
 (= (rank ?x256) 4)))))))
(assert
 (let ((?x211 (concat 0 in_i1 in_i2)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u1)))
 (let ((?x234 (relu ?x223)))
 (let ((?x215 (+ sym_n sym_n2)))
 (let ((?x256 (slice 0 sym_n ?x215 ?x234)))
 (= (dim ?x256 0) sym_n2)))))))
(assert
 (let ((?x211 (concat 0 in_i1 in_i2)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u1)))
 (let ((?x234 (relu ?x223)))
 (let ((?x215 (+ sym_n sym_n2)))
 (let ((?x256 (slice 0 sym_n ?x215 ?x234)))
 (= (dim ?x256 1) sym_c2)))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_h) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x211 (concat 0 in_i1 in_i2)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u1)))
 (let ((?x234 (relu ?x223)))
 (let ((?x215 (+ sym_n sym_n2)))
 (let ((?x256 (slice 0 sym_n ?x215 ?x234)))
 (let ((?x263 (dim ?x256 2)))
 (= ?x263 ?x169))))))))))
(assert
 (let ((?x173 (div (+ (- 1) sym_w) 2)))
 (let ((?x174 (+ 1 ?x173)))
 (let ((?x211 (concat 0 in_i1 in_i2)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u1)))
 (let ((?x234 (relu ?x223)))
 (let ((?x215 (+ sym_n sym_n2)))
 (let ((?x256 (slice 0 sym_n ?x215 ?x234)))
 (let ((?x265 (dim ?x256 3)))
 (= ?x265 ?x174))))))))))
(assert
 (let ((?x211 (concat 0 in_i1 in_i2)))
(let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x211 in_u1)))
(let ((?x234 (relu ?x223)))
(let ((?x215 (+ sym_n sym_n2)))
(let ((?x256 (slice 0 sym_n ?x215 ?x234)))
(let ((?x176 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u1)))
(let ((?x198 (relu ?x176)))
(let ((?x245 (slice 0 0 sym_n ?x234)))
(let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x187 (relu ?x159)))
(or (and (distinct ?x187 ?x245) true) (and (distinct ?x198 ?x256) true)))))))))))))
(check-sat)
