; verified_opt proof obligation: unsat means the rule holds
; axioms used: convb_concat_out, slice_concat_left, slice_concat_right
; z3 rlimit used: 52567
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun convb (Int Int Int Int Int Int Int Int Int T T T) T)
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
(declare-fun in_B1 () T)
(declare-fun in_B2 () T)
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
 (forall ((B1 T) (B2 T) (W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x81 (convb sh sw pt pl pb pr dh dw 1 X W2 B2)))
 (let ((?x80 (convb sh sw pt pl pb pr dh dw 1 X W1 B1)))
 (let ((?x82 (concat 1 ?x80 ?x81)))
 (let ((?x79 (convb sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2) (concat 0 B1 B2))))
 (let (($x83 (= ?x79 ?x82)))
 (=> (and (= (dim W1 0) (dim B1 0))) $x83)))))) :pattern ( (convb sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2) (concat 0 B1 B2)) ) :pattern ( (concat 1 (convb sh sw pt pl pb pr dh dw 1 X W1 B1) (convb sh sw pt pl pb pr dh dw 1 X W2 B2)) ) :qid convb_concat_out))
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
 (let ((?x124 (dim in_W1 2)))
 (= 3 ?x124)))
(assert
 (let ((?x126 (dim in_W1 3)))
 (= 3 ?x126)))
(assert
 (= (rank in_W2) 4))
(assert
 (= (dim in_W2 0) sym_m2))
(assert
 (= (dim in_W2 1) sym_c))
(assert
 (let ((?x135 (dim in_W2 2)))
 (= 3 ?x135)))
(assert
 (let ((?x137 (dim in_W2 3)))
 (= 3 ?x137)))
(assert
 (= (rank in_B1) 1))
(assert
 (= (dim in_B1 0) sym_m1))
(assert
 (= (rank in_B2) 1))
(assert
 (= (dim in_B2 0) sym_m2))
(assert
 (let ((?x149 (convb 1 1 1 1 1 1 1 1 1 in_X in_W1 in_B1)))
 (= (rank ?x149) 4)))
(assert
 (let ((?x149 (convb 1 1 1 1 1 1 1 1 1 in_X in_W1 in_B1)))
 (= (dim ?x149 0) sym_n)))
(assert
 (let ((?x149 (convb 1 1 1 1 1 1 1 1 1 in_X in_W1 in_B1)))
 (= (dim ?x149 1) sym_m1)))
(assert
 (let ((?x149 (convb 1 1 1 1 1 1 1 1 1 in_X in_W1 in_B1)))
 (= (dim ?x149 2) sym_h)))
(assert
 (let ((?x149 (convb 1 1 1 1 1 1 1 1 1 in_X in_W1 in_B1)))
 (= (dim ?x149 3) sym_w)))
(assert
 (let ((?x160 (convb 1 1 1 1 1 1 1 1 1 in_X in_W2 in_B2)))
 (= (rank ?x160) 4)))
(assert
 (let ((?x160 (convb 1 1 1 1 1 1 1 1 1 in_X in_W2 in_B2)))
 (= (dim ?x160 0) sym_n)))
(assert
 (let ((?x160 (convb 1 1 1 1 1 1 1 1 1 in_X in_W2 in_B2)))
 (= (dim ?x160 1) sym_m2)))
(assert
 (let ((?x160 (convb 1 1 1 1 1 1 1 1 1 in_X in_W2 in_B2)))
 (= (dim ?x160 2) sym_h)))
(assert
 (let ((?x160 (convb 1 1 1 1 1 1 1 1 1 in_X in_W2 in_B2)))
 (= (dim ?x160 3) sym_w)))
(assert
 (= (rank (concat 0 in_W1 in_W2)) 4))
(assert
 (let ((?x175 (+ sym_m1 sym_m2)))
 (let ((?x171 (concat 0 in_W1 in_W2)))
 (let ((?x174 (dim ?x171 0)))
 (= ?x174 ?x175)))))
(assert
 (= (dim (concat 0 in_W1 in_W2) 1) sym_c))
(assert
 (let ((?x171 (concat 0 in_W1 in_W2)))
 (let ((?x179 (dim ?x171 2)))
 (= 3 ?x179))))
(assert
 (let ((?x171 (concat 0 in_W1 in_W2)))
 (let ((?x181 (dim ?x171 3)))
 (= 3 ?x181))))
(assert
 (= (rank (concat 0 in_B1 in_B2)) 1))
(assert
 (let ((?x175 (+ sym_m1 sym_m2)))
 (let ((?x183 (concat 0 in_B1 in_B2)))
 (let ((?x186 (dim ?x183 0)))
 (= ?x186 ?x175)))))
(assert
 (let ((?x183 (concat 0 in_B1 in_B2)))
 (let ((?x171 (concat 0 in_W1 in_W2)))
 (let ((?x188 (convb 1 1 1 1 1 1 1 1 1 in_X ?x171 ?x183)))
 (= (rank ?x188) 4)))))
(assert
 (let ((?x183 (concat 0 in_B1 in_B2)))
 (let ((?x171 (concat 0 in_W1 in_W2)))
 (let ((?x188 (convb 1 1 1 1 1 1 1 1 1 in_X ?x171 ?x183)))
 (= (dim ?x188 0) sym_n)))))
(assert
 (let ((?x175 (+ sym_m1 sym_m2)))
 (let ((?x183 (concat 0 in_B1 in_B2)))
 (let ((?x171 (concat 0 in_W1 in_W2)))
 (let ((?x188 (convb 1 1 1 1 1 1 1 1 1 in_X ?x171 ?x183)))
 (let ((?x193 (dim ?x188 1)))
 (= ?x193 ?x175)))))))
