; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu
; z3 rlimit used: 49674
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x68 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x65 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x69 (= ?x65 ?x68)))
 (=> (and (< 1 (* sh sw))) $x69)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x86 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x84 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x87 (= ?x84 ?x86)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x87)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x139 (dim in_k1 2)))
 (= 3 ?x139)))
(assert
 (let ((?x141 (dim in_k1 3)))
 (= 3 ?x141)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x150 (dim ?x143 2)))
 (= 1 ?x150))))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x152 (dim ?x143 3)))
 (= 1 ?x152))))
(assert
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x154) 4)))
(assert
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x154 0) sym_n)))
(assert
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x154 1) sym_c)))
(assert
 (let ((?x162 (+ (- 2) sym_h)))
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x161 (dim ?x154 2)))
 (= ?x161 ?x162)))))
(assert
 (let ((?x165 (+ (- 2) sym_w)))
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x164 (dim ?x154 3)))
 (= ?x164 ?x165)))))
(assert
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (relu ?x154)))
 (= (rank ?x167) 4))))
(assert
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (relu ?x154)))
 (= (dim ?x167 0) sym_n))))
(assert
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (relu ?x154)))
 (= (dim ?x167 1) sym_c))))
(assert
 (let ((?x162 (+ (- 2) sym_h)))
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (relu ?x154)))
 (let ((?x174 (dim ?x167 2)))
 (= ?x174 ?x162))))))
(assert
 (let ((?x165 (+ (- 2) sym_w)))
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (relu ?x154)))
 (let ((?x176 (dim ?x167 3)))
 (= ?x176 ?x165))))))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (relu ?x154)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 ?x167 ?x143)))
 (= (rank ?x178) 4))))))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (relu ?x154)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 ?x167 ?x143)))
 (= (dim ?x178 0) sym_n))))))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (relu ?x154)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 ?x167 ?x143)))
 (= (dim ?x178 1) sym_c))))))
(assert
 (let ((?x188 (div (+ (- 3) sym_h) 2)))
 (let ((?x189 (+ 1 ?x188)))
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (relu ?x154)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 ?x167 ?x143)))
 (let ((?x185 (dim ?x178 2)))
 (= ?x185 ?x189)))))))))
(assert
 (let ((?x193 (div (+ (- 3) sym_w) 2)))
 (let ((?x194 (+ 1 ?x193)))
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (relu ?x154)))
 (let ((?x178 (conv 2 2 0 0 0 0 1 1 1 ?x167 ?x143)))
 (let ((?x191 (dim ?x178 3)))
 (= ?x191 ?x194)))))))))
(assert
 (let ((?x162 (+ (- 2) sym_h)))
 (>= ?x162 0)))
(assert
 (let ((?x165 (+ (- 2) sym_w)))
 (>= ?x165 0)))
(assert
 (let ((?x188 (div (+ (- 3) sym_h) 2)))
 (let ((?x189 (+ 1 ?x188)))
 (>= ?x189 0))))
(assert
 (let ((?x193 (div (+ (- 3) sym_w) 2)))
 (let ((?x194 (+ 1 ?x193)))
 (>= ?x194 0))))
(assert
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x200) 4)))
(assert
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x200 0) sym_n)))
(assert
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x200 1) sym_c)))
(assert
 (let ((?x188 (div (+ (- 3) sym_h) 2)))
 (let ((?x189 (+ 1 ?x188)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x207 (dim ?x200 2)))
 (= ?x207 ?x189))))))
(assert
 (let ((?x193 (div (+ (- 3) sym_w) 2)))
 (let ((?x194 (+ 1 ?x193)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x209 (dim ?x200 3)))
 (= ?x209 ?x194))))))
(assert
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x211 (relu ?x200)))
 (= (rank ?x211) 4))))
(assert
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x211 (relu ?x200)))
 (= (dim ?x211 0) sym_n))))
(assert
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x211 (relu ?x200)))
 (= (dim ?x211 1) sym_c))))
(assert
 (let ((?x188 (div (+ (- 3) sym_h) 2)))
 (let ((?x189 (+ 1 ?x188)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x211 (relu ?x200)))
 (let ((?x218 (dim ?x211 2)))
 (= ?x218 ?x189)))))))
(assert
 (let ((?x193 (div (+ (- 3) sym_w) 2)))
 (let ((?x194 (+ 1 ?x193)))
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x211 (relu ?x200)))
 (let ((?x220 (dim ?x211 3)))
 (= ?x220 ?x194)))))))
(assert
 (let ((?x200 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x211 (relu ?x200)))
(let ((?x143 (idkernel4 sym_c 1 1)))
(let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x167 (relu ?x154)))
(let ((?x178 (conv 2 2 0 0 0 0 1 1 1 ?x167 ?x143)))
(and (distinct ?x178 ?x211) true))))))))
(check-sat)
