; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch, slice_concat_left, slice_concat_right
; z3 rlimit used: 113217
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
(declare-fun sym_m () Int)
(declare-fun sym_n1 () Int)
(declare-fun sym_n2 () Int)
(declare-fun sym_w () Int)
(declare-fun in_W () T)
(declare-fun in_X1 () T)
(declare-fun in_X2 () T)
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
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x99 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x96 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (let (($x100 (= ?x96 ?x99)))
 (let (($x94 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X1) 4) (= (rank X2) 4) (= (rank W) 4))))
 (=> $x94 $x100))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_m 1))
(assert
 (>= sym_n1 1))
(assert
 (>= sym_n2 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_W) 4))
(assert
 (= (dim in_W 0) sym_m))
(assert
 (= (dim in_W 1) sym_c))
(assert
 (let ((?x129 (dim in_W 2)))
 (= 3 ?x129)))
(assert
 (let ((?x131 (dim in_W 3)))
 (= 3 ?x131)))
(assert
 (= (rank in_X1) 4))
(assert
 (= (dim in_X1 0) sym_n1))
(assert
 (= (dim in_X1 1) sym_c))
(assert
 (= (dim in_X1 2) sym_h))
(assert
 (= (dim in_X1 3) sym_w))
(assert
 (= (rank in_X2) 4))
(assert
 (= (dim in_X2 0) sym_n2))
(assert
 (= (dim in_X2 1) sym_c))
(assert
 (= (dim in_X2 2) sym_h))
(assert
 (= (dim in_X2 3) sym_w))
