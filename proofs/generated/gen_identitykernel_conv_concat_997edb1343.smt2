; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_concat_batch, subsample_conv1x1
; z3 rlimit used: 50891
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun concat (Int T T) T)
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
 (forall ((X T) (Y T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x82 (concat 0 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y))))
 (let ((?x79 (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y))))
 (= ?x79 ?x82))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y)) ) :pattern ( (concat 0 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y)) ) :qid maxpool_concat_batch))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x97 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x95 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x98 (= ?x95 ?x97)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x98)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x136 (dim in_u1 2)))
 (= 1 ?x136)))
(assert
 (let ((?x138 (dim in_u1 3)))
 (= 1 ?x138)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x140 (idkernel4 sym_c 1 1)))
 (let ((?x147 (dim ?x140 2)))
 (= 1 ?x147))))
(assert
 (let ((?x140 (idkernel4 sym_c 1 1)))
 (let ((?x149 (dim ?x140 3)))
 (= 1 ?x149))))
(assert
 (let ((?x140 (idkernel4 sym_c 1 1)))
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x140)))
 (= (rank ?x151) 4))))
(assert
 (let ((?x140 (idkernel4 sym_c 1 1)))
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x140)))
 (= (dim ?x151 0) sym_n))))
(assert
 (let ((?x140 (idkernel4 sym_c 1 1)))
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x140)))
 (= (dim ?x151 1) sym_c))))
(assert
 (let ((?x161 (div (+ (- 1) sym_h) 2)))
 (let ((?x162 (+ 1 ?x161)))
 (let ((?x140 (idkernel4 sym_c 1 1)))
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x140)))
 (let ((?x158 (dim ?x151 2)))
 (= ?x158 ?x162)))))))
(assert
 (let ((?x166 (div (+ (- 1) sym_w) 2)))
 (let ((?x167 (+ 1 ?x166)))
 (let ((?x140 (idkernel4 sym_c 1 1)))
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x140)))
 (let ((?x164 (dim ?x151 3)))
 (= ?x164 ?x167)))))))
(assert
 (let ((?x140 (idkernel4 sym_c 1 1)))
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x140)))
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x151 in_u1)))
 (= (rank ?x169) 4)))))
(assert
 (let ((?x140 (idkernel4 sym_c 1 1)))
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x140)))
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x151 in_u1)))
 (= (dim ?x169 0) sym_n)))))
(assert
 (let ((?x140 (idkernel4 sym_c 1 1)))
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x140)))
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x151 in_u1)))
 (= (dim ?x169 1) sym_c)))))
(assert
 (let ((?x161 (div (+ (- 1) sym_h) 2)))
 (let ((?x162 (+ 1 ?x161)))
 (let ((?x140 (idkernel4 sym_c 1 1)))
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x140)))
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x151 in_u1)))
 (let ((?x176 (dim ?x169 2)))
 (= ?x176 ?x162))))))))
(assert
 (let ((?x166 (div (+ (- 1) sym_w) 2)))
 (let ((?x167 (+ 1 ?x166)))
 (let ((?x140 (idkernel4 sym_c 1 1)))
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x140)))
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x151 in_u1)))
 (let ((?x178 (dim ?x169 3)))
 (= ?x178 ?x167))))))))
(assert
 (let ((?x140 (idkernel4 sym_c 1 1)))
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x140)))
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x151 in_u1)))
 (let ((?x180 (concat 0 ?x151 ?x169)))
 (= (rank ?x180) 4))))))
(assert
 (let ((?x184 (* 2 sym_n)))
 (let ((?x140 (idkernel4 sym_c 1 1)))
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x140)))
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x151 in_u1)))
 (let ((?x180 (concat 0 ?x151 ?x169)))
 (let ((?x183 (dim ?x180 0)))
 (= ?x183 ?x184))))))))
(assert
 (let ((?x140 (idkernel4 sym_c 1 1)))
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x140)))
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x151 in_u1)))
 (let ((?x180 (concat 0 ?x151 ?x169)))
 (= (dim ?x180 1) sym_c))))))
(assert
 (let ((?x161 (div (+ (- 1) sym_h) 2)))
 (let ((?x162 (+ 1 ?x161)))
 (let ((?x140 (idkernel4 sym_c 1 1)))
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x140)))
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x151 in_u1)))
 (let ((?x180 (concat 0 ?x151 ?x169)))
 (let ((?x188 (dim ?x180 2)))
 (= ?x188 ?x162)))))))))
