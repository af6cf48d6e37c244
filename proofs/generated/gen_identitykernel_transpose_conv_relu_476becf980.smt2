; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_transpose_spatial, conv_idkernel, conv_idkernel1_after_conv, conv_strided_subsample, transpose4_after_0132, transpose4_id
; z3 rlimit used: 53361
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun relu (T) T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (m Int) (q Int) (s Int) )(! (let ((?x64 (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1))))
 (let (($x66 (= ?x64 (conv s s q q q q 1 1 1 X W))))
 (=> (and (= (dim W 0) m)) $x66))) :pattern ( (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1)) ) :qid conv_idkernel1_after_conv))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x88 (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W))))
 (let ((?x86 (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W)))
 (let (($x89 (= ?x86 ?x88)))
 (=> (and (= 1 (dim W 2)) (= 1 (dim W 3))) $x89)))) :pattern ( (conv sh sw pt pl pb pr dh dw g (transpose4 0 1 3 2 X) W) ) :pattern ( (transpose4 0 1 3 2 (conv sw sh pl pt pr pb dw dh g X W)) ) :qid conv1x1_transpose_spatial))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x105 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x103 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x106 (= ?x103 ?x105)))
 (=> (and (< 1 (* sh sw))) $x106)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) )(! (let ((?x115 (transpose4 0 1 2 3 X)))
 (= ?x115 X)) :pattern ( (transpose4 0 1 2 3 X) ) :qid transpose4_id))
 )
(assert
 (forall ((X T) (q0 Int) (q1 Int) (q2 Int) (q3 Int) )(! (let ((?x120 (transpose4 0 1 3 2 (transpose4 q0 q1 q2 q3 X))))
 (= ?x120 (transpose4 q0 q1 q3 q2 X))) :pattern ( (transpose4 0 1 3 2 (transpose4 q0 q1 q2 q3 X)) ) :qid transpose4_after_0132))
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
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x145 (idkernel4 sym_c 3 3)))
 (let ((?x152 (dim ?x145 2)))
 (= 3 ?x152))))
(assert
 (let ((?x145 (idkernel4 sym_c 3 3)))
 (let ((?x154 (dim ?x145 3)))
 (= 3 ?x154))))
(assert
 (= (rank (transpose4 0 1 3 2 in_i1)) 4))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 0) sym_n))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 1) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 2) sym_w))
(assert
 (= (dim (transpose4 0 1 3 2 in_i1) 3) sym_h))
(assert
 (let ((?x145 (idkernel4 sym_c 3 3)))
 (let ((?x167 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x145)))
 (= (rank ?x167) 4))))
(assert
 (let ((?x145 (idkernel4 sym_c 3 3)))
 (let ((?x167 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x145)))
 (= (dim ?x167 0) sym_n))))
(assert
 (let ((?x145 (idkernel4 sym_c 3 3)))
 (let ((?x167 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x145)))
 (= (dim ?x167 1) sym_c))))
(assert
 (let ((?x177 (div (+ (- 1) sym_h) 2)))
 (let ((?x178 (+ 1 ?x177)))
 (let ((?x145 (idkernel4 sym_c 3 3)))
 (let ((?x167 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x145)))
 (let ((?x174 (dim ?x167 2)))
 (= ?x174 ?x178)))))))
(assert
 (let ((?x182 (div (+ (- 1) sym_w) 2)))
 (let ((?x183 (+ 1 ?x182)))
 (let ((?x145 (idkernel4 sym_c 3 3)))
 (let ((?x167 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x145)))
 (let ((?x180 (dim ?x167 3)))
 (= ?x180 ?x183)))))))
(assert
 (let ((?x145 (idkernel4 sym_c 3 3)))
 (let ((?x156 (transpose4 0 1 3 2 in_i1)))
 (let ((?x185 (conv 2 2 1 1 1 1 1 1 1 ?x156 ?x145)))
 (= (rank ?x185) 4)))))
(assert
 (let ((?x145 (idkernel4 sym_c 3 3)))
 (let ((?x156 (transpose4 0 1 3 2 in_i1)))
 (let ((?x185 (conv 2 2 1 1 1 1 1 1 1 ?x156 ?x145)))
 (= (dim ?x185 0) sym_n)))))
(assert
 (let ((?x145 (idkernel4 sym_c 3 3)))
 (let ((?x156 (transpose4 0 1 3 2 in_i1)))
 (let ((?x185 (conv 2 2 1 1 1 1 1 1 1 ?x156 ?x145)))
 (= (dim ?x185 1) sym_c)))))
(assert
 (let ((?x182 (div (+ (- 1) sym_w) 2)))
 (let ((?x183 (+ 1 ?x182)))
 (let ((?x145 (idkernel4 sym_c 3 3)))
 (let ((?x156 (transpose4 0 1 3 2 in_i1)))
 (let ((?x185 (conv 2 2 1 1 1 1 1 1 1 ?x156 ?x145)))
 (let ((?x192 (dim ?x185 2)))
 (= ?x192 ?x183))))))))
