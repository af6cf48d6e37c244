; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_w, conv_smul_x, conv_strided_subsample, maxpool_relu
; z3 rlimit used: 50845
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x65 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x66 (smul ?x65 S)))
 (let ((?x64 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (= ?x64 ?x66)))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x65 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x66 (smul ?x65 S)))
 (let ((?x72 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (= ?x72 ?x66)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x81 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x65 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x82 (= ?x65 ?x81)))
 (=> (and (< 1 (* sh sw))) $x82)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x99 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x97 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x100 (= ?x97 ?x99)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x100)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
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
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x155 (dim ?x148 2)))
 (= 3 ?x155))))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x157 (dim ?x148 3)))
 (= 3 ?x157))))
(assert
 (= (rank (smul (idkernel4 sym_c 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 1) sym_c))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x166 (dim ?x159 2)))
 (= 3 ?x166)))))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x168 (dim ?x159 3)))
 (= 3 ?x168)))))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (= (rank ?x170) 4)))))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (= (dim ?x170 0) sym_n)))))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (= (dim ?x170 1) sym_c)))))
(assert
 (let ((?x178 (+ (- 2) sym_h)))
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (let ((?x177 (dim ?x170 2)))
 (= ?x177 ?x178)))))))
(assert
 (let ((?x181 (+ (- 2) sym_w)))
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (let ((?x180 (dim ?x170 3)))
 (= ?x180 ?x181)))))))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (let ((?x183 (relu ?x170)))
 (= (rank ?x183) 4))))))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (let ((?x183 (relu ?x170)))
 (= (dim ?x183 0) sym_n))))))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (let ((?x183 (relu ?x170)))
 (= (dim ?x183 1) sym_c))))))
(assert
 (let ((?x178 (+ (- 2) sym_h)))
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (let ((?x183 (relu ?x170)))
 (let ((?x190 (dim ?x183 2)))
 (= ?x190 ?x178))))))))
(assert
 (let ((?x181 (+ (- 2) sym_w)))
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (let ((?x183 (relu ?x170)))
 (let ((?x192 (dim ?x183 3)))
 (= ?x192 ?x181))))))))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (let ((?x183 (relu ?x170)))
 (let ((?x194 (conv 2 2 1 1 1 1 1 1 1 ?x183 ?x159)))
 (= (rank ?x194) 4)))))))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (let ((?x183 (relu ?x170)))
 (let ((?x194 (conv 2 2 1 1 1 1 1 1 1 ?x183 ?x159)))
 (= (dim ?x194 0) sym_n)))))))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (let ((?x183 (relu ?x170)))
 (let ((?x194 (conv 2 2 1 1 1 1 1 1 1 ?x183 ?x159)))
 (= (dim ?x194 1) sym_c)))))))
(assert
 (let ((?x204 (div (+ (- 3) sym_h) 2)))
 (let ((?x205 (+ 1 ?x204)))
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (let ((?x183 (relu ?x170)))
 (let ((?x194 (conv 2 2 1 1 1 1 1 1 1 ?x183 ?x159)))
 (let ((?x201 (dim ?x194 2)))
 (= ?x201 ?x205))))))))))
(assert
 (let ((?x209 (div (+ (- 3) sym_w) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x159 (smul ?x148 in_s1)))
 (let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
 (let ((?x183 (relu ?x170)))
 (let ((?x194 (conv 2 2 1 1 1 1 1 1 1 ?x183 ?x159)))
 (let ((?x207 (dim ?x194 3)))
 (= ?x207 ?x210))))))))))
(assert
 (let ((?x178 (+ (- 2) sym_h)))
 (>= ?x178 0)))
(assert
 (let ((?x181 (+ (- 2) sym_w)))
 (>= ?x181 0)))
(assert
 (let ((?x204 (div (+ (- 3) sym_h) 2)))
 (let ((?x205 (+ 1 ?x204)))
 (>= ?x205 0))))
