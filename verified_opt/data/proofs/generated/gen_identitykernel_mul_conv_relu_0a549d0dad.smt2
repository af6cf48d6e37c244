; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_w, relu_conv_idkernel
; z3 rlimit used: 76431
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
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
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x66 (idkernel4 c k k)))
 (let ((?x70 (conv s s p p p p 1 1 1 (relu X) ?x66)))
 (let ((?x68 (relu (conv s s p p p p 1 1 1 X ?x66))))
 (let (($x71 (= ?x68 ?x70)))
 (let (($x21 (>= k 1)))
 (let (($x18 (>= p 0)))
 (let (($x61 (>= s 1)))
 (let (($x65 (and $x61 $x18 $x21 (= (dim X 1) c))))
 (=> $x65 $x71))))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x98 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x96 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (let (($x99 (= ?x96 ?x98)))
 (let (($x61 (>= sw 1)))
 (let (($x91 (and (>= g 1) (>= sh 1) $x61 (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1))))
 (=> $x91 $x99)))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
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
 (= (rank in_s1) 0))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x138 (dim ?x131 2)))
 (= 3 ?x138))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x140 (dim ?x131 3)))
 (= 3 ?x140))))
(assert
 (= (rank (smul (idkernel4 sym_c 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 1) sym_c))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x142 (smul ?x131 in_s1)))
 (let ((?x149 (dim ?x142 2)))
 (= 3 ?x149)))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x142 (smul ?x131 in_s1)))
 (let ((?x151 (dim ?x142 3)))
 (= 3 ?x151)))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x142 (smul ?x131 in_s1)))
 (let ((?x153 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x142)))
 (= (rank ?x153) 4)))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x142 (smul ?x131 in_s1)))
 (let ((?x153 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x142)))
 (= (dim ?x153 0) sym_n)))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x142 (smul ?x131 in_s1)))
 (let ((?x153 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x142)))
 (= (dim ?x153 1) sym_c)))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x142 (smul ?x131 in_s1)))
 (let ((?x153 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x142)))
 (= (dim ?x153 2) sym_h)))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x142 (smul ?x131 in_s1)))
 (let ((?x153 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x142)))
 (= (dim ?x153 3) sym_w)))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x142 (smul ?x131 in_s1)))
 (let ((?x153 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x142)))
 (let ((?x164 (relu ?x153)))
 (= (rank ?x164) 4))))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x142 (smul ?x131 in_s1)))
 (let ((?x153 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x142)))
 (let ((?x164 (relu ?x153)))
 (= (dim ?x164 0) sym_n))))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x142 (smul ?x131 in_s1)))
 (let ((?x153 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x142)))
 (let ((?x164 (relu ?x153)))
 (= (dim ?x164 1) sym_c))))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x142 (smul ?x131 in_s1)))
 (let ((?x153 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x142)))
 (let ((?x164 (relu ?x153)))
 (= (dim ?x164 2) sym_h))))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x142 (smul ?x131 in_s1)))
 (let ((?x153 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x142)))
 (let ((?x164 (relu ?x153)))
 (= (dim ?x164 3) sym_w))))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x142 (smul ?x131 in_s1)))
 (let ((?x153 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x142)))
 (let ((?x164 (relu ?x153)))
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 ?x164 ?x142)))
 (= (rank ?x175) 4)))))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x142 (smul ?x131 in_s1)))
 (let ((?x153 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x142)))
 (let ((?x164 (relu ?x153)))
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 ?x164 ?x142)))
 (= (dim ?x175 0) sym_n)))))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x142 (smul ?x131 in_s1)))
 (let ((?x153 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x142)))
 (let ((?x164 (relu ?x153)))
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 ?x164 ?x142)))
 (= (dim ?x175 1) sym_c)))))))
(assert
 (let ((?x183 (+ (- 2) sym_h)))
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x142 (smul ?x131 in_s1)))
 (let ((?x153 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x142)))
 (let ((?x164 (relu ?x153)))
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 ?x164 ?x142)))
 (let ((?x182 (dim ?x175 2)))
 (= ?x182 ?x183)))))))))
(assert
 (let ((?x186 (+ (- 2) sym_w)))
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x142 (smul ?x131 in_s1)))
 (let ((?x153 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x142)))
 (let ((?x164 (relu ?x153)))
 (let ((?x175 (conv 1 1 0 0 0 0 1 1 1 ?x164 ?x142)))
 (let ((?x185 (dim ?x175 3)))
 (= ?x185 ?x186)))))))))
