; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel1_after_conv, conv_smul_x
; z3 rlimit used: 76468
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(declare-fun relu (T) T)
(assert
 (forall ((W T) (X T) (m Int) (q Int) (s Int) )(! (let ((?x19 (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1))))
 (let (($x21 (= ?x19 (conv s s q q q q 1 1 1 X W))))
 (let (($x7 (>= s 1)))
 (let (($x15 (and $x7 (>= q 0) (= (dim W 0) m))))
 (=> $x15 $x21))))) :pattern ( (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1)) ) :qid conv_idkernel1_after_conv))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x66 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x64 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x67 (= ?x64 ?x66)))
 (let (($x7 (>= sw 1)))
 (let (($x59 (and (>= g 1) (>= sh 1) $x7 (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x59 $x67)))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
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
 (= (rank in_s1) 0))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x107 (dim ?x100 2)))
 (= 3 ?x107))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x109 (dim ?x100 3)))
 (= 3 ?x109))))
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
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x122 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x100)))
 (= (rank ?x122) 4))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x122 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x100)))
 (= (dim ?x122 0) sym_n))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x122 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x100)))
 (= (dim ?x122 1) sym_c))))
(assert
 (let ((?x132 (div (+ (- 3) sym_h) 2)))
 (let ((?x133 (+ 1 ?x132)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x122 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x129 (dim ?x122 2)))
 (= ?x129 ?x133)))))))
(assert
 (let ((?x137 (div (+ (- 3) sym_w) 2)))
 (let ((?x138 (+ 1 ?x137)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x122 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x135 (dim ?x122 3)))
 (= ?x135 ?x138)))))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x122 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x140 (relu ?x122)))
 (= (rank ?x140) 4)))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x122 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x140 (relu ?x122)))
 (= (dim ?x140 0) sym_n)))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x122 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x140 (relu ?x122)))
 (= (dim ?x140 1) sym_c)))))
(assert
 (let ((?x132 (div (+ (- 3) sym_h) 2)))
 (let ((?x133 (+ 1 ?x132)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x122 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x140 (relu ?x122)))
 (let ((?x147 (dim ?x140 2)))
 (= ?x147 ?x133))))))))
(assert
 (let ((?x137 (div (+ (- 3) sym_w) 2)))
 (let ((?x138 (+ 1 ?x137)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x122 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x140 (relu ?x122)))
 (let ((?x149 (dim ?x140 3)))
 (= ?x149 ?x138))))))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (smul in_i1 in_s1)))
 (let ((?x151 (conv 1 1 0 0 0 0 1 1 1 ?x111 ?x100)))
 (= (rank ?x151) 4)))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (smul in_i1 in_s1)))
 (let ((?x151 (conv 1 1 0 0 0 0 1 1 1 ?x111 ?x100)))
 (= (dim ?x151 0) sym_n)))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (smul in_i1 in_s1)))
 (let ((?x151 (conv 1 1 0 0 0 0 1 1 1 ?x111 ?x100)))
 (= (dim ?x151 1) sym_c)))))
(assert
 (let ((?x160 (+ (- 2) sym_h)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (smul in_i1 in_s1)))
 (let ((?x151 (conv 1 1 0 0 0 0 1 1 1 ?x111 ?x100)))
 (let ((?x158 (dim ?x151 2)))
 (= ?x158 ?x160)))))))
(assert
 (let ((?x163 (+ (- 2) sym_w)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x111 (smul in_i1 in_s1)))
 (let ((?x151 (conv 1 1 0 0 0 0 1 1 1 ?x111 ?x100)))
 (let ((?x162 (dim ?x151 3)))
 (= ?x162 ?x163)))))))
(assert
 (let ((?x132 (div (+ (- 3) sym_h) 2)))
 (let ((?x133 (+ 1 ?x132)))
 (>= ?x133 0))))
(assert
 (let ((?x137 (div (+ (- 3) sym_w) 2)))
 (let ((?x138 (+ 1 ?x137)))
 (>= ?x138 0))))
(assert
 (let ((?x160 (+ (- 2) sym_h)))
 (>= ?x160 0)))
(assert
 (let ((?x163 (+ (- 2) sym_w)))
 (>= ?x163 0)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x169 (idkernel4 sym_c 1 1)))
 (let ((?x176 (dim ?x169 2)))
 (= 1 ?x176))))
(assert
 (let ((?x169 (idkernel4 sym_c 1 1)))
 (let ((?x178 (dim ?x169 3)))
 (= 1 ?x178))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (= (rank ?x180) 4))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (= (dim ?x180 0) sym_n))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (= (dim ?x180 1) sym_c))))
(assert
 (let ((?x160 (+ (- 2) sym_h)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x187 (dim ?x180 2)))
 (= ?x187 ?x160))))))
