; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_concat_batch, maxpool_relu
; z3 rlimit used: 51214
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
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
 (forall ((X T) (Y T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x81 (maxpool kh kw sh sw pt pl pb pr Y)))
 (let ((?x82 (concat 0 (maxpool kh kw sh sw pt pl pb pr X) ?x81)))
 (let ((?x79 (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y))))
 (= ?x79 ?x82)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y)) ) :pattern ( (concat 0 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y)) ) :qid maxpool_concat_batch))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x81 (maxpool kh kw sh sw pt pl pb pr X)))
 (let ((?x94 (relu ?x81)))
 (let ((?x93 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x95 (= ?x93 ?x94)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x95))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
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
 (let ((?x140 (idkernel4 sym_c 3 3)))
 (let ((?x147 (dim ?x140 2)))
 (= 3 ?x147))))
(assert
 (let ((?x140 (idkernel4 sym_c 3 3)))
 (let ((?x149 (dim ?x140 3)))
 (= 3 ?x149))))
(assert
 (let ((?x140 (idkernel4 sym_c 3 3)))
 (let ((?x151 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x140)))
 (= (rank ?x151) 4))))
(assert
 (let ((?x140 (idkernel4 sym_c 3 3)))
 (let ((?x151 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x140)))
 (= (dim ?x151 0) sym_n))))
(assert
 (let ((?x140 (idkernel4 sym_c 3 3)))
 (let ((?x151 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x140)))
 (= (dim ?x151 1) sym_c))))
(assert
 (let ((?x160 (div (+ (- 1) sym_h) 2)))
 (let ((?x161 (+ 1 ?x160)))
 (let ((?x140 (idkernel4 sym_c 3 3)))
 (let ((?x151 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x140)))
 (let ((?x158 (dim ?x151 2)))
 (= ?x158 ?x161)))))))
(assert
 (let ((?x165 (div (+ (- 1) sym_w) 2)))
 (let ((?x166 (+ 1 ?x165)))
 (let ((?x140 (idkernel4 sym_c 3 3)))
 (let ((?x151 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x140)))
 (let ((?x163 (dim ?x151 3)))
 (= ?x163 ?x166)))))))
(assert
 (let ((?x140 (idkernel4 sym_c 3 3)))
 (let ((?x151 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x140)))
 (let ((?x168 (relu ?x151)))
 (= (rank ?x168) 4)))))
(assert
 (let ((?x140 (idkernel4 sym_c 3 3)))
 (let ((?x151 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x140)))
 (let ((?x168 (relu ?x151)))
 (= (dim ?x168 0) sym_n)))))
(assert
 (let ((?x140 (idkernel4 sym_c 3 3)))
 (let ((?x151 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x140)))
 (let ((?x168 (relu ?x151)))
 (= (dim ?x168 1) sym_c)))))
(assert
 (let ((?x160 (div (+ (- 1) sym_h) 2)))
 (let ((?x161 (+ 1 ?x160)))
 (let ((?x140 (idkernel4 sym_c 3 3)))
 (let ((?x151 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x140)))
 (let ((?x168 (relu ?x151)))
 (let ((?x175 (dim ?x168 2)))
 (= ?x175 ?x161))))))))
(assert
 (let ((?x165 (div (+ (- 1) sym_w) 2)))
 (let ((?x166 (+ 1 ?x165)))
 (let ((?x140 (idkernel4 sym_c 3 3)))
 (let ((?x151 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x140)))
 (let ((?x168 (relu ?x151)))
 (let ((?x177 (dim ?x168 3)))
 (= ?x177 ?x166))))))))
(assert
 (let ((?x140 (idkernel4 sym_c 3 3)))
 (let ((?x151 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x140)))
 (let ((?x168 (relu ?x151)))
 (let ((?x179 (concat 0 ?x151 ?x168)))
 (= (rank ?x179) 4))))))
(assert
 (let ((?x183 (* 2 sym_n)))
 (let ((?x140 (idkernel4 sym_c 3 3)))
 (let ((?x151 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x140)))
 (let ((?x168 (relu ?x151)))
 (let ((?x179 (concat 0 ?x151 ?x168)))
 (let ((?x182 (dim ?x179 0)))
 (= ?x182 ?x183))))))))
