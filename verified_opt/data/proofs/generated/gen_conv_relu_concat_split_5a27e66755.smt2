; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, conv_strided_subsample, relu_concat, relu_slice, slice_concat_left, slice_concat_right
; z3 rlimit used: 81785
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
(declare-fun slice (Int Int Int T) T)
(declare-fun dim (T Int) Int)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(declare-fun in_k2 () T)
(assert
 (forall ((X T) (Y T) (ax Int) )(! (let ((?x12 (concat ax (relu X) (relu Y))))
 (let ((?x9 (relu (concat ax X Y))))
 (= ?x9 ?x12))) :pattern ( (relu (concat ax X Y)) ) :pattern ( (concat ax (relu X) (relu Y)) ) :qid relu_concat))
 )
(assert
 (forall ((X T) (ax Int) (e Int) (s Int) )(! (let ((?x46 (relu (slice ax s e X))))
 (let ((?x44 (slice ax s e (relu X))))
 (let (($x47 (= ?x44 ?x46)))
 (=> (and (<= s e) (>= s 0) (>= e 1)) $x47)))) :pattern ( (slice ax s e (relu X)) ) :pattern ( (relu (slice ax s e X)) ) :qid relu_slice))
 )
(assert
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x64 (slice ax 0 n1 (concat ax A B))))
 (let (($x65 (= ?x64 A)))
 (=> (and (= (dim A ax) n1)) $x65))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (n1 Int) )(! (let ((?x80 (slice ax n1 e (concat ax A B))))
 (let (($x81 (= ?x80 B)))
 (=> (and (= (dim A ax) n1) (= (dim B ax) (- e n1))) $x81))) :pattern ( (slice ax n1 e (concat ax A B)) ) :qid slice_concat_right))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x111 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x108 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (let (($x112 (= ?x108 ?x111)))
 (let (($x102 (>= dw 1)))
 (let (($x100 (>= dh 1)))
 (let (($x98 (>= pr 0)))
 (let (($x96 (>= pb 0)))
 (let (($x94 (>= pl 0)))
 (let (($x87 (>= pt 0)))
 (let (($x85 (>= sw 1)))
 (let (($x39 (>= sh 1)))
 (let (($x103 (and $x39 $x85 $x87 $x94 $x96 $x98 $x100 $x102)))
 (=> $x103 $x112))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x127 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x125 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x128 (= ?x125 ?x127)))
 (let (($x100 (>= dw 1)))
 (let (($x123 (>= dh 1)))
 (let (($x98 (>= pr 0)))
 (let (($x96 (>= pb 0)))
 (let (($x94 (>= pl 0)))
 (let (($x87 (>= pt 0)))
 (let (($x85 (>= sw 1)))
 (let (($x39 (>= sh 1)))
 (let (($x102 (>= g 1)))
 (let (($x124 (and (< 1 (* sh sw)) $x102 $x39 $x85 $x87 $x94 $x96 $x98 $x123 $x100)))
 (=> $x124 $x128)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_c3 1))
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
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x173 (dim in_k1 2)))
 (= 3 ?x173)))
(assert
 (let ((?x175 (dim in_k1 3)))
 (= 3 ?x175)))
(assert
 (= (rank in_k2) 4))
(assert
 (= (dim in_k2 0) sym_c3))
(assert
 (= (dim in_k2 1) sym_c))
(assert
 (let ((?x184 (dim in_k2 2)))
 (= 3 ?x184)))
(assert
 (let ((?x186 (dim in_k2 3)))
 (= 3 ?x186)))
(assert
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x188) 4)))
(assert
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x188 0) sym_n)))
(assert
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x188 1) sym_c2)))
(assert
 (let ((?x198 (div (+ (- 3) sym_h) 2)))
 (let ((?x199 (+ 1 ?x198)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x195 (dim ?x188 2)))
 (= ?x195 ?x199))))))
(assert
 (let ((?x203 (div (+ (- 3) sym_w) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x201 (dim ?x188 3)))
 (= ?x201 ?x204))))))
(assert
 (let ((?x206 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k2)))
 (= (rank ?x206) 4)))
(assert
 (let ((?x206 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k2)))
 (= (dim ?x206 0) sym_n)))
(assert
 (let ((?x206 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k2)))
 (= (dim ?x206 1) sym_c3)))
(assert
 (let ((?x198 (div (+ (- 3) sym_h) 2)))
 (let ((?x199 (+ 1 ?x198)))
 (let ((?x206 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x213 (dim ?x206 2)))
 (= ?x213 ?x199))))))
(assert
 (let ((?x203 (div (+ (- 3) sym_w) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (let ((?x206 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x215 (dim ?x206 3)))
 (= ?x215 ?x204))))))
(assert
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x217 (relu ?x188)))
 (= (rank ?x217) 4))))