(assert
 (let ((?x177 (div (+ (- 1) sym_h) 2)))
 (let ((?x178 (+ 1 ?x177)))
 (let ((?x145 (idkernel4 sym_c 3 3)))
 (let ((?x156 (transpose4 0 1 3 2 in_i1)))
 (let ((?x185 (conv 2 2 1 1 1 1 1 1 1 ?x156 ?x145)))
 (let ((?x194 (dim ?x185 3)))
 (= ?x194 ?x178))))))))
(assert
 (let ((?x145 (idkernel4 sym_c 3 3)))
 (let ((?x156 (transpose4 0 1 3 2 in_i1)))
 (let ((?x185 (conv 2 2 1 1 1 1 1 1 1 ?x156 ?x145)))
 (let ((?x196 (relu ?x185)))
 (= (rank ?x196) 4))))))
(assert
 (let ((?x145 (idkernel4 sym_c 3 3)))
 (let ((?x156 (transpose4 0 1 3 2 in_i1)))
 (let ((?x185 (conv 2 2 1 1 1 1 1 1 1 ?x156 ?x145)))
 (let ((?x196 (relu ?x185)))
 (= (dim ?x196 0) sym_n))))))
(assert
 (let ((?x145 (idkernel4 sym_c 3 3)))
 (let ((?x156 (transpose4 0 1 3 2 in_i1)))
 (let ((?x185 (conv 2 2 1 1 1 1 1 1 1 ?x156 ?x145)))
 (let ((?x196 (relu ?x185)))
 (= (dim ?x196 1) sym_c))))))
(assert
 (let ((?x182 (div (+ (- 1) sym_w) 2)))
 (let ((?x183 (+ 1 ?x182)))
 (let ((?x145 (idkernel4 sym_c 3 3)))
 (let ((?x156 (transpose4 0 1 3 2 in_i1)))
 (let ((?x185 (conv 2 2 1 1 1 1 1 1 1 ?x156 ?x145)))
 (let ((?x196 (relu ?x185)))
 (let ((?x203 (dim ?x196 2)))
 (= ?x203 ?x183)))))))))
(assert
 (let ((?x177 (div (+ (- 1) sym_h) 2)))
 (let ((?x178 (+ 1 ?x177)))
 (let ((?x145 (idkernel4 sym_c 3 3)))
 (let ((?x156 (transpose4 0 1 3 2 in_i1)))
 (let ((?x185 (conv 2 2 1 1 1 1 1 1 1 ?x156 ?x145)))
 (let ((?x196 (relu ?x185)))
 (let ((?x205 (dim ?x196 3)))
 (= ?x205 ?x178)))))))))
(assert
 (let ((?x177 (div (+ (- 1) sym_h) 2)))
 (let ((?x178 (+ 1 ?x177)))
 (>= ?x178 0))))
(assert
 (let ((?x182 (div (+ (- 1) sym_w) 2)))
 (let ((?x183 (+ 1 ?x182)))
 (>= ?x183 0))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x209 (idkernel4 sym_c 1 1)))
 (let ((?x216 (dim ?x209 2)))
 (= 1 ?x216))))
(assert
 (let ((?x209 (idkernel4 sym_c 1 1)))
 (let ((?x218 (dim ?x209 3)))
 (= 1 ?x218))))
(assert
 (let ((?x209 (idkernel4 sym_c 1 1)))
 (let ((?x156 (transpose4 0 1 3 2 in_i1)))
 (let ((?x220 (conv 2 2 0 0 0 0 1 1 1 ?x156 ?x209)))
 (= (rank ?x220) 4)))))
(assert
 (let ((?x209 (idkernel4 sym_c 1 1)))
 (let ((?x156 (transpose4 0 1 3 2 in_i1)))
 (let ((?x220 (conv 2 2 0 0 0 0 1 1 1 ?x156 ?x209)))
 (= (dim ?x220 0) sym_n)))))
(assert
 (let ((?x209 (idkernel4 sym_c 1 1)))
 (let ((?x156 (transpose4 0 1 3 2 in_i1)))
 (let ((?x220 (conv 2 2 0 0 0 0 1 1 1 ?x156 ?x209)))
 (= (dim ?x220 1) sym_c)))))
(assert
 (let ((?x182 (div (+ (- 1) sym_w) 2)))
 (let ((?x183 (+ 1 ?x182)))
 (let ((?x209 (idkernel4 sym_c 1 1)))
 (let ((?x156 (transpose4 0 1 3 2 in_i1)))
 (let ((?x220 (conv 2 2 0 0 0 0 1 1 1 ?x156 ?x209)))
 (let ((?x227 (dim ?x220 2)))
 (= ?x227 ?x183))))))))
(assert
 (let ((?x177 (div (+ (- 1) sym_h) 2)))
 (let ((?x178 (+ 1 ?x177)))
 (let ((?x209 (idkernel4 sym_c 1 1)))
 (let ((?x156 (transpose4 0 1 3 2 in_i1)))
 (let ((?x220 (conv 2 2 0 0 0 0 1 1 1 ?x156 ?x209)))
 (let ((?x229 (dim ?x220 3)))
 (= ?x229 ?x178))))))))
