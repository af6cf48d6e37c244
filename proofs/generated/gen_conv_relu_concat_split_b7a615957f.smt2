; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch, conv_strided_subsample, relu_slice, slice_concat_left, slice_concat_right
; z3 rlimit used: 53651
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
(declare-fun in_k1 () T)
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x155 (dim in_k1 2)))
 (= 3 ?x155)))
(assert
 (let ((?x157 (dim in_k1 3)))
 (= 3 ?x157)))
(assert
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x159) 4)))
(assert
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x159 0) sym_n)))
(assert
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x159 1) sym_c2)))
(assert
 (let ((?x169 (div (+ (- 3) sym_h) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x166 (dim ?x159 2)))
 (= ?x166 ?x170))))))
(assert
 (let ((?x174 (div (+ (- 3) sym_w) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x172 (dim ?x159 3)))
 (= ?x172 ?x175))))))
(assert
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_k1)))
 (= (rank ?x177) 4)))
(assert
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_k1)))
 (= (dim ?x177 0) sym_n2)))
(assert
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_k1)))
 (= (dim ?x177 1) sym_c2)))
(assert
 (let ((?x169 (div (+ (- 3) sym_h) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x184 (dim ?x177 2)))
 (= ?x184 ?x170))))))
(assert
 (let ((?x174 (div (+ (- 3) sym_w) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x186 (dim ?x177 3)))
 (= ?x186 ?x175))))))
(assert
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x159)))
 (= (rank ?x188) 4))))
(assert
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x159)))
 (= (dim ?x188 0) sym_n))))
(assert
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x159)))
 (= (dim ?x188 1) sym_c2))))
(assert
 (let ((?x169 (div (+ (- 3) sym_h) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x159)))
 (let ((?x195 (dim ?x188 2)))
 (= ?x195 ?x170)))))))
(assert
 (let ((?x174 (div (+ (- 3) sym_w) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x188 (relu ?x159)))
 (let ((?x197 (dim ?x188 3)))
 (= ?x197 ?x175)))))))
(assert
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x199 (relu ?x177)))
 (= (rank ?x199) 4))))
(assert
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x199 (relu ?x177)))
 (= (dim ?x199 0) sym_n2))))
(assert
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x199 (relu ?x177)))
 (= (dim ?x199 1) sym_c2))))
(assert
 (let ((?x169 (div (+ (- 3) sym_h) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x199 (relu ?x177)))
 (let ((?x206 (dim ?x199 2)))
 (= ?x206 ?x170)))))))
(assert
 (let ((?x174 (div (+ (- 3) sym_w) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x199 (relu ?x177)))
 (let ((?x208 (dim ?x199 3)))
 (= ?x208 ?x175)))))))
(assert
 (let ((?x169 (div (+ (- 3) sym_h) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (>= ?x170 0))))
(assert
 (let ((?x174 (div (+ (- 3) sym_w) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (>= ?x175 0))))
(assert
 (= (rank (concat 0 in_i1 in_i2)) 4))
(assert
 (let ((?x216 (+ sym_n sym_n2)))
 (let ((?x212 (concat 0 in_i1 in_i2)))
 (let ((?x215 (dim ?x212 0)))
 (= ?x215 ?x216)))))
(assert
 (= (dim (concat 0 in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i2) 3) sym_w))
(assert
 (let ((?x212 (concat 0 in_i1 in_i2)))
 (let ((?x224 (conv 2 2 0 0 0 0 1 1 1 ?x212 in_k1)))
 (= (rank ?x224) 4))))
(assert
 (let ((?x216 (+ sym_n sym_n2)))
 (let ((?x212 (concat 0 in_i1 in_i2)))
 (let ((?x224 (conv 2 2 0 0 0 0 1 1 1 ?x212 in_k1)))
 (let ((?x227 (dim ?x224 0)))
 (= ?x227 ?x216))))))
(assert
 (let ((?x212 (concat 0 in_i1 in_i2)))
 (let ((?x224 (conv 2 2 0 0 0 0 1 1 1 ?x212 in_k1)))
 (= (dim ?x224 1) sym_c2))))
(assert
 (let ((?x169 (div (+ (- 3) sym_h) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x212 (concat 0 in_i1 in_i2)))
 (let ((?x224 (conv 2 2 0 0 0 0 1 1 1 ?x212 in_k1)))
 (let ((?x231 (dim ?x224 2)))
 (= ?x231 ?x170)))))))
(assert
 (let ((?x174 (div (+ (- 3) sym_w) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x212 (concat 0 in_i1 in_i2)))
 (let ((?x224 (conv 2 2 0 0 0 0 1 1 1 ?x212 in_k1)))
 (let ((?x233 (dim ?x224 3)))
 (= ?x233 ?x175)))))))
(assert
 (let ((?x212 (concat 0 in_i1 in_i2)))
 (let ((?x224 (conv 2 2 0 0 0 0 1 1 1 ?x212 in_k1)))
 (let ((?x235 (relu ?x224)))
 (= (rank ?x235) 4)))))
(assert
 (let ((?x216 (+ sym_n sym_n2)))
 (let ((?x212 (concat 0 in_i1 in_i2)))
 (let ((?x224 (conv 2 2 0 0 0 0 1 1 1 ?x212 in_k1)))
 (let ((?x235 (relu ?x224)))
 (let ((?x238 (dim ?x235 0)))
 (= ?x238 ?x216)))))))
(assert
 (let ((?x212 (concat 0 in_i1 in_i2)))
 (let ((?x224 (conv 2 2 0 0 0 0 1 1 1 ?x212 in_k1)))
 (let ((?x235 (relu ?x224)))
 (= (dim ?x235 1) sym_c2)))))
(assert
 (let ((?x169 (div (+ (- 3) sym_h) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x212 (concat 0 in_i1 in_i2)))
 (let ((?x224 (conv 2 2 0 0 0 0 1 1 1 ?x212 in_k1)))
 (let ((?x235 (relu ?x224)))
 (let ((?x242 (dim ?x235 2)))
 (= ?x242 ?x170))))))))
(assert
 (let ((?x174 (div (+ (- 3) sym_w) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x212 (concat 0 in_i1 in_i2)))
 (let ((?x224 (conv 2 2 0 0 0 0 1 1 1 ?x212 in_k1)))
 (let ((?x235 (relu ?x224)))
 (let ((?x244 (dim ?x235 3)))
 (= ?x244 ?x175))))))))
