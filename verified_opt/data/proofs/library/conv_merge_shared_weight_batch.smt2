; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch, slice_concat_left, slice_concat_right
; z3 rlimit used: 75739
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n1 () Int)
(declare-fun sym_n2 () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_W () T)
(declare-fun in_X1 () T)
(declare-fun in_X2 () T)
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
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x86 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x83 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (let (($x87 (= ?x83 ?x86)))
 (let (($x78 (and (>= g 1) (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x78 $x87))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
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
 (let ((?x117 (dim in_W 2)))
 (= 3 ?x117)))
(assert
 (let ((?x119 (dim in_W 3)))
 (= 3 ?x119)))
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
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (= (rank ?x143) 4)))
(assert
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (= (dim ?x143 0) sym_n1)))
(assert
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (= (dim ?x143 1) sym_m)))
(assert
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (= (dim ?x143 2) sym_h)))
(assert
 (let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (= (dim ?x143 3) sym_w)))
(assert
 (let ((?x154 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (= (rank ?x154) 4)))
(assert
 (let ((?x154 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (= (dim ?x154 0) sym_n2)))
(assert
 (let ((?x154 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (= (dim ?x154 1) sym_m)))
(assert
 (let ((?x154 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (= (dim ?x154 2) sym_h)))
(assert
 (let ((?x154 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (= (dim ?x154 3) sym_w)))
(assert
 (= (rank (concat 0 in_X1 in_X2)) 4))
(assert
 (let ((?x169 (+ sym_n1 sym_n2)))
 (let ((?x165 (concat 0 in_X1 in_X2)))
 (let ((?x168 (dim ?x165 0)))
 (= ?x168 ?x169)))))
(assert
 (= (dim (concat 0 in_X1 in_X2) 1) sym_c))
(assert
 (= (dim (concat 0 in_X1 in_X2) 2) sym_h))
(assert
 (= (dim (concat 0 in_X1 in_X2) 3) sym_w))
(assert
 (let ((?x165 (concat 0 in_X1 in_X2)))
 (let ((?x177 (conv 1 1 1 1 1 1 1 1 1 ?x165 in_W)))
 (= (rank ?x177) 4))))
(assert
 (let ((?x169 (+ sym_n1 sym_n2)))
 (let ((?x165 (concat 0 in_X1 in_X2)))
 (let ((?x177 (conv 1 1 1 1 1 1 1 1 1 ?x165 in_W)))
 (let ((?x180 (dim ?x177 0)))
 (= ?x180 ?x169))))))
(assert
 (let ((?x165 (concat 0 in_X1 in_X2)))
 (let ((?x177 (conv 1 1 1 1 1 1 1 1 1 ?x165 in_W)))
 (= (dim ?x177 1) sym_m))))
(assert
 (let ((?x165 (concat 0 in_X1 in_X2)))
 (let ((?x177 (conv 1 1 1 1 1 1 1 1 1 ?x165 in_W)))
 (= (dim ?x177 2) sym_h))))
(assert
 (let ((?x165 (concat 0 in_X1 in_X2)))
 (let ((?x177 (conv 1 1 1 1 1 1 1 1 1 ?x165 in_W)))
 (= (dim ?x177 3) sym_w))))
(assert
 (let ((?x165 (concat 0 in_X1 in_X2)))
 (let ((?x177 (conv 1 1 1 1 1 1 1 1 1 ?x165 in_W)))
 (let ((?x188 (slice 0 0 sym_n1 ?x177)))
 (= (rank ?x188) 4)))))
(assert
 (let ((?x165 (concat 0 in_X1 in_X2)))
 (let ((?x177 (conv 1 1 1 1 1 1 1 1 1 ?x165 in_W)))
 (let ((?x188 (slice 0 0 sym_n1 ?x177)))
 (= (dim ?x188 0) sym_n1)))))
(assert
 (let ((?x165 (concat 0 in_X1 in_X2)))
 (let ((?x177 (conv 1 1 1 1 1 1 1 1 1 ?x165 in_W)))
 (let ((?x188 (slice 0 0 sym_n1 ?x177)))
 (= (dim ?x188 1) sym_m)))))
(assert
 (let ((?x165 (concat 0 in_X1 in_X2)))
 (let ((?x177 (conv 1 1 1 1 1 1 1 1 1 ?x165 in_W)))
 (let ((?x188 (slice 0 0 sym_n1 ?x177)))
 (= (dim ?x188 2) sym_h)))))
(assert
 (let ((?x165 (concat 0 in_X1 in_X2)))
 (let ((?x177 (conv 1 1 1 1 1 1 1 1 1 ?x165 in_W)))
 (let ((?x188 (slice 0 0 sym_n1 ?x177)))
 (= (dim ?x188 3) sym_w)))))
(assert
 (let ((?x165 (concat 0 in_X1 in_X2)))
 (let ((?x177 (conv 1 1 1 1 1 1 1 1 1 ?x165 in_W)))
 (let ((?x169 (+ sym_n1 sym_n2)))
 (let ((?x199 (slice 0 sym_n1 ?x169 ?x177)))
 (= (rank ?x199) 4))))))
(assert
 (let ((?x165 (concat 0 in_X1 in_X2)))
 (let ((?x177 (conv 1 1 1 1 1 1 1 1 1 ?x165 in_W)))
 (let ((?x169 (+ sym_n1 sym_n2)))
 (let ((?x199 (slice 0 sym_n1 ?x169 ?x177)))
 (= (dim ?x199 0) sym_n2))))))
(assert
 (let ((?x165 (concat 0 in_X1 in_X2)))
 (let ((?x177 (conv 1 1 1 1 1 1 1 1 1 ?x165 in_W)))
 (let ((?x169 (+ sym_n1 sym_n2)))
 (let ((?x199 (slice 0 sym_n1 ?x169 ?x177)))
 (= (dim ?x199 1) sym_m))))))
(assert
 (let ((?x165 (concat 0 in_X1 in_X2)))
 (let ((?x177 (conv 1 1 1 1 1 1 1 1 1 ?x165 in_W)))
 (let ((?x169 (+ sym_n1 sym_n2)))
 (let ((?x199 (slice 0 sym_n1 ?x169 ?x177)))
 (= (dim ?x199 2) sym_h))))))
(assert
 (let ((?x165 (concat 0 in_X1 in_X2)))
 (let ((?x177 (conv 1 1 1 1 1 1 1 1 1 ?x165 in_W)))
 (let ((?x169 (+ sym_n1 sym_n2)))
 (let ((?x199 (slice 0 sym_n1 ?x169 ?x177)))
 (= (dim ?x199 3) sym_w))))))
(assert
 (let ((?x165 (concat 0 in_X1 in_X2)))
(let ((?x177 (conv 1 1 1 1 1 1 1 1 1 ?x165 in_W)))
(let ((?x169 (+ sym_n1 sym_n2)))
(let ((?x199 (slice 0 sym_n1 ?x169 ?x177)))
(let ((?x154 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
(let ((?x188 (slice 0 0 sym_n1 ?x177)))
(let ((?x143 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
(or (and (distinct ?x143 ?x188) true) (and (distinct ?x154 ?x199) true))))))))))
(check-sat)
