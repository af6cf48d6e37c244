; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch, conv_idkernel3_after_conv, conv_strided_subsample, relu_concat, relu_conv_idkernel, relu_idem
; z3 rlimit used: 50921
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun concat (Int T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(assert
 (forall ((X T) )(! (let ((?x6 (relu X)))
 (let ((?x7 (relu ?x6)))
 (= ?x7 ?x6))) :pattern ( (relu (relu X)) ) :qid relu_idem))
 )
(assert
 (forall ((X T) (Y T) (ax Int) )(! (let ((?x35 (concat ax (relu X) (relu Y))))
 (let ((?x32 (relu (concat ax X Y))))
 (= ?x32 ?x35))) :pattern ( (relu (concat ax X Y)) ) :pattern ( (concat ax (relu X) (relu Y)) ) :qid relu_concat))
 )
(assert
 (forall ((W T) (X T) (m Int) (p Int) (q Int) (s Int) )(! (let ((?x43 (+ q p)))
 (let ((?x56 (- ?x43 1)))
 (let ((?x55 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x58 (= ?x55 (conv s s ?x56 ?x56 ?x56 ?x56 1 1 1 X W))))
 (=> (and (<= 1 ?x43) (= (dim W 0) m)) $x58))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x74 (idkernel4 c k k)))
 (let ((?x78 (conv s s p p p p 1 1 1 (relu X) ?x74)))
 (let ((?x76 (relu (conv s s p p p p 1 1 1 X ?x74))))
 (let (($x79 (= ?x76 ?x78)))
 (=> (and (= (dim X 1) c)) $x79))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x99 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x96 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (= ?x96 ?x99))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x109 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x107 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x110 (= ?x107 ?x109)))
 (=> (and (< 1 (* sh sw))) $x110)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x149 (dim in_k1 2)))
 (= 3 ?x149)))
(assert
 (let ((?x151 (dim in_k1 3)))
 (= 3 ?x151)))
(assert
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x153) 4)))
(assert
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x153 0) sym_n)))
(assert
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x153 1) sym_c2)))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x160 (dim ?x153 2)))
 (= ?x160 ?x163))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x165 (dim ?x153 3)))
 (= ?x165 ?x168))))))
(assert
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x170 (relu ?x153)))
 (= (rank ?x170) 4))))
(assert
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x170 (relu ?x153)))
 (= (dim ?x170 0) sym_n))))
(assert
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x170 (relu ?x153)))
 (= (dim ?x170 1) sym_c2))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x170 (relu ?x153)))
 (let ((?x177 (dim ?x170 2)))
 (= ?x177 ?x163)))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x170 (relu ?x153)))
 (let ((?x179 (dim ?x170 3)))
 (= ?x179 ?x168)))))))
(assert
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x170 (relu ?x153)))
 (let ((?x181 (concat 0 ?x170 ?x153)))
 (= (rank ?x181) 4)))))
(assert
 (let ((?x185 (* 2 sym_n)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x170 (relu ?x153)))
 (let ((?x181 (concat 0 ?x170 ?x153)))
 (let ((?x184 (dim ?x181 0)))
 (= ?x184 ?x185)))))))
(assert
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x170 (relu ?x153)))
 (let ((?x181 (concat 0 ?x170 ?x153)))
 (= (dim ?x181 1) sym_c2)))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x170 (relu ?x153)))
 (let ((?x181 (concat 0 ?x170 ?x153)))
 (let ((?x189 (dim ?x181 2)))
 (= ?x189 ?x163))))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x170 (relu ?x153)))
 (let ((?x181 (concat 0 ?x170 ?x153)))
 (let ((?x191 (dim ?x181 3)))
 (= ?x191 ?x168))))))))
(assert
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x170 (relu ?x153)))
 (let ((?x181 (concat 0 ?x170 ?x153)))
 (let ((?x193 (relu ?x181)))
 (= (rank ?x193) 4))))))
(assert
 (let ((?x185 (* 2 sym_n)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x170 (relu ?x153)))
 (let ((?x181 (concat 0 ?x170 ?x153)))
 (let ((?x193 (relu ?x181)))
 (let ((?x196 (dim ?x193 0)))
 (= ?x196 ?x185))))))))
(assert
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x170 (relu ?x153)))
 (let ((?x181 (concat 0 ?x170 ?x153)))
 (let ((?x193 (relu ?x181)))
 (= (dim ?x193 1) sym_c2))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x170 (relu ?x153)))
 (let ((?x181 (concat 0 ?x170 ?x153)))
 (let ((?x193 (relu ?x181)))
 (let ((?x200 (dim ?x193 2)))
 (= ?x200 ?x163)))))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x153 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x170 (relu ?x153)))
 (let ((?x181 (concat 0 ?x170 ?x153)))
 (let ((?x193 (relu ?x181)))
 (let ((?x202 (dim ?x193 3)))
 (= ?x202 ?x168)))))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (>= ?x163 0))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (>= ?x168 0))))
(assert
 (let ((?x185 (* 2 sym_n)))
 (>= ?x185 0)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x207 (idkernel4 sym_c2 3 3)))
 (let ((?x214 (dim ?x207 2)))
 (= 3 ?x214))))
(assert
 (let ((?x207 (idkernel4 sym_c2 3 3)))
 (let ((?x216 (dim ?x207 3)))
 (= 3 ?x216))))
