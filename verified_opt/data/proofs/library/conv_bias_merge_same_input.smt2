; verified_opt proof obligation: unsat means the rule holds
; axioms used: convb_concat_out, slice_concat_left, slice_concat_right
; z3 rlimit used: 113488
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun convb (Int Int Int Int Int Int Int Int Int T T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_m1 () Int)
(declare-fun sym_m2 () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_B1 () T)
(declare-fun in_B2 () T)
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
 (forall ((B1 T) (B2 T) (W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x106 (convb sh sw pt pl pb pr dh dw 1 X W2 B2)))
 (let ((?x105 (convb sh sw pt pl pb pr dh dw 1 X W1 B1)))
 (let ((?x107 (concat 1 ?x105 ?x106)))
 (let ((?x104 (convb sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2) (concat 0 B1 B2))))
 (let (($x108 (= ?x104 ?x107)))
 (let (($x101 (and (= (dim W1 0) (dim B1 0)) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W1) 4) (= (rank W2) 4) (= (rank B1) 1) (= (rank B2) 1))))
 (=> $x101 $x108))))))) :pattern ( (convb sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2) (concat 0 B1 B2)) ) :pattern ( (concat 1 (convb sh sw pt pl pb pr dh dw 1 X W1 B1) (convb sh sw pt pl pb pr dh dw 1 X W2 B2)) ) :qid convb_concat_out))
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
 (let ((?x147 (dim in_W1 2)))
 (= 3 ?x147)))
(assert
 (let ((?x149 (dim in_W1 3)))
 (= 3 ?x149)))
(assert
 (= (rank in_W2) 4))
(assert
 (= (dim in_W2 0) sym_m2))
(assert
 (= (dim in_W2 1) sym_c))
(assert
 (let ((?x158 (dim in_W2 2)))
 (= 3 ?x158)))
(assert
 (let ((?x160 (dim in_W2 3)))
 (= 3 ?x160)))
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
 (let ((?x173 (convb 1 1 1 1 1 1 1 1 1 in_X in_W1 in_B1)))
 (= (rank ?x173) 4)))
(assert
 (let ((?x173 (convb 1 1 1 1 1 1 1 1 1 in_X in_W1 in_B1)))
 (= (dim ?x173 0) sym_n)))
(assert
 (let ((?x173 (convb 1 1 1 1 1 1 1 1 1 in_X in_W1 in_B1)))
 (= (dim ?x173 1) sym_m1)))
(assert
 (let ((?x173 (convb 1 1 1 1 1 1 1 1 1 in_X in_W1 in_B1)))
 (= (dim ?x173 2) sym_h)))
(assert
 (let ((?x173 (convb 1 1 1 1 1 1 1 1 1 in_X in_W1 in_B1)))
 (= (dim ?x173 3) sym_w)))
(assert
 (let ((?x184 (convb 1 1 1 1 1 1 1 1 1 in_X in_W2 in_B2)))
 (= (rank ?x184) 4)))
(assert
 (let ((?x184 (convb 1 1 1 1 1 1 1 1 1 in_X in_W2 in_B2)))
 (= (dim ?x184 0) sym_n)))
(assert
 (let ((?x184 (convb 1 1 1 1 1 1 1 1 1 in_X in_W2 in_B2)))
 (= (dim ?x184 1) sym_m2)))
(assert
 (let ((?x184 (convb 1 1 1 1 1 1 1 1 1 in_X in_W2 in_B2)))
 (= (dim ?x184 2) sym_h)))
(assert
 (let ((?x184 (convb 1 1 1 1 1 1 1 1 1 in_X in_W2 in_B2)))
 (= (dim ?x184 3) sym_w)))
(assert
 (= (rank (concat 0 in_W1 in_W2)) 4))
(assert
 (let ((?x199 (+ sym_m1 sym_m2)))
 (let ((?x195 (concat 0 in_W1 in_W2)))
 (let ((?x198 (dim ?x195 0)))
 (= ?x198 ?x199)))))
(assert
 (= (dim (concat 0 in_W1 in_W2) 1) sym_c))
(assert
 (let ((?x195 (concat 0 in_W1 in_W2)))
 (let ((?x203 (dim ?x195 2)))
 (= 3 ?x203))))
(assert
 (let ((?x195 (concat 0 in_W1 in_W2)))
 (let ((?x205 (dim ?x195 3)))
 (= 3 ?x205))))
(assert
 (= (rank (concat 0 in_B1 in_B2)) 1))
(assert
 (let ((?x199 (+ sym_m1 sym_m2)))
 (let ((?x207 (concat 0 in_B1 in_B2)))
 (let ((?x210 (dim ?x207 0)))
 (= ?x210 ?x199)))))
(assert
 (let ((?x207 (concat 0 in_B1 in_B2)))
 (let ((?x195 (concat 0 in_W1 in_W2)))
 (let ((?x212 (convb 1 1 1 1 1 1 1 1 1 in_X ?x195 ?x207)))
 (= (rank ?x212) 4)))))
(assert
 (let ((?x207 (concat 0 in_B1 in_B2)))
 (let ((?x195 (concat 0 in_W1 in_W2)))
 (let ((?x212 (convb 1 1 1 1 1 1 1 1 1 in_X ?x195 ?x207)))
 (= (dim ?x212 0) sym_n)))))
(assert
 (let ((?x199 (+ sym_m1 sym_m2)))
 (let ((?x207 (concat 0 in_B1 in_B2)))
 (let ((?x195 (concat 0 in_W1 in_W2)))
 (let ((?x212 (convb 1 1 1 1 1 1 1 1 1 in_X ?x195 ?x207)))
 (let ((?x217 (dim ?x212 1)))
 (= ?x217 ?x199)))))))
