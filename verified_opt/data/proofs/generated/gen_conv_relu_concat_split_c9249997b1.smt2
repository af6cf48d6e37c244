; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, relu_concat, relu_slice, slice_concat_left, slice_concat_right
; z3 rlimit used: 114658
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
(declare-fun rank (T) Int)
(declare-fun slice (Int Int Int T) T)
(declare-fun dim (T Int) Int)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(declare-fun in_k2 () T)
(assert
 (forall ((X T) (Y T) (ax Int) )(! (let ((?x18 (concat ax (relu X) (relu Y))))
 (let ((?x15 (relu (concat ax X Y))))
 (let (($x19 (= ?x15 ?x18)))
 (let (($x8 (>= (rank X) 1)))
 (let (($x12 (and $x8 (>= (rank Y) 1))))
 (=> $x12 $x19)))))) :pattern ( (relu (concat ax X Y)) ) :pattern ( (concat ax (relu X) (relu Y)) ) :qid relu_concat))
 )
(assert
 (forall ((X T) (ax Int) (e Int) (s Int) )(! (let ((?x57 (relu (slice ax s e X))))
 (let ((?x55 (slice ax s e (relu X))))
 (let (($x58 (= ?x55 ?x57)))
 (let (($x51 (>= (rank X) 1)))
 (let (($x48 (>= e 1)))
 (let (($x47 (>= s 0)))
 (=> (and (<= s e) $x47 $x48 $x51) $x58))))))) :pattern ( (slice ax s e (relu X)) ) :pattern ( (relu (slice ax s e X)) ) :qid relu_slice))
 )
(assert
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x75 (slice ax 0 n1 (concat ax A B))))
 (let (($x76 (= ?x75 A)))
 (let (($x8 (>= (rank B) 1)))
 (let (($x51 (>= (rank A) 1)))
 (let (($x73 (and (= (dim A ax) n1) $x51 $x8)))
 (=> $x73 $x76)))))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (n1 Int) )(! (let ((?x93 (slice ax n1 e (concat ax A B))))
 (let (($x94 (= ?x93 B)))
 (let (($x51 (>= (rank B) 1)))
 (let (($x90 (>= (rank A) 1)))
 (let (($x85 (= (dim A ax) n1)))
 (=> (and $x85 (= (dim B ax) (- e n1)) $x90 $x51) $x94)))))) :pattern ( (slice ax n1 e (concat ax A B)) ) :qid slice_concat_right))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x131 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x128 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (let (($x132 (= ?x128 ?x131)))
 (let (($x48 (>= sh 1)))
 (let (($x126 (and $x48 (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W1) 4) (= (rank W2) 4))))
 (=> $x126 $x132)))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
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
 (let ((?x172 (dim in_k1 2)))
 (= 3 ?x172)))
(assert
 (let ((?x174 (dim in_k1 3)))
 (= 3 ?x174)))
(assert
 (= (rank in_k2) 4))
(assert
 (= (dim in_k2 0) sym_c3))
(assert
 (= (dim in_k2 1) sym_c))
(assert
 (let ((?x183 (dim in_k2 2)))
 (= 3 ?x183)))
(assert
 (let ((?x185 (dim in_k2 3)))
 (= 3 ?x185)))
(assert
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x187) 4)))
(assert
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x187 0) sym_n)))
(assert
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x187 1) sym_c2)))
(assert
 (let ((?x196 (+ (- 2) sym_h)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x194 (dim ?x187 2)))
 (= ?x194 ?x196)))))
(assert
 (let ((?x199 (+ (- 2) sym_w)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x198 (dim ?x187 3)))
 (= ?x198 ?x199)))))
(assert
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (= (rank ?x201) 4)))
(assert
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (= (dim ?x201 0) sym_n)))
(assert
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (= (dim ?x201 1) sym_c3)))
(assert
 (let ((?x196 (+ (- 2) sym_h)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x208 (dim ?x201 2)))
 (= ?x208 ?x196)))))
(assert
 (let ((?x199 (+ (- 2) sym_w)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x210 (dim ?x201 3)))
 (= ?x210 ?x199)))))
(assert
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x212 (relu ?x187)))
 (= (rank ?x212) 4))))
(assert
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x212 (relu ?x187)))
 (= (dim ?x212 0) sym_n))))
