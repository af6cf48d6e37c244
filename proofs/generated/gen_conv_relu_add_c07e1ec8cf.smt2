; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_add_x, conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 51602
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((W T) (X1 T) (X2 T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x21 (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W))))
 (let ((?x18 (conv sh sw pt pl pb pr dh dw g (add X1 X2) W)))
 (= ?x18 ?x21))) :pattern ( (conv sh sw pt pl pb pr dh dw g (add X1 X2) W) ) :pattern ( (add (conv sh sw pt pl pb pr dh dw g X1 W) (conv sh sw pt pl pb pr dh dw g X2 W)) ) :qid conv_add_x))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x50 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x47 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x51 (= ?x47 ?x50)))
 (=> (and (< 1 (* sh sw))) $x51)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x68 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x66 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x69 (= ?x66 ?x68)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x69)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x105 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x103 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x106 (= ?x103 ?x105)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x106)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (let ((?x144 (dim in_u1 2)))
 (= 1 ?x144)))
(assert
 (let ((?x146 (dim in_u1 3)))
 (= 1 ?x146)))
(assert
 (let ((?x148 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x148) 4)))
(assert
 (let ((?x148 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x148 0) sym_n)))
(assert
 (let ((?x148 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x148 1) sym_c)))
(assert
 (let ((?x157 (div (+ (- 1) sym_h) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (let ((?x148 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x155 (dim ?x148 2)))
 (= ?x155 ?x158))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_w) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x148 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x160 (dim ?x148 3)))
 (= ?x160 ?x163))))))
(assert
 (let ((?x148 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x165 (relu ?x148)))
 (= (rank ?x165) 4))))
(assert
 (let ((?x148 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x165 (relu ?x148)))
 (= (dim ?x165 0) sym_n))))
(assert
 (let ((?x148 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x165 (relu ?x148)))
 (= (dim ?x165 1) sym_c))))
(assert
 (let ((?x157 (div (+ (- 1) sym_h) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (let ((?x148 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x165 (relu ?x148)))
 (let ((?x172 (dim ?x165 2)))
 (= ?x172 ?x158)))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_w) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x148 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x165 (relu ?x148)))
 (let ((?x174 (dim ?x165 3)))
 (= ?x174 ?x163)))))))
(assert
 (let ((?x148 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x165 (relu ?x148)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 ?x165 in_u1)))
 (= (rank ?x176) 4)))))
(assert
 (let ((?x148 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x165 (relu ?x148)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 ?x165 in_u1)))
 (= (dim ?x176 0) sym_n)))))
(assert
 (let ((?x148 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x165 (relu ?x148)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 ?x165 in_u1)))
 (= (dim ?x176 1) sym_c)))))
(assert
 (let ((?x157 (div (+ (- 1) sym_h) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (let ((?x148 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x165 (relu ?x148)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 ?x165 in_u1)))
 (let ((?x183 (dim ?x176 2)))
 (= ?x183 ?x158))))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_w) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x148 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x165 (relu ?x148)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 ?x165 in_u1)))
 (let ((?x185 (dim ?x176 3)))
 (= ?x185 ?x163))))))))
(assert
 (let ((?x148 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x165 (relu ?x148)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 ?x165 in_u1)))
 (let ((?x187 (add ?x148 ?x176)))
 (= (rank ?x187) 4))))))
(assert
 (let ((?x148 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x165 (relu ?x148)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 ?x165 in_u1)))
 (let ((?x187 (add ?x148 ?x176)))
 (= (dim ?x187 0) sym_n))))))
(assert
 (let ((?x148 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x165 (relu ?x148)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 ?x165 in_u1)))
 (let ((?x187 (add ?x148 ?x176)))
 (= (dim ?x187 1) sym_c))))))
(assert
 (let ((?x157 (div (+ (- 1) sym_h) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (let ((?x148 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x165 (relu ?x148)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 ?x165 in_u1)))
 (let ((?x187 (add ?x148 ?x176)))
 (let ((?x194 (dim ?x187 2)))
 (= ?x194 ?x158)))))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_w) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x148 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x165 (relu ?x148)))
 (let ((?x176 (conv 1 1 0 0 0 0 1 1 1 ?x165 in_u1)))
 (let ((?x187 (add ?x148 ?x176)))
 (let ((?x196 (dim ?x187 3)))
 (= ?x196 ?x163)))))))))
