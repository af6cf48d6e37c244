; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, conv_strided_subsample, relu_concat, relu_slice, slice_concat_left, slice_concat_right
; z3 rlimit used: 81632
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
 (let ((?x188 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x188) 4)))
(assert
 (let ((?x188 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x188 0) sym_n)))
(assert
 (let ((?x188 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x188 1) sym_c2)))
(assert
 (let ((?x197 (div (+ (- 1) sym_h) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x188 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x195 (dim ?x188 2)))
 (= ?x195 ?x198))))))
(assert
 (let ((?x202 (div (+ (- 1) sym_w) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x188 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x200 (dim ?x188 3)))
 (= ?x200 ?x203))))))
(assert
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k2)))
 (= (rank ?x205) 4)))
(assert
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k2)))
 (= (dim ?x205 0) sym_n)))
(assert
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k2)))
 (= (dim ?x205 1) sym_c3)))
(assert
 (let ((?x197 (div (+ (- 1) sym_h) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k2)))
 (let ((?x212 (dim ?x205 2)))
 (= ?x212 ?x198))))))
(assert
 (let ((?x202 (div (+ (- 1) sym_w) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k2)))
 (let ((?x214 (dim ?x205 3)))
 (= ?x214 ?x203))))))
(assert
 (let ((?x188 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x216 (relu ?x188)))
 (= (rank ?x216) 4))))
(assert
 (let ((?x188 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x216 (relu ?x188)))
 (= (dim ?x216 0) sym_n))))
(assert
 (let ((?x188 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x216 (relu ?x188)))
 (= (dim ?x216 1) sym_c2))))
(assert
 (let ((?x197 (div (+ (- 1) sym_h) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x188 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x216 (relu ?x188)))
 (let ((?x223 (dim ?x216 2)))
 (= ?x223 ?x198)))))))
(assert
 (let ((?x202 (div (+ (- 1) sym_w) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x188 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x216 (relu ?x188)))
 (let ((?x225 (dim ?x216 3)))
 (= ?x225 ?x203)))))))
(assert
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k2)))
 (let ((?x227 (relu ?x205)))
 (= (rank ?x227) 4))))
(assert
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k2)))
 (let ((?x227 (relu ?x205)))
 (= (dim ?x227 0) sym_n))))
(assert
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k2)))
 (let ((?x227 (relu ?x205)))
 (= (dim ?x227 1) sym_c3))))
(assert
 (let ((?x197 (div (+ (- 1) sym_h) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k2)))
 (let ((?x227 (relu ?x205)))
 (let ((?x234 (dim ?x227 2)))
 (= ?x234 ?x198)))))))
(assert
 (let ((?x202 (div (+ (- 1) sym_w) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k2)))
 (let ((?x227 (relu ?x205)))
 (let ((?x236 (dim ?x227 3)))
 (= ?x236 ?x203)))))))
(assert
 (let ((?x197 (div (+ (- 1) sym_h) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (>= ?x198 0))))
(assert
 (let ((?x202 (div (+ (- 1) sym_w) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (>= ?x203 0))))
(assert
 (= (rank (concat 0 in_k1 in_k2)) 4))
(assert
 (let ((?x244 (+ sym_c2 sym_c3)))
 (let ((?x240 (concat 0 in_k1 in_k2)))
 (let ((?x243 (dim ?x240 0)))
 (= ?x243 ?x244)))))
(assert
 (= (dim (concat 0 in_k1 in_k2) 1) sym_c))
(assert
 (let ((?x240 (concat 0 in_k1 in_k2)))
 (let ((?x248 (dim ?x240 2)))
 (= 3 ?x248))))
(assert
 (let ((?x240 (concat 0 in_k1 in_k2)))
 (let ((?x250 (dim ?x240 3)))
 (= 3 ?x250))))
(assert
 (let ((?x240 (concat 0 in_k1 in_k2)))
 (let ((?x252 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x240)))
 (= (rank ?x252) 4))))
(assert
 (let ((?x240 (concat 0 in_k1 in_k2)))
 (let ((?x252 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x240)))
 (= (dim ?x252 0) sym_n))))
(assert
 (let ((?x244 (+ sym_c2 sym_c3)))
 (let ((?x240 (concat 0 in_k1 in_k2)))
 (let ((?x252 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x240)))
 (let ((?x257 (dim ?x252 1)))
 (= ?x257 ?x244))))))
(assert
 (let ((?x197 (div (+ (- 1) sym_h) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x240 (concat 0 in_k1 in_k2)))
 (let ((?x252 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x240)))
 (let ((?x259 (dim ?x252 2)))
 (= ?x259 ?x198)))))))
(assert
 (let ((?x202 (div (+ (- 1) sym_w) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x240 (concat 0 in_k1 in_k2)))
 (let ((?x252 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x240)))
 (let ((?x261 (dim ?x252 3)))
 (= ?x261 ?x203)))))))
(assert
 (let ((?x240 (concat 0 in_k1 in_k2)))
 (let ((?x252 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x240)))
 (let ((?x263 (relu ?x252)))
 (= (rank ?x263) 4)))))
(assert
 (let ((?x240 (concat 0 in_k1 in_k2)))
 (let ((?x252 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x240)))
 (let ((?x263 (relu ?x252)))
 (= (dim ?x263 0) sym_n)))))
