; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_out, conv_smul_w
; z3 rlimit used: 75033
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_k1 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x32 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x30 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x33 (= ?x30 ?x32)))
 (let (($x24 (>= dw 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x25 (and $x7 $x9 $x11 $x14 $x16 $x18 $x20 (>= dh 1) $x24)))
 (=> $x25 $x33))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W1 T) (W2 T) (X T) (dh Int) (dw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x64 (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2))))
 (let ((?x61 (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2))))
 (let (($x65 (= ?x61 ?x64)))
 (let (($x7 (>= dw 1)))
 (let (($x24 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x58 (and $x9 $x11 $x14 $x16 $x18 $x20 $x24 $x7)))
 (=> $x58 $x65))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw 1 X (concat 0 W1 W2)) ) :pattern ( (concat 1 (conv sh sw pt pl pb pr dh dw 1 X W1) (conv sh sw pt pl pb pr dh dw 1 X W2)) ) :qid conv_concat_out))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_i1) 4))
(assert
 (= (dim in_i1 0) sym_n))
(assert
 (= (dim in_i1 1) sym_c))
(assert
 (= (dim in_i1 2) sym_h))
(assert
 (= (dim in_i1 3) sym_w))
(assert
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c2))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x104 (dim in_k1 2)))
 (= 3 ?x104)))
(assert
 (let ((?x106 (dim in_k1 3)))
 (= 3 ?x106)))
(assert
 (= (rank in_s1) 0))
(assert
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x111) 4)))
(assert
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x111 0) sym_n)))
(assert
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x111 1) sym_c2)))
(assert
 (let ((?x120 (+ (- 2) sym_h)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x118 (dim ?x111 2)))
 (= ?x118 ?x120)))))
(assert
 (let ((?x123 (+ (- 2) sym_w)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x122 (dim ?x111 3)))
 (= ?x122 ?x123)))))
(assert
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x125 (smul ?x111 in_s1)))
 (= (rank ?x125) 4))))
(assert
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x125 (smul ?x111 in_s1)))
 (= (dim ?x125 0) sym_n))))
(assert
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x125 (smul ?x111 in_s1)))
 (= (dim ?x125 1) sym_c2))))
(assert
 (let ((?x120 (+ (- 2) sym_h)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x125 (smul ?x111 in_s1)))
 (let ((?x132 (dim ?x125 2)))
 (= ?x132 ?x120))))))
(assert
 (let ((?x123 (+ (- 2) sym_w)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x125 (smul ?x111 in_s1)))
 (let ((?x134 (dim ?x125 3)))
 (= ?x134 ?x123))))))
(assert
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x125 (smul ?x111 in_s1)))
 (let ((?x136 (concat 1 ?x125 ?x111)))
 (= (rank ?x136) 4)))))
(assert
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x125 (smul ?x111 in_s1)))
 (let ((?x136 (concat 1 ?x125 ?x111)))
 (= (dim ?x136 0) sym_n)))))
(assert
 (let ((?x142 (* 2 sym_c2)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x125 (smul ?x111 in_s1)))
 (let ((?x136 (concat 1 ?x125 ?x111)))
 (let ((?x141 (dim ?x136 1)))
 (= ?x141 ?x142)))))))
(assert
 (let ((?x120 (+ (- 2) sym_h)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x125 (smul ?x111 in_s1)))
 (let ((?x136 (concat 1 ?x125 ?x111)))
 (let ((?x144 (dim ?x136 2)))
 (= ?x144 ?x120)))))))
(assert
 (let ((?x123 (+ (- 2) sym_w)))
 (let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x125 (smul ?x111 in_s1)))
 (let ((?x136 (concat 1 ?x125 ?x111)))
 (let ((?x146 (dim ?x136 3)))
 (= ?x146 ?x123)))))))
(assert
 (let ((?x120 (+ (- 2) sym_h)))
 (>= ?x120 0)))
(assert
 (let ((?x123 (+ (- 2) sym_w)))
 (>= ?x123 0)))
(assert
 (let ((?x142 (* 2 sym_c2)))
 (>= ?x142 0)))
(assert
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c2))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c))
(assert
 (let ((?x151 (smul in_k1 in_s1)))
 (let ((?x158 (dim ?x151 2)))
 (= 3 ?x158))))
(assert
 (let ((?x151 (smul in_k1 in_s1)))
 (let ((?x160 (dim ?x151 3)))
 (= 3 ?x160))))
(assert
 (= (rank (concat 0 (smul in_k1 in_s1) in_k1)) 4))
(assert
 (let ((?x142 (* 2 sym_c2)))
 (let ((?x151 (smul in_k1 in_s1)))
 (let ((?x162 (concat 0 ?x151 in_k1)))
 (let ((?x165 (dim ?x162 0)))
 (= ?x165 ?x142))))))
(assert
 (= (dim (concat 0 (smul in_k1 in_s1) in_k1) 1) sym_c))
(assert
 (let ((?x151 (smul in_k1 in_s1)))
 (let ((?x162 (concat 0 ?x151 in_k1)))
 (let ((?x169 (dim ?x162 2)))
 (= 3 ?x169)))))
(assert
 (let ((?x151 (smul in_k1 in_s1)))
 (let ((?x162 (concat 0 ?x151 in_k1)))
 (let ((?x171 (dim ?x162 3)))
 (= 3 ?x171)))))
(assert
 (let ((?x151 (smul in_k1 in_s1)))
 (let ((?x162 (concat 0 ?x151 in_k1)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x162)))
 (= (rank ?x173) 4)))))
(assert
 (let ((?x151 (smul in_k1 in_s1)))
 (let ((?x162 (concat 0 ?x151 in_k1)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x162)))
 (= (dim ?x173 0) sym_n)))))
(assert
 (let ((?x142 (* 2 sym_c2)))
 (let ((?x151 (smul in_k1 in_s1)))
 (let ((?x162 (concat 0 ?x151 in_k1)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x178 (dim ?x173 1)))
 (= ?x178 ?x142)))))))
(assert
 (let ((?x120 (+ (- 2) sym_h)))
 (let ((?x151 (smul in_k1 in_s1)))
 (let ((?x162 (concat 0 ?x151 in_k1)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x180 (dim ?x173 2)))
 (= ?x180 ?x120)))))))
(assert
 (let ((?x123 (+ (- 2) sym_w)))
 (let ((?x151 (smul in_k1 in_s1)))
 (let ((?x162 (concat 0 ?x151 in_k1)))
 (let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x182 (dim ?x173 3)))
 (= ?x182 ?x123)))))))
(assert
 (let ((?x151 (smul in_k1 in_s1)))
(let ((?x162 (concat 0 ?x151 in_k1)))
(let ((?x173 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x162)))
(let ((?x111 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x125 (smul ?x111 in_s1)))
(let ((?x136 (concat 1 ?x125 ?x111)))
(and (distinct ?x136 ?x173) true))))))))
(check-sat)
