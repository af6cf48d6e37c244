; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_conv_idkernel, conv_concat_batch
; z3 rlimit used: 32505
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun concat (Int T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((U T) (X T) (c Int) (k Int) (m Int) (p Int) (s Int) )(! (let ((?x38 (conv 1 1 0 0 0 0 1 1 1 X U)))
 (let ((?x40 (conv s s p p p p 1 1 1 ?x38 (idkernel4 m k k))))
 (let ((?x36 (conv s s p p p p 1 1 1 X (idkernel4 c k k))))
 (let ((?x37 (conv 1 1 0 0 0 0 1 1 1 ?x36 U)))
 (let (($x41 (= ?x37 ?x40)))
 (let (($x33 (= (rank U) 4)))
 (let (($x31 (= (rank X) 4)))
 (let (($x22 (= (dim U 1) c)))
 (let (($x20 (= (dim U 0) m)))
 (let (($x16 (= (dim X 1) c)))
 (let (($x12 (>= k 1)))
 (let (($x10 (>= p 0)))
 (let (($x7 (>= s 1)))
 (let (($x34 (and $x7 $x10 $x12 $x16 $x20 $x22 (= 1 (dim U 2)) (= 1 (dim U 3)) $x31 $x33)))
 (=> $x34 $x41))))))))))))))) :pattern ( (conv 1 1 0 0 0 0 1 1 1 (conv s s p p p p 1 1 1 X (idkernel4 c k k)) U) (conv s s p p p p 1 1 1 (conv 1 1 0 0 0 0 1 1 1 X U) (idkernel4 m k k)) ) :qid conv1x1_conv_idkernel))
 )
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x103 (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x100 (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W)))
 (let (($x104 (= ?x100 ?x103)))
 (let (($x7 (>= sw 1)))
 (let (($x98 (and (= (dim X1 1) (dim X2 1)) (= (dim X1 2) (dim X2 2)) (= (dim X1 3) (dim X2 3)) (>= g 1) (>= sh 1) $x7 (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X1) 4) (= (rank X2) 4) (= (rank W) 4))))
 (=> $x98 $x104)))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (concat 0 X1 X2) W) ) :pattern ( (concat 0 (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_concat_batch))
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x138 (dim in_u1 2)))
 (= 1 ?x138)))
(assert
 (let ((?x140 (dim in_u1 3)))
 (= 1 ?x140)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x142 (idkernel4 sym_c 3 3)))
 (let ((?x149 (dim ?x142 2)))
 (= 3 ?x149))))
(assert
 (let ((?x142 (idkernel4 sym_c 3 3)))
 (let ((?x151 (dim ?x142 3)))
 (= 3 ?x151))))
(assert
 (let ((?x142 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (= (rank ?x153) 4))))
(assert
 (let ((?x142 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (= (dim ?x153 0) sym_n))))
(assert
 (let ((?x142 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (= (dim ?x153 1) sym_c))))
(assert
 (let ((?x163 (div (+ (- 3) sym_h) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x142 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (let ((?x160 (dim ?x153 2)))
 (= ?x160 ?x164)))))))
(assert
 (let ((?x168 (div (+ (- 3) sym_w) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x142 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (let ((?x166 (dim ?x153 3)))
 (= ?x166 ?x169)))))))
(assert
 (let ((?x142 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (= (rank ?x171) 4)))))
(assert
 (let ((?x142 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (= (dim ?x171 0) sym_n)))))
(assert
 (let ((?x142 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (= (dim ?x171 1) sym_c)))))
(assert
 (let ((?x163 (div (+ (- 3) sym_h) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x142 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (let ((?x178 (dim ?x171 2)))
 (= ?x178 ?x164))))))))
(assert
 (let ((?x168 (div (+ (- 3) sym_w) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x142 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (let ((?x180 (dim ?x171 3)))
 (= ?x180 ?x169))))))))
(assert
 (let ((?x142 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (let ((?x182 (concat 0 ?x153 ?x171)))
 (= (rank ?x182) 4))))))
(assert
 (let ((?x186 (* 2 sym_n)))
 (let ((?x142 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (let ((?x182 (concat 0 ?x153 ?x171)))
 (let ((?x185 (dim ?x182 0)))
 (= ?x185 ?x186))))))))
(assert
 (let ((?x142 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (let ((?x182 (concat 0 ?x153 ?x171)))
 (= (dim ?x182 1) sym_c))))))
(assert
 (let ((?x163 (div (+ (- 3) sym_h) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x142 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (let ((?x182 (concat 0 ?x153 ?x171)))
 (let ((?x190 (dim ?x182 2)))
 (= ?x190 ?x164)))))))))
