; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch, relu_concat, relu_slice, slice_concat_left, slice_concat_right
; z3 rlimit used: 51534
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
(declare-fun slice (Int Int Int T) T)
(declare-fun dim (T Int) Int)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
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
 (forall ((X T) (Y T) (ax Int) )(! (let ((?x12 (concat ax (relu X) (relu Y))))
 (let ((?x9 (relu (concat ax X Y))))
 (= ?x9 ?x12))) :pattern ( (relu (concat ax X Y)) ) :pattern ( (concat ax (relu X) (relu Y)) ) :qid relu_concat))
 )
(assert
 (forall ((X T) (ax Int) (e Int) (s Int) )(! (let ((?x42 (relu (slice ax s e X))))
 (let ((?x40 (slice ax s e (relu X))))
 (let (($x43 (= ?x40 ?x42)))
 (=> (and (<= s e)) $x43)))) :pattern ( (slice ax s e (relu X)) ) :pattern ( (relu (slice ax s e X)) ) :qid relu_slice))
 )
(assert
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x60 (slice ax 0 n1 (concat ax A B))))
 (let (($x61 (= ?x60 A)))
 (=> (and (= (dim A ax) n1)) $x61))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (n1 Int) )(! (let ((?x76 (slice ax n1 e (concat ax A B))))
 (let (($x77 (= ?x76 B)))
 (=> (and (= (dim A ax) n1) (= (dim B ax) (- e n1))) $x77))) :pattern ( (slice ax n1 e (concat ax A B)) ) :qid slice_concat_right))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x100 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x97 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (= ?x97 ?x100))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
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
 (let ((?x150 (dim in_k1 2)))
 (= 3 ?x150)))
(assert
 (let ((?x152 (dim in_k1 3)))
 (= 3 ?x152)))
(assert
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x154) 4)))
(assert
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x154 0) sym_n)))
(assert
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x154 1) sym_c2)))
(assert
 (let ((?x163 (+ (- 2) sym_h)))
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x161 (dim ?x154 2)))
 (= ?x161 ?x163)))))
(assert
 (let ((?x166 (+ (- 2) sym_w)))
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x165 (dim ?x154 3)))
 (= ?x165 ?x166)))))
(assert
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (= (rank ?x168) 4)))
(assert
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (= (dim ?x168 0) sym_n2)))
(assert
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (= (dim ?x168 1) sym_c2)))
(assert
 (let ((?x163 (+ (- 2) sym_h)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x175 (dim ?x168 2)))
 (= ?x175 ?x163)))))
(assert
 (let ((?x166 (+ (- 2) sym_w)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x177 (dim ?x168 3)))
 (= ?x177 ?x166)))))
(assert
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x179 (relu ?x154)))
 (= (rank ?x179) 4))))
(assert
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x179 (relu ?x154)))
 (= (dim ?x179 0) sym_n))))
(assert
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x179 (relu ?x154)))
 (= (dim ?x179 1) sym_c2))))
(assert
 (let ((?x163 (+ (- 2) sym_h)))
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x179 (relu ?x154)))
 (let ((?x186 (dim ?x179 2)))
 (= ?x186 ?x163))))))
(assert
 (let ((?x166 (+ (- 2) sym_w)))
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x179 (relu ?x154)))
 (let ((?x188 (dim ?x179 3)))
 (= ?x188 ?x166))))))
(assert
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x190 (relu ?x168)))
 (= (rank ?x190) 4))))
(assert
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x190 (relu ?x168)))
 (= (dim ?x190 0) sym_n2))))
(assert
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x190 (relu ?x168)))
 (= (dim ?x190 1) sym_c2))))
(assert
 (let ((?x163 (+ (- 2) sym_h)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x190 (relu ?x168)))
 (let ((?x197 (dim ?x190 2)))
 (= ?x197 ?x163))))))
(assert
 (let ((?x166 (+ (- 2) sym_w)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
 (let ((?x190 (relu ?x168)))
 (let ((?x199 (dim ?x190 3)))
 (= ?x199 ?x166))))))
(assert
 (let ((?x163 (+ (- 2) sym_h)))
 (>= ?x163 0)))
(assert
 (let ((?x166 (+ (- 2) sym_w)))
 (>= ?x166 0)))
(assert
 (= (rank (concat 0 in_i1 in_i2)) 4))
(assert
 (let ((?x207 (+ sym_n sym_n2)))
 (let ((?x203 (concat 0 in_i1 in_i2)))
 (let ((?x206 (dim ?x203 0)))
 (= ?x206 ?x207)))))
(assert
 (= (dim (concat 0 in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i2) 3) sym_w))
(assert
 (let ((?x203 (concat 0 in_i1 in_i2)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 ?x203 in_k1)))
 (= (rank ?x215) 4))))
(assert
 (let ((?x207 (+ sym_n sym_n2)))
 (let ((?x203 (concat 0 in_i1 in_i2)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 ?x203 in_k1)))
 (let ((?x218 (dim ?x215 0)))
 (= ?x218 ?x207))))))
(assert
 (let ((?x203 (concat 0 in_i1 in_i2)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 ?x203 in_k1)))
 (= (dim ?x215 1) sym_c2))))
(assert
 (let ((?x163 (+ (- 2) sym_h)))
 (let ((?x203 (concat 0 in_i1 in_i2)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 ?x203 in_k1)))
 (let ((?x222 (dim ?x215 2)))
 (= ?x222 ?x163))))))
(assert
 (let ((?x166 (+ (- 2) sym_w)))
 (let ((?x203 (concat 0 in_i1 in_i2)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 ?x203 in_k1)))
 (let ((?x224 (dim ?x215 3)))
 (= ?x224 ?x166))))))
