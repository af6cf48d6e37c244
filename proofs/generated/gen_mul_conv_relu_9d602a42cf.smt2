; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_smul_w, conv_strided_subsample, maxpool_relu, subsample_conv1x1
; z3 rlimit used: 49930
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
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
(declare-fun in_s1 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x19 (conv sh sw pt pl pb pr dh dw g X W)))
 (let ((?x20 (smul ?x19 S)))
 (let ((?x18 (conv sh sw pt pl pb pr dh dw g X (smul W S))))
 (= ?x18 ?x20)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X (smul W S)) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_w))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x48 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x19 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x49 (= ?x19 ?x48)))
 (=> (and (< 1 (* sh sw))) $x49)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x66 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x64 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x67 (= ?x64 ?x66)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x67)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((U T) (X T) (dh Int) (dw Int) (g Int) (sh Int) (sw Int) )(! (let ((?x103 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U))))
 (let ((?x101 (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U)))
 (let (($x104 (= ?x101 ?x103)))
 (=> (and (= 1 (dim U 2)) (= 1 (dim U 3))) $x104)))) :pattern ( (conv 1 1 0 0 0 0 dh dw g (maxpool 1 1 sh sw 0 0 0 0 X) U) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 0 0 0 0 dh dw g X U)) ) :qid subsample_conv1x1))
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
 (= (rank in_s1) 0))
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
 (= (rank (smul in_u1 in_s1)) 4))
(assert
 (= (dim (smul in_u1 in_s1) 0) sym_c))
(assert
 (= (dim (smul in_u1 in_s1) 1) sym_c))
(assert
 (let ((?x149 (smul in_u1 in_s1)))
 (let ((?x156 (dim ?x149 2)))
 (= 1 ?x156))))
(assert
 (let ((?x149 (smul in_u1 in_s1)))
 (let ((?x158 (dim ?x149 3)))
 (= 1 ?x158))))
(assert
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x160) 4)))
(assert
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x160 0) sym_n)))
(assert
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x160 1) sym_c)))
(assert
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x160 2) sym_h)))
(assert
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x160 3) sym_w)))
(assert
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x171 (relu ?x160)))
 (= (rank ?x171) 4))))
(assert
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x171 (relu ?x160)))
 (= (dim ?x171 0) sym_n))))
(assert
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x171 (relu ?x160)))
 (= (dim ?x171 1) sym_c))))
(assert
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x171 (relu ?x160)))
 (= (dim ?x171 2) sym_h))))
(assert
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x171 (relu ?x160)))
 (= (dim ?x171 3) sym_w))))
(assert
 (let ((?x149 (smul in_u1 in_s1)))
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x171 (relu ?x160)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 ?x171 ?x149)))
 (= (rank ?x182) 4))))))
(assert
 (let ((?x149 (smul in_u1 in_s1)))
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x171 (relu ?x160)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 ?x171 ?x149)))
 (= (dim ?x182 0) sym_n))))))
(assert
 (let ((?x149 (smul in_u1 in_s1)))
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x171 (relu ?x160)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 ?x171 ?x149)))
 (= (dim ?x182 1) sym_c))))))
(assert
 (let ((?x191 (div (+ (- 1) sym_h) 2)))
 (let ((?x192 (+ 1 ?x191)))
 (let ((?x149 (smul in_u1 in_s1)))
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x171 (relu ?x160)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 ?x171 ?x149)))
 (let ((?x189 (dim ?x182 2)))
 (= ?x189 ?x192)))))))))
(assert
 (let ((?x196 (div (+ (- 1) sym_w) 2)))
 (let ((?x197 (+ 1 ?x196)))
 (let ((?x149 (smul in_u1 in_s1)))
 (let ((?x160 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x171 (relu ?x160)))
 (let ((?x182 (conv 2 2 0 0 0 0 1 1 1 ?x171 ?x149)))
 (let ((?x194 (dim ?x182 3)))
 (= ?x194 ?x197)))))))))
(assert
 (let ((?x191 (div (+ (- 1) sym_h) 2)))
 (let ((?x192 (+ 1 ?x191)))
 (>= ?x192 0))))
(assert
 (let ((?x196 (div (+ (- 1) sym_w) 2)))
 (let ((?x197 (+ 1 ?x196)))
 (>= ?x197 0))))
