; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, relu_concat, relu_slice, slice_concat_left, slice_concat_right
; z3 rlimit used: 53290
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
(declare-fun sym_m1 () Int)
(declare-fun sym_m2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun in_W1 () T)
(declare-fun in_W2 () T)
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
 (>= sym_m1 1))
(assert
 (>= sym_m2 1))
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
 (= (rank in_W1) 4))
(assert
 (= (dim in_W1 0) sym_m1))
(assert
 (= (dim in_W1 1) sym_c))
(assert
 (let ((?x138 (dim in_W1 2)))
 (= 3 ?x138)))
(assert
 (let ((?x140 (dim in_W1 3)))
 (= 3 ?x140)))
(assert
 (= (rank in_W2) 4))
(assert
 (= (dim in_W2 0) sym_m2))
(assert
 (= (dim in_W2 1) sym_c))
(assert
 (let ((?x149 (dim in_W2 2)))
 (= 3 ?x149)))
(assert
 (let ((?x151 (dim in_W2 3)))
 (= 3 ?x151)))
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
 (let ((?x153 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (let ((?x164 (relu ?x153)))
 (= (rank ?x164) 4))))
(assert
 (let ((?x153 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (let ((?x164 (relu ?x153)))
 (= (dim ?x164 0) sym_n))))
(assert
 (let ((?x153 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (let ((?x164 (relu ?x153)))
 (= (dim ?x164 1) sym_m1))))
(assert
 (let ((?x153 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (let ((?x164 (relu ?x153)))
 (= (dim ?x164 2) sym_h))))
(assert
 (let ((?x153 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (let ((?x164 (relu ?x153)))
 (= (dim ?x164 3) sym_w))))
(assert
 (let ((?x175 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (= (rank ?x175) 4)))
(assert
 (let ((?x175 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (= (dim ?x175 0) sym_n)))
(assert
 (let ((?x175 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (= (dim ?x175 1) sym_m2)))
(assert
 (let ((?x175 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (= (dim ?x175 2) sym_h)))
(assert
 (let ((?x175 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (= (dim ?x175 3) sym_w)))
(assert
 (let ((?x175 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (let ((?x186 (relu ?x175)))
 (= (rank ?x186) 4))))
(assert
 (let ((?x175 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (let ((?x186 (relu ?x175)))
 (= (dim ?x186 0) sym_n))))
(assert
 (let ((?x175 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (let ((?x186 (relu ?x175)))
 (= (dim ?x186 1) sym_m2))))
(assert
 (let ((?x175 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (let ((?x186 (relu ?x175)))
 (= (dim ?x186 2) sym_h))))
(assert
 (let ((?x175 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (let ((?x186 (relu ?x175)))
 (= (dim ?x186 3) sym_w))))
(assert
 (= (rank (concat 0 in_W1 in_W2)) 4))
(assert
 (let ((?x201 (+ sym_m1 sym_m2)))
 (let ((?x197 (concat 0 in_W1 in_W2)))
 (let ((?x200 (dim ?x197 0)))
 (= ?x200 ?x201)))))
(assert
 (= (dim (concat 0 in_W1 in_W2) 1) sym_c))
(assert
 (let ((?x197 (concat 0 in_W1 in_W2)))
 (let ((?x205 (dim ?x197 2)))
 (= 3 ?x205))))
(assert
 (let ((?x197 (concat 0 in_W1 in_W2)))
 (let ((?x207 (dim ?x197 3)))
 (= 3 ?x207))))
(assert
 (let ((?x197 (concat 0 in_W1 in_W2)))
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 in_X ?x197)))
 (= (rank ?x209) 4))))
(assert
 (let ((?x197 (concat 0 in_W1 in_W2)))
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 in_X ?x197)))
 (= (dim ?x209 0) sym_n))))
(assert
 (let ((?x201 (+ sym_m1 sym_m2)))
 (let ((?x197 (concat 0 in_W1 in_W2)))
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 in_X ?x197)))
 (let ((?x214 (dim ?x209 1)))
 (= ?x214 ?x201))))))
(assert
 (let ((?x197 (concat 0 in_W1 in_W2)))
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 in_X ?x197)))
 (= (dim ?x209 2) sym_h))))
(assert
 (let ((?x197 (concat 0 in_W1 in_W2)))
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 in_X ?x197)))
 (= (dim ?x209 3) sym_w))))
(assert
 (let ((?x197 (concat 0 in_W1 in_W2)))
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 in_X ?x197)))
 (let ((?x220 (relu ?x209)))
 (= (rank ?x220) 4)))))
(assert
 (let ((?x197 (concat 0 in_W1 in_W2)))
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 in_X ?x197)))
 (let ((?x220 (relu ?x209)))
 (= (dim ?x220 0) sym_n)))))
(assert
 (let ((?x201 (+ sym_m1 sym_m2)))
 (let ((?x197 (concat 0 in_W1 in_W2)))
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 in_X ?x197)))
 (let ((?x220 (relu ?x209)))
 (let ((?x225 (dim ?x220 1)))
 (= ?x225 ?x201)))))))
