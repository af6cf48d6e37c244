; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_concat_batch, maxpool_relu
; z3 rlimit used: 78237
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
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
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
 (forall ((X T) (Y T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x98 (maxpool kh kw sh sw pt pl pb pr Y)))
 (let ((?x99 (concat 0 (maxpool kh kw sh sw pt pl pb pr X) ?x98)))
 (let ((?x96 (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y))))
 (let (($x100 (= ?x96 ?x99)))
 (let (($x71 (>= pr 0)))
 (let (($x70 (>= pb 0)))
 (let (($x68 (>= pl 0)))
 (let (($x67 (>= pt 0)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x64 (>= kw 1)))
 (let (($x75 (>= kh 1)))
 (let (($x93 (and $x75 $x64 $x65 $x66 $x67 $x68 $x70 $x71)))
 (=> $x93 $x100)))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y)) ) :pattern ( (concat 0 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y)) ) :qid maxpool_concat_batch))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x98 (maxpool kh kw sh sw pt pl pb pr X)))
 (let ((?x115 (relu ?x98)))
 (let ((?x114 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x116 (= ?x114 ?x115)))
 (let (($x71 (>= pr 0)))
 (let (($x70 (>= pb 0)))
 (let (($x68 (>= pl 0)))
 (let (($x67 (>= pt 0)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x64 (>= kw 1)))
 (let (($x75 (>= kh 1)))
 (let (($x112 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x75 $x64 $x65 $x66 $x67 $x68 $x70 $x71)))
 (=> $x112 $x116)))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
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
 (let ((?x155 (idkernel4 sym_c 3 3)))
 (let ((?x162 (dim ?x155 2)))
 (= 3 ?x162))))
(assert
 (let ((?x155 (idkernel4 sym_c 3 3)))
 (let ((?x164 (dim ?x155 3)))
 (= 3 ?x164))))
(assert
 (let ((?x155 (idkernel4 sym_c 3 3)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x155)))
 (= (rank ?x166) 4))))
(assert
 (let ((?x155 (idkernel4 sym_c 3 3)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x155)))
 (= (dim ?x166 0) sym_n))))
(assert
 (let ((?x155 (idkernel4 sym_c 3 3)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x155)))
 (= (dim ?x166 1) sym_c))))
(assert
 (let ((?x175 (div (+ (- 1) sym_h) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x155 (idkernel4 sym_c 3 3)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x155)))
 (let ((?x173 (dim ?x166 2)))
 (= ?x173 ?x176)))))))
(assert
 (let ((?x180 (div (+ (- 1) sym_w) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x155 (idkernel4 sym_c 3 3)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x155)))
 (let ((?x178 (dim ?x166 3)))
 (= ?x178 ?x181)))))))
(assert
 (let ((?x155 (idkernel4 sym_c 3 3)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x155)))
 (let ((?x183 (relu ?x166)))
 (= (rank ?x183) 4)))))
(assert
 (let ((?x155 (idkernel4 sym_c 3 3)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x155)))
 (let ((?x183 (relu ?x166)))
 (= (dim ?x183 0) sym_n)))))
(assert
 (let ((?x155 (idkernel4 sym_c 3 3)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x155)))
 (let ((?x183 (relu ?x166)))
 (= (dim ?x183 1) sym_c)))))
(assert
 (let ((?x175 (div (+ (- 1) sym_h) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x155 (idkernel4 sym_c 3 3)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x155)))
 (let ((?x183 (relu ?x166)))
 (let ((?x190 (dim ?x183 2)))
 (= ?x190 ?x176))))))))
(assert
 (let ((?x180 (div (+ (- 1) sym_w) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x155 (idkernel4 sym_c 3 3)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x155)))
 (let ((?x183 (relu ?x166)))
 (let ((?x192 (dim ?x183 3)))
 (= ?x192 ?x181))))))))
(assert
 (let ((?x155 (idkernel4 sym_c 3 3)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x155)))
 (let ((?x183 (relu ?x166)))
 (let ((?x194 (concat 0 ?x166 ?x183)))
 (= (rank ?x194) 4))))))
(assert
 (let ((?x198 (* 2 sym_n)))
 (let ((?x155 (idkernel4 sym_c 3 3)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x155)))
 (let ((?x183 (relu ?x166)))
 (let ((?x194 (concat 0 ?x166 ?x183)))
 (let ((?x197 (dim ?x194 0)))
 (= ?x197 ?x198))))))))
(assert
 (let ((?x155 (idkernel4 sym_c 3 3)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x155)))
 (let ((?x183 (relu ?x166)))
 (let ((?x194 (concat 0 ?x166 ?x183)))
 (= (dim ?x194 1) sym_c))))))
