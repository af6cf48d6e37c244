; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, relu_idem
; z3 rlimit used: 44384
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
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
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x138 (idkernel4 sym_c 1 1)))
 (let ((?x145 (dim ?x138 2)))
 (= 1 ?x145))))
(assert
 (let ((?x138 (idkernel4 sym_c 1 1)))
 (let ((?x147 (dim ?x138 3)))
 (= 1 ?x147))))
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
 (let ((?x138 (idkernel4 sym_c 1 1)))
 (let ((?x149 (relu in_i1)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 ?x149 ?x138)))
 (= (rank ?x160) 4)))))
(assert
 (let ((?x138 (idkernel4 sym_c 1 1)))
 (let ((?x149 (relu in_i1)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 ?x149 ?x138)))
 (= (dim ?x160 0) sym_n)))))
(assert
 (let ((?x138 (idkernel4 sym_c 1 1)))
 (let ((?x149 (relu in_i1)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 ?x149 ?x138)))
 (= (dim ?x160 1) sym_c)))))
(assert
 (let ((?x169 (div (+ (- 1) sym_h) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x138 (idkernel4 sym_c 1 1)))
 (let ((?x149 (relu in_i1)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 ?x149 ?x138)))
 (let ((?x167 (dim ?x160 2)))
 (= ?x167 ?x170))))))))
(assert
 (let ((?x174 (div (+ (- 1) sym_w) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x138 (idkernel4 sym_c 1 1)))
 (let ((?x149 (relu in_i1)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 ?x149 ?x138)))
 (let ((?x172 (dim ?x160 3)))
 (= ?x172 ?x175))))))))
(assert
 (let ((?x138 (idkernel4 sym_c 1 1)))
 (let ((?x149 (relu in_i1)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 ?x149 ?x138)))
 (let ((?x177 (conv 1 1 0 0 0 0 1 1 1 ?x160 ?x138)))
 (= (rank ?x177) 4))))))
(assert
 (let ((?x138 (idkernel4 sym_c 1 1)))
 (let ((?x149 (relu in_i1)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 ?x149 ?x138)))
 (let ((?x177 (conv 1 1 0 0 0 0 1 1 1 ?x160 ?x138)))
 (= (dim ?x177 0) sym_n))))))
(assert
 (let ((?x138 (idkernel4 sym_c 1 1)))
 (let ((?x149 (relu in_i1)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 ?x149 ?x138)))
 (let ((?x177 (conv 1 1 0 0 0 0 1 1 1 ?x160 ?x138)))
 (= (dim ?x177 1) sym_c))))))
(assert
 (let ((?x169 (div (+ (- 1) sym_h) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x138 (idkernel4 sym_c 1 1)))
 (let ((?x149 (relu in_i1)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 ?x149 ?x138)))
 (let ((?x177 (conv 1 1 0 0 0 0 1 1 1 ?x160 ?x138)))
 (let ((?x184 (dim ?x177 2)))
 (= ?x184 ?x170)))))))))
(assert
 (let ((?x174 (div (+ (- 1) sym_w) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x138 (idkernel4 sym_c 1 1)))
 (let ((?x149 (relu in_i1)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 ?x149 ?x138)))
 (let ((?x177 (conv 1 1 0 0 0 0 1 1 1 ?x160 ?x138)))
 (let ((?x186 (dim ?x177 3)))
 (= ?x186 ?x175)))))))))
(assert
 (let ((?x138 (idkernel4 sym_c 1 1)))
 (let ((?x149 (relu in_i1)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 ?x149 ?x138)))
 (let ((?x177 (conv 1 1 0 0 0 0 1 1 1 ?x160 ?x138)))
 (let ((?x188 (relu ?x177)))
 (= (rank ?x188) 4)))))))
(assert
 (let ((?x138 (idkernel4 sym_c 1 1)))
 (let ((?x149 (relu in_i1)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 ?x149 ?x138)))
 (let ((?x177 (conv 1 1 0 0 0 0 1 1 1 ?x160 ?x138)))
 (let ((?x188 (relu ?x177)))
 (= (dim ?x188 0) sym_n)))))))
(assert
 (let ((?x138 (idkernel4 sym_c 1 1)))
 (let ((?x149 (relu in_i1)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 ?x149 ?x138)))
 (let ((?x177 (conv 1 1 0 0 0 0 1 1 1 ?x160 ?x138)))
 (let ((?x188 (relu ?x177)))
 (= (dim ?x188 1) sym_c)))))))
(assert
 (let ((?x169 (div (+ (- 1) sym_h) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (let ((?x138 (idkernel4 sym_c 1 1)))
 (let ((?x149 (relu in_i1)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 ?x149 ?x138)))
 (let ((?x177 (conv 1 1 0 0 0 0 1 1 1 ?x160 ?x138)))
 (let ((?x188 (relu ?x177)))
 (let ((?x195 (dim ?x188 2)))
 (= ?x195 ?x170))))))))))
(assert
 (let ((?x174 (div (+ (- 1) sym_w) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (let ((?x138 (idkernel4 sym_c 1 1)))
 (let ((?x149 (relu in_i1)))
 (let ((?x160 (conv 2 2 0 0 0 0 1 1 1 ?x149 ?x138)))
 (let ((?x177 (conv 1 1 0 0 0 0 1 1 1 ?x160 ?x138)))
 (let ((?x188 (relu ?x177)))
 (let ((?x197 (dim ?x188 3)))
 (= ?x197 ?x175))))))))))
(assert
 (let ((?x169 (div (+ (- 1) sym_h) 2)))
 (let ((?x170 (+ 1 ?x169)))
 (>= ?x170 0))))
(assert
 (let ((?x174 (div (+ (- 1) sym_w) 2)))
 (let ((?x175 (+ 1 ?x174)))
 (>= ?x175 0))))
(assert
 (let ((?x138 (idkernel4 sym_c 1 1)))
(let ((?x149 (relu in_i1)))
(let ((?x160 (conv 2 2 0 0 0 0 1 1 1 ?x149 ?x138)))
(let ((?x177 (conv 1 1 0 0 0 0 1 1 1 ?x160 ?x138)))
(let ((?x188 (relu ?x177)))
(or (and (distinct ?x177 ?x160) true) (and (distinct ?x188 ?x160) true))))))))
(check-sat)
