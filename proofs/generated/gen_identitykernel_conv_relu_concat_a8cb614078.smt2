; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_concat_batch, maxpool_relu
; z3 rlimit used: 45540
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
(declare-fun in_u1 () T)
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x147 (dim in_u1 2)))
 (= 1 ?x147)))
(assert
 (let ((?x149 (dim in_u1 3)))
 (= 1 ?x149)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x158 (dim ?x151 2)))
 (= 3 ?x158))))
(assert
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x160 (dim ?x151 3)))
 (= 3 ?x160))))
(assert
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x162) 4)))
(assert
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x162 0) sym_n)))
(assert
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x162 1) sym_c)))
(assert
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x162 2) sym_h)))
(assert
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x162 3) sym_w)))
(assert
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x173 (relu ?x162)))
 (= (rank ?x173) 4))))
(assert
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x173 (relu ?x162)))
 (= (dim ?x173 0) sym_n))))
(assert
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x173 (relu ?x162)))
 (= (dim ?x173 1) sym_c))))
(assert
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x173 (relu ?x162)))
 (= (dim ?x173 2) sym_h))))
(assert
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x173 (relu ?x162)))
 (= (dim ?x173 3) sym_w))))
(assert
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x173 (relu ?x162)))
 (let ((?x184 (concat 0 ?x173 ?x162)))
 (= (rank ?x184) 4)))))
(assert
 (let ((?x188 (* 2 sym_n)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x173 (relu ?x162)))
 (let ((?x184 (concat 0 ?x173 ?x162)))
 (let ((?x187 (dim ?x184 0)))
 (= ?x187 ?x188)))))))
(assert
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x173 (relu ?x162)))
 (let ((?x184 (concat 0 ?x173 ?x162)))
 (= (dim ?x184 1) sym_c)))))
(assert
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x173 (relu ?x162)))
 (let ((?x184 (concat 0 ?x173 ?x162)))
 (= (dim ?x184 2) sym_h)))))
(assert
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x173 (relu ?x162)))
 (let ((?x184 (concat 0 ?x173 ?x162)))
 (= (dim ?x184 3) sym_w)))))
(assert
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x173 (relu ?x162)))
 (let ((?x184 (concat 0 ?x173 ?x162)))
 (let ((?x196 (conv 2 2 1 1 1 1 1 1 1 ?x184 ?x151)))
 (= (rank ?x196) 4)))))))
(assert
 (let ((?x188 (* 2 sym_n)))
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x173 (relu ?x162)))
 (let ((?x184 (concat 0 ?x173 ?x162)))
 (let ((?x196 (conv 2 2 1 1 1 1 1 1 1 ?x184 ?x151)))
 (let ((?x199 (dim ?x196 0)))
 (= ?x199 ?x188)))))))))
(assert
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x173 (relu ?x162)))
 (let ((?x184 (concat 0 ?x173 ?x162)))
 (let ((?x196 (conv 2 2 1 1 1 1 1 1 1 ?x184 ?x151)))
 (= (dim ?x196 1) sym_c)))))))
(assert
 (let ((?x205 (div (+ (- 1) sym_h) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x173 (relu ?x162)))
 (let ((?x184 (concat 0 ?x173 ?x162)))
 (let ((?x196 (conv 2 2 1 1 1 1 1 1 1 ?x184 ?x151)))
 (let ((?x203 (dim ?x196 2)))
 (= ?x203 ?x206))))))))))
(assert
 (let ((?x210 (div (+ (- 1) sym_w) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x151 (idkernel4 sym_c 3 3)))
 (let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x173 (relu ?x162)))
 (let ((?x184 (concat 0 ?x173 ?x162)))
 (let ((?x196 (conv 2 2 1 1 1 1 1 1 1 ?x184 ?x151)))
 (let ((?x208 (dim ?x196 3)))
 (= ?x208 ?x211))))))))))
(assert
 (let ((?x188 (* 2 sym_n)))
 (>= ?x188 0)))
(assert
 (let ((?x205 (div (+ (- 1) sym_h) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (>= ?x206 0))))
(assert
 (let ((?x210 (div (+ (- 1) sym_w) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (>= ?x211 0))))
(assert
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x216) 4)))
(assert
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x216 0) sym_n)))
(assert
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x216 1) sym_c)))
(assert
 (let ((?x205 (div (+ (- 1) sym_h) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x223 (dim ?x216 2)))
 (= ?x223 ?x206))))))
(assert
 (let ((?x210 (div (+ (- 1) sym_w) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x225 (dim ?x216 3)))
 (= ?x225 ?x211))))))
(assert
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (relu ?x216)))
 (= (rank ?x227) 4))))
(assert
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (relu ?x216)))
 (= (dim ?x227 0) sym_n))))
(assert
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (relu ?x216)))
 (= (dim ?x227 1) sym_c))))
(assert
 (let ((?x205 (div (+ (- 1) sym_h) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (relu ?x216)))
 (let ((?x234 (dim ?x227 2)))
 (= ?x234 ?x206)))))))
(assert
 (let ((?x210 (div (+ (- 1) sym_w) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (relu ?x216)))
 (let ((?x236 (dim ?x227 3)))
 (= ?x236 ?x211)))))))
(assert
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (relu ?x216)))
 (let ((?x238 (concat 0 ?x227 ?x216)))
 (= (rank ?x238) 4)))))
(assert
 (let ((?x188 (* 2 sym_n)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (relu ?x216)))
 (let ((?x238 (concat 0 ?x227 ?x216)))
 (let ((?x241 (dim ?x238 0)))
 (= ?x241 ?x188)))))))
(assert
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (relu ?x216)))
 (let ((?x238 (concat 0 ?x227 ?x216)))
 (= (dim ?x238 1) sym_c)))))
(assert
 (let ((?x205 (div (+ (- 1) sym_h) 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (relu ?x216)))
 (let ((?x238 (concat 0 ?x227 ?x216)))
 (let ((?x245 (dim ?x238 2)))
 (= ?x245 ?x206))))))))
(assert
 (let ((?x210 (div (+ (- 1) sym_w) 2)))
 (let ((?x211 (+ 1 ?x210)))
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x227 (relu ?x216)))
 (let ((?x238 (concat 0 ?x227 ?x216)))
 (let ((?x247 (dim ?x238 3)))
 (= ?x247 ?x211))))))))
(assert
 (let ((?x216 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x227 (relu ?x216)))
(let ((?x238 (concat 0 ?x227 ?x216)))
(let ((?x151 (idkernel4 sym_c 3 3)))
(let ((?x162 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x173 (relu ?x162)))
(let ((?x184 (concat 0 ?x173 ?x162)))
(let ((?x196 (conv 2 2 1 1 1 1 1 1 1 ?x184 ?x151)))
(and (distinct ?x196 ?x238) true))))))))))
(check-sat)
