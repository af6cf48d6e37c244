; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_concat_batch, maxpool_relu
; z3 rlimit used: 34151
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
 (forall ((X T) (Y T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x107 (maxpool kh kw sh sw pt pl pb pr Y)))
 (let ((?x108 (concat 0 (maxpool kh kw sh sw pt pl pb pr X) ?x107)))
 (let ((?x105 (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y))))
 (let (($x109 (= ?x105 ?x108)))
 (let (($x102 (= (rank Y) 4)))
 (let (($x81 (= (rank X) 4)))
 (let (($x74 (>= pr 0)))
 (let (($x73 (>= pb 0)))
 (let (($x71 (>= pl 0)))
 (let (($x70 (>= pt 0)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x67 (>= kw 1)))
 (let (($x78 (>= kh 1)))
 (let (($x103 (and $x78 $x67 $x68 $x69 $x70 $x71 $x73 $x74 $x81 $x102)))
 (=> $x103 $x109)))))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y)) ) :pattern ( (concat 0 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y)) ) :qid maxpool_concat_batch))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x107 (maxpool kh kw sh sw pt pl pb pr X)))
 (let ((?x124 (relu ?x107)))
 (let ((?x123 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x125 (= ?x123 ?x124)))
 (let (($x102 (= (rank X) 4)))
 (let (($x74 (>= pr 0)))
 (let (($x73 (>= pb 0)))
 (let (($x71 (>= pl 0)))
 (let (($x70 (>= pt 0)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x67 (>= kw 1)))
 (let (($x78 (>= kh 1)))
 (let (($x121 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x78 $x67 $x68 $x69 $x70 $x71 $x73 $x74 $x102)))
 (=> $x121 $x125))))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
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
 (let ((?x163 (idkernel4 sym_c 3 3)))
 (let ((?x170 (dim ?x163 2)))
 (= 3 ?x170))))
(assert
 (let ((?x163 (idkernel4 sym_c 3 3)))
 (let ((?x172 (dim ?x163 3)))
 (= 3 ?x172))))
(assert
 (let ((?x163 (idkernel4 sym_c 3 3)))
 (let ((?x174 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x163)))
 (= (rank ?x174) 4))))
(assert
 (let ((?x163 (idkernel4 sym_c 3 3)))
 (let ((?x174 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x163)))
 (= (dim ?x174 0) sym_n))))
(assert
 (let ((?x163 (idkernel4 sym_c 3 3)))
 (let ((?x174 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x163)))
 (= (dim ?x174 1) sym_c))))
(assert
 (let ((?x183 (div (+ (- 1) sym_h) 2)))
 (let ((?x184 (+ 1 ?x183)))
 (let ((?x163 (idkernel4 sym_c 3 3)))
 (let ((?x174 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x163)))
 (let ((?x181 (dim ?x174 2)))
 (= ?x181 ?x184)))))))
(assert
 (let ((?x188 (div (+ (- 1) sym_w) 2)))
 (let ((?x189 (+ 1 ?x188)))
 (let ((?x163 (idkernel4 sym_c 3 3)))
 (let ((?x174 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x163)))
 (let ((?x186 (dim ?x174 3)))
 (= ?x186 ?x189)))))))
(assert
 (let ((?x163 (idkernel4 sym_c 3 3)))
 (let ((?x174 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x163)))
 (let ((?x191 (relu ?x174)))
 (= (rank ?x191) 4)))))
(assert
 (let ((?x163 (idkernel4 sym_c 3 3)))
 (let ((?x174 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x163)))
 (let ((?x191 (relu ?x174)))
 (= (dim ?x191 0) sym_n)))))
(assert
 (let ((?x163 (idkernel4 sym_c 3 3)))
 (let ((?x174 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x163)))
 (let ((?x191 (relu ?x174)))
 (= (dim ?x191 1) sym_c)))))
(assert
 (let ((?x183 (div (+ (- 1) sym_h) 2)))
 (let ((?x184 (+ 1 ?x183)))
 (let ((?x163 (idkernel4 sym_c 3 3)))
 (let ((?x174 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x163)))
 (let ((?x191 (relu ?x174)))
 (let ((?x198 (dim ?x191 2)))
 (= ?x198 ?x184))))))))
(assert
 (let ((?x188 (div (+ (- 1) sym_w) 2)))
 (let ((?x189 (+ 1 ?x188)))
 (let ((?x163 (idkernel4 sym_c 3 3)))
 (let ((?x174 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x163)))
 (let ((?x191 (relu ?x174)))
 (let ((?x200 (dim ?x191 3)))
 (= ?x200 ?x189))))))))
(assert
 (let ((?x163 (idkernel4 sym_c 3 3)))
 (let ((?x174 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x163)))
 (let ((?x191 (relu ?x174)))
 (let ((?x202 (concat 0 ?x174 ?x191)))
 (= (rank ?x202) 4))))))
