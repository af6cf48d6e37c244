; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel, conv_strided_subsample, maxpool_concat_batch, relu_concat
; z3 rlimit used: 78263
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
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
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
 (forall ((X T) (c Int) (kh Int) (kw Int) (ph Int) (pw Int) )(! (let ((?x56 (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw))))
 (let (($x57 (= ?x56 X)))
 (let (($x53 (= (dim X 1) c)))
 (let (($x49 (>= kw 1)))
 (let (($x48 (>= kh 1)))
 (let (($x47 (>= pw 0)))
 (let (($x46 (>= ph 0)))
 (let (($x54 (and (= kh (+ (* 2 ph) 1)) (= kw (+ (* 2 pw) 1)) $x46 $x47 $x48 $x49 $x53)))
 (=> $x54 $x57))))))))) :pattern ( (conv 1 1 ph pw ph pw 1 1 1 X (idkernel4 c kh kw)) ) :qid conv_idkernel))
 )
(assert
 (forall ((W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x93 (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W))))
 (let ((?x91 (conv sh sw pt pl pb pr dh dw g X W)))
 (let (($x94 (= ?x91 ?x93)))
 (let (($x87 (>= dw 1)))
 (let (($x85 (>= dh 1)))
 (let (($x83 (>= pr 0)))
 (let (($x82 (>= pb 0)))
 (let (($x80 (>= pl 0)))
 (let (($x79 (>= pt 0)))
 (let (($x78 (>= sw 1)))
 (let (($x77 (>= sh 1)))
 (let (($x76 (>= g 1)))
 (let (($x88 (and (< 1 (* sh sw)) $x76 $x77 $x78 $x79 $x80 $x82 $x83 $x85 $x87)))
 (=> $x88 $x94)))))))))))))) :pattern ( (conv sh sw pt pl pb pr dh dw g X W) ) :pattern ( (maxpool 1 1 sh sw 0 0 0 0 (conv 1 1 pt pl pb pr dh dw g X W)) ) :qid conv_strided_subsample))
 )
(assert
 (forall ((X T) (Y T) (kh Int) (kw Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x112 (concat 0 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y))))
 (let ((?x109 (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y))))
 (let (($x113 (= ?x109 ?x112)))
 (let (($x83 (>= pr 0)))
 (let (($x82 (>= pb 0)))
 (let (($x80 (>= pl 0)))
 (let (($x79 (>= pt 0)))
 (let (($x78 (>= sw 1)))
 (let (($x77 (>= sh 1)))
 (let (($x76 (>= kw 1)))
 (let (($x87 (>= kh 1)))
 (let (($x106 (and $x87 $x76 $x77 $x78 $x79 $x80 $x82 $x83)))
 (=> $x106 $x113))))))))))))) :pattern ( (maxpool kh kw sh sw pt pl pb pr (concat 0 X Y)) ) :pattern ( (concat 0 (maxpool kh kw sh sw pt pl pb pr X) (maxpool kh kw sh sw pt pl pb pr Y)) ) :qid maxpool_concat_batch))
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
 (let ((?x160 (dim in_u1 2)))
 (= 1 ?x160)))
(assert
 (let ((?x162 (dim in_u1 3)))
 (= 1 ?x162)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x164 (idkernel4 sym_c 1 1)))
 (let ((?x171 (dim ?x164 2)))
 (= 1 ?x171))))
(assert
 (let ((?x164 (idkernel4 sym_c 1 1)))
 (let ((?x173 (dim ?x164 3)))
 (= 1 ?x173))))
(assert
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (rank ?x175) 4)))
(assert
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (dim ?x175 0) sym_n)))
(assert
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (dim ?x175 1) sym_c)))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x182 (dim ?x175 2)))
 (= ?x182 ?x185))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x187 (dim ?x175 3)))
 (= ?x187 ?x190))))))
(assert
 (let ((?x164 (idkernel4 sym_c 1 1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x164)))
 (= (rank ?x192) 4))))
(assert
 (let ((?x164 (idkernel4 sym_c 1 1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x164)))
 (= (dim ?x192 0) sym_n))))
(assert
 (let ((?x164 (idkernel4 sym_c 1 1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x164)))
 (= (dim ?x192 1) sym_c))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x164 (idkernel4 sym_c 1 1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x164)))
 (let ((?x199 (dim ?x192 2)))
 (= ?x199 ?x185)))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x164 (idkernel4 sym_c 1 1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x164)))
 (let ((?x201 (dim ?x192 3)))
 (= ?x201 ?x190)))))))
