; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_concat_batch, relu_concat
; z3 rlimit used: 51678
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_w () Int)
(declare-fun rank (T) Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(declare-fun in_u1 () T)
(assert
 (forall ((X T) (Y T) (ax Int) )(! (let ((?x12 (concat ax (relu X) (relu Y))))
 (let ((?x9 (relu (concat ax X Y))))
 (= ?x9 ?x12))) :pattern ( (relu (concat ax X Y)) ) :pattern ( (concat ax (relu X) (relu Y)) ) :qid relu_concat))
 )
(assert
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x51 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x52 (= ?x51 X)))
 (let (($x48 (= (dim X 1) c)))
 (let (($x49 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x48)))
 (=> $x49 $x52))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x80 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x77 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x81 (= ?x77 ?x80)))
 (=> (and (< 1 (* sh sw))) $x81)))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (Y T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x95 (concat 0 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y))))
 (let ((?x92 (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y))))
 (= ?x92 ?x95))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y)) ) :pattern ( (concat 0 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y)) ) :qid maxpool_concat_batch))
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
 (= (rank in_u1) 4))
(assert
 (= (dim in_u1 0) sym_c))
(assert
 (= (dim in_u1 1) sym_c))
(assert
 (let ((?x139 (dim in_u1 2)))
 (= 1 ?x139)))
(assert
 (let ((?x141 (dim in_u1 3)))
 (= 1 ?x141)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x150 (dim ?x143 2)))
 (= 1 ?x150))))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x152 (dim ?x143 3)))
 (= 1 ?x152))))
(assert
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (rank ?x154) 4)))
(assert
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (dim ?x154 0) sym_n)))
(assert
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (dim ?x154 1) sym_c)))
(assert
 (let ((?x163 (div (+ (- 1) sym_h) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x161 (dim ?x154 2)))
 (= ?x161 ?x164))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_w) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x166 (dim ?x154 3)))
 (= ?x166 ?x169))))))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x143)))
 (= (rank ?x171) 4))))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x143)))
 (= (dim ?x171 0) sym_n))))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x143)))
 (= (dim ?x171 1) sym_c))))
(assert
 (let ((?x163 (div (+ (- 1) sym_h) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x143)))
 (let ((?x178 (dim ?x171 2)))
 (= ?x178 ?x164)))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_w) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x143)))
 (let ((?x180 (dim ?x171 3)))
 (= ?x180 ?x169)))))))
(assert
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x182 (relu ?x154)))
 (= (rank ?x182) 4))))
(assert
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x182 (relu ?x154)))
 (= (dim ?x182 0) sym_n))))
(assert
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x182 (relu ?x154)))
 (= (dim ?x182 1) sym_c))))
(assert
 (let ((?x163 (div (+ (- 1) sym_h) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x182 (relu ?x154)))
 (let ((?x189 (dim ?x182 2)))
 (= ?x189 ?x164)))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_w) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x182 (relu ?x154)))
 (let ((?x191 (dim ?x182 3)))
 (= ?x191 ?x169)))))))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x143)))
 (let ((?x193 (relu ?x171)))
 (= (rank ?x193) 4)))))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x143)))
 (let ((?x193 (relu ?x171)))
 (= (dim ?x193 0) sym_n)))))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x143)))
 (let ((?x193 (relu ?x171)))
 (= (dim ?x193 1) sym_c)))))
(assert
 (let ((?x163 (div (+ (- 1) sym_h) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x143)))
 (let ((?x193 (relu ?x171)))
 (let ((?x200 (dim ?x193 2)))
 (= ?x200 ?x164))))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_w) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x143)))
 (let ((?x193 (relu ?x171)))
 (let ((?x202 (dim ?x193 3)))
 (= ?x202 ?x169))))))))
(assert
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x182 (relu ?x154)))
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x143)))
 (let ((?x193 (relu ?x171)))
 (let ((?x204 (concat 0 ?x193 ?x182)))
 (= (rank ?x204) 4))))))))
(assert
 (let ((?x208 (* 2 sym_n)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x182 (relu ?x154)))
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x143)))
 (let ((?x193 (relu ?x171)))
 (let ((?x204 (concat 0 ?x193 ?x182)))
 (let ((?x207 (dim ?x204 0)))
 (= ?x207 ?x208))))))))))
(assert
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x182 (relu ?x154)))
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x143)))
 (let ((?x193 (relu ?x171)))
 (let ((?x204 (concat 0 ?x193 ?x182)))
 (= (dim ?x204 1) sym_c))))))))
(assert
 (let ((?x163 (div (+ (- 1) sym_h) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x182 (relu ?x154)))
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x143)))
 (let ((?x193 (relu ?x171)))
 (let ((?x204 (concat 0 ?x193 ?x182)))
 (let ((?x212 (dim ?x204 2)))
 (= ?x212 ?x164)))))))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_w) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x182 (relu ?x154)))
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x143)))
 (let ((?x193 (relu ?x171)))
 (let ((?x204 (concat 0 ?x193 ?x182)))
 (let ((?x214 (dim ?x204 3)))
 (= ?x214 ?x169)))))))))))
