; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, slice_concat_left, slice_concat_right
; z3 rlimit used: 113148
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_m1 () Int)
(declare-fun sym_m2 () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_W1 () T)
(declare-fun in_W2 () T)
(declare-fun in_X () T)
(assert
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x19 (slice ax 0 n1 (concat ax A B))))
 (let (($x20 (= ?x19 A)))
 (let (($x12 (>= (rank A) 1)))
 (let (($x16 (and (= (dim A ax) n1) $x12 (>= (rank B) 1))))
 (=> $x16 $x20))))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (n1 Int) )(! (let ((?x55 (slice ax n1 e (concat ax A B))))
 (let (($x56 (= ?x55 B)))
 (let (($x12 (>= (rank B) 1)))
 (let (($x52 (>= (rank A) 1)))
 (let (($x47 (= (dim A ax) n1)))
 (=> (and $x47 (= (dim B ax) (- e n1)) $x52 $x12) $x56)))))) :pattern ( (slice ax n1 e (concat ax A B)) ) :qid slice_concat_right))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x97 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x94 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (let (($x98 (= ?x94 ?x97)))
 (let (($x92 (and (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W1) 4) (= (rank W2) 4))))
 (=> $x92 $x98))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_m1 1))
(assert
 (>= sym_m2 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_W1) 4))
(assert
 (= (dim in_W1 0) sym_m1))
(assert
 (= (dim in_W1 1) sym_c))
(assert
 (let ((?x127 (dim in_W1 2)))
 (= 3 ?x127)))
(assert
 (let ((?x129 (dim in_W1 3)))
 (= 3 ?x129)))
(assert
 (= (rank in_W2) 4))
(assert
 (= (dim in_W2 0) sym_m2))
(assert
 (= (dim in_W2 1) sym_c))
(assert
 (let ((?x138 (dim in_W2 2)))
 (= 3 ?x138)))
(assert
 (let ((?x140 (dim in_W2 3)))
 (= 3 ?x140)))
(assert
 (= (rank in_X) 4))
(assert
 (= (dim in_X 0) sym_n))
(assert
 (= (dim in_X 1) sym_c))
(assert
 (= (dim in_X 2) sym_h))
(assert
 (= (dim in_X 3) sym_w))