(assert
 (let ((?x244 (+ sym_c2 sym_c3)))
 (let ((?x240 (concat 0 in_k1 in_k2)))
 (let ((?x252 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x240)))
 (let ((?x263 (relu ?x252)))
 (let ((?x268 (dim ?x263 1)))
 (= ?x268 ?x244)))))))
(assert
 (let ((?x197 (div (+ (- 1) sym_h) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x240 (concat 0 in_k1 in_k2)))
 (let ((?x252 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x240)))
 (let ((?x263 (relu ?x252)))
 (let ((?x270 (dim ?x263 2)))
 (= ?x270 ?x198))))))))
(assert
 (let ((?x202 (div (+ (- 1) sym_w) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x240 (concat 0 in_k1 in_k2)))
 (let ((?x252 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x240)))
 (let ((?x263 (relu ?x252)))
 (let ((?x272 (dim ?x263 3)))
 (= ?x272 ?x203))))))))
(assert
 (let ((?x240 (concat 0 in_k1 in_k2)))
 (let ((?x252 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x240)))
 (let ((?x263 (relu ?x252)))
 (let ((?x274 (slice 1 0 sym_c2 ?x263)))
 (= (rank ?x274) 4))))))
(assert
 (let ((?x240 (concat 0 in_k1 in_k2)))
 (let ((?x252 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x240)))
 (let ((?x263 (relu ?x252)))
 (let ((?x274 (slice 1 0 sym_c2 ?x263)))
 (= (dim ?x274 0) sym_n))))))
(assert
 (let ((?x240 (concat 0 in_k1 in_k2)))
 (let ((?x252 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x240)))
 (let ((?x263 (relu ?x252)))
 (let ((?x274 (slice 1 0 sym_c2 ?x263)))
 (= (dim ?x274 1) sym_c2))))))
(assert
 (let ((?x197 (div (+ (- 1) sym_h) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x240 (concat 0 in_k1 in_k2)))
 (let ((?x252 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x240)))
 (let ((?x263 (relu ?x252)))
 (let ((?x274 (slice 1 0 sym_c2 ?x263)))
 (let ((?x281 (dim ?x274 2)))
 (= ?x281 ?x198)))))))))
(assert
 (let ((?x202 (div (+ (- 1) sym_w) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x240 (concat 0 in_k1 in_k2)))
 (let ((?x252 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x240)))
 (let ((?x263 (relu ?x252)))
 (let ((?x274 (slice 1 0 sym_c2 ?x263)))
 (let ((?x283 (dim ?x274 3)))
 (= ?x283 ?x203)))))))))
(assert
 (let ((?x240 (concat 0 in_k1 in_k2)))
 (let ((?x252 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x240)))
 (let ((?x263 (relu ?x252)))
 (let ((?x244 (+ sym_c2 sym_c3)))
 (let ((?x285 (slice 1 sym_c2 ?x244 ?x263)))
 (= (rank ?x285) 4)))))))
(assert
 (let ((?x240 (concat 0 in_k1 in_k2)))
 (let ((?x252 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x240)))
 (let ((?x263 (relu ?x252)))
 (let ((?x244 (+ sym_c2 sym_c3)))
 (let ((?x285 (slice 1 sym_c2 ?x244 ?x263)))
 (= (dim ?x285 0) sym_n)))))))
(assert
 (let ((?x240 (concat 0 in_k1 in_k2)))
 (let ((?x252 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x240)))
 (let ((?x263 (relu ?x252)))
 (let ((?x244 (+ sym_c2 sym_c3)))
 (let ((?x285 (slice 1 sym_c2 ?x244 ?x263)))
 (= (dim ?x285 1) sym_c3)))))))
(assert
 (let ((?x197 (div (+ (- 1) sym_h) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x240 (concat 0 in_k1 in_k2)))
 (let ((?x252 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x240)))
 (let ((?x263 (relu ?x252)))
 (let ((?x244 (+ sym_c2 sym_c3)))
 (let ((?x285 (slice 1 sym_c2 ?x244 ?x263)))
 (let ((?x292 (dim ?x285 2)))
 (= ?x292 ?x198))))))))))
(assert
 (let ((?x202 (div (+ (- 1) sym_w) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x240 (concat 0 in_k1 in_k2)))
 (let ((?x252 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x240)))
 (let ((?x263 (relu ?x252)))
 (let ((?x244 (+ sym_c2 sym_c3)))
 (let ((?x285 (slice 1 sym_c2 ?x244 ?x263)))
 (let ((?x294 (dim ?x285 3)))
 (= ?x294 ?x203))))))))))
(assert
 (let ((?x240 (concat 0 in_k1 in_k2)))
(let ((?x252 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x240)))
(let ((?x263 (relu ?x252)))
(let ((?x244 (+ sym_c2 sym_c3)))
(let ((?x285 (slice 1 sym_c2 ?x244 ?x263)))
(let ((?x205 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k2)))
(let ((?x227 (relu ?x205)))
(let ((?x274 (slice 1 0 sym_c2 ?x263)))
(let ((?x188 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x216 (relu ?x188)))
(or (and (distinct ?x216 ?x274) true) (and (distinct ?x227 ?x285) true)))))))))))))
(check-sat)
