; verified_opt proof obligation: unsat means the rule holds
; axioms used: convb_concat_out, slice_concat_left, slice_concat_right
; z3 rlimit used: 75813
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun convb (Int Int Int Int Int Int Int Int Int T T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_m1 () Int)
(declare-fun sym_m2 () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_B1 () T)
(declare-fun in_B2 () T)
(declare-fun in_W1 () T)
(declare-fun in_W2 () T)
(declare-fun in_X () T)
(assert
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x14 (slice ax 0 n1 (concat ax A B))))
 (let (($x15 (= ?x14 A)))
 (=> (and (= (dim A ax) n1)) $x15))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (n1 Int) )(! (let ((?x48 (slice ax n1 e (concat ax A B))))
 (let (($x49 (= ?x48 B)))
 (=> (and (= (dim A ax) n1) (= (dim B ax) (- e n1))) $x49))) :pattern ( (slice ax n1 e (concat ax A B)) ) :qid slice_concat_right))
 )
(assert
 (forall ((B1 T) (B2 T) (W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x89 (convb sh sw pt pl pb pr dh dw 1 X W2 B2)))
 (let ((?x88 (convb sh sw pt pl pb pr dh dw 1 X W1 B1)))
 (let ((?x90 (concat 1 ?x88 ?x89)))
 (let ((?x87 (convb sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2) (concat 0 B1 B2))))
 (let (($x91 (= ?x87 ?x90)))
 (let (($x81 (and (= (dim W1 0) (dim B1 0)) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x81 $x91))))))) :pattern ( (convb sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2) (concat 0 B1 B2)) ) :pattern ( (concat 1 (convb sh sw pt pl pb pr dh dw 1 X W1 B1) (convb sh sw pt pl pb pr dh dw 1 X W2 B2)) ) :qid convb_concat_out))
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
 (= (rank in_B1) 1))
(assert
 (= (dim in_B1 0) sym_m1))
(assert
 (= (rank in_B2) 1))
(assert
 (= (dim in_B2 0) sym_m2))
(assert
 (= (rank in_W1) 4))
(assert
 (= (dim in_W1 0) sym_m1))
(assert
 (= (dim in_W1 1) sym_c))
(assert
 (let ((?x131 (dim in_W1 2)))
 (= 3 ?x131)))
(assert
 (let ((?x133 (dim in_W1 3)))
 (= 3 ?x133)))
(assert
 (= (rank in_W2) 4))
(assert
 (= (dim in_W2 0) sym_m2))
(assert
 (= (dim in_W2 1) sym_c))
(assert
 (let ((?x142 (dim in_W2 2)))
 (= 3 ?x142)))
(assert
 (let ((?x144 (dim in_W2 3)))
 (= 3 ?x144)))
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
 (let ((?x157 (convb 1 1 1 1 1 1 1 1 1 in_X in_W1 in_B1)))
 (= (rank ?x157) 4)))
(assert
 (let ((?x157 (convb 1 1 1 1 1 1 1 1 1 in_X in_W1 in_B1)))
 (= (dim ?x157 0) sym_n)))
(assert
 (let ((?x157 (convb 1 1 1 1 1 1 1 1 1 in_X in_W1 in_B1)))
 (= (dim ?x157 1) sym_m1)))
(assert
 (let ((?x157 (convb 1 1 1 1 1 1 1 1 1 in_X in_W1 in_B1)))
 (= (dim ?x157 2) sym_h)))
(assert
 (let ((?x157 (convb 1 1 1 1 1 1 1 1 1 in_X in_W1 in_B1)))
 (= (dim ?x157 3) sym_w)))
(assert
 (let ((?x168 (convb 1 1 1 1 1 1 1 1 1 in_X in_W2 in_B2)))
 (= (rank ?x168) 4)))
(assert
 (let ((?x168 (convb 1 1 1 1 1 1 1 1 1 in_X in_W2 in_B2)))
 (= (dim ?x168 0) sym_n)))
(assert
 (let ((?x168 (convb 1 1 1 1 1 1 1 1 1 in_X in_W2 in_B2)))
 (= (dim ?x168 1) sym_m2)))
