; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch, conv_idkernel, conv_idkernel3_after_conv, conv_strided_subsample, relu_conv_idkernel, subsample_conv1x1
; z3 rlimit used: 51507
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun concat (Int T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
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
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x85 (idkernel4 c k k)))
 (let ((?x89 (conv s s p p p p 1 1 1 (relu X) ?x85)))
 (let ((?x87 (relu (conv s s p p p p 1 1 1 X ?x85))))
 (let (($x90 (= ?x87 ?x89)))
 (=> (and (= (dim X 1) c)) $x90))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x109 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x106 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (= ?x106 ?x109))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x119 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x117 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x120 (= ?x117 ?x119)))
 (=> (and (< 1 (* sh sw))) $x120)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x137 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x135 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x138 (= ?x135 ?x137)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x138)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x176 (dim in_u1 2)))
 (= 1 ?x176)))
(assert
 (let ((?x178 (dim in_u1 3)))
 (= 1 ?x178)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x180 (idkernel4 sym_c 1 1)))
 (let ((?x187 (dim ?x180 2)))
 (= 1 ?x187))))
(assert
 (let ((?x180 (idkernel4 sym_c 1 1)))
 (let ((?x189 (dim ?x180 3)))
 (= 1 ?x189))))
(assert
 (let ((?x180 (idkernel4 sym_c 1 1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x180)))
 (= (rank ?x191) 4))))
(assert
 (let ((?x180 (idkernel4 sym_c 1 1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x180)))
 (= (dim ?x191 0) sym_n))))
(assert
 (let ((?x180 (idkernel4 sym_c 1 1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x180)))
 (= (dim ?x191 1) sym_c))))
(assert
 (let ((?x200 (div (+ (- 1) sym_h) 2)))
 (let ((?x201 (+ 1 ?x200)))
 (let ((?x180 (idkernel4 sym_c 1 1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x180)))
 (let ((?x198 (dim ?x191 2)))
 (= ?x198 ?x201)))))))
(assert
 (let ((?x205 (div (+ (- 1) sym_w) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x180 (idkernel4 sym_c 1 1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x180)))
 (let ((?x203 (dim ?x191 3)))
 (= ?x203 ?x206)))))))
(assert
 (let ((?x180 (idkernel4 sym_c 1 1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x180)))
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 ?x191 in_u1)))
 (= (rank ?x208) 4)))))
(assert
 (let ((?x180 (idkernel4 sym_c 1 1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x180)))
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 ?x191 in_u1)))
 (= (dim ?x208 0) sym_n)))))
(assert
 (let ((?x180 (idkernel4 sym_c 1 1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x180)))
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 ?x191 in_u1)))
 (= (dim ?x208 1) sym_c)))))
(assert
 (let ((?x200 (div (+ (- 1) sym_h) 2)))
 (let ((?x201 (+ 1 ?x200)))
 (let ((?x180 (idkernel4 sym_c 1 1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x180)))
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 ?x191 in_u1)))
 (let ((?x215 (dim ?x208 2)))
 (= ?x215 ?x201))))))))
(assert
 (let ((?x205 (div (+ (- 1) sym_w) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x180 (idkernel4 sym_c 1 1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x180)))
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 ?x191 in_u1)))
 (let ((?x217 (dim ?x208 3)))
 (= ?x217 ?x206))))))))
(assert
 (let ((?x180 (idkernel4 sym_c 1 1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x180)))
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 ?x191 in_u1)))
 (let ((?x219 (relu ?x208)))
 (= (rank ?x219) 4))))))
(assert
 (let ((?x180 (idkernel4 sym_c 1 1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x180)))
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 ?x191 in_u1)))
 (let ((?x219 (relu ?x208)))
 (= (dim ?x219 0) sym_n))))))
(assert
 (let ((?x180 (idkernel4 sym_c 1 1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x180)))
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 ?x191 in_u1)))
 (let ((?x219 (relu ?x208)))
 (= (dim ?x219 1) sym_c))))))
