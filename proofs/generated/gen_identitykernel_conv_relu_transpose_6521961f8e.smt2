; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, relu_idem, transpose4_relu
; z3 rlimit used: 44981
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) )(! (let ((?x6 (relu X)))
 (let ((?x7 (relu ?x6)))
 (= ?x7 ?x6))) :pattern ( (relu (relu X)) ) :qid relu_idem))
 )
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x46 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x47 (= ?x46 X)))
 (let (($x43 (= (dim X 1) c)))
 (let (($x44 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x43)))
 (=> $x44 $x47))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x74 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x71 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x75 (= ?x71 ?x74)))
 (=> (and (< 1 (* sh sw))) $x75)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x92 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x90 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x93 (= ?x90 ?x92)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x93)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x105 (relu (transpose4 p0 p1 p2 p3 X))))
 (let ((?x116 (transpose4 p0 p1 p2 p3 (relu X))))
 (= ?x116 ?x105))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
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
 (>= sym_c2 1))
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
 (let ((?x156 (dim in_u1 2)))
 (= 1 ?x156)))
(assert
 (let ((?x158 (dim in_u1 3)))
 (= 1 ?x158)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x160 (idkernel4 sym_c2 3 3)))
 (let ((?x167 (dim ?x160 2)))
 (= 3 ?x167))))
(assert
 (let ((?x160 (idkernel4 sym_c2 3 3)))
 (let ((?x169 (dim ?x160 3)))
 (= 3 ?x169))))
(assert
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x171) 4)))
(assert
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x171 0) sym_n)))
(assert
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x171 1) sym_c2)))
(assert
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x171 2) sym_h)))
(assert
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x171 3) sym_w)))
(assert
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x182 (relu ?x171)))
 (= (rank ?x182) 4))))
(assert
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x182 (relu ?x171)))
 (= (dim ?x182 0) sym_n))))
(assert
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x182 (relu ?x171)))
 (= (dim ?x182 1) sym_c2))))
(assert
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x182 (relu ?x171)))
 (= (dim ?x182 2) sym_h))))
(assert
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x182 (relu ?x171)))
 (= (dim ?x182 3) sym_w))))
(assert
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x182 (relu ?x171)))
 (let ((?x193 (transpose4 0 1 3 2 ?x182)))
 (= (rank ?x193) 4)))))
(assert
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x182 (relu ?x171)))
 (let ((?x193 (transpose4 0 1 3 2 ?x182)))
 (= (dim ?x193 0) sym_n)))))
(assert
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x182 (relu ?x171)))
 (let ((?x193 (transpose4 0 1 3 2 ?x182)))
 (= (dim ?x193 1) sym_c2)))))
(assert
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x182 (relu ?x171)))
 (let ((?x193 (transpose4 0 1 3 2 ?x182)))
 (= (dim ?x193 2) sym_w)))))
(assert
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x182 (relu ?x171)))
 (let ((?x193 (transpose4 0 1 3 2 ?x182)))
 (= (dim ?x193 3) sym_h)))))
(assert
 (let ((?x160 (idkernel4 sym_c2 3 3)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x182 (relu ?x171)))
 (let ((?x193 (transpose4 0 1 3 2 ?x182)))
 (let ((?x204 (conv 2 2 1 1 1 1 1 1 1 ?x193 ?x160)))
 (= (rank ?x204) 4)))))))
(assert
 (let ((?x160 (idkernel4 sym_c2 3 3)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x182 (relu ?x171)))
 (let ((?x193 (transpose4 0 1 3 2 ?x182)))
 (let ((?x204 (conv 2 2 1 1 1 1 1 1 1 ?x193 ?x160)))
 (= (dim ?x204 0) sym_n)))))))
(assert
 (let ((?x160 (idkernel4 sym_c2 3 3)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x182 (relu ?x171)))
 (let ((?x193 (transpose4 0 1 3 2 ?x182)))
 (let ((?x204 (conv 2 2 1 1 1 1 1 1 1 ?x193 ?x160)))
 (= (dim ?x204 1) sym_c2)))))))
