; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, relu_conv_idkernel
; z3 rlimit used: 14852
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x31 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x32 (= ?x31 X)))
 (let (($x28 (= (rank X) 4)))
 (let (($x25 (= (dim X 1) c)))
 (let (($x21 (>= kw 1)))
 (let (($x20 (>= kh 1)))
 (let (($x19 (>= pw 0)))
 (let (($x18 (>= ph 0)))
 (let (($x29 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x18 $x19 $x20 $x21 $x25 $x28)))
 (=> $x29 $x32)))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x71 (idkernel4 c k k)))
 (let ((?x75 (conv s s p p p p 1 1 1 (relu X) ?x71)))
 (let ((?x73 (relu (conv s s p p p p 1 1 1 X ?x71))))
 (let (($x76 (= ?x73 ?x75)))
 (let (($x21 (>= k 1)))
 (let (($x18 (>= p 0)))
 (let (($x64 (>= s 1)))
 (let (($x70 (and $x64 $x18 $x21 (= (dim X 1) c) (= (rank X) 4))))
 (=> $x70 $x76))))))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x107 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x105 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x108 (= ?x105 ?x107)))
 (let (($x103 (= (rank W) 4)))
 (let (($x100 (= (rank X) 4)))
 (let (($x97 (>= dw 1)))
 (let (($x95 (>= dh 1)))
 (let (($x93 (>= pr 0)))
 (let (($x92 (>= pb 0)))
 (let (($x90 (>= pl 0)))
 (let (($x89 (>= pt 0)))
 (let (($x64 (>= sw 1)))
 (let (($x88 (>= sh 1)))
 (let (($x87 (>= g 1)))
 (let (($x104 (and (< 1 (* sh sw)) $x87 $x88 $x64 $x89 $x90 $x92 $x93 $x95 $x97 $x100 $x103)))
 (=> $x104 $x108)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
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
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x139 (idkernel4 sym_c 3 3)))
 (let ((?x146 (dim ?x139 2)))
 (= 3 ?x146))))
(assert
 (let ((?x139 (idkernel4 sym_c 3 3)))
 (let ((?x148 (dim ?x139 3)))
 (= 3 ?x148))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x150 (idkernel4 sym_c 1 1)))
 (let ((?x157 (dim ?x150 2)))
 (= 1 ?x157))))
(assert
 (let ((?x150 (idkernel4 sym_c 1 1)))
 (let ((?x159 (dim ?x150 3)))
 (= 1 ?x159))))
(assert
 (= (rank (relu in_i1)) 4))
(assert
 (= (dim (relu in_i1) 0) sym_n))
(assert
 (= (dim (relu in_i1) 1) sym_c))
(assert
 (= (dim (relu in_i1) 2) sym_h))
(assert
 (= (dim (relu in_i1) 3) sym_w))
(assert
 (let ((?x150 (idkernel4 sym_c 1 1)))
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x150)))
 (= (rank ?x172) 4))))
(assert
 (let ((?x150 (idkernel4 sym_c 1 1)))
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x150)))
 (= (dim ?x172 0) sym_n))))
(assert
 (let ((?x150 (idkernel4 sym_c 1 1)))
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x150)))
 (= (dim ?x172 1) sym_c))))
(assert
 (let ((?x182 (div (+ (- 1) sym_h) 2)))
 (let ((?x183 (+ 1 ?x182)))
 (let ((?x150 (idkernel4 sym_c 1 1)))
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x150)))
 (let ((?x179 (dim ?x172 2)))
 (= ?x179 ?x183)))))))
(assert
 (let ((?x187 (div (+ (- 1) sym_w) 2)))
 (let ((?x188 (+ 1 ?x187)))
 (let ((?x150 (idkernel4 sym_c 1 1)))
 (let ((?x172 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x150)))
 (let ((?x185 (dim ?x172 3)))
 (= ?x185 ?x188)))))))
(assert
 (let ((?x139 (idkernel4 sym_c 3 3)))
 (let ((?x161 (relu in_i1)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 ?x161 ?x139)))
 (= (rank ?x190) 4)))))
(assert
 (let ((?x139 (idkernel4 sym_c 3 3)))
 (let ((?x161 (relu in_i1)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 ?x161 ?x139)))
 (= (dim ?x190 0) sym_n)))))
(assert
 (let ((?x139 (idkernel4 sym_c 3 3)))
 (let ((?x161 (relu in_i1)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 ?x161 ?x139)))
 (= (dim ?x190 1) sym_c)))))
(assert
 (let ((?x198 (+ (- 2) sym_h)))
 (let ((?x139 (idkernel4 sym_c 3 3)))
 (let ((?x161 (relu in_i1)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 ?x161 ?x139)))
 (let ((?x197 (dim ?x190 2)))
 (= ?x197 ?x198)))))))