(assert
 (let ((?x212 (concat 0 in_i1 in_i2)))
 (let ((?x224 (conv 2 2 0 0 0 0 1 1 1 ?x212 in_k1)))
 (let ((?x235 (relu ?x224)))
 (let ((?x246 (slice 0 0 sym_n ?x235)))
 (= (rank ?x246) 4))))))
(assert
 (let ((?x212 (concat 0 in_i1 in_i2)))
 (let ((?x224 (conv 2 2 0 0 0 0 1 1 1 ?x212 in_k1)))
 (let ((?x235 (relu ?x224)))
 (let ((?x246 (slice 0 0 sym_n ?x235)))
 (= (dim ?x246 0) sym_n))))))
(assert
 (let ((?x212 (concat 0 in_i1 in_i2)))
 (let ((?x224 (conv 2 2 0 0 0 0 1 1 1 ?x212 in_k1)))
 (let ((?x235 (relu ?x224)))
 (let ((?x246 (slice 0 0 sym_n ?x235)))
 (= (dim ?x246 1) sym_c2))))))
(assert
 (let ((?x169 (div (+ (- 3) sym_h) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x212 (concat 0 in_i1 in_i2)))
 (let ((?x224 (conv 2 2 0 0 0 0 1 1 1 ?x212 in_k1)))
 (let ((?x235 (relu ?x224)))
 (let ((?x246 (slice 0 0 sym_n ?x235)))
 (let ((?x253 (dim ?x246 2)))
 (= ?x253 ?x170)))))))))
(assert
 (let ((?x174 (div (+ (- 3) sym_w) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x212 (concat 0 in_i1 in_i2)))
 (let ((?x224 (conv 2 2 0 0 0 0 1 1 1 ?x212 in_k1)))
 (let ((?x235 (relu ?x224)))
 (let ((?x246 (slice 0 0 sym_n ?x235)))
 (let ((?x255 (dim ?x246 3)))
 (= ?x255 ?x175)))))))))
(assert
 (let ((?x212 (concat 0 in_i1 in_i2)))
 (let ((?x224 (conv 2 2 0 0 0 0 1 1 1 ?x212 in_k1)))
 (let ((?x235 (relu ?x224)))
 (let ((?x216 (+ sym_n sym_n2)))
 (let ((?x257 (slice 0 sym_n ?x216 ?x235)))
 (= (rank ?x257) 4)))))))
(assert
 (let ((?x212 (concat 0 in_i1 in_i2)))
 (let ((?x224 (conv 2 2 0 0 0 0 1 1 1 ?x212 in_k1)))
 (let ((?x235 (relu ?x224)))
 (let ((?x216 (+ sym_n sym_n2)))
 (let ((?x257 (slice 0 sym_n ?x216 ?x235)))
 (= (dim ?x257 0) sym_n2)))))))
(assert
 (let ((?x212 (concat 0 in_i1 in_i2)))
 (let ((?x224 (conv 2 2 0 0 0 0 1 1 1 ?x212 in_k1)))
 (let ((?x235 (relu ?x224)))
 (let ((?x216 (+ sym_n sym_n2)))
 (let ((?x257 (slice 0 sym_n ?x216 ?x235)))
 (= (dim ?x257 1) sym_c2)))))))
(assert
 (let ((?x169 (div (+ (- 3) sym_h) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x212 (concat 0 in_i1 in_i2)))
 (let ((?x224 (conv 2 2 0 0 0 0 1 1 1 ?x212 in_k1)))
 (let ((?x235 (relu ?x224)))
 (let ((?x216 (+ sym_n sym_n2)))
 (let ((?x257 (slice 0 sym_n ?x216 ?x235)))
 (let ((?x264 (dim ?x257 2)))
 (= ?x264 ?x170))))))))))
(assert
 (let ((?x174 (div (+ (- 3) sym_w) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x212 (concat 0 in_i1 in_i2)))
 (let ((?x224 (conv 2 2 0 0 0 0 1 1 1 ?x212 in_k1)))
 (let ((?x235 (relu ?x224)))
 (let ((?x216 (+ sym_n sym_n2)))
 (let ((?x257 (slice 0 sym_n ?x216 ?x235)))
 (let ((?x266 (dim ?x257 3)))
 (= ?x266 ?x175))))))))))
(assert
 (let ((?x212 (concat 0 in_i1 in_i2)))
(let ((?x224 (conv 2 2 0 0 0 0 1 1 1 ?x212 in_k1)))
(let ((?x235 (relu ?x224)))
(let ((?x216 (+ sym_n sym_n2)))
(let ((?x257 (slice 0 sym_n ?x216 ?x235)))
(let ((?x177 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_k1)))
(let ((?x199 (relu ?x177)))
(let ((?x246 (slice 0 0 sym_n ?x235)))
(let ((?x159 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x188 (relu ?x159)))
(or (and (distinct ?x188 ?x246) true) (and (distinct ?x199 ?x257) true)))))))))))))
(check-sat)