(assert
 (let ((?x168 (convb 1 1 1 1 1 1 1 1 1 in_X in_W2 in_B2)))
 (= (dim ?x168 2) sym_h)))
(assert
 (let ((?x168 (convb 1 1 1 1 1 1 1 1 1 in_X in_W2 in_B2)))
 (= (dim ?x168 3) sym_w)))
(assert
 (= (rank (concat 0 in_W1 in_W2)) 4))
(assert
 (let ((?x183 (+ sym_m1 sym_m2)))
 (let ((?x179 (concat 0 in_W1 in_W2)))
 (let ((?x182 (dim ?x179 0)))
 (= ?x182 ?x183)))))
(assert
 (= (dim (concat 0 in_W1 in_W2) 1) sym_c))
(assert
 (let ((?x179 (concat 0 in_W1 in_W2)))
 (let ((?x187 (dim ?x179 2)))
 (= 3 ?x187))))
(assert
 (let ((?x179 (concat 0 in_W1 in_W2)))
 (let ((?x189 (dim ?x179 3)))
 (= 3 ?x189))))
(assert
 (= (rank (concat 0 in_B1 in_B2)) 1))
(assert
 (let ((?x183 (+ sym_m1 sym_m2)))
 (let ((?x191 (concat 0 in_B1 in_B2)))
 (let ((?x194 (dim ?x191 0)))
 (= ?x194 ?x183)))))
(assert
 (let ((?x191 (concat 0 in_B1 in_B2)))
 (let ((?x179 (concat 0 in_W1 in_W2)))
 (let ((?x196 (convb 1 1 1 1 1 1 1 1 1 in_X ?x179 ?x191)))
 (= (rank ?x196) 4)))))
(assert
 (let ((?x191 (concat 0 in_B1 in_B2)))
 (let ((?x179 (concat 0 in_W1 in_W2)))
 (let ((?x196 (convb 1 1 1 1 1 1 1 1 1 in_X ?x179 ?x191)))
 (= (dim ?x196 0) sym_n)))))
(assert
 (let ((?x183 (+ sym_m1 sym_m2)))
 (let ((?x191 (concat 0 in_B1 in_B2)))
 (let ((?x179 (concat 0 in_W1 in_W2)))
 (let ((?x196 (convb 1 1 1 1 1 1 1 1 1 in_X ?x179 ?x191)))
 (let ((?x201 (dim ?x196 1)))
 (= ?x201 ?x183)))))))
(assert
 (let ((?x191 (concat 0 in_B1 in_B2)))
 (let ((?x179 (concat 0 in_W1 in_W2)))
 (let ((?x196 (convb 1 1 1 1 1 1 1 1 1 in_X ?x179 ?x191)))
 (= (dim ?x196 2) sym_h)))))
(assert
 (let ((?x191 (concat 0 in_B1 in_B2)))
 (let ((?x179 (concat 0 in_W1 in_W2)))
 (let ((?x196 (convb 1 1 1 1 1 1 1 1 1 in_X ?x179 ?x191)))
 (= (dim ?x196 3) sym_w)))))
(assert
 (let ((?x191 (concat 0 in_B1 in_B2)))
 (let ((?x179 (concat 0 in_W1 in_W2)))
 (let ((?x196 (convb 1 1 1 1 1 1 1 1 1 in_X ?x179 ?x191)))
 (let ((?x207 (slice 1 0 sym_m1 ?x196)))
 (= (rank ?x207) 4))))))
(assert
 (let ((?x191 (concat 0 in_B1 in_B2)))
 (let ((?x179 (concat 0 in_W1 in_W2)))
 (let ((?x196 (convb 1 1 1 1 1 1 1 1 1 in_X ?x179 ?x191)))
 (let ((?x207 (slice 1 0 sym_m1 ?x196)))
 (= (dim ?x207 0) sym_n))))))
(assert
 (let ((?x191 (concat 0 in_B1 in_B2)))
 (let ((?x179 (concat 0 in_W1 in_W2)))
 (let ((?x196 (convb 1 1 1 1 1 1 1 1 1 in_X ?x179 ?x191)))
 (let ((?x207 (slice 1 0 sym_m1 ?x196)))
 (= (dim ?x207 1) sym_m1))))))
