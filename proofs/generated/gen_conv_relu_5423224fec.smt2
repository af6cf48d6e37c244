; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 50044
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun relu (T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(declare-fun in_u2 () T)
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x23 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x20 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x24 (= ?x20 ?x23)))
 (=> (and (< 1 (* sh sw))) $x24)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x58 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x56 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x59 (= ?x56 ?x58)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x59)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x95 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x93 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x96 (= ?x93 ?x95)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x96)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x136 (dim in_u1 2)))
 (= 1 ?x136)))
(assert
 (let ((?x138 (dim in_u1 3)))
 (= 1 ?x138)))
(assert
 (= (rank in_u2) 4))
(assert
 (= (dim in_u2 0) sym_c2))
(assert
 (= (dim in_u2 1) sym_c))
(assert
 (let ((?x147 (dim in_u2 2)))
 (= 1 ?x147)))
(assert
 (let ((?x149 (dim in_u2 3)))
 (= 1 ?x149)))
(assert
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x151) 4)))
(assert
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x151 0) sym_n)))
(assert
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x151 1) sym_c)))
(assert
 (let ((?x160 (div (+ (- 1) sym_h) 2)))
 (let ((?x161 (+ 1 ?x160)))
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x158 (dim ?x151 2)))
 (= ?x158 ?x161))))))
(assert
 (let ((?x165 (div (+ (- 1) sym_w) 2)))
 (let ((?x166 (+ 1 ?x165)))
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x163 (dim ?x151 3)))
 (= ?x163 ?x166))))))
(assert
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x168 (relu ?x151)))
 (= (rank ?x168) 4))))
(assert
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x168 (relu ?x151)))
 (= (dim ?x168 0) sym_n))))
(assert
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x168 (relu ?x151)))
 (= (dim ?x168 1) sym_c))))
(assert
 (let ((?x160 (div (+ (- 1) sym_h) 2)))
 (let ((?x161 (+ 1 ?x160)))
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x168 (relu ?x151)))
 (let ((?x175 (dim ?x168 2)))
 (= ?x175 ?x161)))))))
(assert
 (let ((?x165 (div (+ (- 1) sym_w) 2)))
 (let ((?x166 (+ 1 ?x165)))
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x168 (relu ?x151)))
 (let ((?x177 (dim ?x168 3)))
 (= ?x177 ?x166)))))))
(assert
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x168 (relu ?x151)))
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 ?x168 in_u1)))
 (= (rank ?x179) 4)))))
(assert
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x168 (relu ?x151)))
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 ?x168 in_u1)))
 (= (dim ?x179 0) sym_n)))))
(assert
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x168 (relu ?x151)))
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 ?x168 in_u1)))
 (= (dim ?x179 1) sym_c)))))
(assert
 (let ((?x160 (div (+ (- 1) sym_h) 2)))
 (let ((?x161 (+ 1 ?x160)))
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x168 (relu ?x151)))
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 ?x168 in_u1)))
 (let ((?x186 (dim ?x179 2)))
 (= ?x186 ?x161))))))))
(assert
 (let ((?x165 (div (+ (- 1) sym_w) 2)))
 (let ((?x166 (+ 1 ?x165)))
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x168 (relu ?x151)))
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 ?x168 in_u1)))
 (let ((?x188 (dim ?x179 3)))
 (= ?x188 ?x166))))))))
(assert
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x168 (relu ?x151)))
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 ?x168 in_u1)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 ?x179 in_u2)))
 (= (rank ?x190) 4))))))
(assert
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x168 (relu ?x151)))
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 ?x168 in_u1)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 ?x179 in_u2)))
 (= (dim ?x190 0) sym_n))))))
(assert
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x168 (relu ?x151)))
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 ?x168 in_u1)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 ?x179 in_u2)))
 (= (dim ?x190 1) sym_c2))))))
(assert
 (let ((?x160 (div (+ (- 1) sym_h) 2)))
 (let ((?x161 (+ 1 ?x160)))
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x168 (relu ?x151)))
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 ?x168 in_u1)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 ?x179 in_u2)))
 (let ((?x197 (dim ?x190 2)))
 (= ?x197 ?x161)))))))))
(assert
 (let ((?x165 (div (+ (- 1) sym_w) 2)))
 (let ((?x166 (+ 1 ?x165)))
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x168 (relu ?x151)))
 (let ((?x179 (conv 1 1 0 0 0 0 1 1 1 ?x168 in_u1)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 ?x179 in_u2)))
 (let ((?x199 (dim ?x190 3)))
 (= ?x199 ?x166)))))))))
