; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_relu
; z3 rlimit used: 46645
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun maxpool (Int Int Int Int Int Int Int Int T) T)
(declare-fun relu (T) T)
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
 (forall ((X T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x86 (relu (maxpool kh kw sh sw pt pl pb pr X))))
 (let ((?x84 (maxpool kh kw sh sw pt pl pb pr (relu X))))
 (let (($x87 (= ?x84 ?x86)))
 (=> (and (< pt kh) (< pb kh) (< pl kw) (< pr kw)) $x87)))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (relu X)) ) :pattern ( (relu (maxpool kh kw sh sw pt pl pb pr X)) ) :qid maxpool_relu))
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
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x143)))
 (= (rank ?x154) 4))))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x143)))
 (= (dim ?x154 0) sym_n))))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x143)))
 (= (dim ?x154 1) sym_c))))
(assert
 (let ((?x163 (div (+ (- 1) sym_h) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x143)))
 (let ((?x161 (dim ?x154 2)))
 (= ?x161 ?x164)))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_w) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x143)))
 (let ((?x166 (dim ?x154 3)))
 (= ?x166 ?x169)))))))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x143)))
 (let ((?x171 (relu ?x154)))
 (= (rank ?x171) 4)))))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x143)))
 (let ((?x171 (relu ?x154)))
 (= (dim ?x171 0) sym_n)))))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x143)))
 (let ((?x171 (relu ?x154)))
 (= (dim ?x171 1) sym_c)))))
(assert
 (let ((?x163 (div (+ (- 1) sym_h) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x143)))
 (let ((?x171 (relu ?x154)))
 (let ((?x178 (dim ?x171 2)))
 (= ?x178 ?x164))))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_w) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x143)))
 (let ((?x171 (relu ?x154)))
 (let ((?x180 (dim ?x171 3)))
 (= ?x180 ?x169))))))))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x143)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 ?x154 in_u1)))
 (= (rank ?x182) 4)))))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x143)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 ?x154 in_u1)))
 (= (dim ?x182 0) sym_n)))))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x143)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 ?x154 in_u1)))
 (= (dim ?x182 1) sym_c)))))
(assert
 (let ((?x163 (div (+ (- 1) sym_h) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x143)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 ?x154 in_u1)))
 (let ((?x189 (dim ?x182 2)))
 (= ?x189 ?x164))))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_w) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x143)))
 (let ((?x182 (conv 1 1 0 0 0 0 1 1 1 ?x154 in_u1)))
 (let ((?x191 (dim ?x182 3)))
 (= ?x191 ?x169))))))))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x143)))
 (let ((?x171 (relu ?x154)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x171 ?x143)))
 (= (rank ?x193) 4))))))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x143)))
 (let ((?x171 (relu ?x154)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x171 ?x143)))
 (= (dim ?x193 0) sym_n))))))
(assert
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x143)))
 (let ((?x171 (relu ?x154)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x171 ?x143)))
 (= (dim ?x193 1) sym_c))))))
(assert
 (let ((?x163 (div (+ (- 1) sym_h) 2)))
 (let ((?x201 (div ?x163 2)))
 (let ((?x202 (+ 1 ?x201)))
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x143)))
 (let ((?x171 (relu ?x154)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x171 ?x143)))
 (let ((?x200 (dim ?x193 2)))
 (= ?x200 ?x202))))))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_w) 2)))
 (let ((?x205 (div ?x168 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x143 (idkernel4 sym_c 1 1)))
 (let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x143)))
 (let ((?x171 (relu ?x154)))
 (let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x171 ?x143)))
 (let ((?x204 (dim ?x193 3)))
 (= ?x204 ?x206))))))))))
(assert
 (let ((?x163 (div (+ (- 1) sym_h) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (>= ?x164 0))))
(assert
 (let ((?x168 (div (+ (- 1) sym_w) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (>= ?x169 0))))
(assert
 (let ((?x163 (div (+ (- 1) sym_h) 2)))
 (let ((?x201 (div ?x163 2)))
 (let ((?x202 (+ 1 ?x201)))
 (>= ?x202 0)))))
(assert
 (let ((?x168 (div (+ (- 1) sym_w) 2)))
 (let ((?x205 (div ?x168 2)))
 (let ((?x206 (+ 1 ?x205)))
 (>= ?x206 0)))))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x219 (dim ?x212 2)))
 (= 3 ?x219))))
(assert
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x221 (dim ?x212 3)))
 (= 3 ?x221))))
(assert
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (= (rank ?x223) 4))))
(assert
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (= (dim ?x223 0) sym_n))))
(assert
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (= (dim ?x223 1) sym_c))))
(assert
 (let ((?x163 (div (+ (- 1) sym_h) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x230 (dim ?x223 2)))
 (= ?x230 ?x164)))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_w) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x232 (dim ?x223 3)))
 (= ?x232 ?x169)))))))