(assert
 (let ((?x200 (div (+ (- 1) sym_h) 2)))
 (let ((?x201 (+ 1 ?x200)))
 (let ((?x180 (idkernel4 sym_c 1 1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x180)))
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 ?x191 in_u1)))
 (let ((?x219 (relu ?x208)))
 (let ((?x226 (dim ?x219 2)))
 (= ?x226 ?x201)))))))))
(assert
 (let ((?x205 (div (+ (- 1) sym_w) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x180 (idkernel4 sym_c 1 1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x180)))
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 ?x191 in_u1)))
 (let ((?x219 (relu ?x208)))
 (let ((?x228 (dim ?x219 3)))
 (= ?x228 ?x206)))))))))
(assert
 (let ((?x180 (idkernel4 sym_c 1 1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x180)))
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 ?x191 in_u1)))
 (let ((?x219 (relu ?x208)))
 (let ((?x230 (concat 0 ?x191 ?x219)))
 (= (rank ?x230) 4)))))))
(assert
 (let ((?x234 (* 2 sym_n)))
 (let ((?x180 (idkernel4 sym_c 1 1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x180)))
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 ?x191 in_u1)))
 (let ((?x219 (relu ?x208)))
 (let ((?x230 (concat 0 ?x191 ?x219)))
 (let ((?x233 (dim ?x230 0)))
 (= ?x233 ?x234)))))))))
(assert
 (let ((?x180 (idkernel4 sym_c 1 1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x180)))
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 ?x191 in_u1)))
 (let ((?x219 (relu ?x208)))
 (let ((?x230 (concat 0 ?x191 ?x219)))
 (= (dim ?x230 1) sym_c)))))))
(assert
 (let ((?x200 (div (+ (- 1) sym_h) 2)))
 (let ((?x201 (+ 1 ?x200)))
 (let ((?x180 (idkernel4 sym_c 1 1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x180)))
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 ?x191 in_u1)))
 (let ((?x219 (relu ?x208)))
 (let ((?x230 (concat 0 ?x191 ?x219)))
 (let ((?x238 (dim ?x230 2)))
 (= ?x238 ?x201))))))))))
(assert
 (let ((?x205 (div (+ (- 1) sym_w) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x180 (idkernel4 sym_c 1 1)))
 (let ((?x191 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x180)))
 (let ((?x208 (conv 1 1 0 0 0 0 1 1 1 ?x191 in_u1)))
 (let ((?x219 (relu ?x208)))
 (let ((?x230 (concat 0 ?x191 ?x219)))
 (let ((?x240 (dim ?x230 3)))
 (= ?x240 ?x206))))))))))
(assert
 (let ((?x200 (div (+ (- 1) sym_h) 2)))
 (let ((?x201 (+ 1 ?x200)))
 (>= ?x201 0))))
(assert
 (let ((?x205 (div (+ (- 1) sym_w) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (>= ?x206 0))))
(assert
 (let ((?x234 (* 2 sym_n)))
 (>= ?x234 0)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x245 (idkernel4 sym_c 3 3)))
 (let ((?x252 (dim ?x245 2)))
 (= 3 ?x252))))
(assert
 (let ((?x245 (idkernel4 sym_c 3 3)))
 (let ((?x254 (dim ?x245 3)))
 (= 3 ?x254))))
(assert
 (let ((?x256 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x256) 4)))
(assert
 (let ((?x256 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x256 0) sym_n)))
(assert
 (let ((?x256 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x256 1) sym_c)))
(assert
 (let ((?x256 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x256 2) sym_h)))
(assert
 (let ((?x256 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x256 3) sym_w)))
(assert
 (let ((?x256 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x267 (relu ?x256)))
 (= (rank ?x267) 4))))
(assert
 (let ((?x256 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x267 (relu ?x256)))
 (= (dim ?x267 0) sym_n))))
(assert
 (let ((?x256 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x267 (relu ?x256)))
 (= (dim ?x267 1) sym_c))))
(assert
 (let ((?x256 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x267 (relu ?x256)))
 (= (dim ?x267 2) sym_h))))