(assert
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x212 (relu ?x187)))
 (= (dim ?x212 1) sym_c2))))
(assert
 (let ((?x196 (+ (- 2) sym_h)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x212 (relu ?x187)))
 (let ((?x219 (dim ?x212 2)))
 (= ?x219 ?x196))))))
(assert
 (let ((?x199 (+ (- 2) sym_w)))
 (let ((?x187 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x212 (relu ?x187)))
 (let ((?x221 (dim ?x212 3)))
 (= ?x221 ?x199))))))
(assert
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x223 (relu ?x201)))
 (= (rank ?x223) 4))))
(assert
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x223 (relu ?x201)))
 (= (dim ?x223 0) sym_n))))
(assert
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x223 (relu ?x201)))
 (= (dim ?x223 1) sym_c3))))
(assert
 (let ((?x196 (+ (- 2) sym_h)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x223 (relu ?x201)))
 (let ((?x230 (dim ?x223 2)))
 (= ?x230 ?x196))))))
(assert
 (let ((?x199 (+ (- 2) sym_w)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x223 (relu ?x201)))
 (let ((?x232 (dim ?x223 3)))
 (= ?x232 ?x199))))))
(assert
 (let ((?x196 (+ (- 2) sym_h)))
 (>= ?x196 0)))
(assert
 (let ((?x199 (+ (- 2) sym_w)))
 (>= ?x199 0)))
(assert
 (= (rank (concat 0 in_k1 in_k2)) 4))
(assert
 (let ((?x240 (+ sym_c2 sym_c3)))
 (let ((?x236 (concat 0 in_k1 in_k2)))
 (let ((?x239 (dim ?x236 0)))
 (= ?x239 ?x240)))))
(assert
 (= (dim (concat 0 in_k1 in_k2) 1) sym_c))
(assert
 (let ((?x236 (concat 0 in_k1 in_k2)))
 (let ((?x244 (dim ?x236 2)))
 (= 3 ?x244))))
(assert
 (let ((?x236 (concat 0 in_k1 in_k2)))
 (let ((?x246 (dim ?x236 3)))
 (= 3 ?x246))))
(assert
 (let ((?x236 (concat 0 in_k1 in_k2)))
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x236)))
 (= (rank ?x248) 4))))
(assert
 (let ((?x236 (concat 0 in_k1 in_k2)))
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x236)))
 (= (dim ?x248 0) sym_n))))
(assert
 (let ((?x240 (+ sym_c2 sym_c3)))
 (let ((?x236 (concat 0 in_k1 in_k2)))
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x236)))
 (let ((?x253 (dim ?x248 1)))
 (= ?x253 ?x240))))))
(assert
 (let ((?x196 (+ (- 2) sym_h)))
 (let ((?x236 (concat 0 in_k1 in_k2)))
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x236)))
 (let ((?x255 (dim ?x248 2)))
 (= ?x255 ?x196))))))
(assert
 (let ((?x199 (+ (- 2) sym_w)))
 (let ((?x236 (concat 0 in_k1 in_k2)))
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x236)))
 (let ((?x257 (dim ?x248 3)))
 (= ?x257 ?x199))))))
(assert
 (let ((?x236 (concat 0 in_k1 in_k2)))
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x236)))
 (let ((?x259 (relu ?x248)))
 (= (rank ?x259) 4)))))
(assert
 (let ((?x236 (concat 0 in_k1 in_k2)))
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x236)))
 (let ((?x259 (relu ?x248)))
 (= (dim ?x259 0) sym_n)))))
(assert
 (let ((?x240 (+ sym_c2 sym_c3)))
 (let ((?x236 (concat 0 in_k1 in_k2)))
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x236)))
 (let ((?x259 (relu ?x248)))
 (let ((?x264 (dim ?x259 1)))
 (= ?x264 ?x240)))))))
(assert
 (let ((?x196 (+ (- 2) sym_h)))
 (let ((?x236 (concat 0 in_k1 in_k2)))
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x236)))
 (let ((?x259 (relu ?x248)))
 (let ((?x266 (dim ?x259 2)))
 (= ?x266 ?x196)))))))