(assert
 (let ((?x207 (concat 0 in_B1 in_B2)))
 (let ((?x195 (concat 0 in_W1 in_W2)))
 (let ((?x212 (convb 1 1 1 1 1 1 1 1 1 in_X ?x195 ?x207)))
 (= (dim ?x212 2) sym_h)))))
(assert
 (let ((?x207 (concat 0 in_B1 in_B2)))
 (let ((?x195 (concat 0 in_W1 in_W2)))
 (let ((?x212 (convb 1 1 1 1 1 1 1 1 1 in_X ?x195 ?x207)))
 (= (dim ?x212 3) sym_w)))))
(assert
 (let ((?x207 (concat 0 in_B1 in_B2)))
 (let ((?x195 (concat 0 in_W1 in_W2)))
 (let ((?x212 (convb 1 1 1 1 1 1 1 1 1 in_X ?x195 ?x207)))
 (let ((?x223 (slice 1 0 sym_m1 ?x212)))
 (= (rank ?x223) 4))))))
(assert
 (let ((?x207 (concat 0 in_B1 in_B2)))
 (let ((?x195 (concat 0 in_W1 in_W2)))
 (let ((?x212 (convb 1 1 1 1 1 1 1 1 1 in_X ?x195 ?x207)))
 (let ((?x223 (slice 1 0 sym_m1 ?x212)))
 (= (dim ?x223 0) sym_n))))))
(assert
 (let ((?x207 (concat 0 in_B1 in_B2)))
 (let ((?x195 (concat 0 in_W1 in_W2)))
 (let ((?x212 (convb 1 1 1 1 1 1 1 1 1 in_X ?x195 ?x207)))
 (let ((?x223 (slice 1 0 sym_m1 ?x212)))
 (= (dim ?x223 1) sym_m1))))))
(assert
 (let ((?x207 (concat 0 in_B1 in_B2)))
 (let ((?x195 (concat 0 in_W1 in_W2)))
 (let ((?x212 (convb 1 1 1 1 1 1 1 1 1 in_X ?x195 ?x207)))
 (let ((?x223 (slice 1 0 sym_m1 ?x212)))
 (= (dim ?x223 2) sym_h))))))
(assert
 (let ((?x207 (concat 0 in_B1 in_B2)))
 (let ((?x195 (concat 0 in_W1 in_W2)))
 (let ((?x212 (convb 1 1 1 1 1 1 1 1 1 in_X ?x195 ?x207)))
 (let ((?x223 (slice 1 0 sym_m1 ?x212)))
 (= (dim ?x223 3) sym_w))))))
(assert
 (let ((?x207 (concat 0 in_B1 in_B2)))
 (let ((?x195 (concat 0 in_W1 in_W2)))
 (let ((?x212 (convb 1 1 1 1 1 1 1 1 1 in_X ?x195 ?x207)))
 (let ((?x199 (+ sym_m1 sym_m2)))
 (let ((?x234 (slice 1 sym_m1 ?x199 ?x212)))
 (= (rank ?x234) 4)))))))
(assert
 (let ((?x207 (concat 0 in_B1 in_B2)))
 (let ((?x195 (concat 0 in_W1 in_W2)))
 (let ((?x212 (convb 1 1 1 1 1 1 1 1 1 in_X ?x195 ?x207)))
 (let ((?x199 (+ sym_m1 sym_m2)))
 (let ((?x234 (slice 1 sym_m1 ?x199 ?x212)))
 (= (dim ?x234 0) sym_n)))))))
(assert
 (let ((?x207 (concat 0 in_B1 in_B2)))
 (let ((?x195 (concat 0 in_W1 in_W2)))
 (let ((?x212 (convb 1 1 1 1 1 1 1 1 1 in_X ?x195 ?x207)))
 (let ((?x199 (+ sym_m1 sym_m2)))
 (let ((?x234 (slice 1 sym_m1 ?x199 ?x212)))
 (= (dim ?x234 1) sym_m2)))))))
(assert
 (let ((?x207 (concat 0 in_B1 in_B2)))
 (let ((?x195 (concat 0 in_W1 in_W2)))
 (let ((?x212 (convb 1 1 1 1 1 1 1 1 1 in_X ?x195 ?x207)))
 (let ((?x199 (+ sym_m1 sym_m2)))
 (let ((?x234 (slice 1 sym_m1 ?x199 ?x212)))
 (= (dim ?x234 2) sym_h)))))))
(assert
 (let ((?x207 (concat 0 in_B1 in_B2)))
 (let ((?x195 (concat 0 in_W1 in_W2)))
 (let ((?x212 (convb 1 1 1 1 1 1 1 1 1 in_X ?x195 ?x207)))
 (let ((?x199 (+ sym_m1 sym_m2)))
 (let ((?x234 (slice 1 sym_m1 ?x199 ?x212)))
 (= (dim ?x234 3) sym_w)))))))
(assert
 (let ((?x207 (concat 0 in_B1 in_B2)))
(let ((?x195 (concat 0 in_W1 in_W2)))
(let ((?x212 (convb 1 1 1 1 1 1 1 1 1 in_X ?x195 ?x207)))
(let ((?x199 (+ sym_m1 sym_m2)))
(let ((?x234 (slice 1 sym_m1 ?x199 ?x212)))
(let ((?x184 (convb 1 1 1 1 1 1 1 1 1 in_X in_W2 in_B2)))
(let ((?x223 (slice 1 0 sym_m1 ?x212)))
(let ((?x173 (convb 1 1 1 1 1 1 1 1 1 in_X in_W1 in_B1)))
(or (and (distinct ?x173 ?x223) true) (and (distinct ?x184 ?x234) true)))))))))))
(check-sat)
