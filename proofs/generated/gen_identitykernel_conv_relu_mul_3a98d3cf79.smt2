; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_idkernel3_after_conv, conv_smul_w, conv_smul_x, conv_strided_subsample
; z3 rlimit used: 52863
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(declare-fun relu (T) T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (m Int) (p Int) (q Int) (s Int) )(! (let ((?x56 (+ q p)))
 (let ((?x67 (- ?x56 1)))
 (let ((?x66 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x69 (= ?x66 (conv s s ?x67 ?x67 ?x67 ?x67 1 1 1 X W))))
 (=> (and (<= 1 ?x56) (= (dim W 0) m)) $x69))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x91 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x92 (smul ?x91 S)))
 (let ((?x90 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (= ?x90 ?x92)))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x91 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x92 (smul ?x91 S)))
 (let ((?x98 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (= ?x98 ?x92)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x106 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x91 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x107 (= ?x91 ?x106)))
 (=> (and (< 1 (* sh sw))) $x107)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
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
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x138 (idkernel4 sym_c 1 1)))
 (let ((?x145 (dim ?x138 2)))
 (= 1 ?x145))))
(assert
 (let ((?x138 (idkernel4 sym_c 1 1)))
 (let ((?x147 (dim ?x138 3)))
 (= 1 ?x147))))
(assert
 (let ((?x138 (idkernel4 sym_c 1 1)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x138)))
 (= (rank ?x149) 4))))
(assert
 (let ((?x138 (idkernel4 sym_c 1 1)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x138)))
 (= (dim ?x149 0) sym_n))))
(assert
 (let ((?x138 (idkernel4 sym_c 1 1)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x138)))
 (= (dim ?x149 1) sym_c))))
(assert
 (let ((?x158 (div (+ (- 1) sym_h) 2)))
 (let ((?x159 (+ 1 ?x158)))
 (let ((?x138 (idkernel4 sym_c 1 1)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x138)))
 (let ((?x156 (dim ?x149 2)))
 (= ?x156 ?x159)))))))
(assert
 (let ((?x163 (div (+ (- 1) sym_w) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x138 (idkernel4 sym_c 1 1)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x138)))
 (let ((?x161 (dim ?x149 3)))
 (= ?x161 ?x164)))))))
(assert
 (let ((?x138 (idkernel4 sym_c 1 1)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x138)))
 (let ((?x166 (relu ?x149)))
 (= (rank ?x166) 4)))))
(assert
 (let ((?x138 (idkernel4 sym_c 1 1)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x138)))
 (let ((?x166 (relu ?x149)))
 (= (dim ?x166 0) sym_n)))))
(assert
 (let ((?x138 (idkernel4 sym_c 1 1)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x138)))
 (let ((?x166 (relu ?x149)))
 (= (dim ?x166 1) sym_c)))))
(assert
 (let ((?x158 (div (+ (- 1) sym_h) 2)))
 (let ((?x159 (+ 1 ?x158)))
 (let ((?x138 (idkernel4 sym_c 1 1)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x138)))
 (let ((?x166 (relu ?x149)))
 (let ((?x173 (dim ?x166 2)))
 (= ?x173 ?x159))))))))
(assert
 (let ((?x163 (div (+ (- 1) sym_w) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x138 (idkernel4 sym_c 1 1)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x138)))
 (let ((?x166 (relu ?x149)))
 (let ((?x175 (dim ?x166 3)))
 (= ?x175 ?x164))))))))
(assert
 (let ((?x138 (idkernel4 sym_c 1 1)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x138)))
 (let ((?x177 (smul ?x149 in_s1)))
 (= (rank ?x177) 4)))))
(assert
 (let ((?x138 (idkernel4 sym_c 1 1)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x138)))
 (let ((?x177 (smul ?x149 in_s1)))
 (= (dim ?x177 0) sym_n)))))
(assert
 (let ((?x138 (idkernel4 sym_c 1 1)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x138)))
 (let ((?x177 (smul ?x149 in_s1)))
 (= (dim ?x177 1) sym_c)))))