(assert
 (let ((?x199 (+ (- 2) sym_w)))
 (let ((?x236 (concat 0 in_k1 in_k2)))
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x236)))
 (let ((?x259 (relu ?x248)))
 (let ((?x268 (dim ?x259 3)))
 (= ?x268 ?x199)))))))
(assert
 (let ((?x236 (concat 0 in_k1 in_k2)))
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x236)))
 (let ((?x259 (relu ?x248)))
 (let ((?x270 (slice 1 0 sym_c2 ?x259)))
 (= (rank ?x270) 4))))))
(assert
 (let ((?x236 (concat 0 in_k1 in_k2)))
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x236)))
 (let ((?x259 (relu ?x248)))
 (let ((?x270 (slice 1 0 sym_c2 ?x259)))
 (= (dim ?x270 0) sym_n))))))
(assert
 (let ((?x236 (concat 0 in_k1 in_k2)))
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x236)))
 (let ((?x259 (relu ?x248)))
 (let ((?x270 (slice 1 0 sym_c2 ?x259)))
 (= (dim ?x270 1) sym_c2))))))
(assert
 (let ((?x196 (+ (- 2) sym_h)))
 (let ((?x236 (concat 0 in_k1 in_k2)))
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x236)))
 (let ((?x259 (relu ?x248)))
 (let ((?x270 (slice 1 0 sym_c2 ?x259)))
 (let ((?x277 (dim ?x270 2)))
 (= ?x277 ?x196))))))))
(assert
 (let ((?x199 (+ (- 2) sym_w)))
 (let ((?x236 (concat 0 in_k1 in_k2)))
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x236)))
 (let ((?x259 (relu ?x248)))
 (let ((?x270 (slice 1 0 sym_c2 ?x259)))
 (let ((?x279 (dim ?x270 3)))
 (= ?x279 ?x199))))))))
(assert
 (let ((?x236 (concat 0 in_k1 in_k2)))
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x236)))
 (let ((?x259 (relu ?x248)))
 (let ((?x240 (+ sym_c2 sym_c3)))
 (let ((?x281 (slice 1 sym_c2 ?x240 ?x259)))
 (= (rank ?x281) 4)))))))
(assert
 (let ((?x236 (concat 0 in_k1 in_k2)))
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x236)))
 (let ((?x259 (relu ?x248)))
 (let ((?x240 (+ sym_c2 sym_c3)))
 (let ((?x281 (slice 1 sym_c2 ?x240 ?x259)))
 (= (dim ?x281 0) sym_n)))))))
(assert
 (let ((?x236 (concat 0 in_k1 in_k2)))
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x236)))
 (let ((?x259 (relu ?x248)))
 (let ((?x240 (+ sym_c2 sym_c3)))
 (let ((?x281 (slice 1 sym_c2 ?x240 ?x259)))
 (= (dim ?x281 1) sym_c3)))))))
(assert
 (let ((?x196 (+ (- 2) sym_h)))
 (let ((?x236 (concat 0 in_k1 in_k2)))
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x236)))
 (let ((?x259 (relu ?x248)))
 (let ((?x240 (+ sym_c2 sym_c3)))
 (let ((?x281 (slice 1 sym_c2 ?x240 ?x259)))
 (let ((?x288 (dim ?x281 2)))
 (= ?x288 ?x196)))))))))
(assert
 (let ((?x199 (+ (- 2) sym_w)))
 (let ((?x236 (concat 0 in_k1 in_k2)))
 (let ((?x248 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x236)))
 (let ((?x259 (relu ?x248)))
 (let ((?x240 (+ sym_c2 sym_c3)))
 (let ((?x281 (slice 1 sym_c2 ?x240 ?x259)))
 (let ((?x290 (dim ?x281 3)))
 (= ?x290 ?x199)))))))))
(assert
 (let ((?x236 (concat 0 in_k1 in_k2)))
(let ((?x248 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x236)))
(let ((?x259 (relu ?x248)))
(let ((?x240 (+ sym_c2 sym_c3)))
(let ((?x281 (slice 1 sym_c2 ?x240 ?x259)))
(let ((?x201 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
(let ((?x223 (relu ?x201)))
(let ((?x270 (slice 1 0 sym_c2 ?x259)))
(let ((?x187 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x212 (relu ?x187)))
(or (and (distinct ?x212 ?x270) true) (and (distinct ?x223 ?x281) true)))))))))))))
(check-sat)
