; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_w, conv_smul_x, conv_strided_subsample
; z3 rlimit used: 76373
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x28 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x29 (= ?x28 X)))
 (let (($x25 (= (dim X 1) c)))
 (let (($x21 (>= kw 1)))
 (let (($x20 (>= kh 1)))
 (let (($x19 (>= pw 0)))
 (let (($x18 (>= ph 0)))
 (let (($x26 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x18 $x19 $x20 $x21 $x25)))
 (=> $x26 $x29))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x80 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x81 (smul ?x80 S)))
 (let ((?x79 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x82 (= ?x79 ?x81)))
 (let (($x73 (>= dw 1)))
 (let (($x71 (>= dh 1)))
 (let (($x69 (>= pr 0)))
 (let (($x68 (>= pb 0)))
 (let (($x66 (>= pl 0)))
 (let (($x65 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x63 (>= sh 1)))
 (let (($x62 (>= g 1)))
 (let (($x74 (and $x62 $x63 $x64 $x65 $x66 $x68 $x69 $x71 $x73)))
 (=> $x74 $x82))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x80 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x81 (smul ?x80 S)))
 (let ((?x91 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x92 (= ?x91 ?x81)))
 (let (($x73 (>= dw 1)))
 (let (($x71 (>= dh 1)))
 (let (($x69 (>= pr 0)))
 (let (($x68 (>= pb 0)))
 (let (($x66 (>= pl 0)))
 (let (($x65 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x63 (>= sh 1)))
 (let (($x62 (>= g 1)))
 (let (($x74 (and $x62 $x63 $x64 $x65 $x66 $x68 $x69 $x71 $x73)))
 (=> $x74 $x92))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x102 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x80 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x103 (= ?x80 ?x102)))
 (let (($x73 (>= dw 1)))
 (let (($x71 (>= dh 1)))
 (let (($x69 (>= pr 0)))
 (let (($x68 (>= pb 0)))
 (let (($x66 (>= pl 0)))
 (let (($x65 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x63 (>= sh 1)))
 (let (($x62 (>= g 1)))
 (let (($x100 (and (< 1 (* sh sw)) $x62 $x63 $x64 $x65 $x66 $x68 $x69 $x71 $x73)))
 (=> $x100 $x103)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
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
 (let ((?x142 (dim in_k1 2)))
 (= 3 ?x142)))
(assert
 (let ((?x144 (dim in_k1 3)))
 (= 3 ?x144)))
(assert
 (= (rank in_s1) 0))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x156 (dim ?x149 2)))
 (= 1 ?x156))))
(assert
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x158 (dim ?x149 3)))
 (= 1 ?x158))))
(assert
 (= (rank (smul in_k1 in_s1)) 4))
(assert
 (= (dim (smul in_k1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_k1 in_s1) 1) sym_c))
(assert
 (let ((?x160 (smul in_k1 in_s1)))
 (let ((?x167 (dim ?x160 2)))
 (= 3 ?x167))))
(assert
 (let ((?x160 (smul in_k1 in_s1)))
 (let ((?x169 (dim ?x160 3)))
 (= 3 ?x169))))
(assert
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x149)))
 (= (rank ?x171) 4))))
(assert
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x149)))
 (= (dim ?x171 0) sym_n))))
(assert
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x149)))
 (= (dim ?x171 1) sym_c))))
(assert
 (let ((?x181 (div (+ (- 1) sym_h) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x149)))
 (let ((?x178 (dim ?x171 2)))
 (= ?x178 ?x182)))))))
(assert
 (let ((?x186 (div (+ (- 1) sym_w) 2)))
 (let ((?x187 (+ 1 ?x186)))
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x149)))
 (let ((?x184 (dim ?x171 3)))
 (= ?x184 ?x187)))))))
(assert
 (let ((?x160 (smul in_k1 in_s1)))
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x160)))
 (= (rank ?x189) 4))))
