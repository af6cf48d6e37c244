; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, conv_idkernel, conv_strided_subsample, maxpool_relu, subsample_add
; z3 rlimit used: 48110
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun add (T T) T)
(declare-fun relu (T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
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
 (forall ((X T) (Y T) )(! (let ((?x80 (add Y X)))
 (let ((?x79 (add X Y)))
 (= ?x79 ?x80))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x94 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x92 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x95 (= ?x92 ?x94)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x95)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
 )
(assert
 (forall ((X T) (Y T) (sh Int) (sw Int) )(! (let ((?x100 (add (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y))))
 (let ((?x119 (maxpool 1 1 sh sw 0 0 0 0 (add X Y))))
 (= ?x119 ?x100))) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (add X Y)) ) :pattern ( (add (maxpool 1 1 sh sw 0 0 0 0 X) (maxpool 1 1 sh sw 0 0 0 0 Y)) ) :qid subsample_add))
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
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n))
(assert
 (= (dim in_i2 1) sym_c))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x169 (dim ?x162 2)))
 (= 1 ?x169))))
(assert
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x171 (dim ?x162 3)))
 (= 1 ?x171))))
(assert
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x173 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x162)))
 (= (rank ?x173) 4))))
(assert
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x173 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x162)))
 (= (dim ?x173 0) sym_n))))
(assert
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x173 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x162)))
 (= (dim ?x173 1) sym_c))))
(assert
 (let ((?x182 (div (+ (- 1) sym_h) 2)))
 (let ((?x183 (+ 1 ?x182)))
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x173 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x180 (dim ?x173 2)))
 (= ?x180 ?x183)))))))
(assert
 (let ((?x187 (div (+ (- 1) sym_w) 2)))
 (let ((?x188 (+ 1 ?x187)))
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x173 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x185 (dim ?x173 3)))
 (= ?x185 ?x188)))))))
(assert
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x162)))
 (= (rank ?x190) 4))))
(assert
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x162)))
 (= (dim ?x190 0) sym_n))))
(assert
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x162)))
 (= (dim ?x190 1) sym_c))))
(assert
 (let ((?x182 (div (+ (- 1) sym_h) 2)))
 (let ((?x183 (+ 1 ?x182)))
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x162)))
 (let ((?x197 (dim ?x190 2)))
 (= ?x197 ?x183)))))))
(assert
 (let ((?x187 (div (+ (- 1) sym_w) 2)))
 (let ((?x188 (+ 1 ?x187)))
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x162)))
 (let ((?x199 (dim ?x190 3)))
 (= ?x199 ?x188)))))))
(assert
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x162)))
 (let ((?x201 (relu ?x190)))
 (= (rank ?x201) 4)))))
(assert
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x162)))
 (let ((?x201 (relu ?x190)))
 (= (dim ?x201 0) sym_n)))))
(assert
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x162)))
 (let ((?x201 (relu ?x190)))
 (= (dim ?x201 1) sym_c)))))
(assert
 (let ((?x182 (div (+ (- 1) sym_h) 2)))
 (let ((?x183 (+ 1 ?x182)))
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x162)))
 (let ((?x201 (relu ?x190)))
 (let ((?x208 (dim ?x201 2)))
 (= ?x208 ?x183))))))))
(assert
 (let ((?x187 (div (+ (- 1) sym_w) 2)))
 (let ((?x188 (+ 1 ?x187)))
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x162)))
 (let ((?x201 (relu ?x190)))
 (let ((?x210 (dim ?x201 3)))
 (= ?x210 ?x188))))))))
(assert
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x162)))
 (let ((?x201 (relu ?x190)))
 (let ((?x173 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x212 (add ?x173 ?x201)))
 (= (rank ?x212) 4)))))))
(assert
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x162)))
 (let ((?x201 (relu ?x190)))
 (let ((?x173 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x212 (add ?x173 ?x201)))
 (= (dim ?x212 0) sym_n)))))))
(assert
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x162)))
 (let ((?x201 (relu ?x190)))
 (let ((?x173 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x212 (add ?x173 ?x201)))
 (= (dim ?x212 1) sym_c)))))))
(assert
 (let ((?x182 (div (+ (- 1) sym_h) 2)))
 (let ((?x183 (+ 1 ?x182)))
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x162)))
 (let ((?x201 (relu ?x190)))
 (let ((?x173 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x212 (add ?x173 ?x201)))
 (let ((?x219 (dim ?x212 2)))
 (= ?x219 ?x183))))))))))
