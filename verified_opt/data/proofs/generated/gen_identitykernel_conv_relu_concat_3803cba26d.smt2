; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_concat_batch, maxpool_relu
; z3 rlimit used: 35679
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
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
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x88 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x86 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x89 (= ?x86 ?x88)))
 (let (($x84 (= (rank W) 4)))
 (let (($x81 (= (rank X) 4)))
 (let (($x78 (>= dw 1)))
 (let (($x76 (>= dh 1)))
 (let (($x74 (>= pr 0)))
 (let (($x73 (>= pb 0)))
 (let (($x71 (>= pl 0)))
 (let (($x70 (>= pt 0)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x67 (>= g 1)))
 (let (($x85 (and (< 1 (* sh sw)) $x67 $x68 $x69 $x70 $x71 $x73 $x74 $x76 $x78 $x81 $x84)))
 (=> $x85 $x89)))))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (Y T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x117 (maxpool kh kw sh sw pt pl pb pr Y)))
 (let ((?x118 (concat 0 (maxpool kh kw sh sw pt pl pb pr X) ?x117)))
 (let ((?x115 (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y))))
 (let (($x119 (= ?x115 ?x118)))
 (let (($x112 (= (rank Y) 4)))
 (let (($x81 (= (rank X) 4)))
 (let (($x74 (>= pr 0)))
 (let (($x73 (>= pb 0)))
 (let (($x71 (>= pl 0)))
 (let (($x70 (>= pt 0)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x67 (>= kw 1)))
 (let (($x78 (>= kh 1)))
 (let (($x113 (and (= (dim X 1) (dim Y 1)) (= (dim X 2) (dim Y 2)) (= (dim X 3) (dim Y 3)) $x78 $x67 $x68 $x69 $x70 $x71 $x73 $x74 $x81 $x112)))
 (=> $x113 $x119)))))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y)) ) :pattern ( (concat 0 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y)) ) :qid maxpool_concat_batch))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x117 (maxpool kh kw sh sw pt pl pb pr X)))
 (let ((?x134 (relu ?x117)))
 (let ((?x133 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x135 (= ?x133 ?x134)))
 (let (($x112 (= (rank X) 4)))
 (let (($x74 (>= pr 0)))
 (let (($x73 (>= pb 0)))
 (let (($x71 (>= pl 0)))
 (let (($x70 (>= pt 0)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x67 (>= kw 1)))
 (let (($x78 (>= kh 1)))
 (let (($x131 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x78 $x67 $x68 $x69 $x70 $x71 $x73 $x74 $x112)))
 (=> $x131 $x135))))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
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
 (let ((?x172 (idkernel4 sym_c 3 3)))
 (let ((?x179 (dim ?x172 2)))
 (= 3 ?x179))))
(assert
 (let ((?x172 (idkernel4 sym_c 3 3)))
 (let ((?x181 (dim ?x172 3)))
 (= 3 ?x181))))
(assert
 (let ((?x172 (idkernel4 sym_c 3 3)))
 (let ((?x183 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x172)))
 (= (rank ?x183) 4))))
(assert
 (let ((?x172 (idkernel4 sym_c 3 3)))
 (let ((?x183 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x172)))
 (= (dim ?x183 0) sym_n))))
(assert
 (let ((?x172 (idkernel4 sym_c 3 3)))
 (let ((?x183 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x172)))
 (= (dim ?x183 1) sym_c))))
(assert
 (let ((?x192 (div (+ (- 1) sym_h) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (let ((?x172 (idkernel4 sym_c 3 3)))
 (let ((?x183 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x172)))
 (let ((?x190 (dim ?x183 2)))
 (= ?x190 ?x193)))))))
(assert
 (let ((?x197 (div (+ (- 1) sym_w) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x172 (idkernel4 sym_c 3 3)))
 (let ((?x183 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x172)))
 (let ((?x195 (dim ?x183 3)))
 (= ?x195 ?x198)))))))
(assert
 (let ((?x172 (idkernel4 sym_c 3 3)))
 (let ((?x183 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x172)))
 (let ((?x200 (relu ?x183)))
 (= (rank ?x200) 4)))))
(assert
 (let ((?x172 (idkernel4 sym_c 3 3)))
 (let ((?x183 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x172)))
 (let ((?x200 (relu ?x183)))
 (= (dim ?x200 0) sym_n)))))
(assert
 (let ((?x172 (idkernel4 sym_c 3 3)))
 (let ((?x183 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x172)))
 (let ((?x200 (relu ?x183)))
 (= (dim ?x200 1) sym_c)))))
(assert
 (let ((?x192 (div (+ (- 1) sym_h) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (let ((?x172 (idkernel4 sym_c 3 3)))
 (let ((?x183 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x172)))
 (let ((?x200 (relu ?x183)))
 (let ((?x207 (dim ?x200 2)))
 (= ?x207 ?x193))))))))
(assert
 (let ((?x197 (div (+ (- 1) sym_w) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x172 (idkernel4 sym_c 3 3)))
 (let ((?x183 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x172)))
 (let ((?x200 (relu ?x183)))
 (let ((?x209 (dim ?x200 3)))
 (= ?x209 ?x198))))))))
(assert
 (let ((?x172 (idkernel4 sym_c 3 3)))
 (let ((?x183 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x172)))
 (let ((?x200 (relu ?x183)))
 (let ((?x211 (concat 0 ?x200 ?x183)))
 (= (rank ?x211) 4))))))
