; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_smul_w, conv_smul_x, conv_strided_subsample, subsample_conv1x1
; z3 rlimit used: 49435
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
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x100 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x98 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x101 (= ?x98 ?x100)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x101)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x135 (idkernel4 sym_c 1 1)))
 (let ((?x142 (dim ?x135 2)))
 (= 1 ?x142))))
(assert
 (let ((?x135 (idkernel4 sym_c 1 1)))
 (let ((?x144 (dim ?x135 3)))
 (= 1 ?x144))))
(assert
 (= (rank (smul (idkernel4 sym_c 1 1) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 1 1) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 1 1) in_s1) 1) sym_c))
(assert
 (let ((?x135 (idkernel4 sym_c 1 1)))
 (let ((?x146 (smul ?x135 in_s1)))
 (let ((?x153 (dim ?x146 2)))
 (= 1 ?x153)))))
(assert
 (let ((?x135 (idkernel4 sym_c 1 1)))
 (let ((?x146 (smul ?x135 in_s1)))
 (let ((?x155 (dim ?x146 3)))
 (= 1 ?x155)))))
(assert
 (let ((?x135 (idkernel4 sym_c 1 1)))
 (let ((?x146 (smul ?x135 in_s1)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x146)))
 (= (rank ?x157) 4)))))
(assert
 (let ((?x135 (idkernel4 sym_c 1 1)))
 (let ((?x146 (smul ?x135 in_s1)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x146)))
 (= (dim ?x157 0) sym_n)))))
(assert
 (let ((?x135 (idkernel4 sym_c 1 1)))
 (let ((?x146 (smul ?x135 in_s1)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x146)))
 (= (dim ?x157 1) sym_c)))))
(assert
 (let ((?x167 (div (+ (- 1) sym_h) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x135 (idkernel4 sym_c 1 1)))
 (let ((?x146 (smul ?x135 in_s1)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x146)))
 (let ((?x164 (dim ?x157 2)))
 (= ?x164 ?x168))))))))
(assert
 (let ((?x172 (div (+ (- 1) sym_w) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (let ((?x135 (idkernel4 sym_c 1 1)))
 (let ((?x146 (smul ?x135 in_s1)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x146)))
 (let ((?x170 (dim ?x157 3)))
 (= ?x170 ?x173))))))))
(assert
 (let ((?x135 (idkernel4 sym_c 1 1)))
 (let ((?x146 (smul ?x135 in_s1)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x146)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 ?x157 ?x146)))
 (= (rank ?x175) 4))))))
(assert
 (let ((?x135 (idkernel4 sym_c 1 1)))
 (let ((?x146 (smul ?x135 in_s1)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x146)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 ?x157 ?x146)))
 (= (dim ?x175 0) sym_n))))))
(assert
 (let ((?x135 (idkernel4 sym_c 1 1)))
 (let ((?x146 (smul ?x135 in_s1)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x146)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 ?x157 ?x146)))
 (= (dim ?x175 1) sym_c))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_h) 2)))
 (let ((?x183 (div ?x167 2)))
 (let ((?x184 (+ 1 ?x183)))
 (let ((?x135 (idkernel4 sym_c 1 1)))
 (let ((?x146 (smul ?x135 in_s1)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x146)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 ?x157 ?x146)))
 (let ((?x182 (dim ?x175 2)))
 (= ?x182 ?x184))))))))))
(assert
 (let ((?x172 (div (+ (- 1) sym_w) 2)))
 (let ((?x187 (div ?x172 2)))
 (let ((?x188 (+ 1 ?x187)))
 (let ((?x135 (idkernel4 sym_c 1 1)))
 (let ((?x146 (smul ?x135 in_s1)))
 (let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x146)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 ?x157 ?x146)))
 (let ((?x186 (dim ?x175 3)))
 (= ?x186 ?x188))))))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_h) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (>= ?x168 0))))