(assert
 (let ((?x163 (div (+ (- 1) sym_h) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (>= ?x164 0))))
(assert
 (let ((?x168 (div (+ (- 1) sym_w) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (>= ?x169 0))))
(assert
 (let ((?x208 (* 2 sym_n)))
 (>= ?x208 0)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x219 (idkernel4 sym_c 3 3)))
 (let ((?x226 (dim ?x219 2)))
 (= 3 ?x226))))
(assert
 (let ((?x219 (idkernel4 sym_c 3 3)))
 (let ((?x228 (dim ?x219 3)))
 (= 3 ?x228))))
(assert
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (rank ?x230) 4)))
(assert
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (dim ?x230 0) sym_n)))
(assert
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (dim ?x230 1) sym_c)))
(assert
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (dim ?x230 2) sym_h)))
(assert
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (dim ?x230 3) sym_w)))
(assert
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x241 (concat 0 in_i1 ?x230)))
 (= (rank ?x241) 4))))
(assert
 (let ((?x208 (* 2 sym_n)))
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x241 (concat 0 in_i1 ?x230)))
 (let ((?x244 (dim ?x241 0)))
 (= ?x244 ?x208))))))
(assert
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x241 (concat 0 in_i1 ?x230)))
 (= (dim ?x241 1) sym_c))))
(assert
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x241 (concat 0 in_i1 ?x230)))
 (= (dim ?x241 2) sym_h))))
(assert
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x241 (concat 0 in_i1 ?x230)))
 (= (dim ?x241 3) sym_w))))
(assert
 (let ((?x219 (idkernel4 sym_c 3 3)))
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x241 (concat 0 in_i1 ?x230)))
 (let ((?x252 (conv 2 2 1 1 1 1 1 1 1 ?x241 ?x219)))
 (= (rank ?x252) 4))))))
(assert
 (let ((?x208 (* 2 sym_n)))
 (let ((?x219 (idkernel4 sym_c 3 3)))
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x241 (concat 0 in_i1 ?x230)))
 (let ((?x252 (conv 2 2 1 1 1 1 1 1 1 ?x241 ?x219)))
 (let ((?x255 (dim ?x252 0)))
 (= ?x255 ?x208))))))))
(assert
 (let ((?x219 (idkernel4 sym_c 3 3)))
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x241 (concat 0 in_i1 ?x230)))
 (let ((?x252 (conv 2 2 1 1 1 1 1 1 1 ?x241 ?x219)))
 (= (dim ?x252 1) sym_c))))))
(assert
 (let ((?x163 (div (+ (- 1) sym_h) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x219 (idkernel4 sym_c 3 3)))
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x241 (concat 0 in_i1 ?x230)))
 (let ((?x252 (conv 2 2 1 1 1 1 1 1 1 ?x241 ?x219)))
 (let ((?x259 (dim ?x252 2)))
 (= ?x259 ?x164)))))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_w) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x219 (idkernel4 sym_c 3 3)))
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x241 (concat 0 in_i1 ?x230)))
 (let ((?x252 (conv 2 2 1 1 1 1 1 1 1 ?x241 ?x219)))
 (let ((?x261 (dim ?x252 3)))
 (= ?x261 ?x169)))))))))
(assert
 (let ((?x219 (idkernel4 sym_c 3 3)))
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x241 (concat 0 in_i1 ?x230)))
 (let ((?x252 (conv 2 2 1 1 1 1 1 1 1 ?x241 ?x219)))
 (let ((?x263 (relu ?x252)))
 (= (rank ?x263) 4)))))))
(assert
 (let ((?x208 (* 2 sym_n)))
 (let ((?x219 (idkernel4 sym_c 3 3)))
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x241 (concat 0 in_i1 ?x230)))
 (let ((?x252 (conv 2 2 1 1 1 1 1 1 1 ?x241 ?x219)))
 (let ((?x263 (relu ?x252)))
 (let ((?x266 (dim ?x263 0)))
 (= ?x266 ?x208)))))))))
(assert
 (let ((?x219 (idkernel4 sym_c 3 3)))
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x241 (concat 0 in_i1 ?x230)))
 (let ((?x252 (conv 2 2 1 1 1 1 1 1 1 ?x241 ?x219)))
 (let ((?x263 (relu ?x252)))
 (= (dim ?x263 1) sym_c)))))))
(assert
 (let ((?x163 (div (+ (- 1) sym_h) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x219 (idkernel4 sym_c 3 3)))
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x241 (concat 0 in_i1 ?x230)))
 (let ((?x252 (conv 2 2 1 1 1 1 1 1 1 ?x241 ?x219)))
 (let ((?x263 (relu ?x252)))
 (let ((?x270 (dim ?x263 2)))
 (= ?x270 ?x164))))))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_w) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x219 (idkernel4 sym_c 3 3)))
 (let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x241 (concat 0 in_i1 ?x230)))
 (let ((?x252 (conv 2 2 1 1 1 1 1 1 1 ?x241 ?x219)))
 (let ((?x263 (relu ?x252)))
 (let ((?x272 (dim ?x263 3)))
 (= ?x272 ?x169))))))))))
(assert
 (let ((?x219 (idkernel4 sym_c 3 3)))
(let ((?x230 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
(let ((?x241 (concat 0 in_i1 ?x230)))
(let ((?x252 (conv 2 2 1 1 1 1 1 1 1 ?x241 ?x219)))
(let ((?x263 (relu ?x252)))
(let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u1)))
(let ((?x182 (relu ?x154)))
(let ((?x143 (idkernel4 sym_c 1 1)))
(let ((?x171 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x143)))
(let ((?x193 (relu ?x171)))
(let ((?x204 (concat 0 ?x193 ?x182)))
(and (distinct ?x204 ?x263) true)))))))))))))
(check-sat)
