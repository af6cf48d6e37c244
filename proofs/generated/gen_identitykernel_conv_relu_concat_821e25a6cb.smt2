; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_concat_batch, conv_idkernel3_after_conv, relu_conv_idkernel
; z3 rlimit used: 50385
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun concat (Int T T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(assert
 (forall ((W T) (X T) (m Int) (p Int) (q Int) (s Int) )(! (let ((?x8 (+ q p)))
 (let ((?x22 (- ?x8 1)))
 (let ((?x21 (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3))))
 (let (($x24 (= ?x21 (conv s s ?x22 ?x22 ?x22 ?x22 1 1 1 X W))))
 (=> (and (<= 1 ?x8) (= (dim W 0) m)) $x24))))) :pattern ( (conv s s p p p p 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 3 3)) ) :qid conv_idkernel3_after_conv))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x57 (idkernel4 c k k)))
 (let ((?x61 (conv s s p p p p 1 1 1 (relu X) ?x57)))
 (let ((?x59 (relu (conv s s p p p p 1 1 1 X ?x57))))
 (let (($x62 (= ?x59 ?x61)))
 (=> (and (= (dim X 1) c)) $x62))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x82 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x79 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (= ?x79 ?x82))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
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
 (let ((?x115 (dim in_k1 2)))
 (= 3 ?x115)))
(assert
 (let ((?x117 (dim in_k1 3)))
 (= 3 ?x117)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x126 (dim ?x119 2)))
 (= 3 ?x126))))
(assert
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x128 (dim ?x119 3)))
 (= 3 ?x128))))
(assert
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x130) 4)))
(assert
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x130 0) sym_n)))
(assert
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x130 1) sym_c)))
(assert
 (let ((?x139 (+ (- 2) sym_h)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x137 (dim ?x130 2)))
 (= ?x137 ?x139)))))
(assert
 (let ((?x142 (+ (- 2) sym_w)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x141 (dim ?x130 3)))
 (= ?x141 ?x142)))))
(assert
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (relu ?x130)))
 (= (rank ?x144) 4))))
(assert
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (relu ?x130)))
 (= (dim ?x144 0) sym_n))))
(assert
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (relu ?x130)))
 (= (dim ?x144 1) sym_c))))
(assert
 (let ((?x139 (+ (- 2) sym_h)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (relu ?x130)))
 (let ((?x151 (dim ?x144 2)))
 (= ?x151 ?x139))))))
(assert
 (let ((?x142 (+ (- 2) sym_w)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (relu ?x130)))
 (let ((?x153 (dim ?x144 3)))
 (= ?x153 ?x142))))))
(assert
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (relu ?x130)))
 (let ((?x155 (concat 0 ?x144 ?x130)))
 (= (rank ?x155) 4)))))
(assert
 (let ((?x159 (* 2 sym_n)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (relu ?x130)))
 (let ((?x155 (concat 0 ?x144 ?x130)))
 (let ((?x158 (dim ?x155 0)))
 (= ?x158 ?x159)))))))
(assert
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (relu ?x130)))
 (let ((?x155 (concat 0 ?x144 ?x130)))
 (= (dim ?x155 1) sym_c)))))
(assert
 (let ((?x139 (+ (- 2) sym_h)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (relu ?x130)))
 (let ((?x155 (concat 0 ?x144 ?x130)))
 (let ((?x163 (dim ?x155 2)))
 (= ?x163 ?x139)))))))
(assert
 (let ((?x142 (+ (- 2) sym_w)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (relu ?x130)))
 (let ((?x155 (concat 0 ?x144 ?x130)))
 (let ((?x165 (dim ?x155 3)))
 (= ?x165 ?x142)))))))
(assert
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (relu ?x130)))
 (let ((?x155 (concat 0 ?x144 ?x130)))
 (let ((?x167 (conv 2 2 1 1 1 1 1 1 1 ?x155 ?x119)))
 (= (rank ?x167) 4)))))))
(assert
 (let ((?x159 (* 2 sym_n)))
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (relu ?x130)))
 (let ((?x155 (concat 0 ?x144 ?x130)))
 (let ((?x167 (conv 2 2 1 1 1 1 1 1 1 ?x155 ?x119)))
 (let ((?x170 (dim ?x167 0)))
 (= ?x170 ?x159)))))))))
(assert
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (relu ?x130)))
 (let ((?x155 (concat 0 ?x144 ?x130)))
 (let ((?x167 (conv 2 2 1 1 1 1 1 1 1 ?x155 ?x119)))
 (= (dim ?x167 1) sym_c)))))))