(assert
 (let ((?x140 (idkernel4 sym_c 3 3)))
 (let ((?x151 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x140)))
 (let ((?x168 (relu ?x151)))
 (let ((?x179 (concat 0 ?x151 ?x168)))
 (= (dim ?x179 1) sym_c))))))
(assert
 (let ((?x160 (div (+ (- 1) sym_h) 2)))
 (let ((?x161 (+ 1 ?x160)))
 (let ((?x140 (idkernel4 sym_c 3 3)))
 (let ((?x151 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x140)))
 (let ((?x168 (relu ?x151)))
 (let ((?x179 (concat 0 ?x151 ?x168)))
 (let ((?x187 (dim ?x179 2)))
 (= ?x187 ?x161)))))))))
(assert
 (let ((?x165 (div (+ (- 1) sym_w) 2)))
 (let ((?x166 (+ 1 ?x165)))
 (let ((?x140 (idkernel4 sym_c 3 3)))
 (let ((?x151 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x140)))
 (let ((?x168 (relu ?x151)))
 (let ((?x179 (concat 0 ?x151 ?x168)))
 (let ((?x189 (dim ?x179 3)))
 (= ?x189 ?x166)))))))))
(assert
 (let ((?x160 (div (+ (- 1) sym_h) 2)))
 (let ((?x161 (+ 1 ?x160)))
 (>= ?x161 0))))
(assert
 (let ((?x165 (div (+ (- 1) sym_w) 2)))
 (let ((?x166 (+ 1 ?x165)))
 (>= ?x166 0))))
(assert
 (let ((?x183 (* 2 sym_n)))
 (>= ?x183 0)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x201 (dim ?x194 2)))
 (= 1 ?x201))))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x203 (dim ?x194 3)))
 (= 1 ?x203))))
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
 (= (rank (concat 0 in_i1 (relu in_i1))) 4))
(assert
 (let ((?x183 (* 2 sym_n)))
 (let ((?x205 (relu in_i1)))
 (let ((?x216 (concat 0 in_i1 ?x205)))
 (let ((?x219 (dim ?x216 0)))
 (= ?x219 ?x183))))))
(assert
 (= (dim (concat 0 in_i1 (relu in_i1)) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 (relu in_i1)) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 (relu in_i1)) 3) sym_w))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x205 (relu in_i1)))
 (let ((?x216 (concat 0 in_i1 ?x205)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x194)))
 (= (rank ?x227) 4))))))
(assert
 (let ((?x183 (* 2 sym_n)))
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x205 (relu in_i1)))
 (let ((?x216 (concat 0 in_i1 ?x205)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x194)))
 (let ((?x230 (dim ?x227 0)))
 (= ?x230 ?x183))))))))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x205 (relu in_i1)))
 (let ((?x216 (concat 0 in_i1 ?x205)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x194)))
 (= (dim ?x227 1) sym_c))))))
(assert
 (let ((?x160 (div (+ (- 1) sym_h) 2)))
 (let ((?x161 (+ 1 ?x160)))
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x205 (relu in_i1)))
 (let ((?x216 (concat 0 in_i1 ?x205)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x194)))
 (let ((?x234 (dim ?x227 2)))
 (= ?x234 ?x161)))))))))
(assert
 (let ((?x165 (div (+ (- 1) sym_w) 2)))
 (let ((?x166 (+ 1 ?x165)))
 (let ((?x194 (idkernel4 sym_c 1 1)))
 (let ((?x205 (relu in_i1)))
 (let ((?x216 (concat 0 in_i1 ?x205)))
 (let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x194)))
 (let ((?x236 (dim ?x227 3)))
 (= ?x236 ?x166)))))))))
(assert
 (let ((?x194 (idkernel4 sym_c 1 1)))
(let ((?x205 (relu in_i1)))
(let ((?x216 (concat 0 in_i1 ?x205)))
(let ((?x227 (conv 2 2 0 0 0 0 1 1 1 ?x216 ?x194)))
(let ((?x140 (idkernel4 sym_c 3 3)))
(let ((?x151 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x140)))
(let ((?x168 (relu ?x151)))
(let ((?x179 (concat 0 ?x151 ?x168)))
(and (distinct ?x179 ?x227) true))))))))))
(check-sat)
