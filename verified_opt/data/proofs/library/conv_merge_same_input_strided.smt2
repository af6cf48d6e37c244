; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, conv_strided_subsample, slice_concat_left, slice_concat_right
; z3 rlimit used: 114830
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
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
 (let (($x91 (= (rank W2) 4)))
 (let (($x88 (= (rank W1) 4)))
 (let (($x81 (>= dw 1)))
 (let (($x79 (>= dh 1)))
 (let (($x77 (>= pr 0)))
 (let (($x75 (>= pb 0)))
 (let (($x73 (>= pl 0)))
 (let (($x71 (>= pt 0)))
 (let (($x70 (>= sw 1)))
 (let (($x62 (>= sh 1)))
 (let (($x92 (and $x62 $x70 $x71 $x73 $x75 $x77 $x79 $x81 (= (rank X) 4) $x88 $x91)))
 (=> $x92 $x98))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x113 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x111 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x114 (= ?x111 ?x113)))
 (let (($x88 (= (rank W) 4)))
 (let (($x91 (= (rank X) 4)))
 (let (($x79 (>= dw 1)))
 (let (($x109 (>= dh 1)))
 (let (($x77 (>= pr 0)))
 (let (($x75 (>= pb 0)))
 (let (($x73 (>= pl 0)))
 (let (($x71 (>= pt 0)))
 (let (($x70 (>= sw 1)))
 (let (($x62 (>= sh 1)))
 (let (($x81 (>= g 1)))
 (let (($x110 (and (< 1 (* sh sw)) $x81 $x62 $x70 $x71 $x73 $x75 $x77 $x109 $x79 $x91 $x88)))
 (=> $x110 $x114)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
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
 (let ((?x146 (dim in_W1 2)))
 (= 3 ?x146)))
(assert
 (let ((?x148 (dim in_W1 3)))
 (= 3 ?x148)))
(assert
 (= (rank in_W2) 4))
(assert
 (= (dim in_W2 0) sym_m2))
(assert
 (= (dim in_W2 1) sym_c))
(assert
 (let ((?x157 (dim in_W2 2)))
 (= 3 ?x157)))
(assert
 (let ((?x159 (dim in_W2 3)))
 (= 3 ?x159)))
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
 (let ((?x172 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (= (rank ?x172) 4)))
(assert
 (let ((?x172 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (= (dim ?x172 0) sym_n)))
(assert
 (let ((?x172 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (= (dim ?x172 1) sym_m1)))
(assert
 (let ((?x181 (div (+ (- 1) sym_h) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (let ((?x172 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (let ((?x179 (dim ?x172 2)))
 (= ?x179 ?x182))))))
(assert
 (let ((?x186 (div (+ (- 1) sym_w) 2)))
 (let ((?x187 (+ 1 ?x186)))
 (let ((?x172 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
 (let ((?x184 (dim ?x172 3)))
 (= ?x184 ?x187))))))
(assert
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (= (rank ?x189) 4)))
(assert
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (= (dim ?x189 0) sym_n)))
(assert
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (= (dim ?x189 1) sym_m2)))
(assert
 (let ((?x181 (div (+ (- 1) sym_h) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (let ((?x196 (dim ?x189 2)))
 (= ?x196 ?x182))))))
(assert
 (let ((?x186 (div (+ (- 1) sym_w) 2)))
 (let ((?x187 (+ 1 ?x186)))
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
 (let ((?x198 (dim ?x189 3)))
 (= ?x198 ?x187))))))
(assert
 (let ((?x181 (div (+ (- 1) sym_h) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (>= ?x182 0))))
(assert
 (let ((?x186 (div (+ (- 1) sym_w) 2)))
 (let ((?x187 (+ 1 ?x186)))
 (>= ?x187 0))))
(assert
 (= (rank (concat 0 in_W1 in_W2)) 4))
(assert
 (let ((?x206 (+ sym_m1 sym_m2)))
 (let ((?x202 (concat 0 in_W1 in_W2)))
 (let ((?x205 (dim ?x202 0)))
 (= ?x205 ?x206)))))
(assert
 (= (dim (concat 0 in_W1 in_W2) 1) sym_c))
(assert
 (let ((?x202 (concat 0 in_W1 in_W2)))
 (let ((?x210 (dim ?x202 2)))
 (= 3 ?x210))))
(assert
 (let ((?x202 (concat 0 in_W1 in_W2)))
 (let ((?x212 (dim ?x202 3)))
 (= 3 ?x212))))
(assert
 (let ((?x202 (concat 0 in_W1 in_W2)))
 (let ((?x214 (conv 2 2 1 1 1 1 1 1 1 in_X ?x202)))
 (= (rank ?x214) 4))))
(assert
 (let ((?x202 (concat 0 in_W1 in_W2)))
 (let ((?x214 (conv 2 2 1 1 1 1 1 1 1 in_X ?x202)))
 (= (dim ?x214 0) sym_n))))
(assert
 (let ((?x206 (+ sym_m1 sym_m2)))
 (let ((?x202 (concat 0 in_W1 in_W2)))
 (let ((?x214 (conv 2 2 1 1 1 1 1 1 1 in_X ?x202)))
 (let ((?x219 (dim ?x214 1)))
 (= ?x219 ?x206))))))
(assert
 (let ((?x181 (div (+ (- 1) sym_h) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (let ((?x202 (concat 0 in_W1 in_W2)))
 (let ((?x214 (conv 2 2 1 1 1 1 1 1 1 in_X ?x202)))
 (let ((?x221 (dim ?x214 2)))
 (= ?x221 ?x182)))))))
(assert
 (let ((?x186 (div (+ (- 1) sym_w) 2)))
 (let ((?x187 (+ 1 ?x186)))
 (let ((?x202 (concat 0 in_W1 in_W2)))
 (let ((?x214 (conv 2 2 1 1 1 1 1 1 1 in_X ?x202)))
 (let ((?x223 (dim ?x214 3)))
 (= ?x223 ?x187)))))))
(assert
 (let ((?x202 (concat 0 in_W1 in_W2)))
 (let ((?x214 (conv 2 2 1 1 1 1 1 1 1 in_X ?x202)))
 (let ((?x225 (slice 1 0 sym_m1 ?x214)))
 (= (rank ?x225) 4)))))
(assert
 (let ((?x202 (concat 0 in_W1 in_W2)))
 (let ((?x214 (conv 2 2 1 1 1 1 1 1 1 in_X ?x202)))
 (let ((?x225 (slice 1 0 sym_m1 ?x214)))
 (= (dim ?x225 0) sym_n)))))
(assert
 (let ((?x202 (concat 0 in_W1 in_W2)))
 (let ((?x214 (conv 2 2 1 1 1 1 1 1 1 in_X ?x202)))
 (let ((?x225 (slice 1 0 sym_m1 ?x214)))
 (= (dim ?x225 1) sym_m1)))))
(assert
 (let ((?x181 (div (+ (- 1) sym_h) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (let ((?x202 (concat 0 in_W1 in_W2)))
 (let ((?x214 (conv 2 2 1 1 1 1 1 1 1 in_X ?x202)))
 (let ((?x225 (slice 1 0 sym_m1 ?x214)))
 (let ((?x232 (dim ?x225 2)))
 (= ?x232 ?x182))))))))
(assert
 (let ((?x186 (div (+ (- 1) sym_w) 2)))
 (let ((?x187 (+ 1 ?x186)))
 (let ((?x202 (concat 0 in_W1 in_W2)))
 (let ((?x214 (conv 2 2 1 1 1 1 1 1 1 in_X ?x202)))
 (let ((?x225 (slice 1 0 sym_m1 ?x214)))
 (let ((?x234 (dim ?x225 3)))
 (= ?x234 ?x187))))))))
(assert
 (let ((?x202 (concat 0 in_W1 in_W2)))
 (let ((?x214 (conv 2 2 1 1 1 1 1 1 1 in_X ?x202)))
 (let ((?x206 (+ sym_m1 sym_m2)))
 (let ((?x236 (slice 1 sym_m1 ?x206 ?x214)))
 (= (rank ?x236) 4))))))
(assert
 (let ((?x202 (concat 0 in_W1 in_W2)))
 (let ((?x214 (conv 2 2 1 1 1 1 1 1 1 in_X ?x202)))
 (let ((?x206 (+ sym_m1 sym_m2)))
 (let ((?x236 (slice 1 sym_m1 ?x206 ?x214)))
 (= (dim ?x236 0) sym_n))))))
(assert
 (let ((?x202 (concat 0 in_W1 in_W2)))
 (let ((?x214 (conv 2 2 1 1 1 1 1 1 1 in_X ?x202)))
 (let ((?x206 (+ sym_m1 sym_m2)))
 (let ((?x236 (slice 1 sym_m1 ?x206 ?x214)))
 (= (dim ?x236 1) sym_m2))))))
(assert
 (let ((?x181 (div (+ (- 1) sym_h) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (let ((?x202 (concat 0 in_W1 in_W2)))
 (let ((?x214 (conv 2 2 1 1 1 1 1 1 1 in_X ?x202)))
 (let ((?x206 (+ sym_m1 sym_m2)))
 (let ((?x236 (slice 1 sym_m1 ?x206 ?x214)))
 (let ((?x243 (dim ?x236 2)))
 (= ?x243 ?x182)))))))))
(assert
 (let ((?x186 (div (+ (- 1) sym_w) 2)))
 (let ((?x187 (+ 1 ?x186)))
 (let ((?x202 (concat 0 in_W1 in_W2)))
 (let ((?x214 (conv 2 2 1 1 1 1 1 1 1 in_X ?x202)))
 (let ((?x206 (+ sym_m1 sym_m2)))
 (let ((?x236 (slice 1 sym_m1 ?x206 ?x214)))
 (let ((?x245 (dim ?x236 3)))
 (= ?x245 ?x187)))))))))
(assert
 (let ((?x202 (concat 0 in_W1 in_W2)))
(let ((?x214 (conv 2 2 1 1 1 1 1 1 1 in_X ?x202)))
(let ((?x206 (+ sym_m1 sym_m2)))
(let ((?x236 (slice 1 sym_m1 ?x206 ?x214)))
(let ((?x189 (conv 2 2 1 1 1 1 1 1 1 in_X in_W2)))
(let ((?x225 (slice 1 0 sym_m1 ?x214)))
(let ((?x172 (conv 2 2 1 1 1 1 1 1 1 in_X in_W1)))
(or (and (distinct ?x172 ?x225) true) (and (distinct ?x189 ?x236) true))))))))))
(check-sat)
