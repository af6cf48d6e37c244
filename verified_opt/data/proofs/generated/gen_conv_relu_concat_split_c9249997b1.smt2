; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, relu_concat, relu_slice, slice_concat_left, slice_concat_right
; z3 rlimit used: 77064
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
(declare-fun slice (Int Int Int T) T)
(declare-fun dim (T Int) Int)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
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
 (let (($x39 (>= sh 1)))
 (let (($x103 (and $x39 (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x103 $x112)))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
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
 (let ((?x153 (dim in_k1 2)))
 (= 3 ?x153)))
(assert
 (let ((?x155 (dim in_k1 3)))
 (= 3 ?x155)))
(assert
 (= (rank in_k2) 4))
(assert
 (= (dim in_k2 0) sym_c3))
(assert
 (= (dim in_k2 1) sym_c))
(assert
 (let ((?x164 (dim in_k2 2)))
 (= 3 ?x164)))
(assert
 (let ((?x166 (dim in_k2 3)))
 (= 3 ?x166)))
(assert
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x168) 4)))
(assert
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x168 0) sym_n)))
(assert
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x168 1) sym_c2)))
(assert
 (let ((?x177 (+ (- 2) sym_h)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x175 (dim ?x168 2)))
 (= ?x175 ?x177)))))
(assert
 (let ((?x180 (+ (- 2) sym_w)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x179 (dim ?x168 3)))
 (= ?x179 ?x180)))))
(assert
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (= (rank ?x182) 4)))
(assert
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (= (dim ?x182 0) sym_n)))
(assert
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (= (dim ?x182 1) sym_c3)))
(assert
 (let ((?x177 (+ (- 2) sym_h)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x189 (dim ?x182 2)))
 (= ?x189 ?x177)))))
(assert
 (let ((?x180 (+ (- 2) sym_w)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x191 (dim ?x182 3)))
 (= ?x191 ?x180)))))
(assert
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x193 (relu ?x168)))
 (= (rank ?x193) 4))))
(assert
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x193 (relu ?x168)))
 (= (dim ?x193 0) sym_n))))
(assert
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x193 (relu ?x168)))
 (= (dim ?x193 1) sym_c2))))
(assert
 (let ((?x177 (+ (- 2) sym_h)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x193 (relu ?x168)))
 (let ((?x200 (dim ?x193 2)))
 (= ?x200 ?x177))))))
(assert
 (let ((?x180 (+ (- 2) sym_w)))
 (let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x193 (relu ?x168)))
 (let ((?x202 (dim ?x193 3)))
 (= ?x202 ?x180))))))
(assert
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x204 (relu ?x182)))
 (= (rank ?x204) 4))))
(assert
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x204 (relu ?x182)))
 (= (dim ?x204 0) sym_n))))
(assert
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x204 (relu ?x182)))
 (= (dim ?x204 1) sym_c3))))
(assert
 (let ((?x177 (+ (- 2) sym_h)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x204 (relu ?x182)))
 (let ((?x211 (dim ?x204 2)))
 (= ?x211 ?x177))))))
(assert
 (let ((?x180 (+ (- 2) sym_w)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x204 (relu ?x182)))
 (let ((?x213 (dim ?x204 3)))
 (= ?x213 ?x180))))))
(assert
 (let ((?x177 (+ (- 2) sym_h)))
 (>= ?x177 0)))
(assert
 (let ((?x180 (+ (- 2) sym_w)))
 (>= ?x180 0)))
(assert
 (= (rank (concat 0 in_k1 in_k2)) 4))
(assert
 (let ((?x221 (+ sym_c2 sym_c3)))
 (let ((?x217 (concat 0 in_k1 in_k2)))
 (let ((?x220 (dim ?x217 0)))
 (= ?x220 ?x221)))))
(assert
 (= (dim (concat 0 in_k1 in_k2) 1) sym_c))
(assert
 (let ((?x217 (concat 0 in_k1 in_k2)))
 (let ((?x225 (dim ?x217 2)))
 (= 3 ?x225))))
(assert
 (let ((?x217 (concat 0 in_k1 in_k2)))
 (let ((?x227 (dim ?x217 3)))
 (= 3 ?x227))))
(assert
 (let ((?x217 (concat 0 in_k1 in_k2)))
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x217)))
 (= (rank ?x229) 4))))
(assert
 (let ((?x217 (concat 0 in_k1 in_k2)))
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x217)))
 (= (dim ?x229 0) sym_n))))
(assert
 (let ((?x221 (+ sym_c2 sym_c3)))
 (let ((?x217 (concat 0 in_k1 in_k2)))
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x234 (dim ?x229 1)))
 (= ?x234 ?x221))))))
(assert
 (let ((?x177 (+ (- 2) sym_h)))
 (let ((?x217 (concat 0 in_k1 in_k2)))
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x236 (dim ?x229 2)))
 (= ?x236 ?x177))))))
(assert
 (let ((?x180 (+ (- 2) sym_w)))
 (let ((?x217 (concat 0 in_k1 in_k2)))
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x238 (dim ?x229 3)))
 (= ?x238 ?x180))))))
