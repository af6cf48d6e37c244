; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, relu_concat, relu_slice, slice_concat_left, slice_concat_right
; z3 rlimit used: 113988
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
 (let ((?x187 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x187) 4)))
(assert
 (let ((?x187 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x187 0) sym_n)))
(assert
 (let ((?x187 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x187 1) sym_c2)))
(assert
 (let ((?x187 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x187 2) sym_h)))
(assert
 (let ((?x187 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x187 3) sym_w)))
(assert
 (let ((?x198 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (= (rank ?x198) 4)))
(assert
 (let ((?x198 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (= (dim ?x198 0) sym_n)))
(assert
 (let ((?x198 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (= (dim ?x198 1) sym_c3)))
(assert
 (let ((?x198 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (= (dim ?x198 2) sym_h)))
(assert
 (let ((?x198 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (= (dim ?x198 3) sym_w)))
(assert
 (let ((?x187 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x209 (relu ?x187)))
 (= (rank ?x209) 4))))
(assert
 (let ((?x187 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x209 (relu ?x187)))
 (= (dim ?x209 0) sym_n))))
(assert
 (let ((?x187 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x209 (relu ?x187)))
 (= (dim ?x209 1) sym_c2))))
(assert
 (let ((?x187 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x209 (relu ?x187)))
 (= (dim ?x209 2) sym_h))))
(assert
 (let ((?x187 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x209 (relu ?x187)))
 (= (dim ?x209 3) sym_w))))
(assert
 (let ((?x198 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (let ((?x220 (relu ?x198)))
 (= (rank ?x220) 4))))
(assert
 (let ((?x198 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (let ((?x220 (relu ?x198)))
 (= (dim ?x220 0) sym_n))))
(assert
 (let ((?x198 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (let ((?x220 (relu ?x198)))
 (= (dim ?x220 1) sym_c3))))
(assert
 (let ((?x198 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (let ((?x220 (relu ?x198)))
 (= (dim ?x220 2) sym_h))))
(assert
 (let ((?x198 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
 (let ((?x220 (relu ?x198)))
 (= (dim ?x220 3) sym_w))))
(assert
 (= (rank (concat 0 in_k1 in_k2)) 4))
(assert
 (let ((?x235 (+ sym_c2 sym_c3)))
 (let ((?x231 (concat 0 in_k1 in_k2)))
 (let ((?x234 (dim ?x231 0)))
 (= ?x234 ?x235)))))
(assert
 (= (dim (concat 0 in_k1 in_k2) 1) sym_c))
(assert
 (let ((?x231 (concat 0 in_k1 in_k2)))
 (let ((?x239 (dim ?x231 2)))
 (= 3 ?x239))))
(assert
 (let ((?x231 (concat 0 in_k1 in_k2)))
 (let ((?x241 (dim ?x231 3)))
 (= 3 ?x241))))
(assert
 (let ((?x231 (concat 0 in_k1 in_k2)))
 (let ((?x243 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x231)))
 (= (rank ?x243) 4))))
(assert
 (let ((?x231 (concat 0 in_k1 in_k2)))
 (let ((?x243 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x231)))
 (= (dim ?x243 0) sym_n))))
(assert
 (let ((?x235 (+ sym_c2 sym_c3)))
 (let ((?x231 (concat 0 in_k1 in_k2)))
 (let ((?x243 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x231)))
 (let ((?x248 (dim ?x243 1)))
 (= ?x248 ?x235))))))
(assert
 (let ((?x231 (concat 0 in_k1 in_k2)))
 (let ((?x243 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x231)))
 (= (dim ?x243 2) sym_h))))
(assert
 (let ((?x231 (concat 0 in_k1 in_k2)))
 (let ((?x243 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x231)))
 (= (dim ?x243 3) sym_w))))
(assert
 (let ((?x231 (concat 0 in_k1 in_k2)))
 (let ((?x243 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x231)))
 (let ((?x254 (relu ?x243)))
 (= (rank ?x254) 4)))))
(assert
 (let ((?x231 (concat 0 in_k1 in_k2)))
 (let ((?x243 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x231)))
 (let ((?x254 (relu ?x243)))
 (= (dim ?x254 0) sym_n)))))
(assert
 (let ((?x235 (+ sym_c2 sym_c3)))
 (let ((?x231 (concat 0 in_k1 in_k2)))
 (let ((?x243 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x231)))
 (let ((?x254 (relu ?x243)))
 (let ((?x259 (dim ?x254 1)))
 (= ?x259 ?x235)))))))
(assert
 (let ((?x231 (concat 0 in_k1 in_k2)))
 (let ((?x243 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x231)))
 (let ((?x254 (relu ?x243)))
 (= (dim ?x254 2) sym_h)))))
(assert
 (let ((?x231 (concat 0 in_k1 in_k2)))
 (let ((?x243 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x231)))
 (let ((?x254 (relu ?x243)))
 (= (dim ?x254 3) sym_w)))))
(assert
 (let ((?x231 (concat 0 in_k1 in_k2)))
 (let ((?x243 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x231)))
 (let ((?x254 (relu ?x243)))
 (let ((?x265 (slice 1 0 sym_c2 ?x254)))
 (= (rank ?x265) 4))))))
(assert
 (let ((?x231 (concat 0 in_k1 in_k2)))
 (let ((?x243 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x231)))
 (let ((?x254 (relu ?x243)))
 (let ((?x265 (slice 1 0 sym_c2 ?x254)))
 (= (dim ?x265 0) sym_n))))))
(assert
 (let ((?x231 (concat 0 in_k1 in_k2)))
 (let ((?x243 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x231)))
 (let ((?x254 (relu ?x243)))
 (let ((?x265 (slice 1 0 sym_c2 ?x254)))
 (= (dim ?x265 1) sym_c2))))))
(assert
 (let ((?x231 (concat 0 in_k1 in_k2)))
 (let ((?x243 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x231)))
 (let ((?x254 (relu ?x243)))
 (let ((?x265 (slice 1 0 sym_c2 ?x254)))
 (= (dim ?x265 2) sym_h))))))
(assert
 (let ((?x231 (concat 0 in_k1 in_k2)))
 (let ((?x243 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x231)))
 (let ((?x254 (relu ?x243)))
 (let ((?x265 (slice 1 0 sym_c2 ?x254)))
 (= (dim ?x265 3) sym_w))))))
