; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv1x1_conv_idkernel, conv_smul_w, relu_conv_idkernel
; z3 rlimit used: 76554
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun relu (T) T)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x18 (idkernel4 c k k)))
 (let ((?x22 (conv s s p p p p 1 1 1 (relu X) ?x18)))
 (let ((?x20 (relu (conv s s p p p p 1 1 1 X ?x18))))
 (let (($x23 (= ?x20 ?x22)))
 (let (($x10 (>= p 0)))
 (let (($x7 (>= s 1)))
 (let (($x17 (and $x7 $x10 (>= k 1) (= (dim X 1) c))))
 (=> $x17 $x23)))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((U T) (X T) (c Int) (k Int) (m Int) (p Int) (s Int) )(! (let ((?x68 (conv 1 1 0 0 0 0 1 1 1 X U)))
 (let ((?x70 (conv s s p p p p 1 1 1 ?x68 (idkernel4 m k k))))
 (let ((?x66 (conv s s p p p p 1 1 1 X (idkernel4 c k k))))
 (let ((?x67 (conv 1 1 0 0 0 0 1 1 1 ?x66 U)))
 (let (($x71 (= ?x67 ?x70)))
 (let (($x57 (= (dim U 1) c)))
 (let (($x55 (= (dim U 0) m)))
 (let (($x52 (= (dim X 1) c)))
 (let (($x48 (>= k 1)))
 (let (($x10 (>= p 0)))
 (let (($x7 (>= s 1)))
 (let (($x64 (and $x7 $x10 $x48 $x52 $x55 $x57 (= 1 (dim U 2)) (= 1 (dim U 3)))))
 (=> $x64 $x71))))))))))))) :pattern ( (conv 1 1 0 0 0 0 1 1 1 (conv s s p p p p 1 1 1 X (idkernel4 c k k)) U) (conv s s p p p p 1 1 1 (conv 1 1 0 0 0 0 1 1 1 X U) (idkernel4 m k k)) ) :qid conv1x1_conv_idkernel))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x100 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x98 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x101 (= ?x98 ?x100)))
 (let (($x7 (>= sw 1)))
 (let (($x93 (and (>= g 1) (>= sh 1) $x7 (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x93 $x101)))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
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
 (= (rank in_s1) 0))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x141 (dim in_u1 2)))
 (= 1 ?x141)))
(assert
 (let ((?x143 (dim in_u1 3)))
 (= 1 ?x143)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x145 (idkernel4 sym_c2 3 3)))
 (let ((?x152 (dim ?x145 2)))
 (= 3 ?x152))))
(assert
 (let ((?x145 (idkernel4 sym_c2 3 3)))
 (let ((?x154 (dim ?x145 3)))
 (= 3 ?x154))))
(assert
 (= (rank (smul (idkernel4 sym_c2 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c2 3 3) in_s1) 0) sym_c2))
(assert
 (= (dim (smul (idkernel4 sym_c2 3 3) in_s1) 1) sym_c2))
(assert
 (let ((?x145 (idkernel4 sym_c2 3 3)))
 (let ((?x156 (smul ?x145 in_s1)))
 (let ((?x163 (dim ?x156 2)))
 (= 3 ?x163)))))
(assert
 (let ((?x145 (idkernel4 sym_c2 3 3)))
 (let ((?x156 (smul ?x145 in_s1)))
 (let ((?x165 (dim ?x156 3)))
 (= 3 ?x165)))))
(assert
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x167) 4)))
(assert
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x167 0) sym_n)))
(assert
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x167 1) sym_c2)))
(assert
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x167 2) sym_h)))
(assert
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x167 3) sym_w)))
(assert
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (relu ?x167)))
 (= (rank ?x178) 4))))
(assert
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (relu ?x167)))
 (= (dim ?x178 0) sym_n))))
(assert
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (relu ?x167)))
 (= (dim ?x178 1) sym_c2))))
(assert
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (relu ?x167)))
 (= (dim ?x178 2) sym_h))))
(assert
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (relu ?x167)))
 (= (dim ?x178 3) sym_w))))
(assert
 (let ((?x145 (idkernel4 sym_c2 3 3)))
 (let ((?x156 (smul ?x145 in_s1)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (relu ?x167)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 ?x178 ?x156)))
 (= (rank ?x189) 4)))))))
(assert
 (let ((?x145 (idkernel4 sym_c2 3 3)))
 (let ((?x156 (smul ?x145 in_s1)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (relu ?x167)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 ?x178 ?x156)))
 (= (dim ?x189 0) sym_n)))))))
(assert
 (let ((?x145 (idkernel4 sym_c2 3 3)))
 (let ((?x156 (smul ?x145 in_s1)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (relu ?x167)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 ?x178 ?x156)))
 (= (dim ?x189 1) sym_c2)))))))
(assert
 (let ((?x198 (+ (- 2) sym_h)))
 (let ((?x145 (idkernel4 sym_c2 3 3)))
 (let ((?x156 (smul ?x145 in_s1)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (relu ?x167)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 ?x178 ?x156)))
 (let ((?x196 (dim ?x189 2)))
 (= ?x196 ?x198)))))))))
(assert
 (let ((?x201 (+ (- 2) sym_w)))
 (let ((?x145 (idkernel4 sym_c2 3 3)))
 (let ((?x156 (smul ?x145 in_s1)))
 (let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x178 (relu ?x167)))
 (let ((?x189 (conv 1 1 0 0 0 0 1 1 1 ?x178 ?x156)))
 (let ((?x200 (dim ?x189 3)))
 (= ?x200 ?x201)))))))))