(assert
 (let ((?x213 (div (+ (- 1) sym_w) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (let ((?x160 (idkernel4 sym_c2 3 3)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x182 (relu ?x171)))
 (let ((?x193 (transpose4 0 1 3 2 ?x182)))
 (let ((?x204 (conv 2 2 1 1 1 1 1 1 1 ?x193 ?x160)))
 (let ((?x211 (dim ?x204 2)))
 (= ?x211 ?x214))))))))))
(assert
 (let ((?x218 (div (+ (- 1) sym_h) 2)))
 (let ((?x219 (+ 1 ?x218)))
 (let ((?x160 (idkernel4 sym_c2 3 3)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x182 (relu ?x171)))
 (let ((?x193 (transpose4 0 1 3 2 ?x182)))
 (let ((?x204 (conv 2 2 1 1 1 1 1 1 1 ?x193 ?x160)))
 (let ((?x216 (dim ?x204 3)))
 (= ?x216 ?x219))))))))))
(assert
 (let ((?x160 (idkernel4 sym_c2 3 3)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x182 (relu ?x171)))
 (let ((?x193 (transpose4 0 1 3 2 ?x182)))
 (let ((?x204 (conv 2 2 1 1 1 1 1 1 1 ?x193 ?x160)))
 (let ((?x221 (relu ?x204)))
 (= (rank ?x221) 4))))))))
(assert
 (let ((?x160 (idkernel4 sym_c2 3 3)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x182 (relu ?x171)))
 (let ((?x193 (transpose4 0 1 3 2 ?x182)))
 (let ((?x204 (conv 2 2 1 1 1 1 1 1 1 ?x193 ?x160)))
 (let ((?x221 (relu ?x204)))
 (= (dim ?x221 0) sym_n))))))))
(assert
 (let ((?x160 (idkernel4 sym_c2 3 3)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x182 (relu ?x171)))
 (let ((?x193 (transpose4 0 1 3 2 ?x182)))
 (let ((?x204 (conv 2 2 1 1 1 1 1 1 1 ?x193 ?x160)))
 (let ((?x221 (relu ?x204)))
 (= (dim ?x221 1) sym_c2))))))))
(assert
 (let ((?x213 (div (+ (- 1) sym_w) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (let ((?x160 (idkernel4 sym_c2 3 3)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x182 (relu ?x171)))
 (let ((?x193 (transpose4 0 1 3 2 ?x182)))
 (let ((?x204 (conv 2 2 1 1 1 1 1 1 1 ?x193 ?x160)))
 (let ((?x221 (relu ?x204)))
 (let ((?x228 (dim ?x221 2)))
 (= ?x228 ?x214)))))))))))
(assert
 (let ((?x218 (div (+ (- 1) sym_h) 2)))
 (let ((?x219 (+ 1 ?x218)))
 (let ((?x160 (idkernel4 sym_c2 3 3)))
 (let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x182 (relu ?x171)))
 (let ((?x193 (transpose4 0 1 3 2 ?x182)))
 (let ((?x204 (conv 2 2 1 1 1 1 1 1 1 ?x193 ?x160)))
 (let ((?x221 (relu ?x204)))
 (let ((?x230 (dim ?x221 3)))
 (= ?x230 ?x219)))))))))))
(assert
 (let ((?x213 (div (+ (- 1) sym_w) 2)))
 (let ((?x214 (+ 1 ?x213)))
 (>= ?x214 0))))
(assert
 (let ((?x218 (div (+ (- 1) sym_h) 2)))
 (let ((?x219 (+ 1 ?x218)))
 (>= ?x219 0))))
(assert
 (let ((?x160 (idkernel4 sym_c2 3 3)))
(let ((?x171 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x182 (relu ?x171)))
(let ((?x193 (transpose4 0 1 3 2 ?x182)))
(let ((?x204 (conv 2 2 1 1 1 1 1 1 1 ?x193 ?x160)))
(let ((?x221 (relu ?x204)))
(and (distinct ?x221 ?x204) true))))))))
(check-sat)