(assert
 (let ((?x158 (div (+ (- 1) sym_h) 2)))
 (let ((?x159 (+ 1 ?x158)))
 (let ((?x138 (idkernel4 sym_c 1 1)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x138)))
 (let ((?x177 (smul ?x149 in_s1)))
 (let ((?x184 (dim ?x177 2)))
 (= ?x184 ?x159))))))))
(assert
 (let ((?x163 (div (+ (- 1) sym_w) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x138 (idkernel4 sym_c 1 1)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x138)))
 (let ((?x177 (smul ?x149 in_s1)))
 (let ((?x186 (dim ?x177 3)))
 (= ?x186 ?x164))))))))
(assert
 (let ((?x138 (idkernel4 sym_c 1 1)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x138)))
 (let ((?x177 (smul ?x149 in_s1)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 ?x177 ?x138)))
 (= (rank ?x188) 4))))))
(assert
 (let ((?x138 (idkernel4 sym_c 1 1)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x138)))
 (let ((?x177 (smul ?x149 in_s1)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 ?x177 ?x138)))
 (= (dim ?x188 0) sym_n))))))
(assert
 (let ((?x138 (idkernel4 sym_c 1 1)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x138)))
 (let ((?x177 (smul ?x149 in_s1)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 ?x177 ?x138)))
 (= (dim ?x188 1) sym_c))))))
(assert
 (let ((?x158 (div (+ (- 1) sym_h) 2)))
 (let ((?x196 (div ?x158 2)))
 (let ((?x197 (+ 1 ?x196)))
 (let ((?x138 (idkernel4 sym_c 1 1)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x138)))
 (let ((?x177 (smul ?x149 in_s1)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 ?x177 ?x138)))
 (let ((?x195 (dim ?x188 2)))
 (= ?x195 ?x197))))))))))
(assert
 (let ((?x163 (div (+ (- 1) sym_w) 2)))
 (let ((?x200 (div ?x163 2)))
 (let ((?x201 (+ 1 ?x200)))
 (let ((?x138 (idkernel4 sym_c 1 1)))
 (let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x138)))
 (let ((?x177 (smul ?x149 in_s1)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 ?x177 ?x138)))
 (let ((?x199 (dim ?x188 3)))
 (= ?x199 ?x201))))))))))
(assert
 (let ((?x158 (div (+ (- 1) sym_h) 2)))
 (let ((?x159 (+ 1 ?x158)))
 (>= ?x159 0))))
(assert
 (let ((?x163 (div (+ (- 1) sym_w) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (>= ?x164 0))))
(assert
 (let ((?x158 (div (+ (- 1) sym_h) 2)))
 (let ((?x196 (div ?x158 2)))
 (let ((?x197 (+ 1 ?x196)))
 (>= ?x197 0)))))
(assert
 (let ((?x163 (div (+ (- 1) sym_w) 2)))
 (let ((?x200 (div ?x163 2)))
 (let ((?x201 (+ 1 ?x200)))
 (>= ?x201 0)))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x207 (idkernel4 sym_c 3 3)))
 (let ((?x214 (dim ?x207 2)))
 (= 3 ?x214))))
(assert
 (let ((?x207 (idkernel4 sym_c 3 3)))
 (let ((?x216 (dim ?x207 3)))
 (= 3 ?x216))))
(assert
 (= (rank (smul (idkernel4 sym_c 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 1) sym_c))
(assert
 (let ((?x207 (idkernel4 sym_c 3 3)))
 (let ((?x218 (smul ?x207 in_s1)))
 (let ((?x225 (dim ?x218 2)))
 (= 3 ?x225)))))
(assert
 (let ((?x207 (idkernel4 sym_c 3 3)))
 (let ((?x218 (smul ?x207 in_s1)))
 (let ((?x227 (dim ?x218 3)))
 (= 3 ?x227)))))
(assert
 (let ((?x207 (idkernel4 sym_c 3 3)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x207)))
 (= (rank ?x229) 4))))
(assert
 (let ((?x207 (idkernel4 sym_c 3 3)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x207)))
 (= (dim ?x229 0) sym_n))))
(assert
 (let ((?x207 (idkernel4 sym_c 3 3)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x207)))
 (= (dim ?x229 1) sym_c))))
