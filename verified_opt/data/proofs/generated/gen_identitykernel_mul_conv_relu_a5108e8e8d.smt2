; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_w, conv_smul_x, conv_strided_subsample
; z3 rlimit used: 79016
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
(declare-fun relu (T) T)
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
 (let ((?x160 (smul in_k1 in_s1)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x160)))
 (= (rank ?x171) 4))))
(assert
 (let ((?x160 (smul in_k1 in_s1)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x160)))
 (= (dim ?x171 0) sym_n))))
(assert
 (let ((?x160 (smul in_k1 in_s1)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x160)))
 (= (dim ?x171 1) sym_c))))
(assert
 (let ((?x181 (div (+ (- 1) sym_h) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (let ((?x160 (smul in_k1 in_s1)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x160)))
 (let ((?x178 (dim ?x171 2)))
 (= ?x178 ?x182)))))))
(assert
 (let ((?x186 (div (+ (- 1) sym_w) 2)))
 (let ((?x187 (+ 1 ?x186)))
 (let ((?x160 (smul in_k1 in_s1)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x160)))
 (let ((?x184 (dim ?x171 3)))
 (= ?x184 ?x187)))))))
(assert
 (let ((?x160 (smul in_k1 in_s1)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x160)))
 (let ((?x189 (relu ?x171)))
 (= (rank ?x189) 4)))))
(assert
 (let ((?x160 (smul in_k1 in_s1)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x160)))
 (let ((?x189 (relu ?x171)))
 (= (dim ?x189 0) sym_n)))))
(assert
 (let ((?x160 (smul in_k1 in_s1)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x160)))
 (let ((?x189 (relu ?x171)))
 (= (dim ?x189 1) sym_c)))))
(assert
 (let ((?x181 (div (+ (- 1) sym_h) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (let ((?x160 (smul in_k1 in_s1)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x160)))
 (let ((?x189 (relu ?x171)))
 (let ((?x196 (dim ?x189 2)))
 (= ?x196 ?x182))))))))
(assert
 (let ((?x186 (div (+ (- 1) sym_w) 2)))
 (let ((?x187 (+ 1 ?x186)))
 (let ((?x160 (smul in_k1 in_s1)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x160)))
 (let ((?x189 (relu ?x171)))
 (let ((?x198 (dim ?x189 3)))
 (= ?x198 ?x187))))))))
(assert
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x160 (smul in_k1 in_s1)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x160)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 ?x171 ?x149)))
 (= (rank ?x200) 4))))))
(assert
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x160 (smul in_k1 in_s1)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x160)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 ?x171 ?x149)))
 (= (dim ?x200 0) sym_n))))))
(assert
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x160 (smul in_k1 in_s1)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x160)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 ?x171 ?x149)))
 (= (dim ?x200 1) sym_c))))))
(assert
 (let ((?x181 (div (+ (- 1) sym_h) 2)))
 (let ((?x208 (div ?x181 2)))
 (let ((?x209 (+ 1 ?x208)))
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x160 (smul in_k1 in_s1)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x160)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 ?x171 ?x149)))
 (let ((?x207 (dim ?x200 2)))
 (= ?x207 ?x209))))))))))
(assert
 (let ((?x186 (div (+ (- 1) sym_w) 2)))
 (let ((?x212 (div ?x186 2)))
 (let ((?x213 (+ 1 ?x212)))
 (let ((?x149 (idkernel4 sym_c 1 1)))
 (let ((?x160 (smul in_k1 in_s1)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x160)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 ?x171 ?x149)))
 (let ((?x211 (dim ?x200 3)))
 (= ?x211 ?x213))))))))))
(assert
 (let ((?x181 (div (+ (- 1) sym_h) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (>= ?x182 0))))
(assert
 (let ((?x186 (div (+ (- 1) sym_w) 2)))
 (let ((?x187 (+ 1 ?x186)))
 (>= ?x187 0))))
(assert
 (let ((?x181 (div (+ (- 1) sym_h) 2)))
 (let ((?x208 (div ?x181 2)))
 (let ((?x209 (+ 1 ?x208)))
 (>= ?x209 0)))))
(assert
 (let ((?x186 (div (+ (- 1) sym_w) 2)))
 (let ((?x212 (div ?x186 2)))
 (let ((?x213 (+ 1 ?x212)))
 (>= ?x213 0)))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x219 (idkernel4 sym_c 3 3)))
 (let ((?x226 (dim ?x219 2)))
 (= 3 ?x226))))
(assert
 (let ((?x219 (idkernel4 sym_c 3 3)))
 (let ((?x228 (dim ?x219 3)))
 (= 3 ?x228))))
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
 (let ((?x230 (smul in_i1 in_s1)))
 (let ((?x241 (conv 2 2 1 1 1 1 1 1 1 ?x230 in_k1)))
 (= (rank ?x241) 4))))
(assert
 (let ((?x230 (smul in_i1 in_s1)))
 (let ((?x241 (conv 2 2 1 1 1 1 1 1 1 ?x230 in_k1)))
 (= (dim ?x241 0) sym_n))))
(assert
 (let ((?x230 (smul in_i1 in_s1)))
 (let ((?x241 (conv 2 2 1 1 1 1 1 1 1 ?x230 in_k1)))
 (= (dim ?x241 1) sym_c))))