(assert
 (let ((?x187 (div (+ (- 1) sym_w) 2)))
 (let ((?x188 (+ 1 ?x187)))
 (let ((?x162 (idkernel4 sym_c 1 1)))
 (let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x162)))
 (let ((?x201 (relu ?x190)))
 (let ((?x173 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x162)))
 (let ((?x212 (add ?x173 ?x201)))
 (let ((?x221 (dim ?x212 3)))
 (= ?x221 ?x188))))))))))
(assert
 (let ((?x182 (div (+ (- 1) sym_h) 2)))
 (let ((?x183 (+ 1 ?x182)))
 (>= ?x183 0))))
(assert
 (let ((?x187 (div (+ (- 1) sym_w) 2)))
 (let ((?x188 (+ 1 ?x187)))
 (>= ?x188 0))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x225 (idkernel4 sym_c 3 3)))
 (let ((?x232 (dim ?x225 2)))
 (= 3 ?x232))))
(assert
 (let ((?x225 (idkernel4 sym_c 3 3)))
 (let ((?x234 (dim ?x225 3)))
 (= 3 ?x234))))
(assert
 (= (rank (relu in_i2)) 4))
(assert
 (= (dim (relu in_i2) 0) sym_n))
(assert
 (= (dim (relu in_i2) 1) sym_c))
(assert
 (= (dim (relu in_i2) 2) sym_h))
(assert
 (= (dim (relu in_i2) 3) sym_w))
(assert
 (= (rank (add in_i1 (relu in_i2))) 4))
(assert
 (= (dim (add in_i1 (relu in_i2)) 0) sym_n))
(assert
 (= (dim (add in_i1 (relu in_i2)) 1) sym_c))
(assert
 (= (dim (add in_i1 (relu in_i2)) 2) sym_h))
(assert
 (= (dim (add in_i1 (relu in_i2)) 3) sym_w))
(assert
 (let ((?x225 (idkernel4 sym_c 3 3)))
 (let ((?x236 (relu in_i2)))
 (let ((?x247 (add in_i1 ?x236)))
 (let ((?x258 (conv 2 2 1 1 1 1 1 1 1 ?x247 ?x225)))
 (= (rank ?x258) 4))))))
(assert
 (let ((?x225 (idkernel4 sym_c 3 3)))
 (let ((?x236 (relu in_i2)))
 (let ((?x247 (add in_i1 ?x236)))
 (let ((?x258 (conv 2 2 1 1 1 1 1 1 1 ?x247 ?x225)))
 (= (dim ?x258 0) sym_n))))))
(assert
 (let ((?x225 (idkernel4 sym_c 3 3)))
 (let ((?x236 (relu in_i2)))
 (let ((?x247 (add in_i1 ?x236)))
 (let ((?x258 (conv 2 2 1 1 1 1 1 1 1 ?x247 ?x225)))
 (= (dim ?x258 1) sym_c))))))
(assert
 (let ((?x182 (div (+ (- 1) sym_h) 2)))
 (let ((?x183 (+ 1 ?x182)))
 (let ((?x225 (idkernel4 sym_c 3 3)))
 (let ((?x236 (relu in_i2)))
 (let ((?x247 (add in_i1 ?x236)))
 (let ((?x258 (conv 2 2 1 1 1 1 1 1 1 ?x247 ?x225)))
 (let ((?x265 (dim ?x258 2)))
 (= ?x265 ?x183)))))))))
(assert
 (let ((?x187 (div (+ (- 1) sym_w) 2)))
 (let ((?x188 (+ 1 ?x187)))
 (let ((?x225 (idkernel4 sym_c 3 3)))
 (let ((?x236 (relu in_i2)))
 (let ((?x247 (add in_i1 ?x236)))
 (let ((?x258 (conv 2 2 1 1 1 1 1 1 1 ?x247 ?x225)))
 (let ((?x267 (dim ?x258 3)))
 (= ?x267 ?x188)))))))))
(assert
 (let ((?x225 (idkernel4 sym_c 3 3)))
(let ((?x236 (relu in_i2)))
(let ((?x247 (add in_i1 ?x236)))
(let ((?x258 (conv 2 2 1 1 1 1 1 1 1 ?x247 ?x225)))
(let ((?x162 (idkernel4 sym_c 1 1)))
(let ((?x190 (conv 2 2 0 0 0 0 1 1 1 in_i2 ?x162)))
(let ((?x201 (relu ?x190)))
(let ((?x173 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x162)))
(let ((?x212 (add ?x173 ?x201)))
(and (distinct ?x212 ?x258) true)))))))))))
(check-sat)