(assert
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x217 (relu ?x188)))
 (= (dim ?x217 0) sym_n))))
(assert
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x217 (relu ?x188)))
 (= (dim ?x217 1) sym_c2))))
(assert
 (let ((?x198 (div (+ (- 3) sym_h) 2)))
 (let ((?x199 (+ 1 ?x198)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x217 (relu ?x188)))
 (let ((?x224 (dim ?x217 2)))
 (= ?x224 ?x199)))))))
(assert
 (let ((?x203 (div (+ (- 3) sym_w) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x217 (relu ?x188)))
 (let ((?x226 (dim ?x217 3)))
 (= ?x226 ?x204)))))))
(assert
 (let ((?x206 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x228 (relu ?x206)))
 (= (rank ?x228) 4))))
(assert
 (let ((?x206 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x228 (relu ?x206)))
 (= (dim ?x228 0) sym_n))))
(assert
 (let ((?x206 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x228 (relu ?x206)))
 (= (dim ?x228 1) sym_c3))))
(assert
 (let ((?x198 (div (+ (- 3) sym_h) 2)))
 (let ((?x199 (+ 1 ?x198)))
 (let ((?x206 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x228 (relu ?x206)))
 (let ((?x235 (dim ?x228 2)))
 (= ?x235 ?x199)))))))
(assert
 (let ((?x203 (div (+ (- 3) sym_w) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (let ((?x206 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x228 (relu ?x206)))
 (let ((?x237 (dim ?x228 3)))
 (= ?x237 ?x204)))))))
(assert
 (let ((?x198 (div (+ (- 3) sym_h) 2)))
 (let ((?x199 (+ 1 ?x198)))
 (>= ?x199 0))))
(assert
 (let ((?x203 (div (+ (- 3) sym_w) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (>= ?x204 0))))
(assert
 (= (rank (concat 0 in_k1 in_k2)) 4))
(assert
 (let ((?x245 (+ sym_c2 sym_c3)))
 (let ((?x241 (concat 0 in_k1 in_k2)))
 (let ((?x244 (dim ?x241 0)))
 (= ?x244 ?x245)))))
(assert
 (= (dim (concat 0 in_k1 in_k2) 1) sym_c))
(assert
 (let ((?x241 (concat 0 in_k1 in_k2)))
 (let ((?x249 (dim ?x241 2)))
 (= 3 ?x249))))
(assert
 (let ((?x241 (concat 0 in_k1 in_k2)))
 (let ((?x251 (dim ?x241 3)))
 (= 3 ?x251))))
(assert
 (let ((?x241 (concat 0 in_k1 in_k2)))
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x241)))
 (= (rank ?x253) 4))))
(assert
 (let ((?x241 (concat 0 in_k1 in_k2)))
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x241)))
 (= (dim ?x253 0) sym_n))))
(assert
 (let ((?x245 (+ sym_c2 sym_c3)))
 (let ((?x241 (concat 0 in_k1 in_k2)))
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x241)))
 (let ((?x258 (dim ?x253 1)))
 (= ?x258 ?x245))))))
(assert
 (let ((?x198 (div (+ (- 3) sym_h) 2)))
 (let ((?x199 (+ 1 ?x198)))
 (let ((?x241 (concat 0 in_k1 in_k2)))
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x241)))
 (let ((?x260 (dim ?x253 2)))
 (= ?x260 ?x199)))))))
(assert
 (let ((?x203 (div (+ (- 3) sym_w) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (let ((?x241 (concat 0 in_k1 in_k2)))
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x241)))
 (let ((?x262 (dim ?x253 3)))
 (= ?x262 ?x204)))))))
(assert
 (let ((?x241 (concat 0 in_k1 in_k2)))
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x241)))
 (let ((?x264 (relu ?x253)))
 (= (rank ?x264) 4)))))
(assert
 (let ((?x241 (concat 0 in_k1 in_k2)))
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x241)))
 (let ((?x264 (relu ?x253)))
 (= (dim ?x264 0) sym_n)))))
(assert
 (let ((?x245 (+ sym_c2 sym_c3)))
 (let ((?x241 (concat 0 in_k1 in_k2)))
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x241)))
 (let ((?x264 (relu ?x253)))
 (let ((?x269 (dim ?x264 1)))
 (= ?x269 ?x245)))))))
(assert
 (let ((?x198 (div (+ (- 3) sym_h) 2)))
 (let ((?x199 (+ 1 ?x198)))
 (let ((?x241 (concat 0 in_k1 in_k2)))
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x241)))
 (let ((?x264 (relu ?x253)))
 (let ((?x271 (dim ?x264 2)))
 (= ?x271 ?x199))))))))