(assert
 (let ((?x217 (concat 0 in_k1 in_k2)))
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x240 (relu ?x229)))
 (= (rank ?x240) 4)))))
(assert
 (let ((?x217 (concat 0 in_k1 in_k2)))
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x240 (relu ?x229)))
 (= (dim ?x240 0) sym_n)))))
(assert
 (let ((?x221 (+ sym_c2 sym_c3)))
 (let ((?x217 (concat 0 in_k1 in_k2)))
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x240 (relu ?x229)))
 (let ((?x245 (dim ?x240 1)))
 (= ?x245 ?x221)))))))
(assert
 (let ((?x177 (+ (- 2) sym_h)))
 (let ((?x217 (concat 0 in_k1 in_k2)))
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x240 (relu ?x229)))
 (let ((?x247 (dim ?x240 2)))
 (= ?x247 ?x177)))))))
(assert
 (let ((?x180 (+ (- 2) sym_w)))
 (let ((?x217 (concat 0 in_k1 in_k2)))
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x240 (relu ?x229)))
 (let ((?x249 (dim ?x240 3)))
 (= ?x249 ?x180)))))))
(assert
 (let ((?x217 (concat 0 in_k1 in_k2)))
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x240 (relu ?x229)))
 (let ((?x251 (slice 1 0 sym_c2 ?x240)))
 (= (rank ?x251) 4))))))
(assert
 (let ((?x217 (concat 0 in_k1 in_k2)))
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x240 (relu ?x229)))
 (let ((?x251 (slice 1 0 sym_c2 ?x240)))
 (= (dim ?x251 0) sym_n))))))
(assert
 (let ((?x217 (concat 0 in_k1 in_k2)))
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x240 (relu ?x229)))
 (let ((?x251 (slice 1 0 sym_c2 ?x240)))
 (= (dim ?x251 1) sym_c2))))))
(assert
 (let ((?x177 (+ (- 2) sym_h)))
 (let ((?x217 (concat 0 in_k1 in_k2)))
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x240 (relu ?x229)))
 (let ((?x251 (slice 1 0 sym_c2 ?x240)))
 (let ((?x258 (dim ?x251 2)))
 (= ?x258 ?x177))))))))
(assert
 (let ((?x180 (+ (- 2) sym_w)))
 (let ((?x217 (concat 0 in_k1 in_k2)))
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x240 (relu ?x229)))
 (let ((?x251 (slice 1 0 sym_c2 ?x240)))
 (let ((?x260 (dim ?x251 3)))
 (= ?x260 ?x180))))))))
(assert
 (let ((?x217 (concat 0 in_k1 in_k2)))
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x240 (relu ?x229)))
 (let ((?x221 (+ sym_c2 sym_c3)))
 (let ((?x262 (slice 1 sym_c2 ?x221 ?x240)))
 (= (rank ?x262) 4)))))))
(assert
 (let ((?x217 (concat 0 in_k1 in_k2)))
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x240 (relu ?x229)))
 (let ((?x221 (+ sym_c2 sym_c3)))
 (let ((?x262 (slice 1 sym_c2 ?x221 ?x240)))
 (= (dim ?x262 0) sym_n)))))))
(assert
 (let ((?x217 (concat 0 in_k1 in_k2)))
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x240 (relu ?x229)))
 (let ((?x221 (+ sym_c2 sym_c3)))
 (let ((?x262 (slice 1 sym_c2 ?x221 ?x240)))
 (= (dim ?x262 1) sym_c3)))))))
(assert
 (let ((?x177 (+ (- 2) sym_h)))
 (let ((?x217 (concat 0 in_k1 in_k2)))
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x240 (relu ?x229)))
 (let ((?x221 (+ sym_c2 sym_c3)))
 (let ((?x262 (slice 1 sym_c2 ?x221 ?x240)))
 (let ((?x269 (dim ?x262 2)))
 (= ?x269 ?x177)))))))))
(assert
 (let ((?x180 (+ (- 2) sym_w)))
 (let ((?x217 (concat 0 in_k1 in_k2)))
 (let ((?x229 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x217)))
 (let ((?x240 (relu ?x229)))
 (let ((?x221 (+ sym_c2 sym_c3)))
 (let ((?x262 (slice 1 sym_c2 ?x221 ?x240)))
 (let ((?x271 (dim ?x262 3)))
 (= ?x271 ?x180)))))))))
(assert
 (let ((?x217 (concat 0 in_k1 in_k2)))
(let ((?x229 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x217)))
(let ((?x240 (relu ?x229)))
(let ((?x221 (+ sym_c2 sym_c3)))
(let ((?x262 (slice 1 sym_c2 ?x221 ?x240)))
(let ((?x182 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
(let ((?x204 (relu ?x182)))
(let ((?x251 (slice 1 0 sym_c2 ?x240)))
(let ((?x168 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x193 (relu ?x168)))
(or (and (distinct ?x193 ?x251) true) (and (distinct ?x204 ?x262) true)))))))))))))
(check-sat)