(assert
 (let ((?x157 (div (+ (- 1) sym_h) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (>= ?x158 0))))
(assert
 (let ((?x162 (div (+ (- 1) sym_w) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (>= ?x163 0))))
(assert
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x200) 4)))
(assert
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x200 0) sym_n)))
(assert
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x200 1) sym_c)))
(assert
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x200 2) sym_h)))
(assert
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x200 3) sym_w)))
(assert
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x211 (relu ?x200)))
 (= (rank ?x211) 4))))
(assert
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x211 (relu ?x200)))
 (= (dim ?x211 0) sym_n))))
(assert
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x211 (relu ?x200)))
 (= (dim ?x211 1) sym_c))))
(assert
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x211 (relu ?x200)))
 (= (dim ?x211 2) sym_h))))
(assert
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x211 (relu ?x200)))
 (= (dim ?x211 3) sym_w))))
(assert
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x211 (relu ?x200)))
 (let ((?x222 (add in_i1 ?x211)))
 (= (rank ?x222) 4)))))
(assert
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x211 (relu ?x200)))
 (let ((?x222 (add in_i1 ?x211)))
 (= (dim ?x222 0) sym_n)))))
(assert
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x211 (relu ?x200)))
 (let ((?x222 (add in_i1 ?x211)))
 (= (dim ?x222 1) sym_c)))))
(assert
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x211 (relu ?x200)))
 (let ((?x222 (add in_i1 ?x211)))
 (= (dim ?x222 2) sym_h)))))
(assert
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x211 (relu ?x200)))
 (let ((?x222 (add in_i1 ?x211)))
 (= (dim ?x222 3) sym_w)))))
(assert
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x211 (relu ?x200)))
 (let ((?x222 (add in_i1 ?x211)))
 (let ((?x233 (conv 2 2 0 0 0 0 1 1 1 ?x222 in_u1)))
 (= (rank ?x233) 4))))))
(assert
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x211 (relu ?x200)))
 (let ((?x222 (add in_i1 ?x211)))
 (let ((?x233 (conv 2 2 0 0 0 0 1 1 1 ?x222 in_u1)))
 (= (dim ?x233 0) sym_n))))))
(assert
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x211 (relu ?x200)))
 (let ((?x222 (add in_i1 ?x211)))
 (let ((?x233 (conv 2 2 0 0 0 0 1 1 1 ?x222 in_u1)))
 (= (dim ?x233 1) sym_c))))))
(assert
 (let ((?x157 (div (+ (- 1) sym_h) 2)))
 (let ((?x158 (+ 1 ?x157)))
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x211 (relu ?x200)))
 (let ((?x222 (add in_i1 ?x211)))
 (let ((?x233 (conv 2 2 0 0 0 0 1 1 1 ?x222 in_u1)))
 (let ((?x240 (dim ?x233 2)))
 (= ?x240 ?x158)))))))))
(assert
 (let ((?x162 (div (+ (- 1) sym_w) 2)))
 (let ((?x163 (+ 1 ?x162)))
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x211 (relu ?x200)))
 (let ((?x222 (add in_i1 ?x211)))
 (let ((?x233 (conv 2 2 0 0 0 0 1 1 1 ?x222 in_u1)))
 (let ((?x242 (dim ?x233 3)))
 (= ?x242 ?x163)))))))))
(assert
 (let ((?x200 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x211 (relu ?x200)))
(let ((?x222 (add in_i1 ?x211)))
(let ((?x233 (conv 2 2 0 0 0 0 1 1 1 ?x222 in_u1)))
(let ((?x148 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x165 (relu ?x148)))
(let ((?x176 (conv 1 1 0 0 0 0 1 1 1 ?x165 in_u1)))
(let ((?x187 (add ?x148 ?x176)))
(and (distinct ?x187 ?x233) true))))))))))
(check-sat)