(assert
 (let ((?x203 (div (+ (- 3) sym_w) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (let ((?x241 (concat 0 in_k1 in_k2)))
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x241)))
 (let ((?x264 (relu ?x253)))
 (let ((?x273 (dim ?x264 3)))
 (= ?x273 ?x204))))))))
(assert
 (let ((?x241 (concat 0 in_k1 in_k2)))
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x241)))
 (let ((?x264 (relu ?x253)))
 (let ((?x275 (slice 1 0 sym_c2 ?x264)))
 (= (rank ?x275) 4))))))
(assert
 (let ((?x241 (concat 0 in_k1 in_k2)))
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x241)))
 (let ((?x264 (relu ?x253)))
 (let ((?x275 (slice 1 0 sym_c2 ?x264)))
 (= (dim ?x275 0) sym_n))))))
(assert
 (let ((?x241 (concat 0 in_k1 in_k2)))
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x241)))
 (let ((?x264 (relu ?x253)))
 (let ((?x275 (slice 1 0 sym_c2 ?x264)))
 (= (dim ?x275 1) sym_c2))))))
(assert
 (let ((?x198 (div (+ (- 3) sym_h) 2)))
 (let ((?x199 (+ 1 ?x198)))
 (let ((?x241 (concat 0 in_k1 in_k2)))
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x241)))
 (let ((?x264 (relu ?x253)))
 (let ((?x275 (slice 1 0 sym_c2 ?x264)))
 (let ((?x282 (dim ?x275 2)))
 (= ?x282 ?x199)))))))))
(assert
 (let ((?x203 (div (+ (- 3) sym_w) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (let ((?x241 (concat 0 in_k1 in_k2)))
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x241)))
 (let ((?x264 (relu ?x253)))
 (let ((?x275 (slice 1 0 sym_c2 ?x264)))
 (let ((?x284 (dim ?x275 3)))
 (= ?x284 ?x204)))))))))
(assert
 (let ((?x241 (concat 0 in_k1 in_k2)))
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x241)))
 (let ((?x264 (relu ?x253)))
 (let ((?x245 (+ sym_c2 sym_c3)))
 (let ((?x286 (slice 1 sym_c2 ?x245 ?x264)))
 (= (rank ?x286) 4)))))))
(assert
 (let ((?x241 (concat 0 in_k1 in_k2)))
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x241)))
 (let ((?x264 (relu ?x253)))
 (let ((?x245 (+ sym_c2 sym_c3)))
 (let ((?x286 (slice 1 sym_c2 ?x245 ?x264)))
 (= (dim ?x286 0) sym_n)))))))
(assert
 (let ((?x241 (concat 0 in_k1 in_k2)))
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x241)))
 (let ((?x264 (relu ?x253)))
 (let ((?x245 (+ sym_c2 sym_c3)))
 (let ((?x286 (slice 1 sym_c2 ?x245 ?x264)))
 (= (dim ?x286 1) sym_c3)))))))
(assert
 (let ((?x198 (div (+ (- 3) sym_h) 2)))
 (let ((?x199 (+ 1 ?x198)))
 (let ((?x241 (concat 0 in_k1 in_k2)))
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x241)))
 (let ((?x264 (relu ?x253)))
 (let ((?x245 (+ sym_c2 sym_c3)))
 (let ((?x286 (slice 1 sym_c2 ?x245 ?x264)))
 (let ((?x293 (dim ?x286 2)))
 (= ?x293 ?x199))))))))))
(assert
 (let ((?x203 (div (+ (- 3) sym_w) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (let ((?x241 (concat 0 in_k1 in_k2)))
 (let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x241)))
 (let ((?x264 (relu ?x253)))
 (let ((?x245 (+ sym_c2 sym_c3)))
 (let ((?x286 (slice 1 sym_c2 ?x245 ?x264)))
 (let ((?x295 (dim ?x286 3)))
 (= ?x295 ?x204))))))))))
(assert
 (let ((?x241 (concat 0 in_k1 in_k2)))
(let ((?x253 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x241)))
(let ((?x264 (relu ?x253)))
(let ((?x245 (+ sym_c2 sym_c3)))
(let ((?x286 (slice 1 sym_c2 ?x245 ?x264)))
(let ((?x206 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k2)))
(let ((?x228 (relu ?x206)))
(let ((?x275 (slice 1 0 sym_c2 ?x264)))
(let ((?x188 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x217 (relu ?x188)))
(or (and (distinct ?x217 ?x275) true) (and (distinct ?x228 ?x286) true)))))))))))))
(check-sat)