(assert
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (rank ?x201) 4)))
(assert
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x201 0) sym_n)))
(assert
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (= (dim ?x201 1) sym_c)))
(assert
 (let ((?x191 (div (+ (- 1) sym_h) 2)))
 (let ((?x192 (+ 1 ?x191)))
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x208 (dim ?x201 2)))
 (= ?x208 ?x192))))))
(assert
 (let ((?x196 (div (+ (- 1) sym_w) 2)))
 (let ((?x197 (+ 1 ?x196)))
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x210 (dim ?x201 3)))
 (= ?x210 ?x197))))))
(assert
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x212 (relu ?x201)))
 (= (rank ?x212) 4))))
(assert
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x212 (relu ?x201)))
 (= (dim ?x212 0) sym_n))))
(assert
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x212 (relu ?x201)))
 (= (dim ?x212 1) sym_c))))
(assert
 (let ((?x191 (div (+ (- 1) sym_h) 2)))
 (let ((?x192 (+ 1 ?x191)))
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x212 (relu ?x201)))
 (let ((?x219 (dim ?x212 2)))
 (= ?x219 ?x192)))))))
(assert
 (let ((?x196 (div (+ (- 1) sym_w) 2)))
 (let ((?x197 (+ 1 ?x196)))
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x212 (relu ?x201)))
 (let ((?x221 (dim ?x212 3)))
 (= ?x221 ?x197)))))))
(assert
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x212 (relu ?x201)))
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 ?x212 in_u1)))
 (= (rank ?x223) 4)))))
(assert
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x212 (relu ?x201)))
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 ?x212 in_u1)))
 (= (dim ?x223 0) sym_n)))))
(assert
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x212 (relu ?x201)))
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 ?x212 in_u1)))
 (= (dim ?x223 1) sym_c)))))
(assert
 (let ((?x191 (div (+ (- 1) sym_h) 2)))
 (let ((?x192 (+ 1 ?x191)))
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x212 (relu ?x201)))
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 ?x212 in_u1)))
 (let ((?x230 (dim ?x223 2)))
 (= ?x230 ?x192))))))))
(assert
 (let ((?x196 (div (+ (- 1) sym_w) 2)))
 (let ((?x197 (+ 1 ?x196)))
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x212 (relu ?x201)))
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 ?x212 in_u1)))
 (let ((?x232 (dim ?x223 3)))
 (= ?x232 ?x197))))))))
(assert
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x212 (relu ?x201)))
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 ?x212 in_u1)))
 (let ((?x234 (smul ?x223 in_s1)))
 (= (rank ?x234) 4))))))
(assert
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x212 (relu ?x201)))
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 ?x212 in_u1)))
 (let ((?x234 (smul ?x223 in_s1)))
 (= (dim ?x234 0) sym_n))))))
(assert
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x212 (relu ?x201)))
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 ?x212 in_u1)))
 (let ((?x234 (smul ?x223 in_s1)))
 (= (dim ?x234 1) sym_c))))))
(assert
 (let ((?x191 (div (+ (- 1) sym_h) 2)))
 (let ((?x192 (+ 1 ?x191)))
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x212 (relu ?x201)))
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 ?x212 in_u1)))
 (let ((?x234 (smul ?x223 in_s1)))
 (let ((?x241 (dim ?x234 2)))
 (= ?x241 ?x192)))))))))
(assert
 (let ((?x196 (div (+ (- 1) sym_w) 2)))
 (let ((?x197 (+ 1 ?x196)))
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
 (let ((?x212 (relu ?x201)))
 (let ((?x223 (conv 1 1 0 0 0 0 1 1 1 ?x212 in_u1)))
 (let ((?x234 (smul ?x223 in_s1)))
 (let ((?x243 (dim ?x234 3)))
 (= ?x243 ?x197)))))))))
(assert
 (let ((?x201 (conv 2 2 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x212 (relu ?x201)))
(let ((?x223 (conv 1 1 0 0 0 0 1 1 1 ?x212 in_u1)))
(let ((?x234 (smul ?x223 in_s1)))
(let ((?x149 (smul in_u1 in_s1)))
(let ((?x160 (conv 1 1 0 0 0 0 1 1 1 in_i1 in_u1)))
(let ((?x171 (relu ?x160)))
(let ((?x182 (conv 2 2 0 0 0 0 1 1 1 ?x171 ?x149)))
(and (distinct ?x182 ?x234) true))))))))))
(check-sat)