(assert
 (let ((?x155 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (= (rank ?x155) 4)))
(assert
 (let ((?x155 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (= (dim ?x155 0) sym_n1)))
(assert
 (let ((?x155 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (= (dim ?x155 1) sym_m)))
(assert
 (let ((?x155 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (= (dim ?x155 2) sym_h)))
(assert
 (let ((?x155 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (= (dim ?x155 3) sym_w)))
(assert
 (let ((?x166 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (= (rank ?x166) 4)))
(assert
 (let ((?x166 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (= (dim ?x166 0) sym_n2)))
(assert
 (let ((?x166 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (= (dim ?x166 1) sym_m)))
(assert
 (let ((?x166 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (= (dim ?x166 2) sym_h)))
(assert
 (let ((?x166 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (= (dim ?x166 3) sym_w)))
(assert
 (= (rank (concat 0 in_X1 in_X2)) 4))
(assert
 (let ((?x181 (+ sym_n1 sym_n2)))
 (let ((?x177 (concat 0 in_X1 in_X2)))
 (let ((?x180 (dim ?x177 0)))
 (= ?x180 ?x181)))))
(assert
 (= (dim (concat 0 in_X1 in_X2) 1) sym_c))
(assert
 (= (dim (concat 0 in_X1 in_X2) 2) sym_h))
(assert
 (= (dim (concat 0 in_X1 in_X2) 3) sym_w))
(assert
 (let ((?x177 (concat 0 in_X1 in_X2)))
 (let ((?x189 (conv 1 1 1 1 1 1 1 1 1 ?x177 in_W)))
 (= (rank ?x189) 4))))
(assert
 (let ((?x181 (+ sym_n1 sym_n2)))
 (let ((?x177 (concat 0 in_X1 in_X2)))
 (let ((?x189 (conv 1 1 1 1 1 1 1 1 1 ?x177 in_W)))
 (let ((?x192 (dim ?x189 0)))
 (= ?x192 ?x181))))))
(assert
 (let ((?x177 (concat 0 in_X1 in_X2)))
 (let ((?x189 (conv 1 1 1 1 1 1 1 1 1 ?x177 in_W)))
 (= (dim ?x189 1) sym_m))))
(assert
 (let ((?x177 (concat 0 in_X1 in_X2)))
 (let ((?x189 (conv 1 1 1 1 1 1 1 1 1 ?x177 in_W)))
 (= (dim ?x189 2) sym_h))))
(assert
 (let ((?x177 (concat 0 in_X1 in_X2)))
 (let ((?x189 (conv 1 1 1 1 1 1 1 1 1 ?x177 in_W)))
 (= (dim ?x189 3) sym_w))))
(assert
 (let ((?x177 (concat 0 in_X1 in_X2)))
 (let ((?x189 (conv 1 1 1 1 1 1 1 1 1 ?x177 in_W)))
 (let ((?x200 (slice 0 0 sym_n1 ?x189)))
 (= (rank ?x200) 4)))))
(assert
 (let ((?x177 (concat 0 in_X1 in_X2)))
 (let ((?x189 (conv 1 1 1 1 1 1 1 1 1 ?x177 in_W)))
 (let ((?x200 (slice 0 0 sym_n1 ?x189)))
 (= (dim ?x200 0) sym_n1)))))
(assert
 (let ((?x177 (concat 0 in_X1 in_X2)))
 (let ((?x189 (conv 1 1 1 1 1 1 1 1 1 ?x177 in_W)))
 (let ((?x200 (slice 0 0 sym_n1 ?x189)))
 (= (dim ?x200 1) sym_m)))))
(assert
 (let ((?x177 (concat 0 in_X1 in_X2)))
 (let ((?x189 (conv 1 1 1 1 1 1 1 1 1 ?x177 in_W)))
 (let ((?x200 (slice 0 0 sym_n1 ?x189)))
 (= (dim ?x200 2) sym_h)))))
(assert
 (let ((?x177 (concat 0 in_X1 in_X2)))
 (let ((?x189 (conv 1 1 1 1 1 1 1 1 1 ?x177 in_W)))
 (let ((?x200 (slice 0 0 sym_n1 ?x189)))
 (= (dim ?x200 3) sym_w)))))
(assert
 (let ((?x177 (concat 0 in_X1 in_X2)))
 (let ((?x189 (conv 1 1 1 1 1 1 1 1 1 ?x177 in_W)))
 (let ((?x181 (+ sym_n1 sym_n2)))
 (let ((?x211 (slice 0 sym_n1 ?x181 ?x189)))
 (= (rank ?x211) 4))))))
(assert
 (let ((?x177 (concat 0 in_X1 in_X2)))
 (let ((?x189 (conv 1 1 1 1 1 1 1 1 1 ?x177 in_W)))
 (let ((?x181 (+ sym_n1 sym_n2)))
 (let ((?x211 (slice 0 sym_n1 ?x181 ?x189)))
 (= (dim ?x211 0) sym_n2))))))
(assert
 (let ((?x177 (concat 0 in_X1 in_X2)))
 (let ((?x189 (conv 1 1 1 1 1 1 1 1 1 ?x177 in_W)))
 (let ((?x181 (+ sym_n1 sym_n2)))
 (let ((?x211 (slice 0 sym_n1 ?x181 ?x189)))
 (= (dim ?x211 1) sym_m))))))
(assert
 (let ((?x177 (concat 0 in_X1 in_X2)))
 (let ((?x189 (conv 1 1 1 1 1 1 1 1 1 ?x177 in_W)))
 (let ((?x181 (+ sym_n1 sym_n2)))
 (let ((?x211 (slice 0 sym_n1 ?x181 ?x189)))
 (= (dim ?x211 2) sym_h))))))
(assert
 (let ((?x177 (concat 0 in_X1 in_X2)))
 (let ((?x189 (conv 1 1 1 1 1 1 1 1 1 ?x177 in_W)))
 (let ((?x181 (+ sym_n1 sym_n2)))
 (let ((?x211 (slice 0 sym_n1 ?x181 ?x189)))
 (= (dim ?x211 3) sym_w))))))
(assert
 (let ((?x177 (concat 0 in_X1 in_X2)))
(let ((?x189 (conv 1 1 1 1 1 1 1 1 1 ?x177 in_W)))
(let ((?x181 (+ sym_n1 sym_n2)))
(let ((?x211 (slice 0 sym_n1 ?x181 ?x189)))
(let ((?x166 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
(let ((?x200 (slice 0 0 sym_n1 ?x189)))
(let ((?x155 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
(or (and (distinct ?x155 ?x200) true) (and (distinct ?x166 ?x211) true))))))))))
(check-sat)
