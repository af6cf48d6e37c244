; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, conv_strided_subsample, slice_concat_left, slice_concat_right
; z3 rlimit used: 77554
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
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
 (let (($x75 (>= dw 1)))
 (let (($x73 (>= dh 1)))
 (let (($x71 (>= pr 0)))
 (let (($x69 (>= pb 0)))
 (let (($x67 (>= pl 0)))
 (let (($x65 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x63 (>= sh 1)))
 (let (($x76 (and $x63 $x64 $x65 $x67 $x69 $x71 $x73 $x75)))
 (=> $x76 $x85))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x100 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x98 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x101 (= ?x98 ?x100)))
 (let (($x73 (>= dw 1)))
 (let (($x96 (>= dh 1)))
 (let (($x71 (>= pr 0)))
 (let (($x69 (>= pb 0)))
 (let (($x67 (>= pl 0)))
 (let (($x65 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x63 (>= sh 1)))
 (let (($x75 (>= g 1)))
 (let (($x97 (and (< 1 (* sh sw)) $x75 $x63 $x64 $x65 $x67 $x69 $x71 $x96 $x73)))
 (=> $x97 $x101)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
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
 (let ((?x134 (dim in_W1 2)))
 (= 3 ?x134)))
(assert
 (let ((?x136 (dim in_W1 3)))
 (= 3 ?x136)))
(assert
 (= (rank in_W2) 4))
(assert
 (= (dim in_W2 0) sym_m2))
(assert
 (= (dim in_W2 1) sym_c))
(assert
 (let ((?x145 (dim in_W2 2)))
 (= 3 ?x145)))
(assert
 (let ((?x147 (dim in_W2 3)))
 (= 3 ?x147)))
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
 (let ((?x160 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (= (rank ?x160) 4)))
(assert
 (let ((?x160 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (= (dim ?x160 0) sym_n)))
(assert
 (let ((?x160 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (= (dim ?x160 1) sym_m1)))
(assert
 (let ((?x169 (div (+ (- 1) sym_h) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x160 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (let ((?x167 (dim ?x160 2)))
 (= ?x167 ?x170))))))
(assert
 (let ((?x174 (div (+ (- 1) sym_w) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x160 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (let ((?x172 (dim ?x160 3)))
 (= ?x172 ?x175))))))
(assert
 (let ((?x177 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (= (rank ?x177) 4)))
(assert
 (let ((?x177 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (= (dim ?x177 0) sym_n)))
(assert
 (let ((?x177 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (= (dim ?x177 1) sym_m2)))
(assert
 (let ((?x169 (div (+ (- 1) sym_h) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x177 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (let ((?x184 (dim ?x177 2)))
 (= ?x184 ?x170))))))
(assert
 (let ((?x174 (div (+ (- 1) sym_w) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x177 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (let ((?x186 (dim ?x177 3)))
 (= ?x186 ?x175))))))
(assert
 (let ((?x169 (div (+ (- 1) sym_h) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (>= ?x170 0))))
(assert
 (let ((?x174 (div (+ (- 1) sym_w) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (>= ?x175 0))))
(assert
 (= (rank (concat 0 in_W1 in_W2)) 4))
(assert
 (let ((?x194 (+ sym_m1 sym_m2)))
 (let ((?x190 (concat 0 in_W1 in_W2)))
 (let ((?x193 (dim ?x190 0)))
 (= ?x193 ?x194)))))
(assert
 (= (dim (concat 0 in_W1 in_W2) 1) sym_c))
(assert
 (let ((?x190 (concat 0 in_W1 in_W2)))
 (let ((?x198 (dim ?x190 2)))
 (= 3 ?x198))))
(assert
 (let ((?x190 (concat 0 in_W1 in_W2)))
 (let ((?x200 (dim ?x190 3)))
 (= 3 ?x200))))
(assert
 (let ((?x190 (concat 0 in_W1 in_W2)))
 (let ((?x202 (conv 2 2 1 1 1 1 1 1 1 in_X ?x190)))
 (= (rank ?x202) 4))))
(assert
 (let ((?x190 (concat 0 in_W1 in_W2)))
 (let ((?x202 (conv 2 2 1 1 1 1 1 1 1 in_X ?x190)))
 (= (dim ?x202 0) sym_n))))
(assert
 (let ((?x194 (+ sym_m1 sym_m2)))
 (let ((?x190 (concat 0 in_W1 in_W2)))
 (let ((?x202 (conv 2 2 1 1 1 1 1 1 1 in_X ?x190)))
 (let ((?x207 (dim ?x202 1)))
 (= ?x207 ?x194))))))
(assert
 (let ((?x169 (div (+ (- 1) sym_h) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x190 (concat 0 in_W1 in_W2)))
 (let ((?x202 (conv 2 2 1 1 1 1 1 1 1 in_X ?x190)))
 (let ((?x209 (dim ?x202 2)))
 (= ?x209 ?x170)))))))
(assert
 (let ((?x174 (div (+ (- 1) sym_w) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x190 (concat 0 in_W1 in_W2)))
 (let ((?x202 (conv 2 2 1 1 1 1 1 1 1 in_X ?x190)))
 (let ((?x211 (dim ?x202 3)))
 (= ?x211 ?x175)))))))
(assert
 (let ((?x190 (concat 0 in_W1 in_W2)))
 (let ((?x202 (conv 2 2 1 1 1 1 1 1 1 in_X ?x190)))
 (let ((?x213 (slice 1 0 sym_m1 ?x202)))
 (= (rank ?x213) 4)))))
(assert
 (let ((?x190 (concat 0 in_W1 in_W2)))
 (let ((?x202 (conv 2 2 1 1 1 1 1 1 1 in_X ?x190)))
 (let ((?x213 (slice 1 0 sym_m1 ?x202)))
 (= (dim ?x213 0) sym_n)))))
(assert
 (let ((?x190 (concat 0 in_W1 in_W2)))
 (let ((?x202 (conv 2 2 1 1 1 1 1 1 1 in_X ?x190)))
 (let ((?x213 (slice 1 0 sym_m1 ?x202)))
 (= (dim ?x213 1) sym_m1)))))
(assert
 (let ((?x169 (div (+ (- 1) sym_h) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x190 (concat 0 in_W1 in_W2)))
 (let ((?x202 (conv 2 2 1 1 1 1 1 1 1 in_X ?x190)))
 (let ((?x213 (slice 1 0 sym_m1 ?x202)))
 (let ((?x220 (dim ?x213 2)))
 (= ?x220 ?x170))))))))
(assert
 (let ((?x174 (div (+ (- 1) sym_w) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x190 (concat 0 in_W1 in_W2)))
 (let ((?x202 (conv 2 2 1 1 1 1 1 1 1 in_X ?x190)))
 (let ((?x213 (slice 1 0 sym_m1 ?x202)))
 (let ((?x222 (dim ?x213 3)))
 (= ?x222 ?x175))))))))
(assert
 (let ((?x190 (concat 0 in_W1 in_W2)))
 (let ((?x202 (conv 2 2 1 1 1 1 1 1 1 in_X ?x190)))
 (let ((?x194 (+ sym_m1 sym_m2)))
 (let ((?x224 (slice 1 sym_m1 ?x194 ?x202)))
 (= (rank ?x224) 4))))))
(assert
 (let ((?x190 (concat 0 in_W1 in_W2)))
 (let ((?x202 (conv 2 2 1 1 1 1 1 1 1 in_X ?x190)))
 (let ((?x194 (+ sym_m1 sym_m2)))
 (let ((?x224 (slice 1 sym_m1 ?x194 ?x202)))
 (= (dim ?x224 0) sym_n))))))
(assert
 (let ((?x190 (concat 0 in_W1 in_W2)))
 (let ((?x202 (conv 2 2 1 1 1 1 1 1 1 in_X ?x190)))
 (let ((?x194 (+ sym_m1 sym_m2)))
 (let ((?x224 (slice 1 sym_m1 ?x194 ?x202)))
 (= (dim ?x224 1) sym_m2))))))
(assert
 (let ((?x169 (div (+ (- 1) sym_h) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x190 (concat 0 in_W1 in_W2)))
 (let ((?x202 (conv 2 2 1 1 1 1 1 1 1 in_X ?x190)))
 (let ((?x194 (+ sym_m1 sym_m2)))
 (let ((?x224 (slice 1 sym_m1 ?x194 ?x202)))
 (let ((?x231 (dim ?x224 2)))
 (= ?x231 ?x170)))))))))
(assert
 (let ((?x174 (div (+ (- 1) sym_w) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x190 (concat 0 in_W1 in_W2)))
 (let ((?x202 (conv 2 2 1 1 1 1 1 1 1 in_X ?x190)))
 (let ((?x194 (+ sym_m1 sym_m2)))
 (let ((?x224 (slice 1 sym_m1 ?x194 ?x202)))
 (let ((?x233 (dim ?x224 3)))
 (= ?x233 ?x175)))))))))
(assert
 (let ((?x190 (concat 0 in_W1 in_W2)))
(let ((?x202 (conv 2 2 1 1 1 1 1 1 1 in_X ?x190)))
(let ((?x194 (+ sym_m1 sym_m2)))
(let ((?x224 (slice 1 sym_m1 ?x194 ?x202)))
(let ((?x177 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
(let ((?x213 (slice 1 0 sym_m1 ?x202)))
(let ((?x160 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
(or (and (distinct ?x160 ?x213) true) (and (distinct ?x177 ?x224) true))))))))))
(check-sat)
