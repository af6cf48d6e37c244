; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu
; z3 rlimit used: 46133
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
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 ?x154 ?x143)))
 (= (rank ?x167) 4)))))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 ?x154 ?x143)))
 (= (dim ?x167 0) sym_n)))))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 ?x154 ?x143)))
 (= (dim ?x167 1) sym_c)))))
(assert
 (let ((?x177 (div (+ (- 3) sym_h) 2)))
 (let ((?x178 (+ 1 ?x177)))
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 ?x154 ?x143)))
 (let ((?x174 (dim ?x167 2)))
 (= ?x174 ?x178))))))))
(assert
 (let ((?x182 (div (+ (- 3) sym_w) 2)))
 (let ((?x183 (+ 1 ?x182)))
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 ?x154 ?x143)))
 (let ((?x180 (dim ?x167 3)))
 (= ?x180 ?x183))))))))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 ?x154 ?x143)))
 (let ((?x185 (relu ?x167)))
 (= (rank ?x185) 4))))))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 ?x154 ?x143)))
 (let ((?x185 (relu ?x167)))
 (= (dim ?x185 0) sym_n))))))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 ?x154 ?x143)))
 (let ((?x185 (relu ?x167)))
 (= (dim ?x185 1) sym_c))))))
(assert
 (let ((?x177 (div (+ (- 3) sym_h) 2)))
 (let ((?x178 (+ 1 ?x177)))
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 ?x154 ?x143)))
 (let ((?x185 (relu ?x167)))
 (let ((?x192 (dim ?x185 2)))
 (= ?x192 ?x178)))))))))
(assert
 (let ((?x182 (div (+ (- 3) sym_w) 2)))
 (let ((?x183 (+ 1 ?x182)))
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 ?x154 ?x143)))
 (let ((?x185 (relu ?x167)))
 (let ((?x194 (dim ?x185 3)))
 (= ?x194 ?x183)))))))))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 ?x154 ?x143)))
 (let ((?x185 (relu ?x167)))
 (let ((?x196 (conv 2 2 0 0 0 0 1 1 1 ?x185 ?x143)))
 (= (rank ?x196) 4)))))))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 ?x154 ?x143)))
 (let ((?x185 (relu ?x167)))
 (let ((?x196 (conv 2 2 0 0 0 0 1 1 1 ?x185 ?x143)))
 (= (dim ?x196 0) sym_n)))))))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 ?x154 ?x143)))
 (let ((?x185 (relu ?x167)))
 (let ((?x196 (conv 2 2 0 0 0 0 1 1 1 ?x185 ?x143)))
 (= (dim ?x196 1) sym_c)))))))
(assert
 (let ((?x177 (div (+ (- 3) sym_h) 2)))
 (let ((?x204 (div ?x177 2)))
 (let ((?x205 (+ 1 ?x204)))
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 ?x154 ?x143)))
 (let ((?x185 (relu ?x167)))
 (let ((?x196 (conv 2 2 0 0 0 0 1 1 1 ?x185 ?x143)))
 (let ((?x203 (dim ?x196 2)))
 (= ?x203 ?x205)))))))))))
(assert
 (let ((?x182 (div (+ (- 3) sym_w) 2)))
 (let ((?x208 (div ?x182 2)))
 (let ((?x209 (+ 1 ?x208)))
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x167 (conv 2 2 0 0 0 0 1 1 1 ?x154 ?x143)))
 (let ((?x185 (relu ?x167)))
 (let ((?x196 (conv 2 2 0 0 0 0 1 1 1 ?x185 ?x143)))
 (let ((?x207 (dim ?x196 3)))
 (= ?x207 ?x209)))))))))))
(assert
 (let ((?x162 (+ (- 2) sym_h)))
 (>= ?x162 0)))
(assert
 (let ((?x165 (+ (- 2) sym_w)))
 (>= ?x165 0)))
(assert
 (let ((?x177 (div (+ (- 3) sym_h) 2)))
 (let ((?x178 (+ 1 ?x177)))
 (>= ?x178 0))))
(assert
 (let ((?x182 (div (+ (- 3) sym_w) 2)))
 (let ((?x183 (+ 1 ?x182)))
 (>= ?x183 0))))
(assert
 (let ((?x177 (div (+ (- 3) sym_h) 2)))
 (let ((?x204 (div ?x177 2)))
 (let ((?x205 (+ 1 ?x204)))
 (>= ?x205 0)))))