(assert
 (let ((?x163 (+ (- 2) sym_w)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x189 (dim ?x180 3)))
 (= ?x189 ?x163))))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x191 (smul ?x180 in_s1)))
 (= (rank ?x191) 4)))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x191 (smul ?x180 in_s1)))
 (= (dim ?x191 0) sym_n)))))
(assert
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x191 (smul ?x180 in_s1)))
 (= (dim ?x191 1) sym_c)))))
(assert
 (let ((?x160 (+ (- 2) sym_h)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x191 (smul ?x180 in_s1)))
 (let ((?x198 (dim ?x191 2)))
 (= ?x198 ?x160)))))))
(assert
 (let ((?x163 (+ (- 2) sym_w)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x191 (smul ?x180 in_s1)))
 (let ((?x200 (dim ?x191 3)))
 (= ?x200 ?x163)))))))
(assert
 (let ((?x169 (idkernel4 sym_c 1 1)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x202 (conv 2 2 0 0 0 0 1 1 1 ?x180 ?x169)))
 (= (rank ?x202) 4))))))
(assert
 (let ((?x169 (idkernel4 sym_c 1 1)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x202 (conv 2 2 0 0 0 0 1 1 1 ?x180 ?x169)))
 (= (dim ?x202 0) sym_n))))))
(assert
 (let ((?x169 (idkernel4 sym_c 1 1)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x202 (conv 2 2 0 0 0 0 1 1 1 ?x180 ?x169)))
 (= (dim ?x202 1) sym_c))))))
(assert
 (let ((?x132 (div (+ (- 3) sym_h) 2)))
 (let ((?x133 (+ 1 ?x132)))
 (let ((?x169 (idkernel4 sym_c 1 1)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x202 (conv 2 2 0 0 0 0 1 1 1 ?x180 ?x169)))
 (let ((?x209 (dim ?x202 2)))
 (= ?x209 ?x133)))))))))
(assert
 (let ((?x137 (div (+ (- 3) sym_w) 2)))
 (let ((?x138 (+ 1 ?x137)))
 (let ((?x169 (idkernel4 sym_c 1 1)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x202 (conv 2 2 0 0 0 0 1 1 1 ?x180 ?x169)))
 (let ((?x211 (dim ?x202 3)))
 (= ?x211 ?x138)))))))))
(assert
 (let ((?x169 (idkernel4 sym_c 1 1)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x202 (conv 2 2 0 0 0 0 1 1 1 ?x180 ?x169)))
 (let ((?x213 (relu ?x202)))
 (= (rank ?x213) 4)))))))
(assert
 (let ((?x169 (idkernel4 sym_c 1 1)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x202 (conv 2 2 0 0 0 0 1 1 1 ?x180 ?x169)))
 (let ((?x213 (relu ?x202)))
 (= (dim ?x213 0) sym_n)))))))
(assert
 (let ((?x169 (idkernel4 sym_c 1 1)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x202 (conv 2 2 0 0 0 0 1 1 1 ?x180 ?x169)))
 (let ((?x213 (relu ?x202)))
 (= (dim ?x213 1) sym_c)))))))
(assert
 (let ((?x132 (div (+ (- 3) sym_h) 2)))
 (let ((?x133 (+ 1 ?x132)))
 (let ((?x169 (idkernel4 sym_c 1 1)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x202 (conv 2 2 0 0 0 0 1 1 1 ?x180 ?x169)))
 (let ((?x213 (relu ?x202)))
 (let ((?x220 (dim ?x213 2)))
 (= ?x220 ?x133))))))))))
(assert
 (let ((?x137 (div (+ (- 3) sym_w) 2)))
 (let ((?x138 (+ 1 ?x137)))
 (let ((?x169 (idkernel4 sym_c 1 1)))
 (let ((?x100 (idkernel4 sym_c 3 3)))
 (let ((?x180 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
 (let ((?x202 (conv 2 2 0 0 0 0 1 1 1 ?x180 ?x169)))
 (let ((?x213 (relu ?x202)))
 (let ((?x222 (dim ?x213 3)))
 (= ?x222 ?x138))))))))))
(assert
 (let ((?x169 (idkernel4 sym_c 1 1)))
(let ((?x100 (idkernel4 sym_c 3 3)))
(let ((?x180 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x100)))
(let ((?x202 (conv 2 2 0 0 0 0 1 1 1 ?x180 ?x169)))
(let ((?x213 (relu ?x202)))
(let ((?x122 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x100)))
(let ((?x140 (relu ?x122)))
(let ((?x191 (smul ?x180 in_s1)))
(let ((?x111 (smul in_i1 in_s1)))
(let ((?x151 (conv 1 1 0 0 0 0 1 1 1 ?x111 ?x100)))
(or (and (distinct ?x151 ?x191) true) (and (distinct ?x140 ?x213) true)))))))))))))
(check-sat)