(assert
 (let ((?x158 (div (+ (- 1) sym_h) 2)))
 (let ((?x159 (+ 1 ?x158)))
 (let ((?x207 (idkernel4 sym_c 3 3)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x207)))
 (let ((?x236 (dim ?x229 2)))
 (= ?x236 ?x159)))))))
(assert
 (let ((?x163 (div (+ (- 1) sym_w) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x207 (idkernel4 sym_c 3 3)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x207)))
 (let ((?x238 (dim ?x229 3)))
 (= ?x238 ?x164)))))))
(assert
 (let ((?x207 (idkernel4 sym_c 3 3)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x207)))
 (let ((?x240 (relu ?x229)))
 (= (rank ?x240) 4)))))
(assert
 (let ((?x207 (idkernel4 sym_c 3 3)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x207)))
 (let ((?x240 (relu ?x229)))
 (= (dim ?x240 0) sym_n)))))
(assert
 (let ((?x207 (idkernel4 sym_c 3 3)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x207)))
 (let ((?x240 (relu ?x229)))
 (= (dim ?x240 1) sym_c)))))
(assert
 (let ((?x158 (div (+ (- 1) sym_h) 2)))
 (let ((?x159 (+ 1 ?x158)))
 (let ((?x207 (idkernel4 sym_c 3 3)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x207)))
 (let ((?x240 (relu ?x229)))
 (let ((?x247 (dim ?x240 2)))
 (= ?x247 ?x159))))))))
(assert
 (let ((?x163 (div (+ (- 1) sym_w) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x207 (idkernel4 sym_c 3 3)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x207)))
 (let ((?x240 (relu ?x229)))
 (let ((?x249 (dim ?x240 3)))
 (= ?x249 ?x164))))))))
(assert
 (let ((?x207 (idkernel4 sym_c 3 3)))
 (let ((?x218 (smul ?x207 in_s1)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x207)))
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 ?x229 ?x218)))
 (= (rank ?x251) 4))))))
(assert
 (let ((?x207 (idkernel4 sym_c 3 3)))
 (let ((?x218 (smul ?x207 in_s1)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x207)))
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 ?x229 ?x218)))
 (= (dim ?x251 0) sym_n))))))
(assert
 (let ((?x207 (idkernel4 sym_c 3 3)))
 (let ((?x218 (smul ?x207 in_s1)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x207)))
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 ?x229 ?x218)))
 (= (dim ?x251 1) sym_c))))))
(assert
 (let ((?x158 (div (+ (- 1) sym_h) 2)))
 (let ((?x196 (div ?x158 2)))
 (let ((?x197 (+ 1 ?x196)))
 (let ((?x207 (idkernel4 sym_c 3 3)))
 (let ((?x218 (smul ?x207 in_s1)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x207)))
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 ?x229 ?x218)))
 (let ((?x258 (dim ?x251 2)))
 (= ?x258 ?x197))))))))))
(assert
 (let ((?x163 (div (+ (- 1) sym_w) 2)))
 (let ((?x200 (div ?x163 2)))
 (let ((?x201 (+ 1 ?x200)))
 (let ((?x207 (idkernel4 sym_c 3 3)))
 (let ((?x218 (smul ?x207 in_s1)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x207)))
 (let ((?x251 (conv 2 2 1 1 1 1 1 1 1 ?x229 ?x218)))
 (let ((?x260 (dim ?x251 3)))
 (= ?x260 ?x201))))))))))
(assert
 (let ((?x207 (idkernel4 sym_c 3 3)))
(let ((?x218 (smul ?x207 in_s1)))
(let ((?x229 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x207)))
(let ((?x251 (conv 2 2 1 1 1 1 1 1 1 ?x229 ?x218)))
(let ((?x138 (idkernel4 sym_c 1 1)))
(let ((?x149 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x138)))
(let ((?x177 (smul ?x149 in_s1)))
(let ((?x188 (conv 2 2 0 0 0 0 1 1 1 ?x177 ?x138)))
(or (and (distinct (relu ?x149) (relu ?x229)) true) (and (distinct ?x188 ?x251) true)))))))))))
(check-sat)