(assert
 (let ((?x160 (div (+ (- 1) sym_h) 2)))
 (let ((?x161 (+ 1 ?x160)))
 (>= ?x161 0))))
(assert
 (let ((?x165 (div (+ (- 1) sym_w) 2)))
 (let ((?x166 (+ 1 ?x165)))
 (>= ?x166 0))))
(assert
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x203) 4)))
(assert
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x203 0) sym_n)))
(assert
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x203 1) sym_c)))
(assert
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x203 2) sym_h)))
(assert
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x203 3) sym_w)))
(assert
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x203)))
 (= (rank ?x214) 4))))
(assert
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x203)))
 (= (dim ?x214 0) sym_n))))
(assert
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x203)))
 (= (dim ?x214 1) sym_c))))
(assert
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x203)))
 (= (dim ?x214 2) sym_h))))
(assert
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x203)))
 (= (dim ?x214 3) sym_w))))
(assert
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x203)))
 (let ((?x225 (conv 1 1 0 0 0 0 1 1 1 ?x214 in_u1)))
 (= (rank ?x225) 4)))))
(assert
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x203)))
 (let ((?x225 (conv 1 1 0 0 0 0 1 1 1 ?x214 in_u1)))
 (= (dim ?x225 0) sym_n)))))
(assert
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x203)))
 (let ((?x225 (conv 1 1 0 0 0 0 1 1 1 ?x214 in_u1)))
 (= (dim ?x225 1) sym_c)))))
(assert
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x203)))
 (let ((?x225 (conv 1 1 0 0 0 0 1 1 1 ?x214 in_u1)))
 (= (dim ?x225 2) sym_h)))))
(assert
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x203)))
 (let ((?x225 (conv 1 1 0 0 0 0 1 1 1 ?x214 in_u1)))
 (= (dim ?x225 3) sym_w)))))
(assert
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x203)))
 (let ((?x225 (conv 1 1 0 0 0 0 1 1 1 ?x214 in_u1)))
 (let ((?x236 (conv 2 2 0 0 0 0 1 1 1 ?x225 in_u2)))
 (= (rank ?x236) 4))))))
(assert
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x203)))
 (let ((?x225 (conv 1 1 0 0 0 0 1 1 1 ?x214 in_u1)))
 (let ((?x236 (conv 2 2 0 0 0 0 1 1 1 ?x225 in_u2)))
 (= (dim ?x236 0) sym_n))))))
(assert
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x203)))
 (let ((?x225 (conv 1 1 0 0 0 0 1 1 1 ?x214 in_u1)))
 (let ((?x236 (conv 2 2 0 0 0 0 1 1 1 ?x225 in_u2)))
 (= (dim ?x236 1) sym_c2))))))
(assert
 (let ((?x160 (div (+ (- 1) sym_h) 2)))
 (let ((?x161 (+ 1 ?x160)))
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x203)))
 (let ((?x225 (conv 1 1 0 0 0 0 1 1 1 ?x214 in_u1)))
 (let ((?x236 (conv 2 2 0 0 0 0 1 1 1 ?x225 in_u2)))
 (let ((?x243 (dim ?x236 2)))
 (= ?x243 ?x161)))))))))
(assert
 (let ((?x165 (div (+ (- 1) sym_w) 2)))
 (let ((?x166 (+ 1 ?x165)))
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x214 (relu ?x203)))
 (let ((?x225 (conv 1 1 0 0 0 0 1 1 1 ?x214 in_u1)))
 (let ((?x236 (conv 2 2 0 0 0 0 1 1 1 ?x225 in_u2)))
 (let ((?x245 (dim ?x236 3)))
 (= ?x245 ?x166)))))))))
(assert
 (let ((?x203 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x214 (relu ?x203)))
(let ((?x225 (conv 1 1 0 0 0 0 1 1 1 ?x214 in_u1)))
(let ((?x236 (conv 2 2 0 0 0 0 1 1 1 ?x225 in_u2)))
(let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x168 (relu ?x151)))
(let ((?x179 (conv 1 1 0 0 0 0 1 1 1 ?x168 in_u1)))
(let ((?x190 (conv 1 1 0 0 0 0 1 1 1 ?x179 in_u2)))
(and (distinct ?x190 ?x236) true))))))))))
(check-sat)