(assert
 (let ((?x206 (* 2 sym_n)))
 (let ((?x163 (idkernel4 sym_c 3 3)))
 (let ((?x174 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x163)))
 (let ((?x191 (relu ?x174)))
 (let ((?x202 (concat 0 ?x174 ?x191)))
 (let ((?x205 (dim ?x202 0)))
 (= ?x205 ?x206))))))))
(assert
 (let ((?x163 (idkernel4 sym_c 3 3)))
 (let ((?x174 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x163)))
 (let ((?x191 (relu ?x174)))
 (let ((?x202 (concat 0 ?x174 ?x191)))
 (= (dim ?x202 1) sym_c))))))
(assert
 (let ((?x183 (div (+ (- 1) sym_h) 2)))
 (let ((?x184 (+ 1 ?x183)))
 (let ((?x163 (idkernel4 sym_c 3 3)))
 (let ((?x174 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x163)))
 (let ((?x191 (relu ?x174)))
 (let ((?x202 (concat 0 ?x174 ?x191)))
 (let ((?x210 (dim ?x202 2)))
 (= ?x210 ?x184)))))))))
(assert
 (let ((?x188 (div (+ (- 1) sym_w) 2)))
 (let ((?x189 (+ 1 ?x188)))
 (let ((?x163 (idkernel4 sym_c 3 3)))
 (let ((?x174 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x163)))
 (let ((?x191 (relu ?x174)))
 (let ((?x202 (concat 0 ?x174 ?x191)))
 (let ((?x212 (dim ?x202 3)))
 (= ?x212 ?x189)))))))))
(assert
 (let ((?x183 (div (+ (- 1) sym_h) 2)))
 (let ((?x184 (+ 1 ?x183)))
 (>= ?x184 0))))
(assert
 (let ((?x188 (div (+ (- 1) sym_w) 2)))
 (let ((?x189 (+ 1 ?x188)))
 (>= ?x189 0))))
(assert
 (let ((?x206 (* 2 sym_n)))
 (>= ?x206 0)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x217 (idkernel4 sym_c 1 1)))
 (let ((?x224 (dim ?x217 2)))
 (= 1 ?x224))))
(assert
 (let ((?x217 (idkernel4 sym_c 1 1)))
 (let ((?x226 (dim ?x217 3)))
 (= 1 ?x226))))
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
 (let ((?x206 (* 2 sym_n)))
 (let ((?x228 (relu in_i1)))
 (let ((?x239 (concat 0 in_i1 ?x228)))
 (let ((?x242 (dim ?x239 0)))
 (= ?x242 ?x206))))))
(assert
 (= (dim (concat 0 in_i1 (relu in_i1)) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 (relu in_i1)) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 (relu in_i1)) 3) sym_w))
(assert
 (let ((?x217 (idkernel4 sym_c 1 1)))
 (let ((?x228 (relu in_i1)))
 (let ((?x239 (concat 0 in_i1 ?x228)))
 (let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x239 ?x217)))
 (= (rank ?x250) 4))))))
(assert
 (let ((?x206 (* 2 sym_n)))
 (let ((?x217 (idkernel4 sym_c 1 1)))
 (let ((?x228 (relu in_i1)))
 (let ((?x239 (concat 0 in_i1 ?x228)))
 (let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x239 ?x217)))
 (let ((?x253 (dim ?x250 0)))
 (= ?x253 ?x206))))))))
(assert
 (let ((?x217 (idkernel4 sym_c 1 1)))
 (let ((?x228 (relu in_i1)))
 (let ((?x239 (concat 0 in_i1 ?x228)))
 (let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x239 ?x217)))
 (= (dim ?x250 1) sym_c))))))
(assert
 (let ((?x183 (div (+ (- 1) sym_h) 2)))
 (let ((?x184 (+ 1 ?x183)))
 (let ((?x217 (idkernel4 sym_c 1 1)))
 (let ((?x228 (relu in_i1)))
 (let ((?x239 (concat 0 in_i1 ?x228)))
 (let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x239 ?x217)))
 (let ((?x257 (dim ?x250 2)))
 (= ?x257 ?x184)))))))))
(assert
 (let ((?x188 (div (+ (- 1) sym_w) 2)))
 (let ((?x189 (+ 1 ?x188)))
 (let ((?x217 (idkernel4 sym_c 1 1)))
 (let ((?x228 (relu in_i1)))
 (let ((?x239 (concat 0 in_i1 ?x228)))
 (let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x239 ?x217)))
 (let ((?x259 (dim ?x250 3)))
 (= ?x259 ?x189)))))))))
(assert
 (let ((?x217 (idkernel4 sym_c 1 1)))
(let ((?x228 (relu in_i1)))
(let ((?x239 (concat 0 in_i1 ?x228)))
(let ((?x250 (conv 2 2 0 0 0 0 1 1 1 ?x239 ?x217)))
(let ((?x163 (idkernel4 sym_c 3 3)))
(let ((?x174 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x163)))
(let ((?x191 (relu ?x174)))
(let ((?x202 (concat 0 ?x174 ?x191)))
(and (distinct ?x202 ?x250) true))))))))))
(check-sat)
