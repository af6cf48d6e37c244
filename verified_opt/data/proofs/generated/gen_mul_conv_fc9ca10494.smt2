; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_smul_x, conv_strided_subsample
; z3 rlimit used: 75850
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_k1 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x31 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x32 (smul ?x31 S)))
 (let ((?x30 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x33 (= ?x30 ?x32)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x25 (and $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24)))
 (=> $x25 $x33))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x31 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x32 (smul ?x31 S)))
 (let ((?x59 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x60 (= ?x59 ?x32)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x25 (and $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24)))
 (=> $x25 $x60))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x70 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x31 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x71 (= ?x31 ?x70)))
 (let (($x24 (>= dw 1)))
 (let (($x22 (>= dh 1)))
 (let (($x20 (>= pr 0)))
 (let (($x18 (>= pb 0)))
 (let (($x16 (>= pl 0)))
 (let (($x14 (>= pt 0)))
 (let (($x11 (>= sw 1)))
 (let (($x9 (>= sh 1)))
 (let (($x7 (>= g 1)))
 (let (($x68 (and (< 1 (* sh sw)) $x7 $x9 $x11 $x14 $x16 $x18 $x20 $x22 $x24)))
 (=> $x68 $x71)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (>= sym_c 1))
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
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x111 (dim in_k1 2)))
 (= 3 ?x111)))
(assert
 (let ((?x113 (dim in_k1 3)))
 (= 3 ?x113)))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (smul in_i1 in_s1)) 4))
(assert
 (= (dim (smul in_i1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_i1 in_s1) 1) sym_c))
(assert
 (= (dim (smul in_i1 in_s1) 2) sym_h))
(assert
 (= (dim (smul in_i1 in_s1) 3) sym_w))
(assert
 (let ((?x118 (smul in_i1 in_s1)))
 (let ((?x129 (conv 2 2 1 1 1 1 1 1 1 ?x118 in_k1)))
 (= (rank ?x129) 4))))
(assert
 (let ((?x118 (smul in_i1 in_s1)))
 (let ((?x129 (conv 2 2 1 1 1 1 1 1 1 ?x118 in_k1)))
 (= (dim ?x129 0) sym_n))))
(assert
 (let ((?x118 (smul in_i1 in_s1)))
 (let ((?x129 (conv 2 2 1 1 1 1 1 1 1 ?x118 in_k1)))
 (= (dim ?x129 1) sym_c))))
(assert
 (let ((?x139 (div (+ (- 1) sym_h) 2)))
 (let ((?x140 (+ 1 ?x139)))
 (let ((?x118 (smul in_i1 in_s1)))
 (let ((?x129 (conv 2 2 1 1 1 1 1 1 1 ?x118 in_k1)))
 (let ((?x136 (dim ?x129 2)))
 (= ?x136 ?x140)))))))
(assert
 (let ((?x144 (div (+ (- 1) sym_w) 2)))
 (let ((?x145 (+ 1 ?x144)))
 (let ((?x118 (smul in_i1 in_s1)))
 (let ((?x129 (conv 2 2 1 1 1 1 1 1 1 ?x118 in_k1)))
 (let ((?x142 (dim ?x129 3)))
 (= ?x142 ?x145)))))))
(assert
 (let ((?x118 (smul in_i1 in_s1)))
 (let ((?x129 (conv 2 2 1 1 1 1 1 1 1 ?x118 in_k1)))
 (let ((?x147 (conv 2 2 1 1 1 1 1 1 1 ?x129 in_k1)))
 (= (rank ?x147) 4)))))
(assert
 (let ((?x118 (smul in_i1 in_s1)))
 (let ((?x129 (conv 2 2 1 1 1 1 1 1 1 ?x118 in_k1)))
 (let ((?x147 (conv 2 2 1 1 1 1 1 1 1 ?x129 in_k1)))
 (= (dim ?x147 0) sym_n)))))
(assert
 (let ((?x118 (smul in_i1 in_s1)))
 (let ((?x129 (conv 2 2 1 1 1 1 1 1 1 ?x118 in_k1)))
 (let ((?x147 (conv 2 2 1 1 1 1 1 1 1 ?x129 in_k1)))
 (= (dim ?x147 1) sym_c)))))
(assert
 (let ((?x139 (div (+ (- 1) sym_h) 2)))
 (let ((?x155 (div ?x139 2)))
 (let ((?x156 (+ 1 ?x155)))
 (let ((?x118 (smul in_i1 in_s1)))
 (let ((?x129 (conv 2 2 1 1 1 1 1 1 1 ?x118 in_k1)))
 (let ((?x147 (conv 2 2 1 1 1 1 1 1 1 ?x129 in_k1)))
 (let ((?x154 (dim ?x147 2)))
 (= ?x154 ?x156)))))))))
(assert
 (let ((?x144 (div (+ (- 1) sym_w) 2)))
 (let ((?x159 (div ?x144 2)))
 (let ((?x160 (+ 1 ?x159)))
 (let ((?x118 (smul in_i1 in_s1)))
 (let ((?x129 (conv 2 2 1 1 1 1 1 1 1 ?x118 in_k1)))
 (let ((?x147 (conv 2 2 1 1 1 1 1 1 1 ?x129 in_k1)))
 (let ((?x158 (dim ?x147 3)))
 (= ?x158 ?x160)))))))))
(assert
 (let ((?x139 (div (+ (- 1) sym_h) 2)))
 (let ((?x140 (+ 1 ?x139)))
 (>= ?x140 0))))
(assert
 (let ((?x144 (div (+ (- 1) sym_w) 2)))
 (let ((?x145 (+ 1 ?x144)))
 (>= ?x145 0))))
(assert
 (let ((?x139 (div (+ (- 1) sym_h) 2)))
 (let ((?x155 (div ?x139 2)))
 (let ((?x156 (+ 1 ?x155)))
 (>= ?x156 0)))))
(assert
 (let ((?x144 (div (+ (- 1) sym_w) 2)))
 (let ((?x159 (div ?x144 2)))
 (let ((?x160 (+ 1 ?x159)))
 (>= ?x160 0)))))
(assert
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c))
(assert
 (let ((?x166 (smul in_k1 in_s1)))
 (let ((?x173 (dim ?x166 2)))
 (= 3 ?x173))))
(assert
 (let ((?x166 (smul in_k1 in_s1)))
 (let ((?x175 (dim ?x166 3)))
 (= 3 ?x175))))
(assert
 (let ((?x177 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x177) 4)))
(assert
 (let ((?x177 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x177 0) sym_n)))
(assert
 (let ((?x177 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x177 1) sym_c)))
(assert
 (let ((?x139 (div (+ (- 1) sym_h) 2)))
 (let ((?x140 (+ 1 ?x139)))
 (let ((?x177 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x184 (dim ?x177 2)))
 (= ?x184 ?x140))))))
