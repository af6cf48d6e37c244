; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, relu_concat, relu_slice, slice_concat_left, slice_concat_right
; z3 rlimit used: 51521
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
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
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
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x100 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x97 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (= ?x97 ?x100))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
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
 (>= sym_c3 1))
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
 (let ((?x138 (dim in_k1 2)))
 (= 3 ?x138)))
(assert
 (let ((?x140 (dim in_k1 3)))
 (= 3 ?x140)))
(assert
 (= (rank in_k2) 4))
(assert
 (= (dim in_k2 0) sym_c3))
(assert
 (= (dim in_k2 1) sym_c))
(assert
 (let ((?x149 (dim in_k2 2)))
 (= 3 ?x149)))
(assert
 (let ((?x151 (dim in_k2 3)))
 (= 3 ?x151)))
(assert
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x153) 4)))
(assert
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x153 0) sym_n)))
(assert
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x153 1) sym_c2)))
(assert
 (let ((?x162 (+ (- 2) sym_h)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x160 (dim ?x153 2)))
 (= ?x160 ?x162)))))
(assert
 (let ((?x165 (+ (- 2) sym_w)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x164 (dim ?x153 3)))
 (= ?x164 ?x165)))))
(assert
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (= (rank ?x167) 4)))
(assert
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (= (dim ?x167 0) sym_n)))
(assert
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (= (dim ?x167 1) sym_c3)))
(assert
 (let ((?x162 (+ (- 2) sym_h)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x174 (dim ?x167 2)))
 (= ?x174 ?x162)))))
(assert
 (let ((?x165 (+ (- 2) sym_w)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x176 (dim ?x167 3)))
 (= ?x176 ?x165)))))
(assert
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x178 (relu ?x153)))
 (= (rank ?x178) 4))))
(assert
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x178 (relu ?x153)))
 (= (dim ?x178 0) sym_n))))
(assert
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x178 (relu ?x153)))
 (= (dim ?x178 1) sym_c2))))
(assert
 (let ((?x162 (+ (- 2) sym_h)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x178 (relu ?x153)))
 (let ((?x185 (dim ?x178 2)))
 (= ?x185 ?x162))))))
(assert
 (let ((?x165 (+ (- 2) sym_w)))
 (let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x178 (relu ?x153)))
 (let ((?x187 (dim ?x178 3)))
 (= ?x187 ?x165))))))
(assert
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x189 (relu ?x167)))
 (= (rank ?x189) 4))))
(assert
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x189 (relu ?x167)))
 (= (dim ?x189 0) sym_n))))
(assert
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x189 (relu ?x167)))
 (= (dim ?x189 1) sym_c3))))
(assert
 (let ((?x162 (+ (- 2) sym_h)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x189 (relu ?x167)))
 (let ((?x196 (dim ?x189 2)))
 (= ?x196 ?x162))))))
(assert
 (let ((?x165 (+ (- 2) sym_w)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
 (let ((?x189 (relu ?x167)))
 (let ((?x198 (dim ?x189 3)))
 (= ?x198 ?x165))))))
(assert
 (let ((?x162 (+ (- 2) sym_h)))
 (>= ?x162 0)))
(assert
 (let ((?x165 (+ (- 2) sym_w)))
 (>= ?x165 0)))
(assert
 (= (rank (concat 0 in_k1 in_k2)) 4))
(assert
 (let ((?x206 (+ sym_c2 sym_c3)))
 (let ((?x202 (concat 0 in_k1 in_k2)))
 (let ((?x205 (dim ?x202 0)))
 (= ?x205 ?x206)))))
(assert
 (= (dim (concat 0 in_k1 in_k2) 1) sym_c))
(assert
 (let ((?x202 (concat 0 in_k1 in_k2)))
 (let ((?x210 (dim ?x202 2)))
 (= 3 ?x210))))
(assert
 (let ((?x202 (concat 0 in_k1 in_k2)))
 (let ((?x212 (dim ?x202 3)))
 (= 3 ?x212))))
(assert
 (let ((?x202 (concat 0 in_k1 in_k2)))
 (let ((?x214 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x202)))
 (= (rank ?x214) 4))))
(assert
 (let ((?x202 (concat 0 in_k1 in_k2)))
 (let ((?x214 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x202)))
 (= (dim ?x214 0) sym_n))))
(assert
 (let ((?x206 (+ sym_c2 sym_c3)))
 (let ((?x202 (concat 0 in_k1 in_k2)))
 (let ((?x214 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x202)))
 (let ((?x219 (dim ?x214 1)))
 (= ?x219 ?x206))))))
(assert
 (let ((?x162 (+ (- 2) sym_h)))
 (let ((?x202 (concat 0 in_k1 in_k2)))
 (let ((?x214 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x202)))
 (let ((?x221 (dim ?x214 2)))
 (= ?x221 ?x162))))))
(assert
 (let ((?x165 (+ (- 2) sym_w)))
 (let ((?x202 (concat 0 in_k1 in_k2)))
 (let ((?x214 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x202)))
 (let ((?x223 (dim ?x214 3)))
 (= ?x223 ?x165))))))
(assert
 (let ((?x202 (concat 0 in_k1 in_k2)))
 (let ((?x214 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x202)))
 (let ((?x225 (relu ?x214)))
 (= (rank ?x225) 4)))))