(assert
 (let ((?x191 (concat 0 in_B1 in_B2)))
 (let ((?x179 (concat 0 in_W1 in_W2)))
 (let ((?x196 (convb 1 1 1 1 1 1 1 1 1 in_X ?x179 ?x191)))
 (let ((?x207 (slice 1 0 sym_m1 ?x196)))
 (= (dim ?x207 2) sym_h))))))
(assert
 (let ((?x191 (concat 0 in_B1 in_B2)))
 (let ((?x179 (concat 0 in_W1 in_W2)))
 (let ((?x196 (convb 1 1 1 1 1 1 1 1 1 in_X ?x179 ?x191)))
 (let ((?x207 (slice 1 0 sym_m1 ?x196)))
 (= (dim ?x207 3) sym_w))))))
(assert
 (let ((?x191 (concat 0 in_B1 in_B2)))
 (let ((?x179 (concat 0 in_W1 in_W2)))
 (let ((?x196 (convb 1 1 1 1 1 1 1 1 1 in_X ?x179 ?x191)))
 (let ((?x183 (+ sym_m1 sym_m2)))
 (let ((?x218 (slice 1 sym_m1 ?x183 ?x196)))
 (= (rank ?x218) 4)))))))
(assert
 (let ((?x191 (concat 0 in_B1 in_B2)))
 (let ((?x179 (concat 0 in_W1 in_W2)))
 (let ((?x196 (convb 1 1 1 1 1 1 1 1 1 in_X ?x179 ?x191)))
 (let ((?x183 (+ sym_m1 sym_m2)))
 (let ((?x218 (slice 1 sym_m1 ?x183 ?x196)))
 (= (dim ?x218 0) sym_n)))))))
(assert
 (let ((?x191 (concat 0 in_B1 in_B2)))
 (let ((?x179 (concat 0 in_W1 in_W2)))
 (let ((?x196 (convb 1 1 1 1 1 1 1 1 1 in_X ?x179 ?x191)))
 (let ((?x183 (+ sym_m1 sym_m2)))
 (let ((?x218 (slice 1 sym_m1 ?x183 ?x196)))
 (= (dim ?x218 1) sym_m2)))))))
(assert
 (let ((?x191 (concat 0 in_B1 in_B2)))
 (let ((?x179 (concat 0 in_W1 in_W2)))
 (let ((?x196 (convb 1 1 1 1 1 1 1 1 1 in_X ?x179 ?x191)))
 (let ((?x183 (+ sym_m1 sym_m2)))
 (let ((?x218 (slice 1 sym_m1 ?x183 ?x196)))
 (= (dim ?x218 2) sym_h)))))))
(assert
 (let ((?x191 (concat 0 in_B1 in_B2)))
 (let ((?x179 (concat 0 in_W1 in_W2)))
 (let ((?x196 (convb 1 1 1 1 1 1 1 1 1 in_X ?x179 ?x191)))
 (let ((?x183 (+ sym_m1 sym_m2)))
 (let ((?x218 (slice 1 sym_m1 ?x183 ?x196)))
 (= (dim ?x218 3) sym_w)))))))
(assert
 (let ((?x191 (concat 0 in_B1 in_B2)))
(let ((?x179 (concat 0 in_W1 in_W2)))
(let ((?x196 (convb 1 1 1 1 1 1 1 1 1 in_X ?x179 ?x191)))
(let ((?x183 (+ sym_m1 sym_m2)))
(let ((?x218 (slice 1 sym_m1 ?x183 ?x196)))
(let ((?x168 (convb 1 1 1 1 1 1 1 1 1 in_X in_W2 in_B2)))
(let ((?x207 (slice 1 0 sym_m1 ?x196)))
(let ((?x157 (convb 1 1 1 1 1 1 1 1 1 in_X in_W1 in_B1)))
(or (and (distinct ?x157 ?x207) true) (and (distinct ?x168 ?x218) true)))))))))))
(check-sat)