(assert
 (let ((?x177 (div (+ (- 3) sym_h) 2)))
 (let ((?x178 (+ 1 ?x177)))
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (relu ?x130)))
 (let ((?x155 (concat 0 ?x144 ?x130)))
 (let ((?x167 (conv 2 2 1 1 1 1 1 1 1 ?x155 ?x119)))
 (let ((?x174 (dim ?x167 2)))
 (= ?x174 ?x178))))))))))
(assert
 (let ((?x182 (div (+ (- 3) sym_w) 2)))
 (let ((?x183 (+ 1 ?x182)))
 (let ((?x119 (idkernel4 sym_c 3 3)))
 (let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x144 (relu ?x130)))
 (let ((?x155 (concat 0 ?x144 ?x130)))
 (let ((?x167 (conv 2 2 1 1 1 1 1 1 1 ?x155 ?x119)))
 (let ((?x180 (dim ?x167 3)))
 (= ?x180 ?x183))))))))))
(assert
 (let ((?x139 (+ (- 2) sym_h)))
 (>= ?x139 0)))
(assert
 (let ((?x142 (+ (- 2) sym_w)))
 (>= ?x142 0)))
(assert
 (let ((?x159 (* 2 sym_n)))
 (>= ?x159 0)))
(assert
 (let ((?x177 (div (+ (- 3) sym_h) 2)))
 (let ((?x178 (+ 1 ?x177)))
 (>= ?x178 0))))
(assert
 (let ((?x182 (div (+ (- 3) sym_w) 2)))
 (let ((?x183 (+ 1 ?x182)))
 (>= ?x183 0))))
(assert
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (rank ?x190) 4)))
(assert
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x190 0) sym_n)))
(assert
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (= (dim ?x190 1) sym_c)))
(assert
 (let ((?x177 (div (+ (- 3) sym_h) 2)))
 (let ((?x178 (+ 1 ?x177)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x197 (dim ?x190 2)))
 (= ?x197 ?x178))))))
(assert
 (let ((?x182 (div (+ (- 3) sym_w) 2)))
 (let ((?x183 (+ 1 ?x182)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x199 (dim ?x190 3)))
 (= ?x199 ?x183))))))
(assert
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x201 (relu ?x190)))
 (= (rank ?x201) 4))))
(assert
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x201 (relu ?x190)))
 (= (dim ?x201 0) sym_n))))
(assert
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x201 (relu ?x190)))
 (= (dim ?x201 1) sym_c))))
(assert
 (let ((?x177 (div (+ (- 3) sym_h) 2)))
 (let ((?x178 (+ 1 ?x177)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x208 (dim ?x201 2)))
 (= ?x208 ?x178)))))))
(assert
 (let ((?x182 (div (+ (- 3) sym_w) 2)))
 (let ((?x183 (+ 1 ?x182)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x210 (dim ?x201 3)))
 (= ?x210 ?x183)))))))
(assert
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x212 (concat 0 ?x201 ?x190)))
 (= (rank ?x212) 4)))))
(assert
 (let ((?x159 (* 2 sym_n)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x212 (concat 0 ?x201 ?x190)))
 (let ((?x215 (dim ?x212 0)))
 (= ?x215 ?x159)))))))
(assert
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x212 (concat 0 ?x201 ?x190)))
 (= (dim ?x212 1) sym_c)))))
(assert
 (let ((?x177 (div (+ (- 3) sym_h) 2)))
 (let ((?x178 (+ 1 ?x177)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x212 (concat 0 ?x201 ?x190)))
 (let ((?x219 (dim ?x212 2)))
 (= ?x219 ?x178))))))))
(assert
 (let ((?x182 (div (+ (- 3) sym_w) 2)))
 (let ((?x183 (+ 1 ?x182)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x212 (concat 0 ?x201 ?x190)))
 (let ((?x221 (dim ?x212 3)))
 (= ?x221 ?x183))))))))
(assert
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x201 (relu ?x190)))
(let ((?x212 (concat 0 ?x201 ?x190)))
(let ((?x119 (idkernel4 sym_c 3 3)))
(let ((?x130 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_k1)))
(let ((?x144 (relu ?x130)))
(let ((?x155 (concat 0 ?x144 ?x130)))
(let ((?x167 (conv 2 2 1 1 1 1 1 1 1 ?x155 ?x119)))
(and (distinct ?x167 ?x212) true))))))))))
(check-sat)
