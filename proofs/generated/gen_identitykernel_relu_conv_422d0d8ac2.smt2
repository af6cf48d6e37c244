; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, relu_conv_idkernel
; z3 rlimit used: 49862
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun relu (T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
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
 (forall ((X T) (c Int) (k Int) (p Int) (s Int) )(! (let ((?x60 (idkernel4 c k k)))
 (let ((?x64 (conv s s p p p p 1 1 1 (relu X) ?x60)))
 (let ((?x62 (relu (conv s s p p p p 1 1 1 X ?x60))))
 (let (($x65 (= ?x62 ?x64)))
 (=> (and (= (dim X 1) c)) $x65))))) :pattern ( (relu (conv s s p p p p 1 1 1 X (idkernel4 c k k))) ) :pattern ( (conv s s p p p p 1 1 1 (relu X) (idkernel4 c k k)) ) :qid relu_conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x85 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x82 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x86 (= ?x82 ?x85)))
 (=> (and (< 1 (* sh sw))) $x86)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
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
 (let ((?x115 (idkernel4 sym_c 3 3)))
 (let ((?x122 (dim ?x115 2)))
 (= 3 ?x122))))
(assert
 (let ((?x115 (idkernel4 sym_c 3 3)))
 (let ((?x124 (dim ?x115 3)))
 (= 3 ?x124))))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x126 (idkernel4 sym_c 1 1)))
 (let ((?x133 (dim ?x126 2)))
 (= 1 ?x133))))
(assert
 (let ((?x126 (idkernel4 sym_c 1 1)))
 (let ((?x135 (dim ?x126 3)))
 (= 1 ?x135))))
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
 (let ((?x126 (idkernel4 sym_c 1 1)))
 (let ((?x148 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x126)))
 (= (rank ?x148) 4))))
(assert
 (let ((?x126 (idkernel4 sym_c 1 1)))
 (let ((?x148 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x126)))
 (= (dim ?x148 0) sym_n))))
(assert
 (let ((?x126 (idkernel4 sym_c 1 1)))
 (let ((?x148 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x126)))
 (= (dim ?x148 1) sym_c))))
(assert
 (let ((?x158 (div (+ (- 1) sym_h) 2)))
 (let ((?x159 (+ 1 ?x158)))
 (let ((?x126 (idkernel4 sym_c 1 1)))
 (let ((?x148 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x126)))
 (let ((?x155 (dim ?x148 2)))
 (= ?x155 ?x159)))))))
(assert
 (let ((?x163 (div (+ (- 1) sym_w) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x126 (idkernel4 sym_c 1 1)))
 (let ((?x148 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x126)))
 (let ((?x161 (dim ?x148 3)))
 (= ?x161 ?x164)))))))
(assert
 (let ((?x115 (idkernel4 sym_c 3 3)))
 (let ((?x137 (relu in_i1)))
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 ?x137 ?x115)))
 (= (rank ?x166) 4)))))
(assert
 (let ((?x115 (idkernel4 sym_c 3 3)))
 (let ((?x137 (relu in_i1)))
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 ?x137 ?x115)))
 (= (dim ?x166 0) sym_n)))))
(assert
 (let ((?x115 (idkernel4 sym_c 3 3)))
 (let ((?x137 (relu in_i1)))
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 ?x137 ?x115)))
 (= (dim ?x166 1) sym_c)))))
(assert
 (let ((?x174 (+ (- 2) sym_h)))
 (let ((?x115 (idkernel4 sym_c 3 3)))
 (let ((?x137 (relu in_i1)))
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 ?x137 ?x115)))
 (let ((?x173 (dim ?x166 2)))
 (= ?x173 ?x174)))))))
(assert
 (let ((?x177 (+ (- 2) sym_w)))
 (let ((?x115 (idkernel4 sym_c 3 3)))
 (let ((?x137 (relu in_i1)))
 (let ((?x166 (conv 1 1 0 0 0 0 1 1 1 ?x137 ?x115)))
 (let ((?x176 (dim ?x166 3)))
 (= ?x176 ?x177)))))))