(assert
 (let ((?x144 (div (+ (- 1) sym_w) 2)))
 (let ((?x145 (+ 1 ?x144)))
 (let ((?x177 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x186 (dim ?x177 3)))
 (= ?x186 ?x145))))))
(assert
 (let ((?x166 (smul in_k1 in_s1)))
 (let ((?x177 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x188 (conv 2 2 1 1 1 1 1 1 1 ?x177 ?x166)))
 (= (rank ?x188) 4)))))
(assert
 (let ((?x166 (smul in_k1 in_s1)))
 (let ((?x177 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x188 (conv 2 2 1 1 1 1 1 1 1 ?x177 ?x166)))
 (= (dim ?x188 0) sym_n)))))
(assert
 (let ((?x166 (smul in_k1 in_s1)))
 (let ((?x177 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x188 (conv 2 2 1 1 1 1 1 1 1 ?x177 ?x166)))
 (= (dim ?x188 1) sym_c)))))
(assert
 (let ((?x139 (div (+ (- 1) sym_h) 2)))
 (let ((?x155 (div ?x139 2)))
 (let ((?x156 (+ 1 ?x155)))
 (let ((?x166 (smul in_k1 in_s1)))
 (let ((?x177 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x188 (conv 2 2 1 1 1 1 1 1 1 ?x177 ?x166)))
 (let ((?x195 (dim ?x188 2)))
 (= ?x195 ?x156)))))))))
(assert
 (let ((?x144 (div (+ (- 1) sym_w) 2)))
 (let ((?x159 (div ?x144 2)))
 (let ((?x160 (+ 1 ?x159)))
 (let ((?x166 (smul in_k1 in_s1)))
 (let ((?x177 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x188 (conv 2 2 1 1 1 1 1 1 1 ?x177 ?x166)))
 (let ((?x197 (dim ?x188 3)))
 (= ?x197 ?x160)))))))))
(assert
 (let ((?x166 (smul in_k1 in_s1)))
(let ((?x177 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x188 (conv 2 2 1 1 1 1 1 1 1 ?x177 ?x166)))
(let ((?x118 (smul in_i1 in_s1)))
(let ((?x129 (conv 2 2 1 1 1 1 1 1 1 ?x118 in_k1)))
(let ((?x147 (conv 2 2 1 1 1 1 1 1 1 ?x129 in_k1)))
(and (distinct ?x147 ?x188) true))))))))
(check-sat)