(assert
 (let ((?x182 (div (+ (- 3) sym_w) 2)))
 (let ((?x208 (div ?x182 2)))
 (let ((?x209 (+ 1 ?x208)))
 (>= ?x209 0)))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x224 (dim ?x217 2)))
 (= 3 ?x224))))
(assert
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x226 (dim ?x217 3)))
 (= 3 ?x226))))
(assert
 (let ((?x228 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x228) 4)))
(assert
 (let ((?x228 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x228 0) sym_n)))
(assert
 (let ((?x228 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x228 1) sym_c)))
(assert
 (let ((?x177 (div (+ (- 3) sym_h) 2)))
 (let ((?x178 (+ 1 ?x177)))
 (let ((?x228 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x235 (dim ?x228 2)))
 (= ?x235 ?x178))))))
(assert
 (let ((?x182 (div (+ (- 3) sym_w) 2)))
 (let ((?x183 (+ 1 ?x182)))
 (let ((?x228 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x237 (dim ?x228 3)))
 (= ?x237 ?x183))))))
(assert
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x239 (conv 2 2 1 1 1 1 1 1 1 ?x228 ?x217)))
 (= (rank ?x239) 4)))))
(assert
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x239 (conv 2 2 1 1 1 1 1 1 1 ?x228 ?x217)))
 (= (dim ?x239 0) sym_n)))))
(assert
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x239 (conv 2 2 1 1 1 1 1 1 1 ?x228 ?x217)))
 (= (dim ?x239 1) sym_c)))))
(assert
 (let ((?x177 (div (+ (- 3) sym_h) 2)))
 (let ((?x204 (div ?x177 2)))
 (let ((?x205 (+ 1 ?x204)))
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x239 (conv 2 2 1 1 1 1 1 1 1 ?x228 ?x217)))
 (let ((?x246 (dim ?x239 2)))
 (= ?x246 ?x205)))))))))
(assert
 (let ((?x182 (div (+ (- 3) sym_w) 2)))
 (let ((?x208 (div ?x182 2)))
 (let ((?x209 (+ 1 ?x208)))
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x239 (conv 2 2 1 1 1 1 1 1 1 ?x228 ?x217)))
 (let ((?x248 (dim ?x239 3)))
 (= ?x248 ?x209)))))))))
(assert
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x239 (conv 2 2 1 1 1 1 1 1 1 ?x228 ?x217)))
 (let ((?x250 (relu ?x239)))
 (= (rank ?x250) 4))))))
(assert
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x239 (conv 2 2 1 1 1 1 1 1 1 ?x228 ?x217)))
 (let ((?x250 (relu ?x239)))
 (= (dim ?x250 0) sym_n))))))
(assert
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x239 (conv 2 2 1 1 1 1 1 1 1 ?x228 ?x217)))
 (let ((?x250 (relu ?x239)))
 (= (dim ?x250 1) sym_c))))))
(assert
 (let ((?x177 (div (+ (- 3) sym_h) 2)))
 (let ((?x204 (div ?x177 2)))
 (let ((?x205 (+ 1 ?x204)))
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x239 (conv 2 2 1 1 1 1 1 1 1 ?x228 ?x217)))
 (let ((?x250 (relu ?x239)))
 (let ((?x257 (dim ?x250 2)))
 (= ?x257 ?x205))))))))))
(assert
 (let ((?x182 (div (+ (- 3) sym_w) 2)))
 (let ((?x208 (div ?x182 2)))
 (let ((?x209 (+ 1 ?x208)))
 (let ((?x217 (idkernel4 sym_c 3 3)))
 (let ((?x228 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x239 (conv 2 2 1 1 1 1 1 1 1 ?x228 ?x217)))
 (let ((?x250 (relu ?x239)))
 (let ((?x259 (dim ?x250 3)))
 (= ?x259 ?x209))))))))))
(assert
 (let ((?x217 (idkernel4 sym_c 3 3)))
(let ((?x228 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x239 (conv 2 2 1 1 1 1 1 1 1 ?x228 ?x217)))
(let ((?x250 (relu ?x239)))
(let ((?x143 (idkernel4 sym_c 1 1)))
(let ((?x154 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x167 (conv 2 2 0 0 0 0 1 1 1 ?x154 ?x143)))
(let ((?x185 (relu ?x167)))
(let ((?x196 (conv 2 2 0 0 0 0 1 1 1 ?x185 ?x143)))
(and (distinct ?x196 ?x250) true)))))))))))
(check-sat)