(assert
 (let ((?x231 (concat 0 in_k1 in_k2)))
 (let ((?x243 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x231)))
 (let ((?x254 (relu ?x243)))
 (let ((?x235 (+ sym_c2 sym_c3)))
 (let ((?x276 (slice 1 sym_c2 ?x235 ?x254)))
 (= (rank ?x276) 4)))))))
(assert
 (let ((?x231 (concat 0 in_k1 in_k2)))
 (let ((?x243 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x231)))
 (let ((?x254 (relu ?x243)))
 (let ((?x235 (+ sym_c2 sym_c3)))
 (let ((?x276 (slice 1 sym_c2 ?x235 ?x254)))
 (= (dim ?x276 0) sym_n)))))))
(assert
 (let ((?x231 (concat 0 in_k1 in_k2)))
 (let ((?x243 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x231)))
 (let ((?x254 (relu ?x243)))
 (let ((?x235 (+ sym_c2 sym_c3)))
 (let ((?x276 (slice 1 sym_c2 ?x235 ?x254)))
 (= (dim ?x276 1) sym_c3)))))))
(assert
 (let ((?x231 (concat 0 in_k1 in_k2)))
 (let ((?x243 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x231)))
 (let ((?x254 (relu ?x243)))
 (let ((?x235 (+ sym_c2 sym_c3)))
 (let ((?x276 (slice 1 sym_c2 ?x235 ?x254)))
 (= (dim ?x276 2) sym_h)))))))
(assert
 (let ((?x231 (concat 0 in_k1 in_k2)))
 (let ((?x243 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x231)))
 (let ((?x254 (relu ?x243)))
 (let ((?x235 (+ sym_c2 sym_c3)))
 (let ((?x276 (slice 1 sym_c2 ?x235 ?x254)))
 (= (dim ?x276 3) sym_w)))))))
(assert
 (let ((?x231 (concat 0 in_k1 in_k2)))
(let ((?x243 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x231)))
(let ((?x254 (relu ?x243)))
(let ((?x235 (+ sym_c2 sym_c3)))
(let ((?x276 (slice 1 sym_c2 ?x235 ?x254)))
(let ((?x198 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k2)))
(let ((?x220 (relu ?x198)))
(let ((?x265 (slice 1 0 sym_c2 ?x254)))
(let ((?x187 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x209 (relu ?x187)))
(or (and (distinct ?x209 ?x265) true) (and (distinct ?x220 ?x276) true)))))))))))))
(check-sat)