(assert
 (let ((?x218 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x218) 4)))
(assert
 (let ((?x218 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x218 0) sym_n)))
(assert
 (let ((?x218 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x218 1) sym_c2)))
(assert
 (let ((?x218 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x218 2) sym_h)))
(assert
 (let ((?x218 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x218 3) sym_w)))
(assert
 (let ((?x218 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (= (rank ?x229) 4))))
(assert
 (let ((?x218 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (= (dim ?x229 0) sym_n))))
(assert
 (let ((?x218 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (= (dim ?x229 1) sym_c2))))
(assert
 (let ((?x218 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (= (dim ?x229 2) sym_h))))
(assert
 (let ((?x218 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (= (dim ?x229 3) sym_w))))
(assert
 (let ((?x218 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (let ((?x240 (concat 0 ?x218 ?x229)))
 (= (rank ?x240) 4)))))
(assert
 (let ((?x185 (* 2 sym_n)))
 (let ((?x218 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (let ((?x240 (concat 0 ?x218 ?x229)))
 (let ((?x243 (dim ?x240 0)))
 (= ?x243 ?x185)))))))
(assert
 (let ((?x218 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (let ((?x240 (concat 0 ?x218 ?x229)))
 (= (dim ?x240 1) sym_c2)))))
(assert
 (let ((?x218 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (let ((?x240 (concat 0 ?x218 ?x229)))
 (= (dim ?x240 2) sym_h)))))
(assert
 (let ((?x218 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (let ((?x240 (concat 0 ?x218 ?x229)))
 (= (dim ?x240 3) sym_w)))))
(assert
 (let ((?x207 (idkernel4 sym_c2 3 3)))
 (let ((?x218 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (let ((?x240 (concat 0 ?x218 ?x229)))
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 ?x240 ?x207)))
 (= (rank ?x251) 4)))))))
(assert
 (let ((?x185 (* 2 sym_n)))
 (let ((?x207 (idkernel4 sym_c2 3 3)))
 (let ((?x218 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (let ((?x240 (concat 0 ?x218 ?x229)))
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 ?x240 ?x207)))
 (let ((?x254 (dim ?x251 0)))
 (= ?x254 ?x185)))))))))
(assert
 (let ((?x207 (idkernel4 sym_c2 3 3)))
 (let ((?x218 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (let ((?x240 (concat 0 ?x218 ?x229)))
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 ?x240 ?x207)))
 (= (dim ?x251 1) sym_c2)))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x207 (idkernel4 sym_c2 3 3)))
 (let ((?x218 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (let ((?x240 (concat 0 ?x218 ?x229)))
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 ?x240 ?x207)))
 (let ((?x258 (dim ?x251 2)))
 (= ?x258 ?x163))))))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x207 (idkernel4 sym_c2 3 3)))
 (let ((?x218 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (let ((?x240 (concat 0 ?x218 ?x229)))
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 ?x240 ?x207)))
 (let ((?x260 (dim ?x251 3)))
 (= ?x260 ?x168))))))))))
(assert
 (let ((?x207 (idkernel4 sym_c2 3 3)))
 (let ((?x218 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (let ((?x240 (concat 0 ?x218 ?x229)))
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 ?x240 ?x207)))
 (let ((?x262 (relu ?x251)))
 (= (rank ?x262) 4))))))))
(assert
 (let ((?x185 (* 2 sym_n)))
 (let ((?x207 (idkernel4 sym_c2 3 3)))
 (let ((?x218 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (let ((?x240 (concat 0 ?x218 ?x229)))
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 ?x240 ?x207)))
 (let ((?x262 (relu ?x251)))
 (let ((?x265 (dim ?x262 0)))
 (= ?x265 ?x185))))))))))
(assert
 (let ((?x207 (idkernel4 sym_c2 3 3)))
 (let ((?x218 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (let ((?x240 (concat 0 ?x218 ?x229)))
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 ?x240 ?x207)))
 (let ((?x262 (relu ?x251)))
 (= (dim ?x262 1) sym_c2))))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_h) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x207 (idkernel4 sym_c2 3 3)))
 (let ((?x218 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (let ((?x240 (concat 0 ?x218 ?x229)))
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 ?x240 ?x207)))
 (let ((?x262 (relu ?x251)))
 (let ((?x269 (dim ?x262 2)))
 (= ?x269 ?x163)))))))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_w) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x207 (idkernel4 sym_c2 3 3)))
 (let ((?x218 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x229 (relu ?x218)))
 (let ((?x240 (concat 0 ?x218 ?x229)))
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 ?x240 ?x207)))
 (let ((?x262 (relu ?x251)))
 (let ((?x271 (dim ?x262 3)))
 (= ?x271 ?x168)))))))))))
(assert
 (let ((?x207 (idkernel4 sym_c2 3 3)))
(let ((?x218 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x229 (relu ?x218)))
(let ((?x240 (concat 0 ?x218 ?x229)))
(let ((?x251 (conv 2 2 1 1 1 1 1 1 1 ?x240 ?x207)))
(let ((?x262 (relu ?x251)))
(let ((?x153 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x170 (relu ?x153)))
(let ((?x181 (concat 0 ?x170 ?x153)))
(let ((?x193 (relu ?x181)))
(and (distinct ?x193 ?x262) true))))))))))))
(check-sat)
