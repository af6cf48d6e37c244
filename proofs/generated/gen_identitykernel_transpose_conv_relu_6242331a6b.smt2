; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, maxpool_transpose_spatial, transpose4_relu
; z3 rlimit used: 50386
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x23 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x24 (= ?x23 X)))
 (let (($x20 (= (dim X 1) c)))
 (let (($x21 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x20)))
 (=> $x21 $x24))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x68 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x65 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x69 (= ?x65 ?x68)))
 (=> (and (< 1 (* sh sw))) $x69)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x86 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x84 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x87 (= ?x84 ?x86)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x87)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x99 (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X))))
 (let ((?x110 (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X))))
 (= ?x110 ?x99))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X)) ) :pattern ( (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X)) ) :qid maxpool_transpose_spatial))
 )
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x124 (relu (transpose4 p0 p1 p2 p3 X))))
 (let ((?x122 (transpose4 p0 p1 p2 p3 (relu X))))
 (= ?x122 ?x124))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
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
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x156 (dim ?x149 2)))
 (= 3 ?x156))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x158 (dim ?x149 3)))
 (= 3 ?x158))))
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
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x160 (transpose4 0 1 3 2 in_i1)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 ?x160 ?x149)))
 (= (rank ?x171) 4)))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x160 (transpose4 0 1 3 2 in_i1)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 ?x160 ?x149)))
 (= (dim ?x171 0) sym_n)))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x160 (transpose4 0 1 3 2 in_i1)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 ?x160 ?x149)))
 (= (dim ?x171 1) sym_c)))))
(assert
 (let ((?x180 (div (+ (- 1) sym_w) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x160 (transpose4 0 1 3 2 in_i1)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 ?x160 ?x149)))
 (let ((?x178 (dim ?x171 2)))
 (= ?x178 ?x181))))))))
(assert
 (let ((?x185 (div (+ (- 1) sym_h) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x160 (transpose4 0 1 3 2 in_i1)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 ?x160 ?x149)))
 (let ((?x183 (dim ?x171 3)))
 (= ?x183 ?x186))))))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x160 (transpose4 0 1 3 2 in_i1)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 ?x160 ?x149)))
 (let ((?x188 (relu ?x171)))
 (= (rank ?x188) 4))))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x160 (transpose4 0 1 3 2 in_i1)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 ?x160 ?x149)))
 (let ((?x188 (relu ?x171)))
 (= (dim ?x188 0) sym_n))))))
(assert
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x160 (transpose4 0 1 3 2 in_i1)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 ?x160 ?x149)))
 (let ((?x188 (relu ?x171)))
 (= (dim ?x188 1) sym_c))))))
(assert
 (let ((?x180 (div (+ (- 1) sym_w) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x160 (transpose4 0 1 3 2 in_i1)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 ?x160 ?x149)))
 (let ((?x188 (relu ?x171)))
 (let ((?x195 (dim ?x188 2)))
 (= ?x195 ?x181)))))))))
(assert
 (let ((?x185 (div (+ (- 1) sym_h) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x149 (idkernel4 sym_c 3 3)))
 (let ((?x160 (transpose4 0 1 3 2 in_i1)))
 (let ((?x171 (conv 2 2 1 1 1 1 1 1 1 ?x160 ?x149)))
 (let ((?x188 (relu ?x171)))
 (let ((?x197 (dim ?x188 3)))
 (= ?x197 ?x186)))))))))
(assert
 (let ((?x180 (div (+ (- 1) sym_w) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (>= ?x181 0))))
(assert
 (let ((?x185 (div (+ (- 1) sym_h) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (>= ?x186 0))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x201 (idkernel4 sym_c 1 1)))
 (let ((?x208 (dim ?x201 2)))
 (= 1 ?x208))))
(assert
 (let ((?x201 (idkernel4 sym_c 1 1)))
 (let ((?x210 (dim ?x201 3)))
 (= 1 ?x210))))
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
 (let ((?x201 (idkernel4 sym_c 1 1)))
 (let ((?x212 (relu in_i1)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x212 ?x201)))
 (= (rank ?x223) 4)))))
(assert
 (let ((?x201 (idkernel4 sym_c 1 1)))
 (let ((?x212 (relu in_i1)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x212 ?x201)))
 (= (dim ?x223 0) sym_n)))))
(assert
 (let ((?x201 (idkernel4 sym_c 1 1)))
 (let ((?x212 (relu in_i1)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x212 ?x201)))
 (= (dim ?x223 1) sym_c)))))
(assert
 (let ((?x185 (div (+ (- 1) sym_h) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x201 (idkernel4 sym_c 1 1)))
 (let ((?x212 (relu in_i1)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x212 ?x201)))
 (let ((?x230 (dim ?x223 2)))
 (= ?x230 ?x186))))))))
(assert
 (let ((?x180 (div (+ (- 1) sym_w) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x201 (idkernel4 sym_c 1 1)))
 (let ((?x212 (relu in_i1)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x212 ?x201)))
 (let ((?x232 (dim ?x223 3)))
 (= ?x232 ?x181))))))))
(assert
 (let ((?x201 (idkernel4 sym_c 1 1)))
 (let ((?x212 (relu in_i1)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x212 ?x201)))
 (let ((?x234 (transpose4 0 1 3 2 ?x223)))
 (= (rank ?x234) 4))))))
(assert
 (let ((?x201 (idkernel4 sym_c 1 1)))
 (let ((?x212 (relu in_i1)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x212 ?x201)))
 (let ((?x234 (transpose4 0 1 3 2 ?x223)))
 (= (dim ?x234 0) sym_n))))))
(assert
 (let ((?x201 (idkernel4 sym_c 1 1)))
 (let ((?x212 (relu in_i1)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x212 ?x201)))
 (let ((?x234 (transpose4 0 1 3 2 ?x223)))
 (= (dim ?x234 1) sym_c))))))
(assert
 (let ((?x180 (div (+ (- 1) sym_w) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x201 (idkernel4 sym_c 1 1)))
 (let ((?x212 (relu in_i1)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x212 ?x201)))
 (let ((?x234 (transpose4 0 1 3 2 ?x223)))
 (let ((?x241 (dim ?x234 2)))
 (= ?x241 ?x181)))))))))
(assert
 (let ((?x185 (div (+ (- 1) sym_h) 2)))
 (let ((?x186 (+ 1 ?x185)))
 (let ((?x201 (idkernel4 sym_c 1 1)))
 (let ((?x212 (relu in_i1)))
 (let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x212 ?x201)))
 (let ((?x234 (transpose4 0 1 3 2 ?x223)))
 (let ((?x243 (dim ?x234 3)))
 (= ?x243 ?x186)))))))))
(assert
 (let ((?x201 (idkernel4 sym_c 1 1)))
(let ((?x212 (relu in_i1)))
(let ((?x223 (conv 2 2 0 0 0 0 1 1 1 ?x212 ?x201)))
(let ((?x234 (transpose4 0 1 3 2 ?x223)))
(let ((?x149 (idkernel4 sym_c 3 3)))
(let ((?x160 (transpose4 0 1 3 2 in_i1)))
(let ((?x171 (conv 2 2 1 1 1 1 1 1 1 ?x160 ?x149)))
(let ((?x188 (relu ?x171)))
(and (distinct ?x188 ?x234) true))))))))))
(check-sat)