(assert
 (let ((?x256 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x267 (relu ?x256)))
 (= (dim ?x267 3) sym_w))))
(assert
 (let ((?x256 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x267 (relu ?x256)))
 (let ((?x278 (concat 0 in_i1 ?x267)))
 (= (rank ?x278) 4)))))
(assert
 (let ((?x234 (* 2 sym_n)))
 (let ((?x256 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x267 (relu ?x256)))
 (let ((?x278 (concat 0 in_i1 ?x267)))
 (let ((?x281 (dim ?x278 0)))
 (= ?x281 ?x234)))))))
(assert
 (let ((?x256 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x267 (relu ?x256)))
 (let ((?x278 (concat 0 in_i1 ?x267)))
 (= (dim ?x278 1) sym_c)))))
(assert
 (let ((?x256 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x267 (relu ?x256)))
 (let ((?x278 (concat 0 in_i1 ?x267)))
 (= (dim ?x278 2) sym_h)))))
(assert
 (let ((?x256 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x267 (relu ?x256)))
 (let ((?x278 (concat 0 in_i1 ?x267)))
 (= (dim ?x278 3) sym_w)))))
(assert
 (let ((?x245 (idkernel4 sym_c 3 3)))
 (let ((?x256 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x267 (relu ?x256)))
 (let ((?x278 (concat 0 in_i1 ?x267)))
 (let ((?x289 (conv 2 2 1 1 1 1 1 1 1 ?x278 ?x245)))
 (= (rank ?x289) 4)))))))
(assert
 (let ((?x234 (* 2 sym_n)))
 (let ((?x245 (idkernel4 sym_c 3 3)))
 (let ((?x256 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x267 (relu ?x256)))
 (let ((?x278 (concat 0 in_i1 ?x267)))
 (let ((?x289 (conv 2 2 1 1 1 1 1 1 1 ?x278 ?x245)))
 (let ((?x292 (dim ?x289 0)))
 (= ?x292 ?x234)))))))))
(assert
 (let ((?x245 (idkernel4 sym_c 3 3)))
 (let ((?x256 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x267 (relu ?x256)))
 (let ((?x278 (concat 0 in_i1 ?x267)))
 (let ((?x289 (conv 2 2 1 1 1 1 1 1 1 ?x278 ?x245)))
 (= (dim ?x289 1) sym_c)))))))
(assert
 (let ((?x200 (div (+ (- 1) sym_h) 2)))
 (let ((?x201 (+ 1 ?x200)))
 (let ((?x245 (idkernel4 sym_c 3 3)))
 (let ((?x256 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x267 (relu ?x256)))
 (let ((?x278 (concat 0 in_i1 ?x267)))
 (let ((?x289 (conv 2 2 1 1 1 1 1 1 1 ?x278 ?x245)))
 (let ((?x296 (dim ?x289 2)))
 (= ?x296 ?x201))))))))))
(assert
 (let ((?x205 (div (+ (- 1) sym_w) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x245 (idkernel4 sym_c 3 3)))
 (let ((?x256 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x267 (relu ?x256)))
 (let ((?x278 (concat 0 in_i1 ?x267)))
 (let ((?x289 (conv 2 2 1 1 1 1 1 1 1 ?x278 ?x245)))
 (let ((?x298 (dim ?x289 3)))
 (= ?x298 ?x206))))))))))
(assert
 (let ((?x245 (idkernel4 sym_c 3 3)))
(let ((?x256 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x267 (relu ?x256)))
(let ((?x278 (concat 0 in_i1 ?x267)))
(let ((?x289 (conv 2 2 1 1 1 1 1 1 1 ?x278 ?x245)))
(let ((?x180 (idkernel4 sym_c 1 1)))
(let ((?x191 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x180)))
(let ((?x208 (conv 1 1 0 0 0 0 1 1 1 ?x191 in_u1)))
(let ((?x219 (relu ?x208)))
(let ((?x230 (concat 0 ?x191 ?x219)))
(and (distinct ?x230 ?x289) true))))))))))))
(check-sat)