(assert
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x203 (relu ?x175)))
 (= (rank ?x203) 4))))
(assert
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x203 (relu ?x175)))
 (= (dim ?x203 0) sym_n))))
(assert
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x203 (relu ?x175)))
 (= (dim ?x203 1) sym_c))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x203 (relu ?x175)))
 (let ((?x210 (dim ?x203 2)))
 (= ?x210 ?x185)))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x203 (relu ?x175)))
 (let ((?x212 (dim ?x203 3)))
 (= ?x212 ?x190)))))))
(assert
 (let ((?x164 (idkernel4 sym_c 1 1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x164)))
 (let ((?x214 (relu ?x192)))
 (= (rank ?x214) 4)))))
(assert
 (let ((?x164 (idkernel4 sym_c 1 1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x164)))
 (let ((?x214 (relu ?x192)))
 (= (dim ?x214 0) sym_n)))))
(assert
 (let ((?x164 (idkernel4 sym_c 1 1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x164)))
 (let ((?x214 (relu ?x192)))
 (= (dim ?x214 1) sym_c)))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x164 (idkernel4 sym_c 1 1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x164)))
 (let ((?x214 (relu ?x192)))
 (let ((?x221 (dim ?x214 2)))
 (= ?x221 ?x185))))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x164 (idkernel4 sym_c 1 1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x164)))
 (let ((?x214 (relu ?x192)))
 (let ((?x223 (dim ?x214 3)))
 (= ?x223 ?x190))))))))
(assert
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x203 (relu ?x175)))
 (let ((?x164 (idkernel4 sym_c 1 1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x164)))
 (let ((?x214 (relu ?x192)))
 (let ((?x225 (concat 0 ?x214 ?x203)))
 (= (rank ?x225) 4))))))))
(assert
 (let ((?x229 (* 2 sym_n)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x203 (relu ?x175)))
 (let ((?x164 (idkernel4 sym_c 1 1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x164)))
 (let ((?x214 (relu ?x192)))
 (let ((?x225 (concat 0 ?x214 ?x203)))
 (let ((?x228 (dim ?x225 0)))
 (= ?x228 ?x229))))))))))
(assert
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x203 (relu ?x175)))
 (let ((?x164 (idkernel4 sym_c 1 1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x164)))
 (let ((?x214 (relu ?x192)))
 (let ((?x225 (concat 0 ?x214 ?x203)))
 (= (dim ?x225 1) sym_c))))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x203 (relu ?x175)))
 (let ((?x164 (idkernel4 sym_c 1 1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x164)))
 (let ((?x214 (relu ?x192)))
 (let ((?x225 (concat 0 ?x214 ?x203)))
 (let ((?x233 (dim ?x225 2)))
 (= ?x233 ?x185)))))))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x203 (relu ?x175)))
 (let ((?x164 (idkernel4 sym_c 1 1)))
 (let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x164)))
 (let ((?x214 (relu ?x192)))
 (let ((?x225 (concat 0 ?x214 ?x203)))
 (let ((?x235 (dim ?x225 3)))
 (= ?x235 ?x190)))))))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (>= ?x185 0))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (>= ?x190 0))))
(assert
 (let ((?x229 (* 2 sym_n)))
 (>= ?x229 0)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x247 (dim ?x240 2)))
 (= 3 ?x247))))
(assert
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x249 (dim ?x240 3)))
 (= 3 ?x249))))
(assert
 (let ((?x251 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (rank ?x251) 4)))
(assert
 (let ((?x251 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (dim ?x251 0) sym_n)))
(assert
 (let ((?x251 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (dim ?x251 1) sym_c)))
(assert
 (let ((?x251 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (dim ?x251 2) sym_h)))
(assert
 (let ((?x251 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (= (dim ?x251 3) sym_w)))
(assert
 (let ((?x251 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x262 (concat 0 in_i1 ?x251)))
 (= (rank ?x262) 4))))
(assert
 (let ((?x229 (* 2 sym_n)))
 (let ((?x251 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x262 (concat 0 in_i1 ?x251)))
 (let ((?x265 (dim ?x262 0)))
 (= ?x265 ?x229))))))
(assert
 (let ((?x251 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x262 (concat 0 in_i1 ?x251)))
 (= (dim ?x262 1) sym_c))))
(assert
 (let ((?x251 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x262 (concat 0 in_i1 ?x251)))
 (= (dim ?x262 2) sym_h))))
(assert
 (let ((?x251 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x262 (concat 0 in_i1 ?x251)))
 (= (dim ?x262 3) sym_w))))
(assert
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x251 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x262 (concat 0 in_i1 ?x251)))
 (let ((?x273 (conv 2 2 1 1 1 1 1 1 1 ?x262 ?x240)))
 (= (rank ?x273) 4))))))