(assert
 (let ((?x158 (div (+ (- 1) sym_h) 2)))
 (let ((?x159 (+ 1 ?x158)))
 (>= ?x159 0))))
(assert
 (let ((?x163 (div (+ (- 1) sym_w) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (>= ?x164 0))))
(assert
 (let ((?x174 (+ (- 2) sym_h)))
 (>= ?x174 0)))
(assert
 (let ((?x177 (+ (- 2) sym_w)))
 (>= ?x177 0)))
(assert
 (let ((?x115 (idkernel4 sym_c 3 3)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x115)))
 (= (rank ?x183) 4))))
(assert
 (let ((?x115 (idkernel4 sym_c 3 3)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x115)))
 (= (dim ?x183 0) sym_n))))
(assert
 (let ((?x115 (idkernel4 sym_c 3 3)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x115)))
 (= (dim ?x183 1) sym_c))))
(assert
 (let ((?x174 (+ (- 2) sym_h)))
 (let ((?x115 (idkernel4 sym_c 3 3)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x115)))
 (let ((?x190 (dim ?x183 2)))
 (= ?x190 ?x174))))))
(assert
 (let ((?x177 (+ (- 2) sym_w)))
 (let ((?x115 (idkernel4 sym_c 3 3)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x115)))
 (let ((?x192 (dim ?x183 3)))
 (= ?x192 ?x177))))))
(assert
 (let ((?x115 (idkernel4 sym_c 3 3)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x115)))
 (let ((?x194 (relu ?x183)))
 (= (rank ?x194) 4)))))
(assert
 (let ((?x115 (idkernel4 sym_c 3 3)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x115)))
 (let ((?x194 (relu ?x183)))
 (= (dim ?x194 0) sym_n)))))
(assert
 (let ((?x115 (idkernel4 sym_c 3 3)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x115)))
 (let ((?x194 (relu ?x183)))
 (= (dim ?x194 1) sym_c)))))
(assert
 (let ((?x174 (+ (- 2) sym_h)))
 (let ((?x115 (idkernel4 sym_c 3 3)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x115)))
 (let ((?x194 (relu ?x183)))
 (let ((?x201 (dim ?x194 2)))
 (= ?x201 ?x174)))))))
(assert
 (let ((?x177 (+ (- 2) sym_w)))
 (let ((?x115 (idkernel4 sym_c 3 3)))
 (let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x115)))
 (let ((?x194 (relu ?x183)))
 (let ((?x203 (dim ?x194 3)))
 (= ?x203 ?x177)))))))
(assert
 (let ((?x115 (idkernel4 sym_c 3 3)))
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x115)))
 (= (rank ?x205) 4))))
(assert
 (let ((?x115 (idkernel4 sym_c 3 3)))
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x115)))
 (= (dim ?x205 0) sym_n))))
(assert
 (let ((?x115 (idkernel4 sym_c 3 3)))
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x115)))
 (= (dim ?x205 1) sym_c))))
(assert
 (let ((?x158 (div (+ (- 1) sym_h) 2)))
 (let ((?x159 (+ 1 ?x158)))
 (let ((?x115 (idkernel4 sym_c 3 3)))
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x115)))
 (let ((?x212 (dim ?x205 2)))
 (= ?x212 ?x159)))))))
(assert
 (let ((?x163 (div (+ (- 1) sym_w) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x115 (idkernel4 sym_c 3 3)))
 (let ((?x205 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x115)))
 (let ((?x214 (dim ?x205 3)))
 (= ?x214 ?x164)))))))
(assert
 (let ((?x115 (idkernel4 sym_c 3 3)))
(let ((?x183 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x115)))
(let ((?x194 (relu ?x183)))
(let ((?x137 (relu in_i1)))
(let ((?x166 (conv 1 1 0 0 0 0 1 1 1 ?x137 ?x115)))
(let ((?x205 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x115)))
(let ((?x126 (idkernel4 sym_c 1 1)))
(let ((?x148 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x126)))
(or (and (distinct ?x148 ?x205) true) (and (distinct ?x166 ?x194) true)))))))))))
(check-sat)