(assert
 (let ((?x166 (div (+ (- 1) sym_w) 2)))
 (let ((?x167 (+ 1 ?x166)))
 (let ((?x140 (idkernel4 sym_c 1 1)))
 (let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x140)))
 (let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x151 in_u1)))
 (let ((?x180 (concat 0 ?x151 ?x169)))
 (let ((?x190 (dim ?x180 3)))
 (= ?x190 ?x167)))))))))
(assert
 (let ((?x161 (div (+ (- 1) sym_h) 2)))
 (let ((?x162 (+ 1 ?x161)))
 (>= ?x162 0))))
(assert
 (let ((?x166 (div (+ (- 1) sym_w) 2)))
 (let ((?x167 (+ 1 ?x166)))
 (>= ?x167 0))))
(assert
 (let ((?x184 (* 2 sym_n)))
 (>= ?x184 0)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x195 (idkernel4 sym_c 3 3)))
 (let ((?x202 (dim ?x195 2)))
 (= 3 ?x202))))
(assert
 (let ((?x195 (idkernel4 sym_c 3 3)))
 (let ((?x204 (dim ?x195 3)))
 (= 3 ?x204))))
(assert
 (let ((?x206 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x206) 4)))
(assert
 (let ((?x206 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x206 0) sym_n)))
(assert
 (let ((?x206 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x206 1) sym_c)))
(assert
 (let ((?x206 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x206 2) sym_h)))
(assert
 (let ((?x206 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x206 3) sym_w)))
(assert
 (let ((?x206 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x217 (concat 0 in_i1 ?x206)))
 (= (rank ?x217) 4))))
(assert
 (let ((?x184 (* 2 sym_n)))
 (let ((?x206 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x217 (concat 0 in_i1 ?x206)))
 (let ((?x220 (dim ?x217 0)))
 (= ?x220 ?x184))))))
(assert
 (let ((?x206 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x217 (concat 0 in_i1 ?x206)))
 (= (dim ?x217 1) sym_c))))
(assert
 (let ((?x206 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x217 (concat 0 in_i1 ?x206)))
 (= (dim ?x217 2) sym_h))))
(assert
 (let ((?x206 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x217 (concat 0 in_i1 ?x206)))
 (= (dim ?x217 3) sym_w))))
(assert
 (let ((?x195 (idkernel4 sym_c 3 3)))
 (let ((?x206 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x217 (concat 0 in_i1 ?x206)))
 (let ((?x228 (conv 2 2 1 1 1 1 1 1 1 ?x217 ?x195)))
 (= (rank ?x228) 4))))))
(assert
 (let ((?x184 (* 2 sym_n)))
 (let ((?x195 (idkernel4 sym_c 3 3)))
 (let ((?x206 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x217 (concat 0 in_i1 ?x206)))
 (let ((?x228 (conv 2 2 1 1 1 1 1 1 1 ?x217 ?x195)))
 (let ((?x231 (dim ?x228 0)))
 (= ?x231 ?x184))))))))
(assert
 (let ((?x195 (idkernel4 sym_c 3 3)))
 (let ((?x206 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x217 (concat 0 in_i1 ?x206)))
 (let ((?x228 (conv 2 2 1 1 1 1 1 1 1 ?x217 ?x195)))
 (= (dim ?x228 1) sym_c))))))
(assert
 (let ((?x161 (div (+ (- 1) sym_h) 2)))
 (let ((?x162 (+ 1 ?x161)))
 (let ((?x195 (idkernel4 sym_c 3 3)))
 (let ((?x206 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x217 (concat 0 in_i1 ?x206)))
 (let ((?x228 (conv 2 2 1 1 1 1 1 1 1 ?x217 ?x195)))
 (let ((?x235 (dim ?x228 2)))
 (= ?x235 ?x162)))))))))
(assert
 (let ((?x166 (div (+ (- 1) sym_w) 2)))
 (let ((?x167 (+ 1 ?x166)))
 (let ((?x195 (idkernel4 sym_c 3 3)))
 (let ((?x206 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x217 (concat 0 in_i1 ?x206)))
 (let ((?x228 (conv 2 2 1 1 1 1 1 1 1 ?x217 ?x195)))
 (let ((?x237 (dim ?x228 3)))
 (= ?x237 ?x167)))))))))
(assert
 (let ((?x195 (idkernel4 sym_c 3 3)))
(let ((?x206 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x217 (concat 0 in_i1 ?x206)))
(let ((?x228 (conv 2 2 1 1 1 1 1 1 1 ?x217 ?x195)))
(let ((?x140 (idkernel4 sym_c 1 1)))
(let ((?x151 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x140)))
(let ((?x169 (conv 1 1 0 0 0 0 1 1 1 ?x151 in_u1)))
(let ((?x180 (concat 0 ?x151 ?x169)))
(and (distinct ?x180 ?x228) true))))))))))
(check-sat)