(assert
 (let ((?x168 (div (+ (- 3) sym_w) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x142 (idkernel4 sym_c 3 3)))
 (let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
 (let ((?x182 (concat 0 ?x153 ?x171)))
 (let ((?x192 (dim ?x182 3)))
 (= ?x192 ?x169)))))))))
(assert
 (let ((?x163 (div (+ (- 3) sym_h) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (>= ?x164 0))))
(assert
 (let ((?x168 (div (+ (- 3) sym_w) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (>= ?x169 0))))
(assert
 (let ((?x186 (* 2 sym_n)))
 (>= ?x186 0)))
(assert
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x197) 4)))
(assert
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x197 0) sym_n)))
(assert
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x197 1) sym_c)))
(assert
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x197 2) sym_h)))
(assert
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x197 3) sym_w)))
(assert
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x208 (concat 0 in_i1 ?x197)))
 (= (rank ?x208) 4))))
(assert
 (let ((?x186 (* 2 sym_n)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x208 (concat 0 in_i1 ?x197)))
 (let ((?x211 (dim ?x208 0)))
 (= ?x211 ?x186))))))
(assert
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x208 (concat 0 in_i1 ?x197)))
 (= (dim ?x208 1) sym_c))))
(assert
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x208 (concat 0 in_i1 ?x197)))
 (= (dim ?x208 2) sym_h))))
(assert
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x208 (concat 0 in_i1 ?x197)))
 (= (dim ?x208 3) sym_w))))
(assert
 (let ((?x142 (idkernel4 sym_c 3 3)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x208 (concat 0 in_i1 ?x197)))
 (let ((?x219 (conv 2 2 0 0 0 0 1 1 1 ?x208 ?x142)))
 (= (rank ?x219) 4))))))
(assert
 (let ((?x186 (* 2 sym_n)))
 (let ((?x142 (idkernel4 sym_c 3 3)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x208 (concat 0 in_i1 ?x197)))
 (let ((?x219 (conv 2 2 0 0 0 0 1 1 1 ?x208 ?x142)))
 (let ((?x222 (dim ?x219 0)))
 (= ?x222 ?x186))))))))
(assert
 (let ((?x142 (idkernel4 sym_c 3 3)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x208 (concat 0 in_i1 ?x197)))
 (let ((?x219 (conv 2 2 0 0 0 0 1 1 1 ?x208 ?x142)))
 (= (dim ?x219 1) sym_c))))))
(assert
 (let ((?x163 (div (+ (- 3) sym_h) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x142 (idkernel4 sym_c 3 3)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x208 (concat 0 in_i1 ?x197)))
 (let ((?x219 (conv 2 2 0 0 0 0 1 1 1 ?x208 ?x142)))
 (let ((?x226 (dim ?x219 2)))
 (= ?x226 ?x164)))))))))
(assert
 (let ((?x168 (div (+ (- 3) sym_w) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x142 (idkernel4 sym_c 3 3)))
 (let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x208 (concat 0 in_i1 ?x197)))
 (let ((?x219 (conv 2 2 0 0 0 0 1 1 1 ?x208 ?x142)))
 (let ((?x228 (dim ?x219 3)))
 (= ?x228 ?x169)))))))))
(assert
 (let ((?x142 (idkernel4 sym_c 3 3)))
(let ((?x197 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x208 (concat 0 in_i1 ?x197)))
(let ((?x219 (conv 2 2 0 0 0 0 1 1 1 ?x208 ?x142)))
(let ((?x153 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x142)))
(let ((?x171 (conv 1 1 0 0 0 0 1 1 1 ?x153 in_u1)))
(let ((?x182 (concat 0 ?x153 ?x171)))
(and (distinct ?x182 ?x219) true)))))))))
(check-sat)