(assert
 (let ((?x209 (div (+ (- 3) sym_w) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (>= ?x210 0))))
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
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x216 (smul in_i1 in_s1)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x148)))
 (= (rank ?x227) 4)))))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x216 (smul in_i1 in_s1)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x148)))
 (= (dim ?x227 0) sym_n)))))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x216 (smul in_i1 in_s1)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x148)))
 (= (dim ?x227 1) sym_c)))))
(assert
 (let ((?x204 (div (+ (- 3) sym_h) 2)))
 (let ((?x205 (+ 1 ?x204)))
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x216 (smul in_i1 in_s1)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x148)))
 (let ((?x234 (dim ?x227 2)))
 (= ?x234 ?x205))))))))
(assert
 (let ((?x209 (div (+ (- 3) sym_w) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x216 (smul in_i1 in_s1)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x148)))
 (let ((?x236 (dim ?x227 3)))
 (= ?x236 ?x210))))))))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x216 (smul in_i1 in_s1)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x148)))
 (let ((?x238 (relu ?x227)))
 (= (rank ?x238) 4))))))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x216 (smul in_i1 in_s1)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x148)))
 (let ((?x238 (relu ?x227)))
 (= (dim ?x238 0) sym_n))))))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x216 (smul in_i1 in_s1)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x148)))
 (let ((?x238 (relu ?x227)))
 (= (dim ?x238 1) sym_c))))))
(assert
 (let ((?x204 (div (+ (- 3) sym_h) 2)))
 (let ((?x205 (+ 1 ?x204)))
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x216 (smul in_i1 in_s1)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x148)))
 (let ((?x238 (relu ?x227)))
 (let ((?x245 (dim ?x238 2)))
 (= ?x245 ?x205)))))))))
(assert
 (let ((?x209 (div (+ (- 3) sym_w) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x216 (smul in_i1 in_s1)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x148)))
 (let ((?x238 (relu ?x227)))
 (let ((?x247 (dim ?x238 3)))
 (= ?x247 ?x210)))))))))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x216 (smul in_i1 in_s1)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x148)))
 (let ((?x238 (relu ?x227)))
 (let ((?x249 (smul ?x238 in_s1)))
 (= (rank ?x249) 4)))))))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x216 (smul in_i1 in_s1)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x148)))
 (let ((?x238 (relu ?x227)))
 (let ((?x249 (smul ?x238 in_s1)))
 (= (dim ?x249 0) sym_n)))))))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x216 (smul in_i1 in_s1)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x148)))
 (let ((?x238 (relu ?x227)))
 (let ((?x249 (smul ?x238 in_s1)))
 (= (dim ?x249 1) sym_c)))))))
(assert
 (let ((?x204 (div (+ (- 3) sym_h) 2)))
 (let ((?x205 (+ 1 ?x204)))
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x216 (smul in_i1 in_s1)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x148)))
 (let ((?x238 (relu ?x227)))
 (let ((?x249 (smul ?x238 in_s1)))
 (let ((?x256 (dim ?x249 2)))
 (= ?x256 ?x205))))))))))
(assert
 (let ((?x209 (div (+ (- 3) sym_w) 2)))
 (let ((?x210 (+ 1 ?x209)))
 (let ((?x148 (idkernel4 sym_c 3 3)))
 (let ((?x216 (smul in_i1 in_s1)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x148)))
 (let ((?x238 (relu ?x227)))
 (let ((?x249 (smul ?x238 in_s1)))
 (let ((?x258 (dim ?x249 3)))
 (= ?x258 ?x210))))))))))
(assert
 (let ((?x148 (idkernel4 sym_c 3 3)))
(let ((?x216 (smul in_i1 in_s1)))
(let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x148)))
(let ((?x238 (relu ?x227)))
(let ((?x249 (smul ?x238 in_s1)))
(let ((?x159 (smul ?x148 in_s1)))
(let ((?x170 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x159)))
(let ((?x183 (relu ?x170)))
(let ((?x194 (conv 2 2 1 1 1 1 1 1 1 ?x183 ?x159)))
(and (distinct ?x194 ?x249) true)))))))))))
(check-sat)