(assert
 (let ((?x229 (* 2 sym_n)))
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x251 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x262 (concat 0 in_i1 ?x251)))
 (let ((?x273 (conv 2 2 1 1 1 1 1 1 1 ?x262 ?x240)))
 (let ((?x276 (dim ?x273 0)))
 (= ?x276 ?x229))))))))
(assert
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x251 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x262 (concat 0 in_i1 ?x251)))
 (let ((?x273 (conv 2 2 1 1 1 1 1 1 1 ?x262 ?x240)))
 (= (dim ?x273 1) sym_c))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x251 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x262 (concat 0 in_i1 ?x251)))
 (let ((?x273 (conv 2 2 1 1 1 1 1 1 1 ?x262 ?x240)))
 (let ((?x280 (dim ?x273 2)))
 (= ?x280 ?x185)))))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x251 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x262 (concat 0 in_i1 ?x251)))
 (let ((?x273 (conv 2 2 1 1 1 1 1 1 1 ?x262 ?x240)))
 (let ((?x282 (dim ?x273 3)))
 (= ?x282 ?x190)))))))))
(assert
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x251 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x262 (concat 0 in_i1 ?x251)))
 (let ((?x273 (conv 2 2 1 1 1 1 1 1 1 ?x262 ?x240)))
 (let ((?x284 (relu ?x273)))
 (= (rank ?x284) 4)))))))
(assert
 (let ((?x229 (* 2 sym_n)))
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x251 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x262 (concat 0 in_i1 ?x251)))
 (let ((?x273 (conv 2 2 1 1 1 1 1 1 1 ?x262 ?x240)))
 (let ((?x284 (relu ?x273)))
 (let ((?x287 (dim ?x284 0)))
 (= ?x287 ?x229)))))))))
(assert
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x251 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x262 (concat 0 in_i1 ?x251)))
 (let ((?x273 (conv 2 2 1 1 1 1 1 1 1 ?x262 ?x240)))
 (let ((?x284 (relu ?x273)))
 (= (dim ?x284 1) sym_c)))))))
(assert
 (let ((?x184 (div (+ (- 1) sym_h) 2)))
 (let ((?x185 (+ 1 ?x184)))
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x251 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x262 (concat 0 in_i1 ?x251)))
 (let ((?x273 (conv 2 2 1 1 1 1 1 1 1 ?x262 ?x240)))
 (let ((?x284 (relu ?x273)))
 (let ((?x291 (dim ?x284 2)))
 (= ?x291 ?x185))))))))))
(assert
 (let ((?x189 (div (+ (- 1) sym_w) 2)))
 (let ((?x190 (+ 1 ?x189)))
 (let ((?x240 (idkernel4 sym_c 3 3)))
 (let ((?x251 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
 (let ((?x262 (concat 0 in_i1 ?x251)))
 (let ((?x273 (conv 2 2 1 1 1 1 1 1 1 ?x262 ?x240)))
 (let ((?x284 (relu ?x273)))
 (let ((?x293 (dim ?x284 3)))
 (= ?x293 ?x190))))))))))
(assert
 (let ((?x240 (idkernel4 sym_c 3 3)))
(let ((?x251 (conv 1 1 0 0 0 0 1 1 1 in_i2 in_u1)))
(let ((?x262 (concat 0 in_i1 ?x251)))
(let ((?x273 (conv 2 2 1 1 1 1 1 1 1 ?x262 ?x240)))
(let ((?x284 (relu ?x273)))
(let ((?x175 (conv 2 2 0 0 0 0 1 1 1 in_i2 in_u1)))
(let ((?x203 (relu ?x175)))
(let ((?x164 (idkernel4 sym_c 1 1)))
(let ((?x192 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x164)))
(let ((?x214 (relu ?x192)))
(let ((?x225 (concat 0 ?x214 ?x203)))
(and (distinct ?x225 ?x284) true)))))))))))))
(check-sat)
