; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, transpose4_relu
; z3 rlimit used: 17171
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
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
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x111 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x109 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x112 (= ?x109 ?x111)))
 (let (($x106 (= (rank X) 4)))
 (let (($x74 (>= pr 0)))
 (let (($x73 (>= pb 0)))
 (let (($x71 (>= pl 0)))
 (let (($x70 (>= pt 0)))
 (let (($x69 (>= sw 1)))
 (let (($x68 (>= sh 1)))
 (let (($x67 (>= kw 1)))
 (let (($x78 (>= kh 1)))
 (let (($x107 (and (< (+ pt pb) kh) (< (+ pl pr) kw) $x78 $x67 $x68 $x69 $x70 $x71 $x73 $x74 $x106)))
 (=> $x107 $x112)))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x137 (relu (transpose4 p0 p1 p2 p3 X))))
 (let ((?x135 (transpose4 p0 p1 p2 p3 (relu X))))
 (let (($x138 (= ?x135 ?x137)))
 (let (($x19 (>= p3 0)))
 (let (($x18 (>= p2 0)))
 (let (($x70 (>= p1 0)))
 (let (($x74 (>= p0 0)))
 (let (($x125 (and $x74 $x70 $x18 $x19 (= (rank X) 4))))
 (=> $x125 $x138))))))))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
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
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x173 (dim ?x166 2)))
 (= 1 ?x173))))
(assert
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x175 (dim ?x166 3)))
 (= 1 ?x175))))
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
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x166)))
 (= (rank ?x188) 4))))
(assert
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x166)))
 (= (dim ?x188 0) sym_n))))
(assert
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x166)))
 (= (dim ?x188 1) sym_c))))
(assert
 (let ((?x197 (div (+ (- 1) sym_h) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x166)))
 (let ((?x195 (dim ?x188 2)))
 (= ?x195 ?x198)))))))
(assert
 (let ((?x202 (div (+ (- 1) sym_w) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x166)))
 (let ((?x200 (dim ?x188 3)))
 (= ?x200 ?x203)))))))
(assert
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x166)))
 (let ((?x205 (relu ?x188)))
 (= (rank ?x205) 4)))))
(assert
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x166)))
 (let ((?x205 (relu ?x188)))
 (= (dim ?x205 0) sym_n)))))
(assert
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x166)))
 (let ((?x205 (relu ?x188)))
 (= (dim ?x205 1) sym_c)))))
(assert
 (let ((?x197 (div (+ (- 1) sym_h) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x166)))
 (let ((?x205 (relu ?x188)))
 (let ((?x212 (dim ?x205 2)))
 (= ?x212 ?x198))))))))
(assert
 (let ((?x202 (div (+ (- 1) sym_w) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x166 (idkernel4 sym_c 1 1)))
 (let ((?x188 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x166)))
 (let ((?x205 (relu ?x188)))
 (let ((?x214 (dim ?x205 3)))
 (= ?x214 ?x203))))))))
(assert
 (= (rank (relu (transpose4 0 1 3 2 in_i1))) 4))
(assert
 (= (dim (relu (transpose4 0 1 3 2 in_i1)) 0) sym_n))
(assert
 (= (dim (relu (transpose4 0 1 3 2 in_i1)) 1) sym_c))
(assert
 (= (dim (relu (transpose4 0 1 3 2 in_i1)) 2) sym_w))
(assert
 (= (dim (relu (transpose4 0 1 3 2 in_i1)) 3) sym_h))
(assert
 (let ((?x197 (div (+ (- 1) sym_h) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (>= ?x198 0))))
(assert
 (let ((?x202 (div (+ (- 1) sym_w) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (>= ?x203 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x229 (idkernel4 sym_c 3 3)))
 (let ((?x236 (dim ?x229 2)))
 (= 3 ?x236))))
(assert
 (let ((?x229 (idkernel4 sym_c 3 3)))
 (let ((?x238 (dim ?x229 3)))
 (= 3 ?x238))))
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
 (= (rank (transpose4 0 1 3 2 (relu in_i1))) 4))
(assert
 (= (dim (transpose4 0 1 3 2 (relu in_i1)) 0) sym_n))
(assert
 (= (dim (transpose4 0 1 3 2 (relu in_i1)) 1) sym_c))
(assert
 (= (dim (transpose4 0 1 3 2 (relu in_i1)) 2) sym_w))
(assert
 (= (dim (transpose4 0 1 3 2 (relu in_i1)) 3) sym_h))
(assert
 (let ((?x229 (idkernel4 sym_c 3 3)))
 (let ((?x240 (relu in_i1)))
 (let ((?x262 (conv 2 2 1 1 1 1 1 1 1 ?x240 ?x229)))
 (= (rank ?x262) 4)))))
(assert
 (let ((?x229 (idkernel4 sym_c 3 3)))
 (let ((?x240 (relu in_i1)))
 (let ((?x262 (conv 2 2 1 1 1 1 1 1 1 ?x240 ?x229)))
 (= (dim ?x262 0) sym_n)))))
(assert
 (let ((?x229 (idkernel4 sym_c 3 3)))
 (let ((?x240 (relu in_i1)))
 (let ((?x262 (conv 2 2 1 1 1 1 1 1 1 ?x240 ?x229)))
 (= (dim ?x262 1) sym_c)))))
(assert
 (let ((?x197 (div (+ (- 1) sym_h) 2)))
 (let ((?x198 (+ 1 ?x197)))
 (let ((?x229 (idkernel4 sym_c 3 3)))
 (let ((?x240 (relu in_i1)))
 (let ((?x262 (conv 2 2 1 1 1 1 1 1 1 ?x240 ?x229)))
 (let ((?x269 (dim ?x262 2)))
 (= ?x269 ?x198))))))))
(assert
 (let ((?x202 (div (+ (- 1) sym_w) 2)))
 (let ((?x203 (+ 1 ?x202)))
 (let ((?x229 (idkernel4 sym_c 3 3)))
 (let ((?x240 (relu in_i1)))
 (let ((?x262 (conv 2 2 1 1 1 1 1 1 1 ?x240 ?x229)))
 (let ((?x271 (dim ?x262 3)))
 (= ?x271 ?x203))))))))
(assert
 (let ((?x240 (relu in_i1)))
(let ((?x251 (transpose4 0 1 3 2 ?x240)))
(let ((?x177 (transpose4 0 1 3 2 in_i1)))
(let ((?x216 (relu ?x177)))
(let ((?x229 (idkernel4 sym_c 3 3)))
(let ((?x262 (conv 2 2 1 1 1 1 1 1 1 ?x240 ?x229)))
(let ((?x166 (idkernel4 sym_c 1 1)))
(let ((?x188 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x166)))
(let ((?x205 (relu ?x188)))
(or (and (distinct ?x205 ?x262) true) (and (distinct ?x216 ?x251) true))))))))))))
(check-sat)