(assert
 (let ((?x197 (concat 0 in_W1 in_W2)))
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 in_X ?x197)))
 (let ((?x220 (relu ?x209)))
 (= (dim ?x220 2) sym_h)))))
(assert
 (let ((?x197 (concat 0 in_W1 in_W2)))
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 in_X ?x197)))
 (let ((?x220 (relu ?x209)))
 (= (dim ?x220 3) sym_w)))))
(assert
 (let ((?x197 (concat 0 in_W1 in_W2)))
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 in_X ?x197)))
 (let ((?x220 (relu ?x209)))
 (let ((?x231 (slice 1 0 sym_m1 ?x220)))
 (= (rank ?x231) 4))))))
(assert
 (let ((?x197 (concat 0 in_W1 in_W2)))
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 in_X ?x197)))
 (let ((?x220 (relu ?x209)))
 (let ((?x231 (slice 1 0 sym_m1 ?x220)))
 (= (dim ?x231 0) sym_n))))))
(assert
 (let ((?x197 (concat 0 in_W1 in_W2)))
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 in_X ?x197)))
 (let ((?x220 (relu ?x209)))
 (let ((?x231 (slice 1 0 sym_m1 ?x220)))
 (= (dim ?x231 1) sym_m1))))))
(assert
 (let ((?x197 (concat 0 in_W1 in_W2)))
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 in_X ?x197)))
 (let ((?x220 (relu ?x209)))
 (let ((?x231 (slice 1 0 sym_m1 ?x220)))
 (= (dim ?x231 2) sym_h))))))
(assert
 (let ((?x197 (concat 0 in_W1 in_W2)))
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 in_X ?x197)))
 (let ((?x220 (relu ?x209)))
 (let ((?x231 (slice 1 0 sym_m1 ?x220)))
 (= (dim ?x231 3) sym_w))))))
(assert
 (let ((?x197 (concat 0 in_W1 in_W2)))
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 in_X ?x197)))
 (let ((?x220 (relu ?x209)))
 (let ((?x201 (+ sym_m1 sym_m2)))
 (let ((?x242 (slice 1 sym_m1 ?x201 ?x220)))
 (= (rank ?x242) 4)))))))
(assert
 (let ((?x197 (concat 0 in_W1 in_W2)))
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 in_X ?x197)))
 (let ((?x220 (relu ?x209)))
 (let ((?x201 (+ sym_m1 sym_m2)))
 (let ((?x242 (slice 1 sym_m1 ?x201 ?x220)))
 (= (dim ?x242 0) sym_n)))))))
(assert
 (let ((?x197 (concat 0 in_W1 in_W2)))
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 in_X ?x197)))
 (let ((?x220 (relu ?x209)))
 (let ((?x201 (+ sym_m1 sym_m2)))
 (let ((?x242 (slice 1 sym_m1 ?x201 ?x220)))
 (= (dim ?x242 1) sym_m2)))))))
(assert
 (let ((?x197 (concat 0 in_W1 in_W2)))
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 in_X ?x197)))
 (let ((?x220 (relu ?x209)))
 (let ((?x201 (+ sym_m1 sym_m2)))
 (let ((?x242 (slice 1 sym_m1 ?x201 ?x220)))
 (= (dim ?x242 2) sym_h)))))))
(assert
 (let ((?x197 (concat 0 in_W1 in_W2)))
 (let ((?x209 (conv 1 1 1 1 1 1 1 1 1 in_X ?x197)))
 (let ((?x220 (relu ?x209)))
 (let ((?x201 (+ sym_m1 sym_m2)))
 (let ((?x242 (slice 1 sym_m1 ?x201 ?x220)))
 (= (dim ?x242 3) sym_w)))))))
(assert
 (let ((?x197 (concat 0 in_W1 in_W2)))
(let ((?x209 (conv 1 1 1 1 1 1 1 1 1 in_X ?x197)))
(let ((?x220 (relu ?x209)))
(let ((?x201 (+ sym_m1 sym_m2)))
(let ((?x242 (slice 1 sym_m1 ?x201 ?x220)))
(let ((?x175 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
(let ((?x186 (relu ?x175)))
(let ((?x231 (slice 1 0 sym_m1 ?x220)))
(let ((?x153 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
(let ((?x164 (relu ?x153)))
(or (and (distinct ?x164 ?x231) true) (and (distinct ?x186 ?x242) true)))))))))))))
(check-sat)
