; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu
; z3 rlimit used: 68225
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
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
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x81 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x79 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x82 (= ?x79 ?x81)))
 (let (($x75 (>= dw 1)))
 (let (($x73 (>= dh 1)))
 (let (($x71 (>= pr 0)))
 (let (($x70 (>= pb 0)))
 (let (($x68 (>= pl 0)))
 (let (($x67 (>= pt 0)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x64 (>= g 1)))
 (let (($x76 (and (< 1 (* sh sw)) $x64 $x65 $x66 $x67 $x68 $x70 $x71 $x73 $x75)))
 (=> $x76 $x82)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x102 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x100 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x103 (= ?x100 ?x102)))
 (let (($x71 (>= pr 0)))
 (let (($x70 (>= pb 0)))
 (let (($x68 (>= pl 0)))
 (let (($x67 (>= pt 0)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x64 (>= kw 1)))
 (let (($x75 (>= kh 1)))
 (let (($x97 (and (< pt kh) (< pb kh) (< pl kw) (< pr kw) $x75 $x64 $x65 $x66 $x67 $x68 $x70 $x71)))
 (=> $x97 $x103))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c2))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x157 (dim in_u1 2)))
 (= 1 ?x157)))
(assert
 (let ((?x159 (dim in_u1 3)))
 (= 1 ?x159)))
(assert
 (= (rank (idkernel4 sym_c2 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 1 1) 1) sym_c2))
(assert
 (let ((?x161 (idkernel4 sym_c2 1 1)))
 (let ((?x168 (dim ?x161 2)))
 (= 1 ?x168))))
(assert
 (let ((?x161 (idkernel4 sym_c2 1 1)))
 (let ((?x170 (dim ?x161 3)))
 (= 1 ?x170))))
(assert
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x172) 4)))
(assert
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x172 0) sym_n)))
(assert
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x172 1) sym_c2)))
(assert
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x172 2) sym_h)))
(assert
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x172 3) sym_w)))
(assert
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x183 (relu ?x172)))
 (= (rank ?x183) 4))))
(assert
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x183 (relu ?x172)))
 (= (dim ?x183 0) sym_n))))
(assert
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x183 (relu ?x172)))
 (= (dim ?x183 1) sym_c2))))
(assert
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x183 (relu ?x172)))
 (= (dim ?x183 2) sym_h))))
(assert
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x183 (relu ?x172)))
 (= (dim ?x183 3) sym_w))))
(assert
 (let ((?x161 (idkernel4 sym_c2 1 1)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x183 (relu ?x172)))
 (let ((?x194 (conv 2 2 0 0 0 0 1 1 1 ?x183 ?x161)))
 (= (rank ?x194) 4))))))
(assert
 (let ((?x161 (idkernel4 sym_c2 1 1)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x183 (relu ?x172)))
 (let ((?x194 (conv 2 2 0 0 0 0 1 1 1 ?x183 ?x161)))
 (= (dim ?x194 0) sym_n))))))
(assert
 (let ((?x161 (idkernel4 sym_c2 1 1)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x183 (relu ?x172)))
 (let ((?x194 (conv 2 2 0 0 0 0 1 1 1 ?x183 ?x161)))
 (= (dim ?x194 1) sym_c2))))))
(assert
 (let ((?x203 (div (+ (- 1) sym_h) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (let ((?x161 (idkernel4 sym_c2 1 1)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x183 (relu ?x172)))
 (let ((?x194 (conv 2 2 0 0 0 0 1 1 1 ?x183 ?x161)))
 (let ((?x201 (dim ?x194 2)))
 (= ?x201 ?x204)))))))))
(assert
 (let ((?x208 (div (+ (- 1) sym_w) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (let ((?x161 (idkernel4 sym_c2 1 1)))
 (let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x183 (relu ?x172)))
 (let ((?x194 (conv 2 2 0 0 0 0 1 1 1 ?x183 ?x161)))
 (let ((?x206 (dim ?x194 3)))
 (= ?x206 ?x209)))))))))
(assert
 (let ((?x203 (div (+ (- 1) sym_h) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (>= ?x204 0))))
(assert
 (let ((?x208 (div (+ (- 1) sym_w) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (>= ?x209 0))))
(assert
 (let ((?x213 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x213) 4)))
(assert
 (let ((?x213 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x213 0) sym_n)))
(assert
 (let ((?x213 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x213 1) sym_c2)))
(assert
 (let ((?x203 (div (+ (- 1) sym_h) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (let ((?x213 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x220 (dim ?x213 2)))
 (= ?x220 ?x204))))))
(assert
 (let ((?x208 (div (+ (- 1) sym_w) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (let ((?x213 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x222 (dim ?x213 3)))
 (= ?x222 ?x209))))))
(assert
 (let ((?x213 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x224 (relu ?x213)))
 (= (rank ?x224) 4))))
(assert
 (let ((?x213 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x224 (relu ?x213)))
 (= (dim ?x224 0) sym_n))))
(assert
 (let ((?x213 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x224 (relu ?x213)))
 (= (dim ?x224 1) sym_c2))))
(assert
 (let ((?x203 (div (+ (- 1) sym_h) 2)))
 (let ((?x204 (+ 1 ?x203)))
 (let ((?x213 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x224 (relu ?x213)))
 (let ((?x231 (dim ?x224 2)))
 (= ?x231 ?x204)))))))
(assert
 (let ((?x208 (div (+ (- 1) sym_w) 2)))
 (let ((?x209 (+ 1 ?x208)))
 (let ((?x213 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x224 (relu ?x213)))
 (let ((?x233 (dim ?x224 3)))
 (= ?x233 ?x209)))))))
(assert
 (let ((?x213 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x224 (relu ?x213)))
(let ((?x161 (idkernel4 sym_c2 1 1)))
(let ((?x172 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x183 (relu ?x172)))
(let ((?x194 (conv 2 2 0 0 0 0 1 1 1 ?x183 ?x161)))
(and (distinct ?x194 ?x224) true))))))))
(check-sat)