(assert
 (let ((?x153 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (= (rank ?x153) 4)))
(assert
 (let ((?x153 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (= (dim ?x153 0) sym_n)))
(assert
 (let ((?x153 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (= (dim ?x153 1) sym_m1)))
(assert
 (let ((?x153 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (= (dim ?x153 2) sym_h)))
(assert
 (let ((?x153 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (= (dim ?x153 3) sym_w)))
(assert
 (let ((?x164 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (= (rank ?x164) 4)))
(assert
 (let ((?x164 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (= (dim ?x164 0) sym_n)))
(assert
 (let ((?x164 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (= (dim ?x164 1) sym_m2)))
(assert
 (let ((?x164 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (= (dim ?x164 2) sym_h)))
(assert
 (let ((?x164 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (= (dim ?x164 3) sym_w)))
(assert
 (= (rank (concat 0 in_W1 in_W2)) 4))
(assert
 (let ((?x179 (+ sym_m1 sym_m2)))
 (let ((?x175 (concat 0 in_W1 in_W2)))
 (let ((?x178 (dim ?x175 0)))
 (= ?x178 ?x179)))))
(assert
 (= (dim (concat 0 in_W1 in_W2) 1) sym_c))
(assert
 (let ((?x175 (concat 0 in_W1 in_W2)))
 (let ((?x183 (dim ?x175 2)))
 (= 3 ?x183))))
(assert
 (let ((?x175 (concat 0 in_W1 in_W2)))
 (let ((?x185 (dim ?x175 3)))
 (= 3 ?x185))))
(assert
 (let ((?x175 (concat 0 in_W1 in_W2)))
 (let ((?x187 (conv 1 1 1 1 1 1 1 1 1 in_X ?x175)))
 (= (rank ?x187) 4))))
(assert
 (let ((?x175 (concat 0 in_W1 in_W2)))
 (let ((?x187 (conv 1 1 1 1 1 1 1 1 1 in_X ?x175)))
 (= (dim ?x187 0) sym_n))))
(assert
 (let ((?x179 (+ sym_m1 sym_m2)))
 (let ((?x175 (concat 0 in_W1 in_W2)))
 (let ((?x187 (conv 1 1 1 1 1 1 1 1 1 in_X ?x175)))
 (let ((?x192 (dim ?x187 1)))
 (= ?x192 ?x179))))))
(assert
 (let ((?x175 (concat 0 in_W1 in_W2)))
 (let ((?x187 (conv 1 1 1 1 1 1 1 1 1 in_X ?x175)))
 (= (dim ?x187 2) sym_h))))
(assert
 (let ((?x175 (concat 0 in_W1 in_W2)))
 (let ((?x187 (conv 1 1 1 1 1 1 1 1 1 in_X ?x175)))
 (= (dim ?x187 3) sym_w))))
(assert
 (let ((?x175 (concat 0 in_W1 in_W2)))
 (let ((?x187 (conv 1 1 1 1 1 1 1 1 1 in_X ?x175)))
 (let ((?x198 (slice 1 0 sym_m1 ?x187)))
 (= (rank ?x198) 4)))))
(assert
 (let ((?x175 (concat 0 in_W1 in_W2)))
 (let ((?x187 (conv 1 1 1 1 1 1 1 1 1 in_X ?x175)))
 (let ((?x198 (slice 1 0 sym_m1 ?x187)))
 (= (dim ?x198 0) sym_n)))))
(assert
 (let ((?x175 (concat 0 in_W1 in_W2)))
 (let ((?x187 (conv 1 1 1 1 1 1 1 1 1 in_X ?x175)))
 (let ((?x198 (slice 1 0 sym_m1 ?x187)))
 (= (dim ?x198 1) sym_m1)))))
(assert
 (let ((?x175 (concat 0 in_W1 in_W2)))
 (let ((?x187 (conv 1 1 1 1 1 1 1 1 1 in_X ?x175)))
 (let ((?x198 (slice 1 0 sym_m1 ?x187)))
 (= (dim ?x198 2) sym_h)))))
(assert
 (let ((?x175 (concat 0 in_W1 in_W2)))
 (let ((?x187 (conv 1 1 1 1 1 1 1 1 1 in_X ?x175)))
 (let ((?x198 (slice 1 0 sym_m1 ?x187)))
 (= (dim ?x198 3) sym_w)))))
(assert
 (let ((?x175 (concat 0 in_W1 in_W2)))
 (let ((?x187 (conv 1 1 1 1 1 1 1 1 1 in_X ?x175)))
 (let ((?x179 (+ sym_m1 sym_m2)))
 (let ((?x209 (slice 1 sym_m1 ?x179 ?x187)))
 (= (rank ?x209) 4))))))
(assert
 (let ((?x175 (concat 0 in_W1 in_W2)))
 (let ((?x187 (conv 1 1 1 1 1 1 1 1 1 in_X ?x175)))
 (let ((?x179 (+ sym_m1 sym_m2)))
 (let ((?x209 (slice 1 sym_m1 ?x179 ?x187)))
 (= (dim ?x209 0) sym_n))))))
(assert
 (let ((?x175 (concat 0 in_W1 in_W2)))
 (let ((?x187 (conv 1 1 1 1 1 1 1 1 1 in_X ?x175)))
 (let ((?x179 (+ sym_m1 sym_m2)))
 (let ((?x209 (slice 1 sym_m1 ?x179 ?x187)))
 (= (dim ?x209 1) sym_m2))))))
(assert
 (let ((?x175 (concat 0 in_W1 in_W2)))
 (let ((?x187 (conv 1 1 1 1 1 1 1 1 1 in_X ?x175)))
 (let ((?x179 (+ sym_m1 sym_m2)))
 (let ((?x209 (slice 1 sym_m1 ?x179 ?x187)))
 (= (dim ?x209 2) sym_h))))))
(assert
 (let ((?x175 (concat 0 in_W1 in_W2)))
 (let ((?x187 (conv 1 1 1 1 1 1 1 1 1 in_X ?x175)))
 (let ((?x179 (+ sym_m1 sym_m2)))
 (let ((?x209 (slice 1 sym_m1 ?x179 ?x187)))
 (= (dim ?x209 3) sym_w))))))
(assert
 (let ((?x175 (concat 0 in_W1 in_W2)))
(let ((?x187 (conv 1 1 1 1 1 1 1 1 1 in_X ?x175)))
(let ((?x179 (+ sym_m1 sym_m2)))
(let ((?x209 (slice 1 sym_m1 ?x179 ?x187)))
(let ((?x164 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
(let ((?x198 (slice 1 0 sym_m1 ?x187)))
(let ((?x153 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
(or (and (distinct ?x153 ?x198) true) (and (distinct ?x164 ?x209) true))))))))))
(check-sat)