(assert
 (let ((?x198 (+ (- 2) sym_h)))
 (>= ?x198 0)))
(assert
 (let ((?x201 (+ (- 2) sym_w)))
 (>= ?x201 0)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x212 (dim ?x205 2)))
 (= 3 ?x212))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x214 (dim ?x205 3)))
 (= 3 ?x214))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x205)))
 (= (rank ?x216) 4))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x205)))
 (= (dim ?x216 0) sym_n))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x205)))
 (= (dim ?x216 1) sym_c))))
(assert
 (let ((?x198 (+ (- 2) sym_h)))
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x205)))
 (let ((?x223 (dim ?x216 2)))
 (= ?x223 ?x198))))))
(assert
 (let ((?x201 (+ (- 2) sym_w)))
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x205)))
 (let ((?x225 (dim ?x216 3)))
 (= ?x225 ?x201))))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x205)))
 (let ((?x227 (conv 1 1 0 0 0 0 1 1 1 ?x216 in_u1)))
 (= (rank ?x227) 4)))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x205)))
 (let ((?x227 (conv 1 1 0 0 0 0 1 1 1 ?x216 in_u1)))
 (= (dim ?x227 0) sym_n)))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x205)))
 (let ((?x227 (conv 1 1 0 0 0 0 1 1 1 ?x216 in_u1)))
 (= (dim ?x227 1) sym_c2)))))
(assert
 (let ((?x198 (+ (- 2) sym_h)))
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x205)))
 (let ((?x227 (conv 1 1 0 0 0 0 1 1 1 ?x216 in_u1)))
 (let ((?x234 (dim ?x227 2)))
 (= ?x234 ?x198)))))))
(assert
 (let ((?x201 (+ (- 2) sym_w)))
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x205)))
 (let ((?x227 (conv 1 1 0 0 0 0 1 1 1 ?x216 in_u1)))
 (let ((?x236 (dim ?x227 3)))
 (= ?x236 ?x201)))))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x205)))
 (let ((?x227 (conv 1 1 0 0 0 0 1 1 1 ?x216 in_u1)))
 (let ((?x238 (relu ?x227)))
 (= (rank ?x238) 4))))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x205)))
 (let ((?x227 (conv 1 1 0 0 0 0 1 1 1 ?x216 in_u1)))
 (let ((?x238 (relu ?x227)))
 (= (dim ?x238 0) sym_n))))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x205)))
 (let ((?x227 (conv 1 1 0 0 0 0 1 1 1 ?x216 in_u1)))
 (let ((?x238 (relu ?x227)))
 (= (dim ?x238 1) sym_c2))))))
(assert
 (let ((?x198 (+ (- 2) sym_h)))
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x205)))
 (let ((?x227 (conv 1 1 0 0 0 0 1 1 1 ?x216 in_u1)))
 (let ((?x238 (relu ?x227)))
 (let ((?x245 (dim ?x238 2)))
 (= ?x245 ?x198))))))))
(assert
 (let ((?x201 (+ (- 2) sym_w)))
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x205)))
 (let ((?x227 (conv 1 1 0 0 0 0 1 1 1 ?x216 in_u1)))
 (let ((?x238 (relu ?x227)))
 (let ((?x247 (dim ?x238 3)))
 (= ?x247 ?x201))))))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x205)))
 (let ((?x227 (conv 1 1 0 0 0 0 1 1 1 ?x216 in_u1)))
 (let ((?x238 (relu ?x227)))
 (let ((?x249 (smul ?x238 in_s1)))
 (= (rank ?x249) 4)))))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x205)))
 (let ((?x227 (conv 1 1 0 0 0 0 1 1 1 ?x216 in_u1)))
 (let ((?x238 (relu ?x227)))
 (let ((?x249 (smul ?x238 in_s1)))
 (= (dim ?x249 0) sym_n)))))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x205)))
 (let ((?x227 (conv 1 1 0 0 0 0 1 1 1 ?x216 in_u1)))
 (let ((?x238 (relu ?x227)))
 (let ((?x249 (smul ?x238 in_s1)))
 (= (dim ?x249 1) sym_c2)))))))
(assert
 (let ((?x198 (+ (- 2) sym_h)))
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x205)))
 (let ((?x227 (conv 1 1 0 0 0 0 1 1 1 ?x216 in_u1)))
 (let ((?x238 (relu ?x227)))
 (let ((?x249 (smul ?x238 in_s1)))
 (let ((?x256 (dim ?x249 2)))
 (= ?x256 ?x198)))))))))
(assert
 (let ((?x201 (+ (- 2) sym_w)))
 (let ((?x205 (idkernel4 sym_c 3 3)))
 (let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x205)))
 (let ((?x227 (conv 1 1 0 0 0 0 1 1 1 ?x216 in_u1)))
 (let ((?x238 (relu ?x227)))
 (let ((?x249 (smul ?x238 in_s1)))
 (let ((?x258 (dim ?x249 3)))
 (= ?x258 ?x201)))))))))
(assert
 (let ((?x205 (idkernel4 sym_c 3 3)))
(let ((?x216 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x205)))
(let ((?x227 (conv 1 1 0 0 0 0 1 1 1 ?x216 in_u1)))
(let ((?x238 (relu ?x227)))
(let ((?x249 (smul ?x238 in_s1)))
(let ((?x145 (idkernel4 sym_c2 3 3)))
(let ((?x156 (smul ?x145 in_s1)))
(let ((?x167 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x178 (relu ?x167)))
(let ((?x189 (conv 1 1 0 0 0 0 1 1 1 ?x178 ?x156)))
(and (distinct ?x189 ?x249) true))))))))))))
(check-sat)
