; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch, relu_concat, relu_slice, slice_concat_left, slice_concat_right
; z3 rlimit used: 50880
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
 (let ((?x154 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x154) 4)))
(assert
 (let ((?x154 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x154 0) sym_n)))
(assert
 (let ((?x154 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x154 1) sym_c2)))
(assert
 (let ((?x154 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x154 2) sym_h)))
(assert
 (let ((?x154 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x154 3) sym_w)))
(assert
 (let ((?x165 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (= (rank ?x165) 4)))
(assert
 (let ((?x165 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (= (dim ?x165 0) sym_n2)))
(assert
 (let ((?x165 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (= (dim ?x165 1) sym_c2)))
(assert
 (let ((?x165 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (= (dim ?x165 2) sym_h)))
(assert
 (let ((?x165 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (= (dim ?x165 3) sym_w)))
(assert
 (let ((?x154 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x176 (relu ?x154)))
 (= (rank ?x176) 4))))
(assert
 (let ((?x154 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x176 (relu ?x154)))
 (= (dim ?x176 0) sym_n))))
(assert
 (let ((?x154 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x176 (relu ?x154)))
 (= (dim ?x176 1) sym_c2))))
(assert
 (let ((?x154 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x176 (relu ?x154)))
 (= (dim ?x176 2) sym_h))))
(assert
 (let ((?x154 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x176 (relu ?x154)))
 (= (dim ?x176 3) sym_w))))
(assert
 (let ((?x165 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (let ((?x187 (relu ?x165)))
 (= (rank ?x187) 4))))
(assert
 (let ((?x165 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (let ((?x187 (relu ?x165)))
 (= (dim ?x187 0) sym_n2))))
(assert
 (let ((?x165 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (let ((?x187 (relu ?x165)))
 (= (dim ?x187 1) sym_c2))))
(assert
 (let ((?x165 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (let ((?x187 (relu ?x165)))
 (= (dim ?x187 2) sym_h))))
(assert
 (let ((?x165 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
 (let ((?x187 (relu ?x165)))
 (= (dim ?x187 3) sym_w))))
(assert
 (= (rank (concat 0 in_i1 in_i2)) 4))
(assert
 (let ((?x202 (+ sym_n sym_n2)))
 (let ((?x198 (concat 0 in_i1 in_i2)))
 (let ((?x201 (dim ?x198 0)))
 (= ?x201 ?x202)))))
(assert
 (= (dim (concat 0 in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i2) 3) sym_w))
(assert
 (let ((?x198 (concat 0 in_i1 in_i2)))
 (let ((?x210 (conv 1 1 1 1 1 1 1 1 1 ?x198 in_k1)))
 (= (rank ?x210) 4))))
(assert
 (let ((?x202 (+ sym_n sym_n2)))
 (let ((?x198 (concat 0 in_i1 in_i2)))
 (let ((?x210 (conv 1 1 1 1 1 1 1 1 1 ?x198 in_k1)))
 (let ((?x213 (dim ?x210 0)))
 (= ?x213 ?x202))))))
(assert
 (let ((?x198 (concat 0 in_i1 in_i2)))
 (let ((?x210 (conv 1 1 1 1 1 1 1 1 1 ?x198 in_k1)))
 (= (dim ?x210 1) sym_c2))))
(assert
 (let ((?x198 (concat 0 in_i1 in_i2)))
 (let ((?x210 (conv 1 1 1 1 1 1 1 1 1 ?x198 in_k1)))
 (= (dim ?x210 2) sym_h))))
(assert
 (let ((?x198 (concat 0 in_i1 in_i2)))
 (let ((?x210 (conv 1 1 1 1 1 1 1 1 1 ?x198 in_k1)))
 (= (dim ?x210 3) sym_w))))
(assert
 (let ((?x198 (concat 0 in_i1 in_i2)))
 (let ((?x210 (conv 1 1 1 1 1 1 1 1 1 ?x198 in_k1)))
 (let ((?x221 (relu ?x210)))
 (= (rank ?x221) 4)))))
(assert
 (let ((?x202 (+ sym_n sym_n2)))
 (let ((?x198 (concat 0 in_i1 in_i2)))
 (let ((?x210 (conv 1 1 1 1 1 1 1 1 1 ?x198 in_k1)))
 (let ((?x221 (relu ?x210)))
 (let ((?x224 (dim ?x221 0)))
 (= ?x224 ?x202)))))))
(assert
 (let ((?x198 (concat 0 in_i1 in_i2)))
 (let ((?x210 (conv 1 1 1 1 1 1 1 1 1 ?x198 in_k1)))
 (let ((?x221 (relu ?x210)))
 (= (dim ?x221 1) sym_c2)))))
(assert
 (let ((?x198 (concat 0 in_i1 in_i2)))
 (let ((?x210 (conv 1 1 1 1 1 1 1 1 1 ?x198 in_k1)))
 (let ((?x221 (relu ?x210)))
 (= (dim ?x221 2) sym_h)))))
(assert
 (let ((?x198 (concat 0 in_i1 in_i2)))
 (let ((?x210 (conv 1 1 1 1 1 1 1 1 1 ?x198 in_k1)))
 (let ((?x221 (relu ?x210)))
 (= (dim ?x221 3) sym_w)))))
(assert
 (let ((?x198 (concat 0 in_i1 in_i2)))
 (let ((?x210 (conv 1 1 1 1 1 1 1 1 1 ?x198 in_k1)))
 (let ((?x221 (relu ?x210)))
 (let ((?x232 (slice 0 0 sym_n ?x221)))
 (= (rank ?x232) 4))))))
(assert
 (let ((?x198 (concat 0 in_i1 in_i2)))
 (let ((?x210 (conv 1 1 1 1 1 1 1 1 1 ?x198 in_k1)))
 (let ((?x221 (relu ?x210)))
 (let ((?x232 (slice 0 0 sym_n ?x221)))
 (= (dim ?x232 0) sym_n))))))
(assert
 (let ((?x198 (concat 0 in_i1 in_i2)))
 (let ((?x210 (conv 1 1 1 1 1 1 1 1 1 ?x198 in_k1)))
 (let ((?x221 (relu ?x210)))
 (let ((?x232 (slice 0 0 sym_n ?x221)))
 (= (dim ?x232 1) sym_c2))))))
(assert
 (let ((?x198 (concat 0 in_i1 in_i2)))
 (let ((?x210 (conv 1 1 1 1 1 1 1 1 1 ?x198 in_k1)))
 (let ((?x221 (relu ?x210)))
 (let ((?x232 (slice 0 0 sym_n ?x221)))
 (= (dim ?x232 2) sym_h))))))
(assert
 (let ((?x198 (concat 0 in_i1 in_i2)))
 (let ((?x210 (conv 1 1 1 1 1 1 1 1 1 ?x198 in_k1)))
 (let ((?x221 (relu ?x210)))
 (let ((?x232 (slice 0 0 sym_n ?x221)))
 (= (dim ?x232 3) sym_w))))))
(assert
 (let ((?x198 (concat 0 in_i1 in_i2)))
 (let ((?x210 (conv 1 1 1 1 1 1 1 1 1 ?x198 in_k1)))
 (let ((?x221 (relu ?x210)))
 (let ((?x202 (+ sym_n sym_n2)))
 (let ((?x243 (slice 0 sym_n ?x202 ?x221)))
 (= (rank ?x243) 4)))))))
(assert
 (let ((?x198 (concat 0 in_i1 in_i2)))
 (let ((?x210 (conv 1 1 1 1 1 1 1 1 1 ?x198 in_k1)))
 (let ((?x221 (relu ?x210)))
 (let ((?x202 (+ sym_n sym_n2)))
 (let ((?x243 (slice 0 sym_n ?x202 ?x221)))
 (= (dim ?x243 0) sym_n2)))))))
(assert
 (let ((?x198 (concat 0 in_i1 in_i2)))
 (let ((?x210 (conv 1 1 1 1 1 1 1 1 1 ?x198 in_k1)))
 (let ((?x221 (relu ?x210)))
 (let ((?x202 (+ sym_n sym_n2)))
 (let ((?x243 (slice 0 sym_n ?x202 ?x221)))
 (= (dim ?x243 1) sym_c2)))))))
(assert
 (let ((?x198 (concat 0 in_i1 in_i2)))
 (let ((?x210 (conv 1 1 1 1 1 1 1 1 1 ?x198 in_k1)))
 (let ((?x221 (relu ?x210)))
 (let ((?x202 (+ sym_n sym_n2)))
 (let ((?x243 (slice 0 sym_n ?x202 ?x221)))
 (= (dim ?x243 2) sym_h)))))))
(assert
 (let ((?x198 (concat 0 in_i1 in_i2)))
 (let ((?x210 (conv 1 1 1 1 1 1 1 1 1 ?x198 in_k1)))
 (let ((?x221 (relu ?x210)))
 (let ((?x202 (+ sym_n sym_n2)))
 (let ((?x243 (slice 0 sym_n ?x202 ?x221)))
 (= (dim ?x243 3) sym_w)))))))
(assert
 (let ((?x198 (concat 0 in_i1 in_i2)))
(let ((?x210 (conv 1 1 1 1 1 1 1 1 1 ?x198 in_k1)))
(let ((?x221 (relu ?x210)))
(let ((?x202 (+ sym_n sym_n2)))
(let ((?x243 (slice 0 sym_n ?x202 ?x221)))
(let ((?x165 (conv 1 1 1 1 1 1 1 1 1 in_i2 in_k1)))
(let ((?x187 (relu ?x165)))
(let ((?x232 (slice 0 0 sym_n ?x221)))
(let ((?x154 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x176 (relu ?x154)))
(or (and (distinct ?x176 ?x232) true) (and (distinct ?x187 ?x243) true)))))))))))))
(check-sat)