(assert
 (let ((?x175 (div (+ (- 1) sym_h) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x155 (idkernel4 sym_c 3 3)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x155)))
 (let ((?x183 (relu ?x166)))
 (let ((?x194 (concat 0 ?x166 ?x183)))
 (let ((?x202 (dim ?x194 2)))
 (= ?x202 ?x176)))))))))
(assert
 (let ((?x180 (div (+ (- 1) sym_w) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x155 (idkernel4 sym_c 3 3)))
 (let ((?x166 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x155)))
 (let ((?x183 (relu ?x166)))
 (let ((?x194 (concat 0 ?x166 ?x183)))
 (let ((?x204 (dim ?x194 3)))
 (= ?x204 ?x181)))))))))
(assert
 (let ((?x175 (div (+ (- 1) sym_h) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (>= ?x176 0))))
(assert
 (let ((?x180 (div (+ (- 1) sym_w) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (>= ?x181 0))))
(assert
 (let ((?x198 (* 2 sym_n)))
 (>= ?x198 0)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x209 (idkernel4 sym_c 1 1)))
 (let ((?x216 (dim ?x209 2)))
 (= 1 ?x216))))
(assert
 (let ((?x209 (idkernel4 sym_c 1 1)))
 (let ((?x218 (dim ?x209 3)))
 (= 1 ?x218))))
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
 (let ((?x198 (* 2 sym_n)))
 (let ((?x220 (relu in_i1)))
 (let ((?x231 (concat 0 in_i1 ?x220)))
 (let ((?x234 (dim ?x231 0)))
 (= ?x234 ?x198))))))
(assert
 (= (dim (concat 0 in_i1 (relu in_i1)) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 (relu in_i1)) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 (relu in_i1)) 3) sym_w))
(assert
 (let ((?x209 (idkernel4 sym_c 1 1)))
 (let ((?x220 (relu in_i1)))
 (let ((?x231 (concat 0 in_i1 ?x220)))
 (let ((?x242 (conv 2 2 0 0 0 0 1 1 1 ?x231 ?x209)))
 (= (rank ?x242) 4))))))
(assert
 (let ((?x198 (* 2 sym_n)))
 (let ((?x209 (idkernel4 sym_c 1 1)))
 (let ((?x220 (relu in_i1)))
 (let ((?x231 (concat 0 in_i1 ?x220)))
 (let ((?x242 (conv 2 2 0 0 0 0 1 1 1 ?x231 ?x209)))
 (let ((?x245 (dim ?x242 0)))
 (= ?x245 ?x198))))))))
(assert
 (let ((?x209 (idkernel4 sym_c 1 1)))
 (let ((?x220 (relu in_i1)))
 (let ((?x231 (concat 0 in_i1 ?x220)))
 (let ((?x242 (conv 2 2 0 0 0 0 1 1 1 ?x231 ?x209)))
 (= (dim ?x242 1) sym_c))))))
(assert
 (let ((?x175 (div (+ (- 1) sym_h) 2)))
 (let ((?x176 (+ 1 ?x175)))
 (let ((?x209 (idkernel4 sym_c 1 1)))
 (let ((?x220 (relu in_i1)))
 (let ((?x231 (concat 0 in_i1 ?x220)))
 (let ((?x242 (conv 2 2 0 0 0 0 1 1 1 ?x231 ?x209)))
 (let ((?x249 (dim ?x242 2)))
 (= ?x249 ?x176)))))))))
(assert
 (let ((?x180 (div (+ (- 1) sym_w) 2)))
 (let ((?x181 (+ 1 ?x180)))
 (let ((?x209 (idkernel4 sym_c 1 1)))
 (let ((?x220 (relu in_i1)))
 (let ((?x231 (concat 0 in_i1 ?x220)))
 (let ((?x242 (conv 2 2 0 0 0 0 1 1 1 ?x231 ?x209)))
 (let ((?x251 (dim ?x242 3)))
 (= ?x251 ?x181)))))))))
(assert
 (let ((?x209 (idkernel4 sym_c 1 1)))
(let ((?x220 (relu in_i1)))
(let ((?x231 (concat 0 in_i1 ?x220)))
(let ((?x242 (conv 2 2 0 0 0 0 1 1 1 ?x231 ?x209)))
(let ((?x155 (idkernel4 sym_c 3 3)))
(let ((?x166 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x155)))
(let ((?x183 (relu ?x166)))
(let ((?x194 (concat 0 ?x166 ?x183)))
(and (distinct ?x194 ?x242) true))))))))))
(check-sat)