(assert
 (let ((?x209 (idkernel4 sym_c 1 1)))
 (let ((?x156 (transpose4 0 1 3 2 in_i1)))
 (let ((?x220 (conv 2 2 0 0 0 0 1 1 1 ?x156 ?x209)))
 (let ((?x231 (relu ?x220)))
 (= (rank ?x231) 4))))))
(assert
 (let ((?x209 (idkernel4 sym_c 1 1)))
 (let ((?x156 (transpose4 0 1 3 2 in_i1)))
 (let ((?x220 (conv 2 2 0 0 0 0 1 1 1 ?x156 ?x209)))
 (let ((?x231 (relu ?x220)))
 (= (dim ?x231 0) sym_n))))))
(assert
 (let ((?x209 (idkernel4 sym_c 1 1)))
 (let ((?x156 (transpose4 0 1 3 2 in_i1)))
 (let ((?x220 (conv 2 2 0 0 0 0 1 1 1 ?x156 ?x209)))
 (let ((?x231 (relu ?x220)))
 (= (dim ?x231 1) sym_c))))))
(assert
 (let ((?x182 (div (+ (- 1) sym_w) 2)))
 (let ((?x183 (+ 1 ?x182)))
 (let ((?x209 (idkernel4 sym_c 1 1)))
 (let ((?x156 (transpose4 0 1 3 2 in_i1)))
 (let ((?x220 (conv 2 2 0 0 0 0 1 1 1 ?x156 ?x209)))
 (let ((?x231 (relu ?x220)))
 (let ((?x238 (dim ?x231 2)))
 (= ?x238 ?x183)))))))))
(assert
 (let ((?x177 (div (+ (- 1) sym_h) 2)))
 (let ((?x178 (+ 1 ?x177)))
 (let ((?x209 (idkernel4 sym_c 1 1)))
 (let ((?x156 (transpose4 0 1 3 2 in_i1)))
 (let ((?x220 (conv 2 2 0 0 0 0 1 1 1 ?x156 ?x209)))
 (let ((?x231 (relu ?x220)))
 (let ((?x240 (dim ?x231 3)))
 (= ?x240 ?x178)))))))))
(assert
 (let ((?x209 (idkernel4 sym_c 1 1)))
 (let ((?x156 (transpose4 0 1 3 2 in_i1)))
 (let ((?x220 (conv 2 2 0 0 0 0 1 1 1 ?x156 ?x209)))
 (let ((?x242 (transpose4 0 1 3 2 ?x220)))
 (= (rank ?x242) 4))))))
(assert
 (let ((?x209 (idkernel4 sym_c 1 1)))
 (let ((?x156 (transpose4 0 1 3 2 in_i1)))
 (let ((?x220 (conv 2 2 0 0 0 0 1 1 1 ?x156 ?x209)))
 (let ((?x242 (transpose4 0 1 3 2 ?x220)))
 (= (dim ?x242 0) sym_n))))))
(assert
 (let ((?x209 (idkernel4 sym_c 1 1)))
 (let ((?x156 (transpose4 0 1 3 2 in_i1)))
 (let ((?x220 (conv 2 2 0 0 0 0 1 1 1 ?x156 ?x209)))
 (let ((?x242 (transpose4 0 1 3 2 ?x220)))
 (= (dim ?x242 1) sym_c))))))
(assert
 (let ((?x177 (div (+ (- 1) sym_h) 2)))
 (let ((?x178 (+ 1 ?x177)))
 (let ((?x209 (idkernel4 sym_c 1 1)))
 (let ((?x156 (transpose4 0 1 3 2 in_i1)))
 (let ((?x220 (conv 2 2 0 0 0 0 1 1 1 ?x156 ?x209)))
 (let ((?x242 (transpose4 0 1 3 2 ?x220)))
 (let ((?x249 (dim ?x242 2)))
 (= ?x249 ?x178)))))))))
(assert
 (let ((?x182 (div (+ (- 1) sym_w) 2)))
 (let ((?x183 (+ 1 ?x182)))
 (let ((?x209 (idkernel4 sym_c 1 1)))
 (let ((?x156 (transpose4 0 1 3 2 in_i1)))
 (let ((?x220 (conv 2 2 0 0 0 0 1 1 1 ?x156 ?x209)))
 (let ((?x242 (transpose4 0 1 3 2 ?x220)))
 (let ((?x251 (dim ?x242 3)))
 (= ?x251 ?x183)))))))))
(assert
 (let ((?x209 (idkernel4 sym_c 1 1)))
(let ((?x156 (transpose4 0 1 3 2 in_i1)))
(let ((?x220 (conv 2 2 0 0 0 0 1 1 1 ?x156 ?x209)))
(let ((?x242 (transpose4 0 1 3 2 ?x220)))
(let ((?x145 (idkernel4 sym_c 3 3)))
(let ((?x167 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x145)))
(let ((?x231 (relu ?x220)))
(let ((?x185 (conv 2 2 1 1 1 1 1 1 1 ?x156 ?x145)))
(let ((?x196 (relu ?x185)))
(or (and (distinct ?x196 ?x231) true) (and (distinct ?x167 ?x242) true))))))))))))
(check-sat)