(assert
 (let ((?x203 (concat 0 in_i1 in_i2)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 ?x203 in_k1)))
 (let ((?x226 (relu ?x215)))
 (= (rank ?x226) 4)))))
(assert
 (let ((?x207 (+ sym_n sym_n2)))
 (let ((?x203 (concat 0 in_i1 in_i2)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 ?x203 in_k1)))
 (let ((?x226 (relu ?x215)))
 (let ((?x229 (dim ?x226 0)))
 (= ?x229 ?x207)))))))
(assert
 (let ((?x203 (concat 0 in_i1 in_i2)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 ?x203 in_k1)))
 (let ((?x226 (relu ?x215)))
 (= (dim ?x226 1) sym_c2)))))
(assert
 (let ((?x163 (+ (- 2) sym_h)))
 (let ((?x203 (concat 0 in_i1 in_i2)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 ?x203 in_k1)))
 (let ((?x226 (relu ?x215)))
 (let ((?x233 (dim ?x226 2)))
 (= ?x233 ?x163)))))))
(assert
 (let ((?x166 (+ (- 2) sym_w)))
 (let ((?x203 (concat 0 in_i1 in_i2)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 ?x203 in_k1)))
 (let ((?x226 (relu ?x215)))
 (let ((?x235 (dim ?x226 3)))
 (= ?x235 ?x166)))))))
(assert
 (let ((?x203 (concat 0 in_i1 in_i2)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 ?x203 in_k1)))
 (let ((?x226 (relu ?x215)))
 (let ((?x237 (slice 0 0 sym_n ?x226)))
 (= (rank ?x237) 4))))))
(assert
 (let ((?x203 (concat 0 in_i1 in_i2)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 ?x203 in_k1)))
 (let ((?x226 (relu ?x215)))
 (let ((?x237 (slice 0 0 sym_n ?x226)))
 (= (dim ?x237 0) sym_n))))))
(assert
 (let ((?x203 (concat 0 in_i1 in_i2)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 ?x203 in_k1)))
 (let ((?x226 (relu ?x215)))
 (let ((?x237 (slice 0 0 sym_n ?x226)))
 (= (dim ?x237 1) sym_c2))))))
(assert
 (let ((?x163 (+ (- 2) sym_h)))
 (let ((?x203 (concat 0 in_i1 in_i2)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 ?x203 in_k1)))
 (let ((?x226 (relu ?x215)))
 (let ((?x237 (slice 0 0 sym_n ?x226)))
 (let ((?x244 (dim ?x237 2)))
 (= ?x244 ?x163))))))))
(assert
 (let ((?x166 (+ (- 2) sym_w)))
 (let ((?x203 (concat 0 in_i1 in_i2)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 ?x203 in_k1)))
 (let ((?x226 (relu ?x215)))
 (let ((?x237 (slice 0 0 sym_n ?x226)))
 (let ((?x246 (dim ?x237 3)))
 (= ?x246 ?x166))))))))
(assert
 (let ((?x203 (concat 0 in_i1 in_i2)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 ?x203 in_k1)))
 (let ((?x226 (relu ?x215)))
 (let ((?x207 (+ sym_n sym_n2)))
 (let ((?x248 (slice 0 sym_n ?x207 ?x226)))
 (= (rank ?x248) 4)))))))
(assert
 (let ((?x203 (concat 0 in_i1 in_i2)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 ?x203 in_k1)))
 (let ((?x226 (relu ?x215)))
 (let ((?x207 (+ sym_n sym_n2)))
 (let ((?x248 (slice 0 sym_n ?x207 ?x226)))
 (= (dim ?x248 0) sym_n2)))))))
(assert
 (let ((?x203 (concat 0 in_i1 in_i2)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 ?x203 in_k1)))
 (let ((?x226 (relu ?x215)))
 (let ((?x207 (+ sym_n sym_n2)))
 (let ((?x248 (slice 0 sym_n ?x207 ?x226)))
 (= (dim ?x248 1) sym_c2)))))))
(assert
 (let ((?x163 (+ (- 2) sym_h)))
 (let ((?x203 (concat 0 in_i1 in_i2)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 ?x203 in_k1)))
 (let ((?x226 (relu ?x215)))
 (let ((?x207 (+ sym_n sym_n2)))
 (let ((?x248 (slice 0 sym_n ?x207 ?x226)))
 (let ((?x255 (dim ?x248 2)))
 (= ?x255 ?x163)))))))))
(assert
 (let ((?x166 (+ (- 2) sym_w)))
 (let ((?x203 (concat 0 in_i1 in_i2)))
 (let ((?x215 (conv 1 1 0 0 0 0 1 1 1 ?x203 in_k1)))
 (let ((?x226 (relu ?x215)))
 (let ((?x207 (+ sym_n sym_n2)))
 (let ((?x248 (slice 0 sym_n ?x207 ?x226)))
 (let ((?x257 (dim ?x248 3)))
 (= ?x257 ?x166)))))))))
(assert
 (let ((?x203 (concat 0 in_i1 in_i2)))
(let ((?x215 (conv 1 1 0 0 0 0 1 1 1 ?x203 in_k1)))
(let ((?x226 (relu ?x215)))
(let ((?x207 (+ sym_n sym_n2)))
(let ((?x248 (slice 0 sym_n ?x207 ?x226)))
(let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_k1)))
(let ((?x190 (relu ?x168)))
(let ((?x237 (slice 0 0 sym_n ?x226)))
(let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x179 (relu ?x154)))
(or (and (distinct ?x179 ?x237) true) (and (distinct ?x190 ?x248) true)))))))))))))
(check-sat)
