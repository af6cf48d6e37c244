; verified_opt proof obligation: unsat means the rule holds
; axioms used: conv_idkernel1_after_conv, conv_smul_x
; z3 rlimit used: 16670
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun conv (Int Int Int Int Int Int Int Int Int T T) T)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun smul (T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_s1 () T)
(declare-fun relu (T) T)
(assert
 (forall ((W T) (X T) (m Int) (q Int) (s Int) )(! (let ((?x24 (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1))))
 (let (($x26 (= ?x24 (conv s s q q q q 1 1 1 X W))))
 (let (($x7 (>= s 1)))
 (let (($x21 (and $x7 (>= q 0) (= (dim W 0) m) (= (rank X) 4) (= (rank W) 4))))
 (=> $x21 $x26))))) :pattern ( (conv s s 0 0 0 0 1 1 1 (conv 1 1 q q q q 1 1 1 X W) (idkernel4 m 1 1)) ) :qid conv_idkernel1_after_conv))
 )
(assert
 (forall ((S T) (W T) (X T) (dh Int) (dw Int) (g Int) (pb Int) (pl Int) (pr Int) (pt Int) (sh Int) (sw Int) )(! (let ((?x77 (smul (conv sh sw pt pl pb pr dh dw g X W) S)))
 (let ((?x75 (conv sh sw pt pl pb pr dh dw g (smul X S) W)))
 (let (($x78 (= ?x75 ?x77)))
 (let (($x7 (>= sw 1)))
 (let (($x73 (and (>= g 1) (>= sh 1) $x7 (>= pt 0) (>= pl 0) (>= pb 0) (>= pr 0) (>= dh 1) (>= dw 1) (= (rank X) 4) (= (rank W) 4) (= (rank S) 0))))
 (=> $x73 $x78)))))) :pattern ( (conv sh sw pt pl pb pr dh dw g (smul X S) W) ) :pattern ( (smul (conv sh sw pt pl pb pr dh dw g X W) S) ) :qid conv_smul_x))
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
 (= (rank in_s1) 0))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x117 (dim ?x110 2)))
 (= 3 ?x117))))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x119 (dim ?x110 3)))
 (= 3 ?x119))))
(assert
 (= (rank (smul in_i1 in_s1)) 4))
(assert
 (= (dim (smul in_i1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_i1 in_s1) 1) sym_c))
(assert
 (= (dim (smul in_i1 in_s1) 2) sym_h))
(assert
 (= (dim (smul in_i1 in_s1) 3) sym_w))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x110)))
 (= (rank ?x132) 4))))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x110)))
 (= (dim ?x132 0) sym_n))))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x110)))
 (= (dim ?x132 1) sym_c))))
(assert
 (let ((?x142 (div (+ (- 3) sym_h) 2)))
 (let ((?x143 (+ 1 ?x142)))
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x110)))
 (let ((?x139 (dim ?x132 2)))
 (= ?x139 ?x143)))))))
(assert
 (let ((?x147 (div (+ (- 3) sym_w) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x110)))
 (let ((?x145 (dim ?x132 3)))
 (= ?x145 ?x148)))))))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x110)))
 (let ((?x150 (relu ?x132)))
 (= (rank ?x150) 4)))))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x110)))
 (let ((?x150 (relu ?x132)))
 (= (dim ?x150 0) sym_n)))))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x110)))
 (let ((?x150 (relu ?x132)))
 (= (dim ?x150 1) sym_c)))))
(assert
 (let ((?x142 (div (+ (- 3) sym_h) 2)))
 (let ((?x143 (+ 1 ?x142)))
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x110)))
 (let ((?x150 (relu ?x132)))
 (let ((?x157 (dim ?x150 2)))
 (= ?x157 ?x143))))))))
(assert
 (let ((?x147 (div (+ (- 3) sym_w) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x132 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x110)))
 (let ((?x150 (relu ?x132)))
 (let ((?x159 (dim ?x150 3)))
 (= ?x159 ?x148))))))))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x121 (smul in_i1 in_s1)))
 (let ((?x161 (conv 1 1 0 0 0 0 1 1 1 ?x121 ?x110)))
 (= (rank ?x161) 4)))))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x121 (smul in_i1 in_s1)))
 (let ((?x161 (conv 1 1 0 0 0 0 1 1 1 ?x121 ?x110)))
 (= (dim ?x161 0) sym_n)))))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x121 (smul in_i1 in_s1)))
 (let ((?x161 (conv 1 1 0 0 0 0 1 1 1 ?x121 ?x110)))
 (= (dim ?x161 1) sym_c)))))
(assert
 (let ((?x170 (+ (- 2) sym_h)))
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x121 (smul in_i1 in_s1)))
 (let ((?x161 (conv 1 1 0 0 0 0 1 1 1 ?x121 ?x110)))
 (let ((?x168 (dim ?x161 2)))
 (= ?x168 ?x170)))))))
(assert
 (let ((?x173 (+ (- 2) sym_w)))
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x121 (smul in_i1 in_s1)))
 (let ((?x161 (conv 1 1 0 0 0 0 1 1 1 ?x121 ?x110)))
 (let ((?x172 (dim ?x161 3)))
 (= ?x172 ?x173)))))))
(assert
 (let ((?x142 (div (+ (- 3) sym_h) 2)))
 (let ((?x143 (+ 1 ?x142)))
 (>= ?x143 0))))
