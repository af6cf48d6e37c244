; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu, maxpool_transpose_spatial, transpose4_relu
; z3 rlimit used: 69601
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun transpose4 (Int Int Int Int T) T)
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
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x102 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x100 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x103 (= ?x100 ?x102)))
 (let (($x71 (>= pr 0)))
 (let (($x70 (>= pb 0)))
 (let (($x68 (>= pl 0)))
 (let (($x67 (>= pt 0)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x64 (>= kw 1)))
 (let (($x75 (>= kh 1)))
 (let (($x97 (and (< pt kh) (< pb kh) (< pl kw) (< pr kw) $x75 $x64 $x65 $x66 $x67 $x68 $x70 $x71)))
 (=> $x97 $x103))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x127 (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X))))
 (let ((?x116 (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X))))
 (let (($x108 (= ?x116 ?x127)))
 (let (($x71 (>= pr 0)))
 (let (($x70 (>= pb 0)))
 (let (($x68 (>= pl 0)))
 (let (($x67 (>= pt 0)))
 (let (($x66 (>= sw 1)))
 (let (($x65 (>= sh 1)))
 (let (($x64 (>= kw 1)))
 (let (($x75 (>= kh 1)))
 (let (($x120 (and $x75 $x64 $x65 $x66 $x67 $x68 $x70 $x71)))
 (=> $x120 $x108))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (transpose4 0 1 3 2 X)) ) :pattern ( (transpose4 0 1 3 2 (maxpool kw kh sw sh pl pt pr pb X)) ) :qid maxpool_transpose_spatial))
 )
(assert
 (forall ((X T) (p0 Int) (p1 Int) (p2 Int) (p3 Int) )(! (let ((?x146 (relu (transpose4 p0 p1 p2 p3 X))))
 (let ((?x144 (transpose4 p0 p1 p2 p3 (relu X))))
 (let (($x147 (= ?x144 ?x146)))
 (let (($x19 (>= p3 0)))
 (let (($x18 (>= p2 0)))
 (let (($x67 (>= p1 0)))
 (let (($x71 (>= p0 0)))
 (let (($x141 (and $x71 $x67 $x18 $x19)))
 (=> $x141 $x147))))))))) :pattern ( (transpose4 p0 p1 p2 p3 (relu X)) ) :pattern ( (relu (transpose4 p0 p1 p2 p3 X)) ) :qid transpose4_relu))
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
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x182 (dim ?x175 2)))
 (= 3 ?x182))))
(assert
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x184 (dim ?x175 3)))
 (= 3 ?x184))))
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
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x186 (transpose4 0 1 3 2 in_i1)))
 (let ((?x197 (conv 2 2 1 1 1 1 1 1 1 ?x186 ?x175)))
 (= (rank ?x197) 4)))))
(assert
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x186 (transpose4 0 1 3 2 in_i1)))
 (let ((?x197 (conv 2 2 1 1 1 1 1 1 1 ?x186 ?x175)))
 (= (dim ?x197 0) sym_n)))))
(assert
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x186 (transpose4 0 1 3 2 in_i1)))
 (let ((?x197 (conv 2 2 1 1 1 1 1 1 1 ?x186 ?x175)))
 (= (dim ?x197 1) sym_c)))))
(assert
 (let ((?x206 (div (+ (- 1) sym_w) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x186 (transpose4 0 1 3 2 in_i1)))
 (let ((?x197 (conv 2 2 1 1 1 1 1 1 1 ?x186 ?x175)))
 (let ((?x204 (dim ?x197 2)))
 (= ?x204 ?x207))))))))
(assert
 (let ((?x211 (div (+ (- 1) sym_h) 2)))
 (let ((?x212 (+ 1 ?x211)))
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x186 (transpose4 0 1 3 2 in_i1)))
 (let ((?x197 (conv 2 2 1 1 1 1 1 1 1 ?x186 ?x175)))
 (let ((?x209 (dim ?x197 3)))
 (= ?x209 ?x212))))))))
(assert
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x186 (transpose4 0 1 3 2 in_i1)))
 (let ((?x197 (conv 2 2 1 1 1 1 1 1 1 ?x186 ?x175)))
 (let ((?x214 (relu ?x197)))
 (= (rank ?x214) 4))))))
(assert
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x186 (transpose4 0 1 3 2 in_i1)))
 (let ((?x197 (conv 2 2 1 1 1 1 1 1 1 ?x186 ?x175)))
 (let ((?x214 (relu ?x197)))
 (= (dim ?x214 0) sym_n))))))
(assert
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x186 (transpose4 0 1 3 2 in_i1)))
 (let ((?x197 (conv 2 2 1 1 1 1 1 1 1 ?x186 ?x175)))
 (let ((?x214 (relu ?x197)))
 (= (dim ?x214 1) sym_c))))))