(assert
 (let ((?x183 (concat 0 in_B1 in_B2)))
 (let ((?x171 (concat 0 in_W1 in_W2)))
 (let ((?x188 (convb 1 1 1 1 1 1 1 1 1 in_X ?x171 ?x183)))
 (= (dim ?x188 2) sym_h)))))
(assert
 (let ((?x183 (concat 0 in_B1 in_B2)))
 (let ((?x171 (concat 0 in_W1 in_W2)))
 (let ((?x188 (convb 1 1 1 1 1 1 1 1 1 in_X ?x171 ?x183)))
 (= (dim ?x188 3) sym_w)))))
(assert
 (let ((?x183 (concat 0 in_B1 in_B2)))
 (let ((?x171 (concat 0 in_W1 in_W2)))
 (let ((?x188 (convb 1 1 1 1 1 1 1 1 1 in_X ?x171 ?x183)))
 (let ((?x199 (slice 1 0 sym_m1 ?x188)))
 (= (rank ?x199) 4))))))
(assert
 (let ((?x183 (concat 0 in_B1 in_B2)))
 (let ((?x171 (concat 0 in_W1 in_W2)))
 (let ((?x188 (convb 1 1 1 1 1 1 1 1 1 in_X ?x171 ?x183)))
 (let ((?x199 (slice 1 0 sym_m1 ?x188)))
 (= (dim ?x199 0) sym_n))))))
(assert
 (let ((?x183 (concat 0 in_B1 in_B2)))
 (let ((?x171 (concat 0 in_W1 in_W2)))
 (let ((?x188 (convb 1 1 1 1 1 1 1 1 1 in_X ?x171 ?x183)))
 (let ((?x199 (slice 1 0 sym_m1 ?x188)))
 (= (dim ?x199 1) sym_m1))))))
(assert
 (let ((?x183 (concat 0 in_B1 in_B2)))
 (let ((?x171 (concat 0 in_W1 in_W2)))
 (let ((?x188 (convb 1 1 1 1 1 1 1 1 1 in_X ?x171 ?x183)))
 (let ((?x199 (slice 1 0 sym_m1 ?x188)))
 (= (dim ?x199 2) sym_h))))))
(assert
 (let ((?x183 (concat 0 in_B1 in_B2)))
 (let ((?x171 (concat 0 in_W1 in_W2)))
 (let ((?x188 (convb 1 1 1 1 1 1 1 1 1 in_X ?x171 ?x183)))
 (let ((?x199 (slice 1 0 sym_m1 ?x188)))
 (= (dim ?x199 3) sym_w))))))
(assert
 (let ((?x183 (concat 0 in_B1 in_B2)))
 (let ((?x171 (concat 0 in_W1 in_W2)))
 (let ((?x188 (convb 1 1 1 1 1 1 1 1 1 in_X ?x171 ?x183)))
 (let ((?x175 (+ sym_m1 sym_m2)))
 (let ((?x210 (slice 1 sym_m1 ?x175 ?x188)))
 (= (rank ?x210) 4)))))))
(assert
 (let ((?x183 (concat 0 in_B1 in_B2)))
 (let ((?x171 (concat 0 in_W1 in_W2)))
 (let ((?x188 (convb 1 1 1 1 1 1 1 1 1 in_X ?x171 ?x183)))
 (let ((?x175 (+ sym_m1 sym_m2)))
 (let ((?x210 (slice 1 sym_m1 ?x175 ?x188)))
 (= (dim ?x210 0) sym_n)))))))
(assert
 (let ((?x183 (concat 0 in_B1 in_B2)))
 (let ((?x171 (concat 0 in_W1 in_W2)))
 (let ((?x188 (convb 1 1 1 1 1 1 1 1 1 in_X ?x171 ?x183)))
 (let ((?x175 (+ sym_m1 sym_m2)))
 (let ((?x210 (slice 1 sym_m1 ?x175 ?x188)))
 (= (dim ?x210 1) sym_m2)))))))
(assert
 (let ((?x183 (concat 0 in_B1 in_B2)))
 (let ((?x171 (concat 0 in_W1 in_W2)))
 (let ((?x188 (convb 1 1 1 1 1 1 1 1 1 in_X ?x171 ?x183)))
 (let ((?x175 (+ sym_m1 sym_m2)))
 (let ((?x210 (slice 1 sym_m1 ?x175 ?x188)))
 (= (dim ?x210 2) sym_h)))))))
(assert
 (let ((?x183 (concat 0 in_B1 in_B2)))
 (let ((?x171 (concat 0 in_W1 in_W2)))
 (let ((?x188 (convb 1 1 1 1 1 1 1 1 1 in_X ?x171 ?x183)))
 (let ((?x175 (+ sym_m1 sym_m2)))
 (let ((?x210 (slice 1 sym_m1 ?x175 ?x188)))
 (= (dim ?x210 3) sym_w)))))))
(assert
 (let ((?x183 (concat 0 in_B1 in_B2)))
(let ((?x171 (concat 0 in_W1 in_W2)))
(let ((?x188 (convb 1 1 1 1 1 1 1 1 1 in_X ?x171 ?x183)))
(let ((?x175 (+ sym_m1 sym_m2)))
(let ((?x210 (slice 1 sym_m1 ?x175 ?x188)))
(let ((?x160 (convb 1 1 1 1 1 1 1 1 1 in_X in_W2 in_B2)))
(let ((?x199 (slice 1 0 sym_m1 ?x188)))
(let ((?x149 (convb 1 1 1 1 1 1 1 1 1 in_X in_W1 in_B1)))
(or (and (distinct ?x149 ?x199) true) (and (distinct ?x160 ?x210) true)))))))))))
(check-sat)
