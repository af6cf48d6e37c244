; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch, slice_concat_left, slice_concat_right
; z3 rlimit used: 52245
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun sym_n1 () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_n2 () Int)
(declare-fun sym_m () Int)
(declare-fun rank (T) Int)
(declare-fun in_X1 () T)
(declare-fun in_X2 () T)
(declare-fun in_W () T)
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
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x75 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x72 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (= ?x72 ?x75))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
 )
(assert
 (>= sym_n1 1))
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_w 1))
(assert
 (>= sym_n2 1))
(assert
 (>= sym_m 1))
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
 (= (rank in_W) 4))
(assert
 (= (dim in_W 0) sym_m))
(assert
 (= (dim in_W 1) sym_c))
(assert
 (let ((?x125 (dim in_W 2)))
 (= 3 ?x125)))
(assert
 (let ((?x127 (dim in_W 3)))
 (= 3 ?x127)))
(assert
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (= (rank ?x129) 4)))
(assert
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (= (dim ?x129 0) sym_n1)))
(assert
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (= (dim ?x129 1) sym_m)))
(assert
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (= (dim ?x129 2) sym_h)))
(assert
 (let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
 (= (dim ?x129 3) sym_w)))
(assert
 (let ((?x140 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (= (rank ?x140) 4)))
(assert
 (let ((?x140 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (= (dim ?x140 0) sym_n2)))
(assert
 (let ((?x140 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (= (dim ?x140 1) sym_m)))
(assert
 (let ((?x140 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (= (dim ?x140 2) sym_h)))
(assert
 (let ((?x140 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
 (= (dim ?x140 3) sym_w)))
(assert
 (= (rank (concat 0 in_X1 in_X2)) 4))
(assert
 (let ((?x155 (+ sym_n1 sym_n2)))
 (let ((?x151 (concat 0 in_X1 in_X2)))
 (let ((?x154 (dim ?x151 0)))
 (= ?x154 ?x155)))))
(assert
 (= (dim (concat 0 in_X1 in_X2) 1) sym_c))
(assert
 (= (dim (concat 0 in_X1 in_X2) 2) sym_h))
(assert
 (= (dim (concat 0 in_X1 in_X2) 3) sym_w))
(assert
 (let ((?x151 (concat 0 in_X1 in_X2)))
 (let ((?x163 (conv 1 1 1 1 1 1 1 1 1 ?x151 in_W)))
 (= (rank ?x163) 4))))
(assert
 (let ((?x155 (+ sym_n1 sym_n2)))
 (let ((?x151 (concat 0 in_X1 in_X2)))
 (let ((?x163 (conv 1 1 1 1 1 1 1 1 1 ?x151 in_W)))
 (let ((?x166 (dim ?x163 0)))
 (= ?x166 ?x155))))))
(assert
 (let ((?x151 (concat 0 in_X1 in_X2)))
 (let ((?x163 (conv 1 1 1 1 1 1 1 1 1 ?x151 in_W)))
 (= (dim ?x163 1) sym_m))))
(assert
 (let ((?x151 (concat 0 in_X1 in_X2)))
 (let ((?x163 (conv 1 1 1 1 1 1 1 1 1 ?x151 in_W)))
 (= (dim ?x163 2) sym_h))))
(assert
 (let ((?x151 (concat 0 in_X1 in_X2)))
 (let ((?x163 (conv 1 1 1 1 1 1 1 1 1 ?x151 in_W)))
 (= (dim ?x163 3) sym_w))))
(assert
 (let ((?x151 (concat 0 in_X1 in_X2)))
 (let ((?x163 (conv 1 1 1 1 1 1 1 1 1 ?x151 in_W)))
 (let ((?x174 (slice 0 0 sym_n1 ?x163)))
 (= (rank ?x174) 4)))))
(assert
 (let ((?x151 (concat 0 in_X1 in_X2)))
 (let ((?x163 (conv 1 1 1 1 1 1 1 1 1 ?x151 in_W)))
 (let ((?x174 (slice 0 0 sym_n1 ?x163)))
 (= (dim ?x174 0) sym_n1)))))
(assert
 (let ((?x151 (concat 0 in_X1 in_X2)))
 (let ((?x163 (conv 1 1 1 1 1 1 1 1 1 ?x151 in_W)))
 (let ((?x174 (slice 0 0 sym_n1 ?x163)))
 (= (dim ?x174 1) sym_m)))))
(assert
 (let ((?x151 (concat 0 in_X1 in_X2)))
 (let ((?x163 (conv 1 1 1 1 1 1 1 1 1 ?x151 in_W)))
 (let ((?x174 (slice 0 0 sym_n1 ?x163)))
 (= (dim ?x174 2) sym_h)))))
(assert
 (let ((?x151 (concat 0 in_X1 in_X2)))
 (let ((?x163 (conv 1 1 1 1 1 1 1 1 1 ?x151 in_W)))
 (let ((?x174 (slice 0 0 sym_n1 ?x163)))
 (= (dim ?x174 3) sym_w)))))
(assert
 (let ((?x151 (concat 0 in_X1 in_X2)))
 (let ((?x163 (conv 1 1 1 1 1 1 1 1 1 ?x151 in_W)))
 (let ((?x155 (+ sym_n1 sym_n2)))
 (let ((?x185 (slice 0 sym_n1 ?x155 ?x163)))
 (= (rank ?x185) 4))))))
(assert
 (let ((?x151 (concat 0 in_X1 in_X2)))
 (let ((?x163 (conv 1 1 1 1 1 1 1 1 1 ?x151 in_W)))
 (let ((?x155 (+ sym_n1 sym_n2)))
 (let ((?x185 (slice 0 sym_n1 ?x155 ?x163)))
 (= (dim ?x185 0) sym_n2))))))
(assert
 (let ((?x151 (concat 0 in_X1 in_X2)))
 (let ((?x163 (conv 1 1 1 1 1 1 1 1 1 ?x151 in_W)))
 (let ((?x155 (+ sym_n1 sym_n2)))
 (let ((?x185 (slice 0 sym_n1 ?x155 ?x163)))
 (= (dim ?x185 1) sym_m))))))
(assert
 (let ((?x151 (concat 0 in_X1 in_X2)))
 (let ((?x163 (conv 1 1 1 1 1 1 1 1 1 ?x151 in_W)))
 (let ((?x155 (+ sym_n1 sym_n2)))
 (let ((?x185 (slice 0 sym_n1 ?x155 ?x163)))
 (= (dim ?x185 2) sym_h))))))
(assert
 (let ((?x151 (concat 0 in_X1 in_X2)))
 (let ((?x163 (conv 1 1 1 1 1 1 1 1 1 ?x151 in_W)))
 (let ((?x155 (+ sym_n1 sym_n2)))
 (let ((?x185 (slice 0 sym_n1 ?x155 ?x163)))
 (= (dim ?x185 3) sym_w))))))
(assert
 (let ((?x151 (concat 0 in_X1 in_X2)))
(let ((?x163 (conv 1 1 1 1 1 1 1 1 1 ?x151 in_W)))
(let ((?x155 (+ sym_n1 sym_n2)))
(let ((?x185 (slice 0 sym_n1 ?x155 ?x163)))
(let ((?x140 (conv 1 1 1 1 1 1 1 1 1 in_X2 in_W)))
(let ((?x174 (slice 0 0 sym_n1 ?x163)))
(let ((?x129 (conv 1 1 1 1 1 1 1 1 1 in_X1 in_W)))
(or (and (distinct ?x129 ?x174) true) (and (distinct ?x140 ?x185) true))))))))))
(check-sat)