(assert
 (let ((?x172 (div (+ (- 1) sym_w) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (>= ?x173 0))))
(assert
 (let ((?x167 (div (+ (- 1) sym_h) 2)))
 (let ((?x183 (div ?x167 2)))
 (let ((?x184 (+ 1 ?x183)))
 (>= ?x184 0)))))
(assert
 (let ((?x172 (div (+ (- 1) sym_w) 2)))
 (let ((?x187 (div ?x172 2)))
 (let ((?x188 (+ 1 ?x187)))
 (>= ?x188 0)))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x201 (dim ?x194 2)))
 (= 3 ?x201))))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x203 (dim ?x194 3)))
 (= 3 ?x203))))
(assert
 (= (rank (smul (idkernel4 sym_c 3 3) in_s1)) 4))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 0) sym_c))
(assert
 (= (dim (smul (idkernel4 sym_c 3 3) in_s1) 1) sym_c))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x205 (smul ?x194 in_s1)))
 (let ((?x212 (dim ?x205 2)))
 (= 3 ?x212)))))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x205 (smul ?x194 in_s1)))
 (let ((?x214 (dim ?x205 3)))
 (= 3 ?x214)))))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x205 (smul ?x194 in_s1)))
 (let ((?x216 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x205)))
 (= (rank ?x216) 4)))))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x205 (smul ?x194 in_s1)))
 (let ((?x216 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x205)))
 (= (dim ?x216 0) sym_n)))))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x205 (smul ?x194 in_s1)))
 (let ((?x216 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x205)))
 (= (dim ?x216 1) sym_c)))))
(assert
 (let ((?x167 (div (+ (- 1) sym_h) 2)))
 (let ((?x168 (+ 1 ?x167)))
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x205 (smul ?x194 in_s1)))
 (let ((?x216 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x205)))
 (let ((?x223 (dim ?x216 2)))
 (= ?x223 ?x168))))))))
(assert
 (let ((?x172 (div (+ (- 1) sym_w) 2)))
 (let ((?x173 (+ 1 ?x172)))
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x205 (smul ?x194 in_s1)))
 (let ((?x216 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x205)))
 (let ((?x225 (dim ?x216 3)))
 (= ?x225 ?x173))))))))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x205 (smul ?x194 in_s1)))
 (let ((?x216 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x205)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 ?x216 ?x205)))
 (= (rank ?x227) 4))))))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x205 (smul ?x194 in_s1)))
 (let ((?x216 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x205)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 ?x216 ?x205)))
 (= (dim ?x227 0) sym_n))))))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x205 (smul ?x194 in_s1)))
 (let ((?x216 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x205)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 ?x216 ?x205)))
 (= (dim ?x227 1) sym_c))))))
(assert
 (let ((?x167 (div (+ (- 1) sym_h) 2)))
 (let ((?x183 (div ?x167 2)))
 (let ((?x184 (+ 1 ?x183)))
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x205 (smul ?x194 in_s1)))
 (let ((?x216 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x205)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 ?x216 ?x205)))
 (let ((?x234 (dim ?x227 2)))
 (= ?x234 ?x184))))))))))
(assert
 (let ((?x172 (div (+ (- 1) sym_w) 2)))
 (let ((?x187 (div ?x172 2)))
 (let ((?x188 (+ 1 ?x187)))
 (let ((?x194 (idkernel4 sym_c 3 3)))
 (let ((?x205 (smul ?x194 in_s1)))
 (let ((?x216 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x205)))
 (let ((?x227 (conv 2 2 1 1 1 1 1 1 1 ?x216 ?x205)))
 (let ((?x236 (dim ?x227 3)))
 (= ?x236 ?x188))))))))))
(assert
 (let ((?x194 (idkernel4 sym_c 3 3)))
(let ((?x205 (smul ?x194 in_s1)))
(let ((?x216 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x205)))
(let ((?x227 (conv 2 2 1 1 1 1 1 1 1 ?x216 ?x205)))
(let ((?x135 (idkernel4 sym_c 1 1)))
(let ((?x146 (smul ?x135 in_s1)))
(let ((?x157 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x146)))
(let ((?x175 (conv 2 2 0 0 0 0 1 1 1 ?x157 ?x146)))
(and (distinct ?x175 ?x227) true))))))))))
(check-sat)