(assert
 (let ((?x202 (concat 0 in_k1 in_k2)))
 (let ((?x214 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x202)))
 (let ((?x225 (relu ?x214)))
 (= (dim ?x225 0) sym_n)))))
(assert
 (let ((?x206 (+ sym_c2 sym_c3)))
 (let ((?x202 (concat 0 in_k1 in_k2)))
 (let ((?x214 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x202)))
 (let ((?x225 (relu ?x214)))
 (let ((?x230 (dim ?x225 1)))
 (= ?x230 ?x206)))))))
(assert
 (let ((?x162 (+ (- 2) sym_h)))
 (let ((?x202 (concat 0 in_k1 in_k2)))
 (let ((?x214 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x202)))
 (let ((?x225 (relu ?x214)))
 (let ((?x232 (dim ?x225 2)))
 (= ?x232 ?x162)))))))
(assert
 (let ((?x165 (+ (- 2) sym_w)))
 (let ((?x202 (concat 0 in_k1 in_k2)))
 (let ((?x214 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x202)))
 (let ((?x225 (relu ?x214)))
 (let ((?x234 (dim ?x225 3)))
 (= ?x234 ?x165)))))))
(assert
 (let ((?x202 (concat 0 in_k1 in_k2)))
 (let ((?x214 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x202)))
 (let ((?x225 (relu ?x214)))
 (let ((?x236 (slice 1 0 sym_c2 ?x225)))
 (= (rank ?x236) 4))))))
(assert
 (let ((?x202 (concat 0 in_k1 in_k2)))
 (let ((?x214 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x202)))
 (let ((?x225 (relu ?x214)))
 (let ((?x236 (slice 1 0 sym_c2 ?x225)))
 (= (dim ?x236 0) sym_n))))))
(assert
 (let ((?x202 (concat 0 in_k1 in_k2)))
 (let ((?x214 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x202)))
 (let ((?x225 (relu ?x214)))
 (let ((?x236 (slice 1 0 sym_c2 ?x225)))
 (= (dim ?x236 1) sym_c2))))))
(assert
 (let ((?x162 (+ (- 2) sym_h)))
 (let ((?x202 (concat 0 in_k1 in_k2)))
 (let ((?x214 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x202)))
 (let ((?x225 (relu ?x214)))
 (let ((?x236 (slice 1 0 sym_c2 ?x225)))
 (let ((?x243 (dim ?x236 2)))
 (= ?x243 ?x162))))))))
(assert
 (let ((?x165 (+ (- 2) sym_w)))
 (let ((?x202 (concat 0 in_k1 in_k2)))
 (let ((?x214 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x202)))
 (let ((?x225 (relu ?x214)))
 (let ((?x236 (slice 1 0 sym_c2 ?x225)))
 (let ((?x245 (dim ?x236 3)))
 (= ?x245 ?x165))))))))
(assert
 (let ((?x202 (concat 0 in_k1 in_k2)))
 (let ((?x214 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x202)))
 (let ((?x225 (relu ?x214)))
 (let ((?x206 (+ sym_c2 sym_c3)))
 (let ((?x247 (slice 1 sym_c2 ?x206 ?x225)))
 (= (rank ?x247) 4)))))))
(assert
 (let ((?x202 (concat 0 in_k1 in_k2)))
 (let ((?x214 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x202)))
 (let ((?x225 (relu ?x214)))
 (let ((?x206 (+ sym_c2 sym_c3)))
 (let ((?x247 (slice 1 sym_c2 ?x206 ?x225)))
 (= (dim ?x247 0) sym_n)))))))
(assert
 (let ((?x202 (concat 0 in_k1 in_k2)))
 (let ((?x214 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x202)))
 (let ((?x225 (relu ?x214)))
 (let ((?x206 (+ sym_c2 sym_c3)))
 (let ((?x247 (slice 1 sym_c2 ?x206 ?x225)))
 (= (dim ?x247 1) sym_c3)))))))
(assert
 (let ((?x162 (+ (- 2) sym_h)))
 (let ((?x202 (concat 0 in_k1 in_k2)))
 (let ((?x214 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x202)))
 (let ((?x225 (relu ?x214)))
 (let ((?x206 (+ sym_c2 sym_c3)))
 (let ((?x247 (slice 1 sym_c2 ?x206 ?x225)))
 (let ((?x254 (dim ?x247 2)))
 (= ?x254 ?x162)))))))))
(assert
 (let ((?x165 (+ (- 2) sym_w)))
 (let ((?x202 (concat 0 in_k1 in_k2)))
 (let ((?x214 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x202)))
 (let ((?x225 (relu ?x214)))
 (let ((?x206 (+ sym_c2 sym_c3)))
 (let ((?x247 (slice 1 sym_c2 ?x206 ?x225)))
 (let ((?x256 (dim ?x247 3)))
 (= ?x256 ?x165)))))))))
(assert
 (let ((?x202 (concat 0 in_k1 in_k2)))
(let ((?x214 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x202)))
(let ((?x225 (relu ?x214)))
(let ((?x206 (+ sym_c2 sym_c3)))
(let ((?x247 (slice 1 sym_c2 ?x206 ?x225)))
(let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k2)))
(let ((?x189 (relu ?x167)))
(let ((?x236 (slice 1 0 sym_c2 ?x225)))
(let ((?x153 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x178 (relu ?x153)))
(or (and (distinct ?x178 ?x236) true) (and (distinct ?x189 ?x247) true)))))))))))))
(check-sat)