(assert
 (let ((?x183 (+ (- 2) sym_h)))
 (>= ?x183 0)))
(assert
 (let ((?x186 (+ (- 2) sym_w)))
 (>= ?x186 0)))
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
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x190 (smul in_i1 in_s1)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 ?x131)))
 (= (rank ?x201) 4)))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x190 (smul in_i1 in_s1)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 ?x131)))
 (= (dim ?x201 0) sym_n)))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x190 (smul in_i1 in_s1)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 ?x131)))
 (= (dim ?x201 1) sym_c)))))
(assert
 (let ((?x183 (+ (- 2) sym_h)))
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x190 (smul in_i1 in_s1)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 ?x131)))
 (let ((?x208 (dim ?x201 2)))
 (= ?x208 ?x183)))))))
(assert
 (let ((?x186 (+ (- 2) sym_w)))
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x190 (smul in_i1 in_s1)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 ?x131)))
 (let ((?x210 (dim ?x201 3)))
 (= ?x210 ?x186)))))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x190 (smul in_i1 in_s1)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 ?x131)))
 (let ((?x212 (relu ?x201)))
 (= (rank ?x212) 4))))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x190 (smul in_i1 in_s1)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 ?x131)))
 (let ((?x212 (relu ?x201)))
 (= (dim ?x212 0) sym_n))))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x190 (smul in_i1 in_s1)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 ?x131)))
 (let ((?x212 (relu ?x201)))
 (= (dim ?x212 1) sym_c))))))
(assert
 (let ((?x183 (+ (- 2) sym_h)))
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x190 (smul in_i1 in_s1)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 ?x131)))
 (let ((?x212 (relu ?x201)))
 (let ((?x219 (dim ?x212 2)))
 (= ?x219 ?x183))))))))
(assert
 (let ((?x186 (+ (- 2) sym_w)))
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x190 (smul in_i1 in_s1)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 ?x131)))
 (let ((?x212 (relu ?x201)))
 (let ((?x221 (dim ?x212 3)))
 (= ?x221 ?x186))))))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x190 (smul in_i1 in_s1)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 ?x131)))
 (let ((?x212 (relu ?x201)))
 (let ((?x223 (smul ?x212 in_s1)))
 (= (rank ?x223) 4)))))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x190 (smul in_i1 in_s1)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 ?x131)))
 (let ((?x212 (relu ?x201)))
 (let ((?x223 (smul ?x212 in_s1)))
 (= (dim ?x223 0) sym_n)))))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x190 (smul in_i1 in_s1)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 ?x131)))
 (let ((?x212 (relu ?x201)))
 (let ((?x223 (smul ?x212 in_s1)))
 (= (dim ?x223 1) sym_c)))))))
(assert
 (let ((?x183 (+ (- 2) sym_h)))
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x190 (smul in_i1 in_s1)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 ?x131)))
 (let ((?x212 (relu ?x201)))
 (let ((?x223 (smul ?x212 in_s1)))
 (let ((?x230 (dim ?x223 2)))
 (= ?x230 ?x183)))))))))
(assert
 (let ((?x186 (+ (- 2) sym_w)))
 (let ((?x131 (idkernel4 sym_c 3 3)))
 (let ((?x190 (smul in_i1 in_s1)))
 (let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 ?x131)))
 (let ((?x212 (relu ?x201)))
 (let ((?x223 (smul ?x212 in_s1)))
 (let ((?x232 (dim ?x223 3)))
 (= ?x232 ?x186)))))))))
(assert
 (let ((?x131 (idkernel4 sym_c 3 3)))
(let ((?x190 (smul in_i1 in_s1)))
(let ((?x201 (conv 1 1 0 0 0 0 1 1 1 ?x190 ?x131)))
(let ((?x212 (relu ?x201)))
(let ((?x223 (smul ?x212 in_s1)))
(let ((?x142 (smul ?x131 in_s1)))
(let ((?x153 (conv 1 1 1 1 1 1 1 1 1 in_i1 ?x142)))
(let ((?x164 (relu ?x153)))
(let ((?x175 (conv 1 1 0 0 0 0 1 1 1 ?x164 ?x142)))
(and (distinct ?x175 ?x223) true)))))))))))
(check-sat)