(assert
 (let ((?x160 (smul in_k1 in_s1)))
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x160)))
 (= (dim ?x189 0) sym_n))))
(assert
 (let ((?x160 (smul in_k1 in_s1)))
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x160)))
 (= (dim ?x189 1) sym_c))))
(assert
 (let ((?x181 (div (+ (- 1) sym_h) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (let ((?x160 (smul in_k1 in_s1)))
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x160)))
 (let ((?x196 (dim ?x189 2)))
 (= ?x196 ?x182)))))))
(assert
 (let ((?x186 (div (+ (- 1) sym_w) 2)))
 (let ((?x187 (+ 1 ?x186)))
 (let ((?x160 (smul in_k1 in_s1)))
 (let ((?x189 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x160)))
 (let ((?x198 (dim ?x189 3)))
 (= ?x198 ?x187)))))))
(assert
 (let ((?x181 (div (+ (- 1) sym_h) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (>= ?x182 0))))
(assert
 (let ((?x186 (div (+ (- 1) sym_w) 2)))
 (let ((?x187 (+ 1 ?x186)))
 (>= ?x187 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x209 (dim ?x202 2)))
 (= 3 ?x209))))
(assert
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x211 (dim ?x202 3)))
 (= 3 ?x211))))
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
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x202)))
 (= (rank ?x224) 4))))
(assert
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x202)))
 (= (dim ?x224 0) sym_n))))
(assert
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x202)))
 (= (dim ?x224 1) sym_c))))
(assert
 (let ((?x181 (div (+ (- 1) sym_h) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x202)))
 (let ((?x231 (dim ?x224 2)))
 (= ?x231 ?x182)))))))
(assert
 (let ((?x186 (div (+ (- 1) sym_w) 2)))
 (let ((?x187 (+ 1 ?x186)))
 (let ((?x202 (idkernel4 sym_c 3 3)))
 (let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x202)))
 (let ((?x233 (dim ?x224 3)))
 (= ?x233 ?x187)))))))
(assert
 (let ((?x213 (smul in_i1 in_s1)))
 (let ((?x235 (conv 2 2 1 1 1 1 1 1 1 ?x213 in_k1)))
 (= (rank ?x235) 4))))
(assert
 (let ((?x213 (smul in_i1 in_s1)))
 (let ((?x235 (conv 2 2 1 1 1 1 1 1 1 ?x213 in_k1)))
 (= (dim ?x235 0) sym_n))))
(assert
 (let ((?x213 (smul in_i1 in_s1)))
 (let ((?x235 (conv 2 2 1 1 1 1 1 1 1 ?x213 in_k1)))
 (= (dim ?x235 1) sym_c))))
(assert
 (let ((?x181 (div (+ (- 1) sym_h) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (let ((?x213 (smul in_i1 in_s1)))
 (let ((?x235 (conv 2 2 1 1 1 1 1 1 1 ?x213 in_k1)))
 (let ((?x242 (dim ?x235 2)))
 (= ?x242 ?x182)))))))
(assert
 (let ((?x186 (div (+ (- 1) sym_w) 2)))
 (let ((?x187 (+ 1 ?x186)))
 (let ((?x213 (smul in_i1 in_s1)))
 (let ((?x235 (conv 2 2 1 1 1 1 1 1 1 ?x213 in_k1)))
 (let ((?x244 (dim ?x235 3)))
 (= ?x244 ?x187)))))))
(assert
 (let ((?x213 (smul in_i1 in_s1)))
(let ((?x235 (conv 2 2 1 1 1 1 1 1 1 ?x213 in_k1)))
(let ((?x160 (smul in_k1 in_s1)))
(let ((?x189 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x160)))
(let ((?x202 (idkernel4 sym_c 3 3)))
(let ((?x224 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x202)))
(let ((?x149 (idkernel4 sym_c 1 1)))
(let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x149)))
(or (and (distinct ?x171 ?x224) true) (and (distinct ?x189 ?x235) true)))))))))))
(check-sat)