(assert
 (let ((?x181 (div (+ (- 1) sym_h) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (let ((?x230 (smul in_i1 in_s1)))
 (let ((?x241 (conv 2 2 1 1 1 1 1 1 1 ?x230 in_k1)))
 (let ((?x248 (dim ?x241 2)))
 (= ?x248 ?x182)))))))
(assert
 (let ((?x186 (div (+ (- 1) sym_w) 2)))
 (let ((?x187 (+ 1 ?x186)))
 (let ((?x230 (smul in_i1 in_s1)))
 (let ((?x241 (conv 2 2 1 1 1 1 1 1 1 ?x230 in_k1)))
 (let ((?x250 (dim ?x241 3)))
 (= ?x250 ?x187)))))))
(assert
 (let ((?x230 (smul in_i1 in_s1)))
 (let ((?x241 (conv 2 2 1 1 1 1 1 1 1 ?x230 in_k1)))
 (let ((?x252 (relu ?x241)))
 (= (rank ?x252) 4)))))
(assert
 (let ((?x230 (smul in_i1 in_s1)))
 (let ((?x241 (conv 2 2 1 1 1 1 1 1 1 ?x230 in_k1)))
 (let ((?x252 (relu ?x241)))
 (= (dim ?x252 0) sym_n)))))
(assert
 (let ((?x230 (smul in_i1 in_s1)))
 (let ((?x241 (conv 2 2 1 1 1 1 1 1 1 ?x230 in_k1)))
 (let ((?x252 (relu ?x241)))
 (= (dim ?x252 1) sym_c)))))
(assert
 (let ((?x181 (div (+ (- 1) sym_h) 2)))
 (let ((?x182 (+ 1 ?x181)))
 (let ((?x230 (smul in_i1 in_s1)))
 (let ((?x241 (conv 2 2 1 1 1 1 1 1 1 ?x230 in_k1)))
 (let ((?x252 (relu ?x241)))
 (let ((?x259 (dim ?x252 2)))
 (= ?x259 ?x182))))))))
(assert
 (let ((?x186 (div (+ (- 1) sym_w) 2)))
 (let ((?x187 (+ 1 ?x186)))
 (let ((?x230 (smul in_i1 in_s1)))
 (let ((?x241 (conv 2 2 1 1 1 1 1 1 1 ?x230 in_k1)))
 (let ((?x252 (relu ?x241)))
 (let ((?x261 (dim ?x252 3)))
 (= ?x261 ?x187))))))))
(assert
 (let ((?x219 (idkernel4 sym_c 3 3)))
 (let ((?x230 (smul in_i1 in_s1)))
 (let ((?x241 (conv 2 2 1 1 1 1 1 1 1 ?x230 in_k1)))
 (let ((?x263 (conv 2 2 1 1 1 1 1 1 1 ?x241 ?x219)))
 (= (rank ?x263) 4))))))
(assert
 (let ((?x219 (idkernel4 sym_c 3 3)))
 (let ((?x230 (smul in_i1 in_s1)))
 (let ((?x241 (conv 2 2 1 1 1 1 1 1 1 ?x230 in_k1)))
 (let ((?x263 (conv 2 2 1 1 1 1 1 1 1 ?x241 ?x219)))
 (= (dim ?x263 0) sym_n))))))
(assert
 (let ((?x219 (idkernel4 sym_c 3 3)))
 (let ((?x230 (smul in_i1 in_s1)))
 (let ((?x241 (conv 2 2 1 1 1 1 1 1 1 ?x230 in_k1)))
 (let ((?x263 (conv 2 2 1 1 1 1 1 1 1 ?x241 ?x219)))
 (= (dim ?x263 1) sym_c))))))
(assert
 (let ((?x181 (div (+ (- 1) sym_h) 2)))
 (let ((?x208 (div ?x181 2)))
 (let ((?x209 (+ 1 ?x208)))
 (let ((?x219 (idkernel4 sym_c 3 3)))
 (let ((?x230 (smul in_i1 in_s1)))
 (let ((?x241 (conv 2 2 1 1 1 1 1 1 1 ?x230 in_k1)))
 (let ((?x263 (conv 2 2 1 1 1 1 1 1 1 ?x241 ?x219)))
 (let ((?x270 (dim ?x263 2)))
 (= ?x270 ?x209))))))))))
(assert
 (let ((?x186 (div (+ (- 1) sym_w) 2)))
 (let ((?x212 (div ?x186 2)))
 (let ((?x213 (+ 1 ?x212)))
 (let ((?x219 (idkernel4 sym_c 3 3)))
 (let ((?x230 (smul in_i1 in_s1)))
 (let ((?x241 (conv 2 2 1 1 1 1 1 1 1 ?x230 in_k1)))
 (let ((?x263 (conv 2 2 1 1 1 1 1 1 1 ?x241 ?x219)))
 (let ((?x272 (dim ?x263 3)))
 (= ?x272 ?x213))))))))))
(assert
 (let ((?x219 (idkernel4 sym_c 3 3)))
(let ((?x230 (smul in_i1 in_s1)))
(let ((?x241 (conv 2 2 1 1 1 1 1 1 1 ?x230 in_k1)))
(let ((?x263 (conv 2 2 1 1 1 1 1 1 1 ?x241 ?x219)))
(let ((?x149 (idkernel4 sym_c 1 1)))
(let ((?x160 (smul in_k1 in_s1)))
(let ((?x171 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x160)))
(let ((?x200 (conv 2 2 0 0 0 0 1 1 1 ?x171 ?x149)))
(or (and (distinct (relu ?x171) (relu ?x241)) true) (and (distinct ?x200 ?x263) true)))))))))))
(check-sat)
