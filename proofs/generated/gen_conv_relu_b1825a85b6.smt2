; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 49355
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
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_k1 () T)
(declare-fun in_u1 () T)
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
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c))
(assert
 (let ((?x134 (dim in_k1 2)))
 (= 3 ?x134)))
(assert
 (let ((?x136 (dim in_k1 3)))
 (= 3 ?x136)))
(assert
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x145 (dim in_u1 2)))
 (= 1 ?x145)))
(assert
 (let ((?x147 (dim in_u1 3)))
 (= 1 ?x147)))
(assert
 (let ((?x149 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x149) 4)))
(assert
 (let ((?x149 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x149 0) sym_n)))
(assert
 (let ((?x149 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x149 1) sym_c)))
(assert
 (let ((?x158 (div (+ (- 1) sym_h) 2)))
 (let ((?x159 (+ 1 ?x158)))
 (let ((?x149 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x156 (dim ?x149 2)))
 (= ?x156 ?x159))))))
(assert
 (let ((?x163 (div (+ (- 1) sym_w) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x149 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x161 (dim ?x149 3)))
 (= ?x161 ?x164))))))
(assert
 (let ((?x149 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x166 (relu ?x149)))
 (= (rank ?x166) 4))))
(assert
 (let ((?x149 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x166 (relu ?x149)))
 (= (dim ?x166 0) sym_n))))
(assert
 (let ((?x149 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x166 (relu ?x149)))
 (= (dim ?x166 1) sym_c))))
(assert
 (let ((?x158 (div (+ (- 1) sym_h) 2)))
 (let ((?x159 (+ 1 ?x158)))
 (let ((?x149 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x166 (relu ?x149)))
 (let ((?x173 (dim ?x166 2)))
 (= ?x173 ?x159)))))))
(assert
 (let ((?x163 (div (+ (- 1) sym_w) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x149 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x166 (relu ?x149)))
 (let ((?x175 (dim ?x166 3)))
 (= ?x175 ?x164)))))))
(assert
 (let ((?x149 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x166 (relu ?x149)))
 (let ((?x177 (conv 1 1 0 0 0 0 1 1 1 ?x166 in_u1)))
 (= (rank ?x177) 4)))))
(assert
 (let ((?x149 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x166 (relu ?x149)))
 (let ((?x177 (conv 1 1 0 0 0 0 1 1 1 ?x166 in_u1)))
 (= (dim ?x177 0) sym_n)))))
(assert
 (let ((?x149 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x166 (relu ?x149)))
 (let ((?x177 (conv 1 1 0 0 0 0 1 1 1 ?x166 in_u1)))
 (= (dim ?x177 1) sym_c)))))
(assert
 (let ((?x158 (div (+ (- 1) sym_h) 2)))
 (let ((?x159 (+ 1 ?x158)))
 (let ((?x149 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x166 (relu ?x149)))
 (let ((?x177 (conv 1 1 0 0 0 0 1 1 1 ?x166 in_u1)))
 (let ((?x184 (dim ?x177 2)))
 (= ?x184 ?x159))))))))
(assert
 (let ((?x163 (div (+ (- 1) sym_w) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x149 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x166 (relu ?x149)))
 (let ((?x177 (conv 1 1 0 0 0 0 1 1 1 ?x166 in_u1)))
 (let ((?x186 (dim ?x177 3)))
 (= ?x186 ?x164))))))))
(assert
 (let ((?x158 (div (+ (- 1) sym_h) 2)))
 (let ((?x159 (+ 1 ?x158)))
 (>= ?x159 0))))
(assert
 (let ((?x163 (div (+ (- 1) sym_w) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (>= ?x164 0))))
(assert
 (let ((?x190 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (rank ?x190) 4)))
(assert
 (let ((?x190 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x190 0) sym_n)))
(assert
 (let ((?x190 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x190 1) sym_c)))
(assert
 (let ((?x190 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x190 2) sym_h)))
(assert
 (let ((?x190 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (= (dim ?x190 3) sym_w)))
(assert
 (let ((?x190 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x201 (relu ?x190)))
 (= (rank ?x201) 4))))
(assert
 (let ((?x190 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x201 (relu ?x190)))
 (= (dim ?x201 0) sym_n))))
(assert
 (let ((?x190 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x201 (relu ?x190)))
 (= (dim ?x201 1) sym_c))))
(assert
 (let ((?x190 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x201 (relu ?x190)))
 (= (dim ?x201 2) sym_h))))
(assert
 (let ((?x190 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x201 (relu ?x190)))
 (= (dim ?x201 3) sym_w))))
(assert
 (let ((?x190 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 ?x201 in_u1)))
 (= (rank ?x212) 4)))))
(assert
 (let ((?x190 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 ?x201 in_u1)))
 (= (dim ?x212 0) sym_n)))))
(assert
 (let ((?x190 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 ?x201 in_u1)))
 (= (dim ?x212 1) sym_c)))))
(assert
 (let ((?x158 (div (+ (- 1) sym_h) 2)))
 (let ((?x159 (+ 1 ?x158)))
 (let ((?x190 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 ?x201 in_u1)))
 (let ((?x219 (dim ?x212 2)))
 (= ?x219 ?x159))))))))
(assert
 (let ((?x163 (div (+ (- 1) sym_w) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x190 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
 (let ((?x201 (relu ?x190)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 ?x201 in_u1)))
 (let ((?x221 (dim ?x212 3)))
 (= ?x221 ?x164))))))))
(assert
 (let ((?x190 (conv 1 1 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x201 (relu ?x190)))
(let ((?x212 (conv 2 2 0 0 0 0 1 1 1 ?x201 in_u1)))
(let ((?x149 (conv 2 2 1 1 1 1 1 1 1 in_i1 in_k1)))
(let ((?x166 (relu ?x149)))
(let ((?x177 (conv 1 1 0 0 0 0 1 1 1 ?x166 in_u1)))
(and (distinct ?x177 ?x212) true))))))))
(check-sat)