(assert
 (let ((?x206 (div (+ (- 1) sym_w) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x186 (transpose4 0 1 3 2 in_i1)))
 (let ((?x197 (conv 2 2 1 1 1 1 1 1 1 ?x186 ?x175)))
 (let ((?x214 (relu ?x197)))
 (let ((?x221 (dim ?x214 2)))
 (= ?x221 ?x207)))))))))
(assert
 (let ((?x211 (div (+ (- 1) sym_h) 2)))
 (let ((?x212 (+ 1 ?x211)))
 (let ((?x175 (idkernel4 sym_c 3 3)))
 (let ((?x186 (transpose4 0 1 3 2 in_i1)))
 (let ((?x197 (conv 2 2 1 1 1 1 1 1 1 ?x186 ?x175)))
 (let ((?x214 (relu ?x197)))
 (let ((?x223 (dim ?x214 3)))
 (= ?x223 ?x212)))))))))
(assert
 (let ((?x206 (div (+ (- 1) sym_w) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (>= ?x207 0))))
(assert
 (let ((?x211 (div (+ (- 1) sym_h) 2)))
 (let ((?x212 (+ 1 ?x211)))
 (>= ?x212 0))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x227 (idkernel4 sym_c 1 1)))
 (let ((?x234 (dim ?x227 2)))
 (= 1 ?x234))))
(assert
 (let ((?x227 (idkernel4 sym_c 1 1)))
 (let ((?x236 (dim ?x227 3)))
 (= 1 ?x236))))
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
 (let ((?x227 (idkernel4 sym_c 1 1)))
 (let ((?x238 (relu in_i1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x238 ?x227)))
 (= (rank ?x249) 4)))))
(assert
 (let ((?x227 (idkernel4 sym_c 1 1)))
 (let ((?x238 (relu in_i1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x238 ?x227)))
 (= (dim ?x249 0) sym_n)))))
(assert
 (let ((?x227 (idkernel4 sym_c 1 1)))
 (let ((?x238 (relu in_i1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x238 ?x227)))
 (= (dim ?x249 1) sym_c)))))
(assert
 (let ((?x211 (div (+ (- 1) sym_h) 2)))
 (let ((?x212 (+ 1 ?x211)))
 (let ((?x227 (idkernel4 sym_c 1 1)))
 (let ((?x238 (relu in_i1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x238 ?x227)))
 (let ((?x256 (dim ?x249 2)))
 (= ?x256 ?x212))))))))
(assert
 (let ((?x206 (div (+ (- 1) sym_w) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x227 (idkernel4 sym_c 1 1)))
 (let ((?x238 (relu in_i1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x238 ?x227)))
 (let ((?x258 (dim ?x249 3)))
 (= ?x258 ?x207))))))))
(assert
 (let ((?x227 (idkernel4 sym_c 1 1)))
 (let ((?x238 (relu in_i1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x238 ?x227)))
 (let ((?x260 (transpose4 0 1 3 2 ?x249)))
 (= (rank ?x260) 4))))))
(assert
 (let ((?x227 (idkernel4 sym_c 1 1)))
 (let ((?x238 (relu in_i1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x238 ?x227)))
 (let ((?x260 (transpose4 0 1 3 2 ?x249)))
 (= (dim ?x260 0) sym_n))))))
(assert
 (let ((?x227 (idkernel4 sym_c 1 1)))
 (let ((?x238 (relu in_i1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x238 ?x227)))
 (let ((?x260 (transpose4 0 1 3 2 ?x249)))
 (= (dim ?x260 1) sym_c))))))
(assert
 (let ((?x206 (div (+ (- 1) sym_w) 2)))
 (let ((?x207 (+ 1 ?x206)))
 (let ((?x227 (idkernel4 sym_c 1 1)))
 (let ((?x238 (relu in_i1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x238 ?x227)))
 (let ((?x260 (transpose4 0 1 3 2 ?x249)))
 (let ((?x267 (dim ?x260 2)))
 (= ?x267 ?x207)))))))))
(assert
 (let ((?x211 (div (+ (- 1) sym_h) 2)))
 (let ((?x212 (+ 1 ?x211)))
 (let ((?x227 (idkernel4 sym_c 1 1)))
 (let ((?x238 (relu in_i1)))
 (let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x238 ?x227)))
 (let ((?x260 (transpose4 0 1 3 2 ?x249)))
 (let ((?x269 (dim ?x260 3)))
 (= ?x269 ?x212)))))))))
(assert
 (let ((?x227 (idkernel4 sym_c 1 1)))
(let ((?x238 (relu in_i1)))
(let ((?x249 (conv 2 2 0 0 0 0 1 1 1 ?x238 ?x227)))
(let ((?x260 (transpose4 0 1 3 2 ?x249)))
(let ((?x175 (idkernel4 sym_c 3 3)))
(let ((?x186 (transpose4 0 1 3 2 in_i1)))
(let ((?x197 (conv 2 2 1 1 1 1 1 1 1 ?x186 ?x175)))
(let ((?x214 (relu ?x197)))
(and (distinct ?x214 ?x260) true))))))))))
(check-sat)