(assert
 (let ((?x215 (* 2 sym_n)))
 (let ((?x172 (idkernel4 sym_c 3 3)))
 (let ((?x183 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x172)))
 (let ((?x200 (relu ?x183)))
 (let ((?x211 (concat 0 ?x200 ?x183)))
 (let ((?x214 (dim ?x211 0)))
 (= ?x214 ?x215))))))))
(assert
 (let ((?x172 (idkernel4 sym_c 3 3)))
 (let ((?x183 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x172)))
 (let ((?x200 (relu ?x183)))
 (let ((?x211 (concat 0 ?x200 ?x183)))
 (= (dim ?x211 1) sym_c))))))
(assert
 (let ((?x192 (div (+ (- 1) sym_h) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (let ((?x172 (idkernel4 sym_c 3 3)))
 (let ((?x183 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x172)))
 (let ((?x200 (relu ?x183)))
 (let ((?x211 (concat 0 ?x200 ?x183)))
 (let ((?x219 (dim ?x211 2)))
 (= ?x219 ?x193)))))))))
(assert
 (let ((?x197 (div (+ (- 1) sym_w) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x172 (idkernel4 sym_c 3 3)))
 (let ((?x183 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x172)))
 (let ((?x200 (relu ?x183)))
 (let ((?x211 (concat 0 ?x200 ?x183)))
 (let ((?x221 (dim ?x211 3)))
 (= ?x221 ?x198)))))))))
(assert
 (let ((?x192 (div (+ (- 1) sym_h) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (>= ?x193 0))))
(assert
 (let ((?x197 (div (+ (- 1) sym_w) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (>= ?x198 0))))
(assert
 (let ((?x215 (* 2 sym_n)))
 (>= ?x215 0)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x226 (idkernel4 sym_c 1 1)))
 (let ((?x233 (dim ?x226 2)))
 (= 1 ?x233))))
(assert
 (let ((?x226 (idkernel4 sym_c 1 1)))
 (let ((?x235 (dim ?x226 3)))
 (= 1 ?x235))))
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
 (= (rank (concat 0 (relu in_i1) in_i1)) 4))
(assert
 (let ((?x215 (* 2 sym_n)))
 (let ((?x237 (relu in_i1)))
 (let ((?x248 (concat 0 ?x237 in_i1)))
 (let ((?x251 (dim ?x248 0)))
 (= ?x251 ?x215))))))
(assert
 (= (dim (concat 0 (relu in_i1) in_i1) 1) sym_c))
(assert
 (= (dim (concat 0 (relu in_i1) in_i1) 2) sym_h))
(assert
 (= (dim (concat 0 (relu in_i1) in_i1) 3) sym_w))
(assert
 (let ((?x226 (idkernel4 sym_c 1 1)))
 (let ((?x237 (relu in_i1)))
 (let ((?x248 (concat 0 ?x237 in_i1)))
 (let ((?x259 (conv 2 2 0 0 0 0 1 1 1 ?x248 ?x226)))
 (= (rank ?x259) 4))))))
(assert
 (let ((?x215 (* 2 sym_n)))
 (let ((?x226 (idkernel4 sym_c 1 1)))
 (let ((?x237 (relu in_i1)))
 (let ((?x248 (concat 0 ?x237 in_i1)))
 (let ((?x259 (conv 2 2 0 0 0 0 1 1 1 ?x248 ?x226)))
 (let ((?x262 (dim ?x259 0)))
 (= ?x262 ?x215))))))))
(assert
 (let ((?x226 (idkernel4 sym_c 1 1)))
 (let ((?x237 (relu in_i1)))
 (let ((?x248 (concat 0 ?x237 in_i1)))
 (let ((?x259 (conv 2 2 0 0 0 0 1 1 1 ?x248 ?x226)))
 (= (dim ?x259 1) sym_c))))))
(assert
 (let ((?x192 (div (+ (- 1) sym_h) 2)))
 (let ((?x193 (+ 1 ?x192)))
 (let ((?x226 (idkernel4 sym_c 1 1)))
 (let ((?x237 (relu in_i1)))
 (let ((?x248 (concat 0 ?x237 in_i1)))
 (let ((?x259 (conv 2 2 0 0 0 0 1 1 1 ?x248 ?x226)))
 (let ((?x266 (dim ?x259 2)))
 (= ?x266 ?x193)))))))))
(assert
 (let ((?x197 (div (+ (- 1) sym_w) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x226 (idkernel4 sym_c 1 1)))
 (let ((?x237 (relu in_i1)))
 (let ((?x248 (concat 0 ?x237 in_i1)))
 (let ((?x259 (conv 2 2 0 0 0 0 1 1 1 ?x248 ?x226)))
 (let ((?x268 (dim ?x259 3)))
 (= ?x268 ?x198)))))))))
(assert
 (let ((?x226 (idkernel4 sym_c 1 1)))
(let ((?x237 (relu in_i1)))
(let ((?x248 (concat 0 ?x237 in_i1)))
(let ((?x259 (conv 2 2 0 0 0 0 1 1 1 ?x248 ?x226)))
(let ((?x172 (idkernel4 sym_c 3 3)))
(let ((?x183 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x172)))
(let ((?x200 (relu ?x183)))
(let ((?x211 (concat 0 ?x200 ?x183)))
(and (distinct ?x211 ?x259) true))))))))))
(check-sat)