(assert
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x234 (conv 1 1 0 0 0 0 1 1 1 ?x223 in_u1)))
 (= (rank ?x234) 4)))))
(assert
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x234 (conv 1 1 0 0 0 0 1 1 1 ?x223 in_u1)))
 (= (dim ?x234 0) sym_n)))))
(assert
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x234 (conv 1 1 0 0 0 0 1 1 1 ?x223 in_u1)))
 (= (dim ?x234 1) sym_c)))))
(assert
 (let ((?x163 (div (+ (- 1) sym_h) 2)))
 (let ((?x164 (+ 1 ?x163)))
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x234 (conv 1 1 0 0 0 0 1 1 1 ?x223 in_u1)))
 (let ((?x241 (dim ?x234 2)))
 (= ?x241 ?x164))))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_w) 2)))
 (let ((?x169 (+ 1 ?x168)))
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x234 (conv 1 1 0 0 0 0 1 1 1 ?x223 in_u1)))
 (let ((?x243 (dim ?x234 3)))
 (= ?x243 ?x169))))))))
(assert
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x245 (conv 2 2 1 1 1 1 1 1 1 ?x223 ?x212)))
 (= (rank ?x245) 4)))))
(assert
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x245 (conv 2 2 1 1 1 1 1 1 1 ?x223 ?x212)))
 (= (dim ?x245 0) sym_n)))))
(assert
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x245 (conv 2 2 1 1 1 1 1 1 1 ?x223 ?x212)))
 (= (dim ?x245 1) sym_c)))))
(assert
 (let ((?x163 (div (+ (- 1) sym_h) 2)))
 (let ((?x201 (div ?x163 2)))
 (let ((?x202 (+ 1 ?x201)))
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x245 (conv 2 2 1 1 1 1 1 1 1 ?x223 ?x212)))
 (let ((?x252 (dim ?x245 2)))
 (= ?x252 ?x202)))))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_w) 2)))
 (let ((?x205 (div ?x168 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x245 (conv 2 2 1 1 1 1 1 1 1 ?x223 ?x212)))
 (let ((?x254 (dim ?x245 3)))
 (= ?x254 ?x206)))))))))
(assert
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x245 (conv 2 2 1 1 1 1 1 1 1 ?x223 ?x212)))
 (let ((?x256 (relu ?x245)))
 (= (rank ?x256) 4))))))
(assert
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x245 (conv 2 2 1 1 1 1 1 1 1 ?x223 ?x212)))
 (let ((?x256 (relu ?x245)))
 (= (dim ?x256 0) sym_n))))))
(assert
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x245 (conv 2 2 1 1 1 1 1 1 1 ?x223 ?x212)))
 (let ((?x256 (relu ?x245)))
 (= (dim ?x256 1) sym_c))))))
(assert
 (let ((?x163 (div (+ (- 1) sym_h) 2)))
 (let ((?x201 (div ?x163 2)))
 (let ((?x202 (+ 1 ?x201)))
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x245 (conv 2 2 1 1 1 1 1 1 1 ?x223 ?x212)))
 (let ((?x256 (relu ?x245)))
 (let ((?x263 (dim ?x256 2)))
 (= ?x263 ?x202))))))))))
(assert
 (let ((?x168 (div (+ (- 1) sym_w) 2)))
 (let ((?x205 (div ?x168 2)))
 (let ((?x206 (+ 1 ?x205)))
 (let ((?x212 (idkernel4 sym_c 3 3)))
 (let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
 (let ((?x245 (conv 2 2 1 1 1 1 1 1 1 ?x223 ?x212)))
 (let ((?x256 (relu ?x245)))
 (let ((?x265 (dim ?x256 3)))
 (= ?x265 ?x206))))))))))
(assert
 (let ((?x212 (idkernel4 sym_c 3 3)))
(let ((?x223 (conv 2 2 1 1 1 1 1 1 1 in_i1 ?x212)))
(let ((?x245 (conv 2 2 1 1 1 1 1 1 1 ?x223 ?x212)))
(let ((?x256 (relu ?x245)))
(let ((?x143 (idkernel4 sym_c 1 1)))
(let ((?x154 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x143)))
(let ((?x171 (relu ?x154)))
(let ((?x193 (conv 2 2 0 0 0 0 1 1 1 ?x171 ?x143)))
(let ((?x234 (conv 1 1 0 0 0 0 1 1 1 ?x223 in_u1)))
(let ((?x182 (conv 1 1 0 0 0 0 1 1 1 ?x154 in_u1)))
(or (and (distinct ?x182 ?x234) true) (and (distinct ?x193 ?x256) true)))))))))))))
(check-sat)
