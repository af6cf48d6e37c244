; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, slice_concat_left, slice_concat_right
; z3 rlimit used: 75686
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
(declare-fun sym_m1 () Int)
(declare-fun sym_m2 () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
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
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x84 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x81 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (let (($x85 (= ?x81 ?x84)))
 (let (($x76 (and (>= sh 1) (>= sw 1) (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x76 $x85))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
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
 (let ((?x115 (dim in_W1 2)))
 (= 3 ?x115)))
(assert
 (let ((?x117 (dim in_W1 3)))
 (= 3 ?x117)))
(assert
 (= (rank in_W2) 4))
(assert
 (= (dim in_W2 0) sym_m2))
(assert
 (= (dim in_W2 1) sym_c))
(assert
 (let ((?x126 (dim in_W2 2)))
 (= 3 ?x126)))
(assert
 (let ((?x128 (dim in_W2 3)))
 (= 3 ?x128)))
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
 (let ((?x141 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (= (rank ?x141) 4)))
(assert
 (let ((?x141 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (= (dim ?x141 0) sym_n)))
(assert
 (let ((?x141 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (= (dim ?x141 1) sym_m1)))
(assert
 (let ((?x141 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (= (dim ?x141 2) sym_h)))
(assert
 (let ((?x141 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
 (= (dim ?x141 3) sym_w)))
(assert
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (= (rank ?x152) 4)))
(assert
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (= (dim ?x152 0) sym_n)))
(assert
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (= (dim ?x152 1) sym_m2)))
(assert
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (= (dim ?x152 2) sym_h)))
(assert
 (let ((?x152 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
 (= (dim ?x152 3) sym_w)))
(assert
 (= (rank (concat 0 in_W1 in_W2)) 4))
(assert
 (let ((?x167 (+ sym_m1 sym_m2)))
 (let ((?x163 (concat 0 in_W1 in_W2)))
 (let ((?x166 (dim ?x163 0)))
 (= ?x166 ?x167)))))
(assert
 (= (dim (concat 0 in_W1 in_W2) 1) sym_c))
(assert
 (let ((?x163 (concat 0 in_W1 in_W2)))
 (let ((?x171 (dim ?x163 2)))
 (= 3 ?x171))))
(assert
 (let ((?x163 (concat 0 in_W1 in_W2)))
 (let ((?x173 (dim ?x163 3)))
 (= 3 ?x173))))
(assert
 (let ((?x163 (concat 0 in_W1 in_W2)))
 (let ((?x175 (conv 1 1 1 1 1 1 1 1 1 in_X ?x163)))
 (= (rank ?x175) 4))))
(assert
 (let ((?x163 (concat 0 in_W1 in_W2)))
 (let ((?x175 (conv 1 1 1 1 1 1 1 1 1 in_X ?x163)))
 (= (dim ?x175 0) sym_n))))
(assert
 (let ((?x167 (+ sym_m1 sym_m2)))
 (let ((?x163 (concat 0 in_W1 in_W2)))
 (let ((?x175 (conv 1 1 1 1 1 1 1 1 1 in_X ?x163)))
 (let ((?x180 (dim ?x175 1)))
 (= ?x180 ?x167))))))
(assert
 (let ((?x163 (concat 0 in_W1 in_W2)))
 (let ((?x175 (conv 1 1 1 1 1 1 1 1 1 in_X ?x163)))
 (= (dim ?x175 2) sym_h))))
(assert
 (let ((?x163 (concat 0 in_W1 in_W2)))
 (let ((?x175 (conv 1 1 1 1 1 1 1 1 1 in_X ?x163)))
 (= (dim ?x175 3) sym_w))))
(assert
 (let ((?x163 (concat 0 in_W1 in_W2)))
 (let ((?x175 (conv 1 1 1 1 1 1 1 1 1 in_X ?x163)))
 (let ((?x186 (slice 1 0 sym_m1 ?x175)))
 (= (rank ?x186) 4)))))
(assert
 (let ((?x163 (concat 0 in_W1 in_W2)))
 (let ((?x175 (conv 1 1 1 1 1 1 1 1 1 in_X ?x163)))
 (let ((?x186 (slice 1 0 sym_m1 ?x175)))
 (= (dim ?x186 0) sym_n)))))
(assert
 (let ((?x163 (concat 0 in_W1 in_W2)))
 (let ((?x175 (conv 1 1 1 1 1 1 1 1 1 in_X ?x163)))
 (let ((?x186 (slice 1 0 sym_m1 ?x175)))
 (= (dim ?x186 1) sym_m1)))))
(assert
 (let ((?x163 (concat 0 in_W1 in_W2)))
 (let ((?x175 (conv 1 1 1 1 1 1 1 1 1 in_X ?x163)))
 (let ((?x186 (slice 1 0 sym_m1 ?x175)))
 (= (dim ?x186 2) sym_h)))))
(assert
 (let ((?x163 (concat 0 in_W1 in_W2)))
 (let ((?x175 (conv 1 1 1 1 1 1 1 1 1 in_X ?x163)))
 (let ((?x186 (slice 1 0 sym_m1 ?x175)))
 (= (dim ?x186 3) sym_w)))))
(assert
 (let ((?x163 (concat 0 in_W1 in_W2)))
 (let ((?x175 (conv 1 1 1 1 1 1 1 1 1 in_X ?x163)))
 (let ((?x167 (+ sym_m1 sym_m2)))
 (let ((?x197 (slice 1 sym_m1 ?x167 ?x175)))
 (= (rank ?x197) 4))))))
(assert
 (let ((?x163 (concat 0 in_W1 in_W2)))
 (let ((?x175 (conv 1 1 1 1 1 1 1 1 1 in_X ?x163)))
 (let ((?x167 (+ sym_m1 sym_m2)))
 (let ((?x197 (slice 1 sym_m1 ?x167 ?x175)))
 (= (dim ?x197 0) sym_n))))))
(assert
 (let ((?x163 (concat 0 in_W1 in_W2)))
 (let ((?x175 (conv 1 1 1 1 1 1 1 1 1 in_X ?x163)))
 (let ((?x167 (+ sym_m1 sym_m2)))
 (let ((?x197 (slice 1 sym_m1 ?x167 ?x175)))
 (= (dim ?x197 1) sym_m2))))))
(assert
 (let ((?x163 (concat 0 in_W1 in_W2)))
 (let ((?x175 (conv 1 1 1 1 1 1 1 1 1 in_X ?x163)))
 (let ((?x167 (+ sym_m1 sym_m2)))
 (let ((?x197 (slice 1 sym_m1 ?x167 ?x175)))
 (= (dim ?x197 2) sym_h))))))
(assert
 (let ((?x163 (concat 0 in_W1 in_W2)))
 (let ((?x175 (conv 1 1 1 1 1 1 1 1 1 in_X ?x163)))
 (let ((?x167 (+ sym_m1 sym_m2)))
 (let ((?x197 (slice 1 sym_m1 ?x167 ?x175)))
 (= (dim ?x197 3) sym_w))))))
(assert
 (let ((?x163 (concat 0 in_W1 in_W2)))
(let ((?x175 (conv 1 1 1 1 1 1 1 1 1 in_X ?x163)))
(let ((?x167 (+ sym_m1 sym_m2)))
(let ((?x197 (slice 1 sym_m1 ?x167 ?x175)))
(let ((?x152 (conv 1 1 1 1 1 1 1 1 1 in_X in_W2)))
(let ((?x186 (slice 1 0 sym_m1 ?x175)))
(let ((?x141 (conv 1 1 1 1 1 1 1 1 1 in_X in_W1)))
(or (and (distinct ?x141 ?x186) true) (and (distinct ?x152 ?x197) true))))))))))
(check-sat)