(assert
 (let ((?x147 (div (+ (- 3) sym_w) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (>= ?x148 0))))
(assert
 (let ((?x170 (+ (- 2) sym_h)))
 (>= ?x170 0)))
(assert
 (let ((?x173 (+ (- 2) sym_w)))
 (>= ?x173 0)))
(assert
 (= (rank (idkernel4 sym_c 1 1)) 4))
(assert
 (= (dim (idkernel4 sym_c 1 1) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 1 1) 1) sym_c))
(assert
 (let ((?x179 (idkernel4 sym_c 1 1)))
 (let ((?x186 (dim ?x179 2)))
 (= 1 ?x186))))
(assert
 (let ((?x179 (idkernel4 sym_c 1 1)))
 (let ((?x188 (dim ?x179 3)))
 (= 1 ?x188))))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x110)))
 (= (rank ?x190) 4))))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x110)))
 (= (dim ?x190 0) sym_n))))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x110)))
 (= (dim ?x190 1) sym_c))))
(assert
 (let ((?x170 (+ (- 2) sym_h)))
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x110)))
 (let ((?x197 (dim ?x190 2)))
 (= ?x197 ?x170))))))
(assert
 (let ((?x173 (+ (- 2) sym_w)))
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x110)))
 (let ((?x199 (dim ?x190 3)))
 (= ?x199 ?x173))))))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x110)))
 (let ((?x201 (smul ?x190 in_s1)))
 (= (rank ?x201) 4)))))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x110)))
 (let ((?x201 (smul ?x190 in_s1)))
 (= (dim ?x201 0) sym_n)))))
(assert
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x110)))
 (let ((?x201 (smul ?x190 in_s1)))
 (= (dim ?x201 1) sym_c)))))
(assert
 (let ((?x170 (+ (- 2) sym_h)))
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x110)))
 (let ((?x201 (smul ?x190 in_s1)))
 (let ((?x208 (dim ?x201 2)))
 (= ?x208 ?x170)))))))
(assert
 (let ((?x173 (+ (- 2) sym_w)))
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x110)))
 (let ((?x201 (smul ?x190 in_s1)))
 (let ((?x210 (dim ?x201 3)))
 (= ?x210 ?x173)))))))
(assert
 (let ((?x179 (idkernel4 sym_c 1 1)))
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x110)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 ?x190 ?x179)))
 (= (rank ?x212) 4))))))
(assert
 (let ((?x179 (idkernel4 sym_c 1 1)))
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x110)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 ?x190 ?x179)))
 (= (dim ?x212 0) sym_n))))))
(assert
 (let ((?x179 (idkernel4 sym_c 1 1)))
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x110)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 ?x190 ?x179)))
 (= (dim ?x212 1) sym_c))))))
(assert
 (let ((?x142 (div (+ (- 3) sym_h) 2)))
 (let ((?x143 (+ 1 ?x142)))
 (let ((?x179 (idkernel4 sym_c 1 1)))
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x110)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 ?x190 ?x179)))
 (let ((?x219 (dim ?x212 2)))
 (= ?x219 ?x143)))))))))
(assert
 (let ((?x147 (div (+ (- 3) sym_w) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (let ((?x179 (idkernel4 sym_c 1 1)))
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x110)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 ?x190 ?x179)))
 (let ((?x221 (dim ?x212 3)))
 (= ?x221 ?x148)))))))))
(assert
 (let ((?x179 (idkernel4 sym_c 1 1)))
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x110)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 ?x190 ?x179)))
 (let ((?x223 (relu ?x212)))
 (= (rank ?x223) 4)))))))
(assert
 (let ((?x179 (idkernel4 sym_c 1 1)))
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x110)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 ?x190 ?x179)))
 (let ((?x223 (relu ?x212)))
 (= (dim ?x223 0) sym_n)))))))
(assert
 (let ((?x179 (idkernel4 sym_c 1 1)))
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x110)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 ?x190 ?x179)))
 (let ((?x223 (relu ?x212)))
 (= (dim ?x223 1) sym_c)))))))
(assert
 (let ((?x142 (div (+ (- 3) sym_h) 2)))
 (let ((?x143 (+ 1 ?x142)))
 (let ((?x179 (idkernel4 sym_c 1 1)))
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x110)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 ?x190 ?x179)))
 (let ((?x223 (relu ?x212)))
 (let ((?x230 (dim ?x223 2)))
 (= ?x230 ?x143))))))))))
(assert
 (let ((?x147 (div (+ (- 3) sym_w) 2)))
 (let ((?x148 (+ 1 ?x147)))
 (let ((?x179 (idkernel4 sym_c 1 1)))
 (let ((?x110 (idkernel4 sym_c 3 3)))
 (let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x110)))
 (let ((?x212 (conv 2 2 0 0 0 0 1 1 1 ?x190 ?x179)))
 (let ((?x223 (relu ?x212)))
 (let ((?x232 (dim ?x223 3)))
 (= ?x232 ?x148))))))))))
(assert
 (let ((?x179 (idkernel4 sym_c 1 1)))
(let ((?x110 (idkernel4 sym_c 3 3)))
(let ((?x190 (conv 1 1 0 0 0 0 1 1 1 in_i1 ?x110)))
(let ((?x212 (conv 2 2 0 0 0 0 1 1 1 ?x190 ?x179)))
(let ((?x223 (relu ?x212)))
(let ((?x132 (conv 2 2 0 0 0 0 1 1 1 in_i1 ?x110)))
(let ((?x150 (relu ?x132)))
(let ((?x201 (smul ?x190 in_s1)))
(let ((?x121 (smul in_i1 in_s1)))
(let ((?x161 (conv 1 1 0 0 0 0 1 1 1 ?x121 ?x110)))
(or (and (distinct ?x161 ?x201) true) (and (distinct ?x150 ?x223) true)))))))))))))
(check-sat)