(assert
 (let ((?x201 (+ (- 2) sym_w)))
 (let ((?x139 (idkernel4 sym_c 3 3)))
 (let ((?x161 (relu in_i1)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 ?x161 ?x139)))
 (let ((?x200 (dim ?x190 3)))
 (= ?x200 ?x201)))))))
(assert
 (let ((?x182 (div (+ (- 1) sym_h) 2)))
 (let ((?x183 (+ 1 ?x182)))
 (>= ?x183 0))))
(assert
 (let ((?x187 (div (+ (- 1) sym_w) 2)))
 (let ((?x188 (+ 1 ?x187)))
 (>= ?x188 0))))
(assert
 (let ((?x198 (+ (- 2) sym_h)))
 (>= ?x198 0)))
(assert
 (let ((?x201 (+ (- 2) sym_w)))
 (>= ?x201 0)))
(assert
 (let ((?x139 (idkernel4 sym_c 3 3)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x139)))
 (= (rank ?x207) 4))))
(assert
 (let ((?x139 (idkernel4 sym_c 3 3)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x139)))
 (= (dim ?x207 0) sym_n))))
(assert
 (let ((?x139 (idkernel4 sym_c 3 3)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x139)))
 (= (dim ?x207 1) sym_c))))
(assert
 (let ((?x198 (+ (- 2) sym_h)))
 (let ((?x139 (idkernel4 sym_c 3 3)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x139)))
 (let ((?x214 (dim ?x207 2)))
 (= ?x214 ?x198))))))
(assert
 (let ((?x201 (+ (- 2) sym_w)))
 (let ((?x139 (idkernel4 sym_c 3 3)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x139)))
 (let ((?x216 (dim ?x207 3)))
 (= ?x216 ?x201))))))
(assert
 (let ((?x139 (idkernel4 sym_c 3 3)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x139)))
 (let ((?x218 (relu ?x207)))
 (= (rank ?x218) 4)))))
(assert
 (let ((?x139 (idkernel4 sym_c 3 3)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x139)))
 (let ((?x218 (relu ?x207)))
 (= (dim ?x218 0) sym_n)))))
(assert
 (let ((?x139 (idkernel4 sym_c 3 3)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x139)))
 (let ((?x218 (relu ?x207)))
 (= (dim ?x218 1) sym_c)))))
(assert
 (let ((?x198 (+ (- 2) sym_h)))
 (let ((?x139 (idkernel4 sym_c 3 3)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x139)))
 (let ((?x218 (relu ?x207)))
 (let ((?x225 (dim ?x218 2)))
 (= ?x225 ?x198)))))))
(assert
 (let ((?x201 (+ (- 2) sym_w)))
 (let ((?x139 (idkernel4 sym_c 3 3)))
 (let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x139)))
 (let ((?x218 (relu ?x207)))
 (let ((?x227 (dim ?x218 3)))
 (= ?x227 ?x201)))))))
(assert
 (let ((?x139 (idkernel4 sym_c 3 3)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x139)))
 (= (rank ?x229) 4))))
(assert
 (let ((?x139 (idkernel4 sym_c 3 3)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x139)))
 (= (dim ?x229 0) sym_n))))
(assert
 (let ((?x139 (idkernel4 sym_c 3 3)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x139)))
 (= (dim ?x229 1) sym_c))))
(assert
 (let ((?x182 (div (+ (- 1) sym_h) 2)))
 (let ((?x183 (+ 1 ?x182)))
 (let ((?x139 (idkernel4 sym_c 3 3)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x139)))
 (let ((?x236 (dim ?x229 2)))
 (= ?x236 ?x183)))))))
(assert
 (let ((?x187 (div (+ (- 1) sym_w) 2)))
 (let ((?x188 (+ 1 ?x187)))
 (let ((?x139 (idkernel4 sym_c 3 3)))
 (let ((?x229 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x139)))
 (let ((?x238 (dim ?x229 3)))
 (= ?x238 ?x188)))))))
(assert
 (let ((?x139 (idkernel4 sym_c 3 3)))
(let ((?x207 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x139)))
(let ((?x218 (relu ?x207)))
(let ((?x161 (relu in_i1)))
(let ((?x190 (conv 1 1 0 0 0 0 1 1 1 ?x161 ?x139)))
(let ((?x229 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x139)))
(let ((?x150 (idkernel4 sym_c 1 1)))
(let ((?x172 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x150)))
(or (and (distinct ?x172 ?x229) true) (and (distinct ?x190 ?x218) true)))))))))))
(check-sat)
